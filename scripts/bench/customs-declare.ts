/**
 * Declaring 10,000 B2C orders in one batch against the declaration-platform simulator (issue 16): starts the real
 * server (`server/main.ts`) on a temporary data folder with the simulator inside it, signs in as the customs clerk,
 * books enough stock on the demo ledger with an audited adjustment, enters ORDERS orders through the API (setup,
 * timed apart), then declares them all — `sendBBCDeclareTOKJY`, 1,000 ids a call (the most one command call takes),
 * the calls one after another — and waits until every order has reached a final status (申报成功 with 放行, or
 * 申报失败). Prints: the declare calls' wall time, the time until every receipt was in, the server's peak memory
 * (VmHWM) and RSS at the end, and the counts: declared, released, refused, still waiting (lost), orders with more or
 * fewer than one CEB311 and one CEB621 (doubled), and receipts kept twice. Exit code 1 when any order is lost or
 * doubled. Not part of `npm test`.
 *
 *   npm run bench:customs-declare
 *     ORDERS=10000         orders in the batch
 *     STEP_MS=200          the simulator's time between receipts (CLEARWAY_CUSTOMS_SIM_STEP_MS)
 *     OVER_LIMIT_EVERY=50  every Nth order pays over the 5,000 yuan limit (so customs refuses it: the failure path)
 *     BENCH_PORT=8199      SERVER_LOG=/tmp/server.log (the server's stderr; default none)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { idCardCheckCharacter } from '../../engine/validation/chinese-id-card';

const ORDERS = Number(process.env.ORDERS || 10_000);
const STEP_MS = Number(process.env.STEP_MS || 200);
const OVER_LIMIT_EVERY = Number(process.env.OVER_LIMIT_EVERY || 50);
const PORT = Number(process.env.BENCH_PORT || 8199);
const BASE = `http://127.0.0.1:${PORT}`;
const ITEM = 'GM000005';
const CHUNK = 1000;
const PARALLEL_SETUP = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A valid 18-digit ID card number from its first 17 digits. */
const idCard = (first17: string) => first17 + idCardCheckCharacter(first17);

function memoryOf(pid: number): { hwmMb: number; rssMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { hwmMb: Math.round(kb('VmHWM') / 1024), rssMb: Math.round(kb('VmRSS') / 1024) };
}

async function call(token: string, method: string, url: string, options: { json?: unknown; form?: Record<string, string> } = {}): Promise<Json> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const response = await fetch(`${BASE}${url}`, { method, headers, body });
  const reply = await response.json() as Json;
  if (reply.code !== 200) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(reply).slice(0, 300)}`);
  return reply.data;
}

async function signIn(username: string, password: string): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'password', scope: 'ui', username, password });
  const response = await fetch(`${BASE}/api/uaa/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from('browser:browser').toString('base64')}` }, body: form.toString() });
  const reply = await response.json() as Json;
  if (reply.code !== 200) throw new Error(`sign-in failed: ${JSON.stringify(reply).slice(0, 300)}`);
  return reply.data.access_token as string;
}

function orderBody(n: number, run: string): Json {
  const paid = n % OVER_LIMIT_EVERY === 0 ? 5200 : 69 + (n % 7);
  return {
    orderNo: `BN${run}${String(n).padStart(6, '0')}`, ebpCode: '3301960TMG', ebpName: '浙江天猫技术有限公司', ebcCode: '91370200MA3C8TQ46C', ebcName: '青岛市童趣电子商务有限公司',
    logisticsCode: '4403180SFE', logisticsName: '顺丰速运有限公司', logisticsNo: `SFB${run}${String(n).padStart(7, '0')}`, tradeMode: '1210',
    buyerRegNo: `bench_${n}`, buyerName: '基准测试', buyerIdType: '1', buyerIdNumber: idCard('11010519880307123'), buyerTelephone: '13801012345',
    consignee: '基准测试', consigneeTelephone: '13801012345', consigneeAddress: '北京市朝阳区建国路88号', goodsValue: paid, freight: 0, discount: 0, taxTotal: 0, acturalPaid: paid,
    currency: '142', grossWeight: 0.2, netWeight: 0.12,
    goods: [{ gnum: 1, itemRecordNo: ITEM, gcode: '2106909090', gname: '维生素C咀嚼片', gmodel: 'Blackmores|500mg|50片/瓶', country: '601', qty: 1, unit: '142', qty1: 0.12, unit1: '035', price: paid, totalPrice: paid }],
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-bench-customs-'));
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), CLEARWAY_DATA_DIR: dataDir, CLEARWAY_DEV_TOOLS: '1', LOG_LEVEL: 'warn', CLEARWAY_CARRIER_FEED: 'off', CLEARWAY_SCHEMA_WATCH: '0',
      CLEARWAY_CUSTOMS_SIM_STEP_MS: String(STEP_MS), CLEARWAY_CUSTOMS_SIM_INSPECTION_SHARE: '0.05', CLEARWAY_CUSTOMS_OUTBOX_INTERVAL_MS: '200', CLEARWAY_STATIC_DIR: path.join(dataDir, 'no-app') },
    stdio: ['ignore', fs.openSync(process.env.SERVER_LOG || '/dev/null', 'a'), fs.openSync(process.env.SERVER_LOG || '/dev/null', 'a')],
    // Its own process group: npx, tsx and node stop together.
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      if (await fetch(`${BASE}/api/clearway/health`).then((r) => r.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error('the server did not start');
      await sleep(300);
    }
    // The server process (npx → tsx → node): the deepest child holds the heap.
    const pidOf = () => {
      const find = (pid: number): number => {
        const children = fs.existsSync(`/proc/${pid}/task/${pid}/children`) ? fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
        return children.length ? find(children[children.length - 1]!) : pid;
      };
      return find(server.pid!);
    };
    const token = await signIn('customs', 'customs1234');
    const run = Date.now().toString(36).slice(-4).toUpperCase();

    // Setup (not timed as the benchmark): stock for every order, then the orders.
    let started = performance.now();
    const adjust = await call(token, 'POST', '/api/bdtibs/customs/saveCustomsStockAdjust', { json: { emsNo: 'T5349W000021', reason: '基准测试备货', lines: [{ gdsMtno: ITEM, qty: ORDERS + 100 }] } });
    await call(token, 'POST', `/api/bdtibs/customs/auditCustomsStockAdjust?ids=${adjust.id}`);
    const ids: number[] = new Array(ORDERS);
    let next = 0;
    await Promise.all(Array.from({ length: PARALLEL_SETUP }, async () => {
      while (next < ORDERS) {
        const n = next++;
        ids[n] = (await call(token, 'POST', '/api/bdtibs/customs/saveOrderCustomsbbc', { json: orderBody(n, run) })).id as number;
      }
    }));
    const setupMs = performance.now() - started;
    const before = memoryOf(pidOf());

    // The batch: every order declared, 1,000 ids a call.
    started = performance.now();
    let accepted = 0;
    let refusedAtDeclare = 0;
    for (let i = 0; i < ids.length; i += CHUNK) {
      const reply = await call(token, 'POST', `/api/bdtibs/customs/sendBBCDeclareTOKJY?ids=${ids.slice(i, i + CHUNK).join(',')}`);
      accepted += reply.done;
      refusedAtDeclare += reply.refused;
    }
    const declareMs = performance.now() - started;

    // Until every order is final: 申报成功 and 放行, or 申报失败.
    const count = async (filters: Json) => (await call(token, 'POST', '/api/bdtibs/customs/queryOrderCustomsbbcPageList', { json: { orderNo: `BN${run}`, ...filters, currentPage: 1, pageSize: 1 } })).total as number;
    let peak = memoryOf(pidOf());
    const waitDeadline = Date.now() + 30 * 60_000;
    let released = 0;
    let failed = 0;
    for (;;) {
      released = await count({ declareStatus: '2', customsStatus: '800' });
      failed = await count({ declareStatus: '3' });
      const mem = memoryOf(pidOf());
      peak = { hwmMb: Math.max(peak.hwmMb, mem.hwmMb), rssMb: mem.rssMb };
      if (released + failed >= accepted || Date.now() > waitDeadline) break;
      await sleep(1000);
    }
    const allInMs = performance.now() - started;
    const waiting = accepted - released - failed;

    // Doubled: an order with other than one CEB311 and one CEB621 sent, or a receipt kept twice.
    const statsUrl = '/api/bdtibs/dataQuery/findAllByCallId';
    let doubledOrders = 0;
    let doubledReceipts = 0;
    for (const id of ids.filter((_, i) => i % Math.max(1, Math.floor(ORDERS / 500)) === 0)) {
      const rows = await call(token, 'POST', statsUrl, { form: { qid: 'FIND_CUSTOMS_BBC_MESSAGE', docId: String(id) } }) as Json[];
      const sent = rows.filter((r) => r.direction === 'out');
      if (sent.length !== 2 || new Set(sent.map((r) => r.messageType)).size !== 2) doubledOrders += 1;
      const keys = rows.filter((r) => r.direction === 'in').map((r) => `${r.guid}|${r.messageType}|${r.returnStatus}|${r.returnTime}`);
      doubledReceipts += keys.length - new Set(keys).size;
    }
    const end = memoryOf(pidOf());
    const sampled = Math.ceil(ORDERS / Math.max(1, Math.floor(ORDERS / 500)));

    console.log(`customs declaration: ${ORDERS} B2C orders in one batch, simulator inside the server (receipts ${STEP_MS} ms apart, 5% inspected, every ${OVER_LIMIT_EVERY}th over the limit)`);
    console.log(`  setup (stock + ${ORDERS} orders entered, 8 at a time)  ${(setupMs / 1000).toFixed(1)} s`);
    console.log(`  declare calls (${Math.ceil(ORDERS / CHUNK)} × ${CHUNK} ids)           ${(declareMs / 1000).toFixed(1)} s  (${Math.round(ORDERS / (declareMs / 1000))} orders/s)`);
    console.log(`  until every order final                  ${(allInMs / 1000).toFixed(1)} s`);
    console.log(`  server memory                            before ${before.rssMb} MB RSS; peak ${peak.hwmMb} MB (VmHWM); at the end ${end.rssMb} MB RSS`);
    console.log(`  declared ${accepted}, refused at declare ${refusedAtDeclare}`);
    console.log(`  released (申报成功, 放行) ${released}, refused by customs (申报失败) ${failed}, expected refused ${Math.floor((ORDERS - 1) / OVER_LIMIT_EVERY) + 1}`);
    console.log(`  lost (still waiting) ${waiting}`);
    console.log(`  doubled: orders with other than one CEB311 + one CEB621 ${doubledOrders} of ${sampled} sampled; receipts kept twice ${doubledReceipts}`);
    const ok = waiting === 0 && doubledOrders === 0 && doubledReceipts === 0 && refusedAtDeclare === 0;
    console.log(`  ${ok ? 'meets' : 'MISSES'} the goal: every order final, none lost or doubled`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
