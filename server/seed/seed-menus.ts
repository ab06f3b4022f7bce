import type { RouteCatalogue, RouteEntry, RouteNode } from '../../engine/schema/route-catalogue';
import type { Db } from '../db/database';

/** Routes that become menu entries: everything but the public pages and the defined-but-unmounted demo. */
export function isMenuRoute(route: RouteEntry): boolean {
  return !route.public && route.mounted !== false;
}

/**
 * Writes the route catalogue into a tenant's menu tables, with each page's buttons, without undoing an administrator's
 * work (`/sysmenu`): a route never seeded before is inserted; a menu still as the seed wrote it (`updated_by` null —
 * every edit through the engine stamps it) is refreshed from the catalogue (titles, icon, flags, order, parent); an
 * edited menu is left as it is; a seeded menu that is gone (an administrator deleted it) stays gone
 * (`sys_menu_seeded`, migration 0019). New buttons are added, button titles refreshed. Returns the menu id of every
 * path that has a menu, for role grants.
 */
export async function seedMenus(db: Db, tenantId: number, catalogue: RouteCatalogue): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const seeded = new Set((await db.selectFrom('sysMenuSeeded').select('menuPath').where('tenantId', '=', tenantId).execute()).map((r) => r.menuPath));
  const existing = new Map((await db.selectFrom('sysMenu').select(['id', 'menuPath']).where('tenantId', '=', tenantId).execute()).map((r) => [r.menuPath, r.id]));
  if (!seeded.size && !existing.size) return seedNewTenantMenus(db, tenantId, catalogue);
  let sequence = 0;
  const visit = async (node: RouteNode, parentId: number | null): Promise<void> => {
    const route = node.route;
    if (!isMenuRoute(route)) return;
    sequence += 1;
    const { path, buttons } = route;
    // Deleted by an administrator after it was seeded: its branch stays deleted too.
    if (seeded.has(path) && !existing.has(path)) return;
    const values = menuValues(route, parentId, sequence);
    let id = existing.get(path);
    if (id === undefined) {
      id = (await db.insertInto('sysMenu').values({ tenantId, menuPath: path, ...values }).returning('id').executeTakeFirstOrThrow()).id;
    } else {
      await db.updateTable('sysMenu').set(values).where('id', '=', id).where('updatedBy', 'is', null).execute();
    }
    if (!seeded.has(path)) await db.insertInto('sysMenuSeeded').values({ tenantId, menuPath: path }).onConflict((oc) => oc.doNothing()).execute();
    ids.set(path, id);
    for (const button of buttons ?? []) {
      await db.insertInto('sysMenuButton').values({ tenantId, menuId: id, buttonCode: button.code, buttonName: button.title.zh, buttonNameEn: button.title.en })
        .onConflict((oc) => oc.columns(['menuId', 'buttonCode']).doUpdateSet({ buttonName: button.title.zh, buttonNameEn: button.title.en }))
        .execute();
    }
    for (const child of node.children) await visit(child, id);
  };
  for (const node of catalogue.tree()) await visit(node, null);
  return ids;
}

/** A route's menu columns as the seed writes them (title, icon, flags, order among the catalogue's, parent). */
function menuValues(route: RouteEntry, parentId: number | null, sequence: number) {
  const { path: _path, name, title, titleKey, icon, buttons: _buttons, parent: _parent, ...flags } = route;
  return {
    menuCode: name, menuName: title.zh, menuNameEn: title.en, menuIcon: icon ?? null, menuSequence: route.order ?? sequence, menuParent: parentId,
    hideInMenu: route.hidden === true || route.isShow === false, meta: JSON.stringify({ title, titleKey, ...flags }), menuComponent: null,
  };
}

/**
 * A tenant without menus (a new one, /tenant/systenant, or the demo tenants' first start): the same rows as
 * {@link seedMenus} writes one by one, in a few bulk inserts — one per level of the tree, then the buttons — so a new
 * tenant is ready in the add call's transaction without some two thousand round trips.
 */
async function seedNewTenantMenus(db: Db, tenantId: number, catalogue: RouteCatalogue): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let sequence = 0;
  const order = new Map<string, number>();
  const number = (nodes: RouteNode[]): void => nodes.filter((node) => isMenuRoute(node.route)).forEach((node) => {
    sequence += 1;
    order.set(node.route.path, sequence);
    number(node.children);
  });
  number(catalogue.tree());
  let level = catalogue.tree().map((node) => ({ node, parentId: null as number | null }));
  while (level.length) {
    const menus = level.filter(({ node }) => isMenuRoute(node.route));
    if (!menus.length) break;
    const values = menus.map(({ node, parentId }) => ({ tenantId, menuPath: node.route.path, ...menuValues(node.route, parentId, order.get(node.route.path)!) }));
    const inserted = await db.insertInto('sysMenu').values(values).returning(['id', 'menuPath']).execute();
    for (const row of inserted) ids.set(row.menuPath, row.id);
    level = menus.flatMap(({ node }) => node.children.map((child) => ({ node: child, parentId: ids.get(node.route.path)! })));
  }
  if (!ids.size) return ids;
  await db.insertInto('sysMenuSeeded').values([...ids.keys()].map((menuPath) => ({ tenantId, menuPath }))).onConflict((oc) => oc.doNothing()).execute();
  const buttons = catalogue.all().filter((route) => ids.has(route.path)).flatMap((route) => (route.buttons ?? []).map((button) => ({
    tenantId, menuId: ids.get(route.path)!, buttonCode: button.code, buttonName: button.title.zh, buttonNameEn: button.title.en,
  })));
  if (buttons.length) await db.insertInto('sysMenuButton').values(buttons).onConflict((oc) => oc.doNothing()).execute();
  return ids;
}

export interface RoleGrant {
  /** Sections and pages granted, with everything below them. */
  paths: string[];
  /** Button codes granted on those pages; '*' for all. */
  buttons: string[] | '*';
}

/** Grants a role the menus under `grant.paths` and the matching buttons (idempotent). */
export async function grantRole(db: Db, roleId: number, grant: RoleGrant, catalogue: RouteCatalogue, menuIds: Map<string, number>): Promise<void> {
  const paths = new Set<string>();
  const add = (path: string) => {
    if (!menuIds.has(path)) return;
    paths.add(path);
    for (const child of catalogue.children(path)) add(child.path);
  };
  grant.paths.forEach(add);
  const menuIdList = [...paths].map((p) => menuIds.get(p)!);
  if (!menuIdList.length) return;
  await db.insertInto('sysRoleMenu').values(menuIdList.map((menuId) => ({ roleId, menuId }))).onConflict((oc) => oc.doNothing()).execute();
  let buttons = db.selectFrom('sysMenuButton').select('id').where('menuId', 'in', menuIdList);
  if (grant.buttons !== '*') buttons = buttons.where('buttonCode', 'in', grant.buttons.length ? grant.buttons : ['-']);
  const buttonRows = await buttons.execute();
  if (buttonRows.length) await db.insertInto('sysRoleMenuButton').values(buttonRows.map((b) => ({ roleId, menuButtonId: b.id }))).onConflict((oc) => oc.doNothing()).execute();
}

/**
 * Writes a role's data fields per page (`sys_role_menu_data`) where the role holds the page and has none yet: the
 * demo's example configuration, never over an administrator's.
 */
export async function grantRoleDataFields(db: Db, roleId: number, dataFields: Record<string, string[]>, menuIds: Map<string, number>): Promise<void> {
  for (const [path, fields] of Object.entries(dataFields)) {
    const menuId = menuIds.get(path);
    if (menuId === undefined || !fields.length) continue;
    const holds = await db.selectFrom('sysRoleMenu').select('menuId').where('roleId', '=', roleId).where('menuId', '=', menuId).executeTakeFirst();
    const configured = await db.selectFrom('sysRoleMenuData').select('fieldName').where('roleId', '=', roleId).where('menuId', '=', menuId).executeTakeFirst();
    if (!holds || configured) continue;
    await db.insertInto('sysRoleMenuData').values(fields.map((fieldName) => ({ roleId, menuId, fieldName }))).execute();
  }
}
