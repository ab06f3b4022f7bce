/**
 * A new tenant made ready to use (/tenant/systenant, docs/domain/administration.md "Tenants"): its menus from the
 * route catalogue (the seed's own code, server/seed/seed-menus.ts), its administrators' role and its first
 * administrator, so that person can sign in at once. And the other end: a tenant nobody has worked in is deleted with
 * what its creation made; one in use is refused.
 */
import { sql } from 'kysely';
import { routeCatalogue } from '../../schemas/routes';
import { ADMIN_ROLE } from './menu-authority';
import { AppError } from '../errors/app-error';
import type { RequestDb } from '../entity/row-store';
import { seedMenus } from '../seed/seed-menus';
import { hashPassword } from './password-hash';
import { copyRouteRows } from './url-route-table';

/** The tables a tenant's creation fills (deleted with a tenant nobody worked in), in an order the foreign keys allow. */
const SETUP_TABLES = ['sys_url', 'sys_user', 'sys_role', 'sys_menu_button', 'sys_menu', 'sys_menu_seeded'] as const;

/** Writes a new tenant's menus, its ROLE_ADMIN role and its first administrator (isAdmin 1). */
export async function provisionTenant(db: RequestDb, tenant: { id: number; tenantCode: string; tenantName: string }, admin: { username: string; password: string }): Promise<void> {
  await seedMenus(db, tenant.id, routeCatalogue);
  await copyRouteRows(db, tenant.id);
  const role = await db.insertInto('sysRole').values({ tenantId: tenant.id, roleCode: ADMIN_ROLE, roleName: '超级管理员', roleType: 'platform', roleDescription: 'Sees every route' })
    .returning('id').executeTakeFirstOrThrow();
  const user = await db.insertInto('sysUser').values({
    tenantId: tenant.id, username: admin.username, passwordHash: await hashPassword(admin.password), nickname: `${tenant.tenantName}管理员`.slice(0, 64),
    mobile: null, email: null, avatar: null, geographic: null, address: null, profile: null, isAdmin: 1, ownerSiteId: null, customerId: null,
    subjectId: `S-${admin.username}`, subjectName: tenant.tenantName, employeeCode: null, lockedUntil: null,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('sysUserRole').values({ userId: user.id, roleId: role.id }).execute();
}

/** How much a tenant has been used: users who have signed in, and rows of every tenant table but the setup ones. */
export async function tenantUse(db: RequestDb, tenantId: number): Promise<{ users: number; rows: number }> {
  const signedIn = await db.selectFrom('authSession').select((eb) => eb.fn.count<string>('userId').distinct().as('count')).where('tenantId', '=', tenantId).executeTakeFirstOrThrow();
  const { rows: tables } = await sql<{ table: string }>`
    SELECT table_name AS table FROM information_schema.columns
    WHERE column_name = 'tenant_id' AND table_schema = current_schema() ORDER BY table_name`.execute(db);
  let rows = 0;
  for (const { table } of tables) {
    if ((SETUP_TABLES as readonly string[]).includes(table) || table === 'auth_session') continue;
    const { rows: [found] } = await sql<{ count: string }>`SELECT count(*) AS count FROM ${sql.table(table)} WHERE tenant_id = ${tenantId}`.execute(db);
    rows += Number(found?.count ?? 0);
  }
  return { users: Number(signedIn.count), rows };
}

/**
 * Deletes what a tenant's creation made, after checking nobody worked in it (the engine then deletes the tenant's
 * row). @throws AppError TENANT_IN_USE naming the users who signed in and the business rows.
 */
export async function clearUnusedTenant(db: RequestDb, tenant: { id: number; tenantCode: string }): Promise<void> {
  const use = await tenantUse(db, tenant.id);
  if (use.users > 0 || use.rows > 0) throw new AppError('TENANT_IN_USE', { tenant: tenant.tenantCode, users: use.users, rows: use.rows });
  await db.deleteFrom('authSession').where('tenantId', '=', tenant.id).execute();
  for (const table of SETUP_TABLES) await sql`DELETE FROM ${sql.table(table)} WHERE tenant_id = ${tenant.id}`.execute(db);
}
