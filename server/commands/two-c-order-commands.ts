/**
 * The 2C order's commands (schemas/order/two-c-order.json and the desk pages over it; docs/domain/orders.md):
 * - cancel (/twoCOrder 取消, button `cancel`): S100 → S990, the reason appended to the remark;
 * - confirm / refuse (/orderReview 确认 / 不通过, button `audit`): a held order (确认状态 待审核 0) is confirmed
 *   (→ 1) or refused (→ 2 with the reason, and cancelled: a refused order never goes to the warehouse);
 * - printTail (/tailPathPrint, /sheetTailPathPrint 打印, button `print`): before the label goes to the printer, the
 *   last-mile number is taken from the label stock when the order has none (server/orders/label-stock.ts) and the
 *   print is counted; each row's answer is merged into the printed label.
 * The review and print pages are query pages: their commands name these implementations (`handler`), which find
 * the order through the order entity (tenant and site scoped, locked) whatever page called them.
 */
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import type { EntityService, WriteContext } from '../entity/entity-service';
import type { StoredRow } from '../entity/row-store';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { CommandImplementation, CommandRegistry, EntityModels } from './registry';
import { TWO_C_ORDER } from './two-c-order-hooks';
import { LABEL_STOCK, takeLabelNumber } from '../orders/label-stock';

const STATE_TITLES: Record<string, { zh: string; en: string }> = {
  S100: { zh: '已下单', en: 'order received' }, S200: { zh: '已入库', en: 'in the warehouse' }, S220: { zh: '已出库', en: 'out of the warehouse' },
  S300: { zh: '清关中', en: 'in customs' }, S310: { zh: '已放行', en: 'released' }, S500: { zh: '派送中', en: 'out for delivery' },
  S600: { zh: '已签收', en: 'delivered' }, S900: { zh: '问题件', en: 'a problem parcel' }, S910: { zh: '已退回', en: 'returned' }, S990: { zh: '已取消', en: 'cancelled' },
};
const REVIEW_TITLES: Record<string, { zh: string; en: string }> = { 0: { zh: '待审核', en: 'awaiting confirmation' }, 1: { zh: '已审核', en: 'confirmed' }, 2: { zh: '审核不通过', en: 'refused' } };

function refuseState(row: StoredRow, state: { zh: string; en: string } | undefined, verb: { zh: string; en: string }, lang: Language): never {
  throw new AppError('ORDER_STATE_REFUSED', { order: String(row.orderCode), state: state?.[lang] ?? '', verb: verb[lang] });
}

/** The order of a query page's row, through the order entity (scoped and locked). */
async function lockedOrder(ctx: WriteContext, service: EntityService, models: EntityModels, id: number): Promise<{ model: EntityModel; row: StoredRow }> {
  const model = models.get(TWO_C_ORDER);
  if (!model) throw new Error(`${TWO_C_ORDER} is not served`);
  return { model, row: await service.lockRow(ctx, model, id) };
}

const appendRemark = (remark: unknown, line: string) => [String(remark ?? '').trim(), line].filter(Boolean).join('\n').slice(0, 500);

/** 取消: the reason kept in the remark; the transition (S100 → S990) is the engine's. */
const cancel: CommandImplementation = async ({ ctx, model, service, params, row }) => {
  if (!row) return;
  const reason = String(params.reason ?? '').trim();
  if (!reason) return;
  return { row: await service.writeFields(ctx, model, row, { remark: appendRemark(row.remark, `${ctx.lang === 'zh' ? '取消原因' : 'Cancelled'}：${reason}`) }) };
};

const VERB_CONFIRM = { zh: '确认', en: 'confirmed' };
const VERB_REFUSE = { zh: '审核不通过', en: 'refused' };

/** 确认: a held order of S100 becomes 已审核. */
const confirm: CommandImplementation = async ({ ctx, service, models, params, row: picked }) => {
  if (!picked) return;
  const { model, row } = await lockedOrder(ctx, service, models, picked.id);
  if (row.reviewState !== '0') refuseState(row, REVIEW_TITLES[String(row.reviewState)], VERB_CONFIRM, ctx.lang);
  if (row.orderStatus !== 'S100') refuseState(row, STATE_TITLES[String(row.orderStatus)], VERB_CONFIRM, ctx.lang);
  const remark = String(params.remark ?? '').trim();
  const written = remark ? await service.writeFields(ctx, model, row, { reviewRemark: remark.slice(0, 512) }) : row;
  const moved = await service.moveRow(ctx, model, written, 'confirm');
  return { result: { orderCode: moved.orderCode, reviewState: moved.reviewState } };
};

/** 不通过: the reason recorded, the review state 2, and the order cancelled (S990). */
const refuse: CommandImplementation = async ({ ctx, service, models, params, row: picked }) => {
  if (!picked) return;
  const { model, row } = await lockedOrder(ctx, service, models, picked.id);
  if (row.reviewState !== '0') refuseState(row, REVIEW_TITLES[String(row.reviewState)], VERB_REFUSE, ctx.lang);
  if (row.orderStatus !== 'S100') refuseState(row, STATE_TITLES[String(row.orderStatus)], VERB_REFUSE, ctx.lang);
  const written = await service.writeFields(ctx, model, row, { reviewRemark: String(params.reason).slice(0, 512) });
  const refused = await service.moveRow(ctx, model, written, 'refuse');
  const cancelled = await service.moveRow(ctx, model, refused, 'cancelOrder');
  return { result: { orderCode: cancelled.orderCode, reviewState: cancelled.reviewState, orderStatus: cancelled.orderStatus } };
};

/** The states whose parcel may get a last-mile label: confirmed and not finished. */
export const PRINTABLE_STATES = ['S100', 'S200', 'S220', 'S310'];
const VERB_PRINT = { zh: '打印尾程面单', en: 'given a last-mile label' };

/**
 * 打印: counts the print and, for an order without a last-mile number, takes one from the label stock of the printing
 * site — the signed-in person's site (the workstation's), or the order's for someone without one — refusing the order
 * when that site has no available range of its carrier (LABEL_STOCK_EMPTY). A reprint keeps the number and takes
 * none. The order is locked first, then the range. Answers the label's values for this row.
 */
const printTail: CommandImplementation = async ({ ctx, service, models, row: picked }) => {
  if (!picked) return;
  const { model, row } = await lockedOrder(ctx, service, models, picked.id);
  if (!PRINTABLE_STATES.includes(String(row.orderStatus))) refuseState(row, STATE_TITLES[String(row.orderStatus)], VERB_PRINT, ctx.lang);
  if (row.reviewState !== '1') refuseState(row, REVIEW_TITLES[String(row.reviewState)], VERB_PRINT, ctx.lang);
  const carrier = String(row.tailCarrierCode ?? '').trim();
  if (!carrier) throw new AppError('ORDER_STATE_REFUSED', { order: String(row.orderCode), state: ctx.lang === 'zh' ? '无尾程承运商' : 'without a last-mile carrier', verb: VERB_PRINT[ctx.lang] });
  const now = new Date();
  let tailTrackingNo = String(row.tailTrackingNo ?? '').trim();
  if (!tailTrackingNo) {
    const stock = models.get(LABEL_STOCK);
    if (!stock) throw new Error(`${LABEL_STOCK} is not served`);
    const siteCode = ctx.user.ownerSiteCode || String(row.ownerSiteCode ?? '');
    tailTrackingNo = await takeLabelNumber(ctx, service, stock, { carrierCode: carrier, siteCode, orderCode: String(row.orderCode) });
  }
  const written = await service.writeFields(ctx, model, row, { tailTrackingNo, tailPrintCount: Number(row.tailPrintCount ?? 0) + 1, tailPrintedAt: now.toISOString() });
  return { row: written, result: { tailTrackingNo, tailPrintCount: written.tailPrintCount, tailPrintedAt: now.toISOString() } };
};

export function registerTwoCOrderCommands(registry: CommandRegistry): void {
  registry.register(`${TWO_C_ORDER}.cancel`, cancel);
  registry.register(`${TWO_C_ORDER}.confirm`, confirm);
  registry.register(`${TWO_C_ORDER}.refuse`, refuse);
  registry.register(`${TWO_C_ORDER}.printTail`, printTail);
}
