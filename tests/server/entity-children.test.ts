/**
 * Child tables (master–detail) over real HTTP, with a throwaway header and child schema served next to the
 * repository's: header and lines saved in one transaction, a bad line refused naming the line with nothing written,
 * another tenant's lines refused, the child's list paged and scoped by its header, the header's delete taking its
 * lines, and a user without the grant refused.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { defaultEntityRegistry, EntityRegistry } from '../../server/entity/entity-registry';
import { compileEntity } from '../../engine/schema/entity-model';
import { validateEntityJson } from '../../engine/schema/entity-check';
import { childLinkProblems, childShapeProblems } from '../../engine/schema/child-check';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { TestClient, expectOk } from './http-client';
import { startTestServer, signInAs, type TestServer } from './test-server';

const t = (zh: string, en: string) => ({ zh, en });

const ORDER: EntitySchema = {
  id: 'test.parcelOrder',
  title: t('测试订单', 'Test orders'),
  api: { pattern: 'base', entity: 'ParcelOrder', list: { qid: 'FIND_TEST_PARCEL_ORDER' } },
  storage: { table: 'test_parcel_order', unique: [['orderNo']] },
  fields: {
    orderNo: { type: 'string', title: t('订单号', 'Order no.'), required: true, maxLength: 20 },
    remark: { type: 'string', title: t('备注', 'Remark'), maxLength: 100 },
  },
  list: { columns: ['orderNo', 'remark'] },
  actions: { create: { action: 'create' }, edit: { action: 'edit' }, delete: { action: 'delete' } },
  children: { boxes: { entity: 'test.parcelBox', maxLines: 50 } },
};

const BOX: EntitySchema = {
  id: 'test.parcelBox',
  title: t('箱子', 'Boxes'),
  api: { pattern: 'base', entity: 'ParcelBox', list: { qid: 'FIND_TEST_PARCEL_BOX' } },
  storage: { table: 'test_parcel_box' },
  parent: { entity: 'test.parcelOrder', field: 'orderId' },
  fields: {
    orderId: { type: 'integer', title: t('订单', 'Order'), required: true },
    boxNo: { type: 'string', title: t('箱号', 'Box no.'), required: true, maxLength: 20 },
    weight: { type: 'number', title: t('重量', 'Weight'), minimum: 0 },
  },
  list: { columns: ['boxNo', 'weight'], filters: ['orderId'], defaultSort: { field: 'boxNo', order: 'asc' }, pageSize: 2 },
  actions: { create: { action: 'create' }, edit: { action: 'edit' }, delete: { action: 'delete' } },
};

let server: TestServer;
let admin: TestClient;
let adminEn: TestClient;
let operator: TestClient;
let harbor: TestClient;

beforeAll(async () => {
  const byId = new Map([[ORDER.id, ORDER], [BOX.id, BOX]]);
  for (const schema of [ORDER, BOX]) {
    expect(validateEntityJson(schema)).toEqual([]);
    expect([...childShapeProblems(schema), ...childLinkProblems(schema, byId)]).toEqual([]);
  }
  const entities = new EntityRegistry([...defaultEntityRegistry().all(), compileEntity(structuredClone(ORDER)), compileEntity(structuredClone(BOX))]);
  server = await startTestServer({}, { entities });
  admin = await signInAs(server, 'admin');
  adminEn = await signInAs(server, 'admin', 'en');
  operator = await signInAs(server, 'operator');
  harbor = await signInAs(server, 'harbor_admin');
});
afterAll(async () => server?.close());

let counter = 0;
const save = (body: Record<string, unknown>, client = admin) => client.request('POST', '/api/bdtibs/base/saveParcelOrder', { json: { orderNo: `PO${++counter}`, ...body } });
const update = (body: unknown, client = admin) => client.request('POST', '/api/bdtibs/base/updateParcelOrder', { json: body });
const boxesOf = (orderId: number, client = admin, extra: Record<string, string | number> = {}) =>
  client.query('findPageByCallId', { qid: 'FIND_TEST_PARCEL_BOX', orderId, currentPage: 1, pageSize: 10, ...extra });
const countBoxes = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM test_parcel_box`.execute(server.ctx.db)).rows[0]!.n);

describe('child tables', () => {
  it('makes the child table with a cascading foreign key to the header and an index on the parent field', async () => {
    const fk = await sql<{ def: string }>`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'test_parcel_box'::regclass AND contype = 'f'`.execute(server.ctx.db);
    expect(fk.rows.map((r) => r.def)).toContain('FOREIGN KEY (order_id) REFERENCES test_parcel_order(id) ON DELETE CASCADE');
    const indexes = await sql<{ def: string }>`SELECT indexdef AS def FROM pg_indexes WHERE tablename = 'test_parcel_box'`.execute(server.ctx.db);
    expect(indexes.rows.some((r) => r.def.includes('(tenant_id, order_id)'))).toBe(true);
  });

  it('saves a header and its lines together, and answers with both', async () => {
    const order = expectOk(await save({ boxes: [{ boxNo: 'B1', weight: 1.5 }, { boxNo: 'B2' }] }));
    expect(order.boxes).toHaveLength(2);
    expect(order.boxes[0]).toMatchObject({ boxNo: 'B1', orderId: order.id, version: 1 });
    const page = expectOk(await boxesOf(order.id));
    expect(page.list.map((b: { boxNo: string }) => b.boxNo)).toEqual(['B1', 'B2']);
  });

  it('updates sent lines at their version, inserts new ones and deletes those left out', async () => {
    const order = expectOk(await save({ boxes: [{ boxNo: 'A1' }, { boxNo: 'A2' }, { boxNo: 'A3' }] }));
    const [a1, , a3] = order.boxes;
    const next = expectOk(await update({ ...order, boxes: [{ ...a1, weight: 9 }, a3, { boxNo: 'A4' }] }));
    expect(next.version).toBe(2);
    expect(next.boxes.map((b: { boxNo: string; version: number }) => [b.boxNo, b.version])).toEqual([['A1', 2], ['A3', 2], ['A4', 1]]);
    const page = expectOk(await boxesOf(order.id));
    expect(page.list.map((b: { boxNo: string }) => b.boxNo)).toEqual(['A1', 'A3', 'A4']);
    // A header update without the child key leaves the lines as they are.
    expectOk(await update({ ...next, boxes: undefined, remark: 'only the header' }));
    expect(expectOk(await boxesOf(order.id)).total).toBe(3);
    // A stale line is a 409, like a stale row.
    const stale = await update({ ...next, version: 3, boxes: [{ ...a1 }] });
    expect(stale.http).toBe(409);
  });

  it('refuses a bad line with a 400 naming the line, and writes nothing', async () => {
    const before = await countBoxes();
    const bad = await save({ boxes: [{ boxNo: 'OK' }, { boxNo: 'OK2' }, { weight: -1 }] });
    expect(bad.http).toBe(400);
    expect(Object.keys(bad.body.data.fields)).toEqual(expect.arrayContaining(['boxes[2].boxNo', 'boxes[2].weight']));
    expect(bad.body.message).toContain('箱子 第 3 行');
    const en = await save({ boxes: [{ boxNo: '' }] }, adminEn);
    expect(en.body.message).toContain('Boxes line 1');
    expect(await countBoxes()).toBe(before);
    const tooMany = await save({ boxes: Array.from({ length: 51 }, (_, i) => ({ boxNo: `M${i}` })) });
    expect(tooMany.http).toBe(400);
    expect(tooMany.body.data.fields).toHaveProperty('boxes');
  });

  it('refuses a line of another header or another tenant, and a line moved to another header', async () => {
    const mine = expectOk(await save({ boxes: [{ boxNo: 'M1' }] }));
    const other = expectOk(await save({ boxes: [{ boxNo: 'O1' }] }));
    const theirs = expectOk(await save({ boxes: [{ boxNo: 'H1' }] }, harbor));
    const foreign = await update({ ...mine, boxes: [...mine.boxes, theirs.boxes[0]] });
    expect(foreign.http).toBe(400);
    expect(foreign.body.data.fields).toHaveProperty('boxes[1].id');
    const stolen = await update({ ...mine, boxes: [other.boxes[0]] });
    expect(stolen.http).toBe(400);
    // The child's own calls: a line of another tenant's header, and a line moved to another header.
    const intoTheirs = await admin.request('POST', '/api/bdtibs/base/saveParcelBox', { json: { orderId: theirs.id, boxNo: 'X' } });
    expect(intoTheirs.http).toBe(400);
    expect(intoTheirs.body.data.fields).toHaveProperty('orderId');
    const moved = await admin.request('POST', '/api/bdtibs/base/updateParcelBox', { json: { ...mine.boxes[0], orderId: other.id } });
    expect(moved.http).toBe(400);
    expect(moved.body.data.fields).toHaveProperty('orderId');
    const editTheirs = await admin.request('POST', '/api/bdtibs/base/updateParcelBox', { json: { ...theirs.boxes[0], boxNo: 'stolen' } });
    expect(editTheirs.http).toBe(404);
    // Another tenant's header id lists nothing.
    expect(expectOk(await boxesOf(theirs.id)).total).toBe(0);
  });

  it('writes a line through the child\'s own calls, scoped to its header', async () => {
    const order = expectOk(await save({}));
    const box = expectOk(await admin.request('POST', '/api/bdtibs/base/saveParcelBox', { json: { orderId: order.id, boxNo: 'C1' } }));
    const edited = expectOk(await admin.request('POST', '/api/bdtibs/base/updateParcelBox', { json: { ...box, weight: 2 } }));
    expect(edited).toMatchObject({ orderId: order.id, weight: '2.00000', version: 2 });
    expect(expectOk(await admin.request('POST', '/api/bdtibs/base/removeParcelBox', { json: { id: box.id } }))).toEqual({ deleted: 1 });
  });

  it('pages the child list and requires the header it is read for', async () => {
    const order = expectOk(await save({ boxes: [{ boxNo: 'P1' }, { boxNo: 'P2' }, { boxNo: 'P3' }] }));
    const first = expectOk(await boxesOf(order.id, admin, { pageSize: 2 }));
    expect(first).toMatchObject({ total: 3, pageSize: 2 });
    expect(first.list).toHaveLength(2);
    const unscoped = await admin.query('findPageByCallId', { qid: 'FIND_TEST_PARCEL_BOX', currentPage: 1, pageSize: 10 });
    expect(unscoped.http).toBe(400);
  });

  it('deletes a header with its lines', async () => {
    const order = expectOk(await save({ boxes: [{ boxNo: 'D1' }, { boxNo: 'D2' }] }));
    expect(expectOk(await admin.request('POST', '/api/bdtibs/base/removeParcelOrder', { json: { id: order.id } }))).toEqual({ deleted: 1 });
    const left = await sql<{ n: string }>`SELECT count(*) AS n FROM test_parcel_box WHERE order_id = ${order.id}`.execute(server.ctx.db);
    expect(Number(left.rows[0]!.n)).toBe(0);
    // Each line's delete is in the audit log, like any row's.
    const audit = await sql<{ n: string }>`SELECT count(*) AS n FROM audit_log WHERE entity_id = 'test.parcelBox' AND action = 'delete' AND row_id IN (${order.boxes[0].id}, ${order.boxes[1].id})`.execute(server.ctx.db);
    expect(Number(audit.rows[0]!.n)).toBe(2);
  });

  it('refuses a user without the grant, for the header, its lines and the child list', async () => {
    expect((await save({ boxes: [{ boxNo: 'N1' }] }, operator)).http).toBe(403);
    const order = expectOk(await save({ boxes: [{ boxNo: 'N1' }] }));
    expect((await operator.request('POST', '/api/bdtibs/base/saveParcelBox', { json: { orderId: order.id, boxNo: 'N2' } })).http).toBe(403);
    expect((await boxesOf(order.id, operator)).http).toBe(403);
  });
});

describe('the B2B customs order /entryQG and its lines (schemas/customs)', () => {
  let customs: TestClient;
  const call = (name: string, json: unknown, client = customs) => client.request('POST', `/api/bdtibs/customs/${name}`, { json });
  beforeAll(async () => {
    customs = await signInAs(server, 'customs');
  });

  it('lists the demo orders and pages an order\'s boxes and goods with the spec\'s calls', async () => {
    const orders = expectOk(await call('queryOrderCustomstobPageList', { currentPage: 1, pageSize: 10 }));
    const order = orders.list.find((o: { orderNo: string }) => o.orderNo === 'QG20261101001');
    expect(order).toMatchObject({ declareStatus: '0', feeStatus: '1', mergeStatus: '0' });
    const boxes = expectOk(await call('queryOrderCustomstobBoxPageList', { orderId: order.id, currentPage: 1, pageSize: 2 }));
    expect(boxes).toMatchObject({ total: 3, pageSize: 2 });
    expect(boxes.list.map((b: { boxNo: string }) => b.boxNo)).toEqual(['B001', 'B002']);
    const goods = expectOk(await call('queryOrderCustomstobGoodsPageList', { orderId: order.id, currentPage: 1, pageSize: 10 }));
    expect(goods.total).toBe(3);
    expect((await call('queryOrderCustomstobTrayPageList', { currentPage: 1, pageSize: 10 })).http).toBe(400);
  });

  it('adds, edits and removes a box of an open order; a checked order\'s lines are locked', async () => {
    const orders = expectOk(await call('queryOrderCustomstobPageList', { currentPage: 1, pageSize: 10 })).list;
    const open = orders.find((o: { orderNo: string }) => o.orderNo === 'QG20261101001');
    const checked = orders.find((o: { orderNo: string }) => o.orderNo === 'QG20261102002');
    const added = expectOk(await call('saveOrderCustomstobBox', { orderId: open.id, boxNo: 'B099', goodsQty: 5, grossWeight: 20 }));
    const edited = expectOk(await call('updateOrderCustomstobBox', { ...added, grossWeight: 21 }));
    expect(edited.version).toBe(2);
    expect(expectOk(await call('removeOrderCustomstobBox', { id: added.id }))).toEqual({ deleted: 1 });
    const locked = await call('saveOrderCustomstobBox', { orderId: checked.id, boxNo: 'C099' });
    expect(locked.http).toBe(400);
    expect(locked.body.message).toContain('已提交');
    // A duplicate box number within the order is a field message.
    const clash = await call('saveOrderCustomstobBox', { orderId: open.id, boxNo: 'B001' });
    expect(clash.http).toBe(400);
  });

  it('exports the orders with a sheet of lines per child table', async () => {
    const response = await fetch(new URL('/api/bdtibs/customs/exportOrderCustomstob', server.url), {
      method: 'POST', headers: { authorization: `Bearer ${customs.token}`, 'accept-language': 'zh', 'content-type': 'application/json' }, body: JSON.stringify({}),
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['入区清关单', '箱单', '商品', '托盘', '费用', '随附单证', '操作日志']);
    const boxes: unknown[][] = [];
    workbook.getWorksheet('箱单')!.eachRow((row) => boxes.push((row.values as unknown[]).slice(1)));
    expect(boxes[0]!.slice(0, 2)).toEqual(['清关单号', '箱号']);
    expect(boxes.filter((row) => row[0] === 'QG20261101001').map((row) => row[1])).toEqual(['B001', 'B002', 'B003']);
    // Only the caller's tenant's lines.
    expect(boxes.some((row) => row[0] === 'QG20261105001')).toBe(false);
  });

  it('refuses a user without the route', async () => {
    const orders = expectOk(await call('queryOrderCustomstobPageList', { currentPage: 1, pageSize: 10 })).list;
    expect((await call('queryOrderCustomstobBoxPageList', { orderId: orders[0].id, currentPage: 1, pageSize: 10 }, operator)).http).toBe(403);
    expect((await call('saveOrderCustomstobBox', { orderId: orders[0].id, boxNo: 'X1' }, operator)).http).toBe(403);
  });
});
