import { sql } from 'kysely';
import { columnName, type EntityModel } from '../../../engine/schema/entity-model';
import type { SessionUser } from '../../http/request-context';
import type { ModelLookup } from '../child-lines';
import type { RequestDb, StoredRow } from '../row-store';

/**
 * The tree whose `parentKey` a write of this model keeps in step: the model's own, or its owner's for a level view
 * (`storage.of`: a city written through the City view is still a node of the region tree). Undefined when none.
 */
export function parentKeyTree(model: EntityModel, entities?: ModelLookup): EntityModel | undefined {
  if (model.schema.tree?.parentKey) return model;
  const owner = model.schema.storage?.of ? entities?.get(model.schema.storage.of) : undefined;
  return owner?.schema.tree?.parentKey ? owner : undefined;
}

/**
 * Keeps a tree's copy of the parent's key (`tree.parentKey`, docs/schemas.md "Trees") in step after a row was written,
 * in the write's transaction, and returns the row as stored:
 * - the parent field names a row → the key field takes that parent's key (whatever was sent);
 * - otherwise, when the key field was written (a level view names the parent by code only) → the parent field takes
 *   the row of the caller's tenant holding that key, or none (a root under something outside the table: a province
 *   under its country);
 * - the row's own key changed → its children's key field follows.
 * @param sent the checked values of the write (which fields the caller set)
 */
export async function settleParentKey(db: RequestDb, owner: EntityModel, user: SessionUser, written: StoredRow, sent: Record<string, unknown>, before?: StoredRow): Promise<StoredRow> {
  const tree = owner.schema.tree!;
  const { field, key } = tree.parentKey!;
  const table = sql.id(owner.table!);
  const [parent, copy, own] = [tree.parent, field, key].map((name) => sql.id(columnName(name)));
  const tenant = owner.schema.storage?.tenant === false ? sql`TRUE` : sql`p.tenant_id = ${user.tenantId}`;
  let row = written;
  if (written[tree.parent] !== null && written[tree.parent] !== undefined && Object.hasOwn(sent, tree.parent)) {
    row = await one(sql<StoredRow>`UPDATE ${table} AS t SET ${copy} = p.${own} FROM ${table} AS p WHERE t.id = ${written.id} AND p.id = t.${parent} AND ${tenant} RETURNING t.*`.execute(db), row);
  } else if (Object.hasOwn(sent, field) || !before) {
    row = await one(sql<StoredRow>`UPDATE ${table} AS t SET ${parent} = (SELECT p.id FROM ${table} AS p WHERE p.${own} = t.${copy} AND p.id <> t.id AND ${tenant} ORDER BY p.id LIMIT 1) WHERE t.id = ${written.id} RETURNING t.*`.execute(db), row);
  }
  if (before && before[key] !== row[key]) {
    await sql`UPDATE ${table} SET ${copy} = ${row[key]} WHERE ${parent} = ${row.id}`.execute(db);
  }
  return row;
}

async function one(result: Promise<{ rows: StoredRow[] }>, fallback: StoredRow): Promise<StoredRow> {
  return (await result).rows[0] ?? fallback;
}
