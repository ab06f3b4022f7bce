import type { TreeNode, TreeRow } from './build-tree';

/** One option of a tree picker (antd TreeSelect's treeData). */
export interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

/**
 * Tree nodes as a tree picker's options, labelled by `labelField`. With `blockedId` (the node being edited) that node
 * and everything below it are disabled: a node cannot become its own parent or move under its own descendant.
 * @example toTreeOptions(nodes, 'menuName', 12) // node 12's branch greyed out
 */
export function toTreeOptions(nodes: readonly TreeNode<TreeRow>[], labelField: string, blockedId?: number): TreeOption[] {
  const walk = (list: readonly TreeNode<TreeRow>[], blocked: boolean): TreeOption[] => list.map((node) => {
    const inside = blocked || node.id === blockedId;
    const option: TreeOption = { value: node.id, title: String(node[labelField] ?? node.id) };
    if (inside) option.disabled = true;
    if (node.children?.length) option.children = walk(node.children, inside);
    return option;
  });
  return walk(nodes, false);
}

/** The label of the node with this id, anywhere in the options (undefined when it is not there). */
export function optionLabel(options: readonly TreeOption[], value: unknown): string | undefined {
  for (const option of options) {
    if (option.value === value) return option.title;
    const below = option.children && optionLabel(option.children, value);
    if (below !== undefined) return below;
  }
  return undefined;
}
