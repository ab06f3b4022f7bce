import type { Db } from '../db/database';
import type { SessionUser } from '../http/request-context';
import { platformTenantCode } from './platform-tenant';

/** The caller as the rest of the server sees it: user, tenant, owner site and role codes, in two queries. */
export async function loadSessionUser(db: Db, userId: number, sessionId: string): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('sysUser as u')
    .innerJoin('tenant as t', 't.id', 'u.tenantId')
    .leftJoin('baseSite as s', 's.id', 'u.ownerSiteId')
    .select(['u.id', 'u.tenantId', 't.tenantCode', 'u.username', 'u.nickname', 'u.isAdmin', 's.siteCode', 'u.employeeCode', 'u.subjectId', 'u.status'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row || row.status !== 1) return undefined;
  return {
    id: row.id,
    tenantId: row.tenantId,
    tenantCode: row.tenantCode,
    username: row.username,
    nickname: row.nickname,
    isAdmin: row.isAdmin === 1,
    ownerSiteCode: row.siteCode ?? null,
    employeeCode: row.employeeCode,
    subjectId: row.subjectId,
    sessionId,
    roles: await roleCodes(db, userId),
    platform: row.tenantCode === (await platformTenantCode(db)),
  };
}

export async function roleCodes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select('r.roleCode')
    .where('ur.userId', '=', userId)
    .orderBy('r.roleCode')
    .execute();
  return rows.map((r) => r.roleCode);
}
