import type { EntityModel } from '../../engine/schema/entity-model';
import type { RequestDb, StoredRow } from './row-store';

export type AuditAction = 'create' | 'update' | 'delete' | 'transition' | 'command';

/** Each changed field (and `ext`) mapped to `[from, to]`. */
export type ChangedFields = Record<string, [unknown, unknown]>;

/** The transition or command a write was part of, with the command's parameters (the record history shows them). */
export interface AuditOperation {
  kind: 'transition' | 'command';
  name: string;
  params?: Record<string, unknown>;
}

/** One write as the audit endpoint returns it. */
export interface AuditEntry {
  id: number;
  entityId: string;
  rowId: number;
  action: AuditAction;
  changed: ChangedFields;
  username: string;
  at: string;
}

/** What one audit row records: the row written and, for a child line, its header; the operation, if any. */
export interface AuditRecord {
  tenantId: number;
  entityId: string;
  rowId: number;
  action: AuditAction;
  changed: ChangedFields;
  username: string;
  at: Date;
  header?: { entityId: string; rowId: number };
  operation?: AuditOperation;
}

/** A value as JSON would carry it (dates as ISO text), so a field that did not change compares equal; `{}` as null. */
function plain(value: unknown): unknown {
  const json: unknown = JSON.parse(JSON.stringify(value ?? null));
  return json && typeof json === 'object' && !Array.isArray(json) && Object.keys(json).length === 0 ? null : json;
}

/**
 * The fields that differ between two states of a row, as `{ field: [from, to] }`; a missing side is null (a created
 * row changed every non-empty field from null, a deleted one to null). `ext` counts as a field; an empty one as null.
 */
export function changedFields(model: EntityModel, before: StoredRow | undefined, after: StoredRow | undefined): ChangedFields {
  const changed: ChangedFields = {};
  for (const name of [...model.columns.map((c) => c.field), 'ext']) {
    const from = plain(before?.[name]);
    const to = plain(after?.[name]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changed[name] = [from, to];
  }
  return changed;
}

/** Writes one audit row (inside the request's transaction, so it lasts exactly as long as the write). */
export async function recordAudit(db: RequestDb, entry: AuditRecord): Promise<void> {
  const { header, operation, ...row } = entry;
  await db.insertInto('auditLog').values({
    ...row,
    changed: JSON.stringify(entry.changed),
    ...(header ? { headerEntityId: header.entityId, headerRowId: header.rowId } : {}),
    ...(operation ? { operation: JSON.stringify(operation) } : {}),
  }).execute();
}

/** A page of a tenant's audit entries, newest first, optionally of one entity and one row. */
export async function auditPage(db: RequestDb, tenantId: number, query: { entity?: string; rowId?: number; currentPage: number; pageSize: number }) {
  let base = db.selectFrom('auditLog').where('tenantId', '=', tenantId);
  if (query.entity) base = base.where('entityId', '=', query.entity);
  if (query.rowId !== undefined) base = base.where('rowId', '=', query.rowId);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'entityId', 'rowId', 'action', 'changed', 'username', 'at'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.currentPage - 1) * query.pageSize)
    .execute();
  const list: AuditEntry[] = rows.map((row) => ({
    ...row,
    id: Number(row.id),
    changed: row.changed as ChangedFields,
    at: new Date(row.at).toISOString(),
  }));
  return { list, total: Number(total), currentPage: query.currentPage, pageSize: query.pageSize };
}
