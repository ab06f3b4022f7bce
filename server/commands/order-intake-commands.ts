/**
 * The order intake's commands (docs/domain/order-intake.md):
 * - the order pool (/orderPool, /orderPoolJd; schemas/order/order-pool*.json): convert (转单) makes a 2C order of a
 *   待转单 row through the order entity's create (every arrival check and hook applies; a refusal is the row's
 *   result naming the reason, the row stays 待转单), ignore (忽略) with a reason;
 * - repeat groups (/2bRepeatedOrders; schemas/order/repeated-order.json): merge (keep one order, move the others'
 *   goods lines into it, cancel the others), cancel the repeats (keep one, cancel the others), ignore.
 * The lifecycle moves of the pool row and the group are the commands' transitions, made by the engine after these.
 */
import { sql } from 'kysely';
import { AppError } from '../errors/app-error';
import type { StoredRow } from '../entity/row-store';
import { registerBuiltInTemplate } from '../entity/import/import-templates';
import { ETK_TEMPLATE } from '../orders/etk-template';
import { GOODS_TABLE, ORDER_TABLE } from '../orders/repeated-orders';
import type { CommandImplementation, CommandRegistry, CommandRun } from './registry';
import { TWO_C_ORDER } from './two-c-order-hooks';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

const CANCELLED = 'S990';
const appendRemark = (remark: unknown, line: string) => [String(remark ?? '').trim(), line].filter(Boolean).join('\n').slice(0, 500);

function orderModel(run: CommandRun) {
  const model = run.models.get(TWO_C_ORDER);
  if (!model) throw new Error(`${TWO_C_ORDER} is not served`);
  return model;
}

/** The 2C order a pool row becomes (source `pool`, or `jd` for the JD pool's rows). */
export function orderFromPool(row: StoredRow): Record<string, unknown> {
  const orderTime = row.receivedAt instanceof Date ? row.receivedAt.toISOString() : row.receivedAt ?? undefined;
  const body: Record<string, unknown> = {
    customerOrderNo: row.platformOrderNo, customerCode: row.customerCode, productCode: row.productCode, routeCode: row.routeCode,
    source: row.platform === 'jd' ? 'jd' : 'pool', trackingNo: row.trackingNo, orderTime, shopName: row.shopName,
    consignee: row.consignee, consigneeTelephone: row.consigneeTelephone, consigneeProvince: row.consigneeProvince,
    consigneeCity: row.consigneeCity, consigneeDistrict: row.consigneeDistrict, consigneeAddress: row.consigneeAddress,
    weight: row.weight === null || row.weight === undefined ? undefined : Number(row.weight),
    goods: [{ gnum: 1, itemNo: row.itemNo, itemName: row.itemName, qty: Number(row.qty), price: row.price === null || row.price === undefined ? undefined : Number(row.price) }],
  };
  for (const line of body.goods as Record<string, unknown>[]) for (const key of Object.keys(line)) if (line[key] === null || line[key] === undefined) delete line[key];
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== undefined && value !== ''));
}

/** 转单: the 2C order is created through the order entity (its checks and hooks), its number kept on the pool row. */
const convert: CommandImplementation = async (run) => {
  const { ctx, model, service, row } = run;
  if (!row) return;
  let created;
  try {
    const shop = await (ctx.db as UntypedDb).selectFrom('base_platform_shop').select('shopName').where('tenantId', '=', ctx.user.tenantId).where('shopCode', '=', String(row.shopCode)).executeTakeFirst();
    created = await service.create(ctx, orderModel(run), orderFromPool({ ...row, shopName: shop?.shopName ?? null }));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = error.fields ? Object.values(error.fields).join(ctx.lang === 'zh' ? '；' : '; ') : '';
    throw new AppError('POOL_CONVERT_REFUSED', { order: String(row.platformOrderNo), detail: fields || error.messageIn(ctx.lang) });
  }
  return { row: await service.writeFields(ctx, model, row, { orderCode: created.orderCode }) };
};

/** 忽略: the reason kept in the remark. */
const ignorePool: CommandImplementation = async ({ ctx, model, service, params, row }) => {
  if (!row) return;
  const reason = String(params.reason ?? '').trim();
  if (!reason) return;
  return { row: await service.writeFields(ctx, model, row, { remark: appendRemark(row.remark, `${ctx.lang === 'zh' ? '忽略原因' : 'Ignored'}：${reason}`) }) };
};

interface GroupOrder { id: number; orderCode: string; orderStatus: string; weight: string | number | null; packages: number | null }

/** The group's live orders, oldest first, the one to keep and the others (all still 已下单, else refused). */
async function splitGroup(run: CommandRun): Promise<{ keep: GroupOrder; others: GroupOrder[] }> {
  const { ctx, params, row } = run;
  const groupCode = String(row!.groupCode);
  const orders: GroupOrder[] = await (ctx.db as UntypedDb).selectFrom(ORDER_TABLE).select(['id', 'orderCode', 'orderStatus', 'weight', 'packages'])
    .where('tenantId', '=', ctx.user.tenantId).where('repeatGroupCode', '=', groupCode).where('orderStatus', '<>', CANCELLED)
    .orderBy('createdAt').orderBy('id').execute();
  if (!orders.length) throw new AppError('REPEAT_GROUP_EMPTY', { groupCode });
  const wanted = String(params.keepOrderCode ?? '').trim();
  const keep = wanted ? orders.find((order) => order.orderCode === wanted) : orders[0];
  if (!keep) throw new AppError('REPEAT_KEEP_UNKNOWN', { orderCode: wanted, groupCode }, { keepOrderCode: wanted });
  const moved = orders.find((order) => order.orderStatus !== 'S100');
  if (moved) throw new AppError('REPEAT_ORDER_MOVED_ON', { orderCode: moved.orderCode });
  return { keep, others: orders.filter((order) => order !== keep) };
}

/** Cancels the others (S990, the group named in their remark) through the order's lifecycle. */
async function cancelOthers(run: CommandRun, others: GroupOrder[], why: string): Promise<void> {
  const { ctx, service } = run;
  const model = orderModel(run);
  for (const other of others) {
    const locked = await service.lockRow(ctx, model, other.id);
    const noted = await service.writeFields(ctx, model, locked, { remark: appendRemark(locked.remark, why) });
    await service.moveRow(ctx, model, noted, 'cancelOrder');
  }
}

/** 合并: the others' goods lines move to the kept order (numbered after its own), their weight and pieces added. */
const merge: CommandImplementation = async (run) => {
  const { ctx, model, service, row } = run;
  if (!row) return;
  const { keep, others } = await splitGroup(run);
  const db = ctx.db as UntypedDb;
  const tenantId = ctx.user.tenantId;
  const top = await db.selectFrom(GOODS_TABLE).select(sql<number>`coalesce(max(gnum), 0)`.as('n')).where('tenantId', '=', tenantId).where('orderId', '=', keep.id).executeTakeFirst();
  let gnum = Number(top?.n ?? 0);
  for (const other of others) {
    const lines: { id: number }[] = await db.selectFrom(GOODS_TABLE).select('id').where('tenantId', '=', tenantId).where('orderId', '=', other.id).orderBy('gnum').execute();
    for (const line of lines) await db.updateTable(GOODS_TABLE).set({ orderId: keep.id, gnum: ++gnum, updatedAt: new Date(), updatedBy: ctx.user.username }).where('id', '=', line.id).execute();
  }
  const orders = run.models.get(TWO_C_ORDER)!;
  const kept = await service.lockRow(ctx, orders, keep.id);
  const total = await db.selectFrom(GOODS_TABLE).select(sql<string>`coalesce(sum(total_price), 0)`.as('v')).where('tenantId', '=', tenantId).where('orderId', '=', keep.id).executeTakeFirst();
  const codes = others.map((other) => other.orderCode).join(', ');
  const weight = [keep, ...others].reduce((sum, order) => sum + Number(order.weight ?? 0), 0);
  const packages = [keep, ...others].reduce((sum, order) => sum + Number(order.packages ?? 1), 0);
  await service.writeFields(ctx, orders, kept, {
    goodsValue: Number(total?.v ?? 0), weight: Math.round(weight * 1000) / 1000, packages,
    remark: appendRemark(kept.remark, ctx.lang === 'zh' ? `重复组 ${row.groupCode} 合并自：${codes}` : `Repeat group ${row.groupCode}, merged from ${codes}`),
  });
  await cancelOthers(run, others, ctx.lang === 'zh' ? `重复组 ${row.groupCode} 已合并入 ${keep.orderCode}` : `Repeat group ${row.groupCode}: merged into ${keep.orderCode}`);
  const note = ctx.lang === 'zh' ? `保留 ${keep.orderCode}，合并并取消 ${codes || '—'}` : `Kept ${keep.orderCode}; merged and cancelled ${codes || '—'}`;
  return { row: await service.writeFields(ctx, model, row, { keptOrderCode: keep.orderCode, remark: note }) };
};

/** 取消重复单: one kept, the others cancelled. */
const cancelRepeats: CommandImplementation = async (run) => {
  const { ctx, model, service, row } = run;
  if (!row) return;
  const { keep, others } = await splitGroup(run);
  await cancelOthers(run, others, ctx.lang === 'zh' ? `重复组 ${row.groupCode} 的重复订单，保留 ${keep.orderCode}` : `Repeat of ${keep.orderCode} (group ${row.groupCode})`);
  const codes = others.map((other) => other.orderCode).join(', ');
  const note = ctx.lang === 'zh' ? `保留 ${keep.orderCode}，取消 ${codes || '—'}` : `Kept ${keep.orderCode}; cancelled ${codes || '—'}`;
  return { row: await service.writeFields(ctx, model, row, { keptOrderCode: keep.orderCode, remark: note }) };
};

/** 忽略: not repeats; nothing changes on the orders. */
const ignoreGroup: CommandImplementation = async ({ ctx, model, service, row }) => {
  if (!row) return;
  return { row: await service.writeFields(ctx, model, row, { remark: ctx.lang === 'zh' ? '非重复订单，已忽略' : 'Not repeats: ignored' }) };
};

export function registerOrderIntakeCommands(registry: CommandRegistry): void {
  // The built-in import templates every tenant has (server/entity/import/import-templates.ts).
  registerBuiltInTemplate(ETK_TEMPLATE);
  registry.register('order.orderPool.convert', convert);
  registry.register('order.orderPool.ignore', ignorePool);
  registry.register('order.repeatedOrder.merge', merge);
  registry.register('order.repeatedOrder.cancelRepeats', cancelRepeats);
  registry.register('order.repeatedOrder.ignore', ignoreGroup);
}
