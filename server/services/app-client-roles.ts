/**
 * Which roles may sign in through an app client (`authorizeRoleToAppClient`, migration 0026). Clients belong to the
 * installation and roles to tenants, so a client names role codes (ROLE_OPERATOR), which every tenant's roles of that
 * code match. A client with none lets anyone sign in; with some, only people holding one of them (checked at sign-in
 * by the token endpoint: password and mobile grants).
 */
import { AppError } from '../errors/app-error';
import type { RequestDb } from '../entity/row-store';

/** The role codes a client is limited to, sorted; empty: not limited. */
export async function clientRoleCodes(db: RequestDb, clientId: number): Promise<string[]> {
  const rows = await db.selectFrom('appClientRole').select('roleCode').where('clientId', '=', clientId).orderBy('roleCode').execute();
  return rows.map((row) => row.roleCode);
}

/** Replaces a client's role codes. */
export async function replaceClientRoleCodes(db: RequestDb, clientId: number, roleCodes: readonly string[]): Promise<void> {
  await db.deleteFrom('appClientRole').where('clientId', '=', clientId).execute();
  if (roleCodes.length) await db.insertInto('appClientRole').values(roleCodes.map((roleCode) => ({ clientId, roleCode }))).execute();
}

/**
 * Whether a person with these role codes may sign in through a client limited to `allowed` (none: anyone).
 * @example mayUseClient(['ROLE_OPERATOR'], ['ROLE_ADMIN']) // false
 */
export function mayUseClient(allowed: readonly string[], userRoles: readonly string[]): boolean {
  return allowed.length === 0 || userRoles.some((role) => allowed.includes(role));
}

/** @throws AppError CLIENT_ROLE_REFUSED when the user holds none of the client's roles. */
export async function refuseClientForUser(db: RequestDb, clientCode: string, userId: number): Promise<void> {
  const allowed = await db.selectFrom('appClientRole as r').innerJoin('appClient as c', 'c.id', 'r.clientId').select('r.roleCode').where('c.clientCode', '=', clientCode).execute();
  if (!allowed.length) return;
  const held = await db.selectFrom('sysUserRole as ur').innerJoin('sysRole as r', 'r.id', 'ur.roleId').select('r.roleCode').where('ur.userId', '=', userId).execute();
  if (!mayUseClient(allowed.map((a) => a.roleCode), held.map((h) => h.roleCode))) throw new AppError('CLIENT_ROLE_REFUSED', { client: clientCode });
}
