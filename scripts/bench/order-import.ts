/**
 * Imports 50,000 2C orders from one XLSX through an import template (the demo template STD2C; docs/schemas.md
 * "Import templates") as an import task, the way the desk does with a big file: upload, saveSyncImportTask with
 * `template`, wait. Prints the wall time and the peak memory (RSS) of the process (server and bench in one), and, for
 * comparison, what loading the same file whole into exceljs's workbook model costs (the reader before it streamed).
 *
 *   npm run bench:order-import                 # 50,000 rows (about 12 minutes on 2 busy cores)
 *   BENCH_ROWS=5000 npm run bench:order-import # a quicker look
 *
 * The database is PGlite in a folder on disk (its rows are not the import's memory). Each order goes through the
 * order's create (validation, references, the arrival checks and hooks, pricing, repeated-order detection, audit).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { buildApp } from '../../server/app';
import { systemClock } from '../../server/clock';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoData } from '../../server/seed/seed-demo';
import { findJob } from '../../server/jobs/job-worker';
import { signedIn } from '../../tests/server/http-client';
import { streamSheet } from '../../server/entity/import/sheet-stream';

const ROWS = Number(process.env.BENCH_ROWS || 50_000);
const HEADER = ['客户单号', '客户编码', '服务产品', '产品线路', '运单号', '收件人', '收件人电话', '收件地址', '重量(kg)', 'SKU', '商品名称', '数量', '单价'];
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

let peak = 0;
let heapPeak = 0;
let externalPeak = 0;
const sample = () => {
  const usage = process.memoryUsage();
  peak = Math.max(peak, usage.rss);
  heapPeak = Math.max(heapPeak, usage.heapUsed);
  externalPeak = Math.max(externalPeak, usage.external);
};

/** The file, written by exceljs's streaming writer (the bench's own memory stays small). */
async function writeSheet(file: string): Promise<void> {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const sheet = writer.addWorksheet('订单');
  sheet.addRow(HEADER).commit();
  const stamp = Date.now().toString(36).toUpperCase();
  for (let i = 1; i <= ROWS; i++) {
    sheet.addRow([`B-${stamp}-${i}`, 'KH10001', 'BBCSTD', 'R2C001', `BN${stamp}${String(i).padStart(6, '0')}`, '陈晨', `139${String(i).padStart(8, '0')}`, `南山区科技园 ${i} 号`, 1.25, 'SKU-B', '保湿面霜 50ml', 1, 99]).commit();
  }
  sheet.commit();
  await writer.commit();
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-bench-import-'));
  const file = path.join(dir, 'orders.xlsx');
  await writeSheet(file);
  const bytes = fs.readFileSync(file);
  console.log(`file: ${ROWS} orders, ${mb(bytes.length)} (${bytes.length} bytes)`);

  const config = { ...readConfig({ CLEARWAY_SCHEMA_WATCH: '0' }), dataDir: dir, staticDir: path.join(dir, 'no-static') };
  const database = await openDatabase({ dataDir: path.join(dir, 'db') });
  await migrateToLatest(database.db);
  await seedDemoData(database.db);
  const { app } = await buildApp({ config, db: database.db, clock: systemClock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = await signedIn(url, 'admin', 'admin1234');

  global.gc?.();
  const before = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  peak = before;
  heapPeak = heapBefore;
  const timer = setInterval(sample, 50);
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'orders.xlsx');
  const upload = await admin.request('POST', '/api/bdttms/file/uploadFile', { body: form });
  if (upload.body.code !== 200) throw new Error(`upload refused: ${JSON.stringify(upload.body)}`);
  const task = await admin.request('POST', '/api/bdtibs/tSysImportTask/saveSyncImportTask', { query: { taskType: 'entity:order.twoCOrder', fileKey: upload.body.data.key, template: 'STD2C' } });
  if (task.body.code !== 200) throw new Error(`task refused: ${JSON.stringify(task.body)}`);
  const taskId = task.body.data.taskId as number;
  let lastReport = 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const job = await findJob(database.db, taskId);
    const seconds = (performance.now() - started) / 1000;
    if (seconds - lastReport >= 30) {
      lastReport = seconds;
      console.log(`  ${Math.round(seconds)} s: ${job?.status} ${job?.progress ?? 0}%, RSS ${mb(process.memoryUsage().rss)}, peak ${mb(peak)}`);
    }
    if (job && (job.status === 'done' || job.status === 'failed')) {
      clearInterval(timer);
      console.log(`import task: ${job.status}, ${JSON.stringify(job.summary ?? job.errorMessage ?? null).slice(0, 300)}`);
      break;
    }
  }
  const wall = (performance.now() - started) / 1000;
  console.log(`wall time: ${wall.toFixed(1)} s (${Math.round(ROWS / wall)} orders/s)`);
  console.log(`RSS: ${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)}); JS heap peak ${mb(heapPeak)} (${mb(heapBefore)} before); external peak ${mb(externalPeak)} (PGlite's WebAssembly memory is counted there)`);
  await app.close();
  await database.close();

  // For comparison, reading alone (heap after a GC, the values kept as the import keeps them): the streamed reader
  // the import uses, and the same file loaded whole into exceljs's workbook model (the reader before it streamed).
  const heap = () => { global.gc?.(); return process.memoryUsage().heapUsed; };
  let base = heap();
  const kept: unknown[][] = [];
  for await (const item of streamSheet(bytes)) if (!('sheet' in item)) kept.push(item.values);
  console.log(`streamed read of the file: +${mb(heap() - base)} heap (${kept.length} rows kept as values)`);
  kept.length = 0;
  base = heap();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  console.log(`whole-workbook load of the file: +${mb(heap() - base)} heap (${workbook.worksheets[0]!.rowCount} rows)`);
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
