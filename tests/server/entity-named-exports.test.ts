/**
 * Named exports (`exports`, docs/schemas.md "Named exports") over real HTTP, on the B2B customs order (/entryQG,
 * schemas/customs/order-customstob.json): the goods export as one row per goods line with the order's columns
 * repeated, narrowed by filters and ids, headers without lines left out; the goods list's columns in English; the
 * export's permissions (a user without /entryQG refused), the fields a role may see, tenant scoping, the call in any
 * case, the OpenAPI document.
 */
import { TestClient, expectOk } from './http-client';
import { startSignedIn, signInAs, type TestServer } from './test-server';
import { sheetRows } from './xlsx-sheets';

let server: TestServer;
let customs: TestClient;
let operator: TestClient;
let harbor: TestClient;
let admin: TestClient;

beforeAll(async () => {
  ({ server, as: { customs, operator, harbor_admin: harbor, admin } } = await startSignedIn(['customs', 'operator', 'harbor_admin', 'admin']));
});
afterAll(async () => server?.close());

const BASE = '/api/bdtibs/customs';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A named export's reply: its HTTP status, content type, and the first sheet's rows (header row first) when a file. */
async function download(client: TestClient, call: string, body: unknown = {}): Promise<{ http: number; type: string; name: string; rows: unknown[][]; body?: { code: number } }> {
  const response = await fetch(`${server.url}${BASE}/${call}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json', 'accept-language': client.language },
    body: JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '');
  if (!type.startsWith(XLSX)) return { http: response.status, type, name, rows: [], body: await response.json() as { code: number } };
  return { http: response.status, type, name, rows: await sheetRows(await response.arrayBuffer()) };
}

/** The demo order's id by its number (the customs user's list). */
async function orderId(orderNo: string): Promise<number> {
  const page = expectOk(await customs.request('POST', `${BASE}/queryOrderCustomstobPageList`, { json: { orderNo, currentPage: 1, pageSize: 10 } }));
  return page.list.find((row: { orderNo: string }) => row.orderNo === orderNo).id;
}

const GOODS_TITLES = ['清关单号', '客户名称', '提运单号', '项号', '料号', '商品编码', '商品名称', '申报数量', '申报单位', '总价', '币制'];

describe('the goods export (exportOrderCustomstobGoods)', () => {
  it('answers one row per goods line, the order\'s columns repeated, in the list\'s order', async () => {
    const reply = await download(customs, 'exportOrderCustomstobGoods');
    expect(reply.http).toBe(200);
    expect(reply.name).toMatch(/^清关单商品-\d{14}\.xlsx$/);
    const [titles, ...rows] = reply.rows;
    expect(titles).toEqual(GOODS_TITLES);
    const first = rows.filter((row) => row[0] === 'QG20261101001');
    expect(first.map((row) => [row[1], row[2], row[3], row[4], row[6], row[7], row[9]])).toEqual([
      ['深圳市优品跨境电商有限公司', 'HK2611010088', 1, 'SKU-SH-500', '洗发水', 240, 6840],
      ['深圳市优品跨境电商有限公司', 'HK2611010088', 2, 'SKU-BW-750', '沐浴露', 120, 3840],
      ['深圳市优品跨境电商有限公司', 'HK2611010088', 3, 'SKU-TP-120', '牙膏', 480, 4704],
    ]);
    // Every demo order's lines: 3 + 2 + 1, newest order first (the list's default sort).
    expect(rows.map((row) => row[0])).toEqual(['QG20261103003', 'QG20261102002', 'QG20261102002', 'QG20261101001', 'QG20261101001', 'QG20261101001']);
  });

  it('is narrowed by the list\'s filters and by chosen ids, and leaves out orders without lines', async () => {
    const filtered = await download(customs, 'exportOrderCustomstobGoods', { filters: { orderNo: 'QG20261101001' } });
    expect(filtered.rows.slice(1).map((row) => row[3])).toEqual([1, 2, 3]);
    const chosen = await download(customs, 'exportOrderCustomstobGoods', { ids: [await orderId('QG20261102002')] });
    expect(chosen.rows.slice(1).map((row) => row[0])).toEqual(['QG20261102002', 'QG20261102002']);
    const bare = expectOk(await customs.request('POST', `${BASE}/saveOrderCustomstob`, { json: { orderNo: 'QGNOLINES1', customerCode: 'C1', tradeMode: '0110', goods: [] } }));
    const none = await download(customs, 'exportOrderCustomstobGoods', { ids: [bare.id] });
    expect(none.rows).toEqual([GOODS_TITLES]);
  });

  it('answers the call in any case', async () => {
    const reply = await download(customs, 'exportordercustomstobgoods', { filters: { orderNo: 'QG20261103003' } });
    expect(reply.http).toBe(200);
    expect(reply.rows.slice(1).map((row) => row[0])).toEqual(['QG20261103003']);
  });

  it('refuses a user whose menu has no /entryQG, and gives another tenant none of demo\'s rows', async () => {
    const refused = await download(operator, 'exportOrderCustomstobGoods');
    expect(refused.http).toBe(403);
    expect(refused.body?.code).toBe(403);
    const other = await download(harbor, 'exportOrderCustomstobGoods');
    expect(other.http).toBe(200);
    const orders = other.rows.slice(1).map((row) => row[0]);
    expect(orders.filter((no) => ['QG20261101001', 'QG20261102002', 'QG20261103003'].includes(no as string))).toEqual([]);
  });
});

describe('the other named exports of the B2B order', () => {
  it('the goods list (货物清单) has customs\' columns, titled in the request language', async () => {
    const english = await signInAs(server, 'customs', 'en');
    const reply = await download(english, 'exportCustomsCogListGoods', { filters: { orderNo: 'QG20261101001' } });
    expect(reply.name).toMatch(/^Goods list-\d{14}\.xlsx$/);
    expect(reply.rows[0]).toEqual(['Bill no.', 'Item', 'HS code', 'Goods name', 'Specification', 'Quantity', 'Unit', 'Legal quantity', 'Legal unit', 'Total price', 'Currency', 'Origin']);
    expect(reply.rows[1]!.slice(0, 4)).toEqual(['QG20261101001', 1, '3305100000', '洗发水']);
  });

  it('the sub-order goods sheet answers, and every named export is in the OpenAPI document', async () => {
    const reply = await download(customs, 'downloadCustomsTobGoodsForCustomsSub', { filters: { orderNo: 'QG20261101001' } });
    expect(reply.rows.length).toBe(4);
    const doc = await (await fetch(`${server.url}/api/clearway/openapi.json`)).json() as { paths: Record<string, Record<string, { summary: string }>> };
    for (const name of ['exportOrderCustomstobGoods', 'exportCustomsCogListGoods', 'downloadCustomsTobGoodsForCustomsSub']) {
      expect(doc.paths[`${BASE}/${name}`]?.post, name).toBeDefined();
    }
    expect(doc.paths[`${BASE}/exportCustomsCogListGoods`]!.post!.summary).toContain('Goods list (export)');
  });
});

describe('field permissions (last: they change the customs role)', () => {
  it('leaves out the header and line fields the role may not see', async () => {
    const role = await server.ctx.db.selectFrom('sysRole as r').innerJoin('tenant as t', 't.id', 'r.tenantId').select('r.id')
      .where('t.tenantCode', '=', 'demo').where('r.roleCode', '=', 'ROLE_CUSTOMS').executeTakeFirstOrThrow();
    const fieldNames = ['orderNo', 'billNo', 'goods.gNum', 'goods.hsCode', 'goods.gName', 'goods.qty', 'goods.unit', 'goods.totalPrice', 'goods.currency'];
    expectOk(await admin.request('POST', '/api/admin/sysmenu/authorizeMenuDataToRole', { json: { roleId: role.id, menuCode: 'entryQG', fieldNames } }));
    const reply = await download(customs, 'exportOrderCustomstobGoods', { filters: { orderNo: 'QG20261103003' } });
    expect(reply.rows[0]).toEqual(GOODS_TITLES.filter((title) => title !== '客户名称' && title !== '料号'));
    expect(reply.rows[1]![0]).toBe('QG20261103003');
  });
});
