/**
 * Reads and writes what a role is granted of menus, buttons and data fields (sys_role_menu, sys_role_menu_button,
 * sys_role_menu_data), always within the caller's tenant: another tenant's role is not found (404), another
 * tenant's menus or buttons are refused by id (400), never granted. Writes replace a role's grants in the request's
 * transaction and leave one audit row; the grant tables move the authority version (migrations 0017, 0021), so the
 * granted users' next request sees the change. The rules: docs/domain/administration.md "Granting menus to a role".
 */
import { AppError } from '../errors/app-error';
import { recordAudit, type ChangedFields } from '../entity/audit-log';
import type { RequestDb } from '../entity/row-store';
import type { SessionUser } from '../http/request-context';
import { buttonsWithoutMenu, diffGrants, grantTree, unknownIds, type GrantNode } from './menu-grants';

type Lang = 'zh' | 'en';

/** The audit entity of grant changes (rowId: the role's id). */
export const GRANT_AUDIT_ENTITY = 'admin.sysmenu.grant';

const whatOf = { role: { zh: '角色', en: 'role' }, menu: { zh: '菜单', en: 'menus' }, button: { zh: '按钮', en: 'buttons' } } as const;

function notFound(kind: keyof typeof whatOf, ids: readonly (number | string)[], lang: Lang): AppError {
  return new AppError('GRANT_NOT_FOUND', { what: whatOf[kind][lang], ids: ids.join(', ') });
}

/** The caller's tenant's role by id, or 404 naming it. */
export async function roleOfTenant(db: RequestDb, user: SessionUser, roleId: number): Promise<{ id: number; roleCode: string }> {
  const role = await db.selectFrom('sysRole').select(['id', 'roleCode']).where('id', '=', roleId).where('tenantId', '=', user.tenantId).executeTakeFirst();
  if (!role) throw new AppError('ROLE_NOT_FOUND', { role: String(roleId) });
  return role;
}

/** The caller's tenant's role by code, or 404 naming it. */
export async function roleByCode(db: RequestDb, user: SessionUser, roleCode: string): Promise<{ id: number; roleCode: string }> {
  const role = await db.selectFrom('sysRole').select(['id', 'roleCode']).where('roleCode', '=', roleCode).where('tenantId', '=', user.tenantId).executeTakeFirst();
  if (!role) throw new AppError('ROLE_NOT_FOUND', { role: roleCode });
  return role;
}

/** The caller's tenant's menu by code, or 404 naming it. */
export async function menuByCode(db: RequestDb, user: SessionUser, menuCode: string, lang: Lang): Promise<{ id: number; menuCode: string; menuPath: string }> {
  const menu = await db.selectFrom('sysMenu').select(['id', 'menuCode', 'menuPath']).where('menuCode', '=', menuCode).where('tenantId', '=', user.tenantId).executeTakeFirst();
  if (!menu) throw new AppError('GRANT_NOT_FOUND', { what: whatOf.menu[lang], ids: menuCode }, { menuCode: 'not found' });
  return menu;
}

export async function grantedMenuIds(db: RequestDb, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('sysRoleMenu').select('menuId').where('roleId', '=', roleId).orderBy('menuId').execute();
  return rows.map((r) => r.menuId);
}

export async function grantedButtonIds(db: RequestDb, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('sysRoleMenuButton').select('menuButtonId').where('roleId', '=', roleId).orderBy('menuButtonId').execute();
  return rows.map((r) => r.menuButtonId);
}

/** The checkable tree of the tenant's menus with their buttons as leaves. */
export async function tenantGrantTree(db: RequestDb, user: SessionUser, lang: Lang): Promise<GrantNode[]> {
  const menus = await db.selectFrom('sysMenu').select(['id', 'menuParent', 'menuCode', 'menuName', 'menuNameEn', 'menuPath', 'menuSequence']).where('tenantId', '=', user.tenantId).execute();
  const buttons = await db.selectFrom('sysMenuButton').select(['id', 'menuId', 'buttonCode', 'buttonName', 'buttonNameEn']).where('tenantId', '=', user.tenantId).execute();
  return grantTree(menus, buttons, lang);
}

/** The buttons among `ids` of the caller's tenant, with their menu; 400 naming any other. */
async function tenantButtons(db: RequestDb, user: SessionUser, ids: readonly number[], lang: Lang): Promise<{ id: number; menuId: number }[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('sysMenuButton').select(['id', 'menuId']).where('tenantId', '=', user.tenantId).where('id', 'in', [...ids]).execute();
  const missing = unknownIds(ids, rows.map((r) => r.id));
  if (missing.length) throw notFound('button', missing, lang);
  return rows;
}

async function audit(db: RequestDb, user: SessionUser, roleId: number, changed: ChangedFields): Promise<void> {
  if (!Object.keys(changed).length) return;
  await recordAudit(db, { tenantId: user.tenantId, entityId: GRANT_AUDIT_ENTITY, rowId: roleId, action: 'command', changed, username: user.username, at: new Date() });
}

/**
 * Replaces the role's menus with `menuIds` (400 naming ids not of the tenant). The buttons and data fields of the
 * menus it loses go with them. With `buttonIds`, the role's buttons are replaced too, in the same transaction.
 */
export async function replaceRoleMenus(db: RequestDb, user: SessionUser, roleId: number, menuIds: readonly number[], buttonIds: readonly number[] | undefined, lang: Lang) {
  await roleOfTenant(db, user, roleId);
  const wanted = [...new Set(menuIds)];
  if (wanted.length) {
    const known = await db.selectFrom('sysMenu').select('id').where('tenantId', '=', user.tenantId).where('id', 'in', wanted).execute();
    const missing = unknownIds(wanted, known.map((r) => r.id));
    if (missing.length) throw notFound('menu', missing, lang);
  }
  const before = await grantedMenuIds(db, roleId);
  const { added, removed } = diffGrants(before, wanted);
  if (removed.length) {
    await db.deleteFrom('sysRoleMenu').where('roleId', '=', roleId).where('menuId', 'in', removed).execute();
    const lostButtons = db.selectFrom('sysMenuButton').select('id').where('menuId', 'in', removed);
    await db.deleteFrom('sysRoleMenuButton').where('roleId', '=', roleId).where('menuButtonId', 'in', lostButtons).execute();
    await db.deleteFrom('sysRoleMenuData').where('roleId', '=', roleId).where('menuId', 'in', removed).execute();
  }
  if (added.length) await db.insertInto('sysRoleMenu').values(added.map((menuId) => ({ roleId, menuId }))).execute();
  await audit(db, user, roleId, added.length || removed.length ? { menuIds: [before, [...wanted].sort((a, b) => a - b)] } : {});
  const buttons = buttonIds ? await replaceRoleButtons(db, user, roleId, buttonIds, undefined, lang) : undefined;
  return { added, removed, ...(buttons ? { buttons } : {}) };
}

/**
 * Replaces the role's buttons with `buttonIds` — all of them, or with `menuId` only those of that menu. A button
 * of a menu the role does not hold is refused (400 naming it): grant the menu first, or in the same save.
 */
export async function replaceRoleButtons(db: RequestDb, user: SessionUser, roleId: number, buttonIds: readonly number[], menuId: number | undefined, lang: Lang) {
  await roleOfTenant(db, user, roleId);
  const wanted = [...new Set(buttonIds)];
  const rows = await tenantButtons(db, user, wanted, lang);
  if (menuId !== undefined) {
    const outside = rows.filter((r) => r.menuId !== menuId).map((r) => r.id);
    if (outside.length) throw notFound('button', outside, lang);
  }
  const orphans = buttonsWithoutMenu(rows, new Set(await grantedMenuIds(db, roleId)));
  if (orphans.length) throw new AppError('GRANT_BUTTON_WITHOUT_MENU', { ids: orphans.join(', ') });
  let current = db.selectFrom('sysRoleMenuButton as rb').innerJoin('sysMenuButton as b', 'b.id', 'rb.menuButtonId').select('rb.menuButtonId').where('rb.roleId', '=', roleId);
  if (menuId !== undefined) current = current.where('b.menuId', '=', menuId);
  const before = (await current.execute()).map((r) => r.menuButtonId);
  const { added, removed } = diffGrants(before, wanted);
  if (removed.length) await db.deleteFrom('sysRoleMenuButton').where('roleId', '=', roleId).where('menuButtonId', 'in', removed).execute();
  if (added.length) await db.insertInto('sysRoleMenuButton').values(added.map((menuButtonId) => ({ roleId, menuButtonId }))).execute();
  await audit(db, user, roleId, added.length || removed.length ? { buttonIds: [before.sort((a, b) => a - b), [...wanted].sort((a, b) => a - b)] } : {});
  return { added, removed };
}

export async function grantedFieldNames(db: RequestDb, roleId: number, menuId: number): Promise<string[]> {
  const rows = await db.selectFrom('sysRoleMenuData').select('fieldName').where('roleId', '=', roleId).where('menuId', '=', menuId).orderBy('fieldName').execute();
  return rows.map((r) => r.fieldName);
}

/**
 * Replaces (or, with `remove`, takes away) the role's data fields of one menu. Fields must be the menu's page's
 * (`fields`, 400 naming the others); the role must hold the menu to be given its fields.
 */
export async function writeRoleFields(db: RequestDb, user: SessionUser, input: { roleId: number; menuId: number; menuCode: string; names: readonly string[]; fields: readonly string[]; remove?: boolean }) {
  const { roleId, menuId } = input;
  await roleOfTenant(db, user, roleId);
  const known = new Set(input.fields);
  const strange = [...new Set(input.names)].filter((name) => !known.has(name));
  if (strange.length) throw new AppError('GRANT_FIELD_NOT_FOUND', { menu: input.menuCode, fields: strange.join(', ') }, { fieldNames: 'not found' });
  const before = await grantedFieldNames(db, roleId, menuId);
  let wanted: string[];
  if (input.remove) {
    const dropped = new Set(input.names.length ? input.names : before);
    wanted = before.filter((name) => !dropped.has(name));
  } else {
    if (input.names.length && !(await grantedMenuIds(db, roleId)).includes(menuId)) throw new AppError('GRANT_FIELD_WITHOUT_MENU', { menu: input.menuCode });
    wanted = [...new Set(input.names)];
  }
  const { added, removed } = diffGrants(before, wanted);
  if (removed.length) await db.deleteFrom('sysRoleMenuData').where('roleId', '=', roleId).where('menuId', '=', menuId).where('fieldName', 'in', removed).execute();
  if (added.length) await db.insertInto('sysRoleMenuData').values(added.map((fieldName) => ({ roleId, menuId, fieldName }))).execute();
  await audit(db, user, roleId, added.length || removed.length ? { [`fields.${input.menuCode}`]: [before, [...wanted].sort()] } : {});
  return { added, removed };
}
