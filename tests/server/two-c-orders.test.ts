/**
 * 2C orders and their desk pages over real HTTP (docs/domain/orders.md; docs/api.md "2C orders"): create with goods
 * lines (number, site, carrier and freight set by the server), each check on arrival refused naming the field or
 * line with nothing written, goods control, cancel, confirmation on /orderReview and its reminder, the last-mile
 * print, another tenant's order, site scoping and a user without the grant.
 */
import { sql } from 'kysely';
import { priceTwoCOrder } from '../../server/pricing/two-c-order-freight';
import { expectOk, type Reply, type TestClient } from './http-client';
import { grantRoleMenu } from './role-grants';
import { sheet, xlsxForm } from './xlsx-sheets';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

const BASE = '/api/bdtibs/order';
const post = (client: TestClient, path: string, json: unknown) => client.request('POST', path, { json });
const command = (client: TestClient, entity: string, name: string, rows: { id: number; version?: number }[], params: Record<string, unknown> = {}) =>
  client.request('POST', `/api/clearway/entity/${entity}/command/${name}`, { json: { rows, params } });
const refused = (reply: Reply, http: number) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body;
};
const fieldsOf = (body: any): Record<string, string> => body.data?.fields ?? body.data ?? {};
const db = () => server.ctx.db;
async function stored(trackingNo: string): Promise<any> {
  return (await sql<any>`SELECT o.* FROM om_two_c_order o JOIN tenant t ON t.id = o.tenant_id WHERE t.tenant_code = 'demo' AND o.tracking_no = ${trackingNo}`.execute(db())).rows[0];
}
const page = async (client: TestClient, qid: string, filters: Record<string, unknown> = {}) =>
  expectOk(await client.query('findPageByCallId', { qid, currentPage: 1, pageSize: 200, ...filters }));

let seq = 0;
/** A good order of KH10001 (certified, enabled, approved quotes) on route R2C001 (888888, SF), on 2026-11-20. */
function order(over: Record<string, unknown> = {}, goods: Record<string, unknown>[] = [{ gnum: 1, itemNo: 'SKU-T1', itemName: '保湿面霜 50ml', hsCode: '3304990099', qty: 2, price: 100 }]) {
  seq += 1;
  return {
    customerCode: 'KH10001', productCode: 'BBCSTD', routeCode: 'R2C001', trackingNo: `T14ORD${String(seq).padStart(4, '0')}`, customerOrderNo: `TEST-${seq}`,
    orderTime: '2026-11-20T02:00:00.000Z', consignee: '王芳', consigneeTelephone: '13800138000', consigneeAddress: '科技园南路 1 号', consigneeCity: '深圳市',
    weight: 1.2, length: 20, width: 15, height: 10, goods, ...over,
  };
}

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
  // A first run after schema changes seeds the database template (slow on a busy machine).
}, 180_000);
afterAll(async () => server?.close());

describe('2C orders (/twoCOrder)', () => {
  let first: any;

  it('creates an order with its goods lines: number, site, carrier, confirmation and the freight of the approved quote', async () => {
    const sent = order();
    first = expectOk(await post(admin, `${BASE}/saveTwoCOrder`, sent));
    expect(first.orderCode).toMatch(/^CW\d{12}$/);
    expect(first).toMatchObject({ orderStatus: 'S100', reviewState: '1', controlResult: 'pass', ownerSiteCode: '888888', tailCarrierCode: 'SF', goodsValue: 200 });
    expect(first.goods).toHaveLength(1);
    const tenant = await db().selectFrom('tenant').select('id').where('tenantCode', '=', 'demo').executeTakeFirstOrThrow();
    const expected = await priceTwoCOrder(db(), tenant.id, { customerCode: 'KH10001', serviceType: 'BONDED_2C', carrierCode: 'SF', weight: 1.2, length: 20, width: 15, height: 10, day: '2026-11-20' });
    expect(expected.freight).not.toBeNull();
    expect(Number(first.freight)).toBe(expected.freight);
    expect(first.quoteNo).toBe(expected.quoteNo);
    expect(Number(first.chargeableWeight)).toBe(expected.chargeableWeight);
    const detail = expectOk(await admin.request('GET', `${BASE}/queryTwoCOrderDetail`, { query: { id: first.id } }));
    expect(detail).toMatchObject({ orderCode: first.orderCode, quoteNo: expected.quoteNo });
  });

  it('refuses each failed check on arrival naming the field or the line, writing nothing', async () => {
    const notCertified = (await sql<any>`SELECT customer_code FROM base_customer c JOIN tenant t ON t.id = c.tenant_id WHERE t.tenant_code = 'demo' AND c.audit_state <> 1 ORDER BY 1 LIMIT 1`.execute(db())).rows[0].customerCode;
    const notEnabled = (await sql<any>`SELECT customer_code FROM base_customer c JOIN tenant t ON t.id = c.tenant_id WHERE t.tenant_code = 'demo' AND c.audit_state = 1 AND c.status <> '1' ORDER BY 1 LIMIT 1`.execute(db())).rows[0].customerCode;
    // A route of the stopped product BCPOST, so the product's own check is reached.
    await sql`INSERT INTO pm_product_route_two_c (tenant_id, route_code, route_name, product_code, origin_site_code, tail_carrier_code, status, created_by, updated_by)
      SELECT id, 'R2CT99', '测试线路', 'BCPOST', '888888', 'SF', '1', 'test', 'test' FROM tenant WHERE tenant_code = 'demo'`.execute(db());
    const cases: [Record<string, unknown>, Record<string, unknown>[] | undefined, string, RegExp][] = [
      [{ customerCode: notCertified }, undefined, 'customerCode', /认证未审核通过/],
      [{ customerCode: notEnabled }, undefined, 'customerCode', /未启用/],
      [{ productCode: 'BCPOST', routeCode: 'R2CT99' }, undefined, 'productCode', /未启用/],
      [{ routeCode: 'R2C004' }, undefined, 'routeCode', /./],
      [{ productCode: 'BCECO', routeCode: 'R2C008' }, undefined, 'routeCode', /已停用/],
      [{ weight: 0 }, undefined, 'weight', /重量须大于 0/],
      [{}, [{ gnum: 1, itemName: '面霜', qty: 0, price: 10 }], 'goods[0].qty', /第 1 行：数量须大于 0/],
      [{ trackingNo: first.trackingNo }, undefined, 'trackingNo', /./],
    ];
    for (const [over, goods, field, message] of cases) {
      const sent = order(over, goods);
      const body = refused(await post(admin, `${BASE}/saveTwoCOrder`, sent), 400);
      expect(fieldsOf(body)[field], `${field}: ${JSON.stringify(body)}`).toMatch(message);
      if (sent.trackingNo !== first.trackingNo) expect(await stored(String(sent.trackingNo))).toBeUndefined();
    }
  });

  it('applies goods control: forbid refuses naming the rule, limit refuses the line, review holds the order', async () => {
    const forbidden = order({}, [{ gnum: 1, itemName: '锂电池充电宝 10000mAh', qty: 1, price: 99 }]);
    expect(fieldsOf(refused(await post(admin, `${BASE}/saveTwoCOrder`, forbidden), 400))['goods[0].itemName']).toMatch(/GC001.*禁止/);
    const limited = order({}, [{ gnum: 1, itemName: '婴儿配方奶粉 900g', hsCode: '1901101000', qty: 8, price: 258 }]);
    expect(fieldsOf(refused(await post(admin, `${BASE}/saveTwoCOrder`, limited), 400))['goods[0].qty']).toMatch(/GC003.*限量 6/);
    expect(await stored(String(forbidden.trackingNo))).toBeUndefined();
    expect(await stored(String(limited.trackingNo))).toBeUndefined();
    const held = expectOk(await post(admin, `${BASE}/saveTwoCOrder`, order({}, [{ gnum: 1, itemName: '深海鱼油软胶囊（保健食品）', qty: 2, price: 168 }])));
    expect(held).toMatchObject({ reviewState: '0', controlResult: 'review' });
    expect(held.controlRemark).toContain('GC002');
  });

  it('cancels an order of S100 (the reason kept), then refuses to change or cancel it again', async () => {
    const target = expectOk(await post(admin, `${BASE}/saveTwoCOrder`, order()));
    const reply = expectOk(await command(admin, 'order.twoCOrder', 'cancel', [{ id: target.id, version: target.version }], { reason: '客户申请取消' }));
    expect(reply.done).toBe(1);
    const row = await stored(target.trackingNo);
    expect(row.orderStatus).toBe('S990');
    expect(row.remark).toContain('客户申请取消');
    const again = expectOk(await command(admin, 'order.twoCOrder', 'cancel', [{ id: target.id, version: row.version }]));
    expect(again.refused).toBe(1);
    refused(await post(admin, `${BASE}/updateTwoCOrder`, { id: target.id, version: row.version, weight: 2 }), 400);
  });
});

describe('order confirmation (/orderReview) and its reminder', () => {
  const heldOrder = async () => expectOk(await post(admin, `${BASE}/saveTwoCOrder`, order({}, [{ gnum: 1, itemName: '钙片（保健食品）', qty: 1, price: 139 }])));

  it('counts the held orders in the reminder, confirms one (→ 已审核) and refuses another with a reason (→ 审核不通过, cancelled)', async () => {
    const a = await heldOrder();
    const b = await heldOrder();
    const ids = (await page(admin, 'FIND_CORPORATE_SB_CUST_CONFIRM_NOTICE')).list.map((r: any) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    const opened = await page(admin, 'FIND_ORDER_REVIEW', { orderCodes: `${a.id},${b.id}` });
    expect(opened.list.map((r: any) => r.id).sort()).toEqual([a.id, b.id].sort());

    expect(expectOk(await command(admin, 'order.orderReview', 'confirm', [{ id: a.id }], { remark: '备案凭证已核对' })).done).toBe(1);
    expect(await stored(a.trackingNo)).toMatchObject({ reviewState: '1', orderStatus: 'S100', reviewRemark: '备案凭证已核对' });
    refused(await command(admin, 'order.orderReview', 'refuse', [{ id: b.id }], {}), 400);
    expect(expectOk(await command(admin, 'order.orderReview', 'refuse', [{ id: b.id }], { reason: '缺少备案凭证' })).done).toBe(1);
    expect(await stored(b.trackingNo)).toMatchObject({ reviewState: '2', orderStatus: 'S990', reviewRemark: '缺少备案凭证' });
    const after = (await page(admin, 'FIND_CORPORATE_SB_CUST_CONFIRM_NOTICE')).list.map((r: any) => r.id);
    expect(after).not.toContain(a.id);
    expect(after).not.toContain(b.id);
    // Confirming twice says the state.
    expect(expectOk(await command(admin, 'order.orderReview', 'confirm', [{ id: a.id }])).refused).toBe(1);
  });

  it('gives the operator the held orders of their site only, and no confirming without the audit button', async () => {
    const theirs = await page(operator, 'FIND_CORPORATE_SB_CUST_CONFIRM_NOTICE');
    expect(theirs.list.every((r: any) => r.ownerSiteCode === 'SZ001')).toBe(true);
    const all = await page(admin, 'FIND_CORPORATE_SB_CUST_CONFIRM_NOTICE');
    expect(all.list.length).toBeGreaterThan(theirs.list.length);
    const one = await heldOrder();
    refused(await command(operator, 'order.orderReview', 'confirm', [{ id: one.id }]), 403);
  });
});

describe('last-mile labels (/tailPathPrint)', () => {
  it('gives the last-mile number at the first print, keeps it on a reprint and counts both; refuses a held order', async () => {
    const target = expectOk(await post(admin, `${BASE}/saveTwoCOrder`, order()));
    const first = expectOk(await command(admin, 'order.tailPathPrint', 'printTail', [{ id: target.id }]));
    // The next number of SF's oldest range at the printing site (tests/server/label-printing.test.ts has the rules).
    expect(first.rows[0].result.tailTrackingNo).toBe('SF1400000322863');
    expect(first.rows[0].result.tailPrintCount).toBe(1);
    const again = expectOk(await command(admin, 'order.tailPathPrint', 'printTail', [{ id: target.id }]));
    expect(again.rows[0].result).toMatchObject({ tailTrackingNo: first.rows[0].result.tailTrackingNo, tailPrintCount: 2 });
    expect(await stored(target.trackingNo)).toMatchObject({ tailTrackingNo: first.rows[0].result.tailTrackingNo, tailPrintCount: 2 });
    const held = expectOk(await post(admin, `${BASE}/saveTwoCOrder`, order({}, [{ gnum: 1, itemName: '鱼油（保健食品）', qty: 1, price: 10 }])));
    const no = expectOk(await command(admin, 'order.tailPathPrint', 'printTail', [{ id: held.id }]));
    expect(no.rows[0]).toMatchObject({ ok: false });
    expect((await stored(held.trackingNo)).tailTrackingNo).toBeNull();
  });
});

describe('tenants, sites and grants', () => {
  it("hides another tenant's order (404) and lists only the caller's tenant", async () => {
    const demoOrder = await stored('CL261126000001') ?? (await sql<any>`SELECT o.id FROM om_two_c_order o JOIN tenant t ON t.id = o.tenant_id WHERE t.tenant_code = 'demo' LIMIT 1`.execute(db())).rows[0];
    refused(await harbor.request('GET', `${BASE}/queryTwoCOrderDetail`, { query: { id: demoOrder.id } }), 404);
    const theirs = expectOk(await post(harbor, `${BASE}/queryTwoCOrderPageList`, { pageSize: 100 }));
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.list.every((r: any) => r.customerCode === 'HBC001')).toBe(true);
    expect(expectOk(await command(harbor, 'order.twoCOrder', 'cancel', [{ id: demoOrder.id, version: 1 }])).refused).toBe(1);
  });

  it('refuses a user without the page, then scopes the granted operator to their site', async () => {
    refused(await post(operator, `${BASE}/queryTwoCOrderPageList`, {}), 403);
    refused(await post(operator, `${BASE}/saveTwoCOrder`, order()), 403);
    await grantRoleMenu(db(), { roleCode: 'ROLE_OPERATOR', path: '/twoCOrder', buttons: ['add', 'view', 'cancel'] });
    const list = expectOk(await post(operator, `${BASE}/queryTwoCOrderPageList`, { pageSize: 500 }));
    expect(list.total).toBeGreaterThan(0);
    expect(list.list.every((r: any) => r.ownerSiteCode === 'SZ001')).toBe(true);
    const elsewhere = (await sql<any>`SELECT o.id FROM om_two_c_order o JOIN tenant t ON t.id = o.tenant_id WHERE t.tenant_code = 'demo' AND o.owner_site_code <> 'SZ001' LIMIT 1`.execute(db())).rows[0];
    refused(await operator.request('GET', `${BASE}/queryTwoCOrderDetail`, { query: { id: elsewhere.id } }), 404);
    // A customer of the operator's site: a route from another site is refused; one from theirs is taken (unpriced without a quote).
    const customer = (await sql<any>`SELECT customer_code FROM base_customer c JOIN tenant t ON t.id = c.tenant_id WHERE t.tenant_code = 'demo' AND c.owner_site_code = 'SZ001' AND c.audit_state = 1 AND c.status = '1' ORDER BY 1 LIMIT 1`.execute(db())).rows[0].customerCode;
    expect(fieldsOf(refused(await post(operator, `${BASE}/saveTwoCOrder`, order({ customerCode: customer })), 400)).routeCode).toMatch(/不是您的站点/);
    const mine = expectOk(await post(operator, `${BASE}/saveTwoCOrder`, order({ customerCode: customer, routeCode: 'R2C002' })));
    expect(mine).toMatchObject({ ownerSiteCode: 'SZ001', tailCarrierCode: 'ZTO', freight: null, quoteNo: null });
    expect(mine.priceRemark).toMatch(/未计价/);
  });

  it('filters the list by pasted tracking numbers', async () => {
    const demo = (await sql<any>`SELECT o.tracking_no FROM om_two_c_order o JOIN tenant t ON t.id = o.tenant_id WHERE t.tenant_code = 'demo' ORDER BY o.id LIMIT 3`.execute(db())).rows.map((r) => r.trackingNo);
    const found = expectOk(await post(admin, `${BASE}/queryTwoCOrderPageList`, { trackingNo: demo, pageSize: 50 }));
    expect(found.list.map((r: any) => r.trackingNo).sort()).toEqual([...demo].sort());
  });
});

describe('import through the same checks', () => {
  const HEADERS = ['订单号', '客户单号', '客户', '服务产品', '产品线路', '运单号', '收件人', '收件人电话', '收件地址', '重量(kg)', '下单时间', '商品明细.序号', '商品明细.商品名称', '商品明细.数量', '商品明细.单价'];
  const base = ['KH10001', 'BBCSTD', 'R2C001'];
  const upload = async (rows: (string | number | null)[][]) => admin.request('POST', `${BASE}/importTwoCOrder`, { body: xlsxForm(await sheet(HEADERS, rows), 'orders.xlsx') });

  it('refuses a file whose order has a forbidden line, naming the row, and writes none of its orders', async () => {
    const reply = await upload([
      ['CWIMP0000001', 'IMP-1', ...base, 'T14IMP0001', '李雪', '13900001111', '文三路 8 号', 1, '2026-11-20T02:00:00.000Z', 1, '面霜', 1, 120],
      ['CWIMP0000002', 'IMP-2', ...base, 'T14IMP0002', '赵晨', '13900002222', '天河路 9 号', 2, '2026-11-20T02:00:00.000Z', 1, '牙刷', 2, 50],
      ['CWIMP0000002', 'IMP-2', ...base, 'T14IMP0002', '赵晨', '13900002222', '天河路 9 号', 2, '2026-11-20T02:00:00.000Z', 2, '锂电池充电宝', 1, 99],
    ]);
    const body = refused(reply, 400);
    expect(body.data.errors).toEqual([expect.objectContaining({ message: expect.stringContaining('GC001') })]);
    expect(body.data.errors[0].row).toBeGreaterThanOrEqual(3);
    expect(await stored('T14IMP0001')).toBeUndefined();
    expect(await stored('T14IMP0002')).toBeUndefined();
  });

  it('imports good rows as orders with their goods, checked and priced like the desk\'s', async () => {
    const data = expectOk(await upload([['CWIMP0000003', 'IMP-3', ...base, 'T14IMP0003', '孙磊', '13900003333', '春熙路 3 号', 1.2, '2026-11-20T02:00:00.000Z', 1, '面霜', 2, 100]]));
    expect(data).toMatchObject({ inserted: 1 });
    const row = await stored('T14IMP0003');
    expect(row).toMatchObject({ orderCode: 'CWIMP0000003', ownerSiteCode: '888888', tailCarrierCode: 'SF', reviewState: '1' });
    expect(row.quoteNo).toMatch(/^BJ/);
    expect(Number(row.freight)).toBeGreaterThan(0);
  });
});

describe('the inventory summary (/inventorySummaryQuery)', () => {
  it('sums the goods of the orders in the warehouse by SKU, a non-admin only those of their site', async () => {
    const inStock = async (site?: string) => Number((await sql<any>`SELECT coalesce(sum(g.qty), 0) AS q FROM om_two_c_order_goods g JOIN om_two_c_order o ON o.id = g.order_id JOIN tenant t ON t.id = o.tenant_id
      WHERE t.tenant_code = 'demo' AND o.order_status IN ('S200', 'S220') AND (${site ?? null}::text IS NULL OR o.owner_site_code = ${site ?? null})`.execute(db())).rows[0].q);
    const sum = (rows: any[]) => rows.reduce((total, r) => total + Number(r.qty), 0);
    const all = await page(admin, 'STAT_STOCK_GOODS_BY_SKU');
    expect(sum(all.list)).toBe(await inStock());
    refused(await operator.query('findPageByCallId', { qid: 'STAT_STOCK_GOODS_BY_SKU', currentPage: 1, pageSize: 10 }), 403);
    await grantRoleMenu(db(), { roleCode: 'ROLE_OPERATOR', path: '/inventorySummaryQuery', buttons: ['view'] });
    const theirs = await page(operator, 'STAT_STOCK_GOODS_BY_SKU');
    expect(sum(theirs.list)).toBe(await inStock('SZ001'));
    expect(sum(theirs.list)).toBeLessThan(sum(all.list));
  });
});
