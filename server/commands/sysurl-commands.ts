/**
 * /sysurl's calls (schemas/admin/sysurl.json `commands`, spec 02 §7 "sysurl"): the roles of a URL resource and the
 * URL resources of a role, read and replaced (`authorizeRoleToUrl`, `authorizeUrlToRole`), and the toolbar's "Grant
 * to role" over a checkable tree of the tenant's URLs grouped by tag. Within the caller's tenant: another tenant's URL
 * or role is not found (404), another tenant's ids in a list are refused by id (400). Each change is one audit row
 * and moves the authority version (migration 0025): the server enforces it from the next request
 * (server/plugins/url-permissions.ts). The rules: docs/domain/administration.md "URL permissions".
 */
import { AppError } from '../errors/app-error';
import { recordAudit, type ChangedFields } from '../entity/audit-log';
import type { RequestDb } from '../entity/row-store';
import type { SessionUser } from '../http/request-context';
import { roleOfTenant } from '../services/menu-grant-store';
import { diffGrants, unknownIds } from '../services/menu-grants';
import { idList } from './sysmenu-commands';
import type { CommandImplementation, CommandRegistry } from './registry';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';

/** The audit entity of URL grant changes (rowId: the URL resource's id or the role's, as `changed` says). */
export const URL_GRANT_AUDIT_ENTITY = 'admin.sysurl.grant';

async function urlOfTenant(db: RequestDb, user: SessionUser, urlId: number): Promise<number> {
  const found = await db.selectFrom('sysUrl').select('id').where('id', '=', urlId).where('tenantId', '=', user.tenantId).executeTakeFirst();
  if (!found) throw new AppError('URL_NOT_FOUND', { url: String(urlId) });
  return found.id;
}

/** 400 naming the ids that are not of the caller's tenant. */
async function refuseForeign(db: RequestDb, user: SessionUser, table: 'sysUrl' | 'sysRole', ids: number[], what: { zh: string; en: string }, param: string, lang: 'zh' | 'en') {
  if (!ids.length) return;
  const known = await db.selectFrom(table).select('id').where('tenantId', '=', user.tenantId).where('id', 'in', ids).execute();
  const missing = unknownIds(ids, known.map((r) => r.id));
  if (missing.length) throw new AppError('GRANT_NOT_FOUND', { what: what[lang], ids: missing.join(', ') }, { [param]: 'not found' });
}

async function audit(db: RequestDb, user: SessionUser, rowId: number, changed: ChangedFields) {
  await recordAudit(db, { tenantId: user.tenantId, entityId: URL_GRANT_AUDIT_ENTITY, rowId, action: 'command', changed, username: user.username, at: new Date() });
}

const rolesOfUrl = async (db: RequestDb, urlId: number) =>
  (await db.selectFrom('sysRoleUrl').select('roleId').where('urlId', '=', urlId).orderBy('roleId').execute()).map((r) => r.roleId);
const urlsOfRole = async (db: RequestDb, roleId: number) =>
  (await db.selectFrom('sysRoleUrl').select('urlId').where('roleId', '=', roleId).orderBy('urlId').execute()).map((r) => r.urlId);

/** Replaces the roles granted a URL resource. */
export async function replaceUrlRoles(db: RequestDb, user: SessionUser, urlId: number, roleIds: number[], lang: 'zh' | 'en') {
  await urlOfTenant(db, user, urlId);
  const wanted = [...new Set(roleIds)];
  await refuseForeign(db, user, 'sysRole', wanted, { zh: '角色', en: 'roles' }, 'roleIds', lang);
  const before = await rolesOfUrl(db, urlId);
  const { added, removed } = diffGrants(before, wanted);
  if (removed.length) await db.deleteFrom('sysRoleUrl').where('urlId', '=', urlId).where('roleId', 'in', removed).execute();
  if (added.length) await db.insertInto('sysRoleUrl').values(added.map((roleId) => ({ roleId, urlId }))).execute();
  if (added.length || removed.length) await audit(db, user, urlId, { roleIds: [before, [...wanted].sort((a, b) => a - b)] });
  return { added, removed };
}

/** Replaces the URL resources granted a role. */
export async function replaceRoleUrls(db: RequestDb, user: SessionUser, roleId: number, urlIds: number[], lang: 'zh' | 'en') {
  await roleOfTenant(db, user, roleId);
  const wanted = [...new Set(urlIds)];
  await refuseForeign(db, user, 'sysUrl', wanted, { zh: 'URL资源', en: 'URL resources' }, 'urlIds', lang);
  const before = await urlsOfRole(db, roleId);
  const { added, removed } = diffGrants(before, wanted);
  if (removed.length) await db.deleteFrom('sysRoleUrl').where('roleId', '=', roleId).where('urlId', 'in', removed).execute();
  if (added.length) await db.insertInto('sysRoleUrl').values(added.map((urlId) => ({ roleId, urlId }))).execute();
  if (added.length || removed.length) await audit(db, user, roleId, { [`role.${roleId}.urlIds`]: [before, [...wanted].sort((a, b) => a - b)] });
  return { added, removed };
}

const queryRoleIdByUrlId: CommandImplementation = async ({ ctx, params }) => {
  const urlId = await urlOfTenant(ctx.db, ctx.user, params.urlId as number);
  return { result: await rolesOfUrl(ctx.db, urlId) };
};

/** The roles granted a URL resource, with their codes and names (its detail's tab). */
const queryRolesOfUrl: CommandImplementation = async ({ ctx, params }) => {
  const urlId = await urlOfTenant(ctx.db, ctx.user, params.urlId as number);
  const result = await ctx.db.selectFrom('sysRole as r').innerJoin('sysRoleUrl as ru', 'ru.roleId', 'r.id')
    .select(['r.id', 'r.roleCode', 'r.roleName']).where('ru.urlId', '=', urlId).orderBy('r.roleCode').execute();
  return { result };
};

const authorizeRoleToUrl: CommandImplementation = async ({ ctx, params }) =>
  ({ result: await replaceUrlRoles(ctx.db, ctx.user, params.urlId as number, idList(params.roleIds, 'roleIds'), ctx.lang) });

const authorizeUrlToRole: CommandImplementation = async ({ ctx, params }) =>
  ({ result: await replaceRoleUrls(ctx.db, ctx.user, params.roleId as number, idList(params.urlIds, 'urlIds'), ctx.lang) });

const urlKey = (id: number) => `url:${id}`;

/**
 * The tenant's URL resources as a checkable tree, one branch per tag (`tag:<tag>`, not a grant itself) with its URLs
 * as leaves (`url:<id>`, titled `METHOD url  name`); with a role, the keys of the URLs it is granted.
 */
const queryUrlCheckbox: CommandImplementation = async ({ ctx, params }) => {
  const rows = await ctx.db.selectFrom('sysUrl').select(['id', 'urlMethod', 'url', 'urlName', 'urlTag']).where('tenantId', '=', ctx.user.tenantId).orderBy('urlTag').orderBy('url').orderBy('urlMethod').execute();
  const groups = new Map<string, { key: string; title: string; children: { key: string; title: string; children: [] }[] }>();
  for (const row of rows) {
    const tag = row.urlTag || '—';
    const group = groups.get(tag) ?? { key: `tag:${tag}`, title: tag, children: [] };
    group.children.push({ key: urlKey(row.id), title: `${row.urlMethod} ${row.url}${row.urlName ? `  ${row.urlName}` : ''}`, children: [] });
    groups.set(tag, group);
  }
  const tree = [...groups.values()].map((g) => ({ ...g, checkable: false }));
  if (params.roleId === undefined || params.roleId === null) return { result: { tree, checkedKeys: [] } };
  await roleOfTenant(ctx.db, ctx.user, params.roleId as number);
  return { result: { tree, checkedKeys: (await urlsOfRole(ctx.db, params.roleId as number)).map(urlKey) } };
};

/** The toolbar's "Grant to role": the checked URL keys replace the role's URL resources (group keys are ignored). */
const grantToRole: CommandImplementation = async ({ ctx, params }) => {
  const keys = Array.isArray(params.grants) ? params.grants : [];
  const invalid = keys.filter((key) => typeof key !== 'string' || !/^(url:\d{1,9}|tag:.*)$/.test(key));
  if (invalid.length || keys.length > 5000) throw new AppError('VALIDATION', { detail: `grants: not URL keys: ${invalid.slice(0, 5).join(', ')}` }, { grants: 'invalid' });
  const urlIds = (keys as string[]).filter((key) => key.startsWith('url:')).map((key) => Number(key.slice(4)));
  return { result: await replaceRoleUrls(ctx.db, ctx.user, params.roleId as number, urlIds, ctx.lang) };
};

export function registerSysUrlCommands(registry: CommandRegistry): void {
  const commands: Record<string, CommandImplementation> = {
    queryRoleIdByUrlId, queryRolesOfUrl, authorizeRoleToUrl, authorizeUrlToRole, queryUrlCheckbox, grantToRole,
  };
  for (const [name, implementation] of Object.entries(commands)) registry.register(`admin.sysurl.${name}`, implementation);
}

/** The fields of a route row (source `route`) the start-up sync owns: an administrator changes only its remark. */
const ROUTE_OWNED = ['urlMethod', 'url', 'urlName', 'urlTag'] as const;

/**
 * The URL resource's own write rules (`hooks: "admin.sysurl"`): what an administrator adds is a `manual` row (a call
 * or a prefix pattern); the server's own calls (`route` rows, written at start) are neither deleted nor changed but
 * for their remark.
 */
const hooks: WriteHooks = {
  async beforeCreate() {
    return { url_source: 'manual' };
  },
  async beforeUpdate({ ctx, values, before }) {
    if (before.urlSource !== 'route') return;
    const changed = ROUTE_OWNED.filter((field) => Object.hasOwn(values, field) && (values[field] ?? null) !== (before[field] ?? null));
    if (changed.length) {
      throw new AppError('URL_FROM_ROUTE', { url: `${String(before.urlMethod)} ${String(before.url)}`, what: ctx.lang === 'zh' ? '修改（只能修改备注）' : 'changed (only its remark)' }, Object.fromEntries(changed.map((f) => [f, 'fixed'])));
    }
  },
  async beforeRemove({ ctx, rows }) {
    const route = rows.find((row) => row.urlSource === 'route');
    if (route) throw new AppError('URL_FROM_ROUTE', { url: `${String(route.urlMethod)} ${String(route.url)}`, what: ctx.lang === 'zh' ? '删除' : 'deleted' });
  },
};

export function registerSysUrlHooks(registry: WriteHookRegistry): void {
  registry.register('admin.sysurl', hooks);
}
