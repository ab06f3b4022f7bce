/**
 * The B2B order's goods calls over real HTTP (/entryQG; docs/domain/customs-b2b.md "Goods calls"):
 * `updateCustomsTobGoodsWithNewGoodsRecord` from the park ledger's goods records, `importCustomsTobGoodsInfo` (the
 * goods table's import into one chosen order) and `batchUpdateLockQuantity`; each with its happy path, a locked order
 * with the state named, another tenant's id and bad input naming the field or the sheet row.
 */
import { TestClient, expectOk } from './http-client';
import { startSignedIn, type TestServer } from './test-server';
import { sheet, xlsxForm } from './xlsx-sheets';
import { DEMO_EMS_NO } from '../../server/seed/seed-customs-stock';

let server: TestServer;
let customs: TestClient;
let operator: TestClient;
let harbor: TestClient;

beforeAll(async () => {
  ({ server, as: { customs, operator, harbor_admin: harbor } } = await startSignedIn(['customs', 'operator', 'harbor_admin']));
});
afterAll(async () => server?.close());

const BASE = '/api/bdtibs/customs';
let counter = 0;

/** A new open order of the demo tenant with these goods lines. */
async function newOrder(goods: Record<string, unknown>[], client = customs): Promise<{ id: number; orderNo: string; goods: { id: number; version: number }[] }> {
  return expectOk(await client.request('POST', `${BASE}/saveOrderCustomstob`, {
    json: { orderNo: `QGG${Date.now() % 100000}${++counter}`, customerCode: 'C1', customerName: '测试客户', tradeMode: '1210', iePort: '5301', goods },
  }));
}
const goodsOf = async (orderId: number, client = customs) =>
  expectOk(await client.request('POST', `${BASE}/queryOrderCustomstobGoodsPageList`, { json: { orderId, currentPage: 1, pageSize: 50 } })).list as Record<string, any>[];
const check = (id: number) => customs.request('POST', `${BASE}/checkOrderCustomstob`, { query: { id } });

describe('updateCustomsTobGoodsWithNewGoodsRecord', () => {
  it('takes HS code, name, specification, origin and units from the latest goods record, and reports unknown items', async () => {
    const order = await newOrder([
      { gNum: 1, itemNo: 'GM000008', gName: '旧名称', qty: 10, hsCode: '1111111111', totalPrice: 100 },
      { gNum: 2, itemNo: 'NOPE-001', gName: '未备案', qty: 5, totalPrice: 50 },
      { gNum: 3, gName: '无料号', qty: 1, totalPrice: 5 },
    ]);
    const reply = expectOk(await customs.request('POST', `${BASE}/updateCustomsTobGoodsWithNewGoodsRecord`, { query: { id: order.id, emsNo: DEMO_EMS_NO } }));
    expect(reply.result).toMatchObject({ updated: 1, unchanged: 0, unknown: [{ gNum: 2, itemNo: 'NOPE-001' }, { gNum: 3, itemNo: '' }] });
    expect(reply.result._report.lines[2].value).toContain('NOPE-001');
    const lines = await goodsOf(order.id);
    expect(lines[0]).toMatchObject({ hsCode: '3305100000', gName: '洗发水', originCountry: '116', unit: '142', unit1: '035' });
    expect(lines[1]).toMatchObject({ gName: '未备案', hsCode: null });
    // Again: nothing left to change.
    const again = expectOk(await customs.request('POST', `${BASE}/updateCustomsTobGoodsWithNewGoodsRecord`, { query: { id: order.id } }));
    expect(again.result).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('is refused on a checked order, naming its state; another tenant\'s order is not found; no button, no call', async () => {
    const order = await newOrder([{ gNum: 1, itemNo: 'GM000008', gName: '洗发水', qty: 10, hsCode: '3305100000', totalPrice: 100 }]);
    expectOk(await check(order.id));
    const locked = await customs.request('POST', `${BASE}/updateCustomsTobGoodsWithNewGoodsRecord`, { query: { id: order.id } });
    expect(locked.http).toBe(400);
    expect(locked.body.message).toContain('已提交');
    const foreign = await harbor.request('POST', `${BASE}/updateCustomsTobGoodsWithNewGoodsRecord`, { query: { id: order.id } });
    expect(foreign.http).toBe(404);
    expect((await operator.request('POST', `${BASE}/updateCustomsTobGoodsWithNewGoodsRecord`, { query: { id: order.id } })).http).toBe(403);
    const bad = await customs.request('POST', `${BASE}/updateCustomsTobGoodsWithNewGoodsRecord`, { query: { id: 'x' } });
    expect(bad.http).toBe(400);
  });
});

describe('importCustomsTobGoodsInfo', () => {
  const HEADERS = ['项号', '料号', '商品编码', '商品名称', '申报数量', '申报单位', '总价'];

  it('imports goods lines into the order named by orderNo or id: new numbers inserted, existing ones updated', async () => {
    const order = await newOrder([{ gNum: 1, itemNo: 'A1', gName: '键盘', qty: 10, totalPrice: 100 }]);
    const bytes = await sheet(HEADERS, [[1, 'A1', '8471607100', '键盘', 12, '007', 120], [2, 'B2', '8471606000', '鼠标', 30, '007', 90]]);
    const dry = expectOk(await customs.request('POST', `${BASE}/importCustomsTobGoodsInfo`, { query: { orderNo: order.orderNo, dryRun: 'true' }, body: xlsxForm(bytes, 'goods.xlsx') }));
    expect(dry).toMatchObject({ dryRun: true, inserted: 1, updated: 1 });
    expect(await goodsOf(order.id)).toHaveLength(1);
    const reply = expectOk(await customs.request('POST', `${BASE}/importCustomsTobGoodsInfo`, { query: { orderId: order.id }, body: xlsxForm(bytes, 'goods.xlsx') }));
    expect(reply).toMatchObject({ inserted: 1, updated: 1, refused: 0 });
    const lines = await goodsOf(order.id);
    expect(lines.map((l) => [l.gNum, l.itemNo, Number(l.qty)])).toEqual([[1, 'A1', 12], [2, 'B2', 30]]);
  });

  it('names the sheet row and column of a bad cell, and writes nothing', async () => {
    const order = await newOrder([]);
    const bytes = await sheet(HEADERS, [[1, 'A1', '8471607100', '键盘', 12, '007', 120], [2, 'B2', '84716', '', 3, '007', 9]], '商品');
    const reply = await customs.request('POST', `${BASE}/importCustomsTobGoodsInfo`, { query: { orderId: order.id }, body: xlsxForm(bytes, 'goods.xlsx') });
    expect(reply.http).toBe(400);
    const errors = reply.body.data.errors as { row: number; column: string; sheet: string; message: string }[];
    expect(errors.map((e) => [e.row, e.column])).toEqual(expect.arrayContaining([[3, '商品编码'], [3, '商品名称']]));
    expect(errors[0]!.sheet).toBe('商品');
    expect(await goodsOf(order.id)).toHaveLength(0);
  });

  it('needs the order, refuses a locked one naming its state, and never finds another tenant\'s', async () => {
    const bytes = await sheet(HEADERS, [[1, 'A1', '8471607100', '键盘', 12, '007', 120]]);
    const none = await customs.request('POST', `${BASE}/importCustomsTobGoodsInfo`, { body: xlsxForm(bytes, 'goods.xlsx') });
    expect(none.http).toBe(400);
    expect(none.body.message).toContain('orderId / orderNo');
    const order = await newOrder([{ gNum: 1, itemNo: 'A1', gName: '键盘', qty: 10, hsCode: '8471607100', totalPrice: 100 }]);
    expectOk(await check(order.id));
    const locked = await customs.request('POST', `${BASE}/importCustomsTobGoodsInfo`, { query: { orderId: order.id }, body: xlsxForm(bytes, 'goods.xlsx') });
    expect(locked.http).toBe(400);
    expect(locked.body.message).toContain('已提交');
    const open = await newOrder([]);
    const foreign = await harbor.request('POST', `${BASE}/importCustomsTobGoodsInfo`, { query: { orderNo: open.orderNo }, body: xlsxForm(bytes, 'goods.xlsx') });
    expect(foreign.http).toBe(400);
    expect(foreign.body.message).toContain(open.orderNo);
    expect(await goodsOf(open.id)).toHaveLength(0);
  });
});

describe('batchUpdateLockQuantity', () => {
  const lock = (json: unknown, client = customs) => client.request('POST', `${BASE}/batchUpdateLockQuantity`, { json });

  it('sets each line\'s locked quantity from [{ id, lockQty }], or one quantity for goodsIds', async () => {
    const order = await newOrder([{ gNum: 1, gName: '键盘', qty: 10, totalPrice: 100 }, { gNum: 2, gName: '鼠标', qty: 4, totalPrice: 40 }]);
    const [a, b] = await goodsOf(order.id);
    const reply = expectOk(await lock({ lines: [{ id: a!.id, lockQty: 6 }, { id: b!.id, lockQty: 4 }] }));
    expect(reply.result).toMatchObject({ done: 2, refused: 0 });
    expect((await goodsOf(order.id)).map((l) => Number(l.lockQty))).toEqual([6, 4]);
    const same = expectOk(await lock({ goodsIds: [a!.id, b!.id], lockQty: 0 }));
    expect(same.result).toMatchObject({ done: 2 });
    expect((await goodsOf(order.id)).map((l) => Number(l.lockQty))).toEqual([0, 0]);
  });

  it('refuses per line: above its quantity, below 0, another tenant\'s line, a locked order (state named)', async () => {
    const order = await newOrder([{ gNum: 1, gName: '键盘', qty: 10, hsCode: '8471607100', totalPrice: 100 }, { gNum: 2, gName: '鼠标', qty: 4, hsCode: '8471606000', totalPrice: 40 }]);
    const [a, b] = await goodsOf(order.id);
    const reply = expectOk(await lock({ lines: [{ id: a!.id, lockQty: 11 }, { id: b!.id, lockQty: -1 }, { id: a!.id, lockQty: 10 }] }));
    expect(reply.result).toMatchObject({ done: 1, refused: 2 });
    expect(reply.result.rows[0].message).toContain('锁定数量 11');
    expect(reply.result.rows[0].message).toContain('10');
    expect(reply.result.rows[1].message).toContain('-1');
    const foreign = expectOk(await lock({ lines: [{ id: a!.id, lockQty: 1 }] }, harbor));
    expect(foreign.result).toMatchObject({ done: 0, refused: 1 });
    expect(Number((await goodsOf(order.id))[0]!.lockQty)).toBe(10);
    expectOk(await check(order.id));
    const locked = expectOk(await lock({ goodsIds: [a!.id], lockQty: 2 }));
    expect(locked.result.rows[0].message).toContain('已提交');
  });

  it('refuses a call naming no lines or no quantity, under the field', async () => {
    const empty = await lock({});
    expect(empty.http).toBe(400);
    expect(Object.keys(empty.body.data?.fields ?? empty.body.data ?? {})).toEqual(expect.arrayContaining(['lines']));
    const noQty = await lock({ goodsIds: [1] });
    expect(noQty.http).toBe(400);
    expect(JSON.stringify(noQty.body)).toContain('lockQty');
    expect((await lock({ lines: [{ id: 1, lockQty: 1 }] }, operator)).http).toBe(403);
  });

  it('is refused by the line\'s own save above its quantity (the rule)', async () => {
    const order = await newOrder([{ gNum: 1, gName: '键盘', qty: 10, totalPrice: 100 }]);
    const [a] = await goodsOf(order.id);
    const reply = await customs.request('POST', `${BASE}/updateOrderCustomstobGoods`, { json: { ...a, lockQty: 12 } });
    expect(reply.http).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('锁定数量不能大于申报数量');
  });
});
