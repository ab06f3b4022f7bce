/**
 * Imports that update and nest, over real HTTP (docs/api.md "Imports", docs/schemas.md "Imports"): employees upserted
 * by their code (references to department and site checked per row), another tenant's employee with the same code
 * left alone, entry clearance bills (/entryQG) with their goods lines in one sheet, a locked bill refused by its
 * state, a dry run writing nothing, a bad line named by sheet, row and column, the template, a user without the
 * import button, and the import task.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { startSignedIn, type TestServer } from './test-server';
import { TestClient, expectOk } from './http-client';
import { grantRoleMenu } from './role-grants';
import { waitForJob } from '../../server/jobs/job-worker';
import { sheet } from './xlsx-sheets';

let server: TestServer;
let admin: TestClient;
let harbor: TestClient;
let operator: TestClient;

const EMPLOYEE_IMPORT = '/api/bdtibs/base/importEmployee';
const ORDER_IMPORT = '/api/bdtibs/customs/importOrderCustomstob';


function multipart(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), name);
  return form;
}

const importFile = (client: TestClient, path: string, bytes: Buffer, dryRun = false) =>
  client.request('POST', dryRun ? `${path}?dryRun=true` : path, { body: multipart(bytes, 'import.xlsx') });

async function employee(code: string, tenant = 'demo') {
  const rows = await sql<{ employeeName: string; departmentCode: string; version: number; tenantId: number }>`
    SELECT e.employee_name, e.department_code, e.version, e.tenant_id FROM base_employee e JOIN tenant t ON t.id = e.tenant_id
    WHERE e.employee_code = ${code} AND t.tenant_code = ${tenant}`.execute(server.ctx.db);
  return rows.rows[0];
}

const EMP_HEADERS = ['工号', '姓名', '所属站点', '所属部门', '状态'];

beforeAll(async () => {
  ({ server, as: { admin, harbor_admin: harbor, operator } } = await startSignedIn(['admin', 'harbor_admin', 'operator']));
  for (const [client, code] of [[admin, 'DIMP1'], [admin, 'DIMP2'], [harbor, 'DIMP1']] as const) {
    expectOk(await client.request('POST', '/api/bdtibs/base/saveDepartment', { json: { departmentCode: code, departmentName: `导入部门${code}`, status: '0' } }));
  }
  expectOk(await admin.request('POST', '/api/bdtibs/base/saveEmployee', { json: { employeeCode: 'EIMP1', employeeName: '旧名', siteCode: '888888', departmentCode: 'DIMP1', status: '1' } }));
  expectOk(await admin.request('POST', '/api/bdtibs/base/saveEmployee', { json: { employeeCode: 'EIMP3', employeeName: '不变', siteCode: '888888', departmentCode: 'DIMP1', status: '1' } }));
  // Harbor's employee with the same code as one the demo tenant imports.
  expectOk(await harbor.request('POST', '/api/bdtibs/base/saveEmployee', { json: { employeeCode: 'EIMP2', employeeName: 'Harbor person', siteCode: 'HB001', departmentCode: 'DIMP1', status: '1' } }));
});
afterAll(async () => server?.close());

describe('employee upsert by employee code', () => {
  it('dry run: reports what would happen and writes nothing', async () => {
    const bytes = await sheet(EMP_HEADERS, [['EIMP1', '新名', '888888', 'DIMP2', '在职'], ['EIMP2', '新人', '888888', 'DIMP1', '在职'], ['EIMP3', '不变', '888888', 'DIMP1', '在职']]);
    const data = expectOk(await importFile(admin, EMPLOYEE_IMPORT, bytes, true));
    expect(data).toMatchObject({ dryRun: true, inserted: 1, updated: 1, unchanged: 1, refused: 0 });
    expect((await employee('EIMP1'))!.employeeName).toBe('旧名');
    expect(await employee('EIMP2')).toBeUndefined();
  });

  it('updates the matching row at its version and inserts the rest; the other tenant’s same code is untouched', async () => {
    const before = (await employee('EIMP1'))!.version;
    const bytes = await sheet(EMP_HEADERS, [['EIMP1', '新名', '888888', 'DIMP2', '在职'], ['EIMP2', '新人', '888888', 'DIMP1', '在职'], ['EIMP3', '不变', '888888', 'DIMP1', '在职']]);
    const data = expectOk(await importFile(admin, EMPLOYEE_IMPORT, bytes));
    expect(data).toMatchObject({ dryRun: false, imported: 2, inserted: 1, updated: 1, unchanged: 1, refused: 0, refusedRows: [] });
    expect(await employee('EIMP1')).toMatchObject({ employeeName: '新名', departmentCode: 'DIMP2', version: before + 1 });
    expect((await employee('EIMP2'))!.employeeName).toBe('新人');
    // Harbor's EIMP2 is its own row, not updated: the import inserted a new row in the caller's tenant.
    expect((await employee('EIMP2', 'harbor'))!.employeeName).toBe('Harbor person');
  });

  it('checks references per row: an unknown department names the row and column, nothing written', async () => {
    const bytes = await sheet(EMP_HEADERS, [['EIMP1', '再改', '888888', 'DIMP1', '在职'], ['EIMP4', '坏部门', '888888', 'NOPE9', '在职']]);
    const reply = await importFile(admin, EMPLOYEE_IMPORT, bytes);
    expect(reply.http).toBe(400);
    const error = reply.body.data.errors.find((e: any) => e.row === 3);
    expect(error).toMatchObject({ row: 3, field: 'departmentCode', sheet: 'Sheet1', column: '所属部门' });
    expect(reply.body.data.errorFile.url).toContain('/api/bdttms/file/downloadFile');
    expect((await employee('EIMP1'))!.employeeName).toBe('新名');
    expect(await employee('EIMP4')).toBeUndefined();
  });

  it('refuses a file repeating one key', async () => {
    const bytes = await sheet(EMP_HEADERS, [['EIMP5', '甲', '888888', 'DIMP1', '在职'], ['EIMP5', '乙', '888888', 'DIMP1', '在职']]);
    const reply = await importFile(admin, EMPLOYEE_IMPORT, bytes);
    expect(reply.http).toBe(400);
    expect(reply.body.data.errors).toEqual([expect.objectContaining({ row: 3, field: 'employeeCode', message: '与第2行重复' })]);
  });

  it('downloads the template: columns in order, both languages, notes for required, enum and reference columns', async () => {
    const response = await fetch(new URL('/api/clearway/import/template?entity=base.employee', server.url), { headers: { authorization: `Bearer ${admin.token}` } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const header = workbook.worksheets[0]!.getRow(1);
    const titles = (header.values as unknown[]).slice(1);
    expect(titles.slice(0, 3)).toEqual(['工号 / Employee code', '姓名 / Name', '性别 / Gender']);
    expect(titles).not.toContain('登录账号 / Login account');
    const note = (col: number) => JSON.stringify(header.getCell(col).note);
    expect(note(1)).toContain('必填 / Required');
    expect(note(1)).toContain('导入键');
    expect(note(3)).toContain('M=男 / Male');
    expect(note(titles.indexOf('所属部门 / Department') + 1)).toContain('base.department.departmentCode');
    expect(workbook.worksheets[1]!.name).toBe('说明');
    // The template's titles are read back.
    const bytes = await sheet(titles.slice(0, 2).concat(['所属站点 / Site', '所属部门 / Department']) as string[], [['EIMP6', '模板', '888888', 'DIMP1']]);
    expect(expectOk(await importFile(admin, EMPLOYEE_IMPORT, bytes))).toMatchObject({ inserted: 1 });
  });

  it('refuses a user with the page but without the import button, template included', async () => {
    await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_OPERATOR', path: '/employeeManagement', buttons: ['add', 'edit'] });
    const bytes = await sheet(EMP_HEADERS, [['EIMP7', '无权', 'SZ001', 'DIMP1', '在职']]);
    expect((await importFile(operator, EMPLOYEE_IMPORT, bytes)).http).toBe(403);
    const template = await fetch(new URL('/api/clearway/import/template?entity=base.employee', server.url), { headers: { authorization: `Bearer ${operator.token}` } });
    expect(template.status).toBe(403);
    expect(await employee('EIMP7')).toBeUndefined();
  });

  it('runs the same upsert as an import task, with its counts in the task summary', async () => {
    const bytes = await sheet(EMP_HEADERS, [['EIMP1', '任务改名', '888888', 'DIMP1', '在职'], ['EIMP8', '任务新人', '888888', 'DIMP1', '在职']]);
    const key = expectOk(await admin.request('POST', '/api/bdttms/file/uploadFile', { body: multipart(bytes, 'task.xlsx') })).key as string;
    const created = await admin.request('POST', '/api/bdtibs/tSysImportTask/saveSyncImportTask', { query: { taskType: 'entity:base.employee', fileKey: key } });
    const job = await waitForJob(server.ctx.db, expectOk(created).taskId);
    expect(job).toMatchObject({ status: 'done', progress: 100 });
    expect(job.summary).toMatchObject({ inserted: 1, updated: 1, unchanged: 0, refused: 0, message: '新增 1，更新 1，未变 0，拒绝 0' });
    expect((await employee('EIMP1'))!.employeeName).toBe('任务改名');
    // The task list shows the counts.
    const tasks = expectOk(await admin.query('findPageByCallId', { qid: 'FIND_EXPORT_TASK', pageSize: 5 }));
    expect(tasks.list.find((t: { id: number }) => t.id === job.id).summary).toMatchObject({ inserted: 1, updated: 1 });
  });

  it('refuses a direct import over the row limit, pointing at the task', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => [`EBIG${i}`, '大', '888888', 'DIMP1', '在职']);
    const reply = await importFile(admin, EMPLOYEE_IMPORT, await sheet(EMP_HEADERS, rows));
    expect(reply.http).toBe(400);
    expect(reply.body.message).toContain('saveSyncImportTask');
  });
});

describe('entry clearance bills with their goods lines (/entryQG)', () => {
  const HEADERS = ['清关单号', '客户编码', '贸易方式', '商品.项号', '商品.商品名称', '商品.申报数量'];
  const bills = async (orderNo: string) => (await sql<{ id: number; declareStatus: string; remark: string | null }>`SELECT id, declare_status, remark FROM customs_order_customstob WHERE order_no = ${orderNo}`.execute(server.ctx.db)).rows[0];
  const goods = async (orderNo: string) => (await sql<{ gNum: number; gName: string; qty: string }>`
    SELECT g.g_num, g.g_name, g.qty FROM customs_order_customstob_goods g JOIN customs_order_customstob o ON o.id = g.order_id WHERE o.order_no = ${orderNo} ORDER BY g.g_num`.execute(server.ctx.db)).rows;

  it('inserts bills with their lines, one row per line grouped by bill number', async () => {
    const bytes = await sheet(HEADERS, [
      ['QGIMP1', 'C001', '0110', 1, '螺丝', 10], ['QGIMP1', 'C001', '0110', 2, '螺母', 20],
      ['QGIMP2', 'C002', '1210', 1, '垫片', 5],
    ]);
    const data = expectOk(await importFile(admin, ORDER_IMPORT, bytes));
    expect(data).toMatchObject({ inserted: 2, updated: 0 });
    expect((await goods('QGIMP1')).map((g) => [g.gNum, g.gName, Number(g.qty)])).toEqual([[1, '螺丝', 10], [2, '螺母', 20]]);
    expect(await goods('QGIMP2')).toHaveLength(1);
  });

  it('updates a bill’s lines matched by item number (kept, changed, added, dropped), and refuses a locked bill by its state', async () => {
    await sql`UPDATE customs_order_customstob SET declare_status = '1' WHERE order_no = 'QGIMP2'`.execute(server.ctx.db);
    const bytes = await sheet(HEADERS, [
      ['QGIMP1', 'C001', '0110', 1, '螺丝', 10], ['QGIMP1', 'C001', '0110', 3, '弹簧', 7],
      ['QGIMP2', 'C002', '1210', 1, '垫片', 6],
    ]);
    const data = expectOk(await importFile(admin, ORDER_IMPORT, bytes));
    expect(data).toMatchObject({ inserted: 0, updated: 1, refused: 1 });
    expect(data.refusedRows).toEqual([expect.objectContaining({ row: 4, message: expect.stringContaining('已提交') })]);
    expect(data.errorFile.name).toMatch(/未导入\.xlsx$/);
    expect((await goods('QGIMP1')).map((g) => [g.gNum, g.gName])).toEqual([[1, '螺丝'], [3, '弹簧']]);
    expect(Number((await goods('QGIMP2'))[0]!.qty)).toBe(5);
  });

  it('a bad line names the sheet, row and column, and nothing is written', async () => {
    const bytes = await sheet(HEADERS, [
      ['QGIMP3', 'C003', '0110', 1, '好', 1], ['QGIMP3', 'C003', '0110', 2, '', 2],
    ], '清关单');
    const reply = await importFile(admin, ORDER_IMPORT, bytes);
    expect(reply.http).toBe(400);
    expect(reply.body.data.errors).toEqual([expect.objectContaining({ sheet: '清关单', row: 3, field: 'goods.gName', column: '商品.商品名称' })]);
    expect(await bills('QGIMP3')).toBeUndefined();
  });

  it('a header column that differs inside one bill is refused', async () => {
    const bytes = await sheet(HEADERS, [['QGIMP4', 'C004', '0110', 1, '甲', 1], ['QGIMP4', 'C005', '0110', 2, '乙', 1]]);
    const reply = await importFile(admin, ORDER_IMPORT, bytes);
    expect(reply.body.data.errors).toEqual([expect.objectContaining({ row: 3, field: 'customerCode' })]);
  });

  it('the template carries the goods columns after the bill’s', async () => {
    const response = await fetch(new URL('/api/clearway/import/template?entity=customs.orderCustomstob', server.url), { headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const titles = (workbook.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(titles[0]).toBe('清关单号 / Bill no.');
    expect(titles).toContain('商品.商品名称 / Goods.Goods name');
    expect(titles.indexOf('商品.项号 / Goods.Item')).toBeGreaterThan(titles.indexOf('备注 / Remark'));
    expect(titles.some((t) => t.startsWith('商品.清关单'))).toBe(false);
  });
});
