import { buildMenuTree, withAncestors, type MenuRow } from './menu-tree';

const row = (id: number, menuParent: number | null, menuSequence = 0): MenuRow => ({
  id, menuParent, menuSequence, menuCode: `m${id}`, menuName: `菜单${id}`, menuNameEn: `Menu ${id}`, menuPath: `/m${id}`, menuIcon: null, hideInMenu: false, meta: {},
});

describe('buildMenuTree', () => {
  it('nests children under parents in sequence order and attaches buttons', () => {
    const tree = buildMenuTree([row(1, null), row(3, 1, 2), row(2, 1, 1)], [{ menuId: 2, buttonId: 9, menuButton: 'add' }], 'zh');
    expect(tree).toHaveLength(1);
    expect(tree[0]!.routes.map((r) => r.id)).toEqual([2, 3]);
    expect(tree[0]!.routes[0]!.buttons).toEqual([{ menuId: 2, buttonId: 9, menuButton: 'add' }]);
    expect(tree[0]!.name).toBe('菜单1');
  });
  it('names entries in English when asked', () => {
    expect(buildMenuTree([row(1, null)], [], 'en')[0]!.name).toBe('Menu 1');
  });
  it('titles entries with the stored names, so a rename reaches the sidebar', () => {
    const renamed = { ...row(1, null), menuName: '改名', meta: { title: { zh: '原名', en: 'Old' }, titleKey: 'route.x' } };
    expect(buildMenuTree([renamed], [], 'zh')[0]!.meta).toEqual({ title: { zh: '改名', en: 'Menu 1' }, titleKey: 'route.x' });
  });
  it('makes an orphan a root instead of dropping it', () => {
    expect(buildMenuTree([row(5, 4)], [], 'zh').map((r) => r.id)).toEqual([5]);
  });
});

describe('withAncestors', () => {
  it('adds every section above a granted page', () => {
    const parents = new Map<number, number | null>([[1, null], [2, 1], [3, 2], [4, null]]);
    expect([...withAncestors(new Set([3]), parents)].sort()).toEqual([1, 2, 3]);
  });
});
