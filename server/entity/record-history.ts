/**
 * A row's history (docs/api.md, "Record history"): its audit entries and those of its child lines, newest first,
 * paged, for whoever may read the row (the entity's menu: else 403; the row in their tenant and site: else 404). Each
 * entry says who (username and nickname), when, what changed from → to, the transition or command with its
 * parameters, for a line which line (its child key and its number among the header's lines), and the labels of
 * changed references the caller can read.
 */
import { columnName, type EntityModel } from '../../engine/schema/entity-model';
import type { RefSpec } from '../../engine/schema/entity-schema';
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import type { SessionUser } from '../http/request-context';
import type { AuditOperation, ChangedFields } from './audit-log';
import type { HistoryEntry, HistoryPage } from '../../engine/data/record-history';
import { requireRead } from './entity-permissions';
import { changesForAccess } from '../../engine/access/field-access';
import { fieldAccessFor } from './field-permissions';
import { childModelsOf } from './child-access';
import type { References } from './references';
import { RowStore, type RequestDb } from './row-store';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

// The reply's shape is the browser's (engine/data/record-history.ts): one definition for both sides.
export type { HistoryEntry, HistoryPage };

export interface HistoryDeps {
  /** Finds a model by entity id (a line's entity). */
  models: { get(id: string): EntityModel | undefined };
  references?: References;
}

/** Reads one row's history page; see the module comment. @throws AppError FORBIDDEN, ROW_NOT_FOUND. */
export async function recordHistory(db: RequestDb, user: SessionUser, lang: Language, deps: HistoryDeps, model: EntityModel, rowId: number, page: { currentPage: number; pageSize: number }): Promise<HistoryPage> {
  await requireRead(db, user, model);
  if (!model.table || !(await new RowStore(model).visible(db, user, rowId))) {
    throw new AppError('ROW_NOT_FOUND', { entity: model.schema.title[lang], ids: String(rowId) });
  }
  const base = db.selectFrom('auditLog').where('auditLog.tenantId', '=', user.tenantId).where((eb) => eb.or([
    eb.and([eb('auditLog.entityId', '=', model.id), eb('auditLog.rowId', '=', rowId)]),
    eb.and([eb('auditLog.headerEntityId', '=', model.id), eb('auditLog.headerRowId', '=', rowId)]),
  ]));
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('sysUser', (join) => join.onRef('sysUser.username', '=', 'auditLog.username').onRef('sysUser.tenantId', '=', 'auditLog.tenantId'))
    .select(['auditLog.id', 'auditLog.entityId', 'auditLog.rowId', 'auditLog.action', 'auditLog.changed', 'auditLog.username', 'auditLog.at', 'auditLog.operation', 'sysUser.nickname'])
    .orderBy('auditLog.at', 'desc')
    .orderBy('auditLog.id', 'desc')
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize)
    .execute();

  const lineNumbers = await lineNumbersOf(db, user, model, rowId);
  const keyOf = new Map(Object.entries(model.schema.children ?? {}).map(([key, spec]) => [spec.entity, key]));
  const list: HistoryEntry[] = [];
  for (const row of rows) {
    const entryModel = row.entityId === model.id ? model : deps.models.get(row.entityId);
    // Field permissions (docs/domain/administration.md "Data fields"), with the entry's own entity (a line's is the
    // child's): hidden fields left out, masked ones masked. An update left with no change and no operation is dropped.
    const changed = entryModel ? changesForAccess(row.changed as ChangedFields, await fieldAccessFor(db, user, entryModel)) : {};
    const operation = (row.operation as AuditOperation | null) ?? null;
    if (!Object.keys(changed).length && !operation && row.action === 'update') continue;
    const isLine = row.entityId !== model.id;
    list.push({
      id: Number(row.id), entityId: row.entityId, rowId: row.rowId, action: row.action, changed, username: row.username,
      nickname: row.nickname ?? null, at: new Date(row.at).toISOString(), operation,
      line: isLine ? { key: keyOf.get(row.entityId) ?? row.entityId, no: lineNumbers.get(`${row.entityId} ${row.rowId}`) ?? 0 } : null,
      labels: entryModel && deps.references ? await referenceLabels(db, user, deps.references, entryModel, changed) : {},
    });
  }
  return { list, total: Number(total), currentPage: page.currentPage, pageSize: page.pageSize };
}

/**
 * Each line's number under its header, per child: 1, 2 … in the order the lines were created (their ids), counting
 * deleted lines too (known from their audit entries), so a number names the same line in every entry.
 */
async function lineNumbersOf(db: RequestDb, user: SessionUser, model: EntityModel, rowId: number): Promise<Map<string, number>> {
  const numbers = new Map<string, number>();
  const children = Object.values(childModelsOf(model));
  if (!children.length) return numbers;
  const byEntity = new Map<string, Set<number>>();
  const note = (entityId: string, id: number) => {
    if (!byEntity.has(entityId)) byEntity.set(entityId, new Set());
    byEntity.get(entityId)!.add(id);
  };
  // Lines written before their audit named the header (or never written since) are counted from the tables.
  for (const child of children) {
    if (!child.table || !child.schema.parent) continue;
    let query = (db as UntypedDb).selectFrom(child.table).select('id').where(columnName(child.schema.parent.field), '=', rowId);
    if (child.schema.storage?.tenant !== false) query = query.where('tenant_id', '=', user.tenantId);
    for (const line of (await query.execute()) as { id: number }[]) note(child.id, line.id);
  }
  const seen = await db.selectFrom('auditLog').select(['entityId', 'rowId']).distinct()
    .where('tenantId', '=', user.tenantId).where('headerEntityId', '=', model.id).where('headerRowId', '=', rowId).execute();
  for (const { entityId, rowId: id } of seen) note(entityId, id);
  for (const [entityId, ids] of byEntity) {
    [...ids].sort((a, b) => a - b).forEach((id, i) => numbers.set(`${entityId} ${id}`, i + 1));
  }
  return numbers;
}

/** The labels of the changed reference fields' values the caller can read (one lookup per field). */
async function referenceLabels(db: RequestDb, user: SessionUser, references: References, model: EntityModel, changed: ChangedFields): Promise<Record<string, [string | null, string | null]>> {
  const labels: Record<string, [string | null, string | null]> = {};
  for (const [field, [from, to]] of Object.entries(changed)) {
    const ref: RefSpec | undefined = model.schema.fields[field]?.['x-ref'];
    if (!ref) continue;
    const values = [from, to].filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
    if (!values.length) continue;
    const found = await references.options(db, user, ref, { values }).catch(() => []);
    const labelOf = (value: unknown) => found.find((option) => String(option.value) === String(value))?.label ?? null;
    labels[field] = [labelOf(from), labelOf(to)];
  }
  return labels;
}
