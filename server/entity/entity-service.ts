import { creationStamps, updateStamps } from './creation-stamps';
import { auditRow, writeRow } from './row-writes';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { Clock } from '../clock';
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import type { SessionUser } from '../http/request-context';
import { seesEverything } from '../services/menu-authority';
import type { AuditAction, AuditOperation } from './audit-log';
import { linkRowFiles, unlinkRowFiles } from './file-links';
import { requireWrite } from './entity-permissions';
import { refuseWhenRequired, rowValidator } from './row-validator';
import { RowStore, rowView, type RequestDb, type RowView, type StoredRow } from './row-store';
import { lifecycleFields } from '../../engine/schema/lifecycles';
import { declaredTransition, refuseStatusChange, rowScope, settleStatusFields, transitionTarget } from './state-machine';
import { refuseLockedWrite } from './record-lock';
import { rowResults, runPerRow, type RowResults } from '../commands/row-results';
import type { Condition, ConditionScope } from '../../engine/validation/conditions';
import { guardLines } from './guard-lines';
import type { References } from './references';
import { checkTreeParent, refuseDeleteWithChildren } from './tree/tree-guard';
import { parentKeyTree, settleParentKey } from './tree/tree-parent-key';
import { ChildLines, takeLines, type ModelLookup } from './child-lines';
import { computeOwnValues, RowSettler } from './computed-values';
import { applyFieldAccess, restricts, writableValues } from '../../engine/access/field-access';
import { fieldAccessFor, linesForUser } from './field-permissions';
import { attachLinks, writeLinks } from './link-fields';
import type { HookEngine, WriteHookRegistry, WriteHooks } from './write-hooks';
import { refuseReferencedRows } from './referenced-rows';

/** A JSON object body (not an array, not a scalar): the only kind whose fields the permissions filter. */
function isPlainRow(body: unknown): body is Record<string, unknown> {
  return !!body && typeof body === 'object' && !Array.isArray(body);
}

/** Who writes, in which language, on which handle (the request's transaction). */
export interface WriteContext {
  db: RequestDb;
  user: SessionUser;
  lang: Language;
  /** The transition or command these writes belong to: recorded with each audit row (the record history shows it). */
  operation?: AuditOperation;
}

/** A move along a declared transition, at the version the row was read at. */
export interface TransitionInput {
  id: number;
  version: number;
  transition: string;
}

/**
 * The writes of every entity, one generic implementation driven by the compiled model (docs/api.md, "Rules for
 * every write"): button permission, sanitize and validate, tenant (and site) scope, optimistic concurrency on
 * `version`, unique clashes as field messages, the lifecycle's status guarded, and one audit row per row written.
 * Runs on the request's transaction, so a failure anywhere leaves nothing behind.
 */
export class EntityService {
  private readonly stores = new WeakMap<EntityModel, RowStore>();

  private readonly lines: ChildLines;

  private readonly settler: RowSettler;

  /** `entities` finds a header's child tables (master–detail); without it, no entity has lines. */
  /** `references` checks `x-ref` values on create and update (references.ts); without it they are not checked. */
  /** `hooks` holds the entities' own write rules (`hooks` in a schema, write-hooks.ts). */
  constructor(private readonly clock: Clock, private readonly entities?: ModelLookup, private readonly references?: References, private readonly hooks?: WriteHookRegistry) {
    this.lines = new ChildLines(entities, clock, references);
    this.settler = new RowSettler(entities);
  }

  /** What write hooks write other rows through: this service and the schemas it serves. */
  private get hookEngine(): HookEngine {
    return { service: this, models: this.entities ?? { get: () => undefined } };
  }

  async create(ctx: WriteContext, model: EntityModel, body: unknown): Promise<RowView> {
    await requireWrite(ctx.db, ctx.user, model, 'create');
    const { header: sent, lines } = takeLines(model, body);
    const access = await fieldAccessFor(ctx.db, ctx.user, model);
    const header = isPlainRow(sent) ? writableValues(sent, access) : sent;
    const input = rowValidator(model, 'create').check(header, ctx.lang);
    const { created, now } = await this.insertChecked(ctx, model, input.values, input.ext, lines);
    const saved = await this.lines.save(ctx, model, created, lines, true);
    const after = await this.hooksOf(model)?.afterCreate?.({ ctx, model, values: input.values, row: created, now, engine: this.hookEngine });
    const reply = applyFieldAccess(await attachLinks(ctx.db, model, { ...rowView(model, created), ...(await this.settler.afterWrite(ctx, model, created)), ...(await linesForUser(ctx.db, ctx.user, model, saved)) }), access);
    // What the hook hands out once (a new client's secret): in this reply only, never stored as given.
    return after?.reveal ? { ...reply, _reveal: after.reveal } : reply;
  }

  /**
   * Inserts a row of an entity for a command implementation (the cancellation an order's 撤单 opens): checked like a
   * create (validation, references, initial states, stamps, hooks) and audited, without the caller's create button
   * or field permissions — the command's own button granted it. Read-only fields are the server's: given here, kept.
   */
  async insertRow(ctx: WriteContext, model: EntityModel, values: Record<string, unknown>): Promise<StoredRow> {
    const input = rowValidator(model, 'create').check(values, ctx.lang);
    const statusFields = new Set(lifecycleFields(model.schema));
    for (const [name, field] of Object.entries(model.schema.fields)) {
      if (field.readOnly && !statusFields.has(name) && Object.hasOwn(values, name)) input.values[name] = values[name];
    }
    return (await this.insertChecked(ctx, model, input.values, input.ext, new Map())).created;
  }

  /** The checks and the insert a create makes once its body is validated (create and insertRow). */
  private async insertChecked(ctx: WriteContext, model: EntityModel, values: Record<string, unknown>, ext: Record<string, unknown> | undefined, lines: Map<string, unknown>): Promise<{ created: StoredRow; now: Date }> {
    if (model.schema.parent) await this.lines.checkParent(ctx, model, values);
    refuseStatusChange(model, values, undefined, ctx.lang);
    settleStatusFields(model, values, true);
    computeOwnValues(model, values);
    this.ownSite(model, ctx.user, values, true);
    await this.references?.check(ctx.db, ctx.user, ctx.lang, model, values);
    await checkTreeParent(ctx.db, model, ctx.user, ctx.lang, values);
    const now = new Date(this.clock.now());
    const own = (await this.hooksOf(model)?.beforeCreate?.({ ctx, model, values, lines: Object.fromEntries(lines), now, engine: this.hookEngine })) ?? {};
    const store = this.store(model);
    const stamps = creationStamps(model, ctx.user.username, now);
    const tenant = model.schema.storage?.tenant === false ? {} : { tenant_id: ctx.user.tenantId };
    const inserted = await writeRow(model, ctx.lang, () => store.insert(ctx.db, { ...tenant, ...store.columnValues({ ...values, ...stamps.fields }), ...own, ...stamps.columns, ext: JSON.stringify(ext ?? {}) }));
    const keyTree = parentKeyTree(model, this.entities);
    const created = keyTree ? await settleParentKey(ctx.db, keyTree, ctx.user, inserted, values) : inserted;
    await writeLinks(ctx.db, model, created.id, values, ctx.user.tenantId);
    await auditRow(this.clock, ctx, model, 'create', undefined, created);
    await linkRowFiles(ctx.db, model, ctx.user.tenantId, created.id, created);
    return { created, now };
  }

  async update(ctx: WriteContext, model: EntityModel, body: unknown): Promise<RowView> {
    await requireWrite(ctx.db, ctx.user, model, 'update');
    const { header: sent, lines } = takeLines(model, body);
    const access = await fieldAccessFor(ctx.db, ctx.user, model);
    const header = isPlainRow(sent) && restricts(access) ? writableValues(sent, access, await this.storedForWrite(ctx, model, sent.id)) : sent;
    const input = rowValidator(model, 'update').check(header, ctx.lang);
    const before = await this.lockOne(ctx, model, input.id!);
    if (before.version !== input.version) throw new AppError('STALE_VERSION');
    refuseWhenRequired(model, input.values, before, ctx.lang);
    if (model.schema.parent) await this.lines.checkParent(ctx, model, input.values, before);
    refuseStatusChange(model, input.values, before, ctx.lang);
    settleStatusFields(model, input.values, false);
    refuseLockedWrite(model, before, input.values, ctx.lang, input.ext);
    computeOwnValues(model, input.values, before);
    this.ownSite(model, ctx.user, input.values, false);
    await this.references?.check(ctx.db, ctx.user, ctx.lang, model, input.values, before);
    await checkTreeParent(ctx.db, model, ctx.user, ctx.lang, input.values, before.id, model.schema.tree && before[model.schema.tree.label]);
    await refuseReferencedRows(ctx.db, ctx.user, ctx.lang, model, [before], this.entities, input.values);
    const own = (await this.hooksOf(model)?.beforeUpdate?.({ ctx, model, values: input.values, before, lines: Object.fromEntries(lines), now: new Date(this.clock.now()), engine: this.hookEngine })) ?? {};
    const store = this.store(model);
    // Custom fields merge into the row's: a form that shows some of them leaves the others as they are.
    const ext = input.ext ? { ...((before.ext as Record<string, unknown> | null) ?? {}), ...input.ext } : undefined;
    const changes = { ...store.columnValues(input.values), ...own, ...(ext ? { ext: JSON.stringify(ext) } : {}) };
    const written = await writeRow(model, ctx.lang, () => store.update(ctx.db, before.id, { ...changes, ...this.nextVersion(ctx, model, before) }));
    const keyTree = parentKeyTree(model, this.entities);
    const updated = keyTree ? await settleParentKey(ctx.db, keyTree, ctx.user, written, input.values, before) : written;
    await writeLinks(ctx.db, model, updated.id, input.values, ctx.user.tenantId);
    await auditRow(this.clock, ctx, model, 'update', before, updated);
    await linkRowFiles(ctx.db, model, ctx.user.tenantId, updated.id, updated);
    const saved = await this.lines.save(ctx, model, updated, lines, false);
    return applyFieldAccess(await attachLinks(ctx.db, model, { ...rowView(model, updated), ...(await this.settler.afterWrite(ctx, model, updated)), ...(await linesForUser(ctx.db, ctx.user, model, saved)) }), access);
  }

  /** Deletes the caller's rows with these ids: all of them or, when any is missing (or another tenant's), none. */
  async remove(ctx: WriteContext, model: EntityModel, ids: number[]): Promise<{ deleted: number }> {
    const unique = [...new Set(ids)];
    await requireWrite(ctx.db, ctx.user, model, unique.length > 1 ? 'batchRemove' : 'remove');
    const rows = await this.store(model).lock(ctx.db, ctx.user, unique);
    this.refuseMissing(ctx, model, unique, rows);
    for (const row of rows) refuseLockedWrite(model, row, undefined, ctx.lang);
    await refuseDeleteWithChildren(ctx.db, model, ctx.user, rows, unique);
    await refuseReferencedRows(ctx.db, ctx.user, ctx.lang, model, rows, this.entities);
    await this.hooksOf(model)?.beforeRemove?.({ ctx, model, rows });
    if (model.schema.parent) for (const row of rows) await this.lines.checkParent(ctx, model, {}, row);
    if (model.schema.children) await this.lines.beforeRemove(ctx, model, unique);
    const deleted = await this.store(model).delete(ctx.db, unique);
    for (const row of rows) await auditRow(this.clock, ctx, model, 'delete', row, undefined);
    await unlinkRowFiles(ctx.db, model, ctx.user.tenantId, unique);
    await this.settler.afterLinesRemoved(ctx, model, rows);
    return { deleted };
  }

  /** Moves a row along a declared transition of one of its lifecycles. */
  async transition(ctx: WriteContext, model: EntityModel, input: TransitionInput): Promise<RowView> {
    declaredTransition(model, input.transition, ctx.lang);
    await requireWrite(ctx.db, ctx.user, model, { transition: input.transition });
    const before = await this.lockOne(ctx, model, input.id);
    if (before.version !== input.version) throw new AppError('STALE_VERSION');
    return applyFieldAccess(rowView(model, await this.moveRow(ctx, model, before, input.transition)), await fieldAccessFor(ctx.db, ctx.user, model));
  }

  /**
   * Moves several rows along one transition, each at the version it was read at, each with its own result: a row
   * refused (missing or another tenant's, stale, in a state the transition does not start from, guard unmet) leaves
   * the others moving (server/commands/row-results.ts: a savepoint per row).
   */
  async transitionRows(ctx: WriteContext, model: EntityModel, transition: string, rows: { id: number; version: number }[]): Promise<RowResults> {
    const { transition: spec } = declaredTransition(model, transition, ctx.lang);
    await requireWrite(ctx.db, ctx.user, model, { transition });
    const results = await runPerRow(ctx.db, rows, ctx.lang, async (item) => {
      const before = await this.lockOne(ctx, model, item.id);
      if (before.version !== item.version) throw new AppError('STALE_VERSION');
      return this.moveRow(ctx, model, before, transition);
    });
    return rowResults(results, spec.title, ctx.lang);
  }

  /**
   * Moves a locked, current row along a transition (its `from` states and guard checked), bumping its version;
   * audited. For transitions and commands; the caller checked the permission.
   */
  async moveRow(ctx: WriteContext, model: EntityModel, before: StoredRow, transition: string, scope?: ConditionScope): Promise<StoredRow> {
    const guard = declaredTransition(model, transition, ctx.lang).transition.guard?.if;
    const { field, to } = transitionTarget(model, transition, before, ctx.lang, scope ?? await this.guardScope(ctx, model, before, undefined, [guard]));
    const store = this.store(model);
    const moved = await writeRow(model, ctx.lang, () => store.update(ctx.db, before.id, { ...store.columnValues({ [field]: to }), ...this.nextVersion(ctx, model, before) }));
    // A command's move keeps the command (with its parameters) as its operation; a plain one names the transition.
    await auditRow(this.clock, ctx.operation ? ctx : { ...ctx, operation: { kind: 'transition', name: transition } }, model, 'transition', before, moved);
    return moved;
  }

  /**
   * Writes fields of a locked row for a command implementation (server/commands): the lock by state does not apply
   * (a command is the sanctioned way to change a locked row), status fields move only by transitions. Audited.
   */
  async writeFields(ctx: WriteContext, model: EntityModel, before: StoredRow, values: Record<string, unknown>, action: AuditAction = 'command'): Promise<StoredRow> {
    refuseStatusChange(model, values, before, ctx.lang);
    const store = this.store(model);
    const updated = await writeRow(model, ctx.lang, () => store.update(ctx.db, before.id, { ...store.columnValues(values), ...this.nextVersion(ctx, model, before) }));
    await auditRow(this.clock, ctx, model, action, before, updated);
    return updated;
  }

  /**
   * The scope guards read a row in: its fields, `params.<name>`, and the lines of the child tables the guards name
   * (`{ "lines": "goods", … }`, loaded in the request's transaction: guard-lines.ts).
   */
  async guardScope(ctx: WriteContext, model: EntityModel, row: StoredRow, params: Record<string, unknown> | undefined, guards: (Condition | undefined)[]): Promise<ConditionScope> {
    return rowScope(row, params, await guardLines(ctx, model, this.entities, row, guards));
  }

  /**
   * Adds lines under a header for a command implementation (an order's log lines): checked like any line, inserted
   * in the request's transaction, audited; the header's lock does not apply (a command is the sanctioned write).
   */
  async appendLines(ctx: WriteContext, model: EntityModel, header: StoredRow, key: string, lines: Record<string, unknown>[]): Promise<RowView[]> {
    const written = await this.lines.save(ctx, model, header, new Map([[key, lines]]), true);
    // The header's values computed over its lines (sum, count) follow, as after a save of the header with its lines.
    await this.settler.afterWrite(ctx, model, header);
    return written[key] ?? [];
  }

  /** Now by the server's clock (server/clock.ts): what commands date their writes by. */
  now(): Date {
    return new Date(this.clock.now());
  }

  /** The caller's row with this id, locked for the request. @throws AppError ROW_NOT_FOUND (missing, or another tenant's). */
  async lockRow(ctx: WriteContext, model: EntityModel, id: number): Promise<StoredRow> {
    return this.lockOne(ctx, model, id);
  }

  /** The entity's registered write hooks (`hooks`), if it names any. */
  private hooksOf(model: EntityModel): WriteHooks | undefined {
    return model.schema.hooks ? this.hooks?.require(model.schema.hooks) : undefined;
  }

  private store(model: EntityModel): RowStore {
    let store = this.stores.get(model);
    if (!store) {
      store = new RowStore(model);
      this.stores.set(model, store);
    }
    return store;
  }

  /**
   * The stored row an update names, for deciding what of a person's body may be written (a masked value sent back
   * must not overwrite the real one); undefined when the id is not a row of theirs (the update then refuses it).
   */
  private async storedForWrite(ctx: WriteContext, model: EntityModel, id: unknown): Promise<StoredRow | undefined> {
    const rowId = typeof id === 'string' && /^\d{1,10}$/.test(id) ? Number(id) : id;
    if (typeof rowId !== 'number' || !Number.isSafeInteger(rowId) || rowId < 1 || rowId > 2147483647) return undefined;
    return (await this.store(model).lock(ctx.db, ctx.user, [rowId]))[0];
  }

  /** The engine's columns of a row written again, with its `updatedBy` / `updatedAt` stamp fields' columns. */
  private nextVersion(ctx: WriteContext, model: EntityModel, before: StoredRow) {
    const now = new Date(this.clock.now());
    return { ...this.store(model).columnValues(updateStamps(model, ctx.user.username, now)), version: before.version + 1, updated_at: now, updated_by: ctx.user.username };
  }

  private async lockOne(ctx: WriteContext, model: EntityModel, id: number): Promise<StoredRow> {
    const rows = await this.store(model).lock(ctx.db, ctx.user, [id]);
    this.refuseMissing(ctx, model, [id], rows);
    return rows[0]!;
  }

  private refuseMissing(ctx: WriteContext, model: EntityModel, ids: number[], rows: StoredRow[]): void {
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw new AppError('ROW_NOT_FOUND', { entity: model.schema.title[ctx.lang], ids: missing.join(', ') });
  }

  /** A non-administrator writes rows of their own site only (storage.site); a new row is theirs by default. */
  private ownSite(model: EntityModel, user: SessionUser, values: Record<string, unknown>, creating: boolean): void {
    // Own rows (storage.owner): a non-administrator's create is theirs, and no update gives a row to someone else.
    const owner = model.schema.storage?.owner;
    if (owner && !seesEverything(user)) {
      if (creating) values[owner.field] = user[owner.user];
      else if (values[owner.field] !== undefined && values[owner.field] !== user[owner.user]) throw new AppError('FORBIDDEN');
    }
    const site = model.schema.storage?.site;
    if (!site || seesEverything(user)) return;
    if (creating && (values[site] === undefined || values[site] === null)) values[site] = user.ownerSiteCode;
    if (values[site] !== undefined && values[site] !== user.ownerSiteCode) throw new AppError('FORBIDDEN');
  }


}
