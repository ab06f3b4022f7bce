/**
 * Refund applications (退货申请, CEB625; schemas/customs/order-customsbbc-return.json, /applicationReturnDetail;
 * docs/domain/customs.md "Refunds"): entered or imported (`importReturnOrder`) against a released order, completed
 * from it by the write hooks, declared at `sendBBCReturnDeclareTOKJY`; the receipts are bbc-receipts.ts's and the
 * parcel's arrival the scan page /returnWarehouseScanIbs's.
 */
import type { Kysely } from 'kysely';
import type { WriteContext } from '../entity/entity-service';
import type { StoredRow } from '../entity/row-store';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import { AppError } from '../errors/app-error';
import { inLanguage } from '../errors/in-language';
import { chinaDay } from '../china-day';
import { nextCode } from '../db/next-code';
import { BBC_GOODS_TABLE, BBC_ORDER_TABLE } from '../customs/bbc-declaration';
import { BBC_REFUND } from '../customs/bbc-receipts';
import { sharedSettings } from '../customs/declaration-settings';
import { newGuid, queueMessages } from '../customs/customs-messages';
import { cebTime, writeDeclaration, type Fields } from '../customs/messages/ceb-xml';
import type { CommandImplementation, CommandRegistry } from './registry';

type UntypedDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const REFUND_TABLE = 'customs_order_bbc_return';
const REFUND_GOODS_TABLE = 'customs_order_bbc_return_goods';
/** Customs statuses from which a parcel was delivered and may come back: 放行, 结关. */
const RELEASED = ['800', '899'];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

function refuse(ctx: WriteContext, field: string, zh: string, en: string): never {
  const said = inLanguage(ctx.lang, zh, en);
  throw new AppError('VALIDATION', { detail: said }, { [field]: said });
}

/** The released order a refund names, checked: it exists, carries the waybill number, and customs let it out. */
async function releasedOrder(ctx: WriteContext, orderNo: string, logisticsNo: string): Promise<Record<string, unknown>> {
  const order = await (ctx.db as unknown as UntypedDb).selectFrom(BBC_ORDER_TABLE).selectAll().where('tenantId', '=', ctx.user.tenantId).where('orderNo', '=', orderNo).executeTakeFirst() as Record<string, unknown> | undefined;
  if (!order) refuse(ctx, 'orderNo', `订单 ${orderNo} 不存在`, `order ${orderNo} does not exist`);
  if (text(order.logisticsNo) !== logisticsNo) refuse(ctx, 'logisticsNo', `运单号 ${logisticsNo} 不是订单 ${orderNo} 的运单号（${text(order.logisticsNo)}）`, `waybill ${logisticsNo} is not order ${orderNo}'s (${text(order.logisticsNo)})`);
  if (!RELEASED.includes(text(order.customsStatus)) || text(order.declareStatus) !== '2') {
    refuse(ctx, 'orderNo', `订单 ${orderNo} 尚未放行，不能退货`, `order ${orderNo} has not been released: it cannot be refunded`);
  }
  return order;
}

/**
 * Completes the refund's goods lines from the order's (item, HS code, name, unit: whatever was sent for them is replaced), refusing a line the order does not
 * have or a quantity above what was ordered, by its row. The lines are the objects the save writes next.
 */
async function completeLines(ctx: WriteContext, order: Record<string, unknown>, lines: unknown): Promise<void> {
  if (!Array.isArray(lines)) return;
  const goods = await (ctx.db as unknown as UntypedDb).selectFrom(BBC_GOODS_TABLE).selectAll().where('tenantId', '=', ctx.user.tenantId).where('orderId', '=', order.id).execute() as Record<string, unknown>[];
  const byNumber = new Map(goods.map((line) => [Number(line.gnum), line]));
  lines.forEach((sent, index) => {
    const line = sent as Record<string, unknown>;
    const ordered = byNumber.get(Number(line.gnum));
    if (!ordered) refuse(ctx, `goods[${index}].gnum`, `退货商品 第 ${index + 1} 行：订单 ${text(order.orderNo)} 没有第 ${text(line.gnum)} 项商品`, `goods line ${index + 1}: order ${text(order.orderNo)} has no line ${text(line.gnum)}`);
    if (Number(line.qty) > Number(ordered.qty)) refuse(ctx, `goods[${index}].qty`, `退货商品 第 ${index + 1} 行：退货数量 ${text(line.qty)} 超过订购数量 ${Number(ordered.qty)}`, `goods line ${index + 1}: ${text(line.qty)} returned is more than the ${Number(ordered.qty)} ordered`);
    Object.assign(line, { itemRecordNo: ordered.itemRecordNo, gcode: ordered.gcode, gname: ordered.gname, unit: ordered.unit });
  });
}

/** The columns a refund takes from its order (snake case: the hook's return). */
const fromOrder = (order: Record<string, unknown>) => ({
  order_id: order.id, invt_no: order.invtNo ?? null, ems_no: order.emsNo ?? null, ebp_name: order.ebpName ?? null, ebc_name: order.ebcName ?? null, buyer_name: order.buyerName ?? null,
});

const refundHooks: WriteHooks = {
  async beforeCreate({ ctx, values, lines, now }) {
    const order = await releasedOrder(ctx, text(values.orderNo), text(values.logisticsNo));
    await completeLines(ctx, order, lines?.goods);
    const copNo = await nextCode(ctx.db as unknown as UntypedDb, { table: REFUND_TABLE, column: 'copNo', tenantId: ctx.user.tenantId, prefix: `RT${chinaDay(now).compact}`, digits: 6 });
    return { ...fromOrder(order), cop_no: copNo };
  },
  async beforeUpdate({ ctx, values, lines, before }) {
    const orderNo = Object.hasOwn(values, 'orderNo') ? text(values.orderNo) : text(before.orderNo);
    const logisticsNo = Object.hasOwn(values, 'logisticsNo') ? text(values.logisticsNo) : text(before.logisticsNo);
    if (orderNo === text(before.orderNo) && logisticsNo === text(before.logisticsNo) && !lines?.goods) return;
    const order = await releasedOrder(ctx, orderNo, logisticsNo);
    await completeLines(ctx, order, lines?.goods);
    return fromOrder(order);
  },
};

/** 退货申报: the refund's CEB625 (the order's keys, the lines returned) into the outbox. */
const declare: CommandImplementation = async ({ ctx, model, service, row, shared }) => {
  if (!row) return;
  const declarant = await sharedSettings({ ctx, shared }).declarantOf();
  const db = ctx.db as unknown as UntypedDb;
  const order = await db.selectFrom(BBC_ORDER_TABLE).selectAll().where('tenantId', '=', ctx.user.tenantId).where('id', '=', row.orderId).executeTakeFirst() as Record<string, unknown>;
  const goods = await db.selectFrom(REFUND_GOODS_TABLE).selectAll().where('tenantId', '=', ctx.user.tenantId).where('returnId', '=', row.id).orderBy('gnum').execute() as Record<string, unknown>[];
  const now = service.now();
  const guid = newGuid();
  const head = { ...order, copNo: row.copNo, reason: row.reason, appType: '1', appTime: cebTime(now), appStatus: '2', agentCode: declarant.agentCode, agentName: declarant.agentName } as unknown as Fields;
  await queueMessages(ctx.db, ctx.user.tenantId, [{ docType: 'refund', docId: row.id, docNo: text(row.copNo), messageType: 'CEB625', guid, xml: writeDeclaration({ type: 'CEB625', guid, head, lines: goods as unknown as Fields[], transfer: declarant.transfer }) }]);
  const written: StoredRow = await service.writeFields(ctx, model, row, { declTime: now, customsStatus: null, returnTime: null, returnInfo: inLanguage(ctx.lang, '已发送，等待回执', 'Sent; waiting for receipts') });
  return { row: written };
};

export function registerCustomsBbcReturnCommands(registry: CommandRegistry): void {
  registry.register(`${BBC_REFUND}.declare`, declare);
}

export function registerCustomsBbcReturnHooks(registry: WriteHookRegistry): void {
  registry.register(BBC_REFUND, refundHooks);
}
