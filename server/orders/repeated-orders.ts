/**
 * Repeat groups of 2C orders (entity `order.repeatedOrder`, table om_repeated_order, /2bRepeatedOrders; the orders on
 * /repeatedlyDetails are the 2C orders carrying the group's code in `repeatGroupCode`). `joinRepeatGroup` is called by
 * the 2C order's afterCreate hook (any source: desk, import, pool, ETK) inside the creating transaction; the rules are
 * the plain functions of repeat-detection.ts. docs/domain/order-intake.md, "Repeated orders".
 */
import { sql, type Kysely } from 'kysely';
import { CANCELLED, CONSIGNEE_WINDOW_MS, findRepeats, type RepeatCandidate, type RepeatGoodsLine } from './repeat-detection';
import { nextCode } from '../db/next-code';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = Kysely<any>;

export const ORDER_TABLE = 'om_two_c_order';
export const GOODS_TABLE = 'om_two_c_order_goods';
export const GROUP_TABLE = 'om_repeated_order';
/** The group's `state` values (dictionary in schemas/order/repeated-order.json). */
export const GROUP_STATE = { pending: '0', merged: '1', cancelled: '2', ignored: '3' } as const;

/** The arriving order as the afterCreate hook knows it. */
export interface ArrivingOrder {
  id: number | string;
  orderCode: string;
  customerCode?: string | null;
  customerOrderNo?: string | null;
  consigneeTelephone?: string | null;
  consigneeAddress?: string | null;
  /** Its goods lines when the caller has them; read from the goods table otherwise. */
  goods?: RepeatGoodsLine[];
}

let goodsParentColumn: string | null | undefined;

/** The goods table's column that points at the order (its foreign key to om_two_c_order), or null without one. */
async function goodsParent(db: UntypedDb): Promise<string | null> {
  if (goodsParentColumn !== undefined) return goodsParentColumn;
  const { rows } = await sql<{ name: string }>`
    select a.attname as name from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
     where c.contype = 'f' and c.conrelid = to_regclass(${GOODS_TABLE}) and c.confrelid = to_regclass(${ORDER_TABLE})
     limit 1`.execute(db);
  goodsParentColumn = rows[0]?.name ?? null;
  return goodsParentColumn;
}

/** The goods lines of the given orders, by order id. */
async function goodsOf(db: UntypedDb, tenantId: number, orderIds: (number | string)[]): Promise<Map<string, RepeatGoodsLine[]>> {
  const byOrder = new Map<string, RepeatGoodsLine[]>();
  const parent = await goodsParent(db);
  if (!parent || orderIds.length === 0) return byOrder;
  const { rows } = await sql<{ parent: number; itemNo: string | null; itemName: string | null; qty: string | number | null }>`
    select ${sql.ref(parent)} as parent, item_no as "itemNo", item_name as "itemName", qty from ${sql.table(GOODS_TABLE)}
     where tenant_id = ${tenantId} and ${sql.ref(parent)} in (${sql.join(orderIds.map(Number))})`.execute(db);
  for (const row of rows) {
    const key = String(row.parent);
    byOrder.set(key, [...(byOrder.get(key) ?? []), { itemNo: row.itemNo, itemName: row.itemName, qty: row.qty }]);
  }
  return byOrder;
}

/** The next group code of the day: `RG` + yyMMdd + 4 digits. */
function nextGroupCode(db: UntypedDb, tenantId: number, now: Date): Promise<string> {
  return nextCode(db, { table: GROUP_TABLE, column: 'groupCode', tenantId, prefix: `RG${now.toISOString().slice(2, 10).replace(/-/g, '')}`, digits: 4 });
}

/** Recounts the live and cancelled orders carrying the group's code onto the group row. */
export async function recountGroup(db: UntypedDb, tenantId: number, groupCode: string): Promise<number> {
  const counted = await db.selectFrom(ORDER_TABLE).select(sql<number>`count(*)::int`.as('n'))
    .where('tenantId', '=', tenantId).where('repeatGroupCode', '=', groupCode).executeTakeFirst();
  const count = Number(counted?.n ?? 0);
  await db.updateTable(GROUP_TABLE).set({ order_count: count, updated_at: new Date() })
    .where('tenantId', '=', tenantId).where('groupCode', '=', groupCode).execute();
  return count;
}

/**
 * Puts the arriving order into a repeat group when it repeats a live order of the tenant; returns the group code
 * (also written to the orders' `repeatGroupCode`) or null when it repeats none. It joins the 待处理 group of a
 * matching order when there is one, else a new 待处理 group takes it and every matching order.
 * @example await joinRepeatGroup(trx, 1, { id: 7, orderCode: 'CW261126000007', customerCode: 'DMC001', customerOrderNo: 'TB-1', consigneeTelephone: null, consigneeAddress: null }); // 'RG2611260001'
 */
export async function joinRepeatGroup(db: UntypedDb, tenantId: number, order: ArrivingOrder, now = new Date()): Promise<string | null> {
  const hasOrderNo = Boolean(String(order.customerOrderNo ?? '').trim()) && Boolean(order.customerCode);
  const hasConsignee = Boolean(order.consigneeTelephone && order.consigneeAddress);
  if (!hasOrderNo && !hasConsignee) return null;
  const since = new Date(now.getTime() - CONSIGNEE_WINDOW_MS);
  const rows = await db.selectFrom(ORDER_TABLE)
    .select(['id', 'orderCode', 'customerCode', 'customerOrderNo', 'consigneeTelephone', 'consigneeAddress', 'createdAt', 'orderStatus', 'repeatGroupCode'])
    .where('tenantId', '=', tenantId).where('id', '<>', Number(order.id))
    .where((eb) => eb.or([eb('orderStatus', 'is', null), eb('orderStatus', '<>', CANCELLED)]))
    .where((eb) => {
      const any = [];
      if (hasOrderNo) any.push(eb.and([eb('customerCode', '=', order.customerCode!), eb('customerOrderNo', '=', String(order.customerOrderNo).trim())]));
      if (hasConsignee) any.push(eb.and([eb('consigneeTelephone', '=', order.consigneeTelephone!), eb('createdAt', '>=', since)]));
      return eb.or(any);
    })
    .limit(200).execute() as unknown as (RepeatCandidate & { repeatGroupCode: string | null; orderCode: string })[];
  if (rows.length === 0) return null;
  const needGoods = hasConsignee && rows.some((row) => row.consigneeTelephone === order.consigneeTelephone);
  const goods = needGoods ? await goodsOf(db, tenantId, [order.id, ...rows.map((row) => row.id)]) : new Map<string, RepeatGoodsLine[]>();
  const arriving: RepeatCandidate = { ...order, goods: order.goods ?? goods.get(String(order.id)) };
  const found = findRepeats(arriving, rows.map((row) => ({ ...row, goods: goods.get(String(row.id)) })), now.getTime());
  if (!found) return null;
  const matches = rows.filter((row) => found.matches.some((match) => match.id === row.id));

  const groupCodes = [...new Set(matches.map((row) => row.repeatGroupCode).filter((code): code is string => Boolean(code)))];
  const pending = groupCodes.length
    ? await db.selectFrom(GROUP_TABLE).select('groupCode').where('tenantId', '=', tenantId)
      .where('groupCode', 'in', groupCodes).where('state', '=', GROUP_STATE.pending).orderBy('groupCode').executeTakeFirst()
    : undefined;
  let groupCode = pending?.groupCode as string | undefined;
  if (!groupCode) {
    groupCode = await nextGroupCode(db, tenantId, now);
    await db.insertInto(GROUP_TABLE).values({
      tenant_id: tenantId, group_code: groupCode, customer_code: order.customerCode ?? null, reason: found.reason,
      order_count: 0, state: GROUP_STATE.pending, created_by: 'system', updated_by: 'system',
    }).execute();
  }
  const ids = [Number(order.id), ...matches.filter((row) => row.repeatGroupCode !== groupCode).map((row) => Number(row.id))];
  await db.updateTable(ORDER_TABLE).set({ repeat_group_code: groupCode }).where('tenantId', '=', tenantId).where('id', 'in', ids).execute();
  await recountGroup(db, tenantId, groupCode);
  return groupCode;
}
