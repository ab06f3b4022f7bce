import { describe, expect, it } from 'vitest';
import { buildTree, flattenTree, parentOf } from './build-tree';

const fields = { parent: 'parentId', label: 'name', sequence: 'seq' };
const rows = [
  { id: 1, parentId: null, name: 'root', seq: 2 },
  { id: 2, parentId: 1, name: 'b', seq: 2 },
  { id: 3, parentId: 1, name: 'a', seq: 1 },
  { id: 4, parentId: 3, name: 'leaf', seq: 0 },
  { id: 5, parentId: null, name: 'first', seq: 1 },
];

describe('buildTree', () => {
  it('nests by parent, siblings in sequence order', () => {
    const tree = buildTree(rows, fields);
    expect(tree.map((n) => n.id)).toEqual([5, 1]);
    expect(tree[1]!.children!.map((n) => n.id)).toEqual([3, 2]);
    expect(tree[1]!.children![0]!.children!.map((n) => n.id)).toEqual([4]);
  });

  it('leaves no children key on a leaf, so no expander is drawn', () => {
    expect(buildTree(rows, fields)[0]).not.toHaveProperty('children');
  });

  it('makes a row whose parent is missing (or itself) a root', () => {
    const tree = buildTree([{ id: 7, parentId: 99, seq: 0 }, { id: 8, parentId: 8, seq: 1 }], fields);
    expect(tree.map((n) => n.id)).toEqual([7, 8]);
  });

  it('orders by id without a sequence field', () => {
    expect(buildTree([{ id: 2, p: null }, { id: 1, p: null }], { parent: 'p', label: 'x' }).map((n) => n.id)).toEqual([1, 2]);
  });

  it('flattens parents before children', () => {
    expect(flattenTree(buildTree(rows, fields)).map((n) => n.id)).toEqual([5, 1, 3, 4, 2]);
  });

  it('reads an empty or zero parent as a root', () => {
    expect(parentOf({ p: 0 }, { parent: 'p' })).toBeNull();
    expect(parentOf({ p: '' }, { parent: 'p' })).toBeNull();
    expect(parentOf({ p: '12' }, { parent: 'p' })).toBe(12);
  });
});
