/**
 * The park ledger (账册; docs/domain/customs.md "The park ledger"): the one way its quantities change. Every change
 * comes from a document (an application, a cargo list, an order, a cancellation, a bill, a return bill, an
 * adjustment), runs in the caller's transaction, and is
 *
 * 1. one conditional UPDATE of the ledger line (`… SET prevd_redc_qty = prevd_redc_qty + q WHERE … AND
 *    actl_inc_qty - actl_redc_qty - prevd_redc_qty >= q RETURNING …`), so two requests reserving the last units at
 *    once cannot both take them: PostgreSQL re-checks the WHERE on the row the other one committed, and the loser
 *    finds no row to update and is refused naming the ledger, the item, what is available and what was asked;
 * 2. one row of the adjust log (`customs_stock_adjust_log`) with the four quantities before and after.
 *
 * The rules (which quantity each kind moves, what must stay ≥ 0) are stock-rules.ts's. An item new to the ledger
 * comes on with 预增 or 实增 given its description (`item`): the next 序号 of the ledger. Always within the caller's
 * tenant. Tables and columns are the schemas' (schemas/customs/customs-stock.json, customs-stock-adjust-log.json).
 */
import { sql } from 'kysely';
import type { WriteContext } from '../entity/entity-service';
import { AppError } from '../errors/app-error';
import { chinaDay } from '../china-day';
import {
  CREATING_KINDS, applyChange, availableQtyOf, deltaOf, qtyAccepted, requirementsOf, roundQty,
  type StockChangeKind, type StockDocType, type StockQuantities, type StockShortOf,
} from './stock-rules';

export const STOCK_TABLE = 'customs_stock';
export const STOCK_LOG_TABLE = 'customs_stock_adjust_log';

/** An item's description, as a goods line of a park entry application gives it. */
export interface StockItem {
  gdecd: string;
  gdsNm: string;
  gdsSpcfModelDesc?: string | null;
  natcd?: string | null;
  dclUnitcd?: string | null;
  lawfUnitcd?: string | null;
  dclUprcAmt?: number | string | null;
}

/** One change of one ledger line. */
export interface StockChange {
  emsNo: string;
  /** 料号: the ledger's itemRecordNo. */
  gdsMtno: string;
  kind: StockChangeKind;
  /** Above 0; an adjustment's is signed (+ 实增, − 实减) and not 0. */
  qty: number;
  /** Needed when the kind may bring a new item onto the ledger (prevdInc, actlInc). */
  item?: StockItem;
}

/** The document the changes come from (its type and number go on every log row). */
export interface StockDocument {
  docType: StockDocType;
  docNo: string;
}

/** The quantities a line had after a change, and before it. */
export interface StockChangeResult {
  emsNo: string;
  gdsMtno: string;
  kind: StockChangeKind;
  qty: number;
  before: StockQuantities;
  after: StockQuantities;
}

const COLUMN: Record<keyof StockQuantities, string> = {
  actlIncQty: 'actl_inc_qty', actlRedcQty: 'actl_redc_qty', prevdIncQty: 'prevd_inc_qty', prevdRedcQty: 'prevd_redc_qty',
};

/** The SQL of a requirement on the line's current quantities. */
const REQUIRED: Record<StockShortOf, string> = {
  available: 'actl_inc_qty - actl_redc_qty - prevd_redc_qty',
  prevdInc: 'prevd_inc_qty',
  prevdRedc: 'prevd_redc_qty',
};

interface LineRow { id: number; actlIncQty: string; actlRedcQty: string; prevdIncQty: string; prevdRedcQty: string }

const quantitiesOf = (row: LineRow): StockQuantities => ({
  actlIncQty: Number(row.actlIncQty ?? 0), actlRedcQty: Number(row.actlRedcQty ?? 0), prevdIncQty: Number(row.prevdIncQty ?? 0), prevdRedcQty: Number(row.prevdRedcQty ?? 0),
});

/**
 * Applies the changes in order, in the caller's transaction (`ctx.db`), within the caller's tenant; each writes its
 * ledger line and one adjust-log row. Refuses (and the caller's transaction should roll back) at the first change the
 * ledger cannot take.
 * @throws AppError CUSTOMS_STOCK_SHORT (available), CUSTOMS_STOCK_PREVD_INC_SHORT / CUSTOMS_STOCK_PREVD_REDC_SHORT
 *   (预增 / 预减 turned actual or released beyond what there is), CUSTOMS_STOCK_ITEM_UNKNOWN, CUSTOMS_STOCK_QTY.
 * @example await changeStock(ctx, { docType: 'order', docNo: 'CB2611270000001' }, [{ emsNo: 'T5349W000021', gdsMtno: 'MT0001', kind: 'prevdRedc', qty: 2 }]);
 */
export async function changeStock(ctx: WriteContext, doc: StockDocument, changes: StockChange[], options: { now?: Date } = {}): Promise<void> {
  await changeStockWithResults(ctx, doc, changes, options);
}

/** {@link changeStock}, answering each change's quantities before and after (what the adjust log holds). */
export async function changeStockWithResults(ctx: WriteContext, doc: StockDocument, changes: StockChange[], options: { now?: Date } = {}): Promise<StockChangeResult[]> {
  const now = options.now ?? new Date();
  const results: StockChangeResult[] = [];
  for (const change of changes) results.push(await changeOne(ctx, doc, change, now));
  return results;
}

async function changeOne(ctx: WriteContext, doc: StockDocument, change: StockChange, now: Date): Promise<StockChangeResult> {
  const tenantId = ctx.user.tenantId;
  const emsNo = String(change.emsNo ?? '').trim();
  const gdsMtno = String(change.gdsMtno ?? '').trim();
  const qty = Number(change.qty);
  if (!qtyAccepted(change.kind, qty)) throw new AppError('CUSTOMS_STOCK_QTY', { emsNo, item: gdsMtno, asked: String(change.qty) });
  const amount = roundQty(qty);
  if (change.item && CREATING_KINDS.includes(change.kind)) await addItem(ctx, emsNo, gdsMtno, change.item, now);

  const delta = deltaOf(change.kind, amount);
  const conditions = requirementsOf(change.kind, amount).map((need) => sql`AND ${sql.raw(REQUIRED[need.of])} >= ${need.atLeast}`);
  const day = chinaDay(now).day;
  const moves = (Object.keys(COLUMN) as (keyof StockQuantities)[]).map((key) => sql`${sql.raw(COLUMN[key])} = ${sql.raw(COLUMN[key])} + ${delta[key]}`);
  const newly = (key: keyof StockQuantities) => sql`(${sql.raw(COLUMN[key])} + ${delta[key]})`;
  const updated = await sql<LineRow & { gdsNm: string | null }>`UPDATE ${sql.table(STOCK_TABLE)} SET ${sql.join(moves)},
      stock_qty = ${newly('actlIncQty')} - ${newly('actlRedcQty')},
      available_qty = ${newly('actlIncQty')} - ${newly('actlRedcQty')} - ${newly('prevdRedcQty')},
      in_date = CASE WHEN ${delta.actlIncQty} > 0 THEN COALESCE(in_date, ${day}::date) ELSE in_date END,
      limit_date = CASE WHEN ${delta.actlIncQty} > 0 THEN COALESCE(limit_date, (${day}::date + interval '1 year')::date) ELSE limit_date END,
      out_date = CASE WHEN ${delta.actlRedcQty} > 0 THEN ${day}::date ELSE out_date END,
      version = version + 1, updated_at = ${now}, updated_by = ${ctx.user.username}
    WHERE tenant_id = ${tenantId} AND ems_no = ${emsNo} AND gds_mtno = ${gdsMtno} ${conditions.length ? sql.join(conditions, sql` `) : sql``}
    RETURNING id, gds_nm, actl_inc_qty, actl_redc_qty, prevd_inc_qty, prevd_redc_qty`.execute(ctx.db);
  const row = updated.rows[0];
  if (!row) throw await refusal(ctx, emsNo, gdsMtno, change.kind, amount);

  const after = quantitiesOf(row);
  const before: StockQuantities = {
    actlIncQty: roundQty(after.actlIncQty - delta.actlIncQty), actlRedcQty: roundQty(after.actlRedcQty - delta.actlRedcQty),
    prevdIncQty: roundQty(after.prevdIncQty - delta.prevdIncQty), prevdRedcQty: roundQty(after.prevdRedcQty - delta.prevdRedcQty),
  };
  await sql`INSERT INTO ${sql.table(STOCK_LOG_TABLE)} (tenant_id, created_by, created_at, updated_by, updated_at, ems_no, gds_mtno, gds_nm, doc_type, doc_no, kind, qty,
      actl_inc_before, actl_inc_after, actl_redc_before, actl_redc_after, prevd_inc_before, prevd_inc_after, prevd_redc_before, prevd_redc_after,
      available_before, available_after, operator, operated_at)
    VALUES (${tenantId}, ${ctx.user.username}, ${now}, ${ctx.user.username}, ${now}, ${emsNo}, ${gdsMtno}, ${row.gdsNm}, ${doc.docType}, ${doc.docNo}, ${change.kind}, ${amount},
      ${before.actlIncQty}, ${after.actlIncQty}, ${before.actlRedcQty}, ${after.actlRedcQty}, ${before.prevdIncQty}, ${after.prevdIncQty}, ${before.prevdRedcQty}, ${after.prevdRedcQty},
      ${availableQtyOf(before)}, ${availableQtyOf(after)}, ${ctx.user.username}, ${now})`.execute(ctx.db);
  return { emsNo, gdsMtno, kind: change.kind, qty: amount, before, after };
}

/** Brings an item onto the ledger with nothing on it (the next 序号 of the ledger), unless it is there already. */
async function addItem(ctx: WriteContext, emsNo: string, gdsMtno: string, item: StockItem, now: Date): Promise<void> {
  const tenantId = ctx.user.tenantId;
  const price = item.dclUprcAmt === undefined || item.dclUprcAmt === null || item.dclUprcAmt === '' ? null : Number(item.dclUprcAmt);
  await sql`INSERT INTO ${sql.table(STOCK_TABLE)} (tenant_id, created_by, created_at, updated_by, updated_at, ems_no, gds_seqno, gds_mtno, gdecd, gds_nm, gds_spcf_model_desc,
      natcd, dcl_unitcd, lawf_unitcd, dcl_uprc_amt, actl_inc_qty, actl_redc_qty, prevd_inc_qty, prevd_redc_qty, stock_qty, available_qty, cusm_exe_markcd)
    SELECT ${tenantId}, ${ctx.user.username}, ${now}, ${ctx.user.username}, ${now}, ${emsNo},
      (SELECT COALESCE(max(gds_seqno), 0) + 1 FROM ${sql.table(STOCK_TABLE)} WHERE tenant_id = ${tenantId} AND ems_no = ${emsNo}),
      ${gdsMtno}, ${item.gdecd}, ${item.gdsNm}, ${item.gdsSpcfModelDesc ?? null}, ${item.natcd ?? null}, ${item.dclUnitcd ?? null}, ${item.lawfUnitcd ?? null}, ${price},
      0, 0, 0, 0, 0, 0, '1'
    ON CONFLICT (tenant_id, ems_no, gds_mtno) DO NOTHING`.execute(ctx.db);
}

/** Why the conditional UPDATE found no row: no such item, or the quantity it needed is short (as it stands now). */
async function refusal(ctx: WriteContext, emsNo: string, gdsMtno: string, kind: StockChangeKind, qty: number): Promise<AppError> {
  const found = await sql<LineRow>`SELECT id, actl_inc_qty, actl_redc_qty, prevd_inc_qty, prevd_redc_qty FROM ${sql.table(STOCK_TABLE)}
    WHERE tenant_id = ${ctx.user.tenantId} AND ems_no = ${emsNo} AND gds_mtno = ${gdsMtno}`.execute(ctx.db);
  const line = found.rows[0];
  if (!line) return new AppError('CUSTOMS_STOCK_ITEM_UNKNOWN', { emsNo, item: gdsMtno });
  const outcome = applyChange(quantitiesOf(line), kind, qty);
  const short = 'refused' in outcome && outcome.refused === 'short' ? outcome : { of: 'available' as const, available: availableQtyOf(quantitiesOf(line)), asked: qty };
  const code = short.of === 'prevdInc' ? 'CUSTOMS_STOCK_PREVD_INC_SHORT' : short.of === 'prevdRedc' ? 'CUSTOMS_STOCK_PREVD_REDC_SHORT' : 'CUSTOMS_STOCK_SHORT';
  return new AppError(code, { emsNo, item: gdsMtno, available: String(short.available), asked: String(short.asked) });
}

/** A ledger line's quantities as they stand (undefined when the item is not on the ledger). */
export async function stockLine(ctx: Pick<WriteContext, 'db' | 'user'>, emsNo: string, gdsMtno: string): Promise<(StockQuantities & { id: number }) | undefined> {
  const found = await sql<LineRow>`SELECT id, actl_inc_qty, actl_redc_qty, prevd_inc_qty, prevd_redc_qty FROM ${sql.table(STOCK_TABLE)}
    WHERE tenant_id = ${ctx.user.tenantId} AND ems_no = ${emsNo} AND gds_mtno = ${gdsMtno}`.execute(ctx.db);
  const line = found.rows[0];
  return line ? { id: line.id, ...quantitiesOf(line) } : undefined;
}
