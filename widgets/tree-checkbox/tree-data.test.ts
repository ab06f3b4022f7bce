import { filterTree, firstLevelKeys, treeReply, treeUrl } from './tree-data';

describe('treeReply', () => {
  it('reads the nodes and checked keys of a command reply', () => {
    const reply = { summary: 'x', result: { tree: [{ key: 'menu:1', title: '系统管理', kind: 'menu', children: [{ key: 'button:9', title: '新增', children: [] }] }], checkedKeys: ['button:9'] } };
    expect(treeReply(reply)).toEqual({ tree: [{ key: 'menu:1', title: '系统管理', children: [{ key: 'button:9', title: '新增' }] }], checkedKeys: ['button:9'] });
  });
  it('reads bare nodes, and anything else as an empty tree', () => {
    expect(treeReply([{ key: 1, title: 'a' }])).toEqual({ tree: [{ key: '1', title: 'a' }] });
    expect(treeReply(null)).toEqual({ tree: [] });
    expect(treeReply({ tree: 'x' })).toEqual({ tree: [] });
  });
});

describe('treeUrl', () => {
  it('adds the dependency as a query parameter when it has a value', () => {
    expect(treeUrl('/api/a', 'roleId', 3)).toBe('/api/a?roleId=3');
    expect(treeUrl('/api/a?x=1', 'roleId', 'r 1')).toBe('/api/a?x=1&roleId=r%201');
    expect(treeUrl('/api/a', 'roleId', undefined)).toBe('/api/a');
    expect(treeUrl('/api/a', undefined, 3)).toBe('/api/a');
  });
});

describe('firstLevelKeys', () => {
  it('names the top nodes that have children', () => {
    expect(firstLevelKeys([{ key: 'a', title: 'A', children: [{ key: 'b', title: 'B' }] }, { key: 'c', title: 'C' }])).toEqual(['a']);
  });
});

describe('filterTree', () => {
  const tree = [{ key: 'a', title: '系统管理', children: [{ key: 'b', title: '菜单管理', children: [{ key: 'x', title: '新增' }] }, { key: 'c', title: '组织' }] }, { key: 'd', title: 'Other' }];
  it('keeps the matches with their ancestors (expanded) and their own children', () => {
    expect(filterTree(tree, '菜单')).toEqual({ tree: [{ key: 'a', title: '系统管理', children: [{ key: 'b', title: '菜单管理', children: [{ key: 'x', title: '新增' }] }] }], expanded: ['b', 'a'] });
    expect(filterTree(tree, 'other').tree.map((n) => n.key)).toEqual(['d']);
    expect(filterTree(tree, '  ').tree).toHaveLength(2);
    expect(filterTree(tree, 'zzz')).toEqual({ tree: [], expanded: [] });
  });
});

describe('flat list replies and several dependencies', () => {
  it('reads items as leaves, the checked ones by their flag', async () => {
    const { treeReply, treeUrlOf } = await import('./tree-data');
    expect(treeReply({ result: [{ field: 'phone', title: '电话', granted: true }, { field: 'name', title: '名称', granted: false }] }, { keyField: 'field', titleField: 'title', checkedField: 'granted' }))
      .toEqual({ tree: [{ key: 'phone', title: '电话' }, { key: 'name', title: '名称' }], checkedKeys: ['phone'] });
    expect(treeUrlOf('/api/x', [{ param: 'menuCode', value: 'carrier' }, { param: 'roleId', value: 3 }])).toBe('/api/x?menuCode=carrier&roleId=3');
  });
});
