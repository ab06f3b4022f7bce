/**
 * Export and import tasks over real HTTP (spec 01 §7, docs/api.md "Export and import tasks"): entity export jobs
 * through saveSyncExportTask, run by the job worker and downloaded as XLSX; the settlement date rule; workers sharing
 * the queue without running a job twice; the direct XLSX / DOCX / PDF exports; all-or-nothing imports (direct and as
 * jobs); FIND_EXPORT_TASK showing only the caller's tasks.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import JSZip from 'jszip';
import { startSignedIn, signInAs, type TestServer } from './test-server';
import { TestClient, expectOk } from './http-client';
import { enqueueJob, JobWorker, waitForJob } from '../../server/jobs/job-worker';
import { findCjkFont } from '../../server/entity/export/file-writers';
import { sheet } from './xlsx-sheets';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let english: TestClient;

beforeAll(async () => {
  ({ server, as: { admin, operator } } = await startSignedIn(['admin', 'operator']));
  english = new TestClient(server.url, 'en');
  expect((await english.login('admin', 'admin1234')).body.code).toBe(200);
});
afterAll(async () => server?.close());


async function download(client: TestClient, path: string, init: { method?: string; json?: unknown } = {}): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const headers: Record<string, string> = { authorization: `Bearer ${client.token}`, 'accept-language': client.language };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, server.url), { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function readSheet(bytes: Buffer): Promise<(string | number | null)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: (string | number | null)[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as (string | number | null)[]).slice(1)));
  return rows;
}


function multipart(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), name);
  return form;
}

const exportTask = (client: TestClient, body: Record<string, unknown>, prefix = '/api/bdtibs') => client.request('POST', `${prefix}/sync/export/saveSyncExportTask`, {
  json: { dataFrom: 'IBS', execMode: 0, platformCode: 0, queryTimeGroup: 0, reqId: Date.now(), ...body },
});

describe('entity export tasks', () => {
  it('creates a carrier export task; the worker writes the XLSX with Chinese titles and every row', async () => {
    const reply = await exportTask(admin, { taskType: 'entity:base.carrier', configParams: { filters: {}, sort: 'carrierCode', order: 'asc' } });
    const { taskId } = expectOk(reply);
    expect(reply.body.message).toBe('导出任务已创建');
    const job = await waitForJob(server.ctx.db, taskId);
    expect(job).toMatchObject({ status: 'done', progress: 100, errorMessage: null });
    expect(job.resultFileName).toMatch(/^承运商管理-\d{14}\.xlsx$/);
    const file = await download(admin, `/api/bdttms/file/downloadFile?key=${job.resultFileKey}&name=${encodeURIComponent(job.resultFileName!)}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('承运商管理'));
    const rows = await readSheet(file.bytes);
    expect(rows[0]).toEqual(['承运商编码', '承运商名称', '承运商类型', '联系人', '联系电话', '面单模板', '状态']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['BDT', 'COSCO', 'EMS', 'HAISHENG', 'HEAN', 'HEQIJIA', 'HUAHUI', 'HUOLIFANG', 'JD', 'RONGTONG', 'SF', 'SINOTRANS', 'WEIQIU', 'YTO', 'YUNDA', 'ZTBG01', 'ZTO']);
    // dictionary codes as their labels
    expect(rows.slice(1).map((r) => r[6])).toContain('正常');
  });

  it('applies the list filters, under the TMS prefix, in English', async () => {
    const reply = await exportTask(english, { dataFrom: 'TMS', taskType: 'entity:base.carrier', configParams: { filters: { carrierName: '物流' } } }, '/api/bdttms');
    expect(reply.body.message).toBe('Export task created');
    const job = await waitForJob(server.ctx.db, reply.body.data.taskId);
    expect(job.status).toBe('done');
    expect(job.resultFileName).toMatch(/^Carriers-\d{14}\.xlsx$/);
    const rows = await readSheet((await download(english, `/api/bdttms/file/downloadFile?key=${job.resultFileKey}`)).bytes);
    expect(rows[0]![0]).toBe('Carrier code');
    expect(rows.slice(1).map((r) => r[0])).toEqual(['COSCO', 'JD', 'RONGTONG']);
  });

  it('exports a query page that declares export (scan records), and refuses one that does not', async () => {
    const scans = [1, 2, 3].map((n) => ({ clientScanId: `export-${n}`, scanType: 'putIn', scanCode: `SF-EXPORT-${n}`, scannedAt: new Date(server.clock.now() - n * 1000).toISOString() }));
    expect((await admin.request('POST', '/api/clearway/scan-records', { json: { scans } })).http).toBe(200);
    const reply = await exportTask(admin, { taskType: 'entity:operate.scanRecordQuery', configParams: { filters: { scanCode: 'SF-EXPORT' }, sort: 'scannedAt', order: 'asc' } });
    const job = await waitForJob(server.ctx.db, expectOk(reply).taskId);
    expect(job).toMatchObject({ status: 'done', taskName: '扫描记录查询' });
    const rows = await readSheet((await download(admin, `/api/bdttms/file/downloadFile?key=${job.resultFileKey}`)).bytes);
    expect(rows[0]).toContain('单号');
    expect(rows.slice(1).map((r) => r[rows[0]!.indexOf('单号')])).toEqual(['SF-EXPORT-3', 'SF-EXPORT-2', 'SF-EXPORT-1']);
    expect((await exportTask(admin, { taskType: 'entity:customerService.exportTask' })).body).toMatchObject({ code: 400 });
  });

  it('refuses a bad sort at once, and an unknown entity', async () => {
    expect((await exportTask(admin, { taskType: 'entity:base.carrier', configParams: { sort: 'contactPhone' } })).http).toBe(400);
    expect((await exportTask(admin, { taskType: 'entity:nope' })).body.code).toBe(400);
  });

  it('refuses a settlement task without a bill code and without both dates: 请选择日期', async () => {
    for (const body of [{ taskType: 'SETTLEMENT_BILL' }, { taskType: 'SETTLEMENT_BILL', queryStartDate: '2026-01-01' }, { taskType: 'SETTLEMENT_BILL', configParams: { billCode: '' }, queryEndDate: '2026-01-31' }]) {
      const reply = await exportTask(admin, body);
      expect(reply.body.code).toBe(400);
      expect(reply.body.message).toBe('请选择日期');
    }
  });
});

describe('a large export', () => {
  it('streams 2,500 rows a page at a time into one sheet (harbor tenant only)', async () => {
    const harbor = await signInAs(server, 'harbor_admin');
    const tenant = await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'harbor').executeTakeFirstOrThrow();
    await sql`INSERT INTO base_carrier (tenant_id, carrier_code, carrier_name, status, version, created_at, created_by, updated_at, updated_by, ext)
      SELECT ${tenant.id}, 'BULK' || lpad(n::text, 5, '0'), '批量承运商' || n, '0', 1, now(), 'test', now(), 'test', '{}'::jsonb FROM generate_series(1, 2500) AS n`.execute(server.ctx.db);
    const job = await waitForJob(server.ctx.db, expectOk(await exportTask(harbor, { taskType: 'entity:base.carrier', configParams: { filters: { carrierName: '批量' } } })).taskId);
    expect(job.status).toBe('done');
    const rows = await readSheet((await download(harbor, `/api/bdttms/file/downloadFile?key=${job.resultFileKey}`)).bytes);
    expect(rows.length).toBe(2501);
    expect(rows[1]![0]).toBe('BULK00001');
    expect(rows[2500]![0]).toBe('BULK02500');
  });
});

describe('the job worker', () => {
  it('never runs a job twice when several workers share the queue', async () => {
    const runs = new Map<number, number>();
    server.ctx.jobHandlers.register('export', 'TEST_COUNT', async ({ job, progress }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await progress(50);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { file: { name: `count-${job.id}.txt`, contentType: 'text/plain', bytes: Buffer.from(String(job.id)) } };
    });
    const user = await server.ctx.db.selectFrom('sysUser').select(['id', 'tenantId']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push(await enqueueJob(server.ctx.db, server.clock, { tenantId: user.tenantId, userId: user.id, kind: 'export', taskType: 'TEST_COUNT', params: { billCode: `B${i}` } }));
    const options = { db: server.ctx.db, clock: server.clock, files: server.ctx.files, handlers: server.ctx.jobHandlers };
    const one = new JobWorker(options);
    const two = new JobWorker(options);
    await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
    const jobs = await Promise.all(ids.map((id) => waitForJob(server.ctx.db, id)));
    expect(jobs.every((job) => job.status === 'done' && job.progress === 100 && job.resultFileKey)).toBe(true);
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
    const file = await download(admin, `/api/bdttms/file/downloadFile?key=${jobs[3]!.resultFileKey}`);
    expect(file.bytes.toString()).toBe(String(ids[3]));
  });

  it('marks a job of an unknown task type failed with a clear message', async () => {
    const user = await server.ctx.db.selectFrom('sysUser').select(['id', 'tenantId']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    const id = await enqueueJob(server.ctx.db, server.clock, { tenantId: user.tenantId, userId: user.id, kind: 'export', taskType: 'NO_SUCH_TYPE', params: { lang: 'en' } });
    server.ctx.jobs.kick();
    expect(await waitForJob(server.ctx.db, id)).toMatchObject({ status: 'failed', errorMessage: 'Unsupported task type: NO_SUCH_TYPE' });
  });
});

describe('direct exports', () => {
  it('exportCarrier answers an XLSX named in Chinese', async () => {
    const file = await download(admin, '/api/bdtibs/base/exportCarrier', { method: 'POST', json: { filters: { status: '0' } } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('承运商管理-')}`);
    const rows = await readSheet(file.bytes);
    expect(rows[0]![0]).toBe('承运商编码');
    expect(rows.length).toBeGreaterThan(1);
  });

  it('exportSysparam (XLSX), exportWordSysparam (DOCX with the Chinese title)', async () => {
    const xlsx = await download(admin, '/api/admin/sysparam/exportSysparam', { method: 'POST', json: {} });
    expect(xlsx.status).toBe(200);
    expect((await readSheet(xlsx.bytes))[0]).toEqual(['参数名称', '参数键', '参数值', '备注']);
    const docx = await download(admin, '/api/admin/sysparam/exportWordSysparam', { method: 'POST', json: {} });
    expect(docx.status).toBe(200);
    expect(docx.headers.get('content-disposition')).toMatch(/\.docx/);
    const zip = await JSZip.loadAsync(docx.bytes);
    const documentXml = await zip.file('word/document.xml')!.async('string');
    expect(documentXml).toContain('参数管理');
    expect(documentXml).toContain('参数键');
  });

  it('exportPDFSysparam answers a PDF drawn with the CJK font (or 501 naming the font package)', async () => {
    const pdf = await download(admin, '/api/admin/sysparam/exportPDFSysparam', { method: 'POST', json: {} });
    const font = findCjkFont();
    if (!font) {
      expect(pdf.status).toBe(501);
      expect(JSON.parse(pdf.bytes.toString()).message).toContain('fonts-wqy-microhei');
      return;
    }
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.toString('latin1')).toContain(font.postscriptName);
  });
});

const IMPORT = '/api/bdtibs/base/importCarrier';
const carrierCodes = async () => expectOk(await admin.query('findAllByCallId', { qid: 'FIND_CARRIER' })).map((r: any) => r.carrierCode);

describe('imports', () => {
  it('writes every row of a good sheet (headers in zh, en or field names; labels back to codes)', async () => {
    const bytes = await sheet(['承运商编码', 'Carrier name', 'carrierType', '联系电话', '状态', '备注列'], [
      ['IMP-01', '导入承运商一', '快递', 13912345678, '正常', 'ignored'],
      ['IMP02', '导入承运商二', 'freight', null, '已锁定', null],
    ]);
    const data = expectOk(await admin.request('POST', IMPORT, { body: multipart(bytes, '承运商.xlsx') }));
    expect(data).toMatchObject({ imported: 2, inserted: 2, updated: 0, unchanged: 0, refused: 0 });
    const rows = expectOk(await admin.query('findAllByCallId', { qid: 'FIND_CARRIER', carrierName: '导入承运商' }));
    expect(rows.map((r: any) => [r.carrierCode, r.carrierType, r.contactPhone, r.status])).toEqual([['IMP01', 'express', '13912345678', '0'], ['IMP02', 'freight', null, '1']]);
  });

  it('writes nothing when one row is invalid, and reports each bad row and field with an error sheet', async () => {
    const before = await carrierCodes();
    const bytes = await sheet(['承运商编码', '承运商名称', '联系电话'], [
      ['GOOD01', '好的承运商', '13912345678'],
      ['BAD01', '坏的承运商', '123'],
      ['SF', '重复的承运商', null],
      ['GOOD01', '文件内重复', null],
    ]);
    const reply = await admin.request('POST', IMPORT, { body: multipart(bytes, 'carriers.xlsx') });
    expect(reply.http).toBe(400);
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toBe('导入失败：3行数据有误，未写入任何数据');
    const errors = reply.body.data.errors;
    expect(errors.find((e: any) => e.row === 3)).toMatchObject({ row: 3, field: 'contactPhone' });
    expect(errors.find((e: any) => e.row === 4)).toMatchObject({ row: 4, field: 'carrierCode', message: '承运商编码 已存在' });
    expect(errors.find((e: any) => e.row === 5)).toMatchObject({ row: 5, field: 'carrierCode', message: '承运商编码 已存在' });
    expect(errors.some((e: any) => e.row === 2)).toBe(false);
    expect(await carrierCodes()).toEqual(before);
    const errorFile = await download(admin, reply.body.data.errorFile.url);
    const rows = await readSheet(errorFile.bytes);
    expect(rows[0]).toEqual(['承运商编码', '承运商名称', '联系电话', '错误信息']);
    expect(String(rows[2]![3])).toContain('联系电话');
  });

  it('runs an import task from an uploaded file: done, or failed with row_errors and an error file', async () => {
    const upload = async (bytes: Buffer, name: string) => expectOk(await admin.request('POST', '/api/bdttms/file/uploadFile', { body: multipart(bytes, name) })).key as string;
    const goodKey = await upload(await sheet(['carrierCode', 'carrierName'], [['JOB01', '任务导入一'], ['JOB02', '任务导入二']]), 'good.xlsx');
    const created = await admin.request('POST', '/api/bdtibs/tSysImportTask/saveSyncImportTask', { query: { taskType: 'entity:base.carrier', fileKey: goodKey } });
    expect(created.body.message).toBe('导入任务已创建');
    expect(await waitForJob(server.ctx.db, expectOk(created).taskId)).toMatchObject({ kind: 'import', status: 'done', progress: 100 });
    expect(await carrierCodes()).toEqual(expect.arrayContaining(['JOB01', 'JOB02']));

    const badKey = await upload(await sheet(['carrierCode', 'carrierName'], [['JOB03', '任务导入三'], ['JOB04', '']]), 'bad.xlsx');
    const failed = await waitForJob(server.ctx.db, expectOk(await admin.request('POST', '/api/bdtibs/tSysImportTask/saveSyncImportTask', { query: { taskType: 'entity:base.carrier', fileKey: badKey } })).taskId);
    expect(failed).toMatchObject({ status: 'failed', errorMessage: '导入失败：1行数据有误，未写入任何数据', rowErrors: [{ row: 3, field: 'carrierName', message: '承运商名称不能为空' }] });
    expect(failed.resultFileName).toBe('bad-错误.xlsx');
    expect((await download(admin, `/api/bdttms/file/downloadFile?key=${failed.resultFileKey}`)).status).toBe(200);
    expect(await carrierCodes()).not.toContain('JOB03');
  });
});

describe('FIND_EXPORT_TASK', () => {
  it("lists only the caller's own tasks, newest first, with status, progress, file and error", async () => {
    const op = await server.ctx.db.selectFrom('sysUser').select(['id', 'tenantId']).where('username', '=', 'operator').executeTakeFirstOrThrow();
    const opTask = await enqueueJob(server.ctx.db, server.clock, { tenantId: op.tenantId, userId: op.id, kind: 'export', taskType: 'NO_SUCH_TYPE', params: {} });
    server.ctx.jobs.kick();
    await waitForJob(server.ctx.db, opTask);
    const mine = expectOk(await operator.query('findPageByCallId', { qid: 'FIND_EXPORT_TASK', pageSize: 100 }));
    expect(mine.list.map((t: any) => t.id)).toEqual([opTask]);
    expect(mine.list[0]).toMatchObject({ kind: 'export', status: 'failed', taskType: 'NO_SUCH_TYPE', taskName: 'NO_SUCH_TYPE', progress: 0, fileKey: null });
    expect(Object.keys(mine.list[0])).toEqual(expect.arrayContaining(['fileName', 'errorMessage', 'createdAt', 'startedAt', 'finishedAt']));
    const admins = expectOk(await admin.query('findPageByCallId', { qid: 'FIND_EXPORT_TASK', pageSize: 100 }));
    expect(admins.list.length).toBeGreaterThan(5);
    expect(admins.list.some((t: any) => t.id === opTask)).toBe(false);
    const done = expectOk(await admin.query('findPageByCallId', { qid: 'FIND_EXPORT_TASK', pageSize: 100, status: 'done', kind: 'export', taskType: 'entity:base.carrier' }));
    expect(done.list[0]).toMatchObject({ status: 'done', progress: 100, taskName: '承运商管理', fileName: expect.stringMatching(/\.xlsx$/) });
  });
});
