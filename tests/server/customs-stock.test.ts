/**
 * The bonded park's stock ledger over real HTTP as the demo customs clerk (docs/domain/customs.md "The park ledger",
 * "Entry into the park"; docs/api.md "Bonded park ledger"): the ledger lines and their adjust log (seeded through the
 * ledger, so they agree), exports as XLSX, `sendMTStockInfo`; park entry applications saved, updated, removed,
 * imported with their goods, submitted (twice: refused naming the state) and answered by customs
 * (`applyStockDeclareOutcome`: 预增, a new item gets its ledger line); adjustments audited onto the ledger with the
 * before and after in the log, refused when they would take available below zero, audited twice (refused);
 * another tenant's rows; a missing field; and two requests taking the last units at once — exactly one wins.
 */
import { sql } from 'kysely';
import { TestClient, expectOk, type Reply } from './http-client';
import { startSignedIn, type TestServer } from './test-server';
import { sheet, xlsxForm, sheetRows } from './xlsx-sheets';
import type { WriteContext } from '../../server/entity/entity-service';
import { entityServiceFor } from '../../server/entity/entity-service-for';
import { changeStock, stockLine } from '../../server/customs/stock-ledger';
import { applyStockDeclareOutcome } from '../../server/customs/stock-declare-outcome';
import { AppError } from '../../server/errors/app-error';
import { DEMO_EMS_NO } from '../../server/seed/seed-customs-stock';
import { expectRefused as refused } from './customs-fixtures';

let server: TestServer;
let customs: TestClient;
let harbor: TestClient;
let demoTenant: number;

const BASE = '/api/bdtibs/customs';
type Row = Record<string, any>;
let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++seq}`;

beforeAll(async () => {
  ({ server, as: { customs, harbor_admin: harbor } } = await startSignedIn(['customs', 'harbor_admin']));
  demoTenant = (await sql<{ id: number }>`SELECT id FROM tenant WHERE tenant_code = 'demo'`.execute(server.ctx.db)).rows[0]!.id;
}, 180_000);
afterAll(async () => server?.close());

const post = (call: string, json: unknown = {}, client = customs) => client.request('POST', `${BASE}/${call}`, { json });
const run = (call: string, query: Record<string, string | number>, client = customs) => client.request('POST', `${BASE}/${call}`, { query });

/** The clerk's write context on the server's database (for the ledger module and the receipts' function). */
const clerk = (db = server.ctx.db): WriteContext => ({
  db, lang: 'zh',
  user: { id: 0, tenantId: demoTenant, tenantCode: 'demo', username: 'customs', nickname: '关务小李', isAdmin: false, ownerSiteCode: null, employeeCode: null, subjectId: 't', sessionId: 't', roles: [] },
});

/** A ledger item of a ledger of its own, with `qty` actually in and nothing reserved. */
async function freshItem(qty: number): Promise<{ emsNo: string; gdsMtno: string }> {
  const item = { emsNo: unique('T9'), gdsMtno: unique('IT') };
  await server.ctx.db.transaction().execute((trx) => changeStock(clerk(trx), { docType: 'adjust', docNo: 'TEST' }, [{ ...item, kind: 'actlInc', qty, item: { gdecd: '3304990099', gdsNm: '测试面霜' } }]));
  return item;
}

async function xlsxOf(call: string, body: unknown = {}): Promise<Response> {
  return fetch(`${server.url}${BASE}/${call}`, { method: 'POST', headers: { authorization: `Bearer ${customs.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('the ledger and its adjust log', () => {
  it('lists the seeded ledger lines, each available = 实增 − 实减 − 预减 and the last log row agreeing', async () => {
    const page = expectOk(await post('queryCustomsStockPageList', { emsNo: DEMO_EMS_NO, currentPage: 1, pageSize: 50 }));
    expect(page.total).toBeGreaterThanOrEqual(12);
    for (const line of page.list as Row[]) {
      expect(Number(line.stockQty)).toBeCloseTo(Number(line.actlIncQty) - Number(line.actlRedcQty));
      expect(Number(line.availableQty)).toBeCloseTo(Number(line.actlIncQty) - Number(line.actlRedcQty) - Number(line.prevdRedcQty));
      expect(Number(line.availableQty)).toBeGreaterThanOrEqual(0);
    }
    const milk = (page.list as Row[]).find((l) => l.gdsMtno === 'GM000001')!;
    expect(milk).toMatchObject({ gdecd: '1901101000', gdsNm: '婴幼儿配方奶粉' });
    const log = expectOk(await post('queryCustomsStockAdjustLogPageList', { emsNo: DEMO_EMS_NO, gdsMtno: 'GM000001', currentPage: 1, pageSize: 100 }));
    expect(log.list.map((r: Row) => r.kind)).toEqual(expect.arrayContaining(['prevdInc', 'prevdIncToActl', 'prevdRedc', 'prevdRedcToActl', 'prevdRedcRelease']));
    const latest = [...log.list as Row[]].sort((a, b) => String(b.operatedAt).localeCompare(String(a.operatedAt)) || b.id - a.id)[0]!;
    expect(Number(latest.availableAfter)).toBeCloseTo(Number(milk.availableQty));
    expect(Number(latest.prevdIncAfter)).toBeCloseTo(Number(milk.prevdIncQty));
    // The view's 变动记录 tab reads the same log through the line's GET call.
    const tab = expectOk(await customs.request('GET', `${BASE}/queryCustomsStockAdjustLogOfItem`, { query: { emsNo: DEMO_EMS_NO, gdsMtno: 'GM000001' } }));
    expect(tab.result.length).toBe(log.total);
  });

  it('exports the ledger, the adjust log and the applications as XLSX under the spec\'s names', async () => {
    for (const call of ['exportCustomsStock', 'exportCustomsStockDetail', 'exportCustomsStockRecord']) {
      const response = await xlsxOf(call, { emsNo: DEMO_EMS_NO });
      expect(response.status, call).toBe(200);
      expect(response.headers.get('content-type'), call).toContain('spreadsheetml');
      const rows = await sheetRows(await response.arrayBuffer());
      expect(rows.length, call).toBeGreaterThan(1);
    }
  });

  it('sends the chosen lines\' available quantities to the platform (sendMTStockInfo), one result per line', async () => {
    const page = expectOk(await post('queryCustomsStockPageList', { emsNo: DEMO_EMS_NO, currentPage: 1, pageSize: 2 }));
    const ids = (page.list as Row[]).map((l) => l.id);
    const reply = expectOk(await run('sendMTStockInfo', { ids: ids.join(',') }));
    expect(reply).toMatchObject({ done: 2, refused: 0 });
    expect(reply.rows[0].result).toMatchObject({ emsNo: DEMO_EMS_NO, gdsMtno: page.list[0].gdsMtno, availableQty: Number(page.list[0].availableQty) });
    const detail = expectOk(await customs.request('GET', `${BASE}/queryCustomsStockDetail`, { query: { id: ids[0] } }));
    expect(Number(detail.mtSentQty)).toBeCloseTo(Number(page.list[0].availableQty));
    expect(detail.mtSentAt).toBeTruthy();
  });

  it('does not let a clerk write ledger lines directly, nor another tenant read them', async () => {
    const line = expectOk(await post('queryCustomsStockPageList', { emsNo: DEMO_EMS_NO, currentPage: 1, pageSize: 1 })).list[0];
    expect((await post('updateCustomsStock', { ...line, actlIncQty: 999999 })).http).toBe(403);
    expect((await harbor.request('GET', `${BASE}/queryCustomsStockDetail`, { query: { id: line.id } })).http).toBe(404);
    expect(expectOk(await post('queryCustomsStockPageList', { currentPage: 1, pageSize: 10 }, harbor)).total).toBe(0);
  });
});

describe('the ledger module (changeStock)', () => {
  it('refuses an item the ledger does not have, and a change beyond what is there, naming ledger, item, available and asked', async () => {
    const item = await freshItem(5);
    const attempt = (change: Parameters<typeof changeStock>[2][number]) => server.ctx.db.transaction().execute((trx) => changeStock(clerk(trx), { docType: 'order', docNo: 'CBTEST' }, [change]));
    await expect(attempt({ emsNo: item.emsNo, gdsMtno: 'NOPE', kind: 'prevdRedc', qty: 1 })).rejects.toMatchObject({ errorName: 'CUSTOMS_STOCK_ITEM_UNKNOWN' });
    const short = await attempt({ ...item, kind: 'prevdRedc', qty: 6 }).catch((e: AppError) => e);
    expect((short as AppError).messageIn('zh')).toBe(`账册 ${item.emsNo} 料号 ${item.gdsMtno} 可用 5，需要 6`);
    const release = await attempt({ ...item, kind: 'prevdRedcRelease', qty: 1 }).catch((e: AppError) => e);
    expect((release as AppError).messageIn('zh')).toBe(`账册 ${item.emsNo} 料号 ${item.gdsMtno} 预减 0，需要 1`);
    await attempt({ ...item, kind: 'prevdRedc', qty: 5 });
    await attempt({ ...item, kind: 'prevdRedcToActl', qty: 2 });
    expect(await stockLine(clerk(), item.emsNo, item.gdsMtno)).toMatchObject({ actlIncQty: 5, actlRedcQty: 2, prevdRedcQty: 3 });
  });

  it('two transactions reserving the last units at once: exactly one succeeds, stock never negative', async () => {
    const item = await freshItem(4);
    const reserve = () => server.ctx.db.transaction().execute(async (trx) => {
      await changeStock(clerk(trx), { docType: 'order', docNo: unique('CB') }, [{ ...item, kind: 'prevdRedc', qty: 4 }]);
    });
    const outcomes = await Promise.allSettled([reserve(), reserve()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const loser = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((loser.reason as AppError).messageIn('zh')).toBe(`账册 ${item.emsNo} 料号 ${item.gdsMtno} 可用 0，需要 4`);
    const line = await stockLine(clerk(), item.emsNo, item.gdsMtno);
    expect(line).toMatchObject({ actlIncQty: 4, prevdRedcQty: 4 });
    const logged = await sql<{ n: string }>`SELECT count(*) AS n FROM customs_stock_adjust_log WHERE ems_no = ${item.emsNo} AND kind = 'prevdRedc'`.execute(server.ctx.db);
    expect(Number(logged.rows[0]!.n)).toBe(1);
  });
});

describe('stock adjustments (/entryAdjust)', () => {
  const newAdjust = async (emsNo: string, lines: Row[], client = customs) => post('saveCustomsStockAdjust', { emsNo, reason: '盘点差异', lines }, client);

  it('numbers an adjustment TZ + yyMMdd + 4 digits and refuses a line naming an item the ledger lacks', async () => {
    const adjust = expectOk(await newAdjust(DEMO_EMS_NO, [{ gdsMtno: 'GM000005', qty: 1, remark: '盘盈' }]));
    expect(adjust.adjustNo).toMatch(/^TZ\d{6}\d{4}$/);
    expect(adjust).toMatchObject({ adjustStatus: '0', lineCount: 1 });
    const bad = refused(await newAdjust(DEMO_EMS_NO, [{ gdsMtno: 'NOPE404', qty: -1 }]));
    expect(bad.data.fields['lines[0].gdsMtno']).toBe(`调整明细 第 1 行：账册 ${DEMO_EMS_NO} 没有料号 NOPE404`);
    const missing = refused(await post('saveCustomsStockAdjust', { emsNo: DEMO_EMS_NO, lines: [{ gdsMtno: 'GM000005', qty: 1 }] }));
    expect(Object.keys(missing.data.fields)).toContain('reason');
  });

  it('audits onto the ledger with before and after in the log; audited twice is refused naming the state', async () => {
    const item = await freshItem(10);
    const adjust = expectOk(await newAdjust(item.emsNo, [{ gdsMtno: item.gdsMtno, qty: -3, remark: '破损' }]));
    const reply = expectOk(await run('auditCustomsStockAdjust', { ids: String(adjust.id) }));
    expect(reply).toMatchObject({ done: 1, refused: 0 });
    const audited = expectOk(await customs.request('GET', `${BASE}/queryCustomsStockAdjustDetail`, { query: { id: adjust.id } }));
    expect(audited).toMatchObject({ adjustStatus: '1', auditedBy: 'customs' });
    const log = expectOk(await post('queryCustomsStockAdjustLogPageList', { emsNo: item.emsNo, docNo: adjust.adjustNo, currentPage: 1, pageSize: 10 }));
    expect(log.total).toBe(1);
    const row = log.list[0];
    expect(row).toMatchObject({ docType: 'adjust', kind: 'adjust', operator: 'customs' });
    expect([row.qty, row.actlIncBefore, row.actlIncAfter, row.actlRedcBefore, row.actlRedcAfter, row.availableBefore, row.availableAfter].map(Number)).toEqual([-3, 10, 10, 0, 3, 10, 7]);
    const again = expectOk(await run('auditCustomsStockAdjust', { ids: String(adjust.id) }));
    expect(again.rows[0]).toMatchObject({ ok: false, message: '「审核」不能把状态从「已审核」变为「已审核」' });
    // The view's lines tab.
    const lines = expectOk(await customs.request('GET', `${BASE}/queryCustomsStockAdjustLinesOfAdjust`, { query: { adjustNo: adjust.adjustNo } }));
    expect(lines.result).toEqual([expect.objectContaining({ gdsMtno: item.gdsMtno, qty: -3, availableQty: 7 })]);
  });

  it('refuses an audit that would take available below zero, and rejects with a remark', async () => {
    const item = await freshItem(2);
    const adjust = expectOk(await newAdjust(item.emsNo, [{ gdsMtno: item.gdsMtno, qty: -5 }]));
    const reply = expectOk(await run('auditCustomsStockAdjust', { ids: String(adjust.id) }));
    expect(reply.rows[0]).toMatchObject({ ok: false, message: `账册 ${item.emsNo} 料号 ${item.gdsMtno} 可用 2，需要 5` });
    expect((await stockLine(clerk(), item.emsNo, item.gdsMtno))!.actlRedcQty).toBe(0);
    const rejected = expectOk(await post('rejectCustomsStockAdjust', { ids: [adjust.id], params: { remark: '数量有误' } }));
    expect(rejected).toMatchObject({ done: 1 });
    expect(expectOk(await customs.request('GET', `${BASE}/queryCustomsStockAdjustDetail`, { query: { id: adjust.id } }))).toMatchObject({ adjustStatus: '2', auditRemark: '数量有误' });
  });

  it('two audits each taking the last units, fired at once: exactly one succeeds', async () => {
    const item = await freshItem(6);
    const [a, b] = [expectOk(await newAdjust(item.emsNo, [{ gdsMtno: item.gdsMtno, qty: -6 }])), expectOk(await newAdjust(item.emsNo, [{ gdsMtno: item.gdsMtno, qty: -6 }]))];
    const replies = await Promise.all([run('auditCustomsStockAdjust', { ids: String(a.id) }), run('auditCustomsStockAdjust', { ids: String(b.id) })]);
    const results = replies.map((r) => expectOk(r));
    expect(results.map((r) => r.done).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.done === 0)!.rows[0].message).toBe(`账册 ${item.emsNo} 料号 ${item.gdsMtno} 可用 0，需要 6`);
    expect(await stockLine(clerk(), item.emsNo, item.gdsMtno)).toMatchObject({ actlIncQty: 6, actlRedcQty: 6 });
  });

  it('does not let another tenant audit an adjustment', async () => {
    const adjust = expectOk(await newAdjust(DEMO_EMS_NO, [{ gdsMtno: 'GM000005', qty: 1 }]));
    const foreign = expectOk(await run('auditCustomsStockAdjust', { ids: String(adjust.id) }, harbor));
    expect(foreign.rows[0]).toMatchObject({ ok: false });
    expect(expectOk(await customs.request('GET', `${BASE}/queryCustomsStockAdjustDetail`, { query: { id: adjust.id } })).adjustStatus).toBe('0');
  });
});

describe('park entry applications (/applicationAdmission)', () => {
  const GOODS = [
    { gdsSeqno: 1, gdsMtno: 'GM000001', gdecd: '1901101000', gdsNm: '婴幼儿配方奶粉', gdsSpcfModelDesc: '爱他美|3段|800g/罐', dclQty: 100, dclUnitcd: '122', lawfQty: 80, lawfUnitcd: '035', dclUprcAmt: 21.5, natcd: '304', grossWt: 92, netWt: 80 },
  ];
  const newDeclare = async (goods: Row[] = GOODS, values: Row = {}) => expectOk(await post('saveCustomsStockDeclare', { emsNo: DEMO_EMS_NO, trspModecd: '4', goods, ...values }));
  const detail = async (id: number, client = customs) => customs === client ? expectOk(await client.request('GET', `${BASE}/queryCustomsStockDeclareDetail`, { query: { id } })) : client.request('GET', `${BASE}/queryCustomsStockDeclareDetail`, { query: { id } });

  it('saves (numbered RQ + yyMMdd + 4 digits, totals from the goods), updates, lists and removes a draft', async () => {
    const made = await newDeclare();
    expect(made.declareNo).toMatch(/^RQ\d{10}$/);
    expect(made).toMatchObject({ declareStatus: '0', supvModecd: '1210', goodsCount: 1 });
    expect(Number(made.totalAmt)).toBeCloseTo(2150);
    const updated = expectOk(await post('updateCustomsStockDeclare', { id: made.id, version: made.version, remark: '改期' }));
    expect(updated.remark).toBe('改期');
    const page = expectOk(await post('queryCustomsStockDeclarePageList', { declareNo: made.declareNo, currentPage: 1, pageSize: 10 }));
    expect(page.list.map((r: Row) => r.id)).toEqual([made.id]);
    const tab = expectOk(await customs.request('GET', `${BASE}/queryCustomsStockDeclareGoodsOfDeclare`, { query: { declareNo: made.declareNo } }));
    expect(tab.result).toEqual([expect.objectContaining({ gdsMtno: 'GM000001', dclQty: 100, dclTotalAmt: 2150 })]);
    expectOk(await post('removeCustomsStockDeclare', { id: made.id }));
    expect((await customs.request('GET', `${BASE}/queryCustomsStockDeclareDetail`, { query: { id: made.id } })).http).toBe(404);
  });

  it('refuses a missing field naming it, and another tenant\'s application', async () => {
    const missing = refused(await post('saveCustomsStockDeclare', { trspModecd: '4', goods: GOODS }));
    expect(Object.keys(missing.data.fields)).toContain('emsNo');
    const badLine = refused(await post('saveCustomsStockDeclare', { emsNo: DEMO_EMS_NO, goods: [{ ...GOODS[0], gdecd: '1901' }] }));
    expect(Object.keys(badLine.data.fields)).toContain('goods[0].gdecd');
    const made = await newDeclare();
    expect(((await detail(made.id, harbor)) as Reply).http).toBe(404);
    expect((await post('removeCustomsStockDeclare', { id: made.id }, harbor)).http).toBe(404);
  });

  it('submits once; submitting again is refused naming the state', async () => {
    const made = await newDeclare();
    expect(expectOk(await run('submitCustomsStockDeclare', { ids: String(made.id) }))).toMatchObject({ done: 1 });
    const submitted = await detail(made.id);
    expect(submitted).toMatchObject({ declareStatus: '1' });
    expect(submitted.declareTime).toBeTruthy();
    const again = expectOk(await run('submitCustomsStockDeclare', { ids: String(made.id) }));
    expect(again.rows[0]).toMatchObject({ ok: false, message: '「提交」不能把状态从「申报中」变为「申报中」' });
    // Locked while declared.
    const locked = refused(await post('updateCustomsStockDeclare', { id: made.id, version: submitted.version, trspModecd: '5' }));
    expect(locked.message).toContain('申报中');
    const empty = await newDeclare([]);
    expect(expectOk(await run('submitCustomsStockDeclare', { ids: String(empty.id) })).rows[0].message).toContain('至少要有一行商品');
  });

  it('imports goods lines with their application from XLSX (importCustomsStockDeclareGoods)', async () => {
    const declareNo = unique('RQIMP');
    const bytes = await sheet(['declareNo', 'emsNo', 'supvModecd', 'trspModecd', 'goods.gdsSeqno', 'goods.gdsMtno', 'goods.gdecd', 'goods.gdsNm', 'goods.dclQty', 'goods.dclUnitcd', 'goods.dclUprcAmt'], [
      [declareNo, DEMO_EMS_NO, '1210', '4', 1, 'GM000008', '3305100000', '洗发水', 200, '142', 5.6],
      [declareNo, DEMO_EMS_NO, '1210', '4', 2, 'GM000009', '9619001100', '婴儿纸尿裤', 300, '125', 11.3],
    ]);
    const reply = expectOk(await customs.request('POST', `${BASE}/importCustomsStockDeclareGoods`, { body: xlsxForm(bytes, 'goods.xlsx') }));
    expect(reply).toMatchObject({ inserted: 1, refused: 0 });
    const made = expectOk(await post('queryCustomsStockDeclarePageList', { declareNo, currentPage: 1, pageSize: 1 })).list[0];
    expect(made).toMatchObject({ declareStatus: '0', goodsCount: 2 });
    expect(Number(made.totalQty)).toBe(500);
  });

  it('applyStockDeclareOutcome: a pass books 预增 for every line and brings a new item onto the ledger; a refusal returns it', async () => {
    const newItem = unique('GMN');
    const before = (await stockLine(clerk(), DEMO_EMS_NO, 'GM000001'))!;
    const maxSeq = Number((await sql<{ m: number }>`SELECT max(gds_seqno) AS m FROM customs_stock WHERE tenant_id = ${demoTenant} AND ems_no = ${DEMO_EMS_NO}`.execute(server.ctx.db)).rows[0]!.m);
    const made = await newDeclare([...GOODS, { gdsSeqno: 2, gdsMtno: newItem, gdecd: '2106909090', gdsNm: '益生菌粉', gdsSpcfModelDesc: '30袋/盒', dclQty: 50, dclUnitcd: '140', dclUprcAmt: 18, natcd: '502' }]);
    expectOk(await run('submitCustomsStockDeclare', { ids: String(made.id) }));
    const engine = { service: entityServiceFor(server.ctx), models: server.ctx.entities };
    const passed = await server.ctx.db.transaction().execute((trx) => applyStockDeclareOutcome(clerk(trx), { id: made.id }, { passed: true, bondInvtNo: 'QD534926I000009999', info: '审核通过' }, engine));
    expect(passed).toMatchObject({ declareStatus: '2', bondInvtNo: 'QD534926I000009999' });
    expect((await stockLine(clerk(), DEMO_EMS_NO, 'GM000001'))!.prevdIncQty).toBe(before.prevdIncQty + 100);
    const added = expectOk(await post('queryCustomsStockPageList', { emsNo: DEMO_EMS_NO, gdsMtno: newItem, currentPage: 1, pageSize: 1 })).list[0];
    expect(added).toMatchObject({ gdsSeqno: maxSeq + 1, gdecd: '2106909090', gdsNm: '益生菌粉', dclUnitcd: '140' });
    expect(Number(added.prevdIncQty)).toBe(50);
    expect(Number(added.availableQty)).toBe(0);
    const log = expectOk(await post('queryCustomsStockAdjustLogPageList', { docNo: made.declareNo, currentPage: 1, pageSize: 10 }));
    expect(log.list.map((r: Row) => [r.docType, r.kind, Number(r.qty)]).sort()).toEqual([['application', 'prevdInc', 100], ['application', 'prevdInc', 50]]);
    // The same answer twice: refused naming the state.
    const twice = await server.ctx.db.transaction().execute((trx) => applyStockDeclareOutcome(clerk(trx), { id: made.id }, { passed: true }, engine)).catch((e: AppError) => e);
    expect((twice as AppError).messageIn('zh')).toContain('核注通过');

    const other = await newDeclare();
    expectOk(await run('submitCustomsStockDeclare', { ids: String(other.id) }));
    const returned = await server.ctx.db.transaction().execute((trx) => applyStockDeclareOutcome(clerk(trx), other, { passed: false, info: '[Code:2200;Desc:商品编码与账册备案不一致]' }, engine));
    expect(returned).toMatchObject({ declareStatus: '3', returnInfo: '[Code:2200;Desc:商品编码与账册备案不一致]' });
    // A returned application is fixed and submitted again.
    expect(expectOk(await run('submitCustomsStockDeclare', { ids: String(other.id) }))).toMatchObject({ done: 1 });
  });
});
