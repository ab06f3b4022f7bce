/**
 * The B2B order's sub-orders (入区分单: /entrySubsheet, /entrySubsheetDetail; docs/domain/customs-b2b.md "Sub-orders")
 * over real HTTP: the spec's calls (list, detail, update, goods list, `updateOrderCustomsSubGoods`,
 * `importOrderCustomstobSubByPZ`, `exportOrderCustomstobSubGoods`), the numbering, the quantities a sub-order may take
 * of its order, the declare step locking it (state named), another tenant's ids and bad input naming the field or row.
 */
import { TestClient, expectOk } from './http-client';
import { startSignedIn, type TestServer } from './test-server';
import { sheet, sheetRows, xlsxForm } from './xlsx-sheets';

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
const unique = (prefix: string) => `${prefix}${Date.now() % 100000}${++counter}`;

/** A B2B order with two items: A1 × 100 and B2 × 50. */
async function newOrder(): Promise<{ id: number; orderNo: string }> {
  return expectOk(await customs.request('POST', `${BASE}/saveOrderCustomstob`, {
    json: { orderNo: unique('QGS'), customerCode: 'C1', customerName: '测试客户', tradeMode: '1210', iePort: '5301',
      goods: [{ gNum: 1, itemNo: 'A1', gName: '键盘', qty: 100, hsCode: '8471607100', totalPrice: 1000 }, { gNum: 2, itemNo: 'B2', gName: '鼠标', qty: 50, hsCode: '8471606000', totalPrice: 500 }] },
  }));
}
const line = (gNum: number, itemNo: string, qty: number) => ({ gNum, itemNo, gName: itemNo === 'A1' ? '键盘' : '鼠标', qty, unit: '007', grossWeight: qty / 10, netWeight: qty / 12 });
const newSub = (orderNo: string, goods: unknown[], client = customs) =>
  client.request('POST', `${BASE}/saveOrderCustomstobSub`, { json: { orderNo, pzNo: unique('PZ'), warehouse: '前海保税仓', receivedAt: '2026-11-20T02:00:00.000Z', goods } });
const detail = (id: number, client = customs) => client.request('GET', `${BASE}/queryOrderCustomstobSubDetail`, { query: { id } });
const goodsOf = async (subId: number) => expectOk(await customs.request('POST', `${BASE}/queryOrderCustomstobSubGoodsPageList`, { json: { subId, currentPage: 1, pageSize: 50 } })).list as Record<string, any>[];
const declare = async (id: number) => {
  const row = expectOk(await detail(id));
  return customs.request('POST', '/api/clearway/entity/customs.orderCustomstobSub/transition', { json: { id, transition: 'declare', version: row.version } });
};

describe('sub-orders', () => {
  it('are numbered FD + yyMMdd + 4 digits, take their order\'s id and totals from their goods, and list and read at the spec\'s calls', async () => {
    const order = await newOrder();
    const made = expectOk(await newSub(order.orderNo, [line(1, 'A1', 40), line(2, 'B2', 10)]));
    expect(made.subNo).toMatch(/^FD\d{6}\d{4}$/);
    expect(made).toMatchObject({ orderId: order.id, orderNo: order.orderNo, status: '0', goodsCount: 2 });
    expect(Number(made.totalQty)).toBe(50);
    const page = expectOk(await customs.request('POST', `${BASE}/queryOrderCustomstobSubPageList`, { json: { orderNo: order.orderNo, currentPage: 1, pageSize: 10 } }));
    expect(page.list.map((r: { subNo: string }) => r.subNo)).toEqual([made.subNo]);
    expect(expectOk(await detail(made.id))).toMatchObject({ subNo: made.subNo, pzNo: made.pzNo });
    const updated = expectOk(await customs.request('POST', `${BASE}/updateOrderCustomstobSub`, { json: { id: made.id, version: made.version, warehouse: '皇岗保税仓' } }));
    expect(updated.warehouse).toBe('皇岗保税仓');
    expect((await goodsOf(made.id)).map((g) => [g.itemNo, Number(g.qty)])).toEqual([['A1', 40], ['B2', 10]]);
  });

  it('refuses goods beyond what the order has unassigned, an item the order lacks, and an unknown order, naming the field', async () => {
    const order = await newOrder();
    expectOk(await newSub(order.orderNo, [line(1, 'A1', 70)]));
    const over = await newSub(order.orderNo, [line(1, 'B2', 5), line(2, 'A1', 31)]);
    expect(over.http).toBe(400);
    expect(over.body.data.fields ?? over.body.data).toHaveProperty(['goods[1].qty']);
    expect(over.body.message).toContain('已分单 70');
    const stranger = await newSub(order.orderNo, [line(1, 'ZZ9', 1)]);
    expect(stranger.http).toBe(400);
    expect(JSON.stringify(stranger.body)).toContain('goods[0].itemNo');
    const missing = await newSub('QGNOSUCH001', []);
    expect(missing.http).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('orderNo');
    // Exactly what is left is fine.
    expectOk(await newSub(order.orderNo, [line(1, 'A1', 30)]));
  });

  it('updateOrderCustomsSubGoods changes a line within the order\'s quantities; a declared sub-order is locked, its state named', async () => {
    const order = await newOrder();
    const sub = expectOk(await newSub(order.orderNo, [line(1, 'A1', 60)]));
    expectOk(await newSub(order.orderNo, [line(1, 'A1', 30)]));
    const [first] = await goodsOf(sub.id);
    const ok = expectOk(await customs.request('POST', `${BASE}/updateOrderCustomsSubGoods`, { json: { ...first, qty: 70 } }));
    expect(Number(ok.qty)).toBe(70);
    const over = await customs.request('POST', `${BASE}/updateOrderCustomsSubGoods`, { json: { ...first, version: ok.version, qty: 71 } });
    expect(over.http).toBe(400);
    expect(JSON.stringify(over.body)).toContain('qty');
    expect(Number(expectOk(await detail(sub.id)).totalQty)).toBe(70);
    expectOk(await declare(sub.id));
    expect(expectOk(await detail(sub.id)).status).toBe('1');
    const locked = await customs.request('POST', `${BASE}/updateOrderCustomsSubGoods`, { json: { ...first, version: ok.version, qty: 1 } });
    expect(locked.http).toBe(400);
    expect(locked.body.message).toContain('已申报');
    const again = await declare(sub.id);
    expect(again.http).toBe(400);
    expect(again.body.message).toContain('已申报');
    const header = expectOk(await detail(sub.id));
    const lockedHeader = await customs.request('POST', `${BASE}/updateOrderCustomstobSub`, { json: { id: sub.id, version: header.version, warehouse: 'X' } });
    expect(lockedHeader.body.message).toContain('已申报');
  });

  it('keep to their tenant and their buttons', async () => {
    const order = await newOrder();
    const sub = expectOk(await newSub(order.orderNo, [line(1, 'A1', 1)]));
    expect((await detail(sub.id, harbor)).http).toBe(404);
    expect(expectOk(await harbor.request('POST', `${BASE}/queryOrderCustomstobSubPageList`, { json: { orderNo: order.orderNo, currentPage: 1, pageSize: 10 } })).total).toBe(0);
    const [first] = await goodsOf(sub.id);
    expect((await harbor.request('POST', `${BASE}/updateOrderCustomsSubGoods`, { json: { ...first, qty: 1 } })).http).toBe(404);
    // Another tenant's order number is not found (a reference in the caller's tenant only).
    const foreign = await newSub(order.orderNo, [], harbor);
    expect(foreign.http).toBe(400);
    expect(JSON.stringify(foreign.body)).toContain('orderNo');
    expect((await detail(sub.id, operator)).http).toBe(403);
  });

  it('the demo tenant has sub-orders of the demo orders in both states', async () => {
    const page = expectOk(await customs.request('POST', `${BASE}/queryOrderCustomstobSubPageList`, { json: { pzNo: 'PZ202611', currentPage: 1, pageSize: 20 } }));
    const demo = page.list.filter((r: { orderNo: string }) => r.orderNo.startsWith('QG2026110'));
    expect(demo.length).toBeGreaterThanOrEqual(4);
    expect(new Set(demo.map((r: { status: string }) => r.status))).toEqual(new Set(['0', '1']));
  });
});

describe('importOrderCustomstobSubByPZ', () => {
  const HEADERS = ['清关单号', '凭证号', '仓库', '商品.项号', '商品.料号', '商品.商品名称', '商品.数量', '商品.毛重(kg)'];

  it('makes one sub-order per (order, voucher) with its goods', async () => {
    const a = await newOrder();
    const b = await newOrder();
    const [pz1, pz2] = [unique('PZ'), unique('PZ')];
    const bytes = await sheet(HEADERS, [
      [a.orderNo, pz1, '前海', 1, 'A1', '键盘', 40, 4], [a.orderNo, pz1, '前海', 2, 'B2', '鼠标', 20, 2],
      [a.orderNo, pz2, '前海', 1, 'A1', '键盘', 60, 6], [b.orderNo, pz1, '皇岗', 1, 'B2', '鼠标', 50, 5],
    ]);
    const reply = expectOk(await customs.request('POST', `${BASE}/importOrderCustomstobSubByPZ`, { body: xlsxForm(bytes, 'pz.xlsx') }));
    expect(reply).toMatchObject({ inserted: 3, refused: 0 });
    const page = expectOk(await customs.request('POST', `${BASE}/queryOrderCustomstobSubPageList`, { json: { orderNo: a.orderNo, currentPage: 1, pageSize: 10 } }));
    expect(page.list.map((r: { pzNo: string; totalQty: string }) => [r.pzNo, Number(r.totalQty)]).sort()).toEqual([[pz1, 60], [pz2, 60]].sort());
  });

  it('refuses a quantity above what the order has unassigned, naming the sheet row and column; nothing written', async () => {
    const order = await newOrder();
    const pz = unique('PZ');
    const bytes = await sheet(HEADERS, [[order.orderNo, pz, '前海', 1, 'A1', '键盘', 80, 8], [order.orderNo, pz, '前海', 2, 'A1', '键盘', 30, 3]], '分单');
    const reply = await customs.request('POST', `${BASE}/importOrderCustomstobSubByPZ`, { body: xlsxForm(bytes, 'pz.xlsx') });
    expect(reply.http).toBe(400);
    const [error] = reply.body.data.errors as { row: number; column: string; sheet: string; message: string }[];
    expect(error).toMatchObject({ row: 3, column: '商品.数量', sheet: '分单' });
    expect(error!.message).toContain('A1');
    expect(expectOk(await customs.request('POST', `${BASE}/queryOrderCustomstobSubPageList`, { json: { orderNo: order.orderNo, currentPage: 1, pageSize: 10 } })).total).toBe(0);
  });

  it('refuses rows of a declared sub-order by its state, and another tenant\'s order', async () => {
    const order = await newOrder();
    const sub = expectOk(await newSub(order.orderNo, [line(1, 'A1', 10)]));
    expectOk(await declare(sub.id));
    const bytes = await sheet(HEADERS, [[order.orderNo, sub.pzNo, '前海', 1, 'A1', '键盘', 5, 1]]);
    const reply = expectOk(await customs.request('POST', `${BASE}/importOrderCustomstobSubByPZ`, { body: xlsxForm(bytes, 'pz.xlsx') }));
    expect(reply).toMatchObject({ refused: 1, inserted: 0 });
    expect(reply.refusedRows[0].message).toContain('已申报');
    const foreign = await harbor.request('POST', `${BASE}/importOrderCustomstobSubByPZ`, { body: xlsxForm(await sheet(HEADERS, [[order.orderNo, unique('PZ'), '前海', 1, 'A1', '键盘', 1, 1]]), 'pz.xlsx') });
    expect(foreign.http).toBe(400);
    expect(foreign.body.data.errors[0]).toMatchObject({ row: 2, column: '清关单号' });
  });
});

describe('exportOrderCustomstobSubGoods', () => {
  it('is one row per goods line of the chosen sub-orders', async () => {
    const order = await newOrder();
    const sub = expectOk(await newSub(order.orderNo, [line(1, 'A1', 10), line(2, 'B2', 5)]));
    const response = await fetch(`${server.url}${BASE}/exportOrderCustomstobSubGoods`, {
      method: 'POST', headers: { authorization: `Bearer ${customs.token}`, 'content-type': 'application/json', 'accept-language': 'zh' },
      body: JSON.stringify({ filters: {}, ids: [sub.id] }),
    });
    expect(response.status).toBe(200);
    const rows = await sheetRows(await response.arrayBuffer());
    expect(rows[0]).toEqual(expect.arrayContaining(['分单号', '凭证号', '料号', '数量']));
    expect(rows.slice(1).map((r) => r[0])).toEqual([sub.subNo, sub.subNo]);
    expect((await fetch(`${server.url}${BASE}/exportOrderCustomstobSubGoods`, { method: 'POST', headers: { authorization: `Bearer ${operator.token}`, 'content-type': 'application/json' }, body: '{}' })).status).toBe(403);
  });
});
