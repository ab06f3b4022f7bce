import type { Db } from '../db/database';
import type { SessionUser } from '../http/request-context';
import { buildMenuTree, withAncestors, type MenuButton, type MenuEntry } from './menu-tree';

export const ADMIN_ROLE = 'ROLE_ADMIN';

/** Whether the user sees every route (spec 01 §6: ROLE_ADMIN sees all; isAdmin 1 is the stored admin flag). */
export function seesEverything(user: Pick<SessionUser, 'isAdmin' | 'roles'>): boolean {
  return user.isAdmin || user.roles.includes(ADMIN_ROLE);
}

/** The menus and buttons granted to the user through their roles (all of them for an administrator). */
export async function menuAuthority(db: Db, user: SessionUser, language: 'zh' | 'en'): Promise<{ menu: MenuEntry[]; menuButton: MenuButton[] }> {
  const rows = await db
    .selectFrom('sysMenu')
    .select(['id', 'menuParent', 'menuCode', 'menuName', 'menuNameEn', 'menuPath', 'menuIcon', 'menuSequence', 'hideInMenu', 'meta'])
    .where('tenantId', '=', user.tenantId)
    .where('menuStatus', '=', 1)
    .execute();
  const buttonRows = await db
    .selectFrom('sysMenuButton')
    .select(['id', 'menuId', 'buttonCode'])
    .where('tenantId', '=', user.tenantId)
    .execute();
  let visibleRows = rows;
  let visibleButtons = buttonRows;
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
  return { menu: buildMenuTree(visibleRows, menuButton, language), menuButton };
}
