/**
 * A tree schema's list (`tree` in the schema): the rows come from the tree read (`query{Entity}Tree`), nested, in
 * sequence order, without pages; the filter on the label field is the search that keeps ancestors (the server's).
 * Pure helpers for the list controller; the table side is use-tree-table.ts.
 */
import type { EntityModel } from '../../schema/entity-model';
import type { EntitySource, Row, RowPage, TreeQuery } from '../../data/entity-source';

/** Whether the list is drawn as a tree: the schema has `tree` and the source can read it. */
export function isTreeList(model: EntityModel, source: EntitySource): boolean {
  return !!model.schema.tree && !!model.endpoints.tree && typeof source.tree === 'function';
}

/** The tree read for the applied filters: the label filter's text as the keyword; the roots only when lazy. */
export function treeQuery(model: EntityModel, filters: Record<string, unknown>): TreeQuery {
  const tree = model.schema.tree!;
  const keyword = filters[tree.label];
  if (typeof keyword === 'string' && keyword.trim()) return { keyword: keyword.trim() };
  return tree.lazy ? { parentId: 0 } : {};
}

/** How many nodes a forest holds. */
export function countNodes(rows: readonly Row[]): number {
  return rows.reduce((sum, row) => sum + 1 + countNodes((row.children as Row[] | undefined) ?? []), 0);
}

/** The tree as the list's one page. */
export async function loadTreePage(model: EntityModel, source: EntitySource, filters: Record<string, unknown>): Promise<RowPage> {
  const list = await source.tree!(treeQuery(model, filters));
  const total = countNodes(list);
  return { list, total, currentPage: 1, pageSize: Math.max(total, 1) };
}
