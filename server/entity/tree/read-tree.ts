import { sql, type Kysely, type SqlBool } from 'kysely';
import { columnName, type EntityModel } from '../../../engine/schema/entity-model';
import { buildTree, sortSiblings, type TreeNode, type TreeRow } from '../../../engine/tree/build-tree';
import { searchTree } from '../../../engine/tree/search-tree';
import { REF_LABELS_KEY } from '../../../engine/schema/references';
import type { SessionUser } from '../../http/request-context';
import { seesEverything } from '../../services/menu-authority';
import { applyFieldAccess } from '../../../engine/access/field-access';
import { readerAccessFor } from '../field-permissions';
import { requireRead } from '../entity-permissions';
import { ENTITY_LIST_MAX_ROWS } from '../entity-qid';
import { rowView, type RequestDb, type StoredRow } from '../row-store';

/** What a tree read may ask for (query{Entity}Tree's parameters). */
export interface TreeQuery {
  /** Only the children of this node (0 or absent with `lazy`: the roots), each with `hasChildren`: lazy loading. */
  parentId?: number;
  lazy?: boolean;
  /** Keep the nodes whose label contains this text, with their ancestors and everything below them. */
  keyword?: string;
}

/** A node as the tree read answers it: the row as lists send it, its children, and whether it has any. */
export type TreeNodeView = TreeNode<TreeRow> & { hasChildren: boolean };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = Kysely<any>;

/** The caller's rows of a tree entity: their tenant and, for non-administrators of an entity with a site, their site. */
async function visibleRows(db: RequestDb, model: EntityModel, user: SessionUser): Promise<StoredRow[]> {
  let query = (db as unknown as UntypedDb).selectFrom(model.table!).selectAll().limit(ENTITY_LIST_MAX_ROWS);
  if (model.schema.storage?.tenant !== false) query = query.where('tenant_id', '=', user.tenantId);
  const site = model.schema.storage?.site;
  if (site && !seesEverything(user)) {
    query = user.ownerSiteCode ? query.where(columnName(site), '=', user.ownerSiteCode) : query.where(sql<SqlBool>`FALSE`);
  }
  return (await query.execute()) as StoredRow[];
}

/**
 * The rows of a tree entity nested by its parent field, siblings in sequence order (docs/api.md, "Trees"): the whole
 * tree, a keyword's matches with their ancestors, or (lazy) one level with `hasChildren` on each node. Read permission
 * as for the list.
 */
export async function readTree(db: RequestDb, model: EntityModel, user: SessionUser, query: TreeQuery): Promise<TreeNodeView[]> {
  await requireRead(db, user, model);
  return treeOf(db, model, user, query);
}

/**
 * {@link readTree} without its permission check, for a caller that checked another grant: the tree picker of a
 * reference field (the referring page's read grant, server/entity/reference-routes.ts).
 */
export async function treeOf(db: RequestDb, model: EntityModel, user: SessionUser, query: TreeQuery): Promise<TreeNodeView[]> {
  const tree = model.schema.tree!;
  // One level of a tree without a site scope is read as one level: a region tree's 2,000 rows are not all read to
  // answer a province's cities.
  if ((query.lazy || query.parentId !== undefined) && !model.schema.storage?.site) return levelOf(db, model, user, query.parentId || null);
  const stored = await visibleRows(db, model, user);
  const parentCount = new Map<number, number>();
  for (const row of stored) {
    const parent = row[tree.parent];
    if (parent !== null && parent !== undefined) parentCount.set(Number(parent), (parentCount.get(Number(parent)) ?? 0) + 1);
  }
  // The parent's label travels as a reference label does (`_labels`), so the detail shows 系统管理, not 3.
  const labelOf = new Map(stored.map((row) => [row.id, row[tree.label]]));
  // The caller's data fields and masks (field-permissions.ts), but never the fields the tree is drawn by.
  const access = await readerAccessFor(db, user, model);
  const structure = [tree.parent, tree.label, tree.sequence].filter((name): name is string => !!name);
  const seen = { ...access, hidden: new Set([...access.hidden].filter((name) => !structure.includes(name))) };
  const views = stored.map((row) => {
    const parentLabel = row[tree.parent] === null || row[tree.parent] === undefined ? undefined : labelOf.get(Number(row[tree.parent]));
    return { ...applyFieldAccess(rowView(model, row), seen), hasChildren: parentCount.has(row.id), ...(typeof parentLabel === 'string' ? { [REF_LABELS_KEY]: { [tree.parent]: parentLabel } } : {}) };
  }) as (TreeRow & { hasChildren: boolean })[];
  if (query.lazy || query.parentId !== undefined) {
    const parentId = query.parentId || null;
    const ids = new Set(views.map((v) => v.id));
    // A root is a row without a parent, or whose parent the caller cannot see.
    const level = views.filter((v) => {
      const parent = v[tree.parent] === null || v[tree.parent] === undefined ? null : Number(v[tree.parent]);
      return parentId === null ? parent === null || !ids.has(parent) : parent === parentId;
    });
    return sortSiblings(level, tree) as TreeNodeView[];
  }
  const nested = buildTree(views, tree) as TreeNodeView[];
  const keyword = query.keyword?.trim().toLowerCase();
  if (!keyword) return nested;
  return searchTree(nested, (node) => String(node[tree.label] ?? '').toLowerCase().includes(keyword)) as TreeNodeView[];
}

/**
 * The children of `parentId` (null: the roots) with `hasChildren`, for a tree whose rows every reader of the tenant
 * sees (no site scope): one query for the level, one for which of its nodes have children.
 */
async function levelOf(db: RequestDb, model: EntityModel, user: SessionUser, parentId: number | null): Promise<TreeNodeView[]> {
  const tree = model.schema.tree!;
  const parent = columnName(tree.parent);
  const untyped = db as unknown as UntypedDb;
  const tenant = model.schema.storage?.tenant !== false;
  let query = untyped.selectFrom(model.table!).selectAll().limit(ENTITY_LIST_MAX_ROWS);
  if (tenant) query = query.where('tenant_id', '=', user.tenantId);
  query = parentId === null ? query.where(parent, 'is', null) : query.where(parent, '=', parentId);
  const stored = (await query.execute()) as StoredRow[];
  const ids = stored.map((row) => row.id);
  let parents = untyped.selectFrom(model.table!).select(parent).distinct().where(parent, 'in', ids.length ? ids : [0]);
  if (tenant) parents = parents.where('tenant_id', '=', user.tenantId);
  const withChildren = new Set(((await parents.execute()) as Record<string, unknown>[]).map((row) => Number(Object.values(row)[0])));
  const parentLabel = parentId === null ? undefined : await labelOfNode(untyped, model, user, parentId);
  const access = await readerAccessFor(db, user, model);
  const structure = [tree.parent, tree.label, tree.sequence].filter((name): name is string => !!name);
  const seen = { ...access, hidden: new Set([...access.hidden].filter((name) => !structure.includes(name))) };
  const views = stored.map((row) => ({
    ...applyFieldAccess(rowView(model, row), seen),
    hasChildren: withChildren.has(row.id),
    ...(typeof parentLabel === 'string' ? { [REF_LABELS_KEY]: { [tree.parent]: parentLabel } } : {}),
  })) as (TreeRow & { hasChildren: boolean })[];
  return sortSiblings(views, tree) as TreeNodeView[];
}

async function labelOfNode(db: UntypedDb, model: EntityModel, user: SessionUser, id: number): Promise<unknown> {
  let query = db.selectFrom(model.table!).select(columnName(model.schema.tree!.label)).where('id', '=', id);
  if (model.schema.storage?.tenant !== false) query = query.where('tenant_id', '=', user.tenantId);
  const row = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
  return row ? Object.values(row)[0] : undefined;
}
