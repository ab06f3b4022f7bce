import type { MenuEntry } from '../../../engine/access/menu-entry';
import { openKeysFor, sidebarItems } from './sidebar-items';

const entry = (path: string, routes: MenuEntry[] = [], meta: MenuEntry['meta'] = {}): MenuEntry => ({
  id: path.length, parentId: null, name: path, path, hideInMenu: false, icon: null, meta: { title: { zh: `中${path}`, en: `en${path}` }, ...meta }, routes, buttons: [],
});

describe('sidebarItems', () => {
  const menu = [
    entry('/operate', [entry('/putScan'), entry('/scanRecordQuery'), entry('/putScanDetail', [], { isShow: false })], { redirect: '/putScan' }),
    entry('/single', [entry('/only')]),
    entry('/kept', [entry('/one')], { alwaysShow: true }),
    entry('/secret', [], { hidden: true }),
  ];
  it('leaves out hidden and detail entries and titles entries in the language', () => {
    const items = sidebarItems(menu, 'en');
    expect(items.map((i) => i.key)).toEqual(['/operate', '/only', '/kept']);
    expect(items[0]!.children!.map((c) => c.label)).toEqual(['en/putScan', 'en/scanRecordQuery']);
  });
  it('shows a lone child in place of its section unless the section is alwaysShow', () => {
    const items = sidebarItems(menu, 'zh');
    expect(items[1]!.key).toBe('/only');
    expect(items[2]!.children!.map((c) => c.key)).toEqual(['/one']);
  });
  it('targets the redirect of a section', () => {
    expect(sidebarItems(menu, 'zh')[0]!.target).toBe('/putScan');
  });
  it('opens the sections above a path', () => {
    expect(openKeysFor(sidebarItems(menu, 'zh'), '/scanRecordQuery')).toEqual(['/operate']);
  });
});
