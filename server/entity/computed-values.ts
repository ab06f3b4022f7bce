/**
 * Computed values and rules on the server (docs/schemas.md, "Computed values", "Rules"). Two steps of every write:
 * - before it, {@link computeOwnValues} sets a row's computed fields from its own fields (a line's
 *   `quantity * unitPrice`), whatever the request sent;
 * - after it, {@link settleRow} reads the row and its lines as stored, writes the computed fields that read lines
 *   (`sum(fees.amount)`) and checks the declared rules; a broken rule throws a 400 naming the field or row and the
 *   request's transaction leaves nothing written. A line written through its own calls settles its header.
 * The arithmetic and the rules are the pure modules the form uses too (engine/validation/computed.ts, rules.ts).
 */
import { columnName, type EntityModel } from '../../engine/schema/entity-model';
import { fieldScale } from '../../engine/schema/field-scale';
import { computedFieldNames, computeRow } from '../../engine/validation/computed';
import { checkRules } from '../../engine/validation/rules';
import { AppError } from '../errors/app-error';
import type { ModelLookup } from './child-lines';
import { refuseOverlaps } from './overlap-rule';
import { refuseSecondOnes } from './only-one-rule';
import type { WriteContext } from './entity-service';
import { RowStore, type StoredRow } from './row-store';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

/** Whether a model has anything to settle after a write. */
function settles(model: EntityModel): boolean {
  return computedFieldNames(model.schema.fields).length > 0 || (model.schema.rules?.length ?? 0) > 0;
}

/**
 * Sets the computed fields of a row about to be written, from its values over the row as it was (an update may send
 * only some fields). Fields reading lines are left to {@link settleRow}.
 */
export function computeOwnValues(model: EntityModel, values: Record<string, unknown>, before?: StoredRow): void {
  const fields = model.schema.fields;
  const own = computedFieldNames(fields).filter((name) => !/\b(sum|count|min|max)\(/.test(fields[name]!['x-compute']!));
  if (own.length === 0) return;
  const computed = computeRow(Object.fromEntries(own.map((name) => [name, fields[name]!])), { ...(before ?? {}), ...values }, undefined, (name) => fieldScale(fields[name]));
  Object.assign(values, computed);
}

const sameNumber = (a: unknown, b: unknown) => (a === null || a === undefined ? b === null : b !== null && Number(a) === Number(b));

/** The rows are settled by one request; a store per model. */
export class RowSettler {
  private readonly stores = new WeakMap<EntityModel, RowStore>();

  constructor(private readonly lookup: ModelLookup | undefined) {}

  /**
   * After a row was written: its header (when it is a line) or itself recomputed and checked.
   * @returns the computed values written to the row itself (to show in the answer), empty when none.
   */
  async afterWrite(ctx: WriteContext, model: EntityModel, row: StoredRow): Promise<Record<string, unknown>> {
    const parent = model.schema.parent;
    const own = settles(model) ? await this.settleRow(ctx, model, row.id) : {};
    if (parent) {
      const header = this.lookup?.get(parent.entity);
      if (header && settles(header)) await this.settleRow(ctx, header, row[parent.field] as number);
    }
    return own;
  }

  /** After lines were deleted through their own calls: each of their headers settled. */
  async afterLinesRemoved(ctx: WriteContext, model: EntityModel, rows: StoredRow[]): Promise<void> {
    const parent = model.schema.parent;
    const header = parent && this.lookup?.get(parent.entity);
    if (!parent || !header || !settles(header)) return;
    for (const id of new Set(rows.map((row) => row[parent.field] as number))) await this.settleRow(ctx, header, id);
  }

  /** Recomputes a row's computed fields from its stored values and lines, writes the changed ones, checks its rules. */
  async settleRow(ctx: WriteContext, model: EntityModel, id: number): Promise<Record<string, unknown>> {
    const store = this.store(model);
    const [row] = await store.lock(ctx.db, ctx.user, [id]);
    if (!row) return {};
    const lines = await this.linesOf(ctx, model, id);
    const linesOf = (key: string) => lines.get(key);
    const fields = model.schema.fields;
    const computed = computeRow(fields, row, linesOf, (name) => fieldScale(fields[name]));
    const changed = Object.fromEntries(Object.entries(computed).filter(([name, value]) => !sameNumber(row[name], value)));
    // Not a new version: the computed fields follow the lines, and the person's copy of the header stays current.
    if (Object.keys(changed).length) await store.update(ctx.db, id, store.columnValues(changed));
    const problems = checkRules(model.schema.rules, { ...row, ...computed }, linesOf, ctx.lang, {
      childTitle: (key) => this.childModel(model, key)?.schema.title[ctx.lang],
      fieldTitle: (key, field) => this.childModel(model, key)?.schema.fields[field]?.title[ctx.lang],
    });
    if (problems.length) {
      const detail = problems.map((p) => p.message).join(ctx.lang === 'zh' ? '；' : '; ');
      throw new AppError('VALIDATION', { detail }, Object.fromEntries(problems.map((p) => [p.field, p.message])));
    }
    await refuseOverlaps(ctx.db, ctx.user, ctx.lang, model, row);
    await refuseSecondOnes(ctx.db, ctx.user, ctx.lang, model, row);
    return changed;
  }

  /** The lines of every child the header reads, in the order they were written (as the detail page lists them). */
  private async linesOf(ctx: WriteContext, model: EntityModel, id: number): Promise<Map<string, Record<string, unknown>[]>> {
    const result = new Map<string, Record<string, unknown>[]>();
    for (const key of Object.keys(model.schema.children ?? {})) {
      const child = this.childModel(model, key);
      if (!child?.table) continue;
      let query = (ctx.db as UntypedDb).selectFrom(child.table).selectAll().where(columnName(child.schema.parent!.field), '=', id);
      if (child.schema.storage?.tenant !== false) query = query.where('tenant_id', '=', ctx.user.tenantId);
      result.set(key, await query.orderBy('id').execute());
    }
    return result;
  }

  private childModel(model: EntityModel, key: string): EntityModel | undefined {
    const spec = model.schema.children?.[key];
    return spec ? this.lookup?.get(spec.entity) : undefined;
  }

  private store(model: EntityModel): RowStore {
    let store = this.stores.get(model);
    if (!store) this.stores.set(model, (store = new RowStore(model)));
    return store;
  }
}
