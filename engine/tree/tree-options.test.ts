import { describe, expect, it } from 'vitest';
import { buildTree } from './build-tree';
import { optionLabel, toTreeOptions } from './tree-options';

const nodes = buildTree([
  { id: 1, p: null, name: '总部' },
  { id: 2, p: 1, name: '运营部' },
  { id: 3, p: 2, name: '仓储组' },
  { id: 4, p: 1, name: '财务部' },
], { parent: 'p', label: 'name' });

describe('toTreeOptions', () => {
  it('labels the nodes and keeps the nesting', () => {
    const options = toTreeOptions(nodes, 'name');
    expect(options[0]).toMatchObject({ value: 1, title: '总部' });
    expect(options[0]!.children!.map((o) => o.title)).toEqual(['运营部', '财务部']);
    expect(options[0]!.disabled).toBeUndefined();
  });

  it('disables the edited node and its descendants only', () => {
    const options = toTreeOptions(nodes, 'name', 2);
    const [operations, finance] = options[0]!.children!;
    expect(operations!.disabled).toBe(true);
    expect(operations!.children![0]!.disabled).toBe(true);
    expect(finance!.disabled).toBeUndefined();
    expect(options[0]!.disabled).toBeUndefined();
  });

  it('finds a label anywhere in the tree', () => {
    expect(optionLabel(toTreeOptions(nodes, 'name'), 3)).toBe('仓储组');
    expect(optionLabel(toTreeOptions(nodes, 'name'), 9)).toBeUndefined();
  });
});
