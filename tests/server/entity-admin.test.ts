/**
 * The admin pattern over real HTTP, with sysparam (schemas/admin/sysparam.json): list with paging, sorting and
 * filters; add, update and delete (single and batch) with validation, unique keys, optimistic concurrency, tenant
 * isolation, all-or-nothing batches and the audit log.
 */
import { seedDemoData } from '../../server/seed/seed-demo';
import { startSignedIn, type TestServer } from './test-server';
import { TestClient, type Reply, expectOk } from './http-client';

const BASE = '/api/admin/sysparam';
type Row = Record<string, any>;

let server: TestServer;
let admin: TestClient;
let harbor: TestClient;

beforeAll(async () => {
  ({ server, as: { admin, harbor_admin: harbor } } = await startSignedIn(['admin', 'harbor_admin']));
});
afterAll(async () => server?.close());

const list = (client: TestClient, query: Record<string, string | number> = {}) => client.request('GET', `${BASE}/querySysparam`, { query });
const add = (client: TestClient, row: unknown) => client.request('POST', `${BASE}/addSysparam`, { json: row });
const update = (client: TestClient, row: unknown) => client.request('PUT', `${BASE}/updateSysparam`, { json: row });
const remove = (client: TestClient, query: Record<string, string | number>) => client.request('POST', `${BASE}/deleteSysparam`, { query });


function expect400(reply: Reply, fields: Record<string, string>): void {
  expect(reply.http, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.code).toBe(400);
  expect(reply.body.data.fields).toMatchObject(fields);
  for (const message of Object.values(fields)) expect(reply.body.message).toContain(message);
}

let counter = 0;
const fresh = (extra: Row = {}) => ({ paramName: `测试参数${++counter}`, paramKey: `test.key${String(counter).padStart(3, '0')}`, paramValue: `v${counter}`, ...extra });

describe('querySysparam', () => {
  it('pages the seeded rows by the default sort (paramKey ascending), without overlap', async () => {
    const all = expectOk(await list(admin, { pageSize: 100 }));
    // The five demo parameters and the two of the load tolerance (docs/domain/operate.md "Loads").
    expect(all.total).toBe(7);
    const keys = all.list.map((row: Row) => row.paramKey);
    expect(keys).toEqual([...keys].sort());
    const pages: Row[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const data = expectOk(await list(admin, { currentPage: page, pageSize: 2 }));
      expect(data).toMatchObject({ total: 7, currentPage: page, pageSize: 2 });
      pages.push(...data.list);
    }
    expect(pages).toEqual(all.list);
  });

  it('gives each row the fields, id, version, stamps and ext, never tenantId', async () => {
    const [row] = expectOk(await list(admin, { paramKey: 'system.title' })).list;
    expect(Object.keys(row)).toEqual(['id', 'paramName', 'paramKey', 'paramValue', 'remark', 'version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'ext']);
    expect(row).toMatchObject({ paramValue: 'Clearway 跨境物流关务平台', version: 1, createdBy: 'seed', ext: {} });
    expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('filters paramName and paramKey (typed text) by contains, ignoring case; other parameters are ignored', async () => {
    expect(expectOk(await list(admin, { paramName: '标题' })).list.map((r: Row) => r.paramKey)).toEqual(['system.title']);
    expect(expectOk(await list(admin, { paramName: '%' })).total).toBe(0);
    expect(expectOk(await list(admin, { paramKey: 'SYSTEM' })).list.map((r: Row) => r.paramKey)).toEqual(['system.title']);
    expect(expectOk(await list(admin, { paramKey: 'login.captcha' })).total).toBe(1);
    expect(expectOk(await list(admin, { paramKey: '_' })).total).toBe(0);
    expect(expectOk(await list(admin, { paramValue: 'optional', tenantId: 2 })).total).toBe(7);
  });

  it('sorts by a sortable column and refuses any other', async () => {
    const descending = expectOk(await list(admin, { sort: 'paramKey', order: 'descend', pageSize: 100 })).list.map((r: Row) => r.paramKey);
    expect(descending).toEqual([...descending].sort().reverse());
    const refused = await list(admin, { sort: 'paramValue' });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toContain('paramValue');
    for (const paging of [{ currentPage: 0 }, { pageSize: 'many' }, { currentPage: '9'.repeat(30) }] as Record<string, string | number>[]) expect((await list(admin, paging)).http).toBe(400);
  });

  it('shows each tenant its own rows only', async () => {
    const harborRows = expectOk(await list(harbor, { pageSize: 100 })).list;
    expect(harborRows.map((r: Row) => r.paramKey).sort()).toEqual(['customs.defaultCurrency', 'load.weightToleranceKg', 'load.weightTolerancePercent', 'system.title']);
    const demoIds = new Set(expectOk(await list(admin, { pageSize: 100 })).list.map((r: Row) => r.id));
    expect(harborRows.some((r: Row) => demoIds.has(r.id))).toBe(false);
  });
});

describe('addSysparam and updateSysparam', () => {
  it('creates a row at version 1 stamped with the caller, and lists it', async () => {
    const before = server.clock.now();
    const row = expectOk(await add(admin, { ...fresh(), remark: '备注', ext: { colour: 'blue' } }));
    expect(row).toMatchObject({ id: expect.any(Number), version: 1, createdBy: 'admin', updatedBy: 'admin', remark: '备注', ext: { colour: 'blue' } });
    expect(row).not.toHaveProperty('tenantId');
    expect(new Date(row.createdAt).getTime()).toBe(before);
    expect(expectOk(await list(admin, { paramKey: row.paramKey })).list).toEqual([row]);
  });

  it('refuses id, version and tenantId on create, and unknown fields', async () => {
    const reply = await add(admin, { ...fresh(), id: 5, version: 1, tenantId: 2, colour: 'blue' });
    expect(reply.http).toBe(400);
    expect(Object.keys(reply.body.data.fields).sort()).toEqual(['colour', 'id', 'tenantId', 'version']);
  });

  it('names each bad field with the rule it breaks, in the request language', async () => {
    expect400(await add(admin, { paramKey: 'a.b', paramValue: 'x' }), { paramName: '参数名称不能为空' });
    expect400(await add(admin, { ...fresh(), paramName: '   ' }), { paramName: '参数名称不能为空' });
    expect400(await add(admin, fresh({ paramName: 'x'.repeat(101) })), { paramName: '参数名称不能超过100个字符' });
    expect400(await add(admin, fresh({ paramKey: '1abc' })), { paramKey: '参数键格式不正确：以英文字母开头，只含字母、数字和 _ . -（如 order.autoConfirmDays）' });
    expect400(await add(admin, fresh({ paramValue: 42 })), { paramValue: '参数值应为文本' });
    const english = new TestClient(server.url, 'en');
    english.token = admin.token;
    expect400(await add(english, { paramKey: 'bad key!', paramValue: 'x' }), { paramName: 'Name is required', paramKey: 'Key is not in the expected format: a letter first, then only letters, digits, _ . or - (e.g. order.autoConfirmDays)' });
    expect((await add(english, { paramKey: 'bad key!' })).body.message).toMatch(/^Invalid request: /);
  });

  it('refuses a second row with the same key, naming the field, in both languages', async () => {
    const reply = await add(admin, fresh({ paramKey: 'system.title' }));
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ code: 400, message: '参数键 已存在', data: { fields: { paramKey: '参数键 已存在' } } });
    const english = new TestClient(server.url, 'en');
    english.token = admin.token;
    expect((await add(english, fresh({ paramKey: 'system.title' }))).body.message).toBe('Key already exists');
    // the key is unique per tenant: harbor has no login.captcha yet
    expectOk(await add(harbor, fresh({ paramKey: 'login.captcha' })));
    const [row] = expectOk(await list(admin, { paramKey: 'upload.maxSizeMb' })).list;
    const clash = await update(admin, { ...row, paramKey: 'system.title' });
    expect(clash.body).toMatchObject({ code: 400, data: { fields: { paramKey: '参数键 已存在' } } });
  });

  it('updates a row sent back as it was read, bumping its version; a stale version is 409', async () => {
    const row = expectOk(await add(admin, fresh()));
    const later = server.clock.now() + 60_000;
    server.clock.set(later);
    const updated = expectOk(await update(admin, { ...row, paramValue: 'new value' }));
    expect(updated).toMatchObject({ id: row.id, version: 2, paramValue: 'new value', createdAt: row.createdAt, updatedAt: new Date(later).toISOString() });
    const stale = await update(admin, { ...row, paramValue: 'lost update' });
    expect(stale.http).toBe(409);
    expect(stale.body).toMatchObject({ code: 409, message: '数据已被他人修改，请刷新后重试' });
    expect(expectOk(await list(admin, { paramKey: row.paramKey })).list[0].paramValue).toBe('new value');
    expect(expectOk(await update(admin, { ...updated, remark: null })).version).toBe(3);
  });

  it('updates partially: fields left out keep their values, required ones sent may not be empty, ext merges', async () => {
    const row = expectOk(await add(admin, { ...fresh(), remark: '留着', ext: { colour: 'blue', size: 'L' } }));
    const updated = expectOk(await update(admin, { id: row.id, version: row.version, paramValue: 'only this', ext: { size: 'XL' } }));
    expect(updated).toMatchObject({ version: 2, paramName: row.paramName, paramKey: row.paramKey, paramValue: 'only this', remark: '留着', ext: { colour: 'blue', size: 'XL' } });
    expect400(await update(admin, { id: row.id, version: 2, paramName: ' ' }), { paramName: '参数名称不能为空' });
    expect400(await update(admin, { id: row.id, version: 2, paramName: null }), { paramName: '参数名称不能为空' });
    expect(expectOk(await list(admin, { paramKey: row.paramKey })).list[0]).toMatchObject({ version: 2, paramName: row.paramName });
  });

  it('needs id and version on update, and finds only the caller\'s rows', async () => {
    const row = expectOk(await add(admin, fresh()));
    const { id: _id, version: _version, ...rest } = row;
    expect((await update(admin, rest)).body.data.fields).toMatchObject({ id: expect.any(String), version: expect.any(String) });
    expect((await update(admin, { ...row, id: 999_999 })).http).toBe(404);
    const foreign = await update(harbor, { ...row, paramValue: 'taken over' });
    expect(foreign.http).toBe(404);
    expect(expectOk(await list(admin, { paramKey: row.paramKey })).list[0].paramValue).toBe(row.paramValue);
  });
});

describe('deleteSysparam', () => {
  it('deletes one row by id and several by ids', async () => {
    const [a, b, c] = [expectOk(await add(admin, fresh())), expectOk(await add(admin, fresh())), expectOk(await add(admin, fresh()))];
    expect(expectOk(await remove(admin, { id: a.id }))).toEqual({ deleted: 1 });
    expect(expectOk(await remove(admin, { ids: `${b.id},${c.id}` }))).toEqual({ deleted: 2 });
    for (const row of [a, b, c]) expect(expectOk(await list(admin, { paramKey: row.paramKey })).total).toBe(0);
    expect((await remove(admin, { id: a.id })).http).toBe(404);
  });

  it('deletes nothing when one id of a batch is another tenant\'s', async () => {
    const mine = expectOk(await add(admin, fresh()));
    const theirs = expectOk(await add(harbor, fresh()));
    const reply = await remove(admin, { ids: `${mine.id},${theirs.id}` });
    expect(reply.http).toBe(404);
    expect(reply.body.message).toContain(String(theirs.id));
    expect(expectOk(await list(admin, { paramKey: mine.paramKey })).total).toBe(1);
    expect(expectOk(await list(harbor, { paramKey: theirs.paramKey })).total).toBe(1);
  });

  it('refuses a delete without ids, or with ids that are not row ids', async () => {
    for (const query of [{}, { ids: '1,,2' }, { ids: 'a' }, { id: 0 }, { id: '99999999999' }, { ids: `1,${'9'.repeat(15)}` }] as Record<string, string | number>[]) {
      const reply = await remove(admin, query);
      expect(reply.http, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('the audit log', () => {
  it('records create, update and delete with the changed fields from → to', async () => {
    const row = expectOk(await add(admin, fresh({ remark: '第一版' })));
    const updated = expectOk(await update(admin, { ...row, paramValue: 'v2', remark: null }));
    expectOk(await remove(admin, { id: row.id }));
    const entries = expectOk(await admin.request('GET', '/api/clearway/audit', { query: { entity: 'admin.sysparam', rowId: row.id } }));
    expect(entries.total).toBe(3);
    expect(entries.list.map((e: Row) => e.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, changed, created] = entries.list;
    expect(created.changed).toEqual({ paramName: [null, row.paramName], paramKey: [null, row.paramKey], paramValue: [null, row.paramValue], remark: [null, '第一版'] });
    expect(changed.changed).toEqual({ paramValue: [row.paramValue, 'v2'], remark: ['第一版', null] });
    expect(deleted.changed).toEqual({ paramName: [updated.paramName, null], paramKey: [updated.paramKey, null], paramValue: ['v2', null] });
    for (const entry of entries.list) expect(entry).toMatchObject({ entityId: 'admin.sysparam', rowId: row.id, username: 'admin', at: expect.any(String) });
  });

  it('keeps each tenant\'s log to itself', async () => {
    const theirs = expectOk(await add(harbor, fresh()));
    expect(expectOk(await admin.request('GET', '/api/clearway/audit', { query: { entity: 'admin.sysparam', rowId: theirs.id } })).total).toBe(0);
    expect(expectOk(await harbor.request('GET', '/api/clearway/audit', { query: { rowId: theirs.id } })).total).toBe(1);
  });
});

describe('the demo seed', () => {
  it('adds nothing on a second run and leaves what people changed', async () => {
    const [title] = expectOk(await list(admin, { paramKey: 'system.title' })).list;
    expectOk(await update(admin, { ...title, paramValue: '我们的平台' }));
    const before = expectOk(await list(admin, { pageSize: 1000 })).total;
    await seedDemoData(server.ctx.db);
    expect(expectOk(await list(admin, { pageSize: 1000 })).total).toBe(before);
    expect(expectOk(await list(admin, { paramKey: 'system.title' })).list[0].paramValue).toBe('我们的平台');
  });
});
