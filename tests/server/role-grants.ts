import type { Db } from '../../server/db/database';

/**
 * Grants a demo tenant's role a menu and, optionally, some of its buttons, as an administrator would: what a test
 * needs to show that a user passes once granted (and only then).
 */
export async function grantRoleMenu(db: Db, grant: { tenantCode?: string; roleCode: string; path: string; buttons?: string[] }): Promise<void> {
  const tenant = await db.selectFrom('tenant').select('id').where('tenantCode', '=', grant.tenantCode ?? 'demo').executeTakeFirstOrThrow();
  const role = await db.selectFrom('sysRole').select('id').where('tenantId', '=', tenant.id).where('roleCode', '=', grant.roleCode).executeTakeFirstOrThrow();
  const menu = await db.selectFrom('sysMenu').select('id').where('menuPath', '=', grant.path).where('tenantId', '=', tenant.id).executeTakeFirstOrThrow();
  await db.insertInto('sysRoleMenu').values({ roleId: role.id, menuId: menu.id }).onConflict((oc) => oc.doNothing()).execute();
  const buttons = grant.buttons ?? [];
  if (!buttons.length) return;
  const granted = await db.selectFrom('sysMenuButton').select('id').where('menuId', '=', menu.id).where('buttonCode', 'in', buttons).execute();
  await db.insertInto('sysRoleMenuButton').values(granted.map((b) => ({ roleId: role.id, menuButtonId: b.id }))).onConflict((oc) => oc.doNothing()).execute();
}
