/**
 * Outbound bills (出区核注清单 + 核放单, `customs.customsBill`, /entryRemitOrder) and return bills (退货入区,
 * `customs.customsBillReturn`, /returnGoodsPark): docs/domain/customs.md "Bills and releases". Both are one truck's
 * documents over many source rows — released B2C orders (放行 800) going out, accepted and received refunds coming
 * back — with the same shape: the sources on the bill (`orders` lines), the goods totals per ledger item computed
 * from them (`goods` lines, the INV101's list), and one release (the SAS121's head). Everything here runs in the
 * caller's transaction and tenant; the receipts' side is bill-receipts.ts.
 */
import type { Kysely } from 'kysely';
import type { WriteContext } from '../entity/entity-service';
import type { HookEngine } from '../entity/write-hooks';
import type { StoredRow } from '../entity/row-store';
import { AppError } from '../errors/app-error';
import { chinaDay } from '../china-day';
import { nextCode } from '../db/next-code';
import { cebTime, type Fields } from './messages/ceb-xml';
import { queueBondedDeclaration } from './bonded-messages';
import type { Declarant } from './declaration-settings';
import type { CustomsDocType } from './customs-messages';
import type { StockDocType } from './stock-rules';

type UntypedDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const CUSTOMS_BILL = 'customs.customsBill';
export const CUSTOMS_BILL_RETURN = 'customs.customsBillReturn';

/** What differs between the outbound bill and the return bill. */
export interface BillKind {
  entity: string;
  table: string;
  orderEntity: string;
  orderTable: string;
  goodsEntity: string;
  goodsTable: string;
  releaseEntity: string;
  releaseTable: string;
  /** The messages' doc_type. */
  docType: Extract<CustomsDocType, 'bill' | 'billReturn'>;
  /** The ledger log's doc_type. */
  stockDocType: Extract<StockDocType, 'bill' | 'returnBill'>;
  /** 出区 E or 入区 I. */
  impexp: 'E' | 'I';
  /** Its numbers' prefix: HD (放行单) or HT (退货核放单), then yyMMdd and 4 digits. */
  prefix: 'HD' | 'HT';
  /** The source rows: orders (customs_order_bbc) or refunds (customs_order_bbc_return), and their goods lines. */
  sourceTable: string;
  sourceGoodsTable: string;
  sourceGoodsKey: string;
  /** The bill-order line's column holding the source row's id. */
  lineKey: 'orderId' | 'returnId';
  /** Bill states that still hold their sources (a source on one of them is on an open bill). */
  openStates: string[];
  name: { zh: string; en: string };
}

export const BILL_KINDS: Record<'bill' | 'billReturn', BillKind> = {
  bill: {
    entity: CUSTOMS_BILL, table: 'customs_bill', orderEntity: 'customs.customsBillOrder', orderTable: 'customs_bill_order',
    goodsEntity: 'customs.customsBillGoods', goodsTable: 'customs_bill_goods', releaseEntity: 'customs.customsRelease', releaseTable: 'customs_release',
    docType: 'bill', stockDocType: 'bill', impexp: 'E', prefix: 'HD', sourceTable: 'customs_order_bbc', sourceGoodsTable: 'customs_order_bbc_goods', sourceGoodsKey: 'orderId',
    lineKey: 'orderId', openStates: ['0', '1', '2', '3', '4', '5', '6'], name: { zh: '放行单', en: 'release bill' },
  },
  billReturn: {
    entity: CUSTOMS_BILL_RETURN, table: 'customs_bill_return', orderEntity: 'customs.customsBillReturnOrder', orderTable: 'customs_bill_return_order',
    goodsEntity: 'customs.customsBillReturnGoods', goodsTable: 'customs_bill_return_goods', releaseEntity: 'customs.customsReleaseReturn', releaseTable: 'customs_release_return',
    docType: 'billReturn', stockDocType: 'returnBill', impexp: 'I', prefix: 'HT', sourceTable: 'customs_order_bbc_return', sourceGoodsTable: 'customs_order_bbc_return_goods', sourceGoodsKey: 'returnId',
    lineKey: 'returnId', openStates: ['0', '1', '2', '3', '4', '5', '6'], name: { zh: '退货核放单', en: 'return bill' },
  },
};

export const kindOfEntity = (entity: string): BillKind => (entity === CUSTOMS_BILL_RETURN ? BILL_KINDS.billReturn : BILL_KINDS.bill);

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const num = (value: unknown) => (value === null || value === undefined || value === '' ? 0 : Number(value));
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const say = (ctx: Pick<WriteContext, 'lang'>, zh: string, en: string) => (ctx.lang === 'zh' ? zh : en);
const db = (ctx: Pick<WriteContext, 'db'>) => ctx.db as unknown as UntypedDb;

/** The state titles of the bills' lifecycle (for messages). */
export const BILL_STATE_TITLES: Record<string, { zh: string; en: string }> = {
  0: { zh: '暂存', en: 'Draft' }, 1: { zh: '核注申报中', en: 'Inventory declared' }, 2: { zh: '核注通过', en: 'Inventory approved' },
  3: { zh: '核注退单', en: 'Inventory returned' }, 4: { zh: '核放申报中', en: 'Passport declared' }, 5: { zh: '已过卡', en: 'Through the gate' },
  6: { zh: '核放退单', en: 'Passport returned' }, 9: { zh: '已作废', en: 'Abandoned' },
};

/** Refuses a bill not in one of `states`, naming its state. */
export function requireBillState(ctx: Pick<WriteContext, 'lang'>, kind: BillKind, bill: Record<string, unknown>, states: string[], verb: { zh: string; en: string }): void {
  const state = text(bill.billStatus);
  if (states.includes(state)) return;
  throw new AppError('CUSTOMS_BILL_STATE', { bill: kind.name[ctx.lang], hdCode: text(bill.hdCode), state: BILL_STATE_TITLES[state]?.[ctx.lang] ?? state, verb: verb[ctx.lang] });
}

function refuseIncomplete(ctx: Pick<WriteContext, 'lang'>, kind: BillKind, bill: Record<string, unknown>, verb: { zh: string; en: string }, reason: string): never {
  throw new AppError('CUSTOMS_BILL_INCOMPLETE', { bill: kind.name[ctx.lang], hdCode: text(bill.hdCode), verb: verb[ctx.lang], reason });
}

/** The next bill number: `HD` + yyMMdd (China) + 4 digits, over both kinds of bill (one sequence per table). */
export async function nextHdCode(ctx: Pick<WriteContext, 'db' | 'user'>, kind: BillKind, now: Date): Promise<string> {
  return nextCode(db(ctx), { table: kind.table, column: 'hdCode', tenantId: ctx.user.tenantId, prefix: `${kind.prefix}${chinaDay(now).compact}`, digits: 4 });
}


// ---------------------------------------------------------------------------------------------------------------
// Sources: the orders (or refunds) a bill takes

/** The numbers or ids of a `orderNos` / `orderIds` value: one per line or separated by commas, each once. */
export function listOf(value: unknown): string[] {
  return [...new Set(text(value).split(/[\s,，;；]+/).map((n) => n.trim()).filter(Boolean))];
}

export interface SourceRow {
  id: number;
  orderId: number | null;
  orderNo: string;
  invtNo: string | null;
  logisticsNo: string | null;
  emsNo: string | null;
  grossWeight: number;
  netWeight: number;
}

interface SourceGoods { sourceId: number; itemRecordNo: string; gcode: string | null; gname: string | null; unit: string | null; qty: number }

/**
 * The source rows named by ids or order numbers, checked one by one: an order 放行 (customsStatus 800, 申报成功) or a
 * refund 退货成功 and 已入仓, on no other open bill, all of one ledger (the bill's when it has one).
 * @throws AppError CUSTOMS_BILL_ORDER_REFUSED naming the first source refused and why; VALIDATION when none is named.
 */
export async function checkedSources(ctx: WriteContext, kind: BillKind, input: { ids: string[]; orderNos: string[] }, bill: { id?: number; emsNo?: string | null }): Promise<SourceRow[]> {
  const field = input.orderNos.length ? 'orderNos' : 'orderIds';
  if (!input.ids.length && !input.orderNos.length) {
    const said = say(ctx, '请给出订单编号（orderNos）或订单 ID（orderIds）', 'give order numbers (orderNos) or ids (orderIds)');
    throw new AppError('VALIDATION', { detail: said }, { orderNos: said });
  }
  const badId = input.ids.find((id) => !/^\d{1,9}$/.test(id));
  if (badId) {
    const said = say(ctx, `订单 ID 不正确：${badId}`, `not an id: ${badId}`);
    throw new AppError('VALIDATION', { detail: said }, { orderIds: said });
  }
  let query = db(ctx).selectFrom(kind.sourceTable).selectAll().where('tenantId', '=', ctx.user.tenantId);
  query = input.ids.length ? query.where('id', 'in', input.ids.map(Number)) : query.where('orderNo', 'in', input.orderNos);
  // Locked: two bills taking the same order at once — the second waits and then finds it on the first.
  const found = await query.forUpdate().execute() as Record<string, unknown>[];
  const named = input.ids.length ? input.ids : input.orderNos;
  const keyOf = (row: Record<string, unknown>) => (input.ids.length ? String(row.id) : text(row.orderNo));
  const missing = named.filter((n) => !found.some((row) => keyOf(row) === n));
  if (missing.length) {
    const said = say(ctx, `${kind === BILL_KINDS.bill ? '订单' : '退货申请'}不存在：${missing.slice(0, 10).join('、')}`, `no such ${kind === BILL_KINDS.bill ? 'orders' : 'refunds'}: ${missing.slice(0, 10).join(', ')}`);
    throw new AppError('VALIDATION', { detail: said }, { [field]: said });
  }
  const refuse = (row: Record<string, unknown>, zh: string, en: string): never => {
    throw new AppError('CUSTOMS_BILL_ORDER_REFUSED', { order: text(row.orderNo), bill: kind.name[ctx.lang], reason: say(ctx, zh, en) });
  };
  // Weights of refunds come from their orders.
  const orderWeights = new Map<number, { grossWeight: number; netWeight: number }>();
  if (kind === BILL_KINDS.billReturn) {
    const orderIds = [...new Set(found.map((row) => Number(row.orderId)).filter((id) => id > 0))];
    if (orderIds.length) {
      const orders = await db(ctx).selectFrom('customs_order_bbc').select(['id', 'grossWeight', 'netWeight']).where('tenantId', '=', ctx.user.tenantId).where('id', 'in', orderIds).execute() as Record<string, unknown>[];
      for (const order of orders) orderWeights.set(Number(order.id), { grossWeight: num(order.grossWeight), netWeight: num(order.netWeight) });
    }
  }
  let emsNo = text(bill.emsNo);
  const rows: SourceRow[] = [];
  for (const row of found) {
    if (kind === BILL_KINDS.bill) {
      if (text(row.customsStatus) !== '800' || text(row.declareStatus) !== '2') refuse(row, '海关尚未放行（海关状态须为 800 放行）', 'customs has not released it (customs status 800)');
      const cancel = await db(ctx).selectFrom('customs_order_bbc_cancel').select('copNo').where('tenantId', '=', ctx.user.tenantId).where('orderId', '=', Number(row.id))
        .where('cancelStatus', 'in', ['1', '2']).where('handleStatus', '=', '0').executeTakeFirst() as { copNo: string } | undefined;
      if (cancel) refuse(row, `有未处理的撤单申请 ${cancel.copNo}`, `cancellation ${cancel.copNo} is open`);
    } else {
      if (text(row.returnStatus) !== '2') refuse(row, '退货尚未成功（须为退货成功）', 'the refund has not been accepted');
      if (text(row.receiveStatus) !== '1') refuse(row, '退货尚未入仓', 'the parcel is not back in the warehouse');
    }
    const rowEms = text(row.emsNo);
    if (!rowEms) refuse(row, '没有账册编号', 'it has no ledger number');
    if (emsNo && rowEms !== emsNo) refuse(row, `账册 ${rowEms} 与本单账册 ${emsNo} 不同（一张单只用一个账册）`, `its ledger ${rowEms} is not the bill's ${emsNo} (one ledger per bill)`);
    emsNo = rowEms;
    const open = await db(ctx).selectFrom(`${kind.orderTable} as l`).innerJoin(`${kind.table} as b`, 'b.id', 'l.billId').select(['b.hdCode', 'b.id'])
      .where('l.tenantId', '=', ctx.user.tenantId).where(`l.${kind.lineKey}`, '=', Number(row.id)).where('b.billStatus', 'in', kind.openStates)
      .executeTakeFirst() as { hdCode: string; id: number } | undefined;
    if (open && open.id !== bill.id) refuse(row, `已在${kind.name.zh} ${open.hdCode} 上`, `it is on ${kind.name.en} ${open.hdCode} already`);
    if (open) continue; // already on this bill
    const weights = kind === BILL_KINDS.bill ? { grossWeight: num(row.grossWeight), netWeight: num(row.netWeight) } : orderWeights.get(Number(row.orderId)) ?? { grossWeight: 0, netWeight: 0 };
    rows.push({ id: Number(row.id), orderId: kind === BILL_KINDS.bill ? Number(row.id) : (row.orderId === null ? null : Number(row.orderId)), orderNo: text(row.orderNo),
      invtNo: text(row.invtNo) || null, logisticsNo: text(row.logisticsNo) || null, emsNo: rowEms, ...weights });
  }
  return rows;
}

/** Puts checked sources on the bill (its `orders` lines), marks refunds with the bill's number, and recomputes. */
export async function attachSources(ctx: WriteContext, kind: BillKind, bill: StoredRow, sources: SourceRow[], engine: HookEngine): Promise<void> {
  const orderModel = engine.models.get(kind.orderEntity)!;
  for (const source of sources) {
    await engine.service.insertRow(ctx, orderModel, {
      billId: bill.id, ...(kind === BILL_KINDS.billReturn ? { returnId: source.id } : {}), orderId: source.orderId, orderNo: source.orderNo,
      invtNo: source.invtNo, logisticsNo: source.logisticsNo, grossWeight: source.grossWeight, netWeight: source.netWeight,
    });
  }
  await markSources(ctx, kind, sources.map((s) => s.id), text(bill.hdCode));
}

/** Writes the bill's number on its sources (the order's 核放单号, the refund's billHdCode), or clears it. */
export async function markSources(ctx: Pick<WriteContext, 'db' | 'user'>, kind: BillKind, ids: number[], hdCode: string | null): Promise<void> {
  if (!ids.length) return;
  const column = kind === BILL_KINDS.bill ? 'hdCode' : 'billHdCode';
  await db(ctx).updateTable(kind.sourceTable).set({ [column]: hdCode }).where('tenantId', '=', ctx.user.tenantId).where('id', 'in', ids).execute();
}

/** The source ids on a bill. */
export async function billSourceIds(ctx: Pick<WriteContext, 'db' | 'user'>, kind: BillKind, billId: number): Promise<number[]> {
  const lines = await db(ctx).selectFrom(kind.orderTable).select(kind.lineKey).where('tenantId', '=', ctx.user.tenantId).where('billId', '=', billId).execute() as Record<string, unknown>[];
  return lines.map((line) => Number(line[kind.lineKey]));
}

async function sourceGoods(ctx: Pick<WriteContext, 'db' | 'user'>, kind: BillKind, ids: number[]): Promise<SourceGoods[]> {
  if (!ids.length) return [];
  const rows = await db(ctx).selectFrom(kind.sourceGoodsTable).selectAll().where('tenantId', '=', ctx.user.tenantId).where(kind.sourceGoodsKey, 'in', ids)
    .orderBy(kind.sourceGoodsKey).orderBy('gnum').execute() as Record<string, unknown>[];
  return rows.map((row) => ({ sourceId: Number(row[kind.sourceGoodsKey]), itemRecordNo: text(row.itemRecordNo), gcode: text(row.gcode) || null, gname: text(row.gname) || null, unit: text(row.unit) || null, qty: num(row.qty) }));
}

/**
 * Recomputes the bill's goods lines (one per ledger item: quantities summed, each source's weights shared among its
 * lines by quantity, the sources' inventory numbers as cbecBillNo) and its totals from the sources on it.
 */
export interface BillTotals { orderCount: number; totalQty: number; totalGrossWt: number; totalNetWt: number }

/** The totals a bill has over these sources (what a create writes before its lines exist). */
export async function sourceTotals(ctx: Pick<WriteContext, 'db' | 'user'>, kind: BillKind, sources: SourceRow[]): Promise<BillTotals> {
  const goods = await sourceGoods(ctx, kind, sources.map((s) => s.id));
  return { orderCount: sources.length, totalQty: round(goods.reduce((t, g) => t + g.qty, 0), 5),
    totalGrossWt: round(sources.reduce((t, s) => t + s.grossWeight, 0), 3), totalNetWt: round(sources.reduce((t, s) => t + s.netWeight, 0), 3) };
}

/** Column values of totals (what a write hook returns). */
export const totalColumns = (totals: BillTotals) => ({ order_count: totals.orderCount, total_qty: totals.totalQty, total_gross_wt: totals.totalGrossWt, total_net_wt: totals.totalNetWt });

export async function recomputeBill(ctx: WriteContext, kind: BillKind, bill: StoredRow, engine: HookEngine, writeHeader = true): Promise<BillTotals & { row?: StoredRow }> {
  const lines = await db(ctx).selectFrom(kind.orderTable).selectAll().where('tenantId', '=', ctx.user.tenantId).where('billId', '=', bill.id).orderBy('id').execute() as Record<string, unknown>[];
  const goods = await sourceGoods(ctx, kind, lines.map((line) => Number(line[kind.lineKey])));
  const emsNo = text(bill.emsNo);
  const ledger = new Map<string, Record<string, unknown>>();
  if (emsNo && goods.length) {
    const items = [...new Set(goods.map((g) => g.itemRecordNo))];
    const found = await db(ctx).selectFrom('customs_stock').select(['gdsMtno', 'gdsSeqno', 'gdecd', 'gdsNm', 'dclUnitcd']).where('tenantId', '=', ctx.user.tenantId)
      .where('emsNo', '=', emsNo).where('gdsMtno', 'in', items).execute() as Record<string, unknown>[];
    for (const row of found) ledger.set(text(row.gdsMtno), row);
  }
  const byItem = new Map<string, { gdsMtno: string; gdecd: string | null; gdsNm: string | null; dclUnitcd: string | null; dclQty: number; grossWt: number; netWt: number; bills: Set<string> }>();
  for (const line of lines) {
    const own = goods.filter((g) => g.sourceId === Number(line[kind.lineKey]));
    const qty = own.reduce((total, g) => total + g.qty, 0);
    for (const g of own) {
      const stock = ledger.get(g.itemRecordNo);
      const total = byItem.get(g.itemRecordNo) ?? { gdsMtno: g.itemRecordNo, gdecd: text(stock?.gdecd) || g.gcode, gdsNm: text(stock?.gdsNm) || g.gname, dclUnitcd: text(stock?.dclUnitcd) || g.unit, dclQty: 0, grossWt: 0, netWt: 0, bills: new Set<string>() };
      const share = qty > 0 ? g.qty / qty : 0;
      total.dclQty += g.qty;
      total.grossWt += num(line.grossWeight) * share;
      total.netWt += num(line.netWeight) * share;
      if (text(line.invtNo)) total.bills.add(text(line.invtNo));
      byItem.set(g.itemRecordNo, total);
    }
  }
  await db(ctx).deleteFrom(kind.goodsTable).where('tenantId', '=', ctx.user.tenantId).where('billId', '=', bill.id).execute();
  const goodsModel = engine.models.get(kind.goodsEntity)!;
  let seq = 0;
  for (const total of [...byItem.values()].sort((a, b) => num(ledger.get(a.gdsMtno)?.gdsSeqno) - num(ledger.get(b.gdsMtno)?.gdsSeqno) || a.gdsMtno.localeCompare(b.gdsMtno))) {
    seq += 1;
    await engine.service.insertRow(ctx, goodsModel, {
      billId: bill.id, gdsSeqno: seq, gdsMtno: total.gdsMtno, gdecd: total.gdecd, gdsNm: total.gdsNm, dclUnitcd: total.dclUnitcd,
      dclQty: round(total.dclQty, 5), grossWt: round(total.grossWt, 3), netWt: round(total.netWt, 3), cbecBillNo: [...total.bills].join(',') || null,
    });
  }
  const totals: BillTotals = {
    orderCount: lines.length, totalQty: round([...byItem.values()].reduce((t, g) => t + g.dclQty, 0), 5),
    totalGrossWt: round(lines.reduce((t, l) => t + num(l.grossWeight), 0), 3), totalNetWt: round(lines.reduce((t, l) => t + num(l.netWeight), 0), 3),
  };
  const same = num(bill.orderCount) === totals.orderCount && num(bill.totalQty) === totals.totalQty && num(bill.totalGrossWt) === totals.totalGrossWt && num(bill.totalNetWt) === totals.totalNetWt;
  if (!writeHeader || same) return { ...totals };
  return { ...totals, row: await engine.service.writeFields(ctx, engine.models.get(kind.entity)!, bill, { ...totals }) };
}

// ---------------------------------------------------------------------------------------------------------------
// Declaring: the bonded inventory (INV101) and the passport (SAS121)

export interface BillGoods { gdsSeqno: number; gdsMtno: string; gdecd: string | null; gdsNm: string | null; dclQty: number; dclUnitcd: string | null; grossWt: number; netWt: number; cbecBillNo: string | null }

export async function billGoods(ctx: Pick<WriteContext, 'db' | 'user'>, kind: BillKind, billId: number): Promise<BillGoods[]> {
  const rows = await db(ctx).selectFrom(kind.goodsTable).selectAll().where('tenantId', '=', ctx.user.tenantId).where('billId', '=', billId).orderBy('gdsSeqno').execute() as Record<string, unknown>[];
  return rows.map((row) => ({ gdsSeqno: Number(row.gdsSeqno), gdsMtno: text(row.gdsMtno), gdecd: text(row.gdecd) || null, gdsNm: text(row.gdsNm) || null, dclQty: num(row.dclQty),
    dclUnitcd: text(row.dclUnitcd) || null, grossWt: num(row.grossWt), netWt: num(row.netWt), cbecBillNo: text(row.cbecBillNo) || null }));
}

const DECLARE_VERB = { zh: '核注申报', en: 'declare its inventory' };
const RELEASE_VERB = { zh: '核放申报', en: 'declare its passport' };

/** 核注申报: checks the bill (sources still fit, goods on the ledger) and queues its INV101. Values to write on the bill. */
export async function declareBillInventory(ctx: WriteContext, kind: BillKind, bill: StoredRow, declarant: Declarant, now: Date): Promise<Record<string, unknown>> {
  const ids = await billSourceIds(ctx, kind, bill.id);
  if (!ids.length) refuseIncomplete(ctx, kind, bill, DECLARE_VERB, say(ctx, '单上没有订单', 'it has no orders'));
  if (kind === BILL_KINDS.bill) {
    const notReleased = await db(ctx).selectFrom(kind.sourceTable).select('orderNo').where('tenantId', '=', ctx.user.tenantId).where('id', 'in', ids)
      .where((eb) => eb.or([eb('customsStatus', 'is', null), eb('customsStatus', '!=', '800')])).execute() as { orderNo: string }[];
    if (notReleased.length) refuseIncomplete(ctx, kind, bill, DECLARE_VERB, say(ctx, `订单未放行：${notReleased.map((o) => o.orderNo).slice(0, 10).join('、')}`, `orders not released: ${notReleased.map((o) => o.orderNo).slice(0, 10).join(', ')}`));
  }
  const emsNo = text(bill.emsNo);
  if (!emsNo) refuseIncomplete(ctx, kind, bill, DECLARE_VERB, say(ctx, '没有账册编号', 'it has no ledger number'));
  const goods = await billGoods(ctx, kind, bill.id);
  if (!goods.length) refuseIncomplete(ctx, kind, bill, DECLARE_VERB, say(ctx, '单上没有商品', 'it has no goods'));
  const ledger = new Map<string, Record<string, unknown>>();
  const found = await db(ctx).selectFrom('customs_stock').selectAll().where('tenantId', '=', ctx.user.tenantId).where('emsNo', '=', emsNo).where('gdsMtno', 'in', goods.map((g) => g.gdsMtno)).execute() as Record<string, unknown>[];
  for (const row of found) ledger.set(text(row.gdsMtno), row);
  const unknown = goods.find((g) => !ledger.has(g.gdsMtno) && kind === BILL_KINDS.bill);
  if (unknown) refuseIncomplete(ctx, kind, bill, DECLARE_VERB, say(ctx, `账册 ${emsNo} 没有料号 ${unknown.gdsMtno}`, `ledger ${emsNo} has no item ${unknown.gdsMtno}`));
  const customs = text(bill.customsCode) || '5349';
  const head = {
    putrecNo: emsNo, invtType: '8', impexpMarkcd: kind.impexp, mtpckEndprdMarkcd: 'I', supvModecd: '1210', trspModecd: '4', impexpPortcd: customs, dclPlcCuscd: customs,
    stshipTrsarvNatcd: '142', dclcusFlag: '2', dclcusTypecd: '2', bizopEtpsno: declarant.agentCode.length === 10 ? declarant.agentCode : null, bizopEtpsNm: declarant.agentName,
    rcvgdEtpsno: declarant.agentCode.length === 10 ? declarant.agentCode : null, rcvgdEtpsNm: declarant.agentName, invtDclTime: cebTime(now).slice(0, 8), rmk: text(bill.remark) || null,
  } as unknown as Fields;
  const lines = goods.map((g) => {
    const stock = ledger.get(g.gdsMtno);
    return { gdsSeqno: g.gdsSeqno, putrecSeqno: stock?.gdsSeqno ?? null, gdsMtno: g.gdsMtno, gdecd: g.gdecd, gdsNm: g.gdsNm, gdsSpcfModelDesc: stock?.gdsSpcfModelDesc ?? null,
      dclUnitcd: g.dclUnitcd, lawfUnitcd: stock?.lawfUnitcd ?? null, dclQty: g.dclQty, dclUprcAmt: stock?.dclUprcAmt ?? null,
      dclTotalAmt: stock?.dclUprcAmt ? round(num(stock.dclUprcAmt) * g.dclQty, 2) : null, dclCurrcd: '142', natcd: stock?.natcd ?? null, destinationNatcd: '142',
      lvyrlfModecd: '6', grossWt: g.grossWt, netWt: g.netWt, modfMarkcd: '3', cbecBillNo: g.cbecBillNo } as unknown as Fields;
  });
  await queueBondedDeclaration(ctx, declarant, { docType: kind.docType, docId: bill.id, docNo: text(bill.hdCode), type: 'INV101', head, lines }, now);
  return { declareTime: now, returnInfo: say(ctx, '核注清单已发送，等待回执', 'Inventory sent; waiting for receipts'), returnTime: null };
}

/** The bill's release (its one line of `release`), if entered. */
export async function billRelease(ctx: Pick<WriteContext, 'db' | 'user'>, kind: BillKind, billId: number): Promise<Record<string, unknown> | undefined> {
  return await db(ctx).selectFrom(kind.releaseTable).selectAll().where('tenantId', '=', ctx.user.tenantId).where('billId', '=', billId).executeTakeFirst() as Record<string, unknown> | undefined;
}

export interface ReleaseProblem { field: string; zh: string; en: string }

/**
 * What stops the release from going to customs: missing fields, weights that do not add up, and the goods' gross
 * weight differing from the release's by more than 5% (what customs returns, reference §3.2 / the simulator).
 */
export function releaseProblems(release: Record<string, unknown> | undefined, goods: BillGoods[]): ReleaseProblem[] {
  if (!release) return [{ field: 'release', zh: '尚未填写核放信息', en: 'no release entered yet' }];
  const problems: ReleaseProblem[] = [];
  const empty = !text(release.passportTypecd) || text(release.passportTypecd) === '6';
  if (!empty && !text(release.vehicleNo)) problems.push({ field: 'vehicleNo', zh: '车牌号不能为空', en: 'the vehicle number is missing' });
  for (const [field, zh, en] of [['vehicleWt', '车自重', 'the vehicle weight'], ['totalGrossWt', '货物总毛重', 'the goods gross weight'], ['totalWt', '总重', 'the total weight']] as const) {
    if (!(num(release[field]) > 0)) problems.push({ field, zh: `${zh}须大于 0`, en: `${en} must be above 0` });
  }
  if (num(release.totalNetWt) > num(release.totalGrossWt)) problems.push({ field: 'totalNetWt', zh: '货物总净重不能大于总毛重', en: 'the goods net weight is above the gross weight' });
  const listed = round(goods.reduce((t, g) => t + g.grossWt, 0), 3);
  const declared = num(release.totalGrossWt);
  if (listed > 0 && declared > 0 && Math.abs(declared - listed) > listed * 0.05) {
    problems.push({ field: 'totalGrossWt', zh: `货物总毛重 ${declared} 与商品毛重合计 ${listed} 相差超过 5%`, en: `the goods gross weight ${declared} differs from the goods lines' ${listed} by more than 5%` });
  }
  const parts = num(release.vehicleWt) + num(release.vehicleFrameWt) + num(release.containerWt) + declared;
  const total = num(release.totalWt);
  if (total > 0 && parts > 0 && Math.abs(total - parts) > parts * 0.05) {
    problems.push({ field: 'totalWt', zh: `总重 ${total} 与车自重、车架重、集装箱重和货物毛重之和 ${round(parts, 3)} 相差超过 5%`, en: `the total weight ${total} differs from vehicle, frame, container and goods together (${round(parts, 3)}) by more than 5%` });
  }
  return problems;
}

/**
 * 核放申报: queues the SAS121 (rltTbTypecd 1, rltNo = the bondInvtNo) with the release's head and the goods lines.
 * Refused when the release is missing or incomplete; weights that disagree are the check's warning (releaseCustomsCheck)
 * and customs' decision (核放退单). Values to write on the bill.
 */
export async function declareBillRelease(ctx: WriteContext, kind: BillKind, bill: StoredRow, declarant: Declarant, now: Date): Promise<Record<string, unknown>> {
  const release = await billRelease(ctx, kind, bill.id);
  const goods = await billGoods(ctx, kind, bill.id);
  const blocking = releaseProblems(release, goods).filter((p) => p.field === 'release' || p.field === 'vehicleNo' || (p.field === 'totalGrossWt' && !/5%/.test(p.zh)));
  if (blocking.length) refuseIncomplete(ctx, kind, bill, RELEASE_VERB, blocking.map((p) => p[ctx.lang]).join(ctx.lang === 'zh' ? '；' : '; '));
  if (!text(bill.bondInvtNo)) refuseIncomplete(ctx, kind, bill, RELEASE_VERB, say(ctx, '没有核注清单编号', 'it has no bonded inventory number'));
  const r = release!;
  const customs = text(bill.customsCode) || '5349';
  const head = {
    ioTypecd: kind.impexp, passportTypecd: text(r.passportTypecd) || '3', bindTypecd: text(r.bindTypecd) || '1', masterCuscd: customs, rltTbTypecd: '1', rltNo: text(bill.bondInvtNo),
    areainOriactNo: text(bill.emsNo), areainEtpsno: declarant.agentCode.length === 10 ? declarant.agentCode : null, areainEtpsNm: declarant.agentName,
    vehicleNo: r.vehicleNo, vehicleIcNo: r.vehicleIcNo, vehicleWt: r.vehicleWt, vehicleFrameWt: r.vehicleFrameWt, containerNo: r.containerNo, containerWt: r.containerWt,
    totalGrossWt: r.totalGrossWt, totalNetWt: r.totalNetWt, totalWt: r.totalWt, dclErConc: text(r.driverName) ? `${text(r.driverName)} ${text(r.driverTel)}`.trim() : null,
    rmk: text(r.sealNo) ? `封条号 ${text(r.sealNo)}` : null,
  } as unknown as Fields;
  const lines = goods.map((g) => ({ passportSeqNo: g.gdsSeqno, rltGdsSeqno: g.gdsSeqno, gdsMtno: g.gdsMtno, gdecd: g.gdecd, gdsNm: g.gdsNm, dclUnitcd: g.dclUnitcd, dclQty: g.dclQty, grossWt: g.grossWt, netWt: g.netWt }) as unknown as Fields);
  await queueBondedDeclaration(ctx, declarant, { docType: kind.docType, docId: bill.id, docNo: text(bill.hdCode), type: 'SAS121', head, lines, extra: [{ rtlBillTypecd: '1', rtlBillNo: text(bill.bondInvtNo) } as unknown as Fields] }, now);
  return { releaseTime: now, vehicleNo: text(r.vehicleNo) || null, returnInfo: say(ctx, '核放单已发送，等待回执', 'Passport sent; waiting for receipts'), returnTime: null };
}
