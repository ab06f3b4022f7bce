/**
 * A reference to a tree entity (`x-ref.tree`) over real HTTP, on two throwaway entities: the picker's options are the
 * target's whole tree, nested, of the caller's tenant only, asked with the referring page's grant; a written value
 * is checked like any reference's.
 */
import { compileEntity } from '../../engine/schema/entity-model';
import { validateEntityJson } from '../../engine/schema/entity-check';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { EntityRegistry, loadEntityRegistry } from '../../server/entity/entity-registry';
import { TestClient, expectOk } from './http-client';
import { startSignedIn, type TestServer } from './test-server';

const t = (zh: string, en: string) => ({ zh, en });

const ZONE: EntitySchema = {
  id: 'test.zone',
  title: t('库区', 'Zones'),
  api: { pattern: 'admin', entity: 'zone' },
  storage: { table: 'test_zone', unique: [['zoneCode']] },
  tree: { parent: 'parentId', label: 'zoneName', sequence: 'seq' },
  fields: {
    zoneCode: { type: 'string', title: t('库区编码', 'Code'), required: true, maxLength: 20 },
    zoneName: { type: 'string', title: t('库区名称', 'Name'), required: true, maxLength: 50 },
    parentId: { type: 'integer', title: t('上级库区', 'Parent') },
    seq: { type: 'integer', title: t('排序', 'Order') },
  },
  list: { columns: ['zoneName', 'zoneCode'], filters: ['zoneName', 'zoneCode'] },
  actions: { create: { action: 'create' } },
};

const SHELF: EntitySchema = {
  id: 'test.shelf',
  title: t('货架', 'Shelves'),
  api: { pattern: 'admin', entity: 'shelf' },
  storage: { table: 'test_shelf' },
  fields: {
    shelfCode: { type: 'string', title: t('货架编码', 'Shelf'), required: true, maxLength: 20 },
    zoneCode: { type: 'string', title: t('所属库区', 'Zone'), required: true, maxLength: 20, 'x-ref': { entity: 'test.zone', value: 'zoneCode', label: 'zoneName', tree: true } },
  },
  list: { columns: ['shelfCode', 'zoneCode'] },
  actions: { create: { action: 'create' } },
};

let server: TestServer;
let admin: TestClient;
let harbor: TestClient;
let operator: TestClient;

beforeAll(async () => {
  expect(validateEntityJson(ZONE)).toEqual([]);
  expect(validateEntityJson(SHELF)).toEqual([]);
  const entities = new EntityRegistry([...loadEntityRegistry().all(), compileEntity(structuredClone(ZONE)), compileEntity(structuredClone(SHELF))]);
  ({ server, as: { admin, harbor_admin: harbor, operator } } = await startSignedIn(['admin', 'harbor_admin', 'operator'], {}, { entities }));
  const add = async (client: TestClient, row: Record<string, unknown>) => expectOk(await client.request('POST', '/api/admin/zone/addZone', { json: row }));
  const a = await add(admin, { zoneCode: 'A', zoneName: '常温区', seq: 1 });
  await add(admin, { zoneCode: 'A1', zoneName: '常温一排', parentId: a.id, seq: 1 });
  await add(admin, { zoneCode: 'C', zoneName: '冷藏区', seq: 2 });
  await add(harbor, { zoneCode: 'HZ', zoneName: '海港库区', seq: 1 });
});
afterAll(async () => server?.close());

const treeOptions = (client: TestClient) => client.request('POST', '/api/clearway/references/options', { json: { entity: 'test.shelf', field: 'zoneCode', tree: true } });

describe('a reference to a tree', () => {
  it("offers the target's whole tree, nested and in sequence order, by the reference's value and label", async () => {
    expect(expectOk(await treeOptions(admin))).toEqual([
      { value: 'A', label: '常温区', children: [{ value: 'A1', label: '常温一排' }] },
      { value: 'C', label: '冷藏区' },
    ]);
  });

  it("offers another tenant only its own tree, and a user without the referring page's grant nothing", async () => {
    expect(expectOk(await treeOptions(harbor))).toEqual([{ value: 'HZ', label: '海港库区' }]);
    expect((await treeOptions(operator)).http).toBe(403);
  });

  it('refuses a tree read for a reference that is not a tree one', async () => {
    const reply = await admin.request('POST', '/api/clearway/references/options', { json: { entity: 'base.employee', field: 'departmentCode', tree: true } });
    expect(reply.http).toBe(404);
  });

  it('checks a written value like any reference: a node of the tree, not another tenant\'s', async () => {
    expect(expectOk(await admin.request('POST', '/api/admin/shelf/addShelf', { json: { shelfCode: 'S1', zoneCode: 'A1' } }))).toMatchObject({ zoneCode: 'A1' });
    const foreign = await admin.request('POST', '/api/admin/shelf/addShelf', { json: { shelfCode: 'S2', zoneCode: 'HZ' } });
    expect(foreign.http).toBe(400);
    expect(foreign.body.data.fields).toEqual({ zoneCode: '所属库区 不存在' });
  });
});
