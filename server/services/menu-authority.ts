import type { Db } from '../db/database';
import type { SessionUser } from '../http/request-context';
import { buildMenuTree, withAncestors, type MenuButton, type MenuEntry } from './menu-tree';
import { withRecordTitles } from './menu-titles';

export const ADMIN_ROLE = 'ROLE_ADMIN';

/** Whether the user sees every route (spec 01 §6: ROLE_ADMIN sees all; isAdmin 1 is the stored admin flag). */
export function seesEverything(user: Pick<SessionUser, 'isAdmin' | 'roles'>): boolean {
  return user.isAdmin || user.roles.includes(ADMIN_ROLE);
}

/**
 * The menus and buttons granted to the user through their roles (all of them for an administrator). `hiddenPaths`:
 * pages left out whatever the grants (another tenant's user does not see the installation's own pages), with a
 * section left empty by them.
 */
export async function menuAuthority(db: Db, user: SessionUser, language: 'zh' | 'en', hiddenPaths: ReadonlySet<string> = new Set()): Promise<{ menu: MenuEntry[]; menuButton: MenuButton[] }> {
  const stored = await db
    .selectFrom('sysMenu')
    .select(['id', 'menuParent', 'menuCode', 'menuName', 'menuNameEn', 'menuPath', 'menuIcon', 'menuSequence', 'hideInMenu', 'meta'])
    .where('tenantId', '=', user.tenantId)
    .where('menuStatus', '=', 1)
    .execute();
  const rows = withoutPaths(stored, hiddenPaths);
  const buttonRows = await db
    .selectFrom('sysMenuButton')
    .select(['id', 'menuId', 'buttonCode'])
    .where('tenantId', '=', user.tenantId)
    .execute();
  let visibleRows = rows;
  const shown = new Set(rows.map((r) => r.id));
  let visibleButtons = buttonRows.filter((b) => shown.has(b.menuId));
  if (!seesEverything(user)) {
    const roleIds = db.selectFrom('sysUserRole').select('roleId').where('userId', '=', user.id);
    const grantedMenus = await db.selectFrom('sysRoleMenu').select('menuId').where('roleId', 'in', roleIds).execute();
    const grantedButtons = await db.selectFrom('sysRoleMenuButton').select('menuButtonId').where('roleId', 'in', roleIds).execute();
    const parents = new Map(rows.map((r) => [r.id, r.menuParent]));
    const visible = withAncestors(new Set(grantedMenus.map((g) => g.menuId)), parents);
    const buttonIds = new Set(grantedButtons.map((g) => g.menuButtonId));
    visibleRows = rows.filter((r) => visible.has(r.id));
    visibleButtons = buttonRows.filter((b) => buttonIds.has(b.id) && visible.has(b.menuId));
  }
  const menuButton = visibleButtons.map((b) => ({ menuId: b.menuId, buttonId: b.id, menuButton: b.buttonCode }));
  // The tenant's language records of the menu titles (/bdtLanguage) over the catalogue's: read at every call.
  const records = await db.selectFrom('baseLanguage').select(['propertyName', 'chinese', 'english']).where('tenantId', '=', user.tenantId).where('propertyName', 'like', 'route.%').execute();
  const titled = withRecordTitles(visibleRows, new Map(records.map((r) => [r.propertyName, r])));
  return { menu: buildMenuTree(titled, menuButton, language), menuButton };
}

/** The menus but those at `paths`, and but the sections that had children and have none left. */
function withoutPaths<T extends { id: number; menuParent: number | null; menuPath: string }>(rows: T[], paths: ReadonlySet<string>): T[] {
  if (!paths.size) return rows;
  const kept = rows.filter((row) => !paths.has(row.menuPath));
  const hadChildren = new Set(rows.map((row) => row.menuParent));
  const hasChildren = new Set(kept.map((row) => row.menuParent));
  return kept.filter((row) => !hadChildren.has(row.id) || hasChildren.has(row.id));
}
