import type { TreeNode, TreeRow } from './build-tree';

/**
 * The nodes that match, with their ancestors (so a match shows where it sits) and — for a matching node — all of its
 * descendants. Returns new nodes; the input is not changed. An empty forest when nothing matches.
 * @example searchTree(tree, (n) => String(n.menuName).includes('扫描'))
 */
export function searchTree<R extends TreeRow>(nodes: readonly TreeNode<R>[], matches: (node: TreeNode<R>) => boolean): TreeNode<R>[] {
  const result: TreeNode<R>[] = [];
  for (const node of nodes) {
    if (matches(node)) {
      result.push(node);
      continue;
    }
    const children = node.children ? searchTree(node.children, matches) : [];
    if (children.length) result.push({ ...node, children });
  }
  return result;
}

/** The ids of every node that has children: what a tree list expands to show a search's results. */
export function branchIds<R extends TreeRow>(nodes: readonly TreeNode<R>[]): number[] {
  const ids: number[] = [];
  const walk = (list: readonly TreeNode<R>[]) => list.forEach((node) => {
    if (node.children?.length) {
      ids.push(node.id);
      walk(node.children);
    }
  });
  walk(nodes);
  return ids;
}
