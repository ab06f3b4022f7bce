/**
 * Scans that move parcels, over real HTTP (docs/domain/operate.md; docs/api.md "Scan records"): each scan type's rule
 * on the operate node and the order status it sets, refusals with their reasons (wrong node, held, unconfirmed,
 * unknown, another site's or another tenant's parcel), replays answering the first verdict, the moves in the record
 * history, and the scan lists narrowed to the caller's site.
 */
import { sql } from 'kysely';
import { expectOk, type TestClient } from './http-client';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;
let seq = 0;

const db = () => server.ctx.db;
const PATH = '/api/clearway/scan-records';

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
}, 180_000);
afterAll(async () => server?.close());

/** A new confirmed order of KH10001 (route R2C001, site 888888), moved to `site` when given; its tracking number. */
async function newOrder(site?: string, over: Record<string, unknown> = {}): Promise<string> {
  seq += 1;
  const trackingNo = `T15MOV${Date.now().toString(36).toUpperCase()}${String(seq).padStart(3, '0')}`;
  expectOk(await admin.request('POST', '/api/bdtibs/order/saveTwoCOrder', {
    json: {
      customerCode: 'KH10001', productCode: 'BBCSTD', routeCode: 'R2C001', trackingNo, customerOrderNo: `MOVE-${trackingNo}`, orderTime: '2026-11-20T02:00:00.000Z',
      consignee: '王芳', consigneeTelephone: '13800138000', consigneeAddress: `科技园南路 ${seq} 号`, consigneeCity: '深圳市', weight: 1.2,
      goods: [{ gnum: 1, itemNo: 'SKU-T1', itemName: '保湿面霜 50ml', hsCode: '3304990099', qty: 1, price: 100 }], ...over,
    },
  }));
  if (site) await sql`UPDATE om_two_c_order SET owner_site_code = ${site} WHERE tracking_no = ${trackingNo}`.execute(db());
  return trackingNo;
}

async function parcel(trackingNo: string): Promise<{ id: number; operateNode: string; orderStatus: string }> {
  return (await sql<any>`SELECT id, operate_node, order_status FROM om_two_c_order WHERE tracking_no = ${trackingNo}`.execute(db())).rows[0];
}

/** Sends one scan of `scanType` (onto the `context` unit) and answers its outcome. */
async function scan(client: TestClient, scanType: string, scanCode: string, context?: string) {
  seq += 1;
  const clientScanId = `move-${seq}-${Math.random().toString(36).slice(2, 10)}`;
  const data = expectOk(await client.request('POST', PATH, { json: { scans: [{ clientScanId, scanType, scanCode, scannedAt: new Date(server.clock.now() - 1000).toISOString(), ...(context ? { context } : {}) }] } }));
  return { ...data.results[0], clientScanId, refusedCount: data.refused };
}

/** An open pallet of the operator's site (SZ001), which the loading scan needs (tests/server/load-units.test.ts). */
async function openPallet(): Promise<{ id: number; unitCode: string }> {
  return expectOk(await operator.request('POST', '/api/bdtwms/loadUnit/saveLoadUnit', { json: { unitType: 'pallet' } }));
}

/** Closes a pallet holding `pieces` parcels of 1.2 kg: the out scan takes parcels from closed units only. */
async function closePallet(pallet: { id: number }, pieces: number): Promise<void> {
  expectOk(await operator.request('POST', '/api/clearway/entity/operate.loadingStowage/command/close', { json: { rows: [{ id: pallet.id }], params: { countedPieces: pieces, weighedWeight: 1.2 * pieces } } }));
}

/** Walks a parcel along scan types, loading it onto a new pallet and closing that before the out scan. */
async function walk(code: string, scanTypes: string[], check: (scanType: string, outcome: Awaited<ReturnType<typeof scan>>) => Promise<void> | void): Promise<void> {
  let pallet: { id: number; unitCode: string } | undefined;
  for (const scanType of scanTypes) {
    if (scanType === 'load') pallet = await openPallet();
    if (scanType === 'out' && pallet) await closePallet(pallet, 1);
    await check(scanType, await scan(operator, scanType, code, scanType === 'load' ? pallet?.unitCode : undefined));
  }
}

describe('scans that move parcels', () => {
  it('walks a parcel through every warehouse and station scan, setting the node and the order status', async () => {
    const code = await newOrder('SZ001');
    const steps: [string, string, string][] = [
      ['putIn', 'W20', 'S200'], ['load', 'W30', 'S200'], ['out', 'W40', 'S220'], ['stationIn', 'T10', 'S220'],
      ['endOut', 'T20', 'S500'], ['receipt', 'T30', 'S600'],
    ];
    const expected = new Map(steps.map(([scanType, node, status]) => [scanType, { node, status }]));
    await walk(code, steps.map(([scanType]) => scanType), async (scanType, outcome) => {
      const { node, status } = expected.get(scanType)!;
      expect(outcome, scanType).toMatchObject({ status: 'recorded', verdict: 'moved', node });
      expect(await parcel(code), scanType).toMatchObject({ operateNode: node, orderStatus: status });
    });
    // A delivered parcel is not scanned back in; one refused at the door (T20) is, and the order is returned.
    expect(await scan(operator, 'returnIn', code)).toMatchObject({ verdict: 'refused' });
    const refusedAtDoor = await newOrder('SZ001');
    await walk(refusedAtDoor, ['putIn', 'load', 'out', 'stationIn', 'endOut', 'returnIn'], (scanType, outcome) => expect(outcome, scanType).toMatchObject({ verdict: 'moved' }));
    expect(await parcel(refusedAtDoor)).toMatchObject({ operateNode: 'R10', orderStatus: 'S910' });
    const row = await sql<any>`SELECT verdict, entity_id, row_id, node FROM scan_record WHERE scan_code = ${code} AND scan_type = 'receipt'`.execute(db());
    expect(row.rows[0]).toEqual({ verdict: 'moved', entityId: 'order.twoCOrder', rowId: (await parcel(code)).id, node: 'T30' });
  });

  it('walks a Hong Kong parcel from pickup to the warehouse, by order number as well as tracking number', async () => {
    const code = await newOrder('SZ001');
    const { orderCode } = (await sql<any>`SELECT order_code FROM om_two_c_order WHERE tracking_no = ${code}`.execute(db())).rows[0];
    const steps: [string, string, string, string][] = [
      ['pickUp', code, 'P10', 'S100'], ['tally', orderCode, 'P20', 'S200'], ['sort', code, 'P30', 'S200'], ['hkLoad', code, 'P40', 'S220'],
      ['takeIn', orderCode, 'W10', 'S220'], ['putIn', code, 'W20', 'S220'],
    ];
    for (const [scanType, number, node, status] of steps) {
      expect(await scan(operator, scanType, number), scanType).toMatchObject({ verdict: 'moved', node });
      expect(await parcel(code), scanType).toMatchObject({ operateNode: node, orderStatus: status });
    }
  });

  it('refuses a scan in the wrong order with where the parcel stands, moving nothing, and answers a replay the same', async () => {
    const code = await newOrder('SZ001');
    const pallet = await openPallet();
    const refused = await scan(operator, 'load', code, pallet.unitCode);
    expect(refused).toMatchObject({ status: 'recorded', verdict: 'refused', refusedCount: 1 });
    expect(refused.reason).toBe(`${code} 当前为「待作业」，不能转为「已配载」`);
    expect(await parcel(code)).toMatchObject({ operateNode: 'N00', orderStatus: 'S100' });
    // A refused scan did nothing: scanning again once the parcel is ready is no repeat.
    expect((await operator.query('findAllByCallId', { qid: 'FIND_REPEAT_SCAN_RECORD', scanType: 'load', scanCode: code })).body.data).toEqual([{ recordcount: 0 }]);
    const replay = expectOk(await operator.request('POST', PATH, { json: { scans: [{ clientScanId: refused.clientScanId, scanType: 'load', scanCode: code, scannedAt: new Date(server.clock.now() - 1000).toISOString() }] } }));
    expect(replay.results[0]).toEqual({ clientScanId: refused.clientScanId, status: 'known', id: refused.id, verdict: 'refused', reason: refused.reason });
    // Put in, then scanned out without being loaded: refused too.
    expect(await scan(operator, 'putIn', code)).toMatchObject({ verdict: 'moved' });
    expect((await scan(operator, 'out', code)).reason).toBe(`${code} 当前为「在库」，不能转为「已出库」`);
    expect(await parcel(code)).toMatchObject({ operateNode: 'W20', orderStatus: 'S200' });
  });

  it('stops a held parcel at the next scan with the hold reason; the exception scan takes it to X90 / S900', async () => {
    const code = await newOrder('SZ001');
    expect(await scan(operator, 'putIn', code)).toMatchObject({ verdict: 'moved' });
    await sql`UPDATE om_two_c_order SET hold_state = '1', hold_reason = '客户要求拦截' WHERE tracking_no = ${code}`.execute(db());
    expect((await scan(operator, 'load', code, (await openPallet()).unitCode)).reason).toBe(`${code} 已被拦截：客户要求拦截，请交异常处理`);
    expect(await scan(operator, 'abnormal', code)).toMatchObject({ verdict: 'moved', node: 'X90' });
    expect(await parcel(code)).toMatchObject({ operateNode: 'X90', orderStatus: 'S900' });
  });

  it('refuses a number on the exception list with its reason, by tracking or order number, until the listing expires', async () => {
    const code = await newOrder('SZ001');
    expectOk(await admin.request('POST', '/api/bdttms/abnormalNumber/saveAbnormalNumber', { json: { abnormalCode: code, reason: 'customsControl', remark: '申报品名与图片不符' } }));
    expect((await scan(operator, 'putIn', code)).reason).toBe(`${code} 在异常单号清单中：海关布控：申报品名与图片不符`);
    expect(await parcel(code)).toMatchObject({ operateNode: 'N00' });
    // The exception scan is what the list is for.
    expect(await scan(operator, 'abnormal', code)).toMatchObject({ verdict: 'moved', node: 'X90' });
    // Listed by its order number, scanned by its tracking number; an expired listing stops nothing.
    const byOrder = await newOrder('SZ001');
    const { orderCode } = (await sql<any>`SELECT order_code FROM om_two_c_order WHERE tracking_no = ${byOrder}`.execute(db())).rows[0];
    expectOk(await admin.request('POST', '/api/bdttms/abnormalNumber/saveAbnormalNumber', { json: { abnormalCode: orderCode, reason: 'customerHold' } }));
    expect((await scan(operator, 'putIn', byOrder)).reason).toBe(`${byOrder} 在异常单号清单中：客户拦截`);
    const expired = await newOrder('SZ001');
    expectOk(await admin.request('POST', '/api/bdttms/abnormalNumber/saveAbnormalNumber', { json: { abnormalCode: expired, reason: 'other', validTo: '2026-01-01' } }));
    expect(await scan(operator, 'putIn', expired)).toMatchObject({ verdict: 'moved' });
  });

  it('refuses an unconfirmed order, an unknown number, another site\'s parcel and another tenant\'s', async () => {
    const unconfirmed = await newOrder('SZ001');
    await sql`UPDATE om_two_c_order SET review_state = '0' WHERE tracking_no = ${unconfirmed}`.execute(db());
    expect((await scan(operator, 'putIn', unconfirmed)).reason).toBe(`${unconfirmed} 的订单尚未确认，不能作业`);
    expect((await scan(operator, 'putIn', 'NO-SUCH-PARCEL-1')).reason).toBe('单号 NO-SUCH-PARCEL-1 不存在');
    const elsewhere = await newOrder();
    expect((await scan(operator, 'putIn', elsewhere)).reason).toBe(`${elsewhere} 属于站点 888888，不在本站作业`);
    expect(await parcel(elsewhere)).toMatchObject({ operateNode: 'N00' });
    // The administrator works every site; the other tenant does not know the number at all.
    expect(await scan(admin, 'putIn', elsewhere)).toMatchObject({ verdict: 'moved', node: 'W20' });
    const other = await newOrder('SZ001');
    const foreign = await scan(harbor, 'putIn', other);
    expect(foreign).toMatchObject({ verdict: 'refused' });
    expect(foreign.reason).toMatch(/NO parcel|不存在|No parcel/i);
    expect(await parcel(other)).toMatchObject({ operateNode: 'N00' });
  });

  it('shows each move in the order\'s record history under the scan\'s transition', async () => {
    const code = await newOrder('SZ001');
    await scan(operator, 'putIn', code);
    const { id } = await parcel(code);
    const history = await sql<any>`SELECT operation FROM audit_log WHERE entity_id = 'order.twoCOrder' AND row_id = ${id} AND action = 'transition' ORDER BY id`.execute(db());
    expect(history.rows.map((row) => row.operation.name)).toEqual(['putInScan', 'putInScan']);
    expect(history.rows[0].operation.params).toEqual({ scanCode: code, site: 'SZ001' });
  });
});
