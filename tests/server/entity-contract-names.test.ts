/**
 * The contract's own call names over real HTTP (spec 02 §7), served by the entity router: an admin path in both
 * spellings (camel case and the old capitalised one), the customs pattern (query…PageList with filters and paging in
 * the JSON body, query…Detail by GET, save/update/remove, blob export), the /api/bdtibs/<entity>/ style with its own
 * verbs and methods (PUT update, DELETE remove), another tenant's row, a user without the grant, and the OpenAPI
 * document listing them.
 */
import { defaultEntityRegistry, EntityRegistry } from '../../server/entity/entity-registry';
import { compileEntity } from '../../engine/schema/entity-model';
import { validateEntityJson } from '../../engine/schema/entity-check';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { TestClient, expectOk } from './http-client';
import { startSignedIn, type TestServer } from './test-server';

const t = (zh: string, en: string) => ({ zh, en });

const fields: EntitySchema['fields'] = {
  itemCode: { type: 'string', title: t('编码', 'Code'), required: true, maxLength: 20 },
  itemName: { type: 'string', title: t('名称', 'Name'), maxLength: 50, 'x-filter': { op: 'like' } },
  weight: { type: 'number', title: t('重量', 'Weight'), minimum: 0 },
};
const list = { columns: ['itemCode', 'itemName', 'weight'], filters: ['itemCode', 'itemName'] };
const actions = { create: { action: 'create' }, edit: { action: 'edit' }, delete: { action: 'delete' } };

/** The admin pattern with the entity's camel case in its call names. */
const MENU: EntitySchema = {
  id: 'test.contractMenu', title: t('菜单', 'Menus'), api: { pattern: 'admin', entity: 'testmenu', name: 'TestMenu' },
  storage: { table: 'test_contract_menu' }, fields, list, actions,
};

/** The customs pattern. */
const CARGO: EntitySchema = {
  id: 'test.contractCargo', title: t('货物', 'Cargo'), api: { pattern: 'customs', entity: 'TestCargo', export: true },
  storage: { table: 'test_contract_cargo' }, fields, list, actions,
};

/** The /api/bdtibs/<entity>/ style: save POST, update PUT, remove DELETE, exportTestSubject. */
const SUBJECT: EntitySchema = {
  id: 'test.contractSubject', title: t('科目', 'Subjects'),
  api: {
    pattern: 'customs', entity: 'TestSubject', base: '/api/bdtibs/testSubject', export: true,
    calls: { create: { name: 'save' }, update: { name: 'update', method: 'PUT' }, remove: { name: 'remove', method: 'DELETE' } },
  },
  storage: { table: 'test_contract_subject' }, fields, list, actions,
};

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

beforeAll(async () => {
  for (const schema of [MENU, CARGO, SUBJECT]) expect(validateEntityJson(schema)).toEqual([]);
  const entities = new EntityRegistry([...defaultEntityRegistry().all(), ...[MENU, CARGO, SUBJECT].map((s) => compileEntity(structuredClone(s)))]);
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin'], {}, { entities }));
});
afterAll(async () => server?.close());

const CUSTOMS = '/api/bdtibs/customs';

describe('admin call names', () => {
  it('answers the camel-case name and the old spelling alike, the path segment as declared', async () => {
    expectOk(await admin.request('POST', '/api/admin/testmenu/addTestMenu', { json: { itemCode: 'M1', itemName: '菜单一' } }));
    for (const spelling of ['queryTestMenu', 'queryTestmenu', 'QUERYTESTMENU']) {
      const page = expectOk(await admin.request('GET', `/api/admin/testmenu/${spelling}`, { query: { itemCode: 'M1' } }));
      expect(page).toMatchObject({ total: 1, currentPage: 1 });
      expect(page.list[0]).toMatchObject({ itemCode: 'M1' });
    }
    // The repository's own admin entity too.
    expect(expectOk(await admin.request('GET', '/api/admin/sysparam/querySysParam'))).toHaveProperty('list');
    expect(expectOk(await admin.request('GET', '/api/admin/sysparam/querySysparam'))).toHaveProperty('list');
  });

  it('keeps the usual 404 for an unknown call, and for a known path with another method', async () => {
    const unknown = await admin.request('GET', '/api/admin/testmenu/queryNothing');
    expect(unknown.http).toBe(404);
    expect(unknown.body).toMatchObject({ code: 404, message: '接口不存在：/api/admin/testmenu/queryNothing' });
    expect((await admin.request('DELETE', '/api/admin/testmenu/queryTestMenu')).http).toBe(404);
  });

  it('leaves hand-written routes under the same prefixes alone', async () => {
    const reply = await admin.request('GET', '/api/bdtibs/base/queryCurrentLoginEmployee');
    expect(reply.http).not.toBe(404);
  });
});

describe('the customs pattern', () => {
  it('saves, pages with filters and paging in the JSON body, reads one by id, updates and removes', async () => {
    const a = expectOk(await admin.request('POST', `${CUSTOMS}/saveTestCargo`, { json: { itemCode: 'C1', itemName: '电子产品', weight: 1.5 } }));
    expectOk(await admin.request('POST', `${CUSTOMS}/saveTestCargo`, { json: { itemCode: 'C2', itemName: '电子配件' } }));
    expectOk(await admin.request('POST', `${CUSTOMS}/saveTestCargo`, { json: { itemCode: 'C3', itemName: '服装' } }));

    const page = expectOk(await admin.request('POST', `${CUSTOMS}/queryTestCargoPageList`, { json: { itemName: '电子', currentPage: 2, pageSize: 1 } }));
    expect(page).toMatchObject({ total: 2, currentPage: 2, pageSize: 1 });
    expect(page.list).toHaveLength(1);
    const nested = expectOk(await admin.request('POST', `${CUSTOMS}/queryTestCargoPageList`, { json: { filters: { itemCode: 'C3' } } }));
    expect(nested.list.map((row: { itemCode: string }) => row.itemCode)).toEqual(['C3']);

    const detail = expectOk(await admin.request('GET', `${CUSTOMS}/queryTestCargoDetail`, { query: { id: a.id } }));
    expect(detail).toMatchObject({ id: a.id, itemCode: 'C1', itemName: '电子产品', version: 1 });

    const updated = expectOk(await admin.request('POST', `${CUSTOMS}/updateTestCargo`, { json: { ...detail, itemName: '电子产品（新）' } }));
    expect(updated).toMatchObject({ itemName: '电子产品（新）', version: 2 });
    expect(expectOk(await admin.request('POST', `${CUSTOMS}/removeTestCargo`, { json: { id: a.id } }))).toEqual({ deleted: 1 });
    expect((await admin.request('GET', `${CUSTOMS}/queryTestCargoDetail`, { query: { id: a.id } })).http).toBe(404);
  });

  it('checks the detail input as Fastify did: a clear 400 naming id', async () => {
    const missing = await admin.request('GET', `${CUSTOMS}/queryTestCargoDetail`);
    expect(missing.http).toBe(400);
    expect(missing.body.data.fields).toHaveProperty('id');
    expect((await admin.request('GET', `${CUSTOMS}/queryTestCargoDetail`, { query: { id: 'abc' } })).http).toBe(400);
  });

  it("answers 404 for another tenant's row, and the other tenant sees none of ours in its list", async () => {
    const ours = expectOk(await admin.request('POST', `${CUSTOMS}/saveTestCargo`, { json: { itemCode: 'C9', itemName: '机密' } }));
    const theirs = await harbor.request('GET', `${CUSTOMS}/queryTestCargoDetail`, { query: { id: ours.id } });
    expect(theirs.http).toBe(404);
    expect(theirs.body.code).toBe(404);
    expect(expectOk(await harbor.request('POST', `${CUSTOMS}/queryTestCargoPageList`, { json: {} })).total).toBe(0);
    expect((await harbor.request('POST', `${CUSTOMS}/removeTestCargo`, { json: { id: ours.id } })).http).toBe(404);
  });

  it('exports the filtered rows as a file', async () => {
    const response = await fetch(`${server.url}${CUSTOMS}/exportTestCargo`, {
      method: 'POST', headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ filters: { itemName: '服装' } }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('refuses a user without the grant on every call', async () => {
    expect((await operator.request('POST', `${CUSTOMS}/queryTestCargoPageList`, { json: {} })).http).toBe(403);
    expect((await operator.request('GET', `${CUSTOMS}/queryTestCargoDetail`, { query: { id: 1 } })).http).toBe(403);
    expect((await operator.request('POST', `${CUSTOMS}/saveTestCargo`, { json: { itemCode: 'X1' } })).http).toBe(403);
  });
});

describe('per-role verbs and methods (the /api/bdtibs/<entity>/ style)', () => {
  it('saves with POST save, updates with PUT update, removes with DELETE remove', async () => {
    const base = '/api/bdtibs/testSubject';
    const saved = expectOk(await admin.request('POST', `${base}/save`, { json: { itemCode: 'S1', itemName: '银行存款' } }));
    expect((await admin.request('POST', `${base}/update`, { json: { ...saved, itemName: 'x' } })).http).toBe(404);
    const updated = expectOk(await admin.request('PUT', `${base}/update`, { json: { ...saved, itemName: '现金' } }));
    expect(updated).toMatchObject({ itemName: '现金', version: 2 });
    expect(expectOk(await admin.request('DELETE', `${base}/remove`, { query: { id: saved.id } }))).toEqual({ deleted: 1 });
    expect((await operator.request('DELETE', `${base}/remove`, { query: { id: saved.id } })).http).toBe(403);
  });
});

describe('a registry swapped at run time', () => {
  it('is read on every request: a renamed call answers at once, the old name is gone', async () => {
    const before = server.ctx.entities;
    const renamed: EntitySchema = { ...MENU, api: { pattern: 'admin', entity: 'renamedmenu', name: 'RenamedMenu' } };
    server.ctx.entities = new EntityRegistry([...before.all().filter((m) => m.id !== MENU.id), compileEntity(structuredClone(renamed))]);
    try {
      expect(expectOk(await admin.request('GET', '/api/admin/renamedmenu/queryRenamedMenu'))).toHaveProperty('list');
      expect((await admin.request('GET', '/api/admin/testmenu/queryTestMenu')).http).toBe(404);
    } finally {
      server.ctx.entities = before;
    }
    expect(expectOk(await admin.request('GET', '/api/admin/testmenu/queryTestMenu'))).toHaveProperty('list');
  });
});

describe('the OpenAPI document', () => {
  it('lists every entity call with its input, as the spec spells it', async () => {
    const document = await (await fetch(`${server.url}/api/clearway/openapi.json`)).json() as { paths: Record<string, Record<string, any>> };
    const { paths } = document;
    expect(paths['/api/admin/testmenu/queryTestMenu']?.get).toBeDefined();
    expect(paths['/api/admin/sysparam/querySysparam']?.get?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'currentPage', in: 'query' })]));
    expect(paths[`${CUSTOMS}/queryTestCargoPageList`]?.post?.requestBody?.content['application/json'].schema.properties).toHaveProperty('pageSize');
    expect(paths[`${CUSTOMS}/queryTestCargoDetail`]?.get?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'query', required: true })]);
    expect(paths[`${CUSTOMS}/saveTestCargo`]?.post?.requestBody?.content['application/json'].schema.properties).toHaveProperty('itemCode');
    expect(paths['/api/bdtibs/testSubject/update']?.put).toBeDefined();
    expect(paths['/api/bdtibs/testSubject/remove']?.delete?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id' })]));
    expect(paths['/api/bdtibs/base/importCarrier']?.post?.requestBody?.content).toHaveProperty('multipart/form-data');
    // The catch-all routes themselves stay out of it.
    expect(Object.keys(paths).filter((path) => path.endsWith('*'))).toEqual([]);
  });
});
