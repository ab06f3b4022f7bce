/**
 * The B2B customs order's commands (schemas/customs/order-customstob.json, /entryQG; docs/domain/customs-b2b.md),
 * served at the spec's calls (`checkOrderCustomstob`, `mergeCustomstob`, `removeMergeCustomstob`,
 * `submitOrderCustomstobFee`). The lifecycle moves the schema declares (check, submitFee, merge) are made by the engine
 * after these ran; each writes a log line (who and when are the line's stamps) in the same transaction.
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import type { EntityService, WriteContext } from '../entity/entity-service';
import type { StoredRow } from '../entity/row-store';
import type { CommandImplementation, CommandRegistry } from './registry';

/** Declare states from which the order is with customs (提交成功, 生成成功): no merge, no unmerge. */
const DECLARED = ['2', '3'];

type LogType = 'NOTE' | 'CUSTOMS' | 'FEE' | 'MERGE';

/** Writes one line of the order's log (its `logs` child), in the request's language; who and when are stamped by the server. */
async function log(ctx: WriteContext, model: EntityModel, service: EntityService, order: StoredRow, logType: LogType, text: { zh: string; en: string }): Promise<void> {
  if (!model.schema.children?.logs) return;
  await service.appendLines(ctx, model, order, 'logs', [{ logType, content: text[ctx.lang] }]);
}

function refuseDeclared(order: StoredRow, lang: Language, verb: { zh: string; en: string }): void {
  if (DECLARED.includes(String(order.declareStatus))) throw new AppError('CUSTOMS_ORDER_DECLARED', { order: String(order.orderNo), verb: verb[lang] });
}

/** 审核: the guard (goods lines, HS codes, values) and the move 未提交 → 已提交 are the schema's; this logs it. */
const check: CommandImplementation = async ({ ctx, model, service, row }) => {
  if (!row) return;
  await log(ctx, model, service, row, 'CUSTOMS', { zh: '审核通过，订单及明细已锁定', en: 'Checked; the order and its lines are locked' });
};

/** What orders must share to go into one declaration. */
const mergeKey = (order: StoredRow) => [order.customerCode, order.tradeMode, order.iePort ?? ''].map(String).join('|');

/**
 * 拼单: several orders of one customer, trade mode and port into one declaration, numbered after the first order
 * accepted (`PD` + its order number). Refused per order: declared, another customer/mode/port than the first.
 */
const merge: CommandImplementation = async ({ ctx, model, service, row, selection, shared }) => {
  if (!row) return;
  if (selection.length < 2) throw new AppError('CUSTOMS_MERGE_TOO_FEW');
  refuseDeclared(row, ctx.lang, { zh: '拼单', en: 'merged' });
  const first = shared.get('first') as StoredRow | undefined;
  if (first && mergeKey(first) !== mergeKey(row)) throw new AppError('CUSTOMS_MERGE_MISMATCH', { order: String(row.orderNo), first: String(first.orderNo) });
  const mergeNo = first ? String(shared.get('mergeNo')) : `PD${String(row.orderNo)}`.slice(0, 32);
  const written = await service.writeFields(ctx, model, row, { mergeNo });
  await log(ctx, model, service, written, 'MERGE', { zh: `拼单，拼单号 ${mergeNo}`, en: `Merged into ${mergeNo}` });
  if (!first) {
    shared.set('first', row);
    shared.set('mergeNo', mergeNo);
  }
  return { row: written };
};

/**
 * 取消拼单: undoes the merge the order is in — every order of its merge number goes back to 未拼单 (a merge of one
 * is none). Refused once any of them is declared.
 */
const removeMerge: CommandImplementation = async ({ ctx, model, service, row, shared }) => {
  if (!row) return;
  const released = (shared.get('released') as Set<number> | undefined) ?? new Set<number>();
  shared.set('released', released);
  // Released with an earlier order of the same merge in this call.
  if (released.has(row.id)) return;
  const verb = { zh: '取消拼单', en: 'unmerged' };
  refuseDeclared(row, ctx.lang, verb);
  const ids = row.mergeNo ? await mergeMembers(ctx, model, String(row.mergeNo)) : [row.id];
  const members: StoredRow[] = [];
  for (const id of ids) {
    const member = id === row.id ? row : await service.lockRow(ctx, model, id);
    refuseDeclared(member, ctx.lang, verb);
    members.push(member);
  }
  let result = row;
  for (const member of members) {
    const moved = await service.moveRow(ctx, model, member, 'unmerge');
    const written = await service.writeFields(ctx, model, moved, { mergeNo: null });
    await log(ctx, model, service, written, 'MERGE', { zh: `取消拼单 ${String(row.mergeNo ?? '')}`.trim(), en: `Unmerged ${String(row.mergeNo ?? '')}`.trim() });
    released.add(member.id);
    if (member.id === row.id) result = written;
  }
  return { row: result };
};

/** The ids of the caller's orders in one merge. */
async function mergeMembers(ctx: WriteContext, model: EntityModel, mergeNo: string): Promise<number[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rows = await (ctx.db as any).selectFrom(model.table!).select('id').where('tenant_id', '=', ctx.user.tenantId).where('merge_no', '=', mergeNo).orderBy('id').execute() as { id: number }[];
  return rows.map((r) => r.id);
}

/** 提交费用: the guard (at least one fee line) and the move to 提交审核 are the schema's; the fee lines lock by `children.fees.lock`. */
const submitFee: CommandImplementation = async ({ ctx, model, service, row }) => {
  if (!row) return;
  await log(ctx, model, service, row, 'FEE', { zh: '提交费用审核', en: 'Fees submitted for approval' });
};

export function registerCustomsTobCommands(registry: CommandRegistry): void {
  registry.register('customs.orderCustomstob.check', check);
  registry.register('customs.orderCustomstob.merge', merge);
  registry.register('customs.orderCustomstob.unmerge', removeMerge);
  registry.register('customs.orderCustomstob.submitFee', submitFee);
}
