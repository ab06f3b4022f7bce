/**
 * Declaring one B2C order (docs/domain/customs.md "Declaring"), in the caller's transaction: check it, reserve its
 * goods on the park ledger (预减), write its CEB311 order and CEB621 inventory and put them in the outbox. Releasing
 * the reservation again is `releaseOrderStock` (a refused declaration, a handled cancellation).
 */
import type { Kysely } from 'kysely';
import type { WriteContext } from '../entity/entity-service';
import type { StoredRow } from '../entity/row-store';
import { AppError } from '../errors/app-error';
import { chinaDay } from '../china-day';
import { nextCode } from '../db/next-code';
import { changeStock } from './stock-ledger';
import { cebTime, writeDeclaration, type Fields } from './messages/ceb-xml';
import { newGuid, queueMessages } from './customs-messages';
import type { SettingsCache } from './declaration-settings';

type UntypedDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const BBC_ORDER = 'customs.orderCustomsbbc';
export const BBC_ORDER_TABLE = 'customs_order_bbc';
export const BBC_GOODS_TABLE = 'customs_order_bbc_goods';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const num = (value: unknown) => (value === null || value === undefined || value === '' ? 0 : Number(value));

/** An order's goods lines, in item order. */
export async function orderGoods(ctx: Pick<WriteContext, 'db' | 'user'>, orderId: number): Promise<Record<string, unknown>[]> {
  return await (ctx.db as unknown as UntypedDb).selectFrom(BBC_GOODS_TABLE).selectAll()
    .where('tenantId', '=', ctx.user.tenantId).where('orderId', '=', orderId).orderBy('gnum').execute() as Record<string, unknown>[];
}

/** The ledger changes of an order's goods: one per line, of `kind`. 9610 orders (no ledger) have none. */
function ledgerChanges(order: StoredRow, goods: Record<string, unknown>[], kind: 'prevdRedc' | 'prevdRedcRelease' | 'prevdRedcToActl') {
  const emsNo = text(order.emsNo);
  if (text(order.tradeMode) !== '1210' || !emsNo) return [];
  return goods.map((line) => ({ emsNo, gdsMtno: text(line.itemRecordNo), kind, qty: num(line.qty) }));
}

/** Gives the order's reserved goods back to the ledger (预减释放), naming the document that does it. */
export async function releaseOrderStock(ctx: WriteContext, order: StoredRow, doc: { docType: 'order' | 'cancel'; docNo: string }): Promise<void> {
  const changes = ledgerChanges(order, await orderGoods(ctx, order.id), 'prevdRedcRelease');
  if (changes.length) await changeStock(ctx, doc, changes);
}

function refuse(order: StoredRow, reason: { zh: string; en: string }, lang: 'zh' | 'en'): never {
  throw new AppError('CUSTOMS_DECLARE_REFUSED', { order: text(order.orderNo), reason: reason[lang] });
}

/**
 * Declares one order (its state already checked by the command's transition): the values to write on it.
 * @throws AppError naming the order and the reason: no settings, weights, ledger short of an item.
 */
export async function declareBbcOrder(ctx: WriteContext, order: StoredRow, settings: SettingsCache, now: Date): Promise<Record<string, unknown>> {
  const goods = await orderGoods(ctx, order.id);
  if (!goods.length) refuse(order, { zh: '订单没有商品', en: 'it has no goods lines' }, ctx.lang);
  if (num(order.grossWeight) < num(order.netWeight)) refuse(order, { zh: '毛重不能小于净重', en: 'the gross weight is below the net weight' }, ctx.lang);
  const declarant = await settings.declarantOf();
  const manifest = await settings.manifestOf(text(order.ebcCode), text(order.ebpCode));
  const bonded = text(order.tradeMode) === '1210';
  const emsNo = text(order.emsNo) || manifest?.emsNo || '';
  if (bonded && !emsNo) refuse(order, { zh: `保税电商订单须有账册编号：在清单配置中为电商企业 ${text(order.ebcCode)} 设置，或填在订单上`, en: `a 1210 order needs a ledger number: set one for seller ${text(order.ebcCode)} in the manifest settings, or on the order` }, ctx.lang);
  const missingItem = goods.find((line) => bonded && !text(line.itemRecordNo));
  if (missingItem) refuse(order, { zh: `第 ${text(missingItem.gnum)} 项商品没有账册料号`, en: `goods line ${text(missingItem.gnum)} has no ledger item number` }, ctx.lang);

  const filled = { ...order, emsNo: emsNo || null, areaCode: text(order.areaCode) || manifest?.areaCode || null, areaName: text(order.areaName) || manifest?.areaName || null };
  // 预减: refused as a whole (the row's savepoint rolls back) when any item is short.
  const changes = ledgerChanges(filled, goods, 'prevdRedc');
  if (changes.length) await changeStock(ctx, { docType: 'order', docNo: text(order.orderNo) }, changes);

  const copNo = text(order.copNo) || await nextCode(ctx.db as unknown as UntypedDb, { table: BBC_ORDER_TABLE, column: 'copNo', tenantId: ctx.user.tenantId, prefix: `CB${chinaDay(now).compact}`, digits: 8 });
  const envelope = { appType: '1', appTime: cebTime(now), appStatus: '2' };
  const head: Fields = { ...filled, ...envelope, copNo, orderType: 'I', ieFlag: 'I', declTime: cebTime(now).slice(0, 8), agentCode: declarant.agentCode,
    agentName: declarant.agentName, loctNo: declarant.loctNo, assureCode: manifest?.assureCode, trafMode: manifest?.trafMode ?? '4',
    wrapType: manifest?.wrapType ?? '2', packNo: 1, country: bonded ? '142' : null, invtNo: null, preNo: null } as unknown as Fields;
  const lines = goods.map((line) => ({ ...line, currency: text(line.currency) || text(order.currency) || '142' })) as unknown as Fields[];
  const orderGuid = newGuid();
  const inventoryGuid = newGuid();
  await queueMessages(ctx.db, ctx.user.tenantId, [
    { docType: 'order', docId: order.id, docNo: text(order.orderNo), messageType: 'CEB311', guid: orderGuid, xml: writeDeclaration({ type: 'CEB311', guid: orderGuid, head, lines, transfer: declarant.transfer }) },
    { docType: 'order', docId: order.id, docNo: text(order.orderNo), messageType: 'CEB621', guid: inventoryGuid, xml: writeDeclaration({ type: 'CEB621', guid: inventoryGuid, head, lines, transfer: declarant.transfer }) },
  ]);
  return {
    copNo, emsNo: filled.emsNo, areaCode: filled.areaCode, areaName: filled.areaName, declTime: now,
    customsStatus: null, returnInfo: ctx.lang === 'zh' ? '已发送，等待回执' : 'Sent; waiting for receipts', returnTime: null,
  };
}
