/**
 * Lines with a lifecycle of their own, under a header with totals over them (throwaway schemas served next to the
 * repository's): a line saved with its header starts in its lifecycle's initial state whatever was sent, a header's
 * save never moves a line's state, and lines a command appends recompute the header's totals.
 */
import { sql } from 'kysely';
import { defaultEntityRegistry, EntityRegistry } from '../../server/entity/entity-registry';
import { entityServiceFor } from '../../server/entity/entity-service-for';
import type { WriteContext } from '../../server/entity/entity-service';
import { compileEntity } from '../../engine/schema/entity-model';
import { validateEntityJson } from '../../engine/schema/entity-check';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { TestClient, expectOk } from './http-client';
import { startTestServer, signInAs, type TestServer } from './test-server';

const t = (zh: string, en: string) => ({ zh, en });

const PALLET: EntitySchema = {
  id: 'test.pallet',
  title: t('测试托盘', 'Test pallets'),
  api: { pattern: 'base', entity: 'TestPallet', list: { qid: 'FIND_TEST_PALLET' } },
  storage: { table: 'test_pallet', unique: [['palletNo']] },
  fields: {
    palletNo: { type: 'string', title: t('托盘号', 'Pallet no.'), required: true, maxLength: 20 },
    totalWeight: { type: 'number', title: t('总重', 'Total weight'), readOnly: true, 'x-compute': 'sum(cartons.weight)' },
  },
  list: { columns: ['palletNo', 'totalWeight'] },
  actions: { create: { action: 'create' }, edit: { action: 'edit' } },
  children: { cartons: { entity: 'test.carton', maxLines: 50 } },
};

const CARTON: EntitySchema = {
  id: 'test.carton',
  title: t('箱', 'Cartons'),
  api: { pattern: 'base', entity: 'TestCarton', list: { qid: 'FIND_TEST_CARTON' } },
  storage: { table: 'test_carton' },
  parent: { entity: 'test.pallet', field: 'palletId' },
  fields: {
    palletId: { type: 'integer', title: t('托盘', 'Pallet'), required: true },
    cartonNo: { type: 'string', title: t('箱号', 'Carton no.'), required: true, maxLength: 20 },
    weight: { type: 'number', title: t('重量', 'Weight'), minimum: 0 },
    cartonState: { type: 'string', title: t('状态', 'State'), readOnly: true, maxLength: 10 },
  },
  states: {
    field: 'cartonState', initial: 'loaded',
    values: { loaded: t('已装', 'Loaded'), refused: t('拒收', 'Refused') },
    transitions: { refuse: { from: ['loaded'], to: 'refused', title: t('拒收', 'Refuse') } },
  },
  list: { columns: ['cartonNo', 'weight', 'cartonState'], filters: ['palletId'] },
  actions: { create: { action: 'create' }, edit: { action: 'edit' } },
};

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  for (const schema of [PALLET, CARTON]) expect(validateEntityJson(schema)).toEqual([]);
  const entities = new EntityRegistry([...defaultEntityRegistry().all(), compileEntity(structuredClone(PALLET)), compileEntity(structuredClone(CARTON))]);
  server = await startTestServer({}, { entities });
  admin = await signInAs(server, 'admin');
});
afterAll(async () => server?.close());

const statesOf = async (palletId: number) =>
  (await sql<{ cartonNo: string; cartonState: string }>`SELECT carton_no, carton_state FROM test_carton WHERE pallet_id = ${palletId} ORDER BY carton_no`.execute(server.ctx.db)).rows;

it('starts lines saved with their header in the initial state, and a header save does not move them', async () => {
  const pallet = expectOk(await admin.request('POST', '/api/bdtibs/base/saveTestPallet', { json: { palletNo: 'P1', cartons: [{ cartonNo: 'C1', weight: 2, cartonState: 'refused' }, { cartonNo: 'C2', weight: 3 }] } }));
  expect(await statesOf(pallet.id)).toEqual([{ cartonNo: 'C1', cartonState: 'loaded' }, { cartonNo: 'C2', cartonState: 'loaded' }]);
  expect(Number(pallet.totalWeight)).toBe(5);
  const [c1, c2] = pallet.cartons;
  expectOk(await admin.request('POST', '/api/bdtibs/base/updateTestPallet', { json: { ...pallet, cartons: [{ ...c1, cartonState: 'refused' }, c2] } }));
  expect((await statesOf(pallet.id)).map((c) => c.cartonState)).toEqual(['loaded', 'loaded']);
});

it('recomputes the header\'s totals over lines a command appends, which start in the initial state', async () => {
  const pallet = expectOk(await admin.request('POST', '/api/bdtibs/base/saveTestPallet', { json: { palletNo: 'P2', cartons: [{ cartonNo: 'D1', weight: 1 }] } }));
  const service = entityServiceFor(server.ctx);
  const model = server.ctx.entities.get('test.pallet')!;
  const tenantId = (await sql<{ id: number }>`SELECT id FROM tenant WHERE tenant_code = 'demo'`.execute(server.ctx.db)).rows[0]!.id;
  await server.ctx.db.transaction().execute(async (trx) => {
    const ctx: WriteContext = { db: trx, lang: 'zh', user: { id: 0, tenantId, tenantCode: 'demo', username: 'admin', nickname: '系统管理员', isAdmin: true, ownerSiteCode: null, employeeCode: null, subjectId: 't', sessionId: 't', roles: ['ROLE_ADMIN'] } };
    const row = await service.lockRow(ctx, model, pallet.id);
    await service.appendLines(ctx, model, row, 'cartons', [{ cartonNo: 'D2', weight: 4 }, { cartonNo: 'D3', weight: 2.5, cartonState: 'refused' }]);
  });
  const stored = (await sql<{ totalWeight: string }>`SELECT total_weight FROM test_pallet WHERE id = ${pallet.id}`.execute(server.ctx.db)).rows[0]!;
  expect(Number(stored.totalWeight)).toBe(7.5);
  expect((await statesOf(pallet.id)).map((c) => c.cartonState)).toEqual(['loaded', 'loaded', 'loaded']);
});
