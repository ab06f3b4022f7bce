import type { MenuEntry } from '../../../engine/access/menu-entry';
import { findSection, openKeysFor, sectionMenu, sectionPathOf, sidebarItems } from './sidebar-items';

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

describe('sectionMenu', () => {
  const menu = [
    entry('/operate', [entry('/putScan'), entry('/scanRecordQuery')]),
    entry('/alone'),
    entry('/secret', [entry('/inside')], { hidden: true }),
  ];
  it('shows everything without a choice or for a section the menu no longer has', () => {
    expect(sectionMenu(menu, null)).toBe(menu);
    expect(sectionMenu(menu, '/gone')).toBe(menu);
  });
  it("limits the menu to a section's children", () => {
    expect(sectionMenu(menu, '/operate').map((e) => e.path)).toEqual(['/putScan', '/scanRecordQuery']);
  });
  it('shows a section without children as itself', () => {
    expect(sectionMenu(menu, '/alone').map((e) => e.path)).toEqual(['/alone']);
  });
  it('ignores hidden top-level entries', () => {
    expect(findSection(menu, '/secret')).toBeUndefined();
    expect(sectionMenu(menu, '/secret')).toBe(menu);
  });
});

describe('sectionPathOf', () => {
  const menu = [entry('/operate', [entry('/putScan')]), entry('/secret', [entry('/inside')], { hidden: true })];
  it('finds the visible level-1 section holding a path', () => {
    expect(sectionPathOf(menu, '/putScan')).toBe('/operate');
    expect(sectionPathOf(menu, '/operate')).toBe('/operate');
  });
  it('gives nothing outside the menu or under a hidden section', () => {
    expect(sectionPathOf(menu, '/profile/index')).toBeUndefined();
    expect(sectionPathOf(menu, '/inside')).toBeUndefined();
  });
});
