/**
 * Bills and return bills (schemas/customs/customs-bill.json, /entryRemitOrder; customs-bill-return.json,
 * /returnGoodsPark; docs/domain/customs.md "Bills and releases"), at the spec's calls:
 *
 * - `saveCustomsBill` / `saveCustomsBillReturn` (the entity's create) take the sources by `orderIds` or `orderNos`
 *   (write-only), each checked (放行 / 退货成功 and 已入仓, on no other open bill, one ledger); the bill is numbered
 *   `HD` + yyMMdd + 4 digits and its goods lines computed. `updateCustomsBill…` adds more the same way (暂存 / 核注退单
 *   only). `deleteCustomsBill` only from 暂存 and 核注退单, freeing its orders.
 * - `removeCustomsBillCBOrder` / `removeCustomsBillReturnOrderByOrderCode`: one source off, the goods recomputed.
 * - `declareCustomsCheck…` (暂存 / 核注退单 → 核注申报中): the INV101 queued. `releaseCustomsCheck` /
 *   `releaseCustomsReturnCheck`: the release's problems, answered (`_report`). `declareCustomsRelease…` (核注通过 /
 *   核放退单 → 核放申报中): the SAS121 queued. `abandonCustomsBillReturn` (hdCode; 暂存 / 核注退单 → 已作废).
 *
 * The receipts' side is server/customs/bill-receipts.ts; the shared work server/customs/bill-documents.ts.
 */
import type { Kysely } from 'kysely';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import { AppError } from '../errors/app-error';
import { SettingsCache } from '../customs/declaration-settings';
import {
  BILL_KINDS, CUSTOMS_BILL, CUSTOMS_BILL_RETURN, attachSources, billGoods, billRelease, checkedSources, declareBillInventory, declareBillRelease,
  kindOfEntity, listOf, markSources, nextHdCode, recomputeBill, releaseProblems, requireBillState, billSourceIds, sourceTotals, totalColumns, type SourceRow,
} from '../customs/bill-documents';
import type { CommandImplementation, CommandRegistry } from './registry';

type UntypedDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** The sources a create checked, for its afterCreate (the same values object travels through both). */
const pending = new WeakMap<object, SourceRow[]>();

const ADD_VERB = { zh: '加入订单', en: 'take orders' };
const REMOVE_VERB = { zh: '移除订单', en: 'lose an order' };
const DELETE_VERB = { zh: '删除', en: 'be deleted' };
const ABANDON_VERB = { zh: '作废', en: 'be abandoned' };

const billHooks: WriteHooks = {
  async beforeCreate({ ctx, model, values, now }) {
    const kind = kindOfEntity(model.schema.id);
    const sources = await checkedSources(ctx, kind, { ids: listOf(values.orderIds), orderNos: listOf(values.orderNos) }, { emsNo: text(values.emsNo) || null });
    pending.set(values, sources);
    return { hd_code: await nextHdCode(ctx, kind, now), ems_no: text(values.emsNo) || sources[0]?.emsNo || null, ...totalColumns(await sourceTotals(ctx, kind, sources)) };
  },
  async afterCreate({ ctx, model, values, row, engine }) {
    const kind = kindOfEntity(model.schema.id);
    await attachSources(ctx, kind, row, pending.get(values) ?? [], engine);
    await recomputeBill(ctx, kind, row, engine);
  },
  async beforeUpdate({ ctx, model, values, before, engine }) {
    const kind = kindOfEntity(model.schema.id);
    const adding = listOf(values.orderIds).length > 0 || listOf(values.orderNos).length > 0;
    const emsNo = values.emsNo === undefined ? text(before.emsNo) : text(values.emsNo);
    if (emsNo !== text(before.emsNo) && (await billSourceIds(ctx, kind, before.id)).length) {
      const said = ctx.lang === 'zh' ? '单上已有订单，账册编号不能更改' : 'the bill has orders: its ledger cannot change';
      throw new AppError('VALIDATION', { detail: said }, { emsNo: said });
    }
    if (!adding) return;
    requireBillState(ctx, kind, before, ['0', '3'], ADD_VERB);
    const sources = await checkedSources(ctx, kind, { ids: listOf(values.orderIds), orderNos: listOf(values.orderNos) }, { id: before.id, emsNo: emsNo || null });
    await attachSources(ctx, kind, before, sources, engine);
    const totals = await recomputeBill(ctx, kind, before, engine, false);
    return { ems_no: emsNo || sources[0]?.emsNo || null, ...totalColumns(totals) };
  },
  async beforeRemove({ ctx, model, rows }) {
    const kind = kindOfEntity(model.schema.id);
    for (const row of rows) {
      requireBillState(ctx, kind, row, ['0', '3'], DELETE_VERB);
      await markSources(ctx, kind, await billSourceIds(ctx, kind, row.id), null);
    }
  },
};

/** One source off a 暂存 / 核注退单 bill, by its order number; the goods recomputed. */
const removeOrder: CommandImplementation = async ({ ctx, model, service, models, row, params }) => {
  if (!row) return;
  const kind = kindOfEntity(model.schema.id);
  requireBillState(ctx, kind, row, ['0', '3'], REMOVE_VERB);
  const orderNo = text(params.orderNo);
  const db = ctx.db as unknown as UntypedDb;
  const line = await db.selectFrom(kind.orderTable).selectAll().where('tenantId', '=', ctx.user.tenantId).where('billId', '=', row.id).where('orderNo', '=', orderNo).executeTakeFirst() as Record<string, unknown> | undefined;
  if (!line) {
    const said = ctx.lang === 'zh' ? `订单 ${orderNo} 不在${kind.name.zh} ${text(row.hdCode)} 上` : `order ${orderNo} is not on ${kind.name.en} ${text(row.hdCode)}`;
    throw new AppError('VALIDATION', { detail: said }, { orderNo: said });
  }
  await db.deleteFrom(kind.orderTable).where('tenantId', '=', ctx.user.tenantId).where('id', '=', Number(line.id)).execute();
  await markSources(ctx, kind, [Number(line[kind.lineKey])], null);
  const written = await recomputeBill(ctx, kind, row, { service, models });
  return { row: written.row ?? row, result: { hdCode: row.hdCode, removed: orderNo, orderCount: written.orderCount } };
};

/** 核注申报 (the transition checked 暂存 / 核注退单 and that it has orders): the INV101 queued. */
const declareCheck: CommandImplementation = async ({ ctx, model, service, row }) => {
  if (!row) return;
  const kind = kindOfEntity(model.schema.id);
  const values = await declareBillInventory(ctx, kind, row, await new SettingsCache(ctx).declarantOf(), service.now());
  return { row: await service.writeFields(ctx, model, row, values) };
};

/** 核放检查: what would stop the release, answered for the person (nothing written). */
const releaseCheck: CommandImplementation = async ({ ctx, model, row }) => {
  if (!row) return;
  const kind = kindOfEntity(model.schema.id);
  const release = await billRelease(ctx, kind, row.id);
  const goods = await billGoods(ctx, kind, row.id);
  const problems = releaseProblems(release, goods);
  const zh = ctx.lang === 'zh';
  const listed = Math.round(goods.reduce((t, g) => t + g.grossWt, 0) * 1000) / 1000;
  const lines = [
    { label: zh ? '核放单号' : 'Bill no.', value: text(row.hdCode) },
    { label: zh ? '商品毛重合计(kg)' : 'Goods gross (kg)', value: String(listed) },
    { label: zh ? '核放单货物毛重(kg)' : 'Release goods gross (kg)', value: release ? text(release.totalGrossWt) : '—' },
    ...(problems.length ? problems.map((p, i) => ({ label: `${zh ? '问题' : 'Problem'} ${i + 1}`, value: zh ? p.zh : p.en })) : [{ label: zh ? '结果' : 'Result', value: zh ? '核放信息完整，重量相符，可以核放申报' : 'the release is complete and its weights agree: it can be declared' }]),
  ];
  return { result: { ok: problems.length === 0, problems: problems.map((p) => ({ field: p.field, message: zh ? p.zh : p.en })), _report: { title: zh ? '核放检查' : 'Release check', lines } } };
};

/** 核放申报 (the transition checked 核注通过 / 核放退单): the SAS121 queued. */
const declareRelease: CommandImplementation = async ({ ctx, model, service, row }) => {
  if (!row) return;
  const kind = kindOfEntity(model.schema.id);
  const values = await declareBillRelease(ctx, kind, row, await new SettingsCache(ctx).declarantOf(), service.now());
  return { row: await service.writeFields(ctx, model, row, values) };
};

/** 作废 a return bill by its number (暂存 / 核注退单 → 已作废): its refunds are free again. */
const abandon: CommandImplementation = async ({ ctx, model, service, params }) => {
  const kind = BILL_KINDS.billReturn;
  const hdCode = text(params.hdCode);
  const db = ctx.db as unknown as UntypedDb;
  const found = await db.selectFrom(kind.table).select('id').where('tenantId', '=', ctx.user.tenantId).where('hdCode', '=', hdCode).executeTakeFirst() as { id: number } | undefined;
  if (!found) throw new AppError('ROW_NOT_FOUND', { entity: model.schema.title[ctx.lang], ids: hdCode });
  const bill = await service.lockRow(ctx, model, found.id);
  requireBillState(ctx, kind, bill, ['0', '3'], ABANDON_VERB);
  const moved = await service.moveRow(ctx, model, bill, 'abandon');
  await markSources(ctx, kind, await billSourceIds(ctx, kind, bill.id), null);
  return { result: { hdCode, id: bill.id, billStatus: moved.billStatus } };
};

export function registerCustomsBillCommands(registry: CommandRegistry): void {
  for (const entity of [CUSTOMS_BILL, CUSTOMS_BILL_RETURN]) {
    registry.register(`${entity}.removeOrder`, removeOrder);
    registry.register(`${entity}.declareCheck`, declareCheck);
    registry.register(`${entity}.releaseCheck`, releaseCheck);
    registry.register(`${entity}.declareRelease`, declareRelease);
  }
  registry.register(`${CUSTOMS_BILL_RETURN}.abandon`, abandon);
}

export function registerCustomsBillHooks(registry: WriteHookRegistry): void {
  registry.register(CUSTOMS_BILL, billHooks);
  registry.register(CUSTOMS_BILL_RETURN, billHooks);
}
