/**
 * References (`x-ref`) over real HTTP, on the base Employee and Department (schemas/base/) and a throwaway admin
 * entity for the admin list path: a write naming a target the caller's tenant does not have (missing, or another
 * tenant's row) is a 400 naming the field, never a 500; a cascading reference must be among its parent's; every list
 * path (findPageByCallId, findAllByCallId, the admin query call) carries the targets' labels under `_labels`; and a
 * user without the page's grant is refused.
 */
import { compileEntity } from '../../engine/schema/entity-model';
import { validateEntityJson } from '../../engine/schema/entity-check';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { EntityRegistry, loadEntityRegistry } from '../../server/entity/entity-registry';
import ExcelJS from 'exceljs';
import { TestClient, expectOk } from './http-client';
import { startTestServer, signInAs, type TestServer } from './test-server';

const t = (zh: string, en: string) => ({ zh, en });

/** A shift roster row: an admin-pattern entity whose list is the admin query call, referring to an employee and a site. */
const SHIFT: EntitySchema = {
  id: 'test.shift',
  title: t('排班', 'Shifts'),
  api: { pattern: 'admin', entity: 'shift' },
  storage: { table: 'test_shift' },
  fields: {
    shiftDate: { type: 'string', title: t('日期', 'Date'), format: 'date', required: true },
    employeeCode: { type: 'string', title: t('员工', 'Employee'), maxLength: 64, required: true, 'x-ref': { entity: 'base.employee', value: 'employeeCode', label: 'employeeName', search: 'employeeName' } },
    siteCode: { type: 'string', title: t('站点', 'Site'), maxLength: 32, 'x-ref': { qid: 'FIND_SITE', value: 'siteCode', label: 'siteName' } },
  },
  list: { columns: ['shiftDate', 'employeeCode', 'siteCode'] },
  actions: { create: { action: 'create' } },
};

let server: TestServer;
let admin: TestClient;
let adminEn: TestClient;
let harbor: TestClient;
let operator: TestClient;

beforeAll(async () => {
  expect(validateEntityJson(SHIFT)).toEqual([]);
  const entities = new EntityRegistry([...loadEntityRegistry().all(), compileEntity(structuredClone(SHIFT))]);
  server = await startTestServer({}, { entities });
  admin = await signInAs(server, 'admin');
  adminEn = await signInAs(server, 'admin', 'en');
  harbor = await signInAs(server, 'harbor_admin');
  operator = await signInAs(server, 'operator');
});
afterAll(async () => server?.close());

let counter = 0;
const employee = (row: Record<string, unknown> = {}) => ({
  employeeCode: `T${++counter}`, employeeName: '测试员工', siteCode: 'SZ001', departmentCode: 'OPSSZ', provinceCode: '440000', cityCode: '440300', status: '1', ...row,
});
const save = (client: TestClient, row: unknown) => client.request('POST', '/api/bdtibs/base/saveEmployee', { json: row });
const update = (client: TestClient, row: unknown) => client.request('POST', '/api/bdtibs/base/updateEmployee', { json: row });
const page = (client: TestClient, filters: Record<string, string | number>) => client.query('findPageByCallId', { qid: 'FIND_EMPLOYEE', currentPage: 1, pageSize: 20, ...filters });

describe('a write naming a target', () => {
  it('creates an employee whose site, department and city exist in the tenant', async () => {
    const row = expectOk(await save(admin, employee({ employeeCode: 'T100' })));
    expect(row).toMatchObject({ employeeCode: 'T100', siteCode: 'SZ001', departmentCode: 'OPSSZ', cityCode: '440300' });
  });

  it('refuses a department that does not exist with a 400 naming the field', async () => {
    const reply = await save(admin, employee({ departmentCode: 'NOPE' }));
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ code: 400, message: '所属部门 不存在', data: { fields: { departmentCode: '所属部门 不存在' } } });
    const english = await save(adminEn, employee({ departmentCode: 'NOPE' }));
    expect(english.body).toMatchObject({ code: 400, message: 'Department does not exist', data: { fields: { departmentCode: 'Department does not exist' } } });
  });

  it("refuses another tenant's department and site as if they did not exist", async () => {
    const reply = await save(admin, employee({ departmentCode: 'HBOPS', siteCode: 'HB001' }));
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ message: '所属站点、所属部门 不存在', data: { fields: { siteCode: '所属站点 不存在', departmentCode: '所属部门 不存在' } } });
    // The harbor tenant has them: the same values are fine there.
    expectOk(await save(harbor, employee({ departmentCode: 'HBOPS', siteCode: 'HB001', provinceCode: '810000', cityCode: '810300' })));
    // And a demo department is not the harbor tenant's.
    expect((await save(harbor, employee({ departmentCode: 'OPS', siteCode: 'HB001', provinceCode: null, cityCode: null }))).body.data.fields).toEqual({ departmentCode: '所属部门 不存在' });
  });

  it('refuses a city that is not among the chosen province\'s (cascading)', async () => {
    const reply = await save(admin, employee({ provinceCode: '440000', cityCode: '810300' }));
    expect(reply.body).toMatchObject({ code: 400, data: { fields: { cityCode: '所在城市 不存在' } } });
    // A province code is not a city either: the reference reads only the city dictionary (its fixed params).
    expect((await save(admin, employee({ provinceCode: null, cityCode: '440000' }))).body.data.fields).toEqual({ cityCode: '所在城市 不存在' });
    expectOk(await save(admin, employee({ provinceCode: '810000', cityCode: '810300' })));
  });

  it('checks an update for what it changes', async () => {
    const row = expectOk(await save(admin, employee()));
    const refused = await update(admin, { ...row, departmentCode: 'HBCUS' });
    expect(refused.body).toMatchObject({ code: 400, data: { fields: { departmentCode: '所属部门 不存在' } } });
    const moved = expectOk(await update(admin, { ...row, departmentCode: 'CUS', employeeName: '改名' }));
    expect(moved).toMatchObject({ departmentCode: 'CUS', employeeName: '改名' });
  });

  it('takes back a row as the list sent it, labels and all', async () => {
    expectOk(await save(admin, employee({ employeeCode: 'T300' })));
    const listed = expectOk(await page(admin, { employeeCode: 'T300' })).list[0];
    expect(listed._labels.departmentCode).toBe('福田站运营组');
    expect(expectOk(await update(admin, { ...listed, remark: '调岗' }))).toMatchObject({ remark: '调岗', departmentCode: 'OPSSZ' });
  });

  it('checks a department\'s site too (a qid target)', async () => {
    const dept = { departmentCode: 'TST1', departmentName: '测试部', status: '0' };
    expect((await admin.request('POST', '/api/bdtibs/base/saveDepartment', { json: { ...dept, siteCode: 'HB001' } })).body.data.fields).toEqual({ siteCode: '所属站点 不存在' });
    expectOk(await admin.request('POST', '/api/bdtibs/base/saveDepartment', { json: { ...dept, siteCode: 'HK001' } }));
  });

  it('refuses a user without the page\'s grant, before looking at the references', async () => {
    const reply = await save(operator, employee({ departmentCode: 'NOPE' }));
    expect(reply.http).toBe(403);
    expect((await page(operator, {})).http).toBe(403);
  });
});

describe('lists carry the labels of their references', () => {
  it('on findPageByCallId: site, department, province and city by name', async () => {
    const rows = expectOk(await page(admin, { employeeCode: 'E2004' })).list;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ employeeCode: 'E2004', siteCode: 'HK001', departmentCode: 'OPSHK', _labels: { siteCode: '香港葵涌仓', departmentCode: '香港仓运营组', provinceCode: '香港特别行政区', cityCode: '新界' } });
  });

  it('on findAllByCallId, one label per distinct value across the rows', async () => {
    const rows = expectOk(await admin.query('findAllByCallId', { qid: 'FIND_EMPLOYEE', departmentCode: 'OPS' })) as Record<string, any>[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row._labels.departmentCode).toBe('运营部');
  });

  it('on a page the detail drawer reads too, with no label for an empty value', async () => {
    const row = expectOk(await save(admin, employee({ employeeCode: 'T200', provinceCode: null, cityCode: null })));
    const listed = expectOk(await page(admin, { employeeCode: 'T200' })).list[0];
    expect(listed.id).toBe(row.id);
    expect(listed._labels).toEqual({ siteCode: '深圳福田站', departmentCode: '福田站运营组' });
  });

  it("in the other tenant, from that tenant's rows", async () => {
    const rows = expectOk(await page(harbor, { employeeCode: 'H2001' })).list;
    expect(rows[0]._labels).toEqual({ siteCode: 'Harbor Main Depot', departmentCode: 'Depot Operations', provinceCode: '香港特别行政区', cityCode: '新界' });
  });

  it('on the admin query call of an admin-pattern entity', async () => {
    expectOk(await admin.request('POST', '/api/admin/shift/addShift', { json: { shiftDate: '2026-11-26', employeeCode: 'E2003', siteCode: 'SZ001' } }));
    const refused = await admin.request('POST', '/api/admin/shift/addShift', { json: { shiftDate: '2026-11-26', employeeCode: 'H2001' } });
    expect(refused.body).toMatchObject({ code: 400, message: '员工 不存在' });
    const listed = expectOk(await admin.request('GET', '/api/admin/shift/queryShift', { query: { currentPage: 1, pageSize: 10 } })).list;
    expect(listed[0]._labels).toEqual({ employeeCode: '黄晓燕', siteCode: '深圳福田站' });
  });
});

describe('the options of a picker (POST /api/clearway/references/options)', () => {
  const options = (client: TestClient, body: Record<string, unknown>) => client.request('POST', '/api/clearway/references/options', { json: { entity: 'base.employee', ...body } });

  it("searches the target by the typed text, in the caller's tenant only", async () => {
    const found = expectOk(await options(admin, { field: 'departmentCode', search: '运营' })) as { value: string; label: string }[];
    expect(found.map((o) => o.value)).toEqual(expect.arrayContaining(['OPS', 'OPSSZ', 'OPSHK']));
    expect(found.find((o) => o.value === 'OPS')!.label).toBe('运营部');
    expect(expectOk(await options(harbor, { field: 'departmentCode', search: '运营' }))).toEqual([]);
    expect(expectOk(await options(harbor, { field: 'departmentCode' }))).toEqual([{ value: 'HBCUS', label: 'Customs Desk' }, { value: 'HBOPS', label: 'Depot Operations' }]);
  });

  it('answers the labels of given values, leaving out what the tenant does not have', async () => {
    expect(expectOk(await options(admin, { field: 'departmentCode', values: ['OPS', 'HBOPS', 'NOPE'] }))).toEqual([{ value: 'OPS', label: '运营部' }]);
  });

  it("narrows a cascading field to its parent's children, and matches text itself without a search filter", async () => {
    const hk = expectOk(await options(admin, { field: 'cityCode', parent: '810000' })) as { value: string }[];
    expect(hk.map((o) => o.value)).toEqual(['810100', '810200', '810300']);
    expect(expectOk(await options(admin, { field: 'cityCode', parent: null }))).toEqual([]);
    expect(expectOk(await options(admin, { field: 'cityCode', search: '深' }))).toEqual([{ value: '440300', label: '深圳市' }]);
  });

  it("takes the referring page's grant, and knows only reference fields", async () => {
    expect((await options(operator, { field: 'departmentCode' })).http).toBe(403);
    expect((await options(admin, { field: 'employeeName' })).http).toBe(404);
  });
});

describe('an import (importEmployee)', () => {
  async function sheet(rows: (string | null)[][]): Promise<FormData> {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Sheet1');
    ws.addRow(['工号', '姓名', '所属站点', '所属部门', '状态']);
    for (const row of rows) ws.addRow(row);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'employees.xlsx');
    return form;
  }
  const importing = async (rows: (string | null)[][]) => admin.request('POST', '/api/bdtibs/base/importEmployee', { body: await sheet(rows) });

  it('checks each row\'s references: a missing department names the row and the field, and nothing is written', async () => {
    const reply = await importing([['IM01', '导入一', '888888', 'OPS', '1'], ['IM02', '导入二', '888888', 'HBOPS', '1']]);
    expect(reply.http).toBe(400);
    expect(reply.body.data.errors).toEqual([{ row: 3, field: 'departmentCode', message: '所属部门 不存在', sheet: 'Sheet1', column: '所属部门' }]);
    expect(expectOk(await page(admin, { employeeCode: 'IM01' })).list).toEqual([]);
    expect(expectOk(await importing([['IM01', '导入一', '888888', 'OPS', '1']]))).toMatchObject({ imported: 1 });
  });
});

describe('labels in the page language (x-ref labelEn)', () => {
  it('an English page reads the English names of regions; a Chinese one the Chinese', async () => {
    const created = expectOk(await save(admin, employee({ employeeName: '英文标签' }))) as { employeeCode: string };
    const zh = expectOk(await page(admin, { employeeCode: created.employeeCode })) as { list: { _labels: Record<string, string> }[] };
    expect(zh.list[0]!._labels).toMatchObject({ provinceCode: '广东省', cityCode: '深圳市' });
    const en = expectOk(await page(adminEn, { employeeCode: created.employeeCode })) as { list: { _labels: Record<string, string> }[] };
    expect(en.list[0]!._labels.provinceCode).toMatch(/^Guangdong/);
    expect(en.list[0]!._labels.cityCode).toMatch(/^Shenzhen/);
    // The picker's options too.
    const options = expectOk(await adminEn.request('POST', '/api/clearway/references/options', { json: { entity: 'base.employee', field: 'provinceCode', values: ['440000'] } })) as { label: string }[];
    expect(options[0]!.label).toMatch(/^Guangdong/);
  });
});
