/** A menu row as stored, with its route metadata. */
export interface MenuRow {
  id: number;
  menuParent: number | null;
  menuCode: string;
  menuName: string;
  menuNameEn: string | null;
  menuPath: string;
  menuIcon: string | null;
  menuSequence: number;
  hideInMenu: boolean;
  meta: Record<string, unknown> | null;
}

export interface MenuButton {
  menuId: number;
  buttonId: number;
  menuButton: string;
}

/** Menu entry of spec 01 §3 (id, parentId, name, path, hideInMenu, routes, buttons) plus its route metadata. */
export interface MenuEntry {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  hideInMenu: boolean;
  icon: string | null;
  meta: Record<string, unknown>;
  routes: MenuEntry[];
  buttons: MenuButton[];
}

/**
 * Nests menu rows into the tree the browser builds its routes from. Rows whose parent is not among `rows` become
 * roots, so a grant of a page without its section still shows. Children keep `menuSequence` order.
 */
export function buildMenuTree(rows: MenuRow[], buttons: MenuButton[], language: 'zh' | 'en'): MenuEntry[] {
  const byMenu = new Map<number, MenuButton[]>();
  for (const b of buttons) byMenu.set(b.menuId, [...(byMenu.get(b.menuId) ?? []), b]);
  const entries = new Map<number, MenuEntry>();
  for (const row of [...rows].sort((a, b) => a.menuSequence - b.menuSequence || a.id - b.id)) {
    entries.set(row.id, {
      id: row.id,
      parentId: row.menuParent,
      name: language === 'en' && row.menuNameEn ? row.menuNameEn : row.menuName,
      path: row.menuPath,
      hideInMenu: row.hideInMenu,
      icon: row.menuIcon,
      // The names as stored win over the catalogue's titles in meta: an administrator's rename (/sysmenu) shows.
      meta: { ...(row.meta ?? {}), title: { zh: row.menuName, en: row.menuNameEn || row.menuName } },
      routes: [],
      buttons: byMenu.get(row.id) ?? [],
    });
  }
  const roots: MenuEntry[] = [];
  for (const entry of entries.values()) {
    const parent = entry.parentId === null ? undefined : entries.get(entry.parentId);
    if (parent) parent.routes.push(entry);
    else roots.push(entry);
  }
  return roots;
}

/** Adds the ancestors of every granted menu, so a granted page is reachable through its sections. */
export function withAncestors(granted: Set<number>, parents: Map<number, number | null>): Set<number> {
  const result = new Set<number>();
  for (const id of granted) {
    let current: number | null | undefined = id;
    while (current !== null && current !== undefined && !result.has(current)) {
      result.add(current);
      current = parents.get(current);
    }
  }
  return result;
}
