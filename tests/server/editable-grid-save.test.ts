/**
 * What the editable grid relies on (docs/schemas.md, "Editable grids"), over real HTTP on the real schemas: a
 * header's update carrying its lines saves them in one transaction — 300 goods lines of /entryQGDetail with one bad
 * cell write none and name that line (`goods[150].hsCode`, 第 151 行); a unique key repeated by two lines is named
 * on the later line; the good 300 then save at once, and a second save that changes one line, deletes one and adds
 * one keeps the rest; weight bands past `maxLines` are refused; another tenant and a user without the grant cannot.
 */
import { sql } from 'kysely';
import { TestClient, expectOk } from './http-client';
import { startTestServer, signInAs, type TestServer } from './test-server';

let server: TestServer;
let customs: TestClient;
let customsEn: TestClient;
let operator: TestClient;
let harbor: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  customs = await signInAs(server, 'customs');
  customsEn = new TestClient(customs.baseUrl, 'en');
  customsEn.token = customs.token;
  operator = await signInAs(server, 'operator');
  harbor = await signInAs(server, 'harbor_admin');
  admin = await signInAs(server, 'admin');
});
afterAll(async () => server?.close());

const BASE = '/api/bdtibs/customs';
let counter = 0;
const goodsLine = (i: number, extra: Record<string, unknown> = {}) =>
  ({ gNum: i + 1, itemNo: `SKU${i}`, hsCode: '3304990099', gName: `商品${i + 1}`, qty: 1 + (i % 7), unit: '011', price: 12.5, totalPrice: 12.5 * (1 + (i % 7)), currency: '142', ...extra });
const lines300 = () => Array.from({ length: 300 }, (_, i) => goodsLine(i));

async function newOrder(): Promise<{ id: number; version: number }> {
  return expectOk(await customs.request('POST', `${BASE}/saveOrderCustomstob`, {
    json: { orderNo: `QGGRID${Date.now() % 100000}${++counter}`, customerCode: 'C1', customerName: '表格客户', tradeMode: '0110' },
  }));
}
const update = (body: unknown, client = customs) => client.request('POST', `${BASE}/updateOrderCustomstob`, { json: body });
const goodsCount = async (orderId: number) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM customs_order_customstob_goods WHERE order_id = ${orderId}`.execute(server.ctx.db)).rows[0]!.n);

describe('saving a grid\'s lines with the header', () => {
  it('refuses 300 goods lines with one bad cell, writing none, naming the line; then saves the 300', async () => {
    const order = await newOrder();
    const bad = lines300();
    bad[150] = goodsLine(150, { hsCode: '33A' });
    const refused = await update({ id: order.id, version: order.version, goods: bad });
    expect(refused.http, JSON.stringify(refused.body)).toBe(400);
    expect(Object.keys(refused.body.data.fields)).toEqual(['goods[150].hsCode']);
    expect(refused.body.message).toContain('商品 第 151 行');
    expect(await goodsCount(order.id)).toBe(0);
    // The header was not changed either: same version.
    const stored = (await sql<{ version: number }>`SELECT version FROM customs_order_customstob WHERE id = ${order.id}`.execute(server.ctx.db)).rows[0]!;
    expect(stored.version).toBe(order.version);

    const english = await update({ id: order.id, version: order.version, goods: bad }, customsEn);
    expect(english.body.message).toContain('Goods line 151');

    const saved = expectOk(await update({ id: order.id, version: order.version, goods: lines300() }));
    expect(saved.goods).toHaveLength(300);
    expect(saved.goods[299]).toMatchObject({ gNum: 300, gName: '商品300' });
    expect(await goodsCount(order.id)).toBe(300);

    // The next save: line 1 changed, line 2 left out (deleted), one new line; the other 297 unchanged.
    const [first, , ...rest] = saved.goods as { id: number; version: number; gNum: number }[];
    const next = expectOk(await update({ id: order.id, version: saved.version, goods: [{ ...first, gName: '改名' }, ...rest, goodsLine(400)] }));
    expect(next.goods).toHaveLength(300);
    expect(next.goods[0]).toMatchObject({ id: first!.id, version: first!.version + 1, gName: '改名' });
    expect(await goodsCount(order.id)).toBe(300);
  }, 60_000);

  it('names a unique key repeated by two lines on the later line, writing nothing', async () => {
    const order = await newOrder();
    const lines = lines300();
    lines[200] = goodsLine(200, { gNum: 5 });
    const refused = await update({ id: order.id, version: order.version, goods: lines });
    expect(refused.http, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.data.fields).toEqual({ 'goods[200].gNum': '项号: 与第 5 行重复' });
    expect(await goodsCount(order.id)).toBe(0);
  }, 60_000);

  it('refuses more weight bands than the quote\'s maxLines (100)', async () => {
    const quote = expectOk(await admin.request('POST', '/api/bdtibs/quotation/saveTwoCFreightQuote', {
      json: { quoteNo: `BJGRID${Date.now() % 100000}`, customerCode: 'DMC001', serviceType: 'DIRECT_2C', carrierCode: 'JD', chargeUnit: 0.5, bands: [{ weightFrom: 0, weightTo: 1, firstWeight: 0, firstPrice: 8, additionalUnit: 0.5, additionalPrice: 1.5 }] },
    }));
    const bands = Array.from({ length: 101 }, (_, i) => ({ weightFrom: i, weightTo: i + 1, firstWeight: 0, firstPrice: 8, additionalUnit: 0.5, additionalPrice: 1.5 }));
    const refused = await admin.request('POST', '/api/bdtibs/quotation/updateTwoCFreightQuote', { json: { id: quote.id, version: quote.version, bands } });
    expect(refused.http, JSON.stringify(refused.body)).toBe(400);
    expect(Object.keys(refused.body.data.fields)).toEqual(['bands']);
    const fifty = expectOk(await admin.request('POST', '/api/bdtibs/quotation/updateTwoCFreightQuote', { json: { id: quote.id, version: quote.version, bands: bands.slice(0, 50) } }));
    expect(fifty).toMatchObject({ bandCount: 50, maxWeight: 50 });
  });

  it('is refused to another tenant and to a user without the grant', async () => {
    const order = await newOrder();
    const foreign = await update({ id: order.id, version: order.version, goods: [goodsLine(0)] }, harbor);
    expect(foreign.http, JSON.stringify(foreign.body)).toBe(404);
    const denied = await update({ id: order.id, version: order.version, goods: [goodsLine(0)] }, operator);
    expect(denied.http, JSON.stringify(denied.body)).toBe(403);
    expect(await goodsCount(order.id)).toBe(0);
  });
});
