/**
 * The rules of a tenant's user accounts (/sysuser, docs/domain/administration.md "Users"): a username is unique
 * across the installation (people sign in with it alone), so is a mobile number (the SMS sign-in finds the person by
 * it); nobody deletes or disables their own account; a tenant keeps at least one enabled administrator. Each read
 * runs on the write's transaction, so the check and the write see the same rows.
 */
import { sql } from 'kysely';
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import type { RequestDb } from '../entity/row-store';
import type { SessionUser } from '../http/request-context';
import { ADMIN_ROLE } from './menu-authority';

/** The user (of any tenant) holding this username, other than `exceptId`. */
export async function usernameHolder(db: RequestDb, username: string, exceptId?: number): Promise<number | undefined> {
  let query = db.selectFrom('sysUser').select('id').where(sql<boolean>`lower(username) = lower(${username})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

/** @throws AppError USERNAME_IN_USE (under `username`) when another account holds it, in any tenant. */
export async function refuseTakenUsername(db: RequestDb, username: string, exceptId?: number): Promise<void> {
  if (await usernameHolder(db, username, exceptId)) throw new AppError('USERNAME_IN_USE', { username }, { username: 'taken' });
}

/** @throws AppError MOBILE_TAKEN (under `mobile`) when another account has this number. */
export async function refuseTakenMobile(db: RequestDb, mobile: unknown, exceptId?: number): Promise<void> {
  if (typeof mobile !== 'string' || mobile === '') return;
  let query = db.selectFrom('sysUser').select('id').where('mobile', '=', mobile);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw new AppError('MOBILE_TAKEN', {}, { mobile: 'taken' });
}

/** The ids of the tenant's enabled administrators (isAdmin 1, or holding ROLE_ADMIN). */
export async function enabledAdminIds(db: RequestDb, tenantId: number): Promise<number[]> {
  const rows = await db.selectFrom('sysUser as u')
    .select('u.id')
    .where('u.tenantId', '=', tenantId)
    .where('u.status', '=', 1)
    .where((eb) => eb.or([
      eb('u.isAdmin', '=', 1),
      eb.exists(eb.selectFrom('sysUserRole as ur').innerJoin('sysRole as r', 'r.id', 'ur.roleId').select('ur.userId').whereRef('ur.userId', '=', 'u.id').where('r.roleCode', '=', ADMIN_ROLE)),
    ]))
    .execute();
  return rows.map((r) => r.id);
}

const ACTIONS = {
  delete: { zh: '删除', en: 'deleted' },
  disable: { zh: '停用', en: 'disabled' },
  demote: { zh: '取消管理员', en: 'made a non-administrator' },
} as const;

const SELF_ACTIONS = { delete: { zh: '删除', en: 'delete' }, disable: { zh: '停用', en: 'disable' }, demote: { zh: '取消管理员身份：', en: 'demote' } } as const;

/** @throws AppError USER_SELF when the caller is among `userIds`. */
export function refuseSelf(user: SessionUser, userIds: readonly number[], action: keyof typeof SELF_ACTIONS, lang: Language): void {
  if (userIds.includes(user.id)) throw new AppError('USER_SELF', { action: SELF_ACTIONS[action][lang] });
}

/**
 * Refuses a change that would leave the tenant without an enabled administrator: `losing` are the users who stop
 * being one (deleted, disabled, demoted). Named by the first such user.
 * @throws AppError LAST_ADMIN
 */
export async function refuseLastAdmin(db: RequestDb, tenantId: number, losing: readonly { id: number; username: string }[], action: keyof typeof ACTIONS, lang: Language): Promise<void> {
  if (!losing.length) return;
  const admins = await enabledAdminIds(db, tenantId);
  const gone = new Set(losing.map((u) => u.id));
  const affected = losing.filter((u) => admins.includes(u.id));
  if (affected.length && admins.every((id) => gone.has(id))) {
    throw new AppError('LAST_ADMIN', { user: affected[0]!.username, action: ACTIONS[action][lang] });
  }
}
