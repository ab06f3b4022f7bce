/**
 * /bdtSysrole's own calls (schemas/admin/sysrole.json `commands`, spec 02 §7 "sysrole"): a user's roles, the roles
 * assigned or not to a user or a post, the checkbox list of roles for a user, whether a role code is taken, the users
 * holding a role (replaced by `authorizeUserToRole`), and the users and menus of a role for its detail tabs. Each is
 * a command of selection none served under the spec's call name; the reads answer under `result`. Always within the
 * caller's tenant: another tenant's role or user is not found. The rules: docs/domain/administration.md "Roles".
 */
import { AppError } from '../errors/app-error';
import { recordAudit } from '../entity/audit-log';
import type { RequestDb } from '../entity/row-store';
import type { SessionUser } from '../http/request-context';
import { roleOfTenant } from '../services/menu-grant-store';
import { diffGrants, unknownIds } from '../services/menu-grants';
import { idList } from './sysmenu-commands';
import type { CommandImplementation, CommandRegistry } from './registry';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import { ADMIN_ROLE } from '../services/menu-authority';

/** The audit entity of a role's users being replaced (rowId: the role's id). */
export const ROLE_USERS_AUDIT_ENTITY = 'admin.sysrole.users';

const ROLE_COLUMNS = ['r.id', 'r.roleCode', 'r.roleName', 'r.roleType', 'r.roleDescription'] as const;

function tenantRoles(db: RequestDb, user: SessionUser) {
  return db.selectFrom('sysRole as r').select(ROLE_COLUMNS).where('r.tenantId', '=', user.tenantId).orderBy('r.roleCode');
}

/** The caller's tenant's user by id, or 404 naming it. */
async function userOfTenant(db: RequestDb, user: SessionUser, userId: number): Promise<number> {
  const found = await db.selectFrom('sysUser').select('id').where('id', '=', userId).where('tenantId', '=', user.tenantId).executeTakeFirst();
  if (!found) throw new AppError('ROW_NOT_FOUND', { entity: 'sysuser', ids: String(userId) });
  return found.id;
}

const rolesOfUser = (db: RequestDb, userId: number) => db.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId);

/** The roles of the user with this subject id (the id the account calls know a person by). */
const queryRoleNameBySubjectId: CommandImplementation = async ({ ctx, params }) => {
  const found = await ctx.db.selectFrom('sysUser').select('id').where('subjectId', '=', params.subjectId as string).where('tenantId', '=', ctx.user.tenantId).executeTakeFirst();
  if (!found) throw new AppError('ROW_NOT_FOUND', { entity: 'sysuser', ids: String(params.subjectId) });
  return { result: await tenantRoles(ctx.db, ctx.user).where('r.id', 'in', rolesOfUser(ctx.db, found.id)).execute() };
};

/**
 * The roles assigned (`assign` 1, the default) or not assigned (0) to a user (`userId`) or to a post (`postCode`: a
 * post has no roles of its own; its roles are those its holders hold). One of the two is needed.
 */
const queryRoleName: CommandImplementation = async ({ ctx, params }) => {
  const { db, user } = ctx;
  let held;
  if (params.userId !== undefined && params.userId !== null) {
    held = rolesOfUser(db, await userOfTenant(db, user, params.userId as number));
  } else if (typeof params.postCode === 'string' && params.postCode) {
    const post = await db.selectFrom('sysPost').select('id').where('postCode', '=', params.postCode).where('tenantId', '=', user.tenantId).executeTakeFirst();
    if (!post) throw new AppError('ROW_NOT_FOUND', { entity: 'syspost', ids: params.postCode });
    held = db.selectFrom('sysUserRole').select('roleId').where('userId', 'in', db.selectFrom('sysUserPost').select('userId').where('postId', '=', post.id));
  } else {
    throw new AppError('VALIDATION', { detail: 'userId or postCode is required' }, { userId: 'required' });
  }
  const query = tenantRoles(db, user);
  return { result: await (params.assign === '0' ? query.where('r.id', 'not in', held) : query.where('r.id', 'in', held)).execute() };
};

/** Every role of the tenant with `checked` for those the user holds (none without a user): a checkbox group's options. */
const queryRoleNameCheckbox: CommandImplementation = async ({ ctx, params }) => {
  const roles = await tenantRoles(ctx.db, ctx.user).execute();
  const held = params.userId === undefined || params.userId === null
    ? new Set<number>()
    : new Set((await rolesOfUser(ctx.db, await userOfTenant(ctx.db, ctx.user, params.userId as number)).execute()).map((r) => r.roleId));
  return { result: roles.map((role) => ({ ...role, checked: held.has(role.id) })) };
};

/** Whether the code is taken by a role of the tenant (`roleId`: other than this one, when editing it). */
const queryRoleCode: CommandImplementation = async ({ ctx, params }) => {
  let query = ctx.db.selectFrom('sysRole').select('id').where('tenantId', '=', ctx.user.tenantId).where('roleCode', '=', params.roleCode as string);
  if (typeof params.roleId === 'number') query = query.where('id', '<>', params.roleId);
  return { result: (await query.executeTakeFirst()) !== undefined };
};

/** Replaces the users holding the role with `userIds` (users of the caller's tenant; 400 naming any other). */
const authorizeUserToRole: CommandImplementation = async ({ ctx, params }) => {
  const { db, user } = ctx;
  const roleId = params.roleId as number;
  await roleOfTenant(db, user, roleId);
  const wanted = [...new Set(idList(params.userIds, 'userIds'))];
  if (wanted.length) {
    const known = await db.selectFrom('sysUser').select('id').where('tenantId', '=', user.tenantId).where('id', 'in', wanted).execute();
    const missing = unknownIds(wanted, known.map((r) => r.id));
    if (missing.length) throw new AppError('GRANT_NOT_FOUND', { what: ctx.lang === 'zh' ? '用户' : 'users', ids: missing.join(', ') }, { userIds: 'not found' });
  }
  const before = (await db.selectFrom('sysUserRole').select('userId').where('roleId', '=', roleId).orderBy('userId').execute()).map((r) => r.userId);
  const { added, removed } = diffGrants(before, wanted);
  if (removed.length) await db.deleteFrom('sysUserRole').where('roleId', '=', roleId).where('userId', 'in', removed).execute();
  if (added.length) await db.insertInto('sysUserRole').values(added.map((userId) => ({ userId, roleId }))).execute();
  if (added.length || removed.length) {
    await recordAudit(db, { tenantId: user.tenantId, entityId: ROLE_USERS_AUDIT_ENTITY, rowId: roleId, action: 'command', changed: { userIds: [before, [...wanted].sort((a, b) => a - b)] }, username: user.username, at: new Date() });
  }
  return { result: { added, removed } };
};

/** The users holding the role (its detail's Users tab). */
const queryRoleUsers: CommandImplementation = async ({ ctx, params }) => {
  const roleId = params.roleId as number;
  await roleOfTenant(ctx.db, ctx.user, roleId);
  const result = await ctx.db.selectFrom('sysUser as u').innerJoin('sysUserRole as ur', 'ur.userId', 'u.id')
    .select(['u.id', 'u.username', 'u.nickname', 'u.mobile', 'u.status'])
    .where('ur.roleId', '=', roleId).where('u.tenantId', '=', ctx.user.tenantId).orderBy('u.username').execute();
  return { result };
};

/** The menus the role holds, each with the codes of its buttons the role holds (its detail's Menus tab). */
const queryRoleMenus: CommandImplementation = async ({ ctx, params }) => {
  const roleId = params.roleId as number;
  await roleOfTenant(ctx.db, ctx.user, roleId);
  const menus = await ctx.db.selectFrom('sysMenu as m').innerJoin('sysRoleMenu as rm', 'rm.menuId', 'm.id')
    .select(['m.id', 'm.menuCode', 'm.menuName', 'm.menuNameEn', 'm.menuPath'])
    .where('rm.roleId', '=', roleId).where('m.tenantId', '=', ctx.user.tenantId).orderBy('m.menuPath').execute();
  const buttons = await ctx.db.selectFrom('sysRoleMenuButton as rb').innerJoin('sysMenuButton as b', 'b.id', 'rb.menuButtonId')
    .select(['b.menuId', 'b.buttonCode']).where('rb.roleId', '=', roleId).orderBy('b.id').execute();
  const byMenu = new Map<number, string[]>();
  for (const b of buttons) byMenu.set(b.menuId, [...(byMenu.get(b.menuId) ?? []), b.buttonCode]);
  const title = (m: (typeof menus)[number]) => (ctx.lang === 'en' && m.menuNameEn ? m.menuNameEn : m.menuName);
  return { result: menus.map((m) => ({ ...m, menuName: title(m), buttons: (byMenu.get(m.id) ?? []).join(', ') })) };
};

export function registerSysRoleCommands(registry: CommandRegistry): void {
  const commands: Record<string, CommandImplementation> = {
    queryRoleNameBySubjectId, queryRoleName, queryRoleNameCheckbox, queryRoleCode, authorizeUserToRole, queryRoleUsers, queryRoleMenus,
  };
  for (const [name, implementation] of Object.entries(commands)) registry.register(`admin.sysrole.${name}`, implementation);
}

/**
 * The role's own write rules (`hooks: "admin.sysrole"`): ROLE_ADMIN is never deleted and its code never changes (the
 * server knows administrators by it); a role still given to users or app clients is not deleted, the message says
 * how many hold it (nothing is deleted).
 */
const hooks: WriteHooks = {
  async beforeUpdate({ values, before }) {
    if (before.roleCode === ADMIN_ROLE && Object.hasOwn(values, 'roleCode') && values.roleCode !== ADMIN_ROLE) {
      throw new AppError('ROLE_ADMIN_FIXED', {}, { roleCode: 'fixed' });
    }
  },
  async beforeRemove({ ctx, rows }) {
    for (const row of rows) {
      const role = String(row.roleCode);
      if (role === ADMIN_ROLE) throw new AppError('ROLE_ADMIN_FIXED');
      const users = await ctx.db.selectFrom('sysUserRole').select((eb) => eb.fn.countAll<string>().as('n')).where('roleId', '=', row.id).executeTakeFirstOrThrow();
      // App clients are the installation's: they name roles by code, whichever tenant's.
      const clients = await ctx.db.selectFrom('appClientRole').select((eb) => eb.fn.countAll<string>().as('n')).where('roleCode', '=', role).executeTakeFirstOrThrow();
      if (Number(users.n) || Number(clients.n)) throw new AppError('ROLE_IN_USE', { role: `${role} ${String(row.roleName)}`, users: Number(users.n), clients: Number(clients.n) });
    }
  },
};

export function registerSysRoleHooks(registry: WriteHookRegistry): void {
  registry.register('admin.sysrole', hooks);
}
