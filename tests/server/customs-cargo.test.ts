/**
 * Goods entering the park over real HTTP against the simulated declaration platform (docs/domain/customs.md "Entry
 * into the park"; docs/api.md "Entry cargo lists"): a park entry application submitted (its INV101 queued and sent),
 * customs' INV201 passing it (预增 on the ledger) or returning it (only the latest message moves it); an entry cargo
 * list saved, loaded with the application's goods (all, or chosen lines with quantities; refused over what is
 * unloaded), declared (SAS121), approved and through the gate (SAS221, SAS251), a line rejected, received (预增 →
 * 实增 for the loaded lines only); a cargo list whose weights are off returned by customs and declared again; its
 * exports and lines calls; and the refusals: another state (named), another tenant's rows, a user without the grant,
 * bad input naming the field.
 */
import { sql } from 'kysely';
import { writeBondedReceipt } from '../../server/customs/messages/sas-xml';
import { cebTime } from '../../server/customs/messages/ceb-xml';
import { signBody } from '../../server/http/hmac-signature';
import { DEV_CUSTOMS_SECRET } from '../../server/config';
import { entityServiceFor } from '../../server/entity/entity-service-for';
import { applicationCommands } from '../../server/commands/index';
import { runCommand } from '../../server/commands/command-service';
import type { WriteContext } from '../../server/entity/entity-service';
import { DEMO_EMS_NO } from '../../server/seed/seed-customs-stock';
import { expectOk, type TestClient } from './http-client';
import { sheetRows } from './xlsx-sheets';
import type { TestServer } from './test-server';
import { expectRefused as refused, startCustomsSignedIn, until } from './customs-fixtures';

let server: TestServer;
let customs: TestClient;
let operator: TestClient;
let harbor: TestClient;
let demoTenant: number;

const BASE = '/api/bdtibs/customs';
const LINES = '/api/bdtibs/customsCargoGoodsDetail';
type Row = Record<string, any>;
const db = () => server.ctx.db;

beforeAll(async () => {
  ({ server, as: { customs, operator, harbor_admin: harbor } } = await startCustomsSignedIn(['customs', 'operator', 'harbor_admin']));
  demoTenant = (await sql<{ id: number }>`SELECT id FROM tenant WHERE tenant_code = 'demo'`.execute(db())).rows[0]!.id;
}, 180_000);
afterAll(async () => server?.close());

const post = (call: string, json: unknown = {}, client = customs) => client.request('POST', `${BASE}/${call}`, { json });
const run = (call: string, query: Record<string, string | number>, client = customs) => client.request('POST', `${BASE}/${call}`, { query });


async function ledger(item: string): Promise<{ actlIncQty: number; prevdIncQty: number; availableQty: number }> {
  const row = (await sql<Row>`SELECT actl_inc_qty, prevd_inc_qty, available_qty FROM customs_stock WHERE tenant_id = ${demoTenant} AND ems_no = ${DEMO_EMS_NO} AND gds_mtno = ${item}`.execute(db())).rows[0]!;
  return { actlIncQty: Number(row.actlIncQty), prevdIncQty: Number(row.prevdIncQty), availableQty: Number(row.availableQty) };
}

async function messagesOf(docType: string, docId: number): Promise<Row[]> {
  return (await sql<Row>`SELECT direction, message_type, guid, content, send_state, return_status, return_info FROM customs_message
    WHERE doc_type = ${docType} AND doc_id = ${docId} ORDER BY id`.execute(db())).rows;
}

const GOODS = [
  { gdsSeqno: 1, gdsMtno: 'GM000005', gdecd: '2106909090', gdsNm: '维生素C咀嚼片', gdsSpcfModelDesc: 'Blackmores|500mg|50片/瓶', dclQty: 100, dclUnitcd: '142', lawfQty: 12, lawfUnitcd: '035', dclUprcAmt: 6.9, natcd: '601', grossWt: 14, netWt: 12 },
  { gdsSeqno: 2, gdsMtno: 'GM000007', gdecd: '3304990099', gdsNm: '精华液', gdsSpcfModelDesc: '兰蔻|小黑瓶|50ml/瓶', dclQty: 50, dclUnitcd: '142', lawfQty: 7.5, lawfUnitcd: '035', dclUprcAmt: 52, natcd: '305', grossWt: 8.6, netWt: 7.5 },
];

const application = async (id: number): Promise<Row> => expectOk(await customs.request('GET', `${BASE}/queryCustomsStockDeclareDetail`, { query: { id } }));
const cargoOf = async (id: number): Promise<Row> => expectOk(await customs.request('GET', `${BASE}/queryCustomsCargoDetail`, { query: { id } }));
const newCargo = async (values: Row = {}): Promise<Row> => expectOk(await post('saveCustomsCargo', { vehicleNo: '粤B3K721', vehicleIcNo: 'E5349000123', driverName: '陈师傅', driverTel: '13912345678', containerNo: 'TGHU8876543', sealNo: 'QH2611001', vehicleWt: 9800, vehicleFrameWt: 6200, containerWt: 2300, ...values }));

/** An application saved, submitted, and passed by the simulated customs (its INV201). */
async function passedApplication(goods: Row[] = GOODS): Promise<Row> {
  const made = expectOk(await post('saveCustomsStockDeclare', { emsNo: DEMO_EMS_NO, trspModecd: '4', goods }));
  expect(expectOk(await run('submitCustomsStockDeclare', { ids: String(made.id) }))).toMatchObject({ done: 1 });
  return until(() => application(made.id), (a) => a.declareStatus === '2', 'the application to pass');
}

describe('the demo tenant\'s entry into the park (seeded through the real road)', () => {
  it('has cargo lists 暂存 with lines, 已审批 and 已入库, their messages, and the ledger booked for the received lines only', async () => {
    const page = expectOk(await post('queryCustomsCargoPageList', { currentPage: 1, pageSize: 50 }));
    const byStatus = (status: string) => (page.list as Row[]).filter((c) => c.cargoStatus === status);
    expect(byStatus('0').some((c) => c.goodsCount > 0 && Number(c.loadedQty) > 0)).toBe(true);
    const [approved] = byStatus('2');
    expect(approved!.passportNo).toMatch(/^Z5349I/);
    const [received] = byStatus('5');
    expect(received!.passTime).toBeTruthy();
    expect((await messagesOf('cargo', received!.id)).map((m) => m.messageType)).toEqual(['SAS121', 'SAS221', 'SAS251']);
    const log = expectOk(await post('queryCustomsStockAdjustLogPageList', { docNo: received!.cargoNo, currentPage: 1, pageSize: 10 }));
    expect(log.list.map((r: Row) => [r.kind, r.gdsMtno, Number(r.qty)]).sort()).toEqual([['prevdIncToActl', 'GM000003', 240], ['prevdIncToActl', 'GM000010', 400]]);
    const lines = expectOk(await customs.request('POST', `${LINES}/queryCustomsCargoDetailPageList`, { json: { cargoId: received!.id, currentPage: 1, pageSize: 10 } })).list as Row[];
    expect(lines.find((l) => l.gdsMtno === 'GM000012')).toMatchObject({ loadStatus: '2' });
    // Every application being declared carries its INV101; every passed one made by the seed its INV201.
    const declaring = expectOk(await post('queryCustomsStockDeclarePageList', { declareStatus: '1', currentPage: 1, pageSize: 10 })).list as Row[];
    expect(declaring.length).toBeGreaterThan(0);
    for (const a of declaring) expect((await messagesOf('stockDeclare', a.id)).map((m) => m.messageType)).toEqual(['INV101']);
  });
});

describe('park entry applications declared to customs (INV101 → INV201)', () => {
  it('submit queues the INV101; customs passes it with its bondInvtNo and the goods are expected in (预增)', async () => {
    const before = await Promise.all(['GM000005', 'GM000007'].map(ledger));
    const passed = await passedApplication();
    expect(passed.bondInvtNo).toMatch(/^QD5349\d{2}I\d{9}$/);
    expect(passed.returnInfo).toBe('审核通过');
    const after = await Promise.all(['GM000005', 'GM000007'].map(ledger));
    expect(after[0]!.prevdIncQty).toBe(before[0]!.prevdIncQty + 100);
    expect(after[1]!.prevdIncQty).toBe(before[1]!.prevdIncQty + 50);
    const messages = await messagesOf('stockDeclare', passed.id);
    expect(messages.map((m) => [m.direction, m.messageType])).toEqual([['out', 'INV101'], ['in', 'INV201']]);
    const sent = messages[0]!.content as string;
    for (const part of ['<impexpMarkcd>I</impexpMarkcd>', '<supvModecd>1210</supvModecd>', '<invtType>0</invtType>', '<dclcusTypecd>2</dclcusTypecd>', `<putrecNo>${DEMO_EMS_NO}</putrecNo>`,
      `<etpsInnerInvtNo>${passed.declareNo}</etpsInnerInvtNo>`, '<gdsMtno>GM000005</gdsMtno>', '<dclQty>50</dclQty>']) expect(sent).toContain(part);
  });

  it('a 退单 (manageResult 3) returns it with customs\' words; only the receipt of its latest INV101 moves it', async () => {
    const made = expectOk(await post('saveCustomsStockDeclare', { emsNo: DEMO_EMS_NO, trspModecd: '4', goods: [GOODS[0]] }));
    // Submitted in a transaction that marks its INV101 sent before the outbox sees it: customs' answer is this test's.
    const ctx: WriteContext = { db: db(), lang: 'zh', user: { id: 0, tenantId: demoTenant, tenantCode: 'demo', username: 'customs', nickname: '关务小李', isAdmin: true, ownerSiteCode: null, employeeCode: null, subjectId: 't', sessionId: 't', roles: [] } };
    const model = server.ctx.entities.get('customs.customsStockDeclare')!;
    await db().transaction().execute(async (trx) => {
      await runCommand({ ...ctx, db: trx }, model, 'submit', { rows: [{ id: made.id }] }, { service: entityServiceFor(server.ctx), commands: applicationCommands(), models: server.ctx.entities });
      await trx.updateTable('customsMessage').set({ sendState: 'sent', sentAt: new Date() }).where('docType', '=', 'stockDeclare').where('docId', '=', made.id).execute();
    });
    const [first] = await messagesOf('stockDeclare', made.id);
    const receipt = (manageResult: string, extra: Row = {}) => writeBondedReceipt('INV201', first!.guid, crypto.randomUUID().toUpperCase(), made.declareNo, { etpsPreentNo: made.declareNo, manageResult, manageDate: cebTime(new Date()), ...extra }, cebTime(new Date()));
    const push = (xml: string) => customs.request('POST', '/api/clearway/customs/receipts', { body: xml, headers: { 'content-type': 'application/xml', 'x-customs-signature': signBody(DEV_CUSTOMS_SECRET, xml) } });
    expect(expectOk(await push(receipt('3', { rmk: '[Code:2200;Desc:表体第1项商品编码与账册备案不一致]' })))).toMatchObject({ result: 'applied' });
    const returned = await application(made.id);
    expect(returned).toMatchObject({ declareStatus: '3', returnInfo: '[Code:2200;Desc:表体第1项商品编码与账册备案不一致]' });
    // Fixed and submitted again: a new INV101, which the simulated customs passes.
    expectOk(await run('submitCustomsStockDeclare', { ids: String(made.id) }));
    const passed = await until(() => application(made.id), (a) => a.declareStatus === '2', 'the second INV101 to pass');
    // A late answer to the first INV101 is kept and moves nothing.
    expect(expectOk(await push(receipt('1', { bondInvtNo: 'QD534926I999999999', rmk: '审核通过' })))).toMatchObject({ result: 'kept' });
    expect((await application(made.id)).bondInvtNo).toBe(passed.bondInvtNo);
    expect((await messagesOf('stockDeclare', made.id)).filter((m) => m.direction === 'out').length).toBe(2);
  });
});

describe('entry cargo lists (/entryCarrying)', () => {
  let passed: Row;
  let cargo: Row;

  it('saves a cargo list (ZH + yyMMdd + 4 digits, total weight computed), updates and lists it', async () => {
    passed = await passedApplication();
    cargo = await newCargo({ totalGrossWt: 22.6, totalNetWt: 19.5 });
    expect(cargo).toMatchObject({ cargoStatus: '0', goodsCount: 0 });
    expect(cargo.cargoNo).toMatch(/^ZH\d{10}$/);
    expect(Number(cargo.totalWt)).toBeCloseTo(9800 + 6200 + 2300 + 22.6);
    const updated = expectOk(await post('updateCustomsCargo', { id: cargo.id, version: cargo.version, containerWt: 2200, remark: '第一车' }));
    expect(Number(updated.totalWt)).toBeCloseTo(9800 + 6200 + 2200 + 22.6);
    const page = expectOk(await post('queryCustomsCargoPageList', { cargoNo: cargo.cargoNo, currentPage: 1, pageSize: 10 }));
    expect(page.list.map((r: Row) => r.id)).toEqual([cargo.id]);
    cargo = updated;
  });

  it('loads chosen lines with quantities, then everything the application has left; refuses more than is unloaded', async () => {
    const first = expectOk(await post('addCustomsCargoDetail', { id: cargo.id, declareNo: passed.declareNo, lines: [{ gdsSeqno: 1, qty: 60 }] }));
    expect(first.result.lines).toEqual([{ gdsSeqno: 1, gdsMtno: 'GM000005', qty: 60 }]);
    const rest = expectOk(await post('addCustomsCargoDetail', { id: cargo.id, declareId: passed.id }));
    expect(rest.result.lines).toEqual([{ gdsSeqno: 1, gdsMtno: 'GM000005', qty: 40 }, { gdsSeqno: 2, gdsMtno: 'GM000007', qty: 50 }]);
    cargo = await cargoOf(cargo.id);
    expect(cargo).toMatchObject({ emsNo: DEMO_EMS_NO, goodsCount: 2, bondInvtNos: passed.bondInvtNo });
    expect(Number(cargo.loadedQty)).toBe(150);
    const lines = expectOk(await customs.request('POST', `${LINES}/queryCustomsCargoDetailPageList`, { json: { cargoId: cargo.id, currentPage: 1, pageSize: 10 } }));
    expect(lines.list.map((l: Row) => [l.lineNo, l.gdsMtno, Number(l.qty), Number(l.grossWt), l.loadStatus, l.declareNo])).toEqual([
      [1, 'GM000005', 100, 14, '1', passed.declareNo], [2, 'GM000007', 50, 8.6, '1', passed.declareNo]]);
    const loaded = expectOk(await customs.request('GET', `${LINES}/loadedGoodsList`, { query: { cargoId: cargo.id } }));
    expect(loaded.result.map((l: Row) => [l.gdsMtno, l.qty, l.bondInvtNo])).toEqual([['GM000005', 100, passed.bondInvtNo], ['GM000007', 50, passed.bondInvtNo]]);

    const other = await newCargo({ vehicleNo: '粤B7Q552' });
    const over = refused(await post('addCustomsCargoDetail', { id: other.id, declareNo: passed.declareNo, lines: [{ gdsSeqno: 2, qty: 1 }] }));
    expect(over.message).toContain(`入区申请 ${passed.declareNo} 第 2 项（料号 GM000007）未装载的数量不足：申报 50，已装载 50，本次 1`);
    expect(Object.keys(over.data!.fields!)).toEqual(['lines[0].qty']);
    expect(refused(await post('addCustomsCargoDetail', { id: other.id, declareNo: passed.declareNo })).message).toContain('已全部装载');
    expect(Object.keys(refused(await post('addCustomsCargoDetail', { id: other.id, declareNo: passed.declareNo, lines: [{ gdsSeqno: 9, qty: 1 }] })).data!.fields!)).toEqual(['lines[0].gdsSeqno']);
    // A removed draft gives its lines back: the same goods load onto another cargo list.
    const third = await newCargo();
    const spare = await passedApplication([GOODS[0]]);
    expectOk(await post('addCustomsCargoDetail', { id: third.id, declareNo: spare.declareNo }));
    refused(await post('addCustomsCargoDetail', { id: other.id, declareNo: spare.declareNo }));
    expectOk(await post('removeCustomsCargo', { id: third.id }));
    expect(expectOk(await post('addCustomsCargoDetail', { id: other.id, declareNo: spare.declareNo })).result.lines).toEqual([{ gdsSeqno: 1, gdsMtno: 'GM000005', qty: 100 }]);
  });

  it('declares the SAS121, follows customs\' approval and the gate, rejects a line, and books only the loaded goods on receipt', async () => {
    const before = await Promise.all(['GM000005', 'GM000007'].map(ledger));
    expect(expectOk(await run('declarationCustomsCargo', { ids: String(cargo.id) }))).toMatchObject({ done: 1 });
    const declared = await cargoOf(cargo.id);
    expect(declared.cargoStatus).toBe('1');
    expect(declared.declareTime).toBeTruthy();
    const locked = refused(await post('updateCustomsCargo', { id: cargo.id, version: declared.version, vehicleNo: '粤B00000' }));
    expect(locked.message).toContain('申报中');
    const through = await until(() => cargoOf(cargo.id), (c) => c.cargoStatus === '3', 'the gate');
    expect(through.passportNo).toMatch(/^Z5349I\d{2}/);
    expect(through.passTime).toBeTruthy();
    const messages = await messagesOf('cargo', cargo.id);
    expect(messages.map((m) => [m.direction, m.messageType, m.returnStatus])).toEqual([['out', 'SAS121', null], ['in', 'SAS221', '1'], ['in', 'SAS251', '2']]);
    const passport = messages[0]!.content as string;
    for (const part of ['<ioTypecd>I</ioTypecd>', '<passportTypecd>1</passportTypecd>', '<bindTypecd>1</bindTypecd>', '<rltTbTypecd>1</rltTbTypecd>', `<rtlBillNo>${passed.bondInvtNo}</rtlBillNo>`,
      '<vehicleNo>粤B3K721</vehicleNo>', `<etpsPreentNo>${cargo.cargoNo}</etpsPreentNo>`, '<totalGrossWt>22.6</totalGrossWt>', '<rltGdsSeqno>2</rltGdsSeqno>']) expect(passport).toContain(part);
    const tab = expectOk(await customs.request('POST', '/api/bdtibs/dataQuery/findAllByCallId', { form: { qid: 'FIND_CUSTOMS_CARGO_MESSAGE', docId: cargo.id } })) as Row[];
    expect(tab.map((m) => m.messageType).sort()).toEqual(['SAS121', 'SAS221', 'SAS251']);

    // The gate refused the serum: rejected, and not booked.
    const lines = expectOk(await customs.request('POST', `${LINES}/queryCustomsCargoDetailPageList`, { json: { cargoId: cargo.id, currentPage: 1, pageSize: 10 } })).list as Row[];
    const serum = lines.find((l) => l.gdsMtno === 'GM000007')!;
    expect(expectOk(await customs.request('GET', `${LINES}/rejectGoods`, { query: { id: serum.id, reason: '外箱破损' } }))).toMatchObject({ done: 1 });
    const again = refused(await customs.request('GET', `${LINES}/rejectGoods`, { query: { id: serum.id } }));
    expect(again.message).toBe('「拒收」不能把状态从「已拒收」变为「已拒收」');
    expect(Number((await cargoOf(cargo.id)).loadedQty)).toBe(100);
    expect(expectOk(await customs.request('GET', `${LINES}/loadedGoodsList`, { query: { cargoId: cargo.id } })).result.map((l: Row) => l.gdsMtno)).toEqual(['GM000005']);

    expect(expectOk(await run('releaseCustomsCargo', { ids: String(cargo.id) }))).toMatchObject({ done: 1 });
    const received = await cargoOf(cargo.id);
    expect(received).toMatchObject({ cargoStatus: '5', releasedBy: 'customs' });
    const after = await Promise.all(['GM000005', 'GM000007'].map(ledger));
    expect(after[0]!.actlIncQty).toBe(before[0]!.actlIncQty + 100);
    expect(after[0]!.prevdIncQty).toBe(before[0]!.prevdIncQty - 100);
    expect(after[0]!.availableQty).toBe(before[0]!.availableQty + 100);
    expect(after[1]).toEqual(before[1]);
    const log = expectOk(await post('queryCustomsStockAdjustLogPageList', { docNo: cargo.cargoNo, currentPage: 1, pageSize: 10 }));
    expect(log.list.map((r: Row) => [r.docType, r.kind, r.gdsMtno, Number(r.qty)])).toEqual([['cargo', 'prevdIncToActl', 'GM000005', 100]]);

    // Past its release: no rejecting, no declaring, no releasing again — each refusal names the state.
    const line = lines.find((l) => l.gdsMtno === 'GM000005')!;
    expect(refused(await customs.request('GET', `${LINES}/rejectGoods`, { query: { id: line.id } })).message).toBe(`载货单 ${cargo.cargoNo} 为「已入库」状态，不能拒收商品`);
    expect(expectOk(await run('declarationCustomsCargo', { ids: String(cargo.id) })).rows[0].message).toBe('「申报」不能把状态从「已入库」变为「申报中」');
    expect(expectOk(await run('releaseCustomsCargo', { ids: String(cargo.id) })).rows[0].message).toBe('「确认入库」不能把状态从「已入库」变为「已入库」');
    expect(refused(await post('addCustomsCargoDetail', { id: cargo.id, declareNo: passed.declareNo })).message).toBe(`载货单 ${cargo.cargoNo} 为「已入库」状态，不能装载商品`);
    expect(refused(await post('removeCustomsCargo', { id: cargo.id })).message).toContain('已入库');
  });

  it('a cargo list whose weights are off is returned by customs (SAS221 3); fixed, it is declared again and passes', async () => {
    const app = await passedApplication([GOODS[0]]);
    const heavy = await newCargo({ totalGrossWt: 500, totalNetWt: 12 });
    expectOk(await post('addCustomsCargoDetail', { id: heavy.id, declareNo: app.declareNo }));
    expectOk(await run('declarationCustomsCargo', { ids: String(heavy.id) }));
    const returned = await until(() => cargoOf(heavy.id), (c) => c.cargoStatus === '4', 'customs to return it');
    expect(returned.returnInfo).toContain('相差超过5%');
    expect(returned.passportNo).toBeFalsy();
    const fixed = expectOk(await post('updateCustomsCargo', { id: heavy.id, version: returned.version, totalGrossWt: 14.2 }));
    expectOk(await run('declarationCustomsCargo', { ids: String(heavy.id) }));
    const through = await until(() => cargoOf(heavy.id), (c) => c.cargoStatus === '3', 'the second passport through the gate');
    expect(Number(through.totalWt)).toBeCloseTo(Number(fixed.totalWt));
    expect((await messagesOf('cargo', heavy.id)).filter((m) => m.direction === 'out').length).toBe(2);
  });

  it('exports the cargo lists, their documents and their goods as XLSX under the spec\'s names', async () => {
    for (const call of ['exportCustomsCargo', 'exportCustomsCargoSubCode', 'exportCustomsCargoSubGoods']) {
      const response = await fetch(`${server.url}${BASE}/${call}`, { method: 'POST', headers: { authorization: `Bearer ${customs.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ filters: { cargoNo: cargo.cargoNo } }) });
      expect(response.status, call).toBe(200);
      const rows = await sheetRows(await response.arrayBuffer());
      expect(rows.length, call).toBeGreaterThan(1);
      if (call === 'exportCustomsCargoSubCode') expect(JSON.stringify(rows)).toContain(passed.bondInvtNo);
      if (call === 'exportCustomsCargoSubGoods') expect(rows.length).toBe(3);
    }
  });
});

describe('refusals', () => {
  it('bad input names the field', async () => {
    expect(Object.keys(refused(await post('saveCustomsCargo', { driverName: '王师傅' })).data!.fields!)).toContain('vehicleNo');
    expect(Object.keys(refused(await post('saveCustomsCargo', { vehicleNo: '粤B1', totalGrossWt: 10, totalNetWt: 12 })).data!.fields!)).toContain('totalNetWt');
    expect(Object.keys(refused(await post('saveCustomsCargo', { vehicleNo: '粤B1', details: [{ gdsMtno: 'GM000005' }] })).data!.fields!)).toContain('details');
    const empty = await newCargo();
    expect(Object.keys(refused(await post('addCustomsCargoDetail', { id: empty.id })).data!.fields!)).toEqual(['declareNo']);
    expect(Object.keys(refused(await post('addCustomsCargoDetail', { id: empty.id, declareNo: 'RQNOSUCH' })).data!.fields!)).toEqual(['declareNo']);
    const draft = expectOk(await post('saveCustomsStockDeclare', { emsNo: DEMO_EMS_NO, trspModecd: '4', goods: [GOODS[0]] }));
    expect(refused(await post('addCustomsCargoDetail', { id: empty.id, declareNo: draft.declareNo })).message).toBe(`入区申请 ${draft.declareNo} 为「暂存」：只有核注通过的入区申请的商品才能装载`);
    expect(expectOk(await run('declarationCustomsCargo', { ids: String(empty.id) })).rows[0].message).toBe('「申报」不能执行：载货单至少要有一行已装载的商品');
    const app = await passedApplication([GOODS[0]]);
    expect(Object.keys(refused(await post('addCustomsCargoDetail', { id: empty.id, declareNo: app.declareNo, lines: [{ gdsSeqno: 1, qty: 0 }] })).data!.fields!)).toEqual(['lines[0].qty']);
    expectOk(await post('addCustomsCargoDetail', { id: empty.id, declareNo: app.declareNo }));
    const noWeight = expectOk(await run('declarationCustomsCargo', { ids: String(empty.id) }));
    expect(noWeight.rows[0].message).toContain('申报前请填写货物总毛重');
  });

  it('another tenant\'s cargo lists and lines are not found; a user without the grant is refused', async () => {
    const mine = await newCargo();
    const app = await passedApplication([GOODS[0]]);
    expectOk(await post('addCustomsCargoDetail', { id: mine.id, declareNo: app.declareNo, lines: [{ gdsSeqno: 1, qty: 5 }] }));
    const line = expectOk(await customs.request('GET', `${LINES}/loadedGoodsList`, { query: { cargoId: mine.id } })).result[0];
    expect((await harbor.request('GET', `${BASE}/queryCustomsCargoDetail`, { query: { id: mine.id } })).http).toBe(404);
    expect((await post('updateCustomsCargo', { id: mine.id, version: mine.version, remark: 'x' }, harbor)).http).toBe(404);
    expect((await post('removeCustomsCargo', { id: mine.id }, harbor)).http).toBe(404);
    expect((await post('addCustomsCargoDetail', { id: mine.id, declareNo: app.declareNo }, harbor)).http).toBe(404);
    expect(expectOk(await run('declarationCustomsCargo', { ids: String(mine.id) }, harbor)).rows[0].ok).toBe(false);
    expect((await harbor.request('GET', `${LINES}/loadedGoodsList`, { query: { cargoId: mine.id } })).http).toBe(404);
    expect((await harbor.request('GET', `${LINES}/rejectGoods`, { query: { id: line.id } })).http).toBe(404);
    // Their own cargo list cannot load the demo tenant's application.
    const theirs = expectOk(await post('saveCustomsCargo', { vehicleNo: '沪A12345' }, harbor));
    expect(Object.keys(refused(await post('addCustomsCargoDetail', { id: theirs.id, declareNo: app.declareNo }, harbor)).data!.fields!)).toEqual(['declareNo']);

    for (const reply of [
      await post('queryCustomsCargoPageList', { currentPage: 1, pageSize: 10 }, operator),
      await post('saveCustomsCargo', { vehicleNo: '粤B1' }, operator),
      await post('addCustomsCargoDetail', { id: mine.id, declareNo: app.declareNo }, operator),
      await run('declarationCustomsCargo', { ids: String(mine.id) }, operator),
      await run('releaseCustomsCargo', { ids: String(mine.id) }, operator),
      await operator.request('GET', `${LINES}/loadedGoodsList`, { query: { cargoId: mine.id } }),
      await operator.request('GET', `${LINES}/rejectGoods`, { query: { id: line.id } }),
    ]) expect(reply.http, JSON.stringify(reply.body)).toBe(403);
  });
});
