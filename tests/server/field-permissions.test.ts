/**
 * Field permissions and masks over real HTTP (docs/domain/administration.md "Data fields", docs/schemas.md "Field
 * permissions and masks"): the data fields granted per role and menu decide what the server hands out and takes, in
 * lists, details, filters and sort, exports (direct and as a job), the import template and imports, updates and the
 * schema served; employee and customer phones are masked for everyone but administrators and roles granted them.
 * Employees (/employeeManagement): the operator's role holds the page without data fields (every field, phone
 * masked); the customs role holds it with a list (phone in full, e-mail, department and entry date hidden).
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { startSignedIn, type TestServer } from './test-server';
import { TestClient, expectOk, type Reply } from './http-client';
import { grantRoleMenu } from './role-grants';
import { waitForJob } from '../../server/jobs/job-worker';
import { sheet } from './xlsx-sheets';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let customs: TestClient;
let harbor: TestClient;

const BASE = '/api/bdtibs/base';
const MENU = '/api/admin/sysmenu';
const CUSTOMS_FIELDS = ['employeeCode', 'employeeName', 'gender', 'mobile', 'siteCode', 'position', 'status'];
const NAME = '字段权限';

async function roleId(tenant: string, code: string): Promise<number> {
  const row = await server.ctx.db.selectFrom('sysRole as r').innerJoin('tenant as t', 't.id', 'r.tenantId').select('r.id')
    .where('t.tenantCode', '=', tenant).where('r.roleCode', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

const grantFields = (roleIdValue: number, fieldNames: string[], menuCode = 'employeeManagement', client = admin) =>
  client.request('POST', `${MENU}/authorizeMenuDataToRole`, { json: { roleId: roleIdValue, menuCode, fieldNames } });

type Row = Record<string, unknown>;
async function employees(client: TestClient, extra: Record<string, string | number> = {}): Promise<Row[]> {
  return expectOk(await client.query('findPageByCallId', { qid: 'FIND_EMPLOYEE', employeeName: NAME, pageSize: 50, ...extra })).list;
}
const byCode = (rows: Row[], code: string) => rows.find((row) => row.employeeCode === code)!;

async function stored(code: string) {
  const rows = await sql<{ mobile: string; email: string; employeeName: string; version: number }>`
    SELECT e.mobile, e.email, e.employee_name, e.version FROM base_employee e JOIN tenant t ON t.id = e.tenant_id
    WHERE e.employee_code = ${code} AND t.tenant_code = 'demo'`.execute(server.ctx.db);
  return rows.rows[0]!;
}

async function download(client: TestClient, path: string, json?: unknown): Promise<{ status: number; bytes: Buffer }> {
  const headers: Record<string, string> = { authorization: `Bearer ${client.token}`, 'accept-language': client.language };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, server.url), { method: json === undefined ? 'GET' : 'POST', headers, body: json === undefined ? undefined : JSON.stringify(json) });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}


function importFile(client: TestClient, bytes: Buffer): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'employees.xlsx');
  return client.request('POST', `${BASE}/importEmployee`, { body: form });
}

let customsRole: number;
let operatorRole: number;

beforeAll(async () => {
  ({ server, as: { admin, operator, customs, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'customs', 'harbor_admin']));
  customsRole = await roleId('demo', 'ROLE_CUSTOMS');
  operatorRole = await roleId('demo', 'ROLE_OPERATOR');
  for (const code of ['DFP1', 'DFP2']) expectOk(await admin.request('POST', `${BASE}/saveDepartment`, { json: { departmentCode: code, departmentName: `权限部门${code}`, status: '0' } }));
  const employee = (code: string, mobile: string, departmentCode: string, entryDate: string) => ({
    employeeCode: code, employeeName: NAME, mobile, email: `${code.toLowerCase()}@demo.example`, siteCode: '888888', departmentCode, entryDate, status: '1',
  });
  expectOk(await admin.request('POST', `${BASE}/saveEmployee`, { json: employee('FP1', '13812345678', 'DFP1', '2020-01-01') }));
  expectOk(await admin.request('POST', `${BASE}/saveEmployee`, { json: employee('FP2', '13987654321', 'DFP2', '2024-06-01') }));
  const buttons = ['add', 'edit', 'export', 'import'];
  await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_OPERATOR', path: '/employeeManagement', buttons });
  await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_CUSTOMS', path: '/employeeManagement', buttons });
  expectOk(await grantFields(customsRole, CUSTOMS_FIELDS));
});
afterAll(async () => server?.close());

describe('lists', () => {
  it('shows the administrator every field in full', async () => {
    expect(byCode(await employees(admin), 'FP1')).toMatchObject({ mobile: '13812345678', email: 'fp1@demo.example', departmentCode: 'DFP1' });
  });

  it('masks the phone for a role holding the page without data fields, and shows it every other field', async () => {
    expect(byCode(await employees(operator), 'FP1')).toMatchObject({ mobile: '138****5678', email: 'fp1@demo.example', departmentCode: 'DFP1' });
  });

  it('shows a configured role exactly its fields, a granted masked field in full, and hidden ones not at all', async () => {
    const row = byCode(await employees(customs), 'FP1');
    expect(row).toMatchObject({ employeeCode: 'FP1', mobile: '13812345678' });
    for (const field of ['email', 'departmentCode', 'entryDate', 'remark']) expect(row).not.toHaveProperty(field);
    expect(row._labels ?? {}).not.toHaveProperty('departmentCode');
  });

  it('ignores a filter and a sort on a hidden field (no probing values by filtering)', async () => {
    const filtered = (client: TestClient) => employees(client, { departmentCode: 'DFP2' });
    expect((await filtered(admin)).map((r) => r.employeeCode)).toEqual(['FP2']);
    expect((await filtered(customs)).map((r) => r.employeeCode)).toEqual(['FP1', 'FP2']);
    const sorted = (client: TestClient) => employees(client, { sort: 'entryDate', order: 'desc' });
    expect((await sorted(admin)).map((r) => r.employeeCode)).toEqual(['FP2', 'FP1']);
    expect((await sorted(customs)).map((r) => r.employeeCode)).toEqual(['FP1', 'FP2']);
  });
});

describe('the schema served', () => {
  it('leaves hidden fields out of fields, columns, filters and form, and makes a masked one read-only', async () => {
    const forCustoms = expectOk(await customs.request('GET', '/api/clearway/schemas/base.employee')).schema;
    expect(Object.keys(forCustoms.fields)).toEqual(CUSTOMS_FIELDS);
    expect(forCustoms.list.columns).not.toContain('departmentCode');
    expect(forCustoms.list.filters).not.toContain('departmentCode');
    expect(forCustoms.form.fields).not.toContain('email');
    expect(forCustoms.fields.mobile.readOnly).toBeUndefined();
    const forOperator = expectOk(await operator.request('GET', '/api/clearway/schemas/base.employee')).schema;
    expect(forOperator.fields.email).toBeDefined();
    expect(forOperator.fields.mobile.readOnly).toBe(true);
    expect(expectOk(await admin.request('GET', '/api/clearway/schemas/base.employee')).schema.fields.mobile.readOnly).toBeUndefined();
  });
});

describe('writes', () => {
  it('keeps the real phone when the masked value comes back unchanged, and writes the rest', async () => {
    const row = byCode(await employees(operator), 'FP1');
    const reply = expectOk(await operator.request('POST', `${BASE}/updateEmployee`, { json: { ...row, _labels: undefined, remark: '改过' } }));
    expect(reply).toMatchObject({ mobile: '138****5678', remark: '改过' });
    expect(await stored('FP1')).toMatchObject({ mobile: '13812345678', version: (row.version as number) + 1 });
  });

  it('ignores a hidden field sent by a configured role: the stored value stays', async () => {
    const row = byCode(await employees(customs), 'FP2');
    const reply = expectOk(await customs.request('POST', `${BASE}/updateEmployee`, { json: { ...row, _labels: undefined, email: 'probe@evil.example', remark: 'x' } }));
    expect(reply).not.toHaveProperty('email');
    expect((await stored('FP2')).email).toBe('fp2@demo.example');
  });
});

describe('the record history', () => {
  it('shows each reader the changes of the fields they may see, masked as the list masks them', async () => {
    const row = byCode(await employees(admin), 'FP2');
    expectOk(await admin.request('POST', `${BASE}/updateEmployee`, { json: { ...row, _labels: undefined, mobile: '13900001111', email: 'fp2@new.example' } }));
    const changes = async (client: TestClient) => {
      const page = expectOk(await client.request('GET', `/api/clearway/entity/base.employee/${row.id as number}/history`));
      return page.list.find((entry: { changed: Record<string, unknown> }) => 'mobile' in entry.changed)?.changed as Record<string, unknown>;
    };
    expect(await changes(admin)).toMatchObject({ mobile: ['13987654321', '13900001111'], email: ['fp2@demo.example', 'fp2@new.example'] });
    expect(await changes(operator)).toMatchObject({ mobile: ['139****4321', '139****1111'], email: ['fp2@demo.example', 'fp2@new.example'] });
    const forCustoms = await changes(customs);
    expect(forCustoms).toMatchObject({ mobile: ['13987654321', '13900001111'] });
    expect(forCustoms).not.toHaveProperty('email');
    // The other tests read FP2 as it was.
    const now = byCode(await employees(admin), 'FP2');
    expectOk(await admin.request('POST', `${BASE}/updateEmployee`, { json: { ...now, _labels: undefined, mobile: '13987654321', email: 'fp2@demo.example' } }));
  });
});

describe('exports', () => {
  it('leaves hidden columns out of the XLSX and masks the phone for those without it', async () => {
    const file = async (client: TestClient) => {
      const reply = await download(client, `${BASE}/exportEmployee`, { filters: { employeeName: NAME } });
      expect(reply.status).toBe(200);
      const [titles, ...rows] = await sheetRows(reply.bytes);
      const row = rows.find((r) => r[titles!.indexOf('工号')] === 'FP1')!;
      return { titles: titles as string[], mobile: row[titles!.indexOf('手机号')] };
    };
    const forCustoms = await file(customs);
    expect(forCustoms.titles).not.toContain('邮箱');
    expect(forCustoms.titles).not.toContain('所属部门');
    expect(forCustoms.mobile).toBe('13812345678');
    const forOperator = await file(operator);
    expect(forOperator.titles).toContain('邮箱');
    expect(forOperator.mobile).toBe('138****5678');
    expect((await file(admin)).mobile).toBe('13812345678');
  });

  it("runs an export task with the permissions of the user who created it", async () => {
    const reply = await operator.request('POST', '/api/bdtibs/sync/export/saveSyncExportTask', {
      json: { dataFrom: 'IBS', execMode: 0, platformCode: 0, queryTimeGroup: 0, reqId: Date.now(), taskType: 'entity:base.employee', configParams: { filters: { employeeName: NAME } } },
    });
    const job = await waitForJob(server.ctx.db, expectOk(reply).taskId);
    expect(job.status).toBe('done');
    const [titles, ...rows] = await sheetRows((await download(operator, `/api/bdttms/file/downloadFile?key=${job.resultFileKey}`)).bytes);
    const mobiles = rows.map((r) => r[(titles as string[]).indexOf('手机号')]);
    expect(mobiles.sort()).toEqual(['138****5678', '139****4321']);
  });
});

describe('imports', () => {
  it('offers a configured role a template without its hidden columns', async () => {
    const titles = async (client: TestClient) => (await sheetRows((await download(client, '/api/clearway/import/template?entity=base.employee')).bytes))[0] as string[];
    expect(await titles(admin)).toContain('邮箱 / Email');
    const forCustoms = await titles(customs);
    expect(forCustoms).not.toContain('邮箱 / Email');
    expect(forCustoms).toContain('手机号 / Mobile');
  });

  it('refuses a file with a hidden column, naming it, and writes nothing', async () => {
    const bytes = await sheet(['工号', '姓名', '所属站点', '所属部门', '邮箱', '状态'], [['FP3', NAME, '888888', 'DFP1', 'fp3@demo.example', '在职']]);
    const reply = await importFile(customs, bytes);
    expect(reply.http).toBe(400);
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toContain('邮箱');
    expect(reply.body.message).toContain('所属部门');
    expect(await sql`SELECT 1 FROM base_employee WHERE employee_code = 'FP3'`.execute(server.ctx.db).then((r) => r.rows.length)).toBe(0);
  });

  it('never overwrites a masked phone from a file, masked or not; the other columns are written', async () => {
    const masked = await sheet(['工号', '姓名', '所属站点', '所属部门', '手机号', '状态', '备注'], [['FP1', NAME, '888888', 'DFP1', '138****5678', '在职', '导入改']]);
    expect(expectOk(await importFile(operator, masked))).toMatchObject({ updated: 1 });
    expect(await stored('FP1')).toMatchObject({ mobile: '13812345678' });
    expect((await sql<{ remark: string }>`SELECT remark FROM base_employee WHERE employee_code = 'FP1'`.execute(server.ctx.db)).rows[0]!.remark).toBe('导入改');
    const fresh = await sheet(['工号', '姓名', '所属站点', '所属部门', '手机号', '状态'], [['FP1', NAME, '888888', 'DFP1', '13700000000', '在职']]);
    expectOk(await importFile(operator, fresh));
    expect((await stored('FP1')).mobile).toBe('13812345678');
    // Administrators write it.
    expect(expectOk(await importFile(admin, fresh))).toMatchObject({ updated: 1 });
    expect((await stored('FP1')).mobile).toBe('13700000000');
    expectOk(await importFile(admin, await sheet(['工号', '姓名', '所属站点', '所属部门', '手机号', '状态'], [['FP1', NAME, '888888', 'DFP1', '13812345678', '在职']])));
  });
});

describe('a detail and a child table (/entryQG)', () => {
  it('leaves hidden header fields out of the detail and applies key.field grants to the lines', async () => {
    const order = expectOk(await admin.request('POST', '/api/bdtibs/customs/saveOrderCustomstob', {
      json: { orderNo: `FP${Date.now() % 100000}`, customerCode: 'C1001', tradeMode: '0110', billNo: 'BILL-FP-1', fees: [{ feeCode: 'CUSTOMS', amount: 0.1 }] },
    }));
    const detail = (client: TestClient) => client.request('GET', `/api/bdtibs/customs/queryOrderCustomstobDetail?id=${order.id}`);
    const fees = async (client: TestClient) => expectOk(await client.request('POST', '/api/bdtibs/customs/queryOrderCustomstobFeePageList', { json: { orderId: order.id } })).list;
    expect(expectOk(await detail(customs))).toMatchObject({ billNo: 'BILL-FP-1' });
    expect((await fees(customs))[0]).toMatchObject({ feeCode: 'CUSTOMS', amount: expect.anything() });

    expectOk(await grantFields(customsRole, ['orderNo', 'customerCode', 'fees.feeCode'], 'entryQG'));
    const seen = expectOk(await detail(customs));
    expect(seen).toMatchObject({ orderNo: order.orderNo });
    expect(seen).not.toHaveProperty('billNo');
    const line = (await fees(customs))[0];
    expect(line).toMatchObject({ feeCode: 'CUSTOMS' });
    expect(line).not.toHaveProperty('amount');
    expect(expectOk(await detail(admin))).toMatchObject({ billNo: 'BILL-FP-1' });
    // A filter on the hidden bill number is ignored.
    const list = async (client: TestClient) => expectOk(await client.request('POST', '/api/bdtibs/customs/queryOrderCustomstobPageList', { json: { billNo: 'NO-SUCH-BILL', orderNo: order.orderNo } })).list;
    expect(await list(admin)).toEqual([]);
    expect((await list(customs)).map((r: Row) => r.id)).toEqual([order.id]);
    expectOk(await admin.request('POST', `${MENU}/deleteDataField`, { json: { roleId: customsRole, menuCode: 'entryQG' } }));
  });
});

describe('grants', () => {
  it('takes a change of grants at the next request, and reports each field\'s mask', async () => {
    const fields = expectOk(await admin.request('GET', `${MENU}/queryDataFieldByMenuCode`, { query: { menuCode: 'employeeManagement', roleId: operatorRole } })).result;
    expect(fields.find((f: Row) => f.field === 'mobile')).toEqual({ field: 'mobile', title: '手机号', type: 'string', granted: false, mask: 'phone' });
    expect(byCode(await employees(operator), 'FP1').mobile).toBe('138****5678');
    expectOk(await grantFields(operatorRole, ['employeeCode', 'employeeName', 'mobile']));
    const granted = byCode(await employees(operator), 'FP1');
    expect(granted.mobile).toBe('13812345678');
    expect(granted).not.toHaveProperty('email');
    expectOk(await admin.request('POST', `${MENU}/deleteDataField`, { json: { roleId: operatorRole, menuCode: 'employeeManagement' } }));
    expect(byCode(await employees(operator), 'FP1')).toMatchObject({ mobile: '138****5678', email: 'fp1@demo.example' });
  });

  it("applies no other tenant's grants", async () => {
    // Another tenant's administrator cannot configure this tenant's role …
    expect((await grantFields(operatorRole, ['employeeCode'], 'employeeManagement', harbor)).http).toBe(404);
    // … and a row naming another tenant's menu (never written by the calls) grants nothing here.
    const harborMenu = await server.ctx.db.selectFrom('sysMenu as m').innerJoin('tenant as t', 't.id', 'm.tenantId').select('m.id')
      .where('t.tenantCode', '=', 'harbor').where('m.menuPath', '=', '/employeeManagement').executeTakeFirstOrThrow();
    await server.ctx.db.insertInto('sysRoleMenuData').values({ roleId: operatorRole, menuId: harborMenu.id, fieldName: 'employeeCode' }).execute();
    try {
      expect(byCode(await employees(operator), 'FP1')).toMatchObject({ email: 'fp1@demo.example', mobile: '138****5678' });
    } finally {
      await server.ctx.db.deleteFrom('sysRoleMenuData').where('menuId', '=', harborMenu.id).execute();
    }
  });
});

describe('qids', () => {
  it("masks a qid's masked field (FIND_CUSTOMER mobile) for everyone but administrators", async () => {
    const demo = await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'demo').executeTakeFirstOrThrow();
    await sql`INSERT INTO base_customer (tenant_id, customer_code, customer_name, mobile, status, owner_site_code)
      VALUES (${demo.id}, 'CFP1', '字段权限客户', '13611112222', 1, 'SZ001')`.execute(server.ctx.db);
    const mobile = async (client: TestClient) => expectOk(await client.query('findPageByCallId', { qid: 'FIND_CUSTOMER', customerCode: 'CFP1' })).list[0].mobile;
    expect(await mobile(admin)).toBe('13611112222');
    expect(await mobile(operator)).toBe('136****2222');
  });
});
