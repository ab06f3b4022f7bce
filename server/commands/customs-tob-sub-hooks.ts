/**
 * The write rules of the B2B order's sub-orders (入区分单, /entrySubsheet; docs/domain/customs-b2b.md "Sub-orders"):
 * a new sub-order is numbered `FD` + the day in China (yyMMdd) + 4 digits and takes its order's id from the order
 * number (which it then keeps); its goods lines — sent with the sub-order (the form, `importOrderCustomstobSubByPZ`)
 * or one at a time (`saveOrderCustomstobSubGoods`, `updateOrderCustomsSubGoods`) — must name items of the order and
 * stay within what the order still has unassigned for each item (its goods quantity less the other sub-orders').
 */
import { sql } from 'kysely';
import type { WriteContext } from '../entity/entity-service';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import { AppError, formatMessage } from '../errors/app-error';
import { nextCode } from '../db/next-code';
import { chinaDay } from '../china-day';

export const TOB_SUB = 'customs.orderCustomstobSub';
export const TOB_SUB_GOODS = 'customs.orderCustomstobSubGoods';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const round3 = (n: number) => Math.round(n * 1000) / 1000;

interface OrderRef { id: number; orderNo: string }

async function orderByNo(ctx: WriteContext, orderNo: string): Promise<OrderRef | undefined> {
  const found = await sql<OrderRef>`SELECT id, order_no FROM customs_order_customstob WHERE tenant_id = ${ctx.user.tenantId} AND order_no = ${orderNo}`.execute(ctx.db);
  return found.rows[0];
}

/** A line as sent: its field name prefix in error maps (`goods[2].` or ``), its item and quantity. */
interface SentLine { prefix: string; itemNo: string; qty: number }

/**
 * Refuses lines naming an item the order does not have, or taking more of an item than the order has unassigned:
 * the order's goods quantity of the item less what sub-orders other than `except` (a whole sub-order whose lines are
 * being replaced, or one line being rewritten) already hold.
 */
async function checkAssignment(ctx: WriteContext, order: OrderRef, lines: SentLine[], except: { subId?: number; lineId?: number }): Promise<void> {
  if (!lines.length) return;
  const ordered = new Map((await sql<{ itemNo: string; qty: string }>`SELECT item_no, sum(qty) AS qty FROM customs_order_customstob_goods
    WHERE tenant_id = ${ctx.user.tenantId} AND order_id = ${order.id} AND item_no IS NOT NULL GROUP BY item_no`.execute(ctx.db)).rows.map((r) => [r.itemNo, Number(r.qty)]));
  const assigned = new Map((await sql<{ itemNo: string; qty: string }>`SELECT g.item_no, sum(g.qty) AS qty FROM customs_order_customstob_sub_goods g
    JOIN customs_order_customstob_sub s ON s.id = g.sub_id AND s.tenant_id = g.tenant_id
    WHERE s.tenant_id = ${ctx.user.tenantId} AND s.order_id = ${order.id}
      AND s.id <> ${except.subId ?? 0} AND g.id <> ${except.lineId ?? 0} GROUP BY g.item_no`.execute(ctx.db)).rows.map((r) => [r.itemNo, Number(r.qty)]));
  const asked = new Map<string, number>();
  for (const line of lines) {
    if (!line.itemNo) continue;
    const field = `${line.prefix}itemNo`;
    if (!ordered.has(line.itemNo)) {
      const params = { order: order.orderNo, item: line.itemNo };
      throw new AppError('CUSTOMS_TOB_ITEM_NOT_ON_ORDER', params, { [field]: formatMessage('CUSTOMS_TOB_ITEM_NOT_ON_ORDER', ctx.lang, params) });
    }
    const total = round3((asked.get(line.itemNo) ?? 0) + (Number.isFinite(line.qty) ? line.qty : 0));
    asked.set(line.itemNo, total);
    const already = assigned.get(line.itemNo) ?? 0;
    if (round3(already + total) > ordered.get(line.itemNo)!) {
      const params = { item: line.itemNo, order: order.orderNo, ordered: ordered.get(line.itemNo)!, assigned: round3(already), asked: total };
      throw new AppError('CUSTOMS_TOB_SUB_QTY_EXCEEDED', params, { [`${line.prefix}qty`]: formatMessage('CUSTOMS_TOB_SUB_QTY_EXCEEDED', ctx.lang, params) });
    }
  }
}

function sentLines(lines: unknown): SentLine[] {
  if (!Array.isArray(lines)) return [];
  return lines.map((line, i) => {
    const values = (line ?? {}) as Record<string, unknown>;
    return { prefix: `goods[${i}].`, itemNo: text(values.itemNo), qty: Number(values.qty) };
  });
}

function orderMissing(ctx: WriteContext, orderNo: string): never {
  const params = { entity: ctx.lang === 'zh' ? '入区清关单' : 'Entry clearance bill', value: orderNo };
  throw new AppError('IMPORT_HEADER_MISSING', params, { orderNo: formatMessage('IMPORT_HEADER_MISSING', ctx.lang, params) });
}

const subHooks: WriteHooks = {
  async beforeCreate({ ctx, model, values, lines, now }) {
    const order = await orderByNo(ctx, text(values.orderNo));
    if (!order) orderMissing(ctx, text(values.orderNo));
    await checkAssignment(ctx, order, sentLines(lines?.goods), {});
    const subNo = await nextCode(ctx.db as never, { table: model.table!, column: 'subNo', tenantId: ctx.user.tenantId, prefix: `FD${chinaDay(now).compact}`, digits: 4 });
    return { order_id: order.id, sub_no: subNo };
  },
  async beforeUpdate({ ctx, values, lines, before }) {
    if (values.orderNo !== undefined && text(values.orderNo) !== text(before.orderNo)) {
      const params = { sub: text(before.subNo) };
      throw new AppError('CUSTOMS_TOB_SUB_ORDER_FIXED', params, { orderNo: formatMessage('CUSTOMS_TOB_SUB_ORDER_FIXED', ctx.lang, params) });
    }
    if (lines?.goods === undefined) return;
    // The sent lines replace the sub-order's: its stored ones do not count against the order.
    await checkAssignment(ctx, { id: Number(before.orderId), orderNo: text(before.orderNo) }, sentLines(lines.goods), { subId: before.id });
  },
};

/** The sub-order a line belongs to, with its order. */
async function subOf(ctx: WriteContext, subId: number): Promise<OrderRef | undefined> {
  const found = await sql<OrderRef>`SELECT order_id AS id, order_no FROM customs_order_customstob_sub WHERE tenant_id = ${ctx.user.tenantId} AND id = ${subId}`.execute(ctx.db);
  return found.rows[0];
}

const subGoodsHooks: WriteHooks = {
  async beforeCreate({ ctx, values }) {
    const order = await subOf(ctx, Number(values.subId));
    if (order) await checkAssignment(ctx, order, [{ prefix: '', itemNo: text(values.itemNo), qty: Number(values.qty) }], {});
  },
  async beforeUpdate({ ctx, values, before }) {
    const order = await subOf(ctx, Number(before.subId));
    const line = { prefix: '', itemNo: text(values.itemNo ?? before.itemNo), qty: Number(values.qty ?? before.qty) };
    if (order) await checkAssignment(ctx, order, [line], { lineId: before.id });
  },
};

export function registerCustomsTobSubHooks(registry: WriteHookRegistry): void {
  registry.register(TOB_SUB, subHooks);
  registry.register(TOB_SUB_GOODS, subGoodsHooks);
}
