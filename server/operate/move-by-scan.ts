/**
 * One scan of a page that moves rows (engine/schema/scan-moves.ts): find the row the scanned number names, judge the
 * scan (scan-verdict.ts), and move the row along the page's transition — and the `also` transitions that start from
 * where the row stands (the order status a scan sets: parcel-life.md). In the request's transaction; audited as
 * transitions, so the record history and the trajectory show each move.
 */
import { sql } from 'kysely';
import type { ScanContext, ScanMoves } from '../../engine/schema/scan-moves';
import { findTransition, lifecyclesOf, stateLabel } from '../../engine/schema/lifecycles';
import type { EntityModel } from '../../engine/schema/entity-model';
import { AppError } from '../errors/app-error';
import { RowStore, type StoredRow } from '../entity/row-store';
import type { EntityService, WriteContext } from '../entity/entity-service';
import { judgeScan, type RefusalCode } from './scan-verdict';
import { inLanguage } from '../errors/in-language';

/** Why a parcel with these numbers is on the exception list, or null (server/operate/exception-list.ts). */
export type ListedCheck = (codes: string[]) => Promise<string | null>;

export type ScanMove =
  | { verdict: 'moved'; rowId: number; node: string }
  | { verdict: 'refused'; rowId?: number; code: RefusalCode | 'OTHER_SITE' | 'GUARD' | 'CONTEXT' | 'REF_STATE'; reason: string };

/** What the scan is made onto (the page's `context`, already checked as a reference): written and tallied on a move. */
export interface ScanOnto {
  value: string;
  context: ScanContext;
  /** The entity the context field refers to (the load unit), and its field holding the value (`x-ref.value`). */
  target: EntityModel;
  valueField: string;
}

export interface ScanMoveOptions {
  listed?: ListedCheck;
  onto?: ScanOnto;
  /** The served entities, for `moves.requires` (the state of the row a field refers to). */
  entities?: { get(id: string): EntityModel | undefined };
}

/** The row a scanned number names, by the first `findBy` field holding it: the caller's, or another site's. */
async function findRow(ctx: WriteContext, model: EntityModel, moves: ScanMoves, code: string): Promise<{ id?: number; otherSite?: string }> {
  const store = new RowStore(model);
  for (const field of moves.findBy) {
    const [id] = await store.idsBy(ctx.db, ctx.user, field, code);
    if (id !== undefined) return { id };
  }
  // Not the caller's: a parcel of another site of the tenant is named as such (the floor hands it on), not as unknown.
  const site = model.schema.storage?.site;
  if (!site) return {};
  const columnOf = new Map(model.columns.map((c) => [c.field, c.column]));
  const found = await sql<{ site: string | null }>`SELECT ${sql.ref(columnOf.get(site)!)} AS site FROM ${sql.table(model.table!)}
    WHERE tenant_id = ${ctx.user.tenantId} AND (${sql.join(moves.findBy.map((field) => sql`${sql.ref(columnOf.get(field)!)} = ${code}`), sql` OR `)}) LIMIT 1`.execute(ctx.db);
  return found.rows[0] ? { otherSite: found.rows[0].site ?? '' } : {};
}

/**
 * Judges one scan of `code` and makes its moves. A refusal moves nothing and says why in the caller's language.
 * @example await moveByScan(ctx, service, orderModel, { entity: 'order.twoCOrder', findBy: ['trackingNo'], transition: 'loadScan' }, 'SF1001');
 *   // { verdict: 'refused', rowId: 7, code: 'WRONG_NODE', reason: 'SF1001 当前为「待作业」，不能转为「已配载」' }
 */
export async function moveByScan(ctx: WriteContext, service: EntityService, model: EntityModel, moves: ScanMoves, code: string, options: ScanMoveOptions = {}): Promise<ScanMove> {
  const listed = options.listed ?? (async () => null);
  const main = findTransition(model.schema, moves.transition)!;
  const nodeTitle = (node: string) => stateLabel(main.lifecycle, node, ctx.lang);
  const { id, otherSite } = await findRow(ctx, model, moves, code);
  if (otherSite !== undefined) {
    return { verdict: 'refused', code: 'OTHER_SITE', reason: inLanguage(ctx.lang, `${code} 属于站点 ${otherSite}，不在本站作业`, `${code} belongs to site ${otherSite}, not yours`) };
  }
  const row: StoredRow | undefined = id === undefined ? undefined : await service.lockRow(ctx, model, id);
  const parcel = row && {
    operateNode: row[main.lifecycle.field] as string | null,
    orderStatus: (row.orderStatus as string | undefined) ?? null,
    reviewState: (row.reviewState as string | undefined) ?? '1',
    holdState: (row.holdState as string | undefined) ?? null,
    holdReason: (row.holdReason as string | undefined) ?? null,
    // On the exception list by any of its numbers (the one scanned, or another the desk listed it by).
    listedReason: await listed([...new Set([code, ...moves.findBy.map((field) => String(row[field] ?? ''))])]),
  };
  const verdict = judgeScan(code, { from: main.transition.from, to: main.transition.to, takesHeld: moves.takesHeld }, parcel, ctx.lang, nodeTitle);
  if (!verdict.allowed) return { verdict: 'refused', ...(row ? { rowId: row.id } : {}), code: verdict.code, reason: verdict.reason };
  if (moves.requires) {
    const refusal = await requiredStateRefusal(ctx, model, moves.requires, row!, code, nodeTitle(main.transition.to), options.entities);
    if (refusal) return { verdict: 'refused', rowId: row!.id, code: 'REF_STATE', reason: refusal };
  }
  const scanCtx: WriteContext = { ...ctx, operation: { kind: 'transition', name: moves.transition, params: { scanCode: code, site: ctx.user.ownerSiteCode } } };
  let moved: StoredRow;
  try {
    moved = await service.moveRow(scanCtx, model, row!, moves.transition);
  } catch (error) {
    // A guard of the transition refuses with its own message (checked before anything is written).
    if (error instanceof AppError) return { verdict: 'refused', rowId: row!.id, code: 'GUARD', reason: `${code}: ${error.messageIn(ctx.lang)}` };
    throw error;
  }
  for (const name of moves.also ?? []) {
    const also = findTransition(model.schema, name)!;
    if (!also.transition.from.includes(String(moved[also.lifecycle.field] ?? ''))) continue;
    try {
      moved = await service.moveRow(scanCtx, model, moved, name);
    } catch (error) {
      // `also` moves are made where they may be: a guard that does not hold leaves that lifecycle where it is.
      if (!(error instanceof AppError)) throw error;
    }
  }
  if (options.onto) moved = await putOnto(scanCtx, service, model, moved, options.onto);
  return { verdict: 'moved', rowId: moved.id, node: verdict.node };
}

/**
 * Why the row may not move while the row its `requires.field` refers to is not in one of the required states (a
 * parcel on a load unit still loading is not scanned out), or null. The referred row is read as the tenant's.
 */
async function requiredStateRefusal(ctx: WriteContext, model: EntityModel, requires: NonNullable<ScanMoves['requires']>, row: StoredRow, code: string, to: string, entities: ScanMoveOptions['entities']): Promise<string | null> {
  const field = model.schema.fields[requires.field]!;
  const title = field.title[ctx.lang];
  const value = String(row[requires.field] ?? '').trim();
  if (!value) return inLanguage(ctx.lang, `${code} 未记录${title}，不能转为「${to}」`, `${code} has no ${title}: it cannot be moved to "${to}"`);
  const target = entities?.get(field['x-ref']!.entity!);
  const lifecycle = target && lifecyclesOf(target.schema)[0];
  if (!target?.table || !lifecycle) throw new Error(`moves.requires: ${requires.field} refers to no entity with a lifecycle`);
  const columnOf = new Map(target.columns.map((c) => [c.field, c.column]));
  const found = await sql<{ state: string | null }>`SELECT ${sql.ref(columnOf.get(lifecycle.field)!)} AS state FROM ${sql.table(target.table)}
    WHERE tenant_id = ${ctx.user.tenantId} AND ${sql.ref(columnOf.get(field['x-ref']!.value)!)} = ${value} LIMIT 1`.execute(ctx.db);
  const state = found.rows[0]?.state ?? '';
  if (requires.states.includes(state)) return null;
  const where = state ? stateLabel(lifecycle, state, ctx.lang) : inLanguage(ctx.lang, '不存在', 'missing');
  return inLanguage(ctx.lang, `${code} 所在${title} ${value} 为「${where}」，不能转为「${to}」`, `${code} is on ${title} ${value}, which is "${where}": it cannot be moved to "${to}"`);
}

/** Writes the scan's context on the moved row and adds it to the chosen row's tally, in the scan's transaction. */
async function putOnto(ctx: WriteContext, service: EntityService, model: EntityModel, moved: StoredRow, onto: ScanOnto): Promise<StoredRow> {
  const { context, target, value, valueField } = onto;
  const written = context.writes ? await service.writeFields(ctx, model, moved, { [context.writes]: value }) : moved;
  const tally = Object.entries(context.tally ?? {});
  if (!tally.length) return written;
  const columnOf = new Map(target.columns.map((c) => [c.field, c.column]));
  const sets = tally.map(([name, spec]) => {
    const column = sql.ref(columnOf.get(name)!);
    const step = spec.fn === 'count' ? 1 : Number(written[spec.field] ?? 0) || 0;
    return sql`${column} = COALESCE(${column}, 0) + ${step}`;
  });
  await sql`UPDATE ${sql.table(target.table!)} SET ${sql.join(sets)} WHERE tenant_id = ${ctx.user.tenantId} AND ${sql.ref(columnOf.get(valueField)!)} = ${value}`.execute(ctx.db);
  return written;
}
