/**
 * The B2C order declaration's commands (schemas/customs/order-customsbbc.json, /entryOrderSearch; the cancellation's
 * in order-customsbbc-cancel.json, /entryCancelOrder; docs/domain/customs.md), at the spec's calls:
 * `sendBBCDeclareTOKJY` (ids), `sendBBCDeclareTOKJYByOrder` (order numbers), `customsbbcCancelDeclare`,
 * `customsbbcCancelHandle`. Declaring writes the messages into the outbox; the platform's receipts do the rest
 * (server/customs/receipts.ts).
 */
import type { Kysely } from 'kysely';
import type { StoredRow } from '../entity/row-store';
import { AppError } from '../errors/app-error';
import { chinaDay } from '../china-day';
import { nextCode } from '../db/next-code';
import { BBC_ORDER, BBC_ORDER_TABLE, declareBbcOrder, releaseOrderStock } from '../customs/bbc-declaration';
import { BBC_CANCEL } from '../customs/bbc-receipts';
import { sharedSettings } from '../customs/declaration-settings';
import { newGuid, queueMessages } from '../customs/customs-messages';
import { cebTime, writeDeclaration, type Fields } from '../customs/messages/ceb-xml';
import { rowResults, runPerRow } from './row-results';
import type { CommandImplementation, CommandRegistry } from './registry';

type UntypedDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** Most order numbers one call of sendBBCDeclareTOKJYByOrder takes (as many rows as any command). */
const MAX_ORDER_NUMBERS = 1000;


/** 申报 one order (its state and goods checked by the transition): messages queued, goods reserved. */
const declare: CommandImplementation = async (run) => {
  const { ctx, model, service, row } = run;
  if (!row) return;
  const values = await declareBbcOrder(ctx, row, sharedSettings(run), service.now());
  return { row: await service.writeFields(ctx, model, row, values) };
};

/** The order numbers of a `orderNos` parameter: one per line or separated by commas, each once. */
export function orderNumbersOf(value: unknown): string[] {
  return [...new Set(text(value).split(/[\s,，;；]+/).map((n) => n.trim()).filter(Boolean))];
}

/** 按订单号申报: the orders named, each declared in its own savepoint with its own result. */
const declareByOrder: CommandImplementation = async (run) => {
  const { ctx, model, service, params } = run;
  const numbers = orderNumbersOf(params.orderNos);
  if (!numbers.length || numbers.length > MAX_ORDER_NUMBERS) {
    throw new AppError('VALIDATION', { detail: ctx.lang === 'zh' ? `订单编号须为 1 到 ${MAX_ORDER_NUMBERS} 个` : `1 to ${MAX_ORDER_NUMBERS} order numbers` }, { orderNos: ctx.lang === 'zh' ? `订单编号须为 1 到 ${MAX_ORDER_NUMBERS} 个` : `1 to ${MAX_ORDER_NUMBERS} order numbers` });
  }
  const found = await (ctx.db as unknown as UntypedDb).selectFrom(BBC_ORDER_TABLE).select(['id', 'orderNo'])
    .where('tenantId', '=', ctx.user.tenantId).where('orderNo', 'in', numbers).execute() as { id: number; orderNo: string }[];
  const idOf = new Map(found.map((r) => [r.orderNo, r.id]));
  const unknown = numbers.filter((n) => !idOf.has(n));
  if (unknown.length === numbers.length) throw new AppError('CUSTOMS_ORDERS_UNKNOWN', { orders: unknown.slice(0, 10).join(', ') });
  const items = numbers.filter((n) => idOf.has(n)).map((n) => ({ id: idOf.get(n)! }));
  const title = model.schema.commands!.declareByOrder!.title;
  const results = await runPerRow(ctx.db, items, ctx.lang, async ({ id }) => {
    const before = await service.lockRow(ctx, model, id);
    const guardScope = await service.guardScope(ctx, model, before, undefined, [{ lines: 'goods', op: 'notEmpty' }]);
    // The move first: an order in another state is refused before anything is reserved.
    const moved = await service.moveRow(ctx, model, before, 'declare', guardScope);
    const written = await service.writeFields(ctx, model, moved, await declareBbcOrder(ctx, moved, sharedSettings(run), service.now()));
    return { version: written.version };
  });
  const reply = rowResults(results, title, ctx.lang);
  const unknownNote = unknown.length ? (ctx.lang === 'zh' ? `；订单编号不存在：${unknown.slice(0, 10).join('、')}` : `; no such order numbers: ${unknown.slice(0, 10).join(', ')}`) : '';
  return { result: { ...reply, summary: reply.summary + unknownNote, unknown } };
};

/** 撤单: a cancellation (CEB623) of an order customs accepted, that is on no release bill and has not left the park. */
const cancelDeclare: CommandImplementation = async (run) => {
  const { ctx, service, models, row, params } = run;
  if (!row) return;
  const refuse = (zh: string, en: string): never => {
    throw new AppError('CUSTOMS_CANCEL_REFUSED', { order: text(row.orderNo), reason: ctx.lang === 'zh' ? zh : en });
  };
  if (text(row.declareStatus) !== '2' || !text(row.invtNo)) refuse('只有海关已接受（申报成功、有清单编号）的订单才能撤单', 'only an order customs accepted (with an inventory number) can be cancelled');
  if (text(row.customsStatus) === '899') refuse('清单已结关，货物已出区', 'the inventory is closed: the goods have left the park');
  if (text(row.hdCode)) refuse(`订单在放行单 ${text(row.hdCode)} 上，请先从放行单移出`, `it is on release bill ${text(row.hdCode)}: take it off the bill first`);
  const cancelModel = models.get(BBC_CANCEL)!;
  const db = ctx.db as unknown as UntypedDb;
  const open = await db.selectFrom(cancelModel.table!).select(['copNo', 'cancelStatus']).where('tenantId', '=', ctx.user.tenantId)
    .where('orderId', '=', row.id).where('cancelStatus', 'in', ['1', '2']).where('handleStatus', '=', '0').executeTakeFirst() as { copNo: string; cancelStatus: string } | undefined;
  if (open) refuse(`已有撤单申请 ${open.copNo}`, `cancellation ${open.copNo} is open already`);
  const declarant = await sharedSettings(run).declarantOf();
  const now = service.now();
  const copNo = await nextCode(db, { table: cancelModel.table!, column: 'copNo', tenantId: ctx.user.tenantId, prefix: `CX${chinaDay(now).compact}`, digits: 6 });
  const cancel = await service.insertRow(ctx, cancelModel, {
    copNo, orderId: row.id, orderNo: row.orderNo, logisticsNo: row.logisticsNo, invtNo: row.invtNo, ebpName: row.ebpName,
    buyerName: row.buyerName, reason: params.reason, returnInfo: ctx.lang === 'zh' ? '已发送，等待回执' : 'Sent; waiting for receipts',
  });
  const guid = newGuid();
  const head = { ...row, copNo: row.copNo, reason: params.reason, appType: '1', appTime: cebTime(now), appStatus: '2', agentCode: declarant.agentCode, agentName: declarant.agentName } as unknown as Fields;
  await queueMessages(ctx.db, ctx.user.tenantId, [{ docType: 'cancel', docId: cancel.id, docNo: copNo, messageType: 'CEB623', guid, xml: writeDeclaration({ type: 'CEB623', guid, head, transfer: declarant.transfer }) }]);
  return { result: { copNo, id: cancel.id } };
};

/** 撤单处理: customs accepted the cancellation; the order becomes 已撤单 and its goods go back to the ledger. */
const cancelHandle: CommandImplementation = async ({ ctx, model, service, models, row }) => {
  if (!row) return;
  const orderModel = models.get(BBC_ORDER)!;
  const order = await service.lockRow(ctx, orderModel, Number(row.orderId));
  await releaseOrderStock(ctx, order, { docType: 'cancel', docNo: text(row.copNo) });
  await service.moveRow(ctx, orderModel, order, 'cancelled');
  const written: StoredRow = await service.writeFields(ctx, model, row, { handledBy: ctx.user.username, handledAt: service.now() });
  return { row: written };
};

export function registerCustomsBbcCommands(registry: CommandRegistry): void {
  registry.register(`${BBC_ORDER}.declare`, declare);
  registry.register(`${BBC_ORDER}.declareByOrder`, declareByOrder);
  registry.register(`${BBC_ORDER}.cancelDeclare`, cancelDeclare);
  registry.register(`${BBC_CANCEL}.handle`, cancelHandle);
}
