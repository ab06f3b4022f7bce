import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_USERS } from '../../server/seed/demo-fixtures';
import { loadPair, type Figures, type LoadOptions, type Target } from './api/load';
import { scratchPostgres } from './api/scratch-postgres';
import type { ServeReady } from './api/serve';

/**
 * The API under load (issue 10): the real app (./api/serve.ts, in a process of its own) against a bare Fastify + pg
 * route running the same SQL on the same pool in the same process, at 50 connections with autocannon, on
 * PostgreSQL (DATABASE_URL, else a throwaway local PostgreSQL 15 cluster) and on PGlite (a scratch folder):
 *
 * - data query: a page of 20 of FIND_CARRIER (the carrier list) through POST …/dataQuery/findPageByCallId;
 * - entity list: a page of 20 of GET /api/admin/sysparam/querySysparam;
 * - write: POST /api/bdtibs/base/saveCarrier (a new carrier each time, with its audit row);
 * - on PGlite, the data query again as the carrier table grows to 1,000, 10,000 and 100,000 rows.
 *
 * On PGlite the app remembers a list's total between writes (server/db/count-cache.ts) where the bare route counts
 * every time, so there the API may pass its yardstick on reads.
 *
 * Signed in as the demo operator (granted the two routes, so the permission look-ups run; BENCH_USER=admin skips
 * them). Each side is loaded in alternating slices (API, bare, bare, API, …) so that both meet the same noise from
 * the rest of the machine. Prints req/s, p50, p99 of both, the API/bare ratio and the server process's memory (RSS
 * after, peak during).
 * Goal: API ≥ 0.8× bare and p99 < 50 ms on PostgreSQL; PGlite's throughput flat as the table grows.
 *
 *   npm run bench:api    (BENCH_DURATION=10 s per side in BENCH_ROUNDS=5 slices, BENCH_WARMUP=2, BENCH_CONNECTIONS=50,
 *                         BENCH_DATABASES=postgres,pglite, BENCH_GROWTH=1000,10000,100000, BENCH_USER=operator,
 *                         LOG_LEVEL=info (the server's, logged to a file), BENCH_CPU_PROF=dir (profile the server))
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const options: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS || 50),
  seconds: Number(process.env.BENCH_DURATION || 10),
  rounds: Math.max(1, Math.min(20, Number(process.env.BENCH_ROUNDS || 5))),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
};
const databases = (process.env.BENCH_DATABASES || 'postgres,pglite').split(',').map((d) => d.trim());
const growth = (process.env.BENCH_GROWTH || '1000,10000,100000').split(',').map(Number).filter((n) => n > 0 && n <= 1_000_000);
const username = process.env.BENCH_USER || 'operator';
const STARTING_ROWS = 1000;

interface Row {
  database: string;
  workload: string;
  rows: number;
  api: Figures;
  bare: Figures;
  rssMb: number;
  peakRssMb: number;
}

interface Server {
  ready: ServeReady;
  stop(): Promise<void>;
}

/** Starts ./api/serve.ts in a child process and waits for its ready message (two minutes at most). */
async function startServer(work: string, label: string, databaseUrl?: string): Promise<Server> {
  const log = fs.openSync(path.join(work, `${label}-server.log`), 'a');
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)] : [];
  const child: ChildProcess = fork(path.join(here, 'api', 'serve.ts'), [], {
    execArgv: ['--import', 'tsx', ...profile],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '', BENCH_DATA_DIR: path.join(work, label), BENCH_USER: username },
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<ServeReady>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} server did not start within 120 s`)), 120_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as ServeReady);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} server exited with ${code} before it was ready`));
    });
  });
  return {
    ready,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.send('stop');
      const timeout = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 30_000).unref());
      if ((await Promise.race([exited, timeout])) === 'late' && child.pid) process.kill(child.pid, 'SIGKILL');
      fs.closeSync(log);
    },
  };
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function signIn(apiUrl: string): Promise<string> {
  const user = DEMO_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`BENCH_USER ${username} is not a demo user`);
  const reply = await call<{ code: number; data: { access_token: string } }>(`${apiUrl}/api/uaa/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('browser:browser').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', scope: 'ui', username: user.username, password: user.password }).toString(),
  });
  if (reply.code !== 200) throw new Error(`sign-in as ${username} refused: ${JSON.stringify(reply)}`);
  return reply.data.access_token;
}

/** The three workloads, API and bare, of one server. */
function workloads(ready: ServeReady, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const carrier = (prefix: string) => (n: number) => JSON.stringify({ carrierCode: `${prefix}${n}`, carrierName: `Bench carrier ${n}`, carrierType: 'express' });
  const run = `${Date.now() % 100000}`;
  return {
    dataQuery: {
      api: { url: ready.apiUrl, method: 'POST', path: '/api/bdtibs/dataQuery/findPageByCallId', headers: { ...auth, ...form }, body: 'qid=FIND_CARRIER&currentPage=1&pageSize=20' },
      bare: { url: ready.bareUrl, method: 'POST', path: '/bare/data-query', headers: form, body: 'currentPage=1&pageSize=20' },
    },
    entityList: {
      api: { url: ready.apiUrl, method: 'GET', path: '/api/admin/sysparam/querySysparam?currentPage=1&pageSize=20', headers: auth },
      bare: { url: ready.bareUrl, method: 'GET', path: '/bare/entity-list?currentPage=1&pageSize=20' },
    },
    write: {
      api: { url: ready.apiUrl, method: 'POST', path: '/api/bdtibs/base/saveCarrier', headers: { ...auth, 'content-type': 'application/json' }, bodyOf: carrier(`BWA${run}N`) },
      bare: { url: ready.bareUrl, method: 'POST', path: '/bare/write', headers: { 'content-type': 'application/json' }, bodyOf: carrier(`BWB${run}N`) },
    },
  } satisfies Record<string, { api: Target; bare: Target }>;
}

type Page = { list: { id: number }[]; total: number };

/** One request of each side: the same rows and total, or the comparison is void. */
async function sameAnswer(api: Target, bare: Target, what: string): Promise<void> {
  const read = async (target: Target) => (await call<{ code: number; data: Page }>(`${target.url}${target.path}`, { method: target.method, headers: target.headers, body: target.body })).data;
  const [a, b] = await Promise.all([read(api), read(bare)]);
  const ids = (page: Page) => page.list.map((r) => r.id).join(',');
  if (ids(a) !== ids(b) || a.total !== b.total) throw new Error(`${what}: the API and the bare route disagree (${ids(a)} / ${a.total} vs ${ids(b)} / ${b.total})`);
}

async function measurePair(database: string, workload: string, rows: number, pair: { api: Target; bare: Target }, bareUrl: string): Promise<Row> {
  await call(`${bareUrl}/bench/memory?reset=1`);
  const { api, bare } = await loadPair(pair.api, pair.bare, options);
  const memory = await call<{ rss: number; peakRss: number }>(`${bareUrl}/bench/memory`);
  const row = { database, workload, rows, api, bare, rssMb: memory.rss / 2 ** 20, peakRssMb: memory.peakRss / 2 ** 20 };
  console.log(formatRow(row));
  return row;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Removes the written carriers once the server has answered the writes still queued when the load stopped. */
async function clearWrites(bareUrl: string): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await sleep(1000);
    const { removed } = await call<{ removed: number }>(`${bareUrl}/bench/clear-writes`, { method: 'POST' });
    if (!removed && round > 0) return;
  }
}

async function benchDatabase(work: string, label: 'postgres' | 'pglite', databaseUrl?: string): Promise<Row[]> {
  const server = await startServer(work, label, databaseUrl);
  const { ready } = server;
  const rows: Row[] = [];
  try {
    console.log(`\n${label}: server ready in ${ready.startedMs} ms (API ${ready.apiUrl}, bare ${ready.bareUrl})`);
    const token = await signIn(ready.apiUrl);
    const bare = ready.bareUrl;
    await call(`${bare}/bench/grow`, json({ table: 'carrier', rows: STARTING_ROWS }));
    await call(`${bare}/bench/grow`, json({ table: 'sysparam', rows: STARTING_ROWS }));
    const loads = workloads(ready, token);
    await sameAnswer(loads.dataQuery.api, loads.dataQuery.bare, 'data query');
    await sameAnswer(loads.entityList.api, loads.entityList.bare, 'entity list');
    console.log(header());
    rows.push(await measurePair(label, 'data query (FIND_CARRIER)', STARTING_ROWS, loads.dataQuery, bare));
    rows.push(await measurePair(label, 'entity list (querySysparam)', STARTING_ROWS, loads.entityList, bare));
    rows.push(await measurePair(label, 'write (saveCarrier)', STARTING_ROWS, loads.write, bare));
    await clearWrites(bare);
    if (label === 'pglite') {
      for (const size of growth) {
        const grown = await call<{ rows: number }>(`${bare}/bench/grow`, json({ table: 'carrier', rows: size }));
        await sameAnswer(loads.dataQuery.api, loads.dataQuery.bare, `data query at ${grown.rows} rows`);
        rows.push(await measurePair(label, 'data query, growing', grown.rows, loads.dataQuery, bare));
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}

const num = (value: number, width: number, digits = 0) => value.toFixed(digits).padStart(width);

function header(): string {
  return `${'database'.padEnd(9)} ${'workload'.padEnd(28)} ${'rows'.padStart(7)} │ ${'API req/s'.padStart(9)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} │ ${'bare req/s'.padStart(10)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} │ ${'API/bare'.padStart(8)} │ ${'RSS MB'.padStart(6)} ${'peak'.padStart(5)}`;
}

function formatRow(row: Row): string {
  const failed = row.api.failed || row.bare.failed ? `  (failed: API ${row.api.failed}, bare ${row.bare.failed})` : '';
  return `${row.database.padEnd(9)} ${row.workload.padEnd(28)} ${num(row.rows, 7)} │ ${num(row.api.rps, 9)} ${num(row.api.p50, 5)} ${num(row.api.p99, 5)} │ ${num(row.bare.rps, 10)} ${num(row.bare.p50, 5)} ${num(row.bare.p99, 5)} │ ${num(row.api.rps / row.bare.rps, 8, 2)} │ ${num(row.rssMb, 6)} ${num(row.peakRssMb, 5)}${failed}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-bench-api-'));
  console.log(`API bench: ${options.connections} connections, ${options.seconds} s per side in ${options.rounds} alternating slices (+${options.warmupSeconds} s warm-up), as ${username}; latencies in ms; ${os.cpus().length} CPUs, Node ${process.version}`);
  const rows: Row[] = [];
  try {
    if (databases.includes('postgres')) {
      const postgres = await scratchPostgres();
      if (!postgres) console.log('\npostgres: skipped (no DATABASE_URL and no local PostgreSQL 15)');
      else {
        console.log(`\npostgres: ${postgres.label}`);
        try {
          rows.push(...(await benchDatabase(work, 'postgres', postgres.url)));
        } finally {
          await postgres.drop();
        }
      }
    }
    if (databases.includes('pglite')) rows.push(...(await benchDatabase(work, 'pglite')));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  console.log(`\nSummary (${((performance.now() - started) / 1000).toFixed(0)} s)\n${header()}\n${rows.map(formatRow).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
