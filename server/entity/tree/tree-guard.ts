import { sql } from 'kysely';
import { columnName, type EntityModel } from '../../../engine/schema/entity-model';
import { parentOf } from '../../../engine/tree/build-tree';
import { AppError, formatMessage } from '../../errors/app-error';
import type { Language } from '../../errors/catalogue';
import type { SessionUser } from '../../http/request-context';
import type { RequestDb } from '../row-store';

const ident = (name: string) => sql.id(name);

/** The tenant condition of a tree's rows (none when the entity keeps no tenant). */
function tenantScope(model: EntityModel, user: SessionUser) {
  return model.schema.storage?.tenant === false ? sql`TRUE` : sql`tenant_id = ${user.tenantId}`;
}

/**
 * A write's parent, checked before it is stored: it exists among the caller's tenant's rows, and it is neither the
 * node itself nor below it (a loop would hide the branch from every tree read). One recursive query walks up from
 * the new parent; `UNION` stops at a loop already in the data. Refusals are 400s naming the parent field.
 * @param nodeId the row being updated; undefined on create (a new row has no descendants).
 */
export async function checkTreeParent(db: RequestDb, model: EntityModel, user: SessionUser, lang: Language, values: Record<string, unknown>, nodeId?: number, nodeLabel?: unknown): Promise<void> {
  const tree = model.schema.tree;
  if (!tree || !Object.hasOwn(values, tree.parent)) return;
  const parentId = parentOf(values, tree);
  if (parentId === null) return;
  const field = model.schema.fields[tree.parent]?.title[lang] ?? tree.parent;
  const message = (name: 'TREE_PARENT_MISSING' | 'TREE_CYCLE', params: Record<string, string | number>) => new AppError(name, params, { [tree.parent]: formatMessage(name, lang, params) });
  const label = String(values[tree.label] ?? nodeLabel ?? nodeId ?? '');
  if (parentId === nodeId) throw message('TREE_CYCLE', { field, node: label });
  const table = ident(model.table!);
  const parentColumn = ident(columnName(tree.parent));
  const scope = tenantScope(model, user);
  const ancestors = await sql<{ id: number }>`
    WITH RECURSIVE up(id, parent) AS (
      SELECT id, ${parentColumn} FROM ${table} WHERE id = ${parentId} AND ${scope}
      UNION
      SELECT t.id, t.${parentColumn} FROM ${table} t JOIN up ON t.id = up.parent WHERE ${model.schema.storage?.tenant === false ? sql`TRUE` : sql`t.tenant_id = ${user.tenantId}`}
    ) SELECT id FROM up`.execute(db);
  if (!ancestors.rows.length) throw message('TREE_PARENT_MISSING', { field, parent: parentId });
  if (nodeId !== undefined && ancestors.rows.some((row) => Number(row.id) === nodeId)) throw message('TREE_CYCLE', { field, node: label });
}

/**
 * Refuses to delete a node that still has children outside the rows being deleted, naming the first such node and
 * how many children it has: deleting it would orphan (or, with a cascading key, silently delete) its branch.
 */
export async function refuseDeleteWithChildren(db: RequestDb, model: EntityModel, user: SessionUser, rows: readonly Record<string, unknown>[], ids: readonly number[]): Promise<void> {
  const tree = model.schema.tree;
  if (!tree || !ids.length) return;
  const parentColumn = ident(columnName(tree.parent));
  const counts = await sql<{ parent: number; count: string }>`
    SELECT ${parentColumn} AS parent, count(*) AS count FROM ${ident(model.table!)}
    WHERE ${parentColumn} IN (${sql.join(ids.map((id) => sql`${id}`))}) AND id NOT IN (${sql.join(ids.map((id) => sql`${id}`))}) AND ${tenantScope(model, user)}
    GROUP BY ${parentColumn} ORDER BY ${parentColumn}`.execute(db);
  const first = counts.rows[0];
  if (!first) return;
  const row = rows.find((r) => Number(r.id) === Number(first.parent));
  throw new AppError('TREE_HAS_CHILDREN', { node: String(row?.[tree.label] ?? first.parent), count: Number(first.count) });
}
