import { describe, expect, it } from 'vitest';
import { buildTree } from './build-tree';
import { branchIds, searchTree } from './search-tree';

const tree = buildTree([
  { id: 1, p: null, n: '运营' },
  { id: 2, p: 1, n: '仓库操作' },
  { id: 3, p: 2, n: '入库扫描' },
  { id: 4, p: 2, n: '出库' },
  { id: 5, p: null, n: '系统' },
], { parent: 'p', label: 'n' });

describe('searchTree', () => {
  it('keeps the ancestors of a match and drops unrelated branches', () => {
    const found = searchTree(tree, (node) => String(node.n).includes('扫描'));
    expect(found.map((n) => n.id)).toEqual([1]);
    expect(found[0]!.children!.map((n) => n.id)).toEqual([2]);
    expect(found[0]!.children![0]!.children!.map((n) => n.id)).toEqual([3]);
  });

  it('keeps everything below a matching node', () => {
    const found = searchTree(tree, (node) => node.n === '仓库操作');
    expect(found[0]!.children![0]!.children!.map((n) => n.id)).toEqual([3, 4]);
  });

  it('returns nothing when nothing matches, and leaves the input alone', () => {
    expect(searchTree(tree, () => false)).toEqual([]);
    expect(tree[0]!.children![0]!.children).toHaveLength(2);
  });

  it('lists the branches to expand', () => {
    expect(branchIds(tree)).toEqual([1, 2]);
  });
});
