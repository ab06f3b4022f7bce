/**
 * The 2C order's write rules (schemas/order/two-c-order.json, `hooks: "order.twoCOrder"`; docs/domain/orders.md
 * "Checks on arrival"): run by the entity service on every create and update of an order — the desk's form, the
 * import (server/entity/export/entity-import.ts creates through the same service), the order pool's conversion and
 * ETK batches. In the write's transaction, before the row is written; a refusal names the field or the goods line
 * (`goods[1].qty`) and writes nothing.
 *
 * On create: the order number (`CW` + yyMMdd + 6 digits, China time) when absent; the customer certified and
 * enabled; the product enabled and the route its own and in use; the site from the route's origin (a non-admin's own
 * site only); the last-mile carrier from the route unless given; weight and quantities above 0; goods control
 * (forbid / limit refuse, review holds the order for /orderReview); the customer's "confirm every order" setting;
 * the freight from the customer's approved quotation (server/pricing/two-c-order-freight.ts). After the insert the
 * order joins a repeat group when it repeats another (server/orders/repeated-orders.ts).
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import { storedDay } from '../db/stored-day';
import { AppError } from '../errors/app-error';
import type { WriteContext } from '../entity/entity-service';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import type { StoredRow } from '../entity/row-store';
import { checkGoodsControl, ruleName, type ControlledLine, type GoodsControlRule } from '../orders/goods-control';
import { joinRepeatGroup } from '../orders/repeated-orders';
import { priceTwoCOrder } from '../pricing/two-c-order-freight';
import { seesEverything } from '../services/menu-authority';
import { nextCode } from '../db/next-code';
import { chinaDay } from '../china-day';
import { inLanguage } from '../errors/in-language';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

export const TWO_C_ORDER = 'order.twoCOrder';
/** The fields whose change re-runs the checks of an order being edited (remark alone does not). */
const CHECKED_FIELDS = ['customerCode', 'productCode', 'routeCode', 'tailCarrierCode', 'weight', 'length', 'width', 'height', 'orderTime'];


/** The next order number of the day in the tenant: `CW261126000001`, … */
export function nextOrderCode(db: UntypedDb, tenantId: number, moment: Date): Promise<string> {
  return nextCode(db, { table: 'om_two_c_order', column: 'orderCode', tenantId, prefix: `CW${chinaDay(moment).compact}`, digits: 6 });
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** Refuses the order with one message per field or line. */
function refuse(fields: Record<string, string>): never {
  throw new AppError('ORDER_REFUSED', { detail: Object.values(fields).join('；') }, fields);
}

/** The goods lines to check: those sent, else (an update that leaves them) the stored ones. */
async function goodsToCheck(ctx: WriteContext, sent: unknown, orderId?: number): Promise<ControlledLine[]> {
  if (Array.isArray(sent)) return sent.filter((line) => line && typeof line === 'object') as ControlledLine[];
  if (!orderId) return [];
  return (ctx.db as UntypedDb).selectFrom('om_two_c_order_goods').select(['item_name', 'hs_code', 'bar_code', 'item_no', 'qty'])
    .where('tenant_id', '=', ctx.user.tenantId).where('order_id', '=', orderId).orderBy('gnum').execute();
}

interface Checked {
  columns: Record<string, unknown>;
}

/** The checks and derived values of an order (merged values: the stored row with the write's changes). */
async function checkOrder(ctx: WriteContext, model: EntityModel, order: Record<string, unknown>, goods: ControlledLine[], creating: boolean): Promise<Checked> {
  const db = ctx.db as UntypedDb;
  const lang = ctx.lang;
  const tenantId = ctx.user.tenantId;
  const title = (field: string) => model.schema.fields[field]?.title[lang] ?? field;
  const fields: Record<string, string> = {};

  const customerCode = text(order.customerCode);
  const customer = await db.selectFrom('base_customer').select(['customer_name', 'audit_state', 'status'])
    .where('tenant_id', '=', tenantId).where('customer_code', '=', customerCode).executeTakeFirst();
  if (!customer) fields.customerCode = inLanguage(lang, `${title('customerCode')} ${customerCode} 不存在`, `customer ${customerCode} does not exist`);
  else if (Number(customer.auditState) !== 1) fields.customerCode = inLanguage(lang, `客户 ${customerCode} 的认证未审核通过，不能下单`, `customer ${customerCode} is not certified: it cannot place orders`);
  else if (text(customer.status) !== '1') fields.customerCode = inLanguage(lang, `客户 ${customerCode} 未启用，不能下单`, `customer ${customerCode} is not enabled: it cannot place orders`);

  const productCode = text(order.productCode);
  const product = await db.selectFrom('pm_service_product').select(['service_type', 'status'])
    .where('tenant_id', '=', tenantId).where('product_code', '=', productCode).executeTakeFirst();
  if (!product) fields.productCode = inLanguage(lang, `服务产品 ${productCode} 不存在`, `product ${productCode} does not exist`);
  else if (text(product.status) !== '1') fields.productCode = inLanguage(lang, `服务产品 ${productCode} 未启用`, `product ${productCode} is not enabled`);

  const routeCode = text(order.routeCode);
  const route = await db.selectFrom('pm_product_route_two_c').select(['product_code', 'origin_site_code', 'tail_carrier_code', 'status'])
    .where('tenant_id', '=', tenantId).where('route_code', '=', routeCode).executeTakeFirst();
  if (!route) fields.routeCode = inLanguage(lang, `产品线路 ${routeCode} 不存在`, `route ${routeCode} does not exist`);
  else if (text(route.productCode) !== productCode) fields.routeCode = inLanguage(lang, `产品线路 ${routeCode} 不属于服务产品 ${productCode}`, `route ${routeCode} is not a route of product ${productCode}`);
  else if (text(route.status) !== '1') fields.routeCode = inLanguage(lang, `产品线路 ${routeCode} 已停用`, `route ${routeCode} is stopped`);
  else if (!seesEverything(ctx.user) && text(route.originSiteCode) !== text(ctx.user.ownerSiteCode)) {
    fields.routeCode = inLanguage(lang, `产品线路 ${routeCode} 的始发站点 ${text(route.originSiteCode)} 不是您的站点`, `route ${routeCode} starts at site ${text(route.originSiteCode)}, not at yours`);
  }

  const weight = Number(order.weight);
  if (!(weight > 0)) fields.weight = inLanguage(lang, '重量须大于 0', 'the weight must be above 0');
  goods.forEach((line, index) => {
    if (!(Number(line.qty) > 0)) fields[`goods[${index}].qty`] = inLanguage(lang, `商品明细 第 ${index + 1} 行：数量须大于 0`, `Goods line ${index + 1}: the quantity must be above 0`);
  });
  if (Object.keys(fields).length) refuse(fields);

  // Goods control: the tenant's rules in force for the customer on the order's day.
  const moment = order.orderTime ? new Date(String(order.orderTime)) : new Date();
  const { day } = chinaDay(Number.isNaN(moment.getTime()) ? new Date() : moment);
  const rules: GoodsControlRule[] = (await db.selectFrom('om_goods_control')
    .select(['rule_code', 'rule_name', 'match_type', 'match_value', 'customer_code', 'control_action', 'max_qty', 'valid_from', 'valid_to', 'status'])
    .where('tenant_id', '=', tenantId).where('status', '=', '1').orderBy('rule_code').execute())
    .map((r: Record<string, unknown>) => ({ ...r, action: r.controlAction, validFrom: storedDay(r.validFrom), validTo: storedDay(r.validTo) }) as GoodsControlRule);
  const verdict = checkGoodsControl(rules, { customerCode, day, goods });
  for (const hit of verdict.forbidden) {
    const name = text(goods[hit.line]?.itemName);
    fields[`goods[${hit.line}].itemName`] ??= inLanguage(lang, `商品明细 第 ${hit.line + 1} 行：「${name}」命中管控规则 ${ruleName(hit.rule)}（禁止）`, `Goods line ${hit.line + 1}: ${name} is forbidden by control rule ${ruleName(hit.rule)}`);
  }
  for (const hit of verdict.overLimit) {
    fields[`goods[${hit.line}].qty`] ??= inLanguage(lang, `商品明细 第 ${hit.line + 1} 行：数量 ${text(goods[hit.line]?.qty)} 超过管控规则 ${ruleName(hit.rule)} 的限量 ${text(hit.rule.maxQty)}`, `Goods line ${hit.line + 1}: quantity ${text(goods[hit.line]?.qty)} is above the limit ${text(hit.rule.maxQty)} of control rule ${ruleName(hit.rule)}`);
  }
  if (Object.keys(fields).length) refuse(fields);

  const reasons: string[] = verdict.review.map((hit) => inLanguage(lang, `第 ${hit.line + 1} 行「${text(goods[hit.line]?.itemName)}」命中管控规则 ${ruleName(hit.rule)}（人工确认）`, `line ${hit.line + 1} (${text(goods[hit.line]?.itemName)}) hits control rule ${ruleName(hit.rule)} (confirm by hand)`));
  const plus = await db.selectFrom('cm_customer_plus').select('order_confirm_required').where('tenant_id', '=', tenantId).where('customer_code', '=', customerCode).executeTakeFirst();
  const confirmRequired = text(plus?.orderConfirmRequired) === '1';

  const carrierCode = text(order.tailCarrierCode) || text(route!.tailCarrierCode) || null;
  const price = await priceTwoCOrder(ctx.db as never, tenantId, {
    customerCode, serviceType: text(product!.serviceType), carrierCode, weight,
    length: numberOrNull(order.length), width: numberOrNull(order.width), height: numberOrNull(order.height), day,
  });
  const held = verdict.review.length > 0 || confirmRequired;
  const columns: Record<string, unknown> = {
    owner_site_code: text(route!.originSiteCode) || null,
    tail_carrier_code: carrierCode,
    control_result: verdict.review.length ? 'review' : 'pass',
    control_remark: verdict.review.length ? reasons.join('；').slice(0, 500) : null,
    freight: price.freight, quote_no: price.quoteNo, chargeable_weight: price.chargeableWeight,
    price_remark: price.freight === null ? inLanguage(lang, `未计价：${price.reason}`, `Not priced: ${price.reason}`).slice(0, 200) : null,
  };
  if (creating || held) columns.review_state = held ? '0' : '1';
  if (held) columns.review_remark = confirmRequired && !verdict.review.length ? inLanguage(lang, '客户设置：每单须确认', 'customer setting: every order is confirmed') : null;
  return { columns };
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined || value === '' ? null : Number(value);
}

const hooks: WriteHooks = {
  async beforeCreate({ ctx, model, values, lines }) {
    const now = new Date();
    const orderTime = values.orderTime ? new Date(String(values.orderTime)) : now;
    const { columns } = await checkOrder(ctx, model, { ...values, orderTime: orderTime.toISOString() }, await goodsToCheck(ctx, lines?.goods), true);
    const orderCode = text(values.orderCode) || await nextOrderCode(ctx.db, ctx.user.tenantId, now);
    return { ...columns, order_code: orderCode, order_time: orderTime, tail_print_count: 0 };
  },
  async beforeUpdate({ ctx, model, values, before, lines }) {
    const changed = CHECKED_FIELDS.some((field) => Object.hasOwn(values, field) && text(values[field]) !== text(before[field])) || lines?.goods !== undefined;
    if (!changed || before.orderStatus !== 'S100') return;
    const merged = { ...before, ...values };
    const { columns } = await checkOrder(ctx, model, merged, await goodsToCheck(ctx, lines?.goods, before.id), false);
    return columns;
  },
  async afterCreate({ ctx, row }) {
    await joinRepeatGroup(ctx.db as never, ctx.user.tenantId, {
      id: row.id, orderCode: String(row.orderCode), customerCode: row.customerCode as string | null, customerOrderNo: row.customerOrderNo as string | null,
      consigneeTelephone: row.consigneeTelephone as string | null, consigneeAddress: row.consigneeAddress as string | null,
    });
  },
};

export function registerTwoCOrderHooks(registry: WriteHookRegistry): void {
  registry.register(TWO_C_ORDER, hooks);
}

export type { StoredRow };
