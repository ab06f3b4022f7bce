/**
 * Who the form designer may design for and preview as (docs/domain/devtool.md): an administrator of the platform
 * tenant chooses among every tenant, any other administrator only their own; a tenant's roles are its `sys_role`.
 */
import { AppError } from '../errors/app-error';
import type { SessionUser } from '../http/request-context';
import type { RequestDb } from '../entity/row-store';
import { ADMIN_ROLE } from '../services/menu-authority';

/** A tenant the caller may choose, with its roles (src/pages/devtool/devtool-api.ts `Audience`). */
export interface Audience {
  tenantId: number;
  tenantCode: string;
  tenantName: string;
  roles: { roleId: number; roleCode: string; roleName: string }[];
}

/** A chosen tenant and role: `role` null for the tenant's administrator (no role named, or ROLE_ADMIN). */
export interface ChosenAudience {
  tenantId: number;
  tenantCode: string;
  role: { roleId: number; roleCode: string } | null;
  /** The role code as asked (ROLE_ADMIN stays named), for the tracer's texts. */
  roleCode: string | null;
}

/** The tenants the caller (an administrator) may choose, by id, each with its roles by code. */
export async function audiencesOf(db: RequestDb, user: SessionUser): Promise<Audience[]> {
  let tenants = db.selectFrom('tenant').select(['id', 'tenantCode', 'tenantName']).orderBy('id');
  if (!user.platform) tenants = tenants.where('id', '=', user.tenantId);
  const rows = await tenants.execute();
  if (!rows.length) return [];
  const roles = await db.selectFrom('sysRole').select(['id', 'tenantId', 'roleCode', 'roleName'])
    .where('tenantId', 'in', rows.map((row) => row.id)).orderBy('roleCode').execute();
  return rows.map((row) => ({
    tenantId: row.id,
    tenantCode: row.tenantCode,
    tenantName: row.tenantName,
    roles: roles.filter((role) => role.tenantId === row.id).map((role) => ({ roleId: role.id, roleCode: role.roleCode, roleName: role.roleName })),
  }));
}

/**
 * The tenant and role a preview or trace is for.
 * @throws AppError NOT_FOUND naming the tenant (unknown, or one the caller may not choose) or the role.
 */
export async function chooseAudience(db: RequestDb, user: SessionUser, tenantCode: string, roleCode: string | null | undefined): Promise<ChosenAudience> {
  const tenant = await db.selectFrom('tenant').select(['id', 'tenantCode']).where('tenantCode', '=', tenantCode).executeTakeFirst();
  // Another tenant reads as missing to a tenant's own administrator, as another tenant's rows do.
  if (!tenant || (!user.platform && tenant.id !== user.tenantId)) throw new AppError('NOT_FOUND', { what: `tenant ${tenantCode}` });
  if (!roleCode || roleCode === ADMIN_ROLE) return { tenantId: tenant.id, tenantCode: tenant.tenantCode, role: null, roleCode: roleCode ?? null };
  const role = await db.selectFrom('sysRole').select(['id', 'roleCode']).where('tenantId', '=', tenant.id).where('roleCode', '=', roleCode).executeTakeFirst();
  if (!role) throw new AppError('NOT_FOUND', { what: `role ${roleCode} of tenant ${tenantCode}` });
  return { tenantId: tenant.id, tenantCode: tenant.tenantCode, role: { roleId: role.id, roleCode: role.roleCode }, roleCode: role.roleCode };
}
