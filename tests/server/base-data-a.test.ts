/**
 * Base data, group A, over real HTTP (spec 02 §7 "Logistics base data", docs/domain/base-data.md, docs/api.md "Base
 * data: sites, dictionaries, customs and ports"): Site, Dictionary and its items, ProblemType, OrderStatus,
 * CustomsAffairs, CustomsDistrict, AirportPort and Port — each saved, updated and removed; a duplicate code refused
 * naming the field; bad input refused with nothing written; another tenant's id not found; a user without the grant
 * refused. The imports with a bad row give the error file; querySiteMenu for the administrator, a 888888 user and an
 * operator; queryWithDetail by id and by code.
 */
import ExcelJS from 'exceljs';
import { startSignedIn, type TestServer } from './test-server';
import { TestClient, expectOk, type Reply } from './http-client';
import { sheet } from './xlsx-sheets';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let customs: TestClient;
let harbor: TestClient;

const BASE = '/api/bdtibs/base';
const call = (client: TestClient, name: string, json: unknown) => client.request('POST', `${BASE}/${name}`, { json });

beforeAll(async () => {
  ({ server, as: { admin, operator, customs, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'customs', 'harbor_admin']));
});
afterAll(async () => server?.close());

function refused(reply: Reply, http: number): Reply {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply;
}

async function count(table: string, column: string, value: string): Promise<number> {
  const rows = await server.ctx.db.selectFrom(table as 'baseSite').select((eb) => eb.fn.countAll<string>().as('n')).where(column as 'siteCode', '=', value).executeTakeFirstOrThrow();
  return Number(rows.n);
}

interface Case {
  entity: string;
  table: string;
  codeField: string;
  nameField: string;
  row: Record<string, unknown>;
  /** A value the schema refuses, and the field named. */
  bad: [field: string, value: unknown];
}

const CASES: Case[] = [
  { entity: 'Site', table: 'baseSite', codeField: 'siteCode', nameField: 'siteName', row: { siteCode: 'TSZ01', siteName: '测试龙华仓', siteType: 'warehouse', siteOrder: 9, blOpen: 1, countryCode: '142', provinceCode: '440000', cityCode: '440300', contactPhone: '13912345678' }, bad: ['contactPhone', '12345'] },
  { entity: 'ProblemType', table: 'baseProblemType', codeField: 'problemCode', nameField: 'problemName', row: { problemCode: 'TP01', problemName: '清关资料缺失', problemCategory: 'customs', status: '0' }, bad: ['problemCategory', 'weather'] },
  { entity: 'OrderStatus', table: 'baseOrderStatus', codeField: 'statusCode', nameField: 'statusName', row: { statusCode: 'T700', statusName: '待自提', stage: 'delivery', sequence: 70, isFinal: '0', status: '0' }, bad: ['stage', 'nowhere'] },
  { entity: 'CustomsDistrict', table: 'baseCustomsDistrict', codeField: 'districtCode', nameField: 'districtName', row: { districtCode: '4700', districtName: '南宁海关', status: '0' }, bad: ['districtCode', '47A'] },
  { entity: 'CustomsAffairs', table: 'baseCustomsAffairs', codeField: 'customsCode', nameField: 'customsName', row: { customsCode: '5311', customsName: '罗湖海关', districtCode: '5300', portType: 'land', status: '0' }, bad: ['districtCode', '9999'] },
  { entity: 'AirportPort', table: 'baseAirportPort', codeField: 'airportCode', nameField: 'airportName', row: { airportCode: 'XMN', icaoCode: 'ZSAM', airportName: '厦门高崎国际机场', cityName: '厦门', countryCode: 'CN', status: '0' }, bad: ['airportCode', 'XM1'] },
  { entity: 'Port', table: 'basePort', codeField: 'portCode', nameField: 'portName', row: { portCode: 'CNXMN', portName: '厦门', countryCode: 'CN', portType: 'sea', status: '0' }, bad: ['portCode', 'XMN'] },
  { entity: 'Dictionary', table: 'baseDictionary', codeField: 'dictionaryCode', nameField: 'dictionaryName', row: { dictionaryCode: 'packageType', dictionaryName: '包装类型' }, bad: ['dictionaryCode', '9bad code'] },
];

describe.each(CASES)('$entity: save, update, remove', (c) => {
  let saved: { id: number; version: number } & Record<string, unknown>;

  it('saves, refuses the same code naming the field, and updates at the version', async () => {
    saved = expectOk(await call(admin, `save${c.entity}`, c.row));
    expect(saved).toMatchObject({ ...c.row, version: 1 });
    const clash = refused(await call(admin, `save${c.entity}`, { ...c.row, [c.nameField]: '另一个' }), 400);
    expect(Object.keys(clash.body.data?.fields ?? {})).toContain(c.codeField);
    expect(clash.body.message).toContain('已存在');
    const updated = expectOk(await call(admin, `update${c.entity}`, { ...c.row, id: saved.id, version: saved.version, [c.nameField]: `${c.row[c.nameField] as string}（改）` }));
    expect(updated).toMatchObject({ id: saved.id, version: 2, [c.nameField]: `${c.row[c.nameField] as string}（改）` });
    saved = updated;
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const [field, value] = c.bad;
    const code = `${String(c.row[c.codeField]).slice(0, 3)}9`;
    const row = { ...c.row, [c.codeField]: field === c.codeField ? value : c.entity === 'Dictionary' ? 'neverSaved' : code, [field]: value };
    const reply = refused(await call(admin, `save${c.entity}`, row), 400);
    expect(Object.keys(reply.body.data?.fields ?? {})).toContain(field);
    if (field !== c.codeField) expect(await count(c.table, c.codeField, String(row[c.codeField]))).toBe(0);
    refused(await call(admin, `save${c.entity}`, { ...c.row, [c.codeField]: undefined, [c.nameField]: '' }), 400);
  });

  it('another tenant cannot update or remove the row: not found, nothing changed', async () => {
    refused(await call(harbor, `update${c.entity}`, { ...c.row, id: saved.id, version: saved.version, [c.nameField]: 'Harbor' }), 404);
    refused(await call(harbor, `remove${c.entity}`, { id: saved.id }), 404);
    expect(await count(c.table, c.nameField, 'Harbor')).toBe(0);
  });

  it('a user without the page’s grant is refused (403), nothing written', async () => {
    refused(await call(operator, `save${c.entity}`, { ...c.row, [c.codeField]: c.entity === 'Dictionary' ? 'opDict' : `${String(c.row[c.codeField]).slice(0, 3)}8` }), 403);
    refused(await call(operator, `remove${c.entity}`, { id: saved.id }), 403);
    expect(await count(c.table, 'id' as string, String(saved.id))).toBe(1);
  });

  it('removes the row', async () => {
    expect(expectOk(await call(admin, `remove${c.entity}`, { id: saved.id }))).toEqual({ deleted: 1 });
    expect(await count(c.table, c.codeField, String(c.row[c.codeField]))).toBe(0);
  });
});

describe('dictionaries and their items', () => {
  it('saves a dictionary with two items in one call; the items carry its code; queryWithDetail by id and by code', async () => {
    const dict = expectOk(await call(admin, 'saveDictionary', {
      dictionaryCode: 'parcelSize', dictionaryName: '包裹尺寸', dictionaryNameEn: 'Parcel size',
      items: [{ dictionaryValue: 'S', dictionaryName: '小件', dictionaryNameEn: 'Small', dictionaryOrder: 1 }, { dictionaryValue: 'L', dictionaryName: '大件', dictionaryNameEn: 'Large', dictionaryOrder: 2 }],
    }));
    expect(dict.items).toHaveLength(2);
    const byId = expectOk(await admin.request('GET', `${BASE}/queryWithDetail`, { query: { id: dict.id } }));
    expect(byId).toMatchObject({ id: dict.id, dictionaryCode: 'parcelSize', dictionaryName: '包裹尺寸' });
    expect(byId.items.map((i: { dictionaryValue: string; dictionaryCode: string }) => [i.dictionaryValue, i.dictionaryCode])).toEqual([['S', 'parcelSize'], ['L', 'parcelSize']]);
    // Every reader by code sees them: the option-list qid the x-dict fields and the warehouse picker use.
    const viaQid = expectOk(await admin.query('findAllByCallId', { qid: 'FIND_BASE_DICTIONARY_DETAIL', dictionaryCode: 'parcelSize' }));
    expect(viaQid.map((i: { dictionaryName: string }) => i.dictionaryName)).toEqual(['小件', '大件']);

    const item = expectOk(await call(admin, 'saveDictionaryDetail', { dictionaryId: dict.id, dictionaryValue: 'M', dictionaryName: '中件', dictionaryOrder: 3 }));
    expect(item.dictionaryCode).toBe('parcelSize');
    const dup = refused(await call(admin, 'saveDictionaryDetail', { dictionaryId: dict.id, dictionaryValue: 'M', dictionaryName: '又一个中件' }), 400);
    expect(Object.keys(dup.body.data?.fields ?? {})).toContain('dictionaryValue');
    refused(await call(admin, 'saveDictionaryDetail', { dictionaryId: dict.id, dictionaryName: '没有值' }), 400);
    expect(expectOk(await call(admin, 'updateDictionaryDetail', { id: item.id, version: item.version, dictionaryId: dict.id, dictionaryName: '中号件' }))).toMatchObject({ dictionaryName: '中号件', dictionaryCode: 'parcelSize' });
    expectOk(await call(admin, 'removeDictionaryDetail', { id: item.id }));

    const byCode = expectOk(await admin.request('GET', `${BASE}/queryWithDetail`, { query: { dictionaryCode: 'parcelSize' } }));
    expect(byCode.items).toHaveLength(2);
    // A new code is carried to the items, so the readers by code follow.
    expectOk(await call(admin, 'updateDictionary', { id: dict.id, version: dict.version, dictionaryCode: 'parcelSizeClass', dictionaryName: '包裹尺寸' }));
    expect(expectOk(await admin.query('findAllByCallId', { qid: 'FIND_BASE_DICTIONARY_DETAIL', dictionaryCode: 'parcelSizeClass' }))).toHaveLength(2);
    // Removing the dictionary removes its items.
    expectOk(await call(admin, 'removeDictionary', { id: dict.id }));
    expect(await count('baseDictionaryDetail', 'dictionaryCode', 'parcelSizeClass')).toBe(0);
  });

  it('the seeded dictionaries are items of their dictionary: wmsStash reads the same by id and by code', async () => {
    const wms = expectOk(await admin.request('GET', `${BASE}/queryWithDetail`, { query: { dictionaryCode: 'wmsStash' } }));
    expect(wms.items.map((i: { dictionaryValue: string }) => i.dictionaryValue)).toEqual(['SZWH', 'HKWH', 'DGWH', 'GZWH']);
    // The items tab's list: the dictionary named at the top or in the filters (as the page sends it), never left out.
    for (const scope of [{ dictionaryId: wms.id as number }, { filters: JSON.stringify({ dictionaryId: wms.id }) }] as Record<string, string | number>[]) {
      const page = expectOk(await admin.query('findPageByCallId', { qid: 'FIND_DICTIONARY_DETAIL_LIST', ...scope, currentPage: 1, pageSize: 20 }));
      expect(page.list.map((i: { dictionaryValue: string }) => i.dictionaryValue).sort()).toEqual(['DGWH', 'GZWH', 'HKWH', 'SZWH']);
    }
    refused(await admin.query('findPageByCallId', { qid: 'FIND_DICTIONARY_DETAIL_LIST', currentPage: 1, pageSize: 20 }), 400);
  });

  it('an item in use is neither deleted nor renumbered, nor is its dictionary deleted: the message names who uses it', async () => {
    const lock = expectOk(await admin.request('GET', `${BASE}/queryWithDetail`, { query: { dictionaryCode: 'lockState' } }));
    const normal = lock.items.find((i: { dictionaryValue: string }) => i.dictionaryValue === '0');
    // Carriers, problem types, ports … store status 0 (x-dict lockState).
    const removal = refused(await call(admin, 'removeDictionaryDetail', { id: normal.id }), 400);
    expect(removal.body.message).toMatch(/^「0 正常」正被 \d+ 条.+使用，不能删除$/);
    const renumber = refused(await call(admin, 'updateDictionaryDetail', { id: normal.id, version: normal.version, dictionaryId: lock.id, dictionaryValue: '9' }), 400);
    expect(Object.keys(renumber.body.data.fields)).toEqual(['dictionaryValue']);
    expect(expectOk(await call(admin, 'updateDictionaryDetail', { id: normal.id, version: normal.version, dictionaryId: lock.id, dictionaryNameEn: 'In use' }))).toMatchObject({ dictionaryValue: '0', dictionaryNameEn: 'In use' });
    refused(await call(admin, 'removeDictionary', { id: lock.id }), 400);
    expect(expectOk(await admin.request('GET', `${BASE}/queryWithDetail`, { query: { id: lock.id } })).items).toHaveLength(lock.items.length);
  });

  it('an item cannot join another tenant’s dictionary; queryWithDetail refuses bad keys, other tenants and users without the page', async () => {
    const wms = expectOk(await admin.request('GET', `${BASE}/queryWithDetail`, { query: { dictionaryCode: 'wmsStash' } }));
    refused(await call(harbor, 'saveDictionaryDetail', { dictionaryId: wms.id, dictionaryValue: 'X', dictionaryName: 'X' }), 400);
    expect(await count('baseDictionaryDetail', 'dictionaryValue', 'X')).toBe(0);
    refused(await harbor.request('GET', `${BASE}/queryWithDetail`, { query: { id: wms.id } }), 404);
    refused(await admin.request('GET', `${BASE}/queryWithDetail`, { query: { dictionaryCode: 'noSuchDictionary' } }), 404);
    const missing = refused(await admin.request('GET', `${BASE}/queryWithDetail`), 400);
    expect(Object.keys(missing.body.data?.fields ?? {})).toEqual(['dictionaryCode']);
    expect(Object.keys(refused(await admin.request('GET', `${BASE}/queryWithDetail`, { query: { id: 'abc' } }), 400).body.data.fields)).toEqual(['id']);
    refused(await operator.request('GET', `${BASE}/queryWithDetail`, { query: { dictionaryCode: 'wmsStash' } }), 403);
  });
});

describe('querySiteMenu', () => {
  const codes = (reply: Reply) => expectOk<{ siteCode: string }[]>(reply).map((s) => s.siteCode);

  it('gives the administrator and a 888888 user the open warehouse sites in dialog order, in the warehouse-item shape', async () => {
    const menu = expectOk(await admin.request('GET', `${BASE}/querySiteMenu`));
    expect(menu.map((s: { siteCode: string }) => s.siteCode)).toEqual(['SZWH', 'HKWH', 'DGWH', 'GZWH']);
    expect(menu[0]).toMatchObject({ siteName: '深圳仓', siteType: 'warehouse', dictionaryValue: 'SZWH', dictionaryName: '深圳仓', dictionaryOrder: 1 });
    expect(menu[3]).toMatchObject({ siteCode: 'GZWH', dictionaryOrder: null });
    expect(codes(await customs.request('GET', `${BASE}/querySiteMenu`))).toEqual(['SZWH', 'HKWH', 'DGWH', 'GZWH']);
    expect(codes(await harbor.request('GET', `${BASE}/querySiteMenu`))).toEqual(['HB001']);
  });

  it('gives an operator their own site only', async () => {
    expect(codes(await operator.request('GET', `${BASE}/querySiteMenu`))).toEqual(['SZ001']);
  });

  it('follows the site register: a closed warehouse leaves the menu', async () => {
    const site = (await server.ctx.db.selectFrom('baseSite').selectAll().where('siteCode', '=', 'DGWH').executeTakeFirstOrThrow()) as unknown as { id: number; version: number };
    expectOk(await call(admin, 'updateSite', { id: site.id, version: site.version, blOpen: 0 }));
    expect(codes(await admin.request('GET', `${BASE}/querySiteMenu`))).toEqual(['SZWH', 'HKWH', 'GZWH']);
    const after = (await server.ctx.db.selectFrom('baseSite').selectAll().where('siteCode', '=', 'DGWH').executeTakeFirstOrThrow()) as unknown as { id: number; version: number };
    expectOk(await call(admin, 'updateSite', { id: after.id, version: after.version, blOpen: 1 }));
  });

  it('needs a session', async () => {
    refused(await new TestClient(server.url).request('GET', `${BASE}/querySiteMenu`), 401);
  });
});

describe('imports and exports', () => {
  const importFile = async (client: TestClient, entity: string, bytes: Buffer, dryRun = false) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'import.xlsx');
    return client.request('POST', `${BASE}/import${entity}${dryRun ? '?dryRun=true' : ''}`, { body: form });
  };

  it.each([
    ['Site', ['站点编码', '站点名称', '站点类型', '状态'], [['TIMP1', '导入测试仓', '仓库', '开放'], ['TIMP2', '导入测试站', '飞船', '开放']], 'baseSite', 'siteCode', 'TIMP1'],
    ['ProblemType', ['问题编码', '问题名称', '问题类别', '状态'], [['TIP1', '关税未缴', '清关问题', '正常'], ['TIP2', '', '清关问题', '正常']], 'baseProblemType', 'problemCode', 'TIP1'],
    ['AirportPort', ['三字代码', '机场名称', '国家代码', '状态'], [['WUH', '武汉天河国际机场', 'CN', '正常'], ['wu', '坏代码', 'CN', '正常']], 'baseAirportPort', 'airportCode', 'WUH'],
  ] as const)('import%s: a bad row refuses the file with the row named and an error file; nothing written', async (entity, headers, rows, table, column, goodCode) => {
    const bytes = await sheet([...headers], rows.map((r) => [...r]));
    const reply = refused(await importFile(admin, entity, bytes), 400);
    expect(reply.body.data.errors).toEqual([expect.objectContaining({ row: 3 })]);
    expect(reply.body.data.errorFile.url).toContain('/api/bdttms/file/downloadFile');
    expect(await count(table, column, goodCode)).toBe(0);
    // The good row alone goes in, after a dry run that writes nothing.
    const good = await sheet([...headers], [[...rows[0]]]);
    expect(expectOk(await importFile(admin, entity, good, true))).toMatchObject({ dryRun: true, inserted: 1 });
    expect(await count(table, column, goodCode)).toBe(0);
    expect(expectOk(await importFile(admin, entity, good))).toMatchObject({ inserted: 1 });
    expect(await count(table, column, goodCode)).toBe(1);
    refused(await importFile(operator, entity, good), 403);
  });

  async function download(client: TestClient, path: string, method = 'POST'): Promise<{ status: number; bytes: ArrayBuffer; type: string }> {
    const response = await fetch(new URL(path, server.url), {
      method, headers: { authorization: `Bearer ${client.token}`, 'accept-language': 'zh', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    return { status: response.status, bytes: await response.arrayBuffer(), type: response.headers.get('content-type') ?? '' };
  }

  it('gives the import templates with the columns titled in both languages', async () => {
    for (const entity of ['base.site', 'base.problemType', 'base.airportPort']) {
      const file = await download(admin, `/api/clearway/import/template?entity=${entity}`, 'GET');
      expect(file.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.bytes);
      expect(String(workbook.worksheets[0]!.getRow(1).getCell(1).value)).toMatch(/编码|代码 \/ /);
    }
  });

  it.each(['Site', 'ProblemType', 'AirportPort', 'Port', 'CustomsAffairs', 'CustomsDistrict', 'OrderStatus'])('export%s gives an XLSX of the rows', async (entity) => {
    const file = await download(admin, `${BASE}/export${entity}`);
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes);
    expect(workbook.worksheets[0]!.rowCount).toBeGreaterThan(2);
    expect((await download(operator, `${BASE}/export${entity}`)).status).toBe(403);
  });

  it('exportWordSite gives a Word document and exportPDFPort a PDF', async () => {
    const word = await download(admin, `${BASE}/exportWordSite`);
    expect(word.status).toBe(200);
    expect(Buffer.from(word.bytes).subarray(0, 2).toString()).toBe('PK');
    const pdf = await download(admin, `${BASE}/exportPDFPort`);
    // 501 only where the machine has no Chinese font (PDF_FONT_MISSING).
    if (pdf.status === 200) expect(Buffer.from(pdf.bytes).subarray(0, 4).toString()).toBe('%PDF');
    else expect(pdf.status).toBe(501);
  });
});
