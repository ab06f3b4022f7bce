/**
 * /sysuser's own calls and write rules (schemas/admin/sysuser.json `commands` and `hooks`, spec 02 §7 "sysuser"), and
 * /onlinesysuser's force-out. The rules themselves: server/services/user-accounts.ts; docs/domain/administration.md
 * "Users (用户)" and "Online users (在线用户)".
 */
import { AppError } from '../errors/app-error';
import { recordAudit } from '../entity/audit-log';
import { linkValues, writeLinks } from '../entity/link-fields';
import type { StoredRow } from '../entity/row-store';
import type { WriteContext } from '../entity/entity-service';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import { FORCED_OUT } from '../plugins/authentication';
import { assertPasswordPolicy } from '../routes/account';
import { ADMIN_ROLE, seesEverything } from '../services/menu-authority';
import { hashPassword } from '../services/password-hash';
import { enabledAdminIds, refuseLastAdmin, refuseSelf, refuseTakenMobile, refuseTakenUsername } from '../services/user-accounts';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { CommandImplementation, CommandRegistry, CommandRun } from './registry';

/** The users' entity (schemas/admin/sysuser.json). */
const USERS = 'admin.sysuser';

const NEEDS_PASSWORD = { zh: '请输入初始密码（8 到 31 位，数字和字母的组合）', en: 'Enter an initial password (8 to 31 characters combining digits and letters)' };
const NOT_HERE = { zh: '密码不在这里修改：请用「重置密码」', en: 'Passwords are not changed here: use Reset password' };

/** The password sent, checked against the policy (spec 01 §5), or a 400 under `field`. */
function checkedPassword(value: unknown, field: string, lang: 'zh' | 'en'): string {
  if (typeof value !== 'string' || value === '') throw new AppError('VALIDATION', { detail: `${field} is required` }, { [field]: NEEDS_PASSWORD[lang] });
  assertPasswordPolicy(value, field);
  return value;
}

/** The ids of the tenant's ROLE_ADMIN role (none or one). */
async function adminRoleIds(ctx: WriteContext): Promise<number[]> {
  const rows = await ctx.db.selectFrom('sysRole').select('id').where('tenantId', '=', ctx.user.tenantId).where('roleCode', '=', ADMIN_ROLE).execute();
  return rows.map((r) => r.id);
}

/** The user's role ids as stored. */
async function roleIdsOf(ctx: WriteContext, userId: number): Promise<number[]> {
  return (await ctx.db.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId).execute()).map((r) => r.roleId);
}

/**
 * Refuses an update that would leave the tenant without an enabled administrator, or disable or demote the caller:
 * the user's standing after the write (status, isAdmin, roles as sent or as stored) against before.
 */
async function refuseLosingAdmin(ctx: WriteContext, before: StoredRow, values: Record<string, unknown>): Promise<void> {
  const status = values.status ?? before.status;
  const disabling = before.status === 1 && status === 0;
  if (disabling) refuseSelf(ctx.user, [before.id], 'disable', ctx.lang);
  const roles = Object.hasOwn(values, 'roleIds') ? linkValues(values.roleIds).map(Number) : await roleIdsOf(ctx, before.id);
  const adminRoles = await adminRoleIds(ctx);
  const adminAfter = status === 1 && ((values.isAdmin ?? before.isAdmin) === 1 || roles.some((id) => adminRoles.includes(id)));
  if (adminAfter || !(await enabledAdminIds(ctx.db, ctx.user.tenantId)).includes(before.id)) return;
  if (!disabling) refuseSelf(ctx.user, [before.id], 'demote', ctx.lang);
  await refuseLastAdmin(ctx.db, ctx.user.tenantId, [{ id: before.id, username: String(before.username) }], disabling ? 'disable' : 'demote', ctx.lang);
}

/** Only an administrator makes someone an administrator (isAdmin 1, or ROLE_ADMIN given): 403 for anyone else. */
async function refuseMakingAdmin(ctx: WriteContext, values: Record<string, unknown>, before?: StoredRow): Promise<void> {
  if (seesEverything(ctx.user)) return;
  const raising = values.isAdmin === 1 && before?.isAdmin !== 1;
  const adminRoles = await adminRoleIds(ctx);
  const held = before ? await roleIdsOf(ctx, before.id) : [];
  const giving = Object.hasOwn(values, 'roleIds') && linkValues(values.roleIds).map(Number).some((id) => adminRoles.includes(id) && !held.includes(id));
  if (raising || giving) throw new AppError('FORBIDDEN');
}

const userHooks: WriteHooks = {
  async beforeCreate({ ctx, values }) {
    const password = checkedPassword(values.password, 'password', ctx.lang);
    await refuseMakingAdmin(ctx, values);
    await refuseTakenUsername(ctx.db, String(values.username));
    await refuseTakenMobile(ctx.db, values.mobile);
    return { password_hash: await hashPassword(password), subject_name: values.nickname ?? null };
  },
  async beforeUpdate({ ctx, values, before }) {
    if (typeof values.password === 'string' && values.password !== '') throw new AppError('VALIDATION', { detail: 'password: use resetPass' }, { password: NOT_HERE[ctx.lang] });
    if (values.username !== undefined && values.username !== before.username) await refuseTakenUsername(ctx.db, String(values.username), before.id);
    if (values.mobile !== undefined && values.mobile !== before.mobile) await refuseTakenMobile(ctx.db, values.mobile, before.id);
    await refuseMakingAdmin(ctx, values, before);
    await refuseLosingAdmin(ctx, before, values);
  },
  async beforeRemove({ ctx, rows }) {
    refuseSelf(ctx.user, rows.map((r) => r.id), 'delete', ctx.lang);
    await refuseLastAdmin(ctx.db, ctx.user.tenantId, rows.map((r) => ({ id: r.id, username: String(r.username) })), 'delete', ctx.lang);
  },
};

/**
 * The user a command names, locked, and the users' model: on /sysuser the row the engine locked; on a query page
 * over the same accounts (/bdtSysuser, `handler` naming these implementations) the row of that id in the caller's
 * tenant (404 otherwise).
 */
async function userOf(run: CommandRun): Promise<{ users: EntityModel; user: StoredRow }> {
  const users = run.model.table ? run.model : run.models.get(USERS)!;
  return { users, user: run.model.table ? run.row! : await run.service.lockRow(run.ctx, users, run.row!.id) };
}

/** A new password for the user (policy-checked, stored hashed); every session of theirs ends. */
const resetPass: CommandImplementation = async (run) => {
  const { ctx, service, params } = run;
  if (!run.row) return;
  const { users: model, user: row } = await userOf(run);
  const password = checkedPassword(params.password, 'password', ctx.lang);
  await ctx.db.updateTable('sysUser').set({ passwordHash: await hashPassword(password), failedLogins: 0, lockedUntil: null }).where('id', '=', row.id).execute();
  await ctx.db.updateTable('authSession').set({ revokedAt: new Date(), revokedReason: 'password-reset' }).where('userId', '=', row.id).where('revokedAt', 'is', null).execute();
  // The row's version and audit line (the password itself is never recorded).
  return { row: await service.writeFields(ctx, model, row, {}) };
};

/** Replaces the user's roles with `roleIds`: roles of the caller's tenant only; the last administrator keeps theirs. */
const authorizeRoleToUser: CommandImplementation = async (run) => {
  const { ctx, service, params } = run;
  if (!run.row) return;
  const { users: model, user: row } = await userOf(run);
  const wanted = linkValues(params.roleIds);
  if (wanted.some((id) => typeof id !== 'number')) throw new AppError('VALIDATION', { detail: 'roleIds must be role ids' }, { roleIds: 'invalid' });
  const ids = wanted as number[];
  const found = ids.length ? (await ctx.db.selectFrom('sysRole').select('id').where('tenantId', '=', ctx.user.tenantId).where('id', 'in', ids).execute()).map((r) => r.id) : [];
  const missing = ids.filter((id) => !found.includes(id));
  if (missing.length) throw new AppError('GRANT_NOT_FOUND', { what: ctx.lang === 'zh' ? '角色' : 'roles', ids: missing.join(', ') }, { roleIds: 'not found' });
  await refuseMakingAdmin(ctx, { roleIds: ids }, row);
  await refuseLosingAdmin(ctx, row, { roleIds: ids });
  const changed = await writeLinks(ctx.db, model, row.id, { roleIds: ids }, ctx.user.tenantId);
  const written = await service.writeFields(ctx, model, row, {});
  if (Object.keys(changed).length) await recordAudit(ctx.db, { tenantId: ctx.user.tenantId, entityId: model.id, rowId: row.id, action: 'command', changed, username: ctx.user.username, at: new Date() });
  return { row: written };
};

/** The tenant's online users (the sessions /onlinesysuser lists), the caller's own session marked `current`. */
const queryOnlineSysUser: CommandImplementation = async ({ ctx }) => {
  const rows = await ctx.db.selectFrom('onlineSysUser')
    .select(['id', 'userId', 'username', 'nickname', 'ownerSiteCode', 'ownerSiteName', 'ip', 'userAgent', 'clientCode', 'signedInAt', 'lastSeenAt'])
    .where('tenantId', '=', ctx.user.tenantId)
    .orderBy('lastSeenAt', 'desc')
    .limit(5000)
    .execute();
  const own = await ctx.db.selectFrom('authSession').select('sessionNo').where('id', '=', ctx.user.sessionId).executeTakeFirst();
  return { result: rows.map((r) => ({ ...r, current: r.id === own?.sessionNo })) };
};

/** Whether a username is taken, in any tenant (usernames are unique across the installation). */
const queryUsername: CommandImplementation = async ({ ctx, params }) => {
  const username = String(params.username);
  const taken = await ctx.db.selectFrom('sysUser').select('id').where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase())).executeTakeFirst();
  return { result: { username, taken: !!taken } };
};

/** Ends one online session of the tenant (not the caller's own): its next request is a 401 and the browser signs out. */
const forceOut: CommandImplementation = async ({ ctx, row }) => {
  if (!row) return;
  const session = await ctx.db.selectFrom('authSession as s').innerJoin('sysUser as u', 'u.id', 's.userId')
    .select(['s.id', 's.userId', 'u.username'])
    .where('s.sessionNo', '=', row.id).where('s.tenantId', '=', ctx.user.tenantId).where('s.revokedAt', 'is', null)
    .executeTakeFirst();
  if (!session) throw new AppError('ROW_NOT_FOUND', { entity: ctx.lang === 'zh' ? '在线用户' : 'online users', ids: String(row.id) });
  if (session.id === ctx.user.sessionId) throw new AppError('OWN_SESSION');
  await ctx.db.updateTable('authSession').set({ revokedAt: new Date(), revokedReason: FORCED_OUT }).where('id', '=', session.id).execute();
  await recordAudit(ctx.db, { tenantId: ctx.user.tenantId, entityId: 'admin.onlinesysuser', rowId: row.id, action: 'command', changed: { forcedOut: [session.username, null] }, username: ctx.user.username, at: new Date() });
};

export function registerSysUserCommands(registry: CommandRegistry): void {
  const commands: Record<string, CommandImplementation> = { resetPass, authorizeRoleToUser, queryOnlineSysUser, queryUsername };
  for (const [name, implementation] of Object.entries(commands)) registry.register(`admin.sysuser.${name}`, implementation);
  registry.register('admin.onlinesysuser.forceOut', forceOut);
}

export function registerSysUserHooks(registry: WriteHookRegistry): void {
  registry.register('admin.sysuser', userHooks);
}
