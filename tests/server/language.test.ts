/**
 * Language management over real HTTP (spec 01 §7 "Language management", docs/api.md "Language management"): save,
 * update and delete a language record, the XLSX export and import round trip, the packs of queryLanguageMenuFormat
 * and the menu names of queryCurrentAuthority following an edit at once; bad input named by field, a duplicate key,
 * another tenant's id and a user without the grant refused with nothing written. And the addresses the monitor
 * pages frame (/swagger, /sentinel, /grafana …: GET /api/clearway/embedded-page).
 */
import ExcelJS from 'exceljs';
import { startSignedIn, type TestServer } from './test-server';
import { TestClient, expectOk, type Reply } from './http-client';
import { grantRoleMenu } from './role-grants';
import { sheet, sheetRows, xlsxForm } from './xlsx-sheets';

let server: TestServer;
let admin: TestClient;
let harbor: TestClient;
let operator: TestClient;

const BASE = '/api/bdtibs/base';
const post = (client: TestClient, call: string, json: unknown) => client.request('POST', `${BASE}/${call}`, { json });
const packs = async (tenantCode = 'demo') => expectOk<Record<string, Record<string, string>>>(await new TestClient(server.url).request('GET', `${BASE}/queryLanguageMenuFormat`, { query: { tenantCode } }));
const refused = (reply: Reply, http: number) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body;
};

async function record(propertyName: string, tenantCode = 'demo') {
  const tenant = await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', tenantCode).executeTakeFirstOrThrow();
  return server.ctx.db.selectFrom('baseLanguage').selectAll().where('tenantId', '=', tenant.id).where('propertyName', '=', propertyName).executeTakeFirst();
}

async function menuTitle(client: TestClient, path: string): Promise<{ zh: string; en: string } | undefined> {
  const { menu } = expectOk<{ menu: any[] }>(await client.request('POST', '/api/account/sysuserdetail/queryCurrentAuthority'));
  const find = (list: any[]): any => list.map((m) => (m.path === path ? m : find(m.routes))).find(Boolean);
  return find(menu)?.meta.title;
}

function importFile(client: TestClient, bytes: Buffer): Promise<Reply> {
  return client.request('POST', `${BASE}/importLanguage`, { body: xlsxForm(bytes, 'language.xlsx') });
}

async function exportFile(client: TestClient, query: Record<string, string>): Promise<{ status: number; type: string | null; rows: unknown[][] }> {
  const url = new URL(`${BASE}/exportLanguage`, server.url);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${client.token}`, 'accept-language': 'zh' } });
  const type = response.headers.get('content-type');
  if (response.status !== 200 || !type?.includes('spreadsheet')) return { status: response.status, type, rows: [] };
  return { status: response.status, type, rows: await sheetRows(await response.arrayBuffer()) };
}

beforeAll(async () => {
  ({ server, as: { admin, harbor_admin: harbor, operator } } = await startSignedIn(['admin', 'harbor_admin', 'operator'], { monitorUrls: { sentinel: 'http://sentinel.example.com:8858' } }));
});
afterAll(async () => server?.close());

describe('saveLanguage, updateLanguage, deleteLanguage', () => {
  it('saves a record, stamps who and when, and the packs carry it at once', async () => {
    const saved = expectOk(await post(admin, 'saveLanguage', { propertyName: 'common.search', attributionKey: 'common', chinese: '查询', english: 'Find', traditionalChinese: '查詢', japanese: '検索', french: 'Chercher', indonesian: 'Cari' }));
    expect(saved).toMatchObject({ propertyName: 'common.search', chinese: '查询', modifyMan: 'admin', dataFrom: 'IBS', version: 1 });
    expect(saved.creationTime).toBeTruthy();
    expect(saved.modifyDate).toBeTruthy();
    const now = await packs();
    expect(now.zh!['common.search']).toBe('查询');
    expect(now.en!['common.search']).toBe('Find');
    expect(now['zh-TW']!['common.search']).toBe('查詢');
    expect(now.ja!['common.search']).toBe('検索');
  });

  it('updates a record: the next packs and the menu names follow, modifyMan and modifyDate move', async () => {
    const before = await record('route.sysuser');
    expect(before).toMatchObject({ chinese: '用户管理' });
    const reply = await post(harbor, 'updateLanguage', { id: before!.id, version: 1, chinese: '别人的' });
    refused(reply, 404);
    const updated = expectOk(await post(admin, 'updateLanguage', { id: before!.id, version: 1, chinese: '账号管理', english: 'Accounts' }));
    expect(updated).toMatchObject({ chinese: '账号管理', modifyMan: 'admin', version: 2 });
    expect(new Date(updated.modifyDate).getTime()).toBeGreaterThanOrEqual(new Date(before!.modifyDate!).getTime());
    expect((await packs()).zh!['route.sysuser']).toBe('账号管理');
    expect(await menuTitle(admin, '/sysuser')).toEqual({ zh: '账号管理', en: 'Accounts' });
    // The other tenant's packs and menus are its own.
    expect((await packs('harbor')).zh!['route.sysuser']).toBeUndefined();
    expect((await menuTitle(harbor, '/sysuser'))?.zh).toBe('用户管理');
  });

  it('keeps a menu name an administrator changed on /sysmenu over the record', async () => {
    const tenant = await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'demo').executeTakeFirstOrThrow();
    await server.ctx.db.updateTable('sysMenu').set({ menuName: '岗位维护', updatedBy: 'admin' }).where('tenantId', '=', tenant.id).where('menuPath', '=', '/syspost').execute();
    const post2 = await record('route.syspost');
    expectOk(await post(admin, 'updateLanguage', { id: post2!.id, version: post2!.version, chinese: '职位管理', english: 'Positions' }));
    expect(await menuTitle(admin, '/syspost')).toEqual({ zh: '岗位维护', en: 'Positions' });
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const missing = refused(await post(admin, 'saveLanguage', { propertyName: 'common.cancel', english: 'Cancel' }), 400);
    expect(Object.keys(missing.data.fields)).toEqual(['chinese']);
    const badKey = refused(await post(admin, 'saveLanguage', { propertyName: 'no key', chinese: '坏' }), 400);
    expect(badKey.data.fields.propertyName).toContain('route.sysuser');
    const tooLong = refused(await post(admin, 'saveLanguage', { propertyName: 'common.long', chinese: '长'.repeat(1001) }), 400);
    expect(Object.keys(tooLong.data.fields)).toEqual(['chinese']);
    expect(await record('common.cancel')).toBeUndefined();
    expect(await record('common.long')).toBeUndefined();
    expect(await record('no key')).toBeUndefined();
  });

  it('refuses a duplicate key in the tenant, and takes the same key in another tenant', async () => {
    const duplicate = refused(await post(admin, 'saveLanguage', { propertyName: 'route.base', chinese: '再来一次' }), 400);
    expect(duplicate.data.fields.propertyName).toContain('已存在');
    expect((await record('route.base'))?.chinese).toBe('基础资料');
    expectOk(await post(harbor, 'saveLanguage', { propertyName: 'common.search', chinese: '搜尋' }));
  });

  it('deletes a record (the bundled text returns), refusing another tenant’s id', async () => {
    const row = await record('common.search');
    refused(await post(harbor, 'deleteLanguage', { id: row!.id }), 404);
    expect(await record('common.search')).toBeDefined();
    expect(expectOk(await post(admin, 'deleteLanguage', { id: row!.id }))).toEqual({ deleted: 1 });
    expect(await record('common.search')).toBeUndefined();
    expect((await packs()).zh!['common.search']).toBeUndefined();
  });

  it('refuses a user without the grant, before and after being given the page without buttons', async () => {
    const row = await record('route.root');
    refused(await post(operator, 'saveLanguage', { propertyName: 'common.ok', chinese: '好' }), 403);
    expect((await exportFile(operator, {})).status).toBe(403);
    await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_OPERATOR', path: '/bdtLanguage' });
    refused(await post(operator, 'saveLanguage', { propertyName: 'common.ok', chinese: '好' }), 403);
    refused(await post(operator, 'updateLanguage', { id: row!.id, version: row!.version, chinese: '主页' }), 403);
    refused(await post(operator, 'deleteLanguage', { id: row!.id }), 403);
    refused(await importFile(operator, await sheet(['键名', '中文'], [['common.ok', '好']])), 403);
    expect(await record('common.ok')).toBeUndefined();
    expect((await record('route.root'))?.chinese).toBe('首页');
  });
});

describe('exportLanguage and importLanguage', () => {
  it('exports the records matching the query parameters as XLSX with every column', async () => {
    const file = await exportFile(admin, { attributionKey: 'monitor', sort: 'propertyName', order: 'asc' });
    expect(file.status).toBe(200);
    expect(file.type).toContain('spreadsheetml');
    expect(file.rows[0]).toEqual(['键名', '归属模块', '中文', '英文', '繁体中文', '日文', '法文', '印尼文', '扩展语言1', '扩展语言2', '数据来源', '备注', '修改人', '修改时间', '创建时间']);
    const keys = file.rows.slice(1).map((row) => row[0]);
    expect(keys).toEqual(['route.druid', 'route.grafana', 'route.nacos', 'route.sentinel', 'route.swagger']);
    const filtered = await exportFile(admin, { filters: JSON.stringify({ propertyName: 'route.grafana' }) });
    expect(filtered.rows.slice(1).map((row) => row[0])).toEqual(['route.grafana']);
  });

  it('imports a sheet: new keys inserted, existing keys updated by propertyName', async () => {
    const bytes = await sheet(['键名', '归属模块', '中文', '英文'], [['route.grafana', 'monitor', '监控大盘', 'Dashboards'], ['layout.language', 'layout', '语言', 'Language']]);
    expect(expectOk(await importFile(admin, bytes))).toMatchObject({ inserted: 1, updated: 1 });
    expect(await record('route.grafana')).toMatchObject({ chinese: '监控大盘', english: 'Dashboards', modifyMan: 'admin' });
    expect((await packs()).zh!['layout.language']).toBe('语言');
  });

  it('takes back its own export unchanged (the translator’s round trip), stamps and all', async () => {
    const url = new URL(`${BASE}/exportLanguage`, server.url);
    url.searchParams.set('attributionKey', 'authority');
    const exported = await (await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` } })).arrayBuffer();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported);
    const sheet1 = workbook.worksheets[0]!;
    expect(sheet1.rowCount).toBe(3);
    // The translator fills in the Japanese column of one row.
    const sysurl = [2, 3].find((n) => sheet1.getRow(n).getCell(1).value === 'route.sysurl')!;
    expect(sheet1.getRow(1).getCell(6).value).toBe('日文');
    sheet1.getRow(sysurl).getCell(6).value = 'URLリソース';
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(expectOk(await importFile(admin, edited))).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    expect(await record('route.sysurl')).toMatchObject({ japanese: 'URLリソース', chinese: 'URL资源' });
  });

  it('refuses a file with a bad row, naming row and field, writes nothing and returns the error file', async () => {
    const bytes = await sheet(['键名', '中文', '英文'], [['common.close', '关闭', 'Close'], ['common.back', null, 'Back']]);
    const reply = refused(await importFile(admin, bytes), 400);
    expect(reply.data.errors).toEqual([expect.objectContaining({ row: 3, field: 'chinese' })]);
    expect(reply.data.errorFile.url).toContain('/api/bdttms/file/downloadFile');
    expect(await record('common.close')).toBeUndefined();
  });
});

describe('embedded monitor pages', () => {
  const page = (client: TestClient, path: string) => client.request('GET', '/api/clearway/embedded-page', { query: { path } });

  it('gives /swagger the server’s own API page, and that page and document list the language calls', async () => {
    expect(expectOk(await page(admin, '/swagger'))).toEqual({ path: '/swagger', url: '/api/clearway/docs/', source: 'catalogue', variable: 'CLEARWAY_MONITOR_SWAGGER_URL' });
    const docs = await fetch(new URL('/api/clearway/docs/', server.url));
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
    const document = await (await fetch(new URL('/api/clearway/openapi.json', server.url))).json();
    for (const call of ['saveLanguage', 'updateLanguage', 'deleteLanguage', 'exportLanguage', 'importLanguage', 'queryLanguageMenuFormat']) {
      expect(Object.keys(document.paths)).toContain(`${BASE}/${call}`);
    }
  });

  it('gives a monitor the installation’s address, or none with the variable that sets it', async () => {
    expect(expectOk(await page(admin, '/sentinel'))).toMatchObject({ url: 'http://sentinel.example.com:8858', source: 'environment' });
    expect(expectOk(await page(admin, '/grafana'))).toEqual({ path: '/grafana', url: null, source: null, variable: 'CLEARWAY_MONITOR_GRAFANA_URL' });
    expect(expectOk(await page(admin, '/distributedlog/elk'))).toMatchObject({ url: null, variable: 'CLEARWAY_MONITOR_ELK_URL' });
  });

  it('refuses a path that is not a monitor, and a user whose menu lacks the route', async () => {
    refused(await page(admin, '/bdtLanguage'), 404);
    refused(await page(admin, '/nowhere'), 404);
    refused(await page(admin, ''), 400);
    refused(await page(operator, '/sentinel'), 403);
    refused(await new TestClient(server.url).request('GET', '/api/clearway/embedded-page', { query: { path: '/sentinel' } }), 401);
  });
});
