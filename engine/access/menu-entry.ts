/**
 * The menu the server returns for the user (spec 01 §3, reply of queryCurrentAuthority): the browser's own copy of
 * the shape, so browser code never imports server code. Keep it in step with `server/services/menu-tree.ts`.
 */

/** A title in both interface languages. */
export interface MenuTitle {
  zh: string;
  en: string;
}

/** A button the user may use on a menu route; `menuButton` is the button code (e.g. `add`). */
export interface MenuButton {
  menuId: number;
  buttonId: number;
  menuButton: string;
}

/** The route flags a menu entry carries (the route catalogue's metadata). Unknown keys are allowed. */
export interface MenuMeta {
  title?: MenuTitle;
  titleKey?: string;
  hidden?: boolean;
  affix?: boolean;
  noCache?: boolean;
  alwaysShow?: boolean;
  /** false for detail pages hidden from the menu. */
  isShow?: boolean;
  dataForm?: 'WMS' | string;
  redirect?: string;
  roles?: string[];
  external?: { kind: string; url?: string };
  order?: number;
  [key: string]: unknown;
}

/** One menu entry with its children (`routes`) and its permitted buttons. */
export interface MenuEntry {
  id: number;
  parentId: number | null;
  /** The title in the language the menu was asked for. */
  name: string;
  path: string;
  hideInMenu: boolean;
  icon: string | null;
  meta: MenuMeta;
  routes: MenuEntry[];
  buttons: MenuButton[];
}
