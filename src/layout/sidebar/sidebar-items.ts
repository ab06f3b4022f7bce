import type { MenuEntry } from '../../../engine/access/menu-entry';
import { isVisibleMenu, levelOneMenus, menuAncestors, menuTarget } from '../../../engine/access/menu-routes';

export interface SidebarItem {
  key: string;
  label: string;
  icon?: string;
  /** Where choosing the entry goes (spec 01 §2: its redirect, else its first child, else its own path). */
  target: string;
  external?: 'wms' | 'monitor';
  children?: SidebarItem[];
}

function titleOf(entry: MenuEntry, language: 'zh' | 'en'): string {
  return entry.meta?.title?.[language] ?? entry.name;
}

/**
 * The sidebar's tree from the menu authority: hidden and detail entries left out, a section with a single visible
 * child shown as that child unless it is `alwaysShow`.
 */
export function sidebarItems(entries: readonly MenuEntry[], language: 'zh' | 'en'): SidebarItem[] {
  const items: SidebarItem[] = [];
  for (const entry of entries) {
    if (!isVisibleMenu(entry)) continue;
    const children = sidebarItems(entry.routes ?? [], language);
    const external = entry.meta?.dataForm === 'WMS' ? 'wms' : (entry.meta?.external as { kind?: string } | undefined)?.kind === 'monitor' ? 'monitor' : undefined;
    const item: SidebarItem = { key: entry.path, label: titleOf(entry, language), icon: entry.icon ?? undefined, target: menuTarget(entry), external };
    if (children.length === 1 && !children[0]!.children && !entry.meta?.alwaysShow) {
      items.push({ ...children[0]!, icon: children[0]!.icon ?? item.icon });
    } else if (children.length) {
      items.push({ ...item, children });
    } else {
      items.push(item);
    }
  }
  return items;
}

/** The keys of the open sub-menus for a path: its ancestors. */
export function openKeysFor(items: readonly SidebarItem[], path: string, trail: string[] = []): string[] {
  for (const item of items) {
    if (item.key === path) return trail;
    if (item.children) {
      const found = openKeysFor(item.children, path, [...trail, item.key]);
      if (found.length || item.children.some((c) => c.key === path)) return found.length ? found : [...trail, item.key];
    }
  }
  return [];
}

/** The level-1 entry with this path among the visible top-level menus, if any. */
export function findSection(entries: readonly MenuEntry[], sectionPath: string | null): MenuEntry | undefined {
  if (!sectionPath) return undefined;
  return levelOneMenus(entries).find((entry) => entry.path === sectionPath);
}

/**
 * The entries the sidebar shows when the parent-menu switcher has chosen a section (spec 01 §2): that section's
 * children, or the section itself when it has no visible child. No choice (null), or a section the menu no longer
 * has, shows the whole menu.
 * @example sectionMenu(menu, '/orderManage'); // the pages and sub-sections under 订单管理
 */
export function sectionMenu(entries: readonly MenuEntry[], sectionPath: string | null): readonly MenuEntry[] {
  const section = findSection(entries, sectionPath);
  if (!section) return entries;
  return section.routes.some(isVisibleMenu) ? section.routes : [section];
}

/** The path of the visible level-1 section that holds this path, if any (a section holds itself). */
export function sectionPathOf(entries: readonly MenuEntry[], path: string): string | undefined {
  const top = menuAncestors(entries, path)[0];
  return top && isVisibleMenu(top) ? top.path : undefined;
}
