/**
 * Trees from flat rows (a parent field pointing at another row's id): the nesting a tree list, a tree picker and the
 * server's `query{Entity}Tree` share. React-free and pure.
 */

/** A row of a tree entity: its id, and its parent's id in the field the schema's `tree.parent` names. */
export type TreeRow = Record<string, unknown> & { id: number };

/** A row with its children, in sequence order. */
export type TreeNode<R extends TreeRow = TreeRow> = R & { children?: TreeNode<R>[] };

/** Which fields make the tree (the schema's `tree` key). */
export interface TreeFields {
  parent: string;
  label: string;
  sequence?: string;
}

/** The parent id of a row, or null for a root (a missing, empty or zero parent). */
export function parentOf(row: Record<string, unknown>, fields: Pick<TreeFields, 'parent'>): number | null {
  const value = row[fields.parent];
  if (value === null || value === undefined || value === '' || value === 0) return null;
  const id = Number(value);
  return Number.isFinite(id) ? id : null;
}

function compareBySequence(fields: TreeFields) {
  return (a: TreeRow, b: TreeRow): number => {
    if (fields.sequence) {
      const x = Number(a[fields.sequence] ?? 0);
      const y = Number(b[fields.sequence] ?? 0);
      if (x !== y) return x - y;
    }
    return a.id - b.id;
  };
}

/** Rows in sibling order: by sequence, then id. */
export function sortSiblings<R extends TreeRow>(rows: readonly R[], fields: TreeFields): R[] {
  return [...rows].sort(compareBySequence(fields));
}

/**
 * Nests rows by their parent field, siblings by sequence then id. A row whose parent is not among the rows is a
 * root (so a part of a tree still shows); a leaf has no `children` key (antd's Table then draws no expander).
 * @example buildTree([{ id: 1, p: null }, { id: 2, p: 1 }], { parent: 'p', label: 'n' }) // [{ id: 1, p: null, children: [{ id: 2, p: 1 }] }]
 */
export function buildTree<R extends TreeRow>(rows: readonly R[], fields: TreeFields): TreeNode<R>[] {
  const nodes = new Map<number, TreeNode<R>>();
  for (const row of [...rows].sort(compareBySequence(fields))) nodes.set(row.id, { ...row });
  const roots: TreeNode<R>[] = [];
  for (const node of nodes.values()) {
    const parentId = parentOf(node, fields);
    const parent = parentId === null || parentId === node.id ? undefined : nodes.get(parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Every node of a forest, parents before children. */
export function flattenTree<R extends TreeRow>(nodes: readonly TreeNode<R>[]): TreeNode<R>[] {
  const result: TreeNode<R>[] = [];
  const walk = (list: readonly TreeNode<R>[]) => list.forEach((node) => (result.push(node), node.children && walk(node.children)));
  walk(nodes);
  return result;
}
