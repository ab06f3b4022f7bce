import type { EntityModel } from '../../engine/schema/entity-model';
import type { Clock } from '../clock';
import type { Language } from '../errors/catalogue';
import type { SessionUser } from '../http/request-context';
import { changedFields, recordAudit, type AuditAction } from './audit-log';
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

/** The audit row of one row written (created, changed, deleted, moved), by whom and when, in the request's transaction. */
export async function auditRow(clock: Clock, ctx: { db: RequestDb; user: SessionUser }, model: EntityModel, action: AuditAction, before: StoredRow | undefined, after: StoredRow | undefined): Promise<void> {
  const rowId = (after ?? before)!.id;
  await recordAudit(ctx.db, { tenantId: ctx.user.tenantId, entityId: model.id, rowId, action, changed: changedFields(model, before, after), username: ctx.user.username, at: new Date(clock.now()) });
}
