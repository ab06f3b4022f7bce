/**
 * The bonded park's stock ledger pages (docs/domain/customs.md "The park ledger", "Entry into the park"):
 *
 * - /entryStock (`customs.customsStock`): `sendMTStockInfo` stamps the chosen lines' available quantity as sent to the
 *   e-commerce platform and answers it per line; the view's 变动记录 tab reads the line's adjust log.
 * - /entryAdjust (`customs.customsStockAdjust`): numbered `TZ` + yyMMdd + 4 digits; its lines must name items of the
 *   ledger; `auditCustomsStockAdjust` writes them to the ledger (kind `adjust`, refused when it would take available
 *   below zero), `rejectCustomsStockAdjust` closes it with a remark.
 * - /applicationAdmission (`customs.customsStockDeclare`): numbered `RQ` + yyMMdd + 4 digits when no number is given;
 *   `submitCustomsStockDeclare` (0 暂存 / 3 退单 → 1 申报中) dates it; the receipts' outcome is
 *   server/customs/stock-declare-outcome.ts.
 *
 * Every quantity change goes through server/customs/stock-ledger.ts (`changeStock`).
 */
import { sql } from 'kysely';
import type { WriteContext } from '../entity/entity-service';
import type { StoredRow } from '../entity/row-store';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import { AppError } from '../errors/app-error';
import { inLanguage } from '../errors/in-language';
import { nextCode } from '../db/next-code';
import { chinaDay } from '../china-day';
import { changeStock } from '../customs/stock-ledger';
import { sharedSettings } from '../customs/declaration-settings';
import { queueApplicationInventory } from '../customs/cargo-messages';
import type { CommandImplementation, CommandRegistry } from './registry';

export const CUSTOMS_STOCK = 'customs.customsStock';
export const CUSTOMS_STOCK_ADJUST = 'customs.customsStockAdjust';
export const CUSTOMS_STOCK_DECLARE = 'customs.customsStockDeclare';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** Numeric columns come back as text: as numbers for a reply. */
function numbers<T extends Record<string, unknown>>(row: T, fields: string[]): T {
  const copy: Record<string, unknown> = { ...row };
  for (const field of fields) if (copy[field] !== null && copy[field] !== undefined) copy[field] = Number(copy[field]);
  return copy as T;
}

function refuse(ctx: WriteContext, field: string, zh: string, en: string): never {
  const said = inLanguage(ctx.lang, zh, en);
  throw new AppError('VALIDATION', { detail: said }, { [field]: said });
}

/** The next number of a document: prefix + the day in China (yyMMdd) + 4 digits. */
async function documentNo(ctx: WriteContext, table: string, column: string, prefix: string, now: Date): Promise<string> {
  return nextCode(ctx.db as UntypedDb, { table, column, tenantId: ctx.user.tenantId, prefix: `${prefix}${chinaDay(now).compact}`, digits: 4 });
}

// ---------------------------------------------------------------------------------------------------------------
// /entryStock

const LOG_NUMBERS = ['qty', 'actlIncBefore', 'actlIncAfter', 'actlRedcBefore', 'actlRedcAfter', 'prevdIncBefore', 'prevdIncAfter', 'prevdRedcBefore', 'prevdRedcAfter', 'availableBefore', 'availableAfter'];

/** The view's 变动记录 tab: the line's adjust log, newest first (the last 200). */
const adjustLog: CommandImplementation = async ({ ctx, params }) => {
  const found = await sql<Record<string, unknown>>`SELECT id, ems_no, gds_mtno, doc_type, doc_no, kind, qty, actl_inc_before, actl_inc_after, actl_redc_before, actl_redc_after,
      prevd_inc_before, prevd_inc_after, prevd_redc_before, prevd_redc_after, available_before, available_after, operator, operated_at
    FROM customs_stock_adjust_log WHERE tenant_id = ${ctx.user.tenantId} AND ems_no = ${text(params.emsNo)} AND gds_mtno = ${text(params.gdsMtno)}
    ORDER BY operated_at DESC, id DESC LIMIT 200`.execute(ctx.db);
  return { result: found.rows.map((row) => numbers(row, LOG_NUMBERS)) };
};

/**
 * 推送库存 (`sendMTStockInfo`): the line's available quantity as the e-commerce platform is told it, kept on the line
 * (mtSentQty, mtSentAt) and answered for the row. A suspended line (海关执行标志 not 正常/恢复) is not offered for sale.
 */
const sendStockInfo: CommandImplementation = async ({ ctx, model, service, row }) => {
  if (!row) return;
  const mark = text(row.cusmExeMarkcd) || '1';
  const available = ['1', '2'].includes(mark) ? Math.max(Number(row.availableQty ?? 0), 0) : 0;
  const written = await service.writeFields(ctx, model, row, { mtSentQty: available, mtSentAt: service.now().toISOString() });
  return { row: written, result: { emsNo: row.emsNo, gdsMtno: row.gdsMtno, gdsNm: row.gdsNm, availableQty: available } };
};

// ---------------------------------------------------------------------------------------------------------------
// /entryAdjust

/** The items of a ledger among these (to refuse lines naming others). */
async function itemsOnLedger(ctx: WriteContext, emsNo: string, items: string[]): Promise<Set<string>> {
  if (!items.length) return new Set();
  const found = await sql<{ gdsMtno: string }>`SELECT gds_mtno FROM customs_stock WHERE tenant_id = ${ctx.user.tenantId} AND ems_no = ${emsNo} AND gds_mtno IN (${sql.join(items)})`.execute(ctx.db);
  return new Set(found.rows.map((r) => r.gdsMtno));
}

/** Lines of an adjustment as sent: each must name an item of its ledger. */
async function checkAdjustLines(ctx: WriteContext, emsNo: string, lines: unknown): Promise<void> {
  if (!Array.isArray(lines) || !emsNo) return;
  const items = lines.map((line) => text((line as Record<string, unknown>)?.gdsMtno));
  const known = await itemsOnLedger(ctx, emsNo, [...new Set(items.filter(Boolean))]);
  items.forEach((item, i) => {
    if (item && !known.has(item)) refuse(ctx, `lines[${i}].gdsMtno`, `调整明细 第 ${i + 1} 行：账册 ${emsNo} 没有料号 ${item}`, `Adjustment lines row ${i + 1}: ledger ${emsNo} has no item ${item}`);
  });
}

const adjustHooks: WriteHooks = {
  async beforeCreate({ ctx, model, values, lines, now }) {
    await checkAdjustLines(ctx, text(values.emsNo), lines?.lines);
    return { adjust_no: await documentNo(ctx, model.table!, 'adjustNo', 'TZ', now) };
  },
  async beforeUpdate({ ctx, values, lines, before }) {
    await checkAdjustLines(ctx, text(values.emsNo ?? before.emsNo), lines?.lines);
  },
};

interface AdjustLine { gdsMtno: string; qty: string; remark: string | null }

async function adjustLinesOf(ctx: WriteContext, adjustId: number): Promise<AdjustLine[]> {
  const found = await sql<AdjustLine>`SELECT gds_mtno, qty, remark FROM customs_stock_adjust_line WHERE tenant_id = ${ctx.user.tenantId} AND adjust_id = ${adjustId} ORDER BY id`.execute(ctx.db);
  return found.rows;
}

/** The view's 调整明细 tab: the lines with the item's name and what is available now. */
const adjustLines: CommandImplementation = async ({ ctx, params }) => {
  const found = await sql<Record<string, unknown>>`SELECT l.id, l.gds_mtno, l.qty, l.remark, s.gds_nm, s.available_qty
    FROM customs_stock_adjust a JOIN customs_stock_adjust_line l ON l.adjust_id = a.id AND l.tenant_id = a.tenant_id
    LEFT JOIN customs_stock s ON s.tenant_id = a.tenant_id AND s.ems_no = a.ems_no AND s.gds_mtno = l.gds_mtno
    WHERE a.tenant_id = ${ctx.user.tenantId} AND a.adjust_no = ${text(params.adjustNo)} ORDER BY l.id`.execute(ctx.db);
  return { result: found.rows.map((row) => numbers(row, ['qty', 'availableQty'])) };
};

/** 审核: the lines onto the ledger (kind 调整), each refused when it would take available below zero; then 已审核. */
const audit: CommandImplementation = async ({ ctx, model, service, row }) => {
  if (!row) return;
  const emsNo = text(row.emsNo);
  const lines = await adjustLinesOf(ctx, row.id);
  await changeStock(ctx, { docType: 'adjust', docNo: text(row.adjustNo) }, lines.map((line) => ({ emsNo, gdsMtno: line.gdsMtno, kind: 'adjust' as const, qty: Number(line.qty) })), { now: service.now() });
  return { row: await service.writeFields(ctx, model, row, { auditedBy: ctx.user.username, auditedAt: service.now().toISOString() }) };
};

/** 审核不通过: closed with the remark; the ledger is not touched. */
const reject: CommandImplementation = async ({ ctx, model, service, row, params }) => {
  if (!row) return;
  return { row: await service.writeFields(ctx, model, row, { auditedBy: ctx.user.username, auditedAt: service.now().toISOString(), auditRemark: text(params.remark) }) };
};

// ---------------------------------------------------------------------------------------------------------------
// /applicationAdmission

const declareHooks: WriteHooks = {
  async beforeCreate({ ctx, model, values, now }) {
    if (text(values.declareNo)) return;
    return { declare_no: await documentNo(ctx, model.table!, 'declareNo', 'RQ', now) };
  },
};

const GOODS_NUMBERS = ['dclQty', 'lawfQty', 'dclUprcAmt', 'dclTotalAmt', 'grossWt', 'netWt'];

/** The view's 商品 tab: the application's goods lines. */
const goodsLines: CommandImplementation = async ({ ctx, params }) => {
  const found = await sql<Record<string, unknown>>`SELECT g.id, g.gds_seqno, g.gds_mtno, g.gdecd, g.gds_nm, g.gds_spcf_model_desc, g.dcl_qty, g.dcl_unitcd, g.lawf_qty, g.lawf_unitcd,
      g.dcl_uprc_amt, g.dcl_total_amt, g.dcl_currcd, g.natcd, g.gross_wt, g.net_wt
    FROM customs_stock_declare d JOIN customs_stock_declare_goods g ON g.declare_id = d.id AND g.tenant_id = d.tenant_id
    WHERE d.tenant_id = ${ctx.user.tenantId} AND d.declare_no = ${text(params.declareNo)} ORDER BY g.gds_seqno, g.id`.execute(ctx.db);
  return { result: found.rows.map((row) => numbers(row, GOODS_NUMBERS)) };
};

/**
 * 提交 (0 暂存 / 3 退单 → 1 申报中; the guard on the goods lines is the schema's): dated, the last receipt cleared, and
 * its 入区核注清单 (INV101) queued for the declaration platform (server/customs/cargo-messages.ts); customs' INV201
 * moves it on (server/customs/stock-declare-receipts.ts).
 */
const submit: CommandImplementation = async ({ ctx, model, service, row, shared }) => {
  if (!row) return;
  await queueApplicationInventory(ctx, row, sharedSettings({ ctx, shared }), service.now());
  return { row: await service.writeFields(ctx, model, row, { declareTime: service.now().toISOString(), returnInfo: null }) };
};

/** A stored row of the caller's application, for tests and the outcome. */
export type DeclareRow = StoredRow;

export function registerCustomsStockCommands(registry: CommandRegistry): void {
  registry.register(`${CUSTOMS_STOCK}.adjustLog`, adjustLog);
  registry.register(`${CUSTOMS_STOCK}.sendStockInfo`, sendStockInfo);
  registry.register(`${CUSTOMS_STOCK_ADJUST}.adjustLines`, adjustLines);
  registry.register(`${CUSTOMS_STOCK_ADJUST}.audit`, audit);
  registry.register(`${CUSTOMS_STOCK_ADJUST}.reject`, reject);
  registry.register(`${CUSTOMS_STOCK_DECLARE}.goodsLines`, goodsLines);
  registry.register(`${CUSTOMS_STOCK_DECLARE}.submit`, submit);
}

export function registerCustomsStockHooks(registry: WriteHookRegistry): void {
  registry.register(CUSTOMS_STOCK_ADJUST, adjustHooks);
  registry.register(CUSTOMS_STOCK_DECLARE, declareHooks);
}
