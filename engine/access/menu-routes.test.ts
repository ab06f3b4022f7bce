import type { MenuEntry, MenuMeta } from './menu-entry';
import { findMenuByPath, flattenMenu, isVisibleMenu, levelOneMenus, menuAncestors, menuTarget } from './menu-routes';

let nextId = 1;
function entry(path: string, options: { meta?: MenuMeta; hideInMenu?: boolean; routes?: MenuEntry[] } = {}): MenuEntry {
  const id = nextId++;
  const routes = options.routes ?? [];
  for (const child of routes) child.parentId = id;
  return {
    id, parentId: null, name: path, path, hideInMenu: options.hideInMenu ?? false, icon: null,
    meta: options.meta ?? {}, routes, buttons: [],
  };
}

function menu(): MenuEntry[] {
  return [
    entry('/', {
      meta: { redirect: '/workbench' },
      routes: [entry('/workbench', { meta: { affix: true } }), entry('/mynotification')],
    }),
    entry('/orderManage', {
      routes: [
        entry('/orderManage/detail', { hideInMenu: true }),
        entry('/orderManage/hiddenByMeta', { meta: { hidden: true } }),
        entry('/orderManage/lists', {
          routes: [entry('/orderManage/detail2', { meta: { isShow: false } }), entry('/orderList')],
        }),
      ],
    }),
    entry('/profile/index', { hideInMenu: true }),
    entry('/empty'),
  ];
}

describe('menuTarget', () => {
  it('follows the redirect first', () => {
    expect(menuTarget(menu()[0])).toBe('/workbench');
  });

  it("goes to the first visible child's target, skipping hidden entries and detail pages", () => {
    expect(menuTarget(menu()[1])).toBe('/orderList');
  });

  it('falls back to its own path without redirect or visible children', () => {
    expect(menuTarget(menu()[3])).toBe('/empty');
    const onlyHidden = entry('/x', { routes: [entry('/x/detail', { hideInMenu: true })] });
    expect(menuTarget(onlyHidden)).toBe('/x');
  });

  it('ignores an empty redirect', () => {
    expect(menuTarget(entry('/y', { meta: { redirect: '' }, routes: [entry('/y/a')] }))).toBe('/y/a');
  });
});

describe('flattenMenu', () => {
  it('lists every entry depth-first, parents before children', () => {
    expect(flattenMenu(menu()).map((e) => e.path)).toEqual([
      '/', '/workbench', '/mynotification', '/orderManage', '/orderManage/detail', '/orderManage/hiddenByMeta',
      '/orderManage/lists', '/orderManage/detail2', '/orderList', '/profile/index', '/empty',
    ]);
    expect(flattenMenu([])).toEqual([]);
  });
});

describe('levelOneMenus', () => {
  it('keeps the visible top-level entries in order', () => {
    const list = [...menu(), entry('/hiddenTop', { meta: { hidden: true } })];
    expect(levelOneMenus(list).map((e) => e.path)).toEqual(['/', '/orderManage', '/empty']);
  });
});

describe('isVisibleMenu', () => {
  it('hides hideInMenu, meta.hidden and isShow false', () => {
    expect(isVisibleMenu(entry('/a'))).toBe(true);
    expect(isVisibleMenu(entry('/a', { hideInMenu: true }))).toBe(false);
    expect(isVisibleMenu(entry('/a', { meta: { hidden: true } }))).toBe(false);
    expect(isVisibleMenu(entry('/a', { meta: { isShow: false } }))).toBe(false);
  });
});

describe('findMenuByPath', () => {
  it('finds nested and hidden entries by exact path', () => {
    expect(findMenuByPath(menu(), '/orderList')?.path).toBe('/orderList');
    expect(findMenuByPath(menu(), '/orderManage/detail')?.hideInMenu).toBe(true);
    expect(findMenuByPath(menu(), '/orderlist')).toBeUndefined();
  });
});

describe('menuAncestors', () => {
  it('gives the chain from the top down to the entry', () => {
    expect(menuAncestors(menu(), '/orderList').map((e) => e.path)).toEqual(['/orderManage', '/orderManage/lists', '/orderList']);
    expect(menuAncestors(menu(), '/empty').map((e) => e.path)).toEqual(['/empty']);
  });

  it('is empty for an unknown path', () => {
    expect(menuAncestors(menu(), '/nowhere')).toEqual([]);
  });
});
