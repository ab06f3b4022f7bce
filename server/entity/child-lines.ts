/**
 * Child tables (master–detail, docs/schemas.md "Child tables"): the lines of a header saved with it in its request's
 * transaction, and the checks a line written through its own calls needs. A line is a row of the child's own table
 * (tenant, version, stamps, audit); its parent field holds the header's id, set by the server, never moved.
 */
import { auditRow, writeRow } from './row-writes';
import { refuseReferencedRows } from './referenced-rows';
import { creationStamps, updateStamps } from './creation-stamps';
import { columnName, type EntityModel } from '../../engine/schema/entity-model';
import type { Clock } from '../clock';
import { AppError } from '../errors/app-error';
import type { ExistingLine } from './child-line-diff';
import { checkLines, LineProblemList, type CheckedLines } from './child-line-check';
import { lineProblems } from './child-line-errors';
import type { References } from './references';
import { computeOwnValues } from './computed-values';
import { settleStatusFields } from './state-machine';
import { fieldTitle } from './field-messages';
import { holdsFiles, linkRowFiles, unlinkRowFiles } from './file-links';
import { RowStore, rowView, type RowView, type StoredRow } from './row-store';
import { refuseLockedLines, refuseLockedWrite } from './record-lock';
import type { WriteContext } from './entity-service';

/** Finds a model by entity id (the entity registry). */
export interface ModelLookup {
  get(id: string): EntityModel | undefined;
  /** Every served schema (the rows other rows refer to are guarded with it: referenced-rows.ts). */
  all?(): readonly EntityModel[];
}

/** Most lines one header save takes per child, unless the child says `maxLines`. */
export const DEFAULT_MAX_LINES = 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

/** The child keys a body sent (`boxes`, `goods`), taken out of the header's body; keys not sent are left alone. */
export function takeLines(model: EntityModel, body: unknown): { header: unknown; lines: Map<string, unknown> } {
  const lines = new Map<string, unknown>();
  const children = model.schema.children;
  if (!children || !body || typeof body !== 'object' || Array.isArray(body)) return { header: body, lines };
  const header: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of Object.keys(children)) {
    if (!Object.hasOwn(header, key)) continue;
    lines.set(key, header[key]);
    delete header[key];
  }
  return { header, lines };
}

/**
 * Locking by state (`states.lock`, record-lock.ts): a header whose state locks it refuses writes of its lines too,
 * as a change of the header ("… is declared and locked: it cannot be changed").
 */
export async function assertHeaderEditable(ctx: WriteContext, header: EntityModel, row: StoredRow): Promise<void> {
  // A line write changes the header as a whole: no lock's `editable` field list lets it through.
  refuseLockedWrite(header, row, { [LINES_CHANGE]: true }, ctx.lang);
}

/** Not a field of any schema (field names are camelCase), so a lock counts it as a change. */
const LINES_CHANGE = '(lines)';

/** The writes of lines: with their header's save, and the parent checks of a line's own calls. */
export class ChildLines {
  private readonly stores = new WeakMap<EntityModel, RowStore>();

  /** `references` checks the lines' `x-ref` values as a line's own save does (references.ts). */
  constructor(private readonly lookup: ModelLookup | undefined, private readonly clock: Clock, private readonly references?: References) {}

  /** The header of a child table. */
  headerOf(child: EntityModel): EntityModel {
    const header = child.schema.parent && this.lookup?.get(child.schema.parent.entity);
    if (!header) throw new Error(`${child.id}: its header ${child.schema.parent?.entity} is not loaded`);
    return header;
  }

  /**
   * Validates every sent child key's lines against the header's lines, then writes inserts, updates and deletes.
   * Any bad line refuses the whole save (400 naming each line's fields as `boxes[2].boxNo`); the caller's transaction
   * then leaves nothing behind. @returns the lines of each sent key as the API shows them, in the sent order.
   */
  async save(ctx: WriteContext, header: EntityModel, headerRow: StoredRow, sent: Map<string, unknown>, creating: boolean): Promise<Record<string, RowView[]>> {
    if (sent.size === 0) return {};
    if (!creating) await assertHeaderEditable(ctx, header, headerRow);
    const problems = new LineProblemList();
    const work: { key: string; child: EntityModel; checked: CheckedLines }[] = [];
    for (const [key, value] of sent) {
      const spec = header.schema.children![key]!;
      if (!creating) refuseLockedLines(header, headerRow, key, ctx.lang);
      const child = this.model(spec.entity);
      const existing = creating ? [] : await this.linesOf(ctx, child, [headerRow.id]);
      const checked = checkLines({ key, child, headerId: headerRow.id, sent: value, existing, maxLines: spec.maxLines ?? DEFAULT_MAX_LINES, lang: ctx.lang }, problems);
      if (checked) work.push({ key, child, checked });
      if (checked) await this.checkReferences(ctx, key, child, checked, existing, problems);
    }
    problems.throwIfAny(ctx.lang);

    const result: Record<string, RowView[]> = {};
    for (const { key, child, checked } of work) {
      const store = this.store(child);
      const views: RowView[] = [];
      if (checked.deletes.length) {
        const gone = await store.lock(ctx.db, ctx.user, checked.deletes);
        await store.delete(ctx.db, checked.deletes);
        for (const row of gone) await auditRow(this.clock, ctx, child, 'delete', row, undefined);
        await unlinkRowFiles(ctx.db, child, ctx.user.tenantId, checked.deletes);
      }
      const now = new Date(this.clock.now());
      for (const line of checked.updates) {
        const [before] = await store.lock(ctx.db, ctx.user, [line.id]);
        // A line's state moves through its own transitions only, never through its header's save.
        settleStatusFields(child, line.values, false);
        computeOwnValues(child, line.values, before);
        const ext = line.ext ? { ext: JSON.stringify({ ...((before!.ext as Record<string, unknown> | null) ?? {}), ...line.ext }) } : {};
        const row = await writeRow(child, ctx.lang, () => store.update(ctx.db, line.id, { ...store.columnValues({ ...line.values, ...updateStamps(child, ctx.user.username, now) }), ...ext, version: line.version + 1, updated_at: now, updated_by: ctx.user.username }));
        await auditRow(this.clock, ctx, child, 'update', before, row);
        await linkRowFiles(ctx.db, child, ctx.user.tenantId, row.id, row);
        views[line.index] = rowView(child, row);
      }
      for (const line of checked.inserts) {
        // A new line starts in its lifecycle's initial state, as a row created by its own call does.
        settleStatusFields(child, line.values, true);
        computeOwnValues(child, line.values);
        const tenant = child.schema.storage?.tenant === false ? {} : { tenant_id: ctx.user.tenantId };
        const stamps = creationStamps(child, ctx.user.username, now);
        const row = await writeRow(child, ctx.lang, () => store.insert(ctx.db, { ...tenant, ...store.columnValues({ ...line.values, ...stamps.fields }), ...stamps.columns, ext: JSON.stringify(line.ext ?? {}) }));
        await auditRow(this.clock, ctx, child, 'create', undefined, row);
        await linkRowFiles(ctx.db, child, ctx.user.tenantId, row.id, row);
        views[line.index] = rowView(child, row);
      }
      result[key] = views;
    }
    return result;
  }

  /**
   * The references (`x-ref`) of the lines to insert and update, checked as a line's own save checks them; an unknown
   * value is the line's problem, `items[1].itemCode` / `服务项目 第 2 行：服务项目 不存在`.
   */
  private async checkReferences(ctx: WriteContext, key: string, child: EntityModel, checked: CheckedLines, existing: readonly Record<string, unknown>[], problems: LineProblemList): Promise<void> {
    if (!this.references) return;
    const stored = new Map(existing.map((line) => [line.id, line]));
    const parentField = child.schema.parent!.field;
    const lines = [...checked.inserts.map((line) => ({ line, before: undefined })), ...checked.updates.map((line) => ({ line, before: stored.get(line.id) }))];
    for (const { line, before } of lines) {
      // The parent field is the header being saved (set by the server), not a value to look up.
      const values = { ...line.values };
      delete values[parentField];
      try {
        await this.references.check(ctx.db, ctx.user, ctx.lang, child, values, before);
      } catch (error) {
        if (!(error instanceof AppError) || error.errorName !== 'REFERENCE_NOT_FOUND' || !error.fields) throw error;
        const named = lineProblems(key, child.schema.title[ctx.lang], line.index, error.fields, ctx.lang);
        problems.add(named.fields, named.details);
      }
    }
  }

  /**
   * A line written through its child's own calls: on create the parent field names a header of the caller (their
   * tenant and site); on update it stays where it is. Either way the header must be editable.
   */
  async checkParent(ctx: WriteContext, child: EntityModel, values: Record<string, unknown>, before?: StoredRow): Promise<void> {
    const parent = child.schema.parent;
    if (!parent) return;
    const header = this.headerOf(child);
    const title = fieldTitle(child.schema.fields[parent.field], parent.field, ctx.lang);
    if (before && Object.hasOwn(values, parent.field) && values[parent.field] !== before[parent.field]) {
      throw new AppError('CHILD_MOVED', { field: title }, { [parent.field]: new AppError('CHILD_MOVED', { field: title }).messageIn(ctx.lang) });
    }
    const id = (before ? before[parent.field] : values[parent.field]) as number;
    const [row] = await this.store(header).lock(ctx.db, ctx.user, [id]);
    if (!row) {
      const error = new AppError('CHILD_PARENT_MISSING', { field: title, header: header.schema.title[ctx.lang], id });
      throw new AppError('CHILD_PARENT_MISSING', error.params, { [parent.field]: error.messageIn(ctx.lang) });
    }
    await assertHeaderEditable(ctx, header, row);
    const key = Object.entries(header.schema.children ?? {}).find(([, spec]) => spec.entity === child.id)?.[0];
    if (key) refuseLockedLines(header, row, key, ctx.lang);
  }

  /** Before headers are deleted (their lines go by ON DELETE CASCADE): an audit row per line, its file links dropped. */
  async beforeRemove(ctx: WriteContext, header: EntityModel, headerIds: number[]): Promise<void> {
    for (const spec of Object.values(header.schema.children ?? {})) {
      const child = this.model(spec.entity);
      const lines = await this.linesOf(ctx, child, headerIds, true);
      // A line other rows still hold (a dictionary item a status is stored as) keeps its header too.
      await refuseReferencedRows(ctx.db, ctx.user, ctx.lang, child, lines, this.lookup);
      for (const line of lines) await auditRow(this.clock, ctx, child, 'delete', line as StoredRow, undefined);
      if (lines.length && holdsFiles(child)) await unlinkRowFiles(ctx.db, child, ctx.user.tenantId, lines.map((l) => l.id));
    }
  }

  /** The lines of some headers (the caller's tenant), locked. */
  private async linesOf(ctx: WriteContext, child: EntityModel, headerIds: number[], everything = false): Promise<(ExistingLine & Record<string, unknown>)[]> {
    const parentColumn = columnName(child.schema.parent!.field);
    let query = (ctx.db as UntypedDb).selectFrom(child.table!);
    query = everything ? query.selectAll() : query.select(['id', 'version']);
    query = query.where(parentColumn, 'in', headerIds);
    if (child.schema.storage?.tenant !== false) query = query.where('tenant_id', '=', ctx.user.tenantId);
    return query.orderBy('id').forUpdate().execute();
  }

  private model(id: string): EntityModel {
    const model = this.lookup?.get(id);
    if (!model) throw new Error(`child entity ${id} is not loaded`);
    return model;
  }

  private store(model: EntityModel): RowStore {
    let store = this.stores.get(model);
    if (!store) this.stores.set(model, (store = new RowStore(model)));
    return store;
  }


}
