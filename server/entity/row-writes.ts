import type { EntityModel } from '../../engine/schema/entity-model';
import type { Clock } from '../clock';
import type { Language } from '../errors/catalogue';
import type { SessionUser } from '../http/request-context';
import { changedFields, recordAudit, type AuditAction, type AuditOperation } from './audit-log';
import type { RequestDb, StoredRow } from './row-store';
import { translateWriteError } from './write-errors';

/** Runs one statement of a write, turning a unique clash or a value the column cannot hold into a 400 naming the field. */
export async function writeRow(model: EntityModel, lang: Language, statement: () => Promise<StoredRow>): Promise<StoredRow> {
  try {
    return await statement();
  } catch (error) {
    throw translateWriteError(error, model, lang);
  }
}

/**
 * The audit row of one row written (created, changed, deleted, moved), by whom and when, in the request's transaction;
 * a child line's names its header (so the header's history lists it), and a transition's or command's names it
 * (`ctx.operation`, set by the command runner and the transition).
 */
export async function auditRow(clock: Clock, ctx: { db: RequestDb; user: SessionUser; operation?: AuditOperation }, model: EntityModel, action: AuditAction, before: StoredRow | undefined, after: StoredRow | undefined): Promise<void> {
  const row = (after ?? before)!;
  const parent = model.schema.parent;
  const headerId = parent ? Number(row[parent.field]) : Number.NaN;
  await recordAudit(ctx.db, {
    tenantId: ctx.user.tenantId, entityId: model.id, rowId: row.id, action, changed: changedFields(model, before, after), username: ctx.user.username, at: new Date(clock.now()),
    ...(parent && Number.isSafeInteger(headerId) ? { header: { entityId: parent.entity, rowId: headerId } } : {}),
    ...(ctx.operation ? { operation: ctx.operation } : {}),
  });
}
