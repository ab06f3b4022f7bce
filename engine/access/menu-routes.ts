/** Walking the server menu (spec 01 §2, Navigation): targets, level-1 menus, lookup by path, breadcrumbs. */
import type { MenuEntry } from './menu-entry';

/** Whether an entry shows in a menu: not `hideInMenu`, not `meta.hidden`, and not a detail page (`isShow` false). */
export function isVisibleMenu(entry: MenuEntry): boolean {
  return !entry.hideInMenu && entry.meta.hidden !== true && entry.meta.isShow !== false;
}

/**
 * Where selecting a menu entry goes: its redirect (`meta.redirect`) if it has one, else the target of its first
 * visible child (recursively), else its own path.
 * @example menuTarget(orderSection); // '/orderManage/orderList', the first visible page below it
 */
export function menuTarget(entry: MenuEntry): string {
  const redirect = entry.meta.redirect;
  if (typeof redirect === 'string' && redirect !== '') return redirect;
  const child = entry.routes.find(isVisibleMenu);
  return child ? menuTarget(child) : entry.path;
}

/** Every entry of the tree, depth-first, each parent before its children. */
export function flattenMenu(entries: readonly MenuEntry[]): MenuEntry[] {
  const all: MenuEntry[] = [];
  const visit = (list: readonly MenuEntry[]): void => {
    for (const entry of list) {
      all.push(entry);
      visit(entry.routes);
    }
  };
  visit(entries);
  return all;
}

/** The top-level entries that show in the menu, in server order (the level-1 list and parent-menu switcher). */
export function levelOneMenus(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.filter(isVisibleMenu);
}

/** The first entry (depth-first) with exactly this path, hidden or not. */
export function findMenuByPath(entries: readonly MenuEntry[], path: string): MenuEntry | undefined {
  return flattenMenu(entries).find((entry) => entry.path === path);
}

/**
 * The chain from the top-level entry down to the entry with this path, both included (for breadcrumbs);
 * empty when no entry has the path.
 */
export function menuAncestors(entries: readonly MenuEntry[], path: string): MenuEntry[] {
  for (const entry of entries) {
    if (entry.path === path) return [entry];
    const below = menuAncestors(entry.routes, path);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
}
