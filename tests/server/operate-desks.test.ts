/**
 * The operate area's desk documents over real HTTP (docs/domain/operate.md "Desk documents"): 入仓单
 * /warehouseReceiptManage, 发货单 /sendSingle, 国内运输 /chinaTransport and 转运单 /transferListManage. Each is created
 * with its number given by the server, moved along its lifecycle (a move allowed, a move refused from the wrong state
 * and a guard refused, each with its message), scoped to the operator's site (SZ001) and to the tenant, refused to a
 * user without the page or the button, and refuses bad input naming the field.
 */
import { expectOk, type Reply, type TestClient } from './http-client';
import { signInAs, startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let customs: TestClient;
let harbor: TestClient;

interface Desk { entity: string; base: string; name: string; qid: string; numberField: string }
const RECEIPT: Desk = { entity: 'operate.warehouseReceiptManage', base: '/api/bdttms/warehouseReceipt', name: 'WarehouseReceipt', qid: 'FIND_WAREHOUSE_RECEIPT', numberField: 'receiptNo' };
const NOTE: Desk = { entity: 'operate.sendSingle', base: '/api/bdttms/sendSingle', name: 'SendSingle', qid: 'FIND_SEND_SINGLE', numberField: 'dispatchNo' };
const TRIP: Desk = { entity: 'operate.chinaTransport', base: '/api/bdttms/chinaTransport', name: 'ChinaTransport', qid: 'FIND_CHINA_TRANSPORT', numberField: 'tripNo' };
const TRANSFER: Desk = { entity: 'operate.transferListManage', base: '/api/bdttms/transferList', name: 'TransferList', qid: 'FIND_TRANSFER_LIST', numberField: 'transferNo' };
const DESKS = [RECEIPT, NOTE, TRIP, TRANSFER];

const save = (client: TestClient, desk: Desk, row: unknown) => client.request('POST', `${desk.base}/save${desk.name}`, { json: row });
const update = (client: TestClient, desk: Desk, row: unknown) => client.request('POST', `${desk.base}/update${desk.name}`, { json: row });
const detail = (client: TestClient, desk: Desk, id: number) => client.request('GET', `${desk.base}/query${desk.name}Detail`, { query: { id } });
const move = (client: TestClient, desk: Desk, row: { id: number; version: number }, transition: string) =>
  client.request('POST', `/api/clearway/entity/${desk.entity}/transition`, { json: { id: row.id, version: row.version, transition } });
const list = async (client: TestClient, desk: Desk, filters: Record<string, string | number> = {}) =>
  expectOk(await client.query('findPageByCallId', { qid: desk.qid, currentPage: 1, pageSize: 200, ...filters }));
const refused = (reply: Reply, http: number) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body;
};
const fieldsOf = (body: any): Record<string, string> => body.data?.fields ?? body.data ?? {};
/** The number a document of today gets: the prefix, yyMMdd in China time, 4 digits. */
const todaysNumber = (prefix: string) => new RegExp(`^${prefix}${new Date(Date.now() + 8 * 3600_000).toISOString().slice(2, 10).replace(/-/g, '')}\\d{4}$`);
const soon = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

beforeAll(async () => {
  ({ server, as: { admin, operator, customs, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'customs', 'harbor_admin']));
}, 180_000);
afterAll(async () => server?.close());

describe('who sees which documents', () => {
  it('lists the demo rows: every site to the administrator, only SZ001 to the operator of SZ001', async () => {
    for (const desk of DESKS) {
      const all = await list(admin, desk);
      expect(all.total, desk.qid).toBeGreaterThanOrEqual(15);
      expect(new Set(all.list.map((r: any) => r.ownerSiteCode)).size, desk.qid).toBeGreaterThan(1);
      const theirs = await list(operator, desk);
      expect(theirs.total, desk.qid).toBeGreaterThan(0);
      expect(theirs.total, desk.qid).toBeLessThan(all.total);
      expect(theirs.list.every((r: any) => r.ownerSiteCode === 'SZ001'), desk.qid).toBe(true);
    }
  });

  it("hides another site's row from the operator and another tenant's row from harbor (404), and refuses users without the page (403)", async () => {
    for (const desk of DESKS) {
      const elsewhere = (await list(admin, desk)).list.find((r: any) => r.ownerSiteCode !== 'SZ001');
      expectOk(await detail(admin, desk, elsewhere.id));
      refused(await detail(operator, desk, elsewhere.id), 404);
      // /sendSingle gives the operator no edit button at all; elsewhere the row is simply not theirs.
      refused(await update(operator, desk, { id: elsewhere.id, version: elsewhere.version, remark: 'x' }), desk === NOTE ? 403 : 404);
      refused(await detail(harbor, desk, elsewhere.id), 404);
      expect((await list(harbor, desk)).list.some((r: any) => r[desk.numberField] === elsewhere[desk.numberField] && r.id === elsewhere.id)).toBe(false);
      // customs has no operate menu at all.
      refused(await customs.query('findPageByCallId', { qid: desk.qid, currentPage: 1, pageSize: 10 }), 403);
      refused(await detail(customs, desk, elsewhere.id), 403);
    }
    refused(await save(customs, TRANSFER, { fromSiteCode: '888888', ownerSiteCode: 'SZ001', pieces: 10, plannedDepartureAt: soon(2) }), 403);
    expect((await list(harbor, NOTE)).list.every((r: any) => r.ownerSiteCode === 'HB001')).toBe(true);
  });

  it('prints (PDF) the chosen documents for a holder of the print button, not for others', async () => {
    const rows = (await list(operator, TRANSFER)).list.slice(0, 2);
    const pdf = await operator.request('POST', `${TRANSFER.base}/exportPDF${TRANSFER.name}`, { json: { ids: rows.map((r: any) => r.id) } });
    expect(pdf.http).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('pdf');
    refused(await customs.request('POST', `${TRANSFER.base}/exportPDF${TRANSFER.name}`, { json: {} }), 403);
  });
});

describe('入仓单 /warehouseReceiptManage', () => {
  const booking = (over: Record<string, unknown> = {}) => ({
    customerCode: 'KH10003', deliveryMode: 'dropOff', contactName: '陈嘉欣', contactPhone: '61234567',
    expectedPieces: 48, expectedWeight: 310.5, expectedArrivalAt: soon(20), ...over,
  });

  it("is numbered by the server and belongs to the customer's site (the operator's: their own)", async () => {
    const made = expectOk(await save(admin, RECEIPT, booking({ receiptNo: 'RK0000000001' })));
    expect(made.receiptNo).toMatch(todaysNumber('RK'));
    expect(made).toMatchObject({ receiptState: 'pending', ownerSiteCode: 'HK001', receivedPieces: 0 });
    const next = expectOk(await save(admin, RECEIPT, booking()));
    expect(Number(next.receiptNo.slice(-4))).toBe(Number(made.receiptNo.slice(-4)) + 1);
    const mine = expectOk(await save(operator, RECEIPT, booking({ customerCode: 'KH10006' })));
    expect(mine).toMatchObject({ ownerSiteCode: 'SZ001', receiptState: 'pending' });
    // Another site's customer is not one the operator can pick.
    expect(fieldsOf(refused(await save(operator, RECEIPT, booking()), 400)).customerCode).toBeTruthy();
  });

  it('moves 待入仓 → 部分入仓 → 已入仓 as pieces are counted, refusing the wrong moves with their reason', async () => {
    let row = expectOk(await save(operator, RECEIPT, booking({ customerCode: 'KH10006' })));
    expect(refused(await move(operator, RECEIPT, row, 'receiveAll'), 400).message).toBe('「确认入仓」不能执行：请先登记实收件数和实收重量');
    row = expectOk(await update(operator, RECEIPT, { id: row.id, version: row.version, receivedPieces: 20, receivedWeight: 130.4 }));
    row = expectOk(await move(operator, RECEIPT, row, 'receivePart'));
    expect(row.receiptState).toBe('partial');
    expect(refused(await move(operator, RECEIPT, row, 'cancel'), 400).message).toBe('「取消」不能把状态从「部分入仓」变为「已取消」');
    row = expectOk(await update(operator, RECEIPT, { id: row.id, version: row.version, receivedPieces: 48, receivedWeight: 312.2 }));
    row = expectOk(await move(operator, RECEIPT, row, 'receiveAll'));
    expect(row.receiptState).toBe('received');
    expect(refused(await update(operator, RECEIPT, { id: row.id, version: row.version, receivedPieces: 50 }), 400).message).toMatch(/为「已入仓」状态，已锁定/);
    expect(expectOk(await update(operator, RECEIPT, { id: row.id, version: row.version, remark: '外箱完好' })).remark).toBe('外箱完好');
  });

  it('cancels a receipt with nothing received, and not one with pieces in', async () => {
    const empty = expectOk(await save(admin, RECEIPT, booking()));
    expect(expectOk(await move(admin, RECEIPT, empty, 'cancel')).receiptState).toBe('cancelled');
    const counted = expectOk(await save(admin, RECEIPT, booking({ receivedPieces: 3 })));
    expect(refused(await move(admin, RECEIPT, counted, 'cancel'), 400).message).toBe('「取消」不能执行：已有货物入仓，不能取消');
  });

  it('refuses bad input naming the field', async () => {
    expect(fieldsOf(refused(await save(admin, RECEIPT, booking({ expectedPieces: 0 })), 400))).toHaveProperty('expectedPieces');
    expect(fieldsOf(refused(await save(admin, RECEIPT, booking({ expectedArrivalAt: undefined })), 400))).toHaveProperty('expectedArrivalAt');
    expect(fieldsOf(refused(await save(admin, RECEIPT, booking({ contactPhone: '12345' })), 400)).contactPhone).toMatch(/8 位香港电话/);
    expect(fieldsOf(refused(await save(admin, RECEIPT, booking({ deliveryMode: 'pickup' })), 400)).pickupAddress).toBe('上门提货须填写提货地址');
    expect(fieldsOf(refused(await save(admin, RECEIPT, booking({ deliveryMode: 'drone' })), 400))).toHaveProperty('deliveryMode');
    // KH10004 is a certified customer whose account is not enabled.
    expect(fieldsOf(refused(await save(admin, RECEIPT, booking({ customerCode: 'KH10004' })), 400)).customerCode).toMatch(/未启用/);
    expect(refused(await save(admin, RECEIPT, booking({ receiptState: 'received' })), 400).message).toMatch(/只能通过状态流转修改/);
  });
});

describe('发货单 /sendSingle', () => {
  const truck = { hkTruckNo: 'RX4521', cnTruckNo: '粤Z3K21港', driverName: '陈志强', driverPhone: '61234567' };
  const note = (over: Record<string, unknown> = {}) => ({ ownerSiteCode: 'SZ001', crossingPort: 'huanggang', plannedDepartureAt: soon(12), pieces: 860, bags: 30, grossWeight: 1820.5, ...over });

  it('opens a draft numbered by the server; 提交 needs the truck, the driver, the seal and pieces, and only the submit button grants it', async () => {
    let row = expectOk(await save(admin, NOTE, note(truck)));
    expect(row.dispatchNo).toMatch(todaysNumber('FH'));
    expect(row.dispatchState).toBe('draft');
    expect(refused(await move(admin, NOTE, row, 'submit'), 400).message).toMatch(/^「提交」不能执行：须填齐香港车牌、内地车牌、司机及电话、封条号/);
    row = expectOk(await update(admin, NOTE, { id: row.id, version: row.version, sealNo: 'E530127001' }));
    // The operator sees the note (SZ001) but holds no submit button on /sendSingle.
    expectOk(await detail(operator, NOTE, row.id));
    refused(await move(operator, NOTE, row, 'submit'), 403);
    row = expectOk(await move(admin, NOTE, row, 'submit'));
    expect(row.dispatchState).toBe('submitted');
    expect(refused(await move(admin, NOTE, row, 'arrive'), 400).message).toBe('「到仓」不能把状态从「已提交」变为「已到仓」');
    expect(refused(await update(admin, NOTE, { id: row.id, version: row.version, sealNo: 'E530127999' }), 400).message).toMatch(/为「已提交」状态，已锁定/);
    row = expectOk(await move(admin, NOTE, row, 'depart'));
    expect(row.dispatchState).toBe('departed');
  });

  it('refuses bad input naming the field, and the create without the page', async () => {
    expect(fieldsOf(refused(await save(admin, NOTE, note({ crossingPort: 'lowu' })), 400))).toHaveProperty('crossingPort');
    expect(fieldsOf(refused(await save(admin, NOTE, note({ hkTruckNo: '粤Z3K21' })), 400)).hkTruckNo).toMatch(/RX4521/);
    expect(fieldsOf(refused(await save(admin, NOTE, note({ ownerSiteCode: 'NOPE' })), 400))).toHaveProperty('ownerSiteCode');
    expect(fieldsOf(refused(await save(admin, NOTE, note({ pieces: -1 })), 400))).toHaveProperty('pieces');
    // /sendSingle has no add button: its notes are made by administrators (later: by the HK loading scan).
    refused(await save(operator, NOTE, note(truck)), 403);
    refused(await save(customs, NOTE, note(truck)), 403);
  });
});

describe('国内运输 /chinaTransport', () => {
  async function submittedNote(site: string): Promise<any> {
    const made = expectOk(await save(admin, NOTE, { ownerSiteCode: site, crossingPort: 'shenzhenBay', plannedDepartureAt: soon(6), pieces: 500, hkTruckNo: 'TV2375', cnTruckNo: '粤Z2B75港', driverName: '李国华', driverPhone: '13760023451', sealNo: 'E531627002' }));
    return expectOk(await move(admin, NOTE, made, 'submit'));
  }

  it('carries a submitted dispatch note bound for its warehouse, and takes the crossing from it', async () => {
    const draft = expectOk(await save(admin, NOTE, { ownerSiteCode: '888888', crossingPort: 'huanggang', plannedDepartureAt: soon(6) }));
    const trip = { ownerSiteCode: '888888', pieces: 500, plannedDepartureAt: soon(9) };
    expect(fieldsOf(refused(await save(admin, TRIP, { ...trip, dispatchNo: draft.dispatchNo }), 400)).dispatchNo).toMatch(/还是草稿/);
    const bound = await submittedNote('888888');
    expect(fieldsOf(refused(await save(admin, TRIP, { ...trip, dispatchNo: bound.dispatchNo, ownerSiteCode: 'SZ001' }), 400)).ownerSiteCode).toMatch(/目的站点是 888888/);
    const made = expectOk(await save(admin, TRIP, { ...trip, dispatchNo: bound.dispatchNo }));
    expect(made.tripNo).toMatch(todaysNumber('YS'));
    expect(made).toMatchObject({ tripState: 'waiting', fromPort: 'shenzhenBay', ownerSiteCode: '888888' });
    // The operator picks only SZ001's notes.
    expect(fieldsOf(refused(await save(operator, TRIP, { ...trip, dispatchNo: bound.dispatchNo, ownerSiteCode: 'SZ001' }), 400))).toHaveProperty('dispatchNo');
  });

  it('moves 待发车 → 运输中 → 已到达 once the times are entered, refusing the wrong moves', async () => {
    const bound = await submittedNote('SZ001');
    let row = expectOk(await save(operator, TRIP, { dispatchNo: bound.dispatchNo, ownerSiteCode: 'SZ001', pieces: 500, plannedDepartureAt: soon(9) }));
    expect(row.ownerSiteCode).toBe('SZ001');
    expect(refused(await move(operator, TRIP, row, 'depart'), 400).message).toBe('「发车」不能执行：请先填写车牌号、司机和发车时间');
    expect(refused(await move(operator, TRIP, row, 'arrive'), 400).message).toBe('「到达」不能把状态从「待发车」变为「已到达」');
    const departed = '2026-11-27T02:00:00.000Z';
    row = expectOk(await update(operator, TRIP, { id: row.id, version: row.version, truckNo: '粤B8C2D7', driverName: '张立新', driverPhone: '13612345098', departedAt: departed }));
    row = expectOk(await move(operator, TRIP, row, 'depart'));
    expect(row.tripState).toBe('inTransit');
    expect(refused(await move(operator, TRIP, row, 'arrive'), 400).message).toBe('「到达」不能执行：请先填写到达时间');
    // In transit only the arrival time and the remark are still written, and the arrival comes after the departure.
    expect(refused(await update(operator, TRIP, { id: row.id, version: row.version, pieces: 480 }), 400).message).toMatch(/为「运输中」状态，已锁定/);
    expect(fieldsOf(refused(await update(operator, TRIP, { id: row.id, version: row.version, arrivedAt: '2026-11-27T01:00:00.000Z' }), 400)).arrivedAt).toBe('到达时间须晚于发车时间');
    row = expectOk(await update(operator, TRIP, { id: row.id, version: row.version, arrivedAt: '2026-11-27T03:10:00.000Z' }));
    row = expectOk(await move(operator, TRIP, row, 'arrive'));
    expect(row.tripState).toBe('arrived');
  });

  it('refuses bad input naming the field', async () => {
    const bound = await submittedNote('888888');
    const trip = { dispatchNo: bound.dispatchNo, ownerSiteCode: '888888', pieces: 500, plannedDepartureAt: soon(9) };
    expect(fieldsOf(refused(await save(admin, TRIP, { ...trip, dispatchNo: 'FH0000000000' }), 400))).toHaveProperty('dispatchNo');
    expect(fieldsOf(refused(await save(admin, TRIP, { ...trip, driverPhone: '6123456' }), 400))).toHaveProperty('driverPhone');
    expect(fieldsOf(refused(await save(admin, TRIP, { ...trip, truckNo: 'AB1234' }), 400))).toHaveProperty('truckNo');
    expect(fieldsOf(refused(await save(admin, TRIP, { ...trip, pieces: 'many' }), 400))).toHaveProperty('pieces');
  });
});

describe('转运单 /transferListManage', () => {
  const transfer = (over: Record<string, unknown> = {}) => ({ fromSiteCode: '888888', pieces: 600, bags: 20, weight: 1260.5, plannedDepartureAt: soon(4), ...over });

  it("is numbered by the server and belongs to the station it goes to: the operator's own", async () => {
    const mine = expectOk(await save(operator, TRANSFER, transfer()));
    expect(mine.transferNo).toMatch(todaysNumber('ZY'));
    expect(mine).toMatchObject({ ownerSiteCode: 'SZ001', transferState: 'waiting' });
    refused(await save(operator, TRANSFER, transfer({ fromSiteCode: 'SZ001', ownerSiteCode: '888888' })), 403);
    expect(fieldsOf(refused(await save(operator, TRANSFER, transfer({ fromSiteCode: 'SZ001' })), 400)).ownerSiteCode).toBe('到达站点不能与始发仓相同');
    expect(fieldsOf(refused(await save(operator, TRANSFER, transfer({ fromSiteCode: 'XX999' })), 400))).toHaveProperty('fromSiteCode');
    expect(fieldsOf(refused(await save(operator, TRANSFER, transfer({ pieces: undefined })), 400))).toHaveProperty('pieces');
    // An administrator has no site of their own to fall back on: they name the station.
    expect(fieldsOf(refused(await save(admin, TRANSFER, transfer()), 400)).ownerSiteCode).toBe('到达站点不能为空');
    expect(expectOk(await save(admin, TRANSFER, transfer({ ownerSiteCode: 'SZQH' }))).ownerSiteCode).toBe('SZQH');
  });

  it('moves 待发车 → 运输中 → 已到站 → 已交接, the hand-over only when the pieces counted match', async () => {
    let row = expectOk(await save(operator, TRANSFER, transfer({ truckNo: '粤BK3127', departedAt: '2026-11-27T01:10:00.000Z' })));
    expect(refused(await move(operator, TRANSFER, row, 'handOver'), 400).message).toBe('「交接」不能把状态从「待发车」变为「已交接」');
    expect(refused(await move(operator, TRANSFER, row, 'depart'), 400).message).toBe('「发车」不能执行：请先填写车牌号、司机和发车时间');
    row = expectOk(await update(operator, TRANSFER, { id: row.id, version: row.version, driverName: '罗建平', driverPhone: '13828865310' }));
    row = expectOk(await move(operator, TRANSFER, row, 'depart'));
    row = expectOk(await update(operator, TRANSFER, { id: row.id, version: row.version, arrivedAt: '2026-11-27T02:00:00.000Z' }));
    row = expectOk(await move(operator, TRANSFER, row, 'arrive'));
    expect(row.transferState).toBe('arrived');
    row = expectOk(await update(operator, TRANSFER, { id: row.id, version: row.version, receivedPieces: 598, receiver: '李海燕' }));
    expect(refused(await move(operator, TRANSFER, row, 'handOver'), 400).message).toMatch(/^「交接」不能执行：须填写接收人，且实收件数与件数一致/);
    row = expectOk(await update(operator, TRANSFER, { id: row.id, version: row.version, receivedPieces: 600 }));
    row = expectOk(await move(operator, TRANSFER, row, 'handOver'));
    expect(row.transferState).toBe('handedOver');
    refused(await move(customs, TRANSFER, row, 'handOver'), 403);
  });
});

describe('document numbers', () => {
  afterEach(() => server.clock.set(Date.now()));

  it("take their day from the server's clock, in China time", async () => {
    // 18:30 UTC on 14 June 2031 is already 15 June in China. No token outlives the jump: sign in again at that time.
    server.clock.set(Date.UTC(2031, 5, 14, 18, 30));
    const later = await signInAs(server, 'operator');
    const row = expectOk(await save(later, TRANSFER, { fromSiteCode: '888888', pieces: 10, plannedDepartureAt: '2031-06-15T02:00:00.000Z' }));
    expect(row.transferNo).toMatch(/^ZY310615\d{4}$/);
  });
});
