import type { EntityModel } from '../../engine/schema/entity-model';
import type { Clock } from '../clock';
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import type { SessionUser } from '../http/request-context';
import { seesEverything } from '../services/menu-authority';
import { changedFields, recordAudit, type AuditAction } from './audit-log';
import { linkRowFiles, unlinkRowFiles } from './file-links';
import { requireWrite } from './entity-permissions';
import { rowValidator } from './row-validator';
import { RowStore, rowView, type RequestDb, type RowView, type StoredRow } from './row-store';
import { declaredTransition, refuseStatusChange, transitionTarget } from './state-machine';
import { translateWriteError } from './write-errors';

/** Who writes, in which language, on which handle (the request's transaction). */
export interface WriteContext {
  db: RequestDb;
  user: SessionUser;
  lang: Language;
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

  constructor(private readonly clock: Clock) {}

  async create(ctx: WriteContext, model: EntityModel, body: unknown): Promise<RowView> {
    await requireWrite(ctx.db, ctx.user, model, 'create');
    const input = rowValidator(model, 'create').check(body, ctx.lang);
    const states = model.schema.states;
    if (states) {
      refuseStatusChange(model, input.values, states.initial, ctx.lang);
      input.values[states.field] = states.initial;
    }
    this.ownSite(model, ctx.user, input.values, true);
    const store = this.store(model);
    const now = new Date(this.clock.now());
    const stamps = { version: 1, created_at: now, created_by: ctx.user.username, updated_at: now, updated_by: ctx.user.username };
    const tenant = model.schema.storage?.tenant === false ? {} : { tenant_id: ctx.user.tenantId };
    const created = await this.write(model, ctx, () => store.insert(ctx.db, { ...tenant, ...store.columnValues(input.values), ...stamps, ext: JSON.stringify(input.ext ?? {}) }));
    await this.audit(ctx, model, 'create', undefined, created);
    await linkRowFiles(ctx.db, model, ctx.user.tenantId, created.id, created);
    return rowView(model, created);
  }

  async update(ctx: WriteContext, model: EntityModel, body: unknown): Promise<RowView> {
    await requireWrite(ctx.db, ctx.user, model, 'update');
    const input = rowValidator(model, 'update').check(body, ctx.lang);
    const before = await this.lockOne(ctx, model, input.id!);
    if (before.version !== input.version) throw new AppError('STALE_VERSION');
    const states = model.schema.states;
    if (states) {
      refuseStatusChange(model, input.values, before[states.field], ctx.lang);
      delete input.values[states.field];
    }
    this.ownSite(model, ctx.user, input.values, false);
    const store = this.store(model);
    // Custom fields merge into the row's: a form that shows some of them leaves the others as they are.
    const ext = input.ext ? { ...((before.ext as Record<string, unknown> | null) ?? {}), ...input.ext } : undefined;
    const changes = { ...store.columnValues(input.values), ...(ext ? { ext: JSON.stringify(ext) } : {}) };
    const updated = await this.write(model, ctx, () => store.update(ctx.db, before.id, { ...changes, ...this.nextVersion(ctx, before) }));
    await this.audit(ctx, model, 'update', before, updated);
    await linkRowFiles(ctx.db, model, ctx.user.tenantId, updated.id, updated);
    return rowView(model, updated);
  }

  /** Deletes the caller's rows with these ids: all of them or, when any is missing (or another tenant's), none. */
  async remove(ctx: WriteContext, model: EntityModel, ids: number[]): Promise<{ deleted: number }> {
    const unique = [...new Set(ids)];
    await requireWrite(ctx.db, ctx.user, model, unique.length > 1 ? 'batchRemove' : 'remove');
    const rows = await this.store(model).lock(ctx.db, ctx.user, unique);
    this.refuseMissing(ctx, model, unique, rows);
    const deleted = await this.store(model).delete(ctx.db, unique);
    for (const row of rows) await this.audit(ctx, model, 'delete', row, undefined);
    await unlinkRowFiles(ctx.db, model, ctx.user.tenantId, unique);
    return { deleted };
  }

  /** Moves a row along a declared transition of its lifecycle. */
  async transition(ctx: WriteContext, model: EntityModel, input: TransitionInput): Promise<RowView> {
    declaredTransition(model, input.transition, ctx.lang);
    await requireWrite(ctx.db, ctx.user, model, { transition: input.transition });
    const before = await this.lockOne(ctx, model, input.id);
    if (before.version !== input.version) throw new AppError('STALE_VERSION');
    const states = model.schema.states!;
    const to = transitionTarget(model, input.transition, before[states.field], ctx.lang);
    const store = this.store(model);
    const moved = await this.write(model, ctx, () => store.update(ctx.db, before.id, { ...store.columnValues({ [states.field]: to }), ...this.nextVersion(ctx, before) }));
    await this.audit(ctx, model, 'transition', before, moved);
    return rowView(model, moved);
  }

  private store(model: EntityModel): RowStore {
    let store = this.stores.get(model);
    if (!store) {
      store = new RowStore(model);
      this.stores.set(model, store);
    }
    return store;
  }

  private nextVersion(ctx: WriteContext, before: StoredRow) {
    return { version: before.version + 1, updated_at: new Date(this.clock.now()), updated_by: ctx.user.username };
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
    const site = model.schema.storage?.site;
    if (!site || seesEverything(user)) return;
    if (creating && (values[site] === undefined || values[site] === null)) values[site] = user.ownerSiteCode;
    if (values[site] !== undefined && values[site] !== user.ownerSiteCode) throw new AppError('FORBIDDEN');
  }

  /** Runs a statement, turning a unique clash or a value the column cannot hold into a 400. */
  private async write(model: EntityModel, ctx: WriteContext, statement: () => Promise<StoredRow>): Promise<StoredRow> {
    try {
      return await statement();
    } catch (error) {
      throw translateWriteError(error, model, ctx.lang);
    }
  }

  private async audit(ctx: WriteContext, model: EntityModel, action: AuditAction, before: StoredRow | undefined, after: StoredRow | undefined): Promise<void> {
    const rowId = (after ?? before)!.id;
    await recordAudit(ctx.db, { tenantId: ctx.user.tenantId, entityId: model.id, rowId, action, changed: changedFields(model, before, after), username: ctx.user.username, at: new Date(this.clock.now()) });
  }
}
