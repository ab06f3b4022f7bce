import { buttonsWithoutMenu, dataFieldsOf, diffGrants, grantTree, schemaOfRoute, splitGrantKeys, unknownIds, type GrantMenuRow } from './menu-grants';

const menu = (id: number, menuParent: number | null, menuSequence = 0): GrantMenuRow => ({
  id, menuParent, menuCode: `m${id}`, menuName: `菜单${id}`, menuNameEn: id === 2 ? 'Menu 2' : null, menuPath: `/m${id}`, menuSequence,
});
const button = (id: number, menuId: number) => ({ id, menuId, buttonCode: `b${id}`, buttonName: `按钮${id}`, buttonNameEn: `Button ${id}` });

describe('grantTree', () => {
  it('nests menus in sequence order and hangs buttons as leaves after the sub-menus', () => {
    const tree = grantTree([menu(1, null), menu(3, 1, 2), menu(2, 1, 1)], [button(9, 1), button(8, 3)], 'en');
    expect(tree.map((n) => n.key)).toEqual(['menu:1']);
    expect(tree[0]!.children.map((n) => n.key)).toEqual(['menu:2', 'menu:3', 'button:9']);
    expect(tree[0]!.children[0]!.title).toBe('Menu 2');
    expect(tree[0]!.children[1]!.title).toBe('菜单3');
    expect(tree[0]!.children[1]!.children).toEqual([{ key: 'button:8', kind: 'button', id: 8, parentId: 3, code: 'b8', title: 'Button 8', children: [] }]);
    expect(tree[0]!.children[2]).toMatchObject({ kind: 'button', children: [] });
  });

  it('makes a menu whose parent is missing a root, and drops a button of a missing menu', () => {
    const tree = grantTree([menu(5, 4)], [button(1, 7)], 'zh');
    expect(tree.map((n) => [n.key, n.title, n.children.length])).toEqual([['menu:5', '菜单5', 0]]);
  });
});

describe('diffGrants', () => {
  it('says what to add and what to remove, once each, in order', () => {
    expect(diffGrants([1, 2, 3], [4, 3, 4])).toEqual({ added: [4], removed: [1, 2] });
    expect(diffGrants([], [])).toEqual({ added: [], removed: [] });
    expect(diffGrants(['b', 'a'], ['c', 'a'])).toEqual({ added: ['c'], removed: ['b'] });
  });
});

describe('splitGrantKeys', () => {
  it('parts checked keys into menu and button ids, keeping what is neither', () => {
    expect(splitGrantKeys(['menu:1', 'button:9', 'menu:3', 'x', 7, 'menu:'])).toEqual({ menuIds: [1, 3], buttonIds: [9], invalid: ['x', '7', 'menu:'] });
  });
});

describe('checks', () => {
  it('names the ids not found', () => {
    expect(unknownIds([5, 1, 5, 9], [1, 2])).toEqual([5, 9]);
  });
  it('names the buttons whose menu is not granted', () => {
    expect(buttonsWithoutMenu([{ id: 9, menuId: 1 }, { id: 10, menuId: 2 }], new Set([1]))).toEqual([10]);
  });
});

describe('data fields', () => {
  const schemas = [{ route: '/a', fields: { name: { type: 'string' as const, title: { zh: '名称', en: 'Name' } }, qty: { type: 'integer' as const, title: { zh: '数量', en: 'Qty' } } } }];
  it('finds the schema of a route and lists its fields with their grant', () => {
    const schema = schemaOfRoute(schemas, '/a')!;
    expect(dataFieldsOf(schema, new Set(['qty']), 'en')).toEqual([
      { field: 'name', title: 'Name', type: 'string', granted: false, mask: null },
      { field: 'qty', title: 'Qty', type: 'integer', granted: true, mask: null },
    ]);
    expect(schemaOfRoute(schemas, '/b')).toBeUndefined();
  });
  it("lists a child table's fields as key.field, and each field's mask", () => {
    const header = { fields: { mobile: { type: 'string' as const, title: { zh: '手机', en: 'Mobile' }, 'x-mask': 'phone' as const } } };
    const boxes = { title: { zh: '箱', en: 'Boxes' }, fields: { boxNo: { type: 'string' as const, title: { zh: '箱号', en: 'Box no.' } } } };
    expect(dataFieldsOf(header, new Set(['boxes.boxNo']), 'en', { boxes })).toEqual([
      { field: 'mobile', title: 'Mobile', type: 'string', granted: false, mask: 'phone' },
      { field: 'boxes.boxNo', title: 'Boxes / Box no.', type: 'string', granted: true, mask: null },
    ]);
  });
});
