/**
 * The pure parts of granting menus, buttons and data fields to a role (/sysmenu, docs/domain/administration.md
 * "Granting menus to a role"): the checkable tree of menus with their buttons as leaves, the difference between what
 * a role holds and what it is given, and the checks a grant must pass. No database here (menu-grant-store.ts reads
 * and writes).
 */
import type { EntitySchema } from '../../engine/schema/entity-schema';

/** A menu as the grant tree reads it. */
export interface GrantMenuRow {
  id: number;
  menuParent: number | null;
  menuCode: string;
  menuName: string;
  menuNameEn: string | null;
  menuPath: string;
  menuSequence: number;
}

/** A menu's button as the grant tree reads it. */
export interface GrantButtonRow {
  id: number;
  menuId: number;
  buttonCode: string;
  buttonName: string;
  buttonNameEn: string | null;
}

/**
 * A node of the checkable tree: a menu (`menu:<id>`) whose children are its sub-menus and then its buttons
 * (`button:<id>`, leaves). Keys are unique across both kinds, so one list of checked keys says both.
 */
export interface GrantNode {
  key: string;
  kind: 'menu' | 'button';
  id: number;
  /** The menu's id for a button; the parent menu's id (or null) for a menu. */
  parentId: number | null;
  code: string;
  title: string;
  path?: string;
  children: GrantNode[];
}

export const menuKey = (id: number): string => `menu:${id}`;
export const buttonKey = (id: number): string => `button:${id}`;

/**
 * Nests menus (by `menuParent`, in `menuSequence` order) and hangs each menu's buttons under it after its sub-menus.
 * A menu whose parent is not among `menus` is a root.
 * @example grantTree([{ id: 1, menuParent: null, menuCode: 'admin', menuName: '系统管理', … }], [{ id: 9, menuId: 1, buttonCode: 'add', … }], 'zh');
 *   // [{ key: 'menu:1', kind: 'menu', title: '系统管理', children: [{ key: 'button:9', kind: 'button', code: 'add', … }] }]
 */
export function grantTree(menus: readonly GrantMenuRow[], buttons: readonly GrantButtonRow[], lang: 'zh' | 'en'): GrantNode[] {
  const nodes = new Map<number, GrantNode>();
  const sorted = [...menus].sort((a, b) => a.menuSequence - b.menuSequence || a.id - b.id);
  for (const menu of sorted) {
    nodes.set(menu.id, {
      key: menuKey(menu.id), kind: 'menu', id: menu.id, parentId: menu.menuParent, code: menu.menuCode,
      title: lang === 'en' && menu.menuNameEn ? menu.menuNameEn : menu.menuName, path: menu.menuPath, children: [],
    });
  }
  const roots: GrantNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  for (const button of [...buttons].sort((a, b) => a.id - b.id)) {
    nodes.get(button.menuId)?.children.push({
      key: buttonKey(button.id), kind: 'button', id: button.id, parentId: button.menuId, code: button.buttonCode,
      title: lang === 'en' && button.buttonNameEn ? button.buttonNameEn : button.buttonName, children: [],
    });
  }
  return roots;
}

/**
 * The menu and button ids of a checkable tree's checked keys (`menu:<id>`, `button:<id>`); `invalid` the other keys.
 * @example splitGrantKeys(['menu:1', 'button:9', 'x']); // { menuIds: [1], buttonIds: [9], invalid: ['x'] }
 */
export function splitGrantKeys(keys: readonly unknown[]): { menuIds: number[]; buttonIds: number[]; invalid: string[] } {
  const result = { menuIds: [] as number[], buttonIds: [] as number[], invalid: [] as string[] };
  for (const key of keys) {
    const match = typeof key === 'string' ? /^(menu|button):(\d{1,9})$/.exec(key) : null;
    if (!match) result.invalid.push(String(key));
    else (match[1] === 'menu' ? result.menuIds : result.buttonIds).push(Number(match[2]));
  }
  return result;
}

/** What replacing a role's grants does: the ids to add and to remove (each in ascending order, no duplicates). */
export interface GrantDiff<T> {
  added: T[];
  removed: T[];
}

/**
 * @example diffGrants([1, 2, 3], [3, 4, 4]); // { added: [4], removed: [1, 2] }
 */
export function diffGrants<T extends number | string>(current: readonly T[], wanted: readonly T[]): GrantDiff<T> {
  const have = new Set(current);
  const want = new Set(wanted);
  const order = (a: T, b: T) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)));
  return {
    added: [...want].filter((id) => !have.has(id)).sort(order),
    removed: [...have].filter((id) => !want.has(id)).sort(order),
  };
}

/** The ids asked for that are not among `known` (another tenant's, or no row at all), ascending. */
export function unknownIds(asked: readonly number[], known: Iterable<number>): number[] {
  const found = new Set(known);
  return [...new Set(asked)].filter((id) => !found.has(id)).sort((a, b) => a - b);
}

/**
 * The buttons whose menu the role is not granted: a role holds a button only with its menu (the menu is not added
 * silently; the caller grants it first or in the same save).
 * @example buttonsWithoutMenu([{ id: 9, menuId: 1 }, { id: 10, menuId: 2 }], new Set([1])); // [10]
 */
export function buttonsWithoutMenu(buttons: readonly { id: number; menuId: number }[], grantedMenus: ReadonlySet<number>): number[] {
  return buttons.filter((b) => !grantedMenus.has(b.menuId)).map((b) => b.id).sort((a, b) => a - b);
}

/** One data field of a menu's page as queryDataFieldByMenuCode answers it. */
export interface DataField {
  /** The field's name; a child table's field is `key.field` (`boxes.boxNo`). */
  field: string;
  title: string;
  type: string;
  granted: boolean;
  /** The field's mask (`x-mask`: `phone`, …) or null: a masked field is sent masked unless the role is granted it. */
  mask: string | null;
}

/**
 * The data fields of the entity schema whose route is a menu's path, in the schema's order, then those of its child
 * tables (`key.field`, titled `子表 / 字段`), each with whether the role holds it and its mask.
 */
export function dataFieldsOf(schema: Pick<EntitySchema, 'fields'>, granted: ReadonlySet<string>, lang: 'zh' | 'en', children: Record<string, Pick<EntitySchema, 'fields' | 'title'>> = {}): DataField[] {
  const of = (fields: EntitySchema['fields'], prefix: string, title: string) => Object.entries(fields).map(([name, field]) => ({
    field: prefix + name, title: title + (field.title?.[lang] ?? name), type: field.type, granted: granted.has(prefix + name), mask: field['x-mask'] ?? null,
  }));
  return [
    ...of(schema.fields, '', ''),
    ...Object.entries(children).flatMap(([key, child]) => of(child.fields, `${key}.`, `${child.title[lang]} / `)),
  ];
}

/** The schema whose route is `path` among `schemas` (a menu's page), if one is. */
export function schemaOfRoute<S extends Pick<EntitySchema, 'route'>>(schemas: Iterable<S>, path: string): S | undefined {
  for (const schema of schemas) if (schema.route === path) return schema;
  return undefined;
}
