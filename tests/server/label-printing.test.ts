/**
 * Printing over real HTTP (docs/domain/printing.md): last-mile numbers taken from the waybill-label stock by the print
 * command (`printTail` of /tailPathPrint and /sheetTailPathPrint) — in order, from the oldest range of the printing
 * site, on to the next range when one is used up, refused naming the carrier and site when none is left, kept on a
 * reprint, never the same twice; another tenant's order; users without the page or its print button. And what the
 * print pages read: their orders (site-scoped, masked, the operator's data fields), their goods lines, and the
 * enabled default templates and paper the print action fills.
 */
import { sql } from 'kysely';
import { expectOk, type Reply, type TestClient } from './http-client';
import { grantRoleMenu } from './role-grants';
import { signInAs, startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let customs: TestClient;
let harbor: TestClient;

const ORDER = '/api/bdtibs/order';
const STOCK = '/api/bdttms/doughSheet';
const post = (client: TestClient, path: string, json: unknown) => client.request('POST', path, { json });
const print = (client: TestClient, page: 'order.tailPathPrint' | 'operate.sheetTailPathPrint', ids: number[]) =>
  client.request('POST', `/api/clearway/entity/${page}/command/printTail`, { json: { rows: ids.map((id) => ({ id })), params: {} } });
const page = async (client: TestClient, qid: string, filters: Record<string, string | number> = {}) =>
  expectOk(await client.query('findPageByCallId', { qid, currentPage: 1, pageSize: 200, ...filters }));
const refused = (reply: Reply, http: number) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body;
};

let seq = 0;
/** A new confirmed order of KH10001 on route R2C001: site 888888, carrier SF (the server sets both). */
async function newOrder(): Promise<{ id: number; orderCode: string; trackingNo: string }> {
  seq += 1;
  return expectOk(await post(admin, `${ORDER}/saveTwoCOrder`, {
    customerCode: 'KH10001', productCode: 'BBCSTD', routeCode: 'R2C001', trackingNo: `T15LBL${String(seq).padStart(4, '0')}`, customerOrderNo: `LBL-${seq}`,
    orderTime: '2026-11-20T02:00:00.000Z', consignee: '王芳', consigneeTelephone: '13800138000', consigneeAddress: '科技园南路 1 号', consigneeCity: '深圳市',
    weight: 1.2, goods: [{ gnum: 1, itemNo: 'SKU-T1', itemName: '保湿面霜 50ml', hsCode: '3304990099', qty: 2, price: 100 }],
  }));
}

/** The demo tenant's label ranges of a carrier and site, oldest first, as stored. */
async function ranges(carrierCode: string, siteCode: string): Promise<any[]> {
  return (await sql<any>`SELECT d.* FROM op_dough_sheet d JOIN tenant t ON t.id = d.tenant_id
    WHERE t.tenant_code = 'demo' AND d.carrier_code = ${carrierCode} AND d.owner_site_code = ${siteCode} ORDER BY d.received_on, d.serial_start`.execute(server.ctx.db)).rows;
}
async function stored(id: number): Promise<any> {
  return (await sql<any>`SELECT * FROM om_two_c_order WHERE id = ${id}`.execute(server.ctx.db)).rows[0];
}
/** Changes a range through its update call (the import button's grant), as the desk would bring it in line. */
async function setRange(row: any, changes: Record<string, unknown>): Promise<void> {
  const current = expectOk(await admin.request('GET', `${STOCK}/queryDoughSheetDetail`, { query: { id: row.id } }));
  expectOk(await post(admin, `${STOCK}/updateDoughSheet`, { ...current, ...changes }));
}

beforeAll(async () => {
  ({ server, as: { admin, operator, customs, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'customs', 'harbor_admin']));
}, 180_000);
afterAll(async () => server?.close());

describe('last-mile numbers from the label stock (printTail)', () => {
  let first: { id: number; orderCode: string };
  let firstNumber: string;

  it("takes the numbers in order from the carrier's oldest available range at the printing site, one used each", async () => {
    const [oldest, newer] = await ranges('SF', '888888');
    expect([oldest.prefix, oldest.serialStart, oldest.usedCount]).toEqual(['SF14000', 318001, 4862]);
    first = await newOrder();
    const second = await newOrder();
    const reply = expectOk(await print(admin, 'order.tailPathPrint', [first.id, second.id]));
    expect(reply.rows.map((row: any) => [row.ok, row.result?.tailTrackingNo, row.result?.tailPrintCount])).toEqual([[true, 'SF1400000322863', 1], [true, 'SF1400000322864', 1]]);
    firstNumber = reply.rows[0].result.tailTrackingNo;
    const [after, untouched] = await ranges('SF', '888888');
    expect(after).toMatchObject({ usedCount: 4864, remainingCount: 136, status: 'available' });
    expect(untouched).toMatchObject({ usedCount: newer.usedCount });
    expect(await stored(first.id)).toMatchObject({ tailTrackingNo: 'SF1400000322863', tailPrintCount: 1 });
    // The range's record history names the print that used it.
    const history = (await sql<any>`SELECT operation FROM audit_log WHERE entity_id = 'operate.doughSheet' AND row_id = ${oldest.id} ORDER BY id DESC LIMIT 1`.execute(server.ctx.db)).rows[0];
    expect(JSON.stringify(history)).toContain('printTail');
  });

  it('keeps the number on a reprint and takes none', async () => {
    const before = await ranges('SF', '888888');
    const again = expectOk(await print(admin, 'order.tailPathPrint', [first.id]));
    expect(again.rows[0].result).toMatchObject({ tailTrackingNo: firstNumber, tailPrintCount: 2 });
    expect((await ranges('SF', '888888')).map((r) => r.usedCount)).toEqual(before.map((r) => r.usedCount));
  });

  it('marks a range used up with its last number, and goes on with the next range', async () => {
    const [oldest, next] = await ranges('SF', '888888');
    await setRange(oldest, { usedCount: 4999 });
    const [a, b] = [await newOrder(), await newOrder()];
    const reply = expectOk(await print(admin, 'order.tailPathPrint', [a.id, b.id]));
    expect(reply.rows.map((row: any) => row.result.tailTrackingNo)).toEqual(['SF1400000323000', `SF14000${String(323001 + next.usedCount).padStart(8, '0')}`]);
    const [usedUp, taken] = await ranges('SF', '888888');
    expect(usedUp).toMatchObject({ usedCount: 5000, remainingCount: 0, status: 'usedUp' });
    expect(taken).toMatchObject({ usedCount: next.usedCount + 1, status: 'available' });
  });

  it('takes the earliest received range first, then the lowest serial, and never a disabled one', async () => {
    const [, current] = await ranges('SF', '888888');
    await setRange(current, { status: 'disabled' });
    const range = (over: Record<string, unknown>) => ({ carrierCode: 'SF', serialDigits: 6, usedCount: 0, ownerSiteCode: '888888', status: 'available', ...over });
    expectOk(await post(admin, `${STOCK}/saveDoughSheet`, range({ prefix: 'SFL2', serialStart: 500, serialEnd: 501, receivedOn: '2026-11-01' })));
    expectOk(await post(admin, `${STOCK}/saveDoughSheet`, range({ prefix: 'SFL1', serialStart: 900, serialEnd: 900, receivedOn: '2026-11-01' })));
    expectOk(await post(admin, `${STOCK}/saveDoughSheet`, range({ prefix: 'SFL3', serialStart: 100, serialEnd: 199, receivedOn: '2026-12-01' })));
    // Another site's range is not this site's stock.
    expectOk(await post(admin, `${STOCK}/saveDoughSheet`, range({ prefix: 'SFL0', serialStart: 1, serialEnd: 99, receivedOn: '2026-01-01', ownerSiteCode: 'SZ001' })));
    const orders = [await newOrder(), await newOrder(), await newOrder(), await newOrder()];
    const reply = expectOk(await print(admin, 'order.tailPathPrint', orders.map((o) => o.id)));
    expect(reply.rows.map((row: any) => row.result.tailTrackingNo)).toEqual(['SFL2000500', 'SFL2000501', 'SFL1000900', 'SFL3000100']);
  });

  it('never gives two prints at once the same number', async () => {
    const orders = await Promise.all([newOrder(), newOrder(), newOrder()]);
    const replies = await Promise.all(orders.map((o) => print(admin, 'order.tailPathPrint', [o.id])));
    const numbers = replies.map((reply) => expectOk(reply).rows[0].result.tailTrackingNo as string);
    expect(new Set(numbers).size).toBe(3);
    expect([...numbers].sort()).toEqual(['SFL3000101', 'SFL3000102', 'SFL3000103']);
    expect((await ranges('SF', '888888')).find((r) => r.prefix === 'SFL3')).toMatchObject({ usedCount: 4 });
  });

  it('refuses an order when the site has no available range of its carrier, naming carrier and site, and writes nothing', async () => {
    for (const row of await ranges('SF', '888888')) if (row.status === 'available') await setRange(row, { status: 'disabled' });
    const order = await newOrder();
    const reply = expectOk(await print(admin, 'order.tailPathPrint', [order.id]));
    expect(reply.rows[0]).toMatchObject({ ok: false, message: `订单 ${order.orderCode} 不能打印尾程面单：承运商 SF 顺丰速运 在站点 888888 深圳总仓 没有可用的面单号段，请先在「面单管理」导入号段` });
    expect(reply.refused).toBe(1);
    const english = await signInAs(server, 'admin', 'en');
    const inEnglish = expectOk(await print(english, 'order.tailPathPrint', [order.id]));
    expect(inEnglish.rows[0].message).toBe(`Order ${order.orderCode} cannot get a last-mile label: carrier SF 顺丰速运 has no available label number range at site 888888 深圳总仓; import one on Waybill labels (/doughSheet) first`);
    expect(await stored(order.id)).toMatchObject({ tailTrackingNo: null, tailPrintCount: 0 });
    // A reprint needs no stock.
    expect(expectOk(await print(admin, 'order.tailPathPrint', [first.id])).rows[0]).toMatchObject({ ok: true, result: { tailTrackingNo: firstNumber, tailPrintCount: 3 } });
  });
});

describe('the transfer station prints its last-mile labels (/sheetTailPathPrint)', () => {
  it("lists the station's parcels (T10) of the operator's site, the phone and ID masked", async () => {
    const mine = await page(operator, 'FIND_SHEET_TAIL_PATH_PRINT');
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((row: any) => row.ownerSiteCode === 'SZ001' && row.operateNode === 'T10')).toBe(true);
    expect(mine.list[0].consigneeTelephone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(mine.list[0]._labels).toMatchObject({ tailCarrierCode: expect.any(String) });
    const all = await page(admin, 'FIND_SHEET_TAIL_PATH_PRINT');
    expect(all.list.some((row: any) => row.ownerSiteCode !== 'SZ001')).toBe(true);
  });

  it("numbers an EMS label from the operator's site's EMS range, and lists the goods the label shows", async () => {
    const target = (await page(operator, 'FIND_SHEET_TAIL_PATH_PRINT')).list.find((row: any) => row.tailCarrierCode === 'EMS' && !row.tailTrackingNo);
    expect(target).toBeDefined();
    const [range] = (await ranges('EMS', 'SZ001')).filter((r) => r.status === 'available');
    const reply = expectOk(await print(operator, 'operate.sheetTailPathPrint', [target.id]));
    expect(reply.rows[0]).toMatchObject({ ok: true, result: { tailTrackingNo: `1100${String(range.serialStart + range.usedCount).padStart(9, '0')}`, tailPrintCount: 1 } });
    const goods = await page(operator, 'FIND_SHEET_TAIL_PATH_PRINT_GOODS', { orderId: target.id });
    expect(goods.list.length).toBeGreaterThan(0);
    expect(goods.list.every((line: any) => line.orderId === target.id)).toBe(true);
  });

  it("does not find another tenant's order, and writes nothing to it", async () => {
    const target = (await page(admin, 'FIND_SHEET_TAIL_PATH_PRINT')).list.find((row: any) => !row.tailTrackingNo) ?? (await page(admin, 'FIND_SHEET_TAIL_PATH_PRINT')).list[0];
    const before = await stored(target.id);
    const reply = expectOk(await print(harbor, 'operate.sheetTailPathPrint', [target.id]));
    expect(reply.rows[0]).toMatchObject({ ok: false });
    expect(reply.rows[0].message).toMatch(/没有这条记录/);
    expect(await stored(target.id)).toMatchObject({ tailTrackingNo: before.tailTrackingNo, tailPrintCount: before.tailPrintCount, version: before.version });
    // Nor does an operator find another site's.
    const elsewhere = (await page(admin, 'FIND_SHEET_TAIL_PATH_PRINT')).list.find((row: any) => row.ownerSiteCode !== 'SZ001');
    expect(expectOk(await print(operator, 'operate.sheetTailPathPrint', [elsewhere.id])).rows[0]).toMatchObject({ ok: false });
  });

  it('refuses a user without the page (403), and one with the page but not its print button (403)', async () => {
    const target = (await page(admin, 'FIND_SHEET_TAIL_PATH_PRINT')).list[0];
    refused(await print(customs, 'operate.sheetTailPathPrint', [target.id]), 403);
    refused(await customs.query('findPageByCallId', { qid: 'FIND_SHEET_TAIL_PATH_PRINT', currentPage: 1, pageSize: 10 }), 403);
    refused(await print(operator, 'order.tailPathPrint', [target.id]), 403);
    await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_CUSTOMS', path: '/sheetTailPathPrint' });
    const customsAgain = await signInAs(server, 'customs');
    expect((await page(customsAgain, 'FIND_SHEET_TAIL_PATH_PRINT')).list.every((row: any) => row.ownerSiteCode === '888888')).toBe(true);
    const before = await stored(target.id);
    refused(await print(customsAgain, 'operate.sheetTailPathPrint', [target.id]), 403);
    expect((await stored(target.id)).tailPrintCount).toBe(before.tailPrintCount);
  });
});

describe('what the declaration pages read', () => {
  it("lists the operator's orders in the warehouse (W10–W30) on /declarationPrint, with each one's goods lines", async () => {
    const mine = await page(operator, 'FIND_DECLARATION_PRINT');
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((row: any) => row.ownerSiteCode === 'SZ001' && ['W10', 'W20', 'W30'].includes(row.operateNode))).toBe(true);
    // Phone and ID number masked for the operator (the page's data fields are not configured for him).
    const withId = mine.list.find((row: any) => row.consigneeIdNumber);
    expect(withId.consigneeIdNumber).toMatch(/^\d{6}\*+[\dX]{4}$/);
    expect(withId.consigneeTelephone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const all = await page(admin, 'FIND_DECLARATION_PRINT');
    expect(new Set(all.list.map((row: any) => row.operateNode))).toEqual(new Set(['W10', 'W20', 'W30']));
    const goods = await page(operator, 'FIND_DECLARATION_PRINT_GOODS', { orderId: mine.list[0].id });
    expect(goods.list.length).toBeGreaterThan(0);
    expect(goods.list.map((line: any) => line.gnum)).toEqual([...goods.list.map((line: any) => line.gnum)].sort((a, b) => a - b));
    // A line of an order the page does not show (elsewhere, or not in the warehouse) is not found.
    const outside = (await sql<any>`SELECT o.id FROM om_two_c_order o JOIN tenant t ON t.id = o.tenant_id WHERE t.tenant_code = 'demo' AND o.owner_site_code = 'SZ001' AND o.operate_node = 'T30' LIMIT 1`.execute(server.ctx.db)).rows[0];
    expect((await page(operator, 'FIND_DECLARATION_PRINT_GOODS', { orderId: outside.id })).list).toEqual([]);
  });

  it("filters /declarationPrint by put-in date, and lists /customsDeclarationPrint's S220, S300, S310 orders with the ID number in full for the operator", async () => {
    const all = await page(admin, 'FIND_DECLARATION_PRINT');
    const day = String(all.list.find((row: any) => row.putInAt).putInAt).slice(0, 10);
    const onDay = await page(admin, 'FIND_DECLARATION_PRINT', { putInAtFrom: `${day}T00:00:00.000Z`, putInAtTo: `${day}T23:59:59.999Z` });
    expect(onDay.list.length).toBeGreaterThan(0);
    expect(onDay.list.length).toBeLessThan(all.list.length);
    const customsPage = await page(operator, 'FIND_CUSTOMS_DECLARATION_PRINT');
    expect(customsPage.list.length).toBeGreaterThan(0);
    expect(customsPage.list.every((row: any) => ['S220', 'S300', 'S310'].includes(row.orderStatus) && row.ownerSiteCode === 'SZ001')).toBe(true);
    // The operator's data fields of the page: the ID number in full (the declaration needs it), no phone.
    const withId = customsPage.list.find((row: any) => row.consigneeIdNumber);
    expect(withId.consigneeIdNumber).toMatch(/^\d{17}[\dX]$/);
    expect(withId).not.toHaveProperty('consigneeTelephone');
    const goods = await page(operator, 'FIND_CUSTOMS_DECLARATION_PRINT_GOODS', { orderId: withId.id });
    expect(goods.list.length).toBeGreaterThan(0);
  });

  it("gives every print page's reader the enabled default templates of a type and its paper, and nothing of another tenant", async () => {
    const labels = await page(operator, 'FIND_PRINT_TEMPLATE_DEFAULT', { typeCode: 'TAIL_LABEL' });
    expect(labels.list.map((row: any) => row.carrierCode).sort()).toEqual(['EMS', 'JD', 'SF', 'YTO', 'ZTO']);
    expect(labels.list.find((row: any) => row.carrierCode === 'SF')).toMatchObject({ templateCode: 'SF-TAIL-150', layout: expect.stringContaining('{{tailTrackingNo}}') });
    expect((await page(operator, 'FIND_PRINT_TEMPLATE_PAPER', { typeCode: 'CUSTOMS_DECL' })).list).toEqual([expect.objectContaining({ paperSize: 'A4', orientation: 'landscape' })]);
    expect((await page(harbor, 'FIND_PRINT_TEMPLATE_DEFAULT', { typeCode: 'TAIL_LABEL' })).list.map((row: any) => row.templateCode)).toEqual(['HBKERRY-TAIL-150']);
    // The type is required: no reading every layout at once.
    refused(await operator.query('findPageByCallId', { qid: 'FIND_PRINT_TEMPLATE_DEFAULT', currentPage: 1, pageSize: 10 }), 400);
  });
});
