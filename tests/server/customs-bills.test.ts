/**
 * Bills (出区核注清单 + 核放单, /entryRemitOrder) and return bills (/returnGoodsPark) over real HTTP against the
 * simulated declaration platform (docs/domain/customs.md "Bills and releases"): released orders put on a bill, the
 * goods totals computed, the INV101 approved (核注通过, bondInvtNo), the release entered and checked, the SAS121
 * approved and the gate passed (已过卡): the ledger's 预减 turned 实减 and the orders 结关 899; a release whose
 * weights are off returned by customs (核放退单); the refusals: another state, another tenant, no grant, bad input.
 * The return bill runs the same road over refund rows written by SQL (its refunds' own screens are another test's).
 */
import { sql } from 'kysely';
import { expectOk, type TestClient } from './http-client';
import type { TestServer } from './test-server';
import { b2cOrderBody, expectRefused as refusal, startCustomsSignedIn, until } from './customs-fixtures';

let server: TestServer;
let customs: TestClient;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

const BASE = '/api/bdtibs/customs';
type Row = Record<string, any>;
const db = () => server.ctx.db;

beforeAll(async () => {
  ({ server, as: { customs, admin, operator, harbor_admin: harbor } } = await startCustomsSignedIn(['customs', 'admin', 'operator', 'harbor_admin']));
}, 180_000);
afterAll(async () => server?.close());

const orderBody = () => b2cOrderBody('HDT');

const order = async (id: number): Promise<Row> => expectOk(await customs.request('GET', `${BASE}/queryOrderCustomsbbcDetail`, { query: { id } }));
const bill = async (id: number): Promise<Row> => expectOk(await customs.request('GET', `${BASE}/queryCustomsBillDetail`, { query: { id } }));
const returnBill = async (id: number): Promise<Row> => expectOk(await customs.request('GET', `${BASE}/queryCustomsBillReturnDetail`, { query: { id } }));

/** New orders declared and released (放行 800) by the simulator. */
async function releasedOrders(count: number): Promise<Row[]> {
  const made: Row[] = [];
  for (let i = 0; i < count; i += 1) made.push(expectOk(await customs.request('POST', `${BASE}/saveOrderCustomsbbc`, { json: orderBody() })));
  expectOk(await customs.request('POST', `${BASE}/sendBBCDeclareTOKJY`, { query: { ids: made.map((o) => o.id).join(',') } }));
  return Promise.all(made.map((o) => until(() => order(o.id), (r) => r.customsStatus === '800', `order ${o.orderNo} released`)));
}

async function ledger(item: string): Promise<Row> {
  return (await sql<Row>`SELECT * FROM customs_stock WHERE ems_no = 'T5349W000021' AND gds_mtno = ${item} AND tenant_id = (SELECT id FROM tenant WHERE tenant_code = 'demo')`.execute(db())).rows[0]!;
}

const lines = async (call: string, billId: number): Promise<Row[]> => ((expectOk(await customs.request('POST', `${BASE}/${call}`, { json: { billId, currentPage: 1, pageSize: 50 } })) as Row).list ?? []) as Row[];

function releaseBody(billId: number, goodsGross: number, overrides: Row = {}): Row {
  return { billId, passportTypecd: '3', bindTypecd: '1', vehicleNo: '粤B12345', vehicleIcNo: 'IC0001', vehicleWt: 3000, vehicleFrameWt: 500, containerNo: '', containerWt: 0,
    totalGrossWt: goodsGross, totalNetWt: Math.round(goodsGross * 0.8 * 1000) / 1000, totalWt: 3500 + goodsGross, sealNo: 'SEAL001', driverName: '张师傅', driverTel: '13900001111', ...overrides };
}

describe('an outbound bill from 放行 to 已过卡', () => {
  let orders: Row[];
  let made: Row;

  it('takes released orders by number, numbers the bill and computes its goods', async () => {
    orders = await releasedOrders(3);
    made = expectOk(await customs.request('POST', `${BASE}/saveCustomsBill`, { json: { orderNos: `${orders[0]!.orderNo},${orders[1]!.orderNo}`, remark: '第一车' } }));
    expect(made.hdCode).toMatch(/^HD\d{10}$/);
    expect(made.billStatus).toBe('0');
    expect(made.emsNo).toBe('T5349W000021');
    const stored = await bill(made.id);
    expect(stored.orderCount).toBe(2);
    expect(Number(stored.totalQty)).toBe(4);
    expect(Number(stored.totalGrossWt)).toBe(2.4);
    const onBill = await lines('queryCustomsBillOrderPageList', made.id);
    expect(onBill.map((l) => l.orderNo).sort()).toEqual([orders[0]!.orderNo, orders[1]!.orderNo].sort());
    expect(onBill[0]!.invtNo).toMatch(/^5349\d{4}I\d{9}$/);
    const goods = await lines('queryCustomsBillGoodsPageList', made.id);
    expect(goods).toHaveLength(1);
    expect(goods[0]).toMatchObject({ gdsSeqno: 1, gdsMtno: 'GM000004', gdecd: expect.stringMatching(/^\d{10}$/) });
    expect(Number(goods[0]!.dclQty)).toBe(4);
    expect(goods[0]!.cbecBillNo.split(',').sort()).toEqual(onBill.map((l) => l.invtNo).sort());
    expect((await order(orders[0]!.id)).hdCode).toBe(made.hdCode);
  });

  it('adds an order by id (updateCustomsBill), takes one off (removeCustomsBillCBOrder), and lists and exports', async () => {
    const current = await bill(made.id);
    expectOk(await customs.request('POST', `${BASE}/updateCustomsBill`, { json: { id: made.id, version: current.version, orderIds: String(orders[2]!.id) } }));
    expect((await bill(made.id)).orderCount).toBe(3);
    const removed = expectOk(await customs.request('POST', `${BASE}/removeCustomsBillCBOrder`, { json: { id: made.id, orderNo: orders[2]!.orderNo } })) as Row;
    expect(removed.result.orderCount).toBe(2);
    expect(Number((await lines('queryCustomsBillGoodsPageList', made.id))[0]!.dclQty)).toBe(4);
    expect((await order(orders[2]!.id)).hdCode ?? null).toBeNull();
    const page = expectOk(await customs.request('POST', `${BASE}/queryCustomsBillPageList`, { json: { hdCode: made.hdCode, currentPage: 1, pageSize: 10 } })) as Row;
    expect(page.list.map((r: Row) => r.id)).toEqual([made.id]);
    for (const call of ['exportCustomsBill', 'exportCustomsHDSubGoods']) {
      const response = await fetch(`${server.url}${BASE}/${call}`, { method: 'POST', headers: { authorization: `Bearer ${customs.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ filters: {}, ids: [made.id] }) });
      expect(response.status, call).toBe(200);
      expect(response.headers.get('content-type')).toContain('spreadsheet');
    }
  });

  it('refuses orders not released, already on a bill, none, and a step from the wrong state', async () => {
    const fresh = expectOk(await customs.request('POST', `${BASE}/saveOrderCustomsbbc`, { json: orderBody() })) as Row;
    expect(refusal(await customs.request('POST', `${BASE}/saveCustomsBill`, { json: { orderNos: fresh.orderNo } })).message).toBe(`订单 ${fresh.orderNo} 不能加入放行单：海关尚未放行（海关状态须为 800 放行）`);
    expect(refusal(await customs.request('POST', `${BASE}/saveCustomsBill`, { json: { orderIds: String(orders[0]!.id) } })).message).toBe(`订单 ${orders[0]!.orderNo} 不能加入放行单：已在放行单 ${made.hdCode} 上`);
    // An order on a bill is not cancelled behind its back.
    expect(refusal(await customs.request('POST', `${BASE}/customsbbcCancelDeclare`, { json: { id: orders[0]!.id, reason: '取消' } })).message).toBe(`订单 ${orders[0]!.orderNo} 不能撤单：订单在放行单 ${made.hdCode} 上，请先从放行单移出`);
    expect(refusal(await customs.request('POST', `${BASE}/saveCustomsBill`, { json: { remark: 'x' } })).data?.fields?.orderNos).toBeTruthy();
    expect(refusal(await customs.request('POST', `${BASE}/saveCustomsBill`, { json: { orderNos: 'NO_SUCH' } })).data?.fields?.orderNos).toContain('NO_SUCH');
    expect(refusal(await customs.request('POST', `${BASE}/saveCustomsBill`, { json: { orderIds: 'abc' } })).data?.fields?.orderIds).toBeTruthy();
    const early = refusal(await customs.request('POST', `${BASE}/declareCustomsRelease`, { query: { id: made.id } }));
    expect(early.message).toContain('暂存');
  });

  it('declares the inventory (INV101) and keeps the bondInvtNo of 核注通过', async () => {
    const declared = expectOk(await customs.request('POST', `${BASE}/declareCustomsCheck`, { query: { id: made.id } })) as Row;
    expect(declared).toBeTruthy();
    const passed = await until(() => bill(made.id), (b) => b.billStatus === '2', 'the inventory approved');
    expect(passed.bondInvtNo).toMatch(/^QD5349\d{2}E\d{9}$/);
    const sent = (await sql<Row>`SELECT content FROM customs_message WHERE doc_type = 'bill' AND doc_id = ${made.id} AND message_type = 'INV101' AND direction = 'out'`.execute(db())).rows;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.content).toContain('<invtType>8</invtType>');
    expect(sent[0]!.content).toContain('<putrecNo>T5349W000021</putrecNo>');
    expect(sent[0]!.content).toContain(`<cbecBillNo>`);
    // 核注通过: orders stay, and the bill cannot be deleted nor lose an order.
    expect(refusal(await admin.request('GET', `${BASE}/deleteCustomsBill`, { query: { id: made.id } })).message).toBe(`放行单 ${made.hdCode} 为「核注通过」状态，不能删除`);
    expect(refusal(await customs.request('POST', `${BASE}/removeCustomsBillCBOrder`, { json: { id: made.id, orderNo: orders[0]!.orderNo } })).message).toContain('核注通过');
  });

  it('checks the release, declares it (SAS121) and at the gate turns 预减 into 实减 and closes the orders', async () => {
    const check = async () => (expectOk(await customs.request('POST', `${BASE}/releaseCustomsCheck`, { query: { id: made.id } })) as Row).result as Row;
    const none = await check();
    expect(none.ok).toBe(false);
    expect(none.problems[0].message).toBe('尚未填写核放信息');
    expect(none._report.lines.length).toBeGreaterThan(0);
    const release = expectOk(await customs.request('POST', `${BASE}/saveCustomsRelease`, { json: releaseBody(made.id, 2.4) })) as Row;
    const updated = expectOk(await customs.request('POST', `${BASE}/updateCustomsRelease`, { json: { id: release.id, version: release.version, driverTel: '13900002222' } })) as Row;
    expect(updated.driverTel).toBe('13900002222');
    expect((await check()).ok).toBe(true);

    const before = await ledger('GM000004');
    expectOk(await customs.request('POST', `${BASE}/declareCustomsRelease`, { query: { id: made.id } }));
    expect((await bill(made.id)).billStatus).toBe('4');
    const gone = await until(() => bill(made.id), (b) => b.billStatus === '5', 'through the gate');
    expect(gone.passportNo).toMatch(/^Z5349E\d{2}/);
    expect(gone.passTime).toBeTruthy();
    expect(gone.vehicleNo).toBe('粤B12345');
    const after = await ledger('GM000004');
    expect(Number(after.prevdRedcQty)).toBe(Number(before.prevdRedcQty) - 4);
    expect(Number(after.actlRedcQty)).toBe(Number(before.actlRedcQty) + 4);
    expect(Number(after.stockQty)).toBe(Number(before.stockQty) - 4);
    for (const o of orders.slice(0, 2)) {
      const closed = await order(o.id);
      expect(closed.customsStatus).toBe('899');
      expect(closed.returnInfo).toContain(gone.passportNo);
    }
    const log = (await sql<Row>`SELECT kind, qty FROM customs_stock_adjust_log WHERE doc_type = 'bill' AND doc_no = ${made.hdCode}`.execute(db())).rows;
    expect(log.map((l) => [l.kind, Number(l.qty)])).toEqual([['prevdRedcToActl', 2], ['prevdRedcToActl', 2]]);
    expect(refusal(await customs.request('POST', `${BASE}/updateCustomsRelease`, { json: { id: release.id, version: updated.version, driverTel: '13900003333' } })).message).toContain('已过卡');
  });

  it('is returned by customs (核放退单) when the release weighs more than its goods, and passes once fixed', async () => {
    const [one] = await releasedOrders(1);
    const second = expectOk(await customs.request('POST', `${BASE}/saveCustomsBill`, { json: { orderNos: one!.orderNo } })) as Row;
    expectOk(await customs.request('POST', `${BASE}/declareCustomsCheck`, { query: { id: second.id } }));
    await until(() => bill(second.id), (b) => b.billStatus === '2', 'the second inventory approved');
    const release = expectOk(await customs.request('POST', `${BASE}/saveCustomsRelease`, { json: releaseBody(second.id, 5) })) as Row;
    const check = (expectOk(await customs.request('POST', `${BASE}/releaseCustomsCheck`, { query: { id: second.id } })) as Row).result as Row;
    expect(check.ok).toBe(false);
    expect(check.problems.map((p: Row) => p.message).join('；')).toContain('相差超过 5%');
    expectOk(await customs.request('POST', `${BASE}/declareCustomsRelease`, { query: { id: second.id } }));
    const returned = await until(() => bill(second.id), (b) => b.billStatus === '6', 'the passport returned');
    expect(returned.returnInfo).toContain('相差超过5%');
    expect((await order(one!.id)).customsStatus).toBe('800');
    expectOk(await customs.request('POST', `${BASE}/updateCustomsRelease`, { json: { id: release.id, version: release.version, totalGrossWt: 1.2, totalNetWt: 1, totalWt: 3501.2 } }));
    expectOk(await customs.request('POST', `${BASE}/declareCustomsRelease`, { query: { id: second.id } }));
    await until(() => bill(second.id), (b) => b.billStatus === '5', 'the second bill through the gate');
    expect((await order(one!.id)).customsStatus).toBe('899');
  });

  it('deletes a draft bill (deleteCustomsBill) and frees its orders', async () => {
    const [one] = await releasedOrders(1);
    const draft = expectOk(await customs.request('POST', `${BASE}/saveCustomsBill`, { json: { orderIds: String(one!.id) } })) as Row;
    expect((expectOk(await admin.request('GET', `${BASE}/deleteCustomsBill`, { query: { id: draft.id } })) as Row).deleted).toBe(1);
    expect((await order(one!.id)).hdCode ?? null).toBeNull();
    const again = expectOk(await customs.request('POST', `${BASE}/saveCustomsBill`, { json: { orderIds: String(one!.id) } })) as Row;
    expect(again.orderCount).toBe(1);
  });
});

describe('refusals', () => {
  it('does not let another tenant read or move a bill', async () => {
    const [one] = await releasedOrders(1);
    const mine = expectOk(await customs.request('POST', `${BASE}/saveCustomsBill`, { json: { orderNos: one!.orderNo } })) as Row;
    expect((await harbor.request('GET', `${BASE}/queryCustomsBillDetail`, { query: { id: mine.id } })).http).toBe(404);
    expect((await harbor.request('POST', `${BASE}/declareCustomsCheck`, { query: { id: mine.id } })).http).toBe(404);
    expect((await harbor.request('POST', `${BASE}/saveCustomsBill`, { json: { orderNos: one!.orderNo } })).body.message).toContain('不存在');
    expect((await bill(mine.id)).billStatus).toBe('0');
  });

  it('refuses a user without the customs menus', async () => {
    expect((await operator.request('POST', `${BASE}/queryCustomsBillPageList`, { json: { currentPage: 1, pageSize: 10 } })).http).toBe(403);
    expect((await operator.request('POST', `${BASE}/saveCustomsBill`, { json: { orderNos: 'X' } })).http).toBe(403);
    expect((await operator.request('POST', `${BASE}/declareCustomsCheck`, { query: { id: 1 } })).http).toBe(403);
    expect((await operator.request('POST', `${BASE}/queryCustomsBillReturnPageList`, { json: { currentPage: 1, pageSize: 10 } })).http).toBe(403);
  });
});

describe('a return bill (退货入园)', () => {
  /** A refund 退货成功 and 已入仓 of a delivered order, written by SQL (the refunds' own road is their test's). */
  async function refund(o: Row): Promise<Row> {
    const tenant = (await sql<Row>`SELECT id FROM tenant WHERE tenant_code = 'demo'`.execute(db())).rows[0]!.id;
    const [row] = (await sql<Row>`INSERT INTO customs_order_bbc_return (tenant_id, order_id, order_no, logistics_no, invt_no, ems_no, reason, return_status, receive_status)
      VALUES (${tenant}, ${o.id}, ${o.orderNo}, ${o.logisticsNo}, ${o.invtNo}, 'T5349W000021', '七天无理由退货', '2', '1') RETURNING id`.execute(db())).rows;
    await sql`INSERT INTO customs_order_bbc_return_goods (tenant_id, return_id, gnum, item_record_no, gcode, gname, qty, unit) VALUES (${tenant}, ${row!.id}, 1, 'GM000004', '2106909090', '鱼油软胶囊', 2, '142')`.execute(db());
    return { ...row, orderNo: o.orderNo };
  }

  it('takes accepted, received refunds; declares; passes the gate with the goods back on the ledger (实增)', async () => {
    const delivered = await releasedOrders(2);
    const [r1, r2] = [await refund(delivered[0]!), await refund(delivered[1]!)];
    const made = expectOk(await customs.request('POST', `${BASE}/saveCustomsBillReturn`, { json: { orderIds: `${r1.id},${r2.id}` } })) as Row;
    expect(made.hdCode).toMatch(/^HT\d{10}$/);
    expect(made.orderCount).toBe(2);
    expect(refusal(await customs.request('POST', `${BASE}/saveCustomsBillReturn`, { json: { orderIds: String(r1.id) } })).message).toBe(`订单 ${r1.orderNo} 不能加入退货核放单：已在退货核放单 ${made.hdCode} 上`);
    const removed = expectOk(await customs.request('POST', `${BASE}/removeCustomsBillReturnOrderByOrderCode`, { json: { id: made.id, orderNo: r2.orderNo } })) as Row;
    expect(removed.result.orderCount).toBe(1);
    const current = await returnBill(made.id);
    expectOk(await customs.request('POST', `${BASE}/updateCustomsBillReturn`, { json: { id: made.id, version: current.version, orderNos: r2.orderNo, remark: '退货一车' } }));
    expect((await returnBill(made.id)).orderCount).toBe(2);

    expectOk(await customs.request('POST', `${BASE}/declareCustomsCheckReturn`, { query: { id: made.id } }));
    const passed = await until(() => returnBill(made.id), (b) => b.billStatus === '2', 'the return inventory approved');
    expect(passed.bondInvtNo).toMatch(/^QD5349\d{2}I\d{9}$/);
    expect(refusal(await customs.request('POST', `${BASE}/abandonCustomsBillReturn`, { query: { hdCode: made.hdCode } })).message).toBe(`退货核放单 ${made.hdCode} 为「核注通过」状态，不能作废`);
    expectOk(await customs.request('POST', `${BASE}/saveCustomsReleaseReturn`, { json: releaseBody(made.id, 2.4) }));
    const release = (await lines('queryCustomsReleaseReturnPageList', made.id))[0]!;
    expectOk(await customs.request('POST', `${BASE}/updateCustomsReleaseReturn`, { json: { id: release.id, version: release.version, sealNo: 'SEAL002' } }));
    expect(((expectOk(await customs.request('POST', `${BASE}/releaseCustomsReturnCheck`, { query: { id: made.id } })) as Row).result as Row).ok).toBe(true);
    const before = await ledger('GM000004');
    expectOk(await customs.request('POST', `${BASE}/declareCustomsReleaseReturn`, { query: { id: made.id } }));
    await until(() => returnBill(made.id), (b) => b.billStatus === '5', 'the return through the gate');
    const after = await ledger('GM000004');
    expect(Number(after.actlIncQty)).toBe(Number(before.actlIncQty) + 4);
    const log = (await sql<Row>`SELECT kind, qty FROM customs_stock_adjust_log WHERE doc_type = 'returnBill' AND doc_no = ${made.hdCode}`.execute(db())).rows;
    expect(log.map((l) => [l.kind, Number(l.qty)])).toEqual([['actlInc', 2], ['actlInc', 2]]);
    for (const call of ['exportCustomsBillReturn', 'exportCustomsReturnHDSubGoods']) {
      const response = await fetch(`${server.url}${BASE}/${call}`, { method: 'POST', headers: { authorization: `Bearer ${customs.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ filters: {}, ids: [made.id] }) });
      expect(response.status, call).toBe(200);
    }
    const page = expectOk(await customs.request('POST', `${BASE}/queryCustomsBillReturnPageList`, { json: { hdCode: made.hdCode, currentPage: 1, pageSize: 10 } })) as Row;
    expect(page.list).toHaveLength(1);
  });

  it('abandons a draft return bill by hdCode (已作废) and frees its refunds', async () => {
    const [delivered] = await releasedOrders(1);
    const r = await refund(delivered!);
    const made = expectOk(await customs.request('POST', `${BASE}/saveCustomsBillReturn`, { json: { orderNos: r.orderNo } })) as Row;
    const abandoned = expectOk(await customs.request('POST', `${BASE}/abandonCustomsBillReturn`, { query: { hdCode: made.hdCode } })) as Row;
    expect(abandoned.result.billStatus).toBe('9');
    expect((await returnBill(made.id)).billStatus).toBe('9');
    const again = expectOk(await customs.request('POST', `${BASE}/saveCustomsBillReturn`, { json: { orderIds: String(r.id) } })) as Row;
    expect(again.orderCount).toBe(1);
    const notAccepted = await refund((await releasedOrders(1))[0]!);
    await sql`UPDATE customs_order_bbc_return SET receive_status = '0' WHERE id = ${notAccepted.id}`.execute(db());
    expect(refusal(await customs.request('POST', `${BASE}/saveCustomsBillReturn`, { json: { orderIds: String(notAccepted.id) } })).message).toContain('退货尚未入仓');
  });
});

describe('the demo bills', () => {
  it('are seeded through the road: 已过卡 (orders 结关, ledger 实减 logged), 核注通过 with its release, 暂存', async () => {
    const page = expectOk(await customs.request('POST', `${BASE}/queryCustomsBillPageList`, { json: { currentPage: 1, pageSize: 100 } })) as Row;
    const seeded = (page.list as Row[]).filter((b) => ['顺丰干线第一车', '中通干线', '待装车'].includes(b.remark));
    expect(seeded.map((b) => b.billStatus).sort()).toEqual(['0', '2', '5']);
    const passed = seeded.find((b) => b.billStatus === '5')!;
    expect(passed.passportNo).toBeTruthy();
    const onBill = await lines('queryCustomsBillOrderPageList', passed.id);
    expect(onBill.length).toBe(4);
    for (const line of onBill) expect((await order(line.orderId)).customsStatus).toBe('899');
    const log = (await sql<Row>`SELECT kind FROM customs_stock_adjust_log WHERE doc_type = 'bill' AND doc_no = ${passed.hdCode}`.execute(db())).rows;
    expect(log.length).toBeGreaterThan(0);
    expect(log.every((l) => l.kind === 'prevdRedcToActl')).toBe(true);
    const approved = seeded.find((b) => b.billStatus === '2')!;
    expect((await lines('queryCustomsReleasePageList', approved.id))[0]!.vehicleNo).toBe('粤B3M7Q9');
  });
});
