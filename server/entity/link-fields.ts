/**
 * Many-to-many links (`x-link`, docs/schemas.md "Links"): an array field whose values are the keys of another
 * entity's rows (its `x-ref`), kept as rows of a link table (`{ self: row id, other: value }`) instead of a column —
 * a user's roles (`sys_user_role`) and posts (`sys_user_post`). Rows read from the list or the detail carry each
 * link field as the sorted array of its values; a write that sends the field replaces the row's links with it, in
 * the write's transaction (a create that leaves it out links nothing). The values are checked as references first
 * (server/entity/references.ts), so only the caller's tenant's targets are linked.
 */
import { columnName, linkFields, type EntityModel } from '../../engine/schema/entity-model';
import type { RequestDb } from './row-store';

// Link tables are made by migrations and named by schemas: the typed query builder does not know them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = import('kysely').Kysely<any>;

/** The distinct values of a link field as sent, integers kept as numbers (ids arrive as numbers or digit text). */
export function linkValues(value: unknown): (string | number)[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  const seen = new Map<string, string | number>();
  for (const item of items) {
    if (item === null || item === undefined || item === '') continue;
    const normal = typeof item === 'string' && /^\d{1,10}$/.test(item) ? Number(item) : item as string | number;
    seen.set(String(normal), normal);
  }
  return [...seen.values()];
}

/** The rows of a reply: an array, a page's `list`, or one row. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  if (!result || typeof result !== 'object') return [];
  const list = (result as { list?: unknown }).list;
  if (Array.isArray(list)) return list as Record<string, unknown>[];
  return 'id' in result ? [result as Record<string, unknown>] : [];
}

/**
 * Puts each link field's values on the rows (sorted), in place — a list's page, an array, or one row — and returns
 * the reply: one read per link field for all the rows.
 */
export async function attachLinks<T>(db: RequestDb, model: EntityModel, result: T): Promise<T> {
  const links = linkFields(model.schema);
  const rows = links.length ? rowsOf(result) : [];
  if (!links.length || !rows.length) return result;
  const ids = rows.map((row) => row.id).filter((id): id is number => typeof id === 'number');
  for (const [name, field] of links) {
    const { table, self, other } = field['x-link'];
    const found = ids.length
      ? await (db as unknown as UntypedDb).selectFrom(table).select([`${columnName(self)} as self`, `${columnName(other)} as other`]).where(columnName(self), 'in', ids).execute()
      : [];
    const byRow = new Map<number, (string | number)[]>();
    for (const link of found as { self: number; other: string | number }[]) byRow.set(link.self, [...(byRow.get(link.self) ?? []), link.other]);
    for (const row of rows) row[name] = (byRow.get(row.id as number) ?? []).sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))));
  }
  return result;
}

/**
 * Replaces the links of one row with the values sent for each link field (a field not sent keeps its links; on
 * create, not sent is none). Returns the changed fields as `{ field: [before, after] }` for the audit row.
 */
export async function writeLinks(db: RequestDb, model: EntityModel, rowId: number, values: Record<string, unknown>, tenantId: number): Promise<Record<string, [unknown, unknown]>> {
  const changed: Record<string, [unknown, unknown]> = {};
  for (const [name, field] of linkFields(model.schema)) {
    if (!Object.hasOwn(values, name)) continue;
    const { table, self, other, tenant } = field['x-link'];
    const wanted = linkValues(values[name]);
    const untyped = db as unknown as UntypedDb;
    const stored = (await untyped.selectFrom(table).select(`${columnName(other)} as other`).where(columnName(self), '=', rowId).execute() as { other: string | number }[]).map((r) => r.other);
    const keep = new Set(wanted.map(String));
    const have = new Set(stored.map(String));
    const removed = stored.filter((value) => !keep.has(String(value)));
    const added = wanted.filter((value) => !have.has(String(value)));
    if (removed.length) await untyped.deleteFrom(table).where(columnName(self), '=', rowId).where(columnName(other), 'in', removed).execute();
    if (added.length) await untyped.insertInto(table).values(added.map((value) => ({ ...(tenant ? { tenant_id: tenantId } : {}), [columnName(self)]: rowId, [columnName(other)]: value }))).execute();
    if (removed.length || added.length) changed[name] = [stored, wanted];
  }
  return changed;
}
