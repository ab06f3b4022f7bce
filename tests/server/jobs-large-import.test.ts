/**
 * A 6,000-row import task on the embedded database (PGlite, one connection; PostgreSQL when DATABASE_URL is set),
 * watched over HTTP as a person would: the task finishes, its progress rises while it runs, and the server (the
 * health check among it) keeps answering. The import writes every row in one transaction; its progress reports must
 * not wait on a second connection while that transaction holds the only one (issue 10 item 2: 600 rows hung).
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { startTestServer, signInAs, type TestServer } from './test-server';
import { expectOk, type TestClient } from './http-client';

const ROWS = 6_000;
/** A request that gets no answer in this long counts as hung. */
const HUNG_MS = 90_000;

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAs(server, 'admin');
});
afterAll(async () => server?.close());

async function carrierSheet(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['承运商编码', '承运商名称', '联系电话']);
  for (let i = 1; i <= rows; i++) sheet.addRow([`BIG${String(i).padStart(6, '0')}`, `大批量承运商${i}`, `139${String(i).padStart(8, '0')}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The answer, or a failure naming `what` when none comes in {@link HUNG_MS} (the server hangs). */
function answered<T>(what: string, reply: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${HUNG_MS} ms, the server hangs`)), HUNG_MS);
  });
  return Promise.race([reply, hung]).finally(() => clearTimeout(timer));
}

/** GET /api/clearway/health: its status (`up`), or `no answer` after {@link HUNG_MS}, and how long it took. */
async function health(): Promise<{ status: string; answeredInMs: number }> {
  const started = performance.now();
  try {
    const response = await fetch(new URL('/api/clearway/health', server.url), { signal: AbortSignal.timeout(HUNG_MS) });
    return { status: (await response.json()).data?.status, answeredInMs: Math.round(performance.now() - started) };
  } catch {
    return { status: 'no answer', answeredInMs: Math.round(performance.now() - started) };
  }
}

describe('a 6,000-row import task on the embedded database', () => {
  it('finishes, its progress rising while it runs, and the health check answers meanwhile', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await carrierSheet(ROWS))]), '大批量承运商.xlsx');
    const fileKey = expectOk(await admin.request('POST', '/api/bdttms/file/uploadFile', { body: form })).key as string;

    const started = performance.now();
    const { taskId } = expectOk(await admin.request('POST', '/api/bdtibs/tSysImportTask/saveSyncImportTask', { query: { taskType: 'entity:base.carrier', fileKey } }));
    const seen: { status: string; progress: number }[] = [];
    // A health probe every half second while the task runs (on a timer of its own: a poll may be waiting).
    const probes: Promise<{ status: string; answeredInMs: number }>[] = [health()];
    const prober = setInterval(() => probes.push(health()), 500);
    try {
      for (;;) {
        const page = expectOk(await answered('FIND_EXPORT_TASK', admin.query('findPageByCallId', { qid: 'FIND_EXPORT_TASK', pageSize: 5 })));
        const task = page.list.find((t: { id: number }) => t.id === taskId);
        seen.push({ status: task.status, progress: task.progress });
        if (task.status === 'done' || task.status === 'failed') {
          expect(task, JSON.stringify(task.errorMessage)).toMatchObject({ status: 'done', progress: 100, errorMessage: null });
          break;
        }
        expect(performance.now() - started, `still ${task.status} at ${task.progress}%`).toBeLessThan(HUNG_MS);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    } finally {
      clearInterval(prober);
    }
    const tookMs = Math.round(performance.now() - started);

    // Progress only rises, and was seen between 0 and 100 at two figures at least while the task ran.
    const figures = seen.map((s) => s.progress);
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
    const midway = new Set(seen.filter((s) => s.status === 'running' && s.progress > 0 && s.progress < 100).map((s) => s.progress));
    expect(midway.size, JSON.stringify(seen)).toBeGreaterThanOrEqual(2);

    // Every health probe sent during the import was answered (none waits longer than the import itself took).
    const answers = await Promise.all(probes);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 'up')).toBe(true);
    expect(Math.max(...answers.map((a) => a.answeredInMs))).toBeLessThanOrEqual(tookMs + 2000);
    expect((await health()).status).toBe('up');

    const { count } = (await sql<{ count: string }>`SELECT count(*) AS count FROM base_carrier WHERE carrier_code LIKE 'BIG%'`.execute(server.ctx.db)).rows[0]!;
    expect(Number(count)).toBe(ROWS);
  }, 240_000);
});
