import type { MenuEntry } from './menu-entry';
import { buttonState, buttonsForPath, canSeeRoute, permittedPathSet } from './route-access';

function entry(id: number, path: string, buttons: string[] = [], routes: MenuEntry[] = []): MenuEntry {
  return {
    id, parentId: null, name: path, path, hideInMenu: false, icon: null, meta: {}, routes,
    buttons: buttons.map((code, i) => ({ menuId: id, buttonId: id * 100 + i, menuButton: code })),
  };
}

const menu: MenuEntry[] = [
  entry(1, '/operate', [], [
    entry(2, '/operate/warehouseOperation', [], [entry(3, '/putScan', ['scan', 'print'])]),
  ]),
  entry(4, '/sysuser', ['add']),
];

describe('permittedPathSet', () => {
  it('holds every path of the menu, nested ones included', () => {
    expect([...permittedPathSet(menu)].sort()).toEqual(['/operate', '/operate/warehouseOperation', '/putScan', '/sysuser']);
  });
});

describe('canSeeRoute', () => {
  const paths = permittedPathSet(menu);
  const clerk = { roles: ['ROLE_CLERK'] };

  it('lets ROLE_ADMIN see every route, even outside the menu and with other roles listed', () => {
    const admin = { roles: ['ROLE_ADMIN'] };
    expect(canSeeRoute({ path: '/nowhere' }, admin, new Set())).toBe(true);
    expect(canSeeRoute({ path: '/permission', roles: ['ROLE_EDITOR'] }, admin, new Set())).toBe(true);
  });

  it('needs the path in the server menu for everyone else', () => {
    expect(canSeeRoute({ path: '/putScan' }, clerk, paths)).toBe(true);
    expect(canSeeRoute({ path: '/sysrole' }, clerk, paths)).toBe(false);
  });

  it('needs one of the listed roles when the route lists roles', () => {
    expect(canSeeRoute({ path: '/sysuser', roles: ['ROLE_EDITOR'] }, clerk, paths)).toBe(false);
    expect(canSeeRoute({ path: '/sysuser', roles: ['ROLE_EDITOR'] }, { roles: ['ROLE_X', 'ROLE_EDITOR'] }, paths)).toBe(true);
    expect(canSeeRoute({ path: '/sysuser', roles: [] }, clerk, paths)).toBe(true);
  });

  it('does not let a listed role bypass the menu', () => {
    expect(canSeeRoute({ path: '/sysrole', roles: ['ROLE_EDITOR'] }, { roles: ['ROLE_EDITOR'] }, paths)).toBe(false);
  });
});

describe('buttonsForPath', () => {
  it('gives the button codes of that route', () => {
    expect([...buttonsForPath(menu, '/putScan')].sort()).toEqual(['print', 'scan']);
    expect([...buttonsForPath(menu, '/sysuser')]).toEqual(['add']);
  });

  it('is empty for a route without buttons or outside the menu', () => {
    expect(buttonsForPath(menu, '/operate').size).toBe(0);
    expect(buttonsForPath(menu, '/nowhere').size).toBe(0);
  });
});

describe('buttonState', () => {
  const allowed = new Set(['scan']);

  it('enables a granted button in either mode', () => {
    expect(buttonState('scan', allowed, 'disable')).toBe('enabled');
    expect(buttonState('scan', allowed, 'remove')).toBe('enabled');
  });

  it('disables or removes a button that is not granted, as the mode says', () => {
    expect(buttonState('print', allowed, 'disable')).toBe('disabled');
    expect(buttonState('print', allowed, 'remove')).toBe('removed');
  });
});
