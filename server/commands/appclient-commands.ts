/**
 * /appclient's own rules and calls (schemas/admin/appclient.json, docs/domain/administration.md "App clients"): the
 * secret made (or taken) on add and regenerated on demand, stored as a hash and handed out once (`_reveal`); the
 * built-in client the browser signs in with kept as it is; the roles a client may be used by.
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import { AppError } from '../errors/app-error';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import type { RequestDb } from '../entity/row-store';
import { BROWSER_CLIENT_CODE } from '../services/app-clients';
import { clientRoleCodes, replaceClientRoleCodes } from '../services/app-client-roles';
import { hashPassword } from '../services/password-hash';
import { randomToken } from '../services/secret-digest';
import type { CommandImplementation, CommandRegistry } from './registry';

const ROLE_CODE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** The grant types the browser's sign-in needs. */
const BROWSER_GRANTS = ['password', 'refresh_token'];

/** A new secret: 32 random bytes, URL-safe (43 characters). */
function newSecret(): string {
  return randomToken(32);
}

async function writeSecret(db: RequestDb, clientId: number, secret: string): Promise<void> {
  await db.updateTable('appClient').set({ clientSecretHash: await hashPassword(secret) }).where('id', '=', clientId).execute();
}

function refuseBuiltIn(code: unknown): void {
  if (code === BROWSER_CLIENT_CODE) throw new AppError('BUILT_IN_CLIENT', { client: BROWSER_CLIENT_CODE });
}

const hooks: WriteHooks = {
  async afterCreate({ ctx, values, row }) {
    const secret = typeof values.clientSecret === 'string' && values.clientSecret ? values.clientSecret : newSecret();
    await writeSecret(ctx.db, row.id, secret);
    return { reveal: { clientSecret: secret } };
  },
  async beforeUpdate({ values, before }) {
    const secret = typeof values.clientSecret === 'string' && values.clientSecret ? values.clientSecret : undefined;
    if (before.clientCode === BROWSER_CLIENT_CODE) {
      const grants = typeof values.authType === 'string' ? values.authType.split(',') : undefined;
      const renamed = Object.hasOwn(values, 'clientCode') && values.clientCode !== before.clientCode;
      if (renamed || secret || (grants && !BROWSER_GRANTS.every((grant) => grants.includes(grant)))) refuseBuiltIn(before.clientCode);
    }
    return secret ? { client_secret_hash: await hashPassword(secret) } : undefined;
  },
  async beforeRemove({ rows }) {
    rows.forEach((row) => refuseBuiltIn(row.clientCode));
  },
};

/** The client by id (404 naming the entity otherwise). */
async function clientById(db: RequestDb, model: EntityModel, id: unknown, lang: 'zh' | 'en') {
  const client = typeof id === 'number' ? await db.selectFrom('appClient').select(['id', 'clientCode']).where('id', '=', id).executeTakeFirst() : undefined;
  if (!client) throw new AppError('ROW_NOT_FOUND', { entity: model.schema.title[lang], ids: String(id ?? '') });
  return client;
}

/** The role codes sent: names of roles some tenant has; 400 naming `roleCodes` otherwise. */
async function checkedRoleCodes(db: RequestDb, value: unknown, lang: 'zh' | 'en'): Promise<string[]> {
  const codes = Array.isArray(value) ? [...new Set(value)] : [];
  const bad = codes.filter((code) => typeof code !== 'string' || !ROLE_CODE.test(code));
  const known = codes.length && !bad.length ? new Set((await db.selectFrom('sysRole').select('roleCode').distinct().where('roleCode', 'in', codes as string[]).execute()).map((r) => r.roleCode)) : new Set<string>();
  const unknown = [...bad, ...codes.filter((code) => !bad.includes(code) && !known.has(code as string))];
  if (!Array.isArray(value) || unknown.length || codes.length > 100) {
    const message = lang === 'zh' ? `没有这些角色编码：${unknown.join('、')}` : `No such role codes: ${unknown.join(', ')}`;
    throw new AppError('VALIDATION', { detail: `roleCodes: ${unknown.join(', ') || 'a list of role codes'}` }, { roleCodes: Array.isArray(value) ? message : 'a list of role codes' });
  }
  return (codes as string[]).sort();
}

const authorizeRoles: CommandImplementation = async ({ ctx, model, params }) => {
  const client = await clientById(ctx.db, model, params.clientId, ctx.lang);
  const roleCodes = await checkedRoleCodes(ctx.db, params.roleCodes ?? [], ctx.lang);
  if (roleCodes.length) refuseBuiltIn(client.clientCode);
  await replaceClientRoleCodes(ctx.db, client.id, roleCodes);
  return { result: { clientId: client.id, roleCodes } };
};

/** The caller's tenant's roles as checkable nodes (codes apply in every tenant), with the client's codes checked. */
const queryRoleCodes: CommandImplementation = async ({ ctx, model, params }) => {
  const roles = await ctx.db.selectFrom('sysRole').select(['roleCode', 'roleName']).where('tenantId', '=', ctx.user.tenantId).orderBy('id').execute();
  const checkedKeys = params.clientId === undefined || params.clientId === null ? [] : await clientRoleCodes(ctx.db, (await clientById(ctx.db, model, params.clientId, ctx.lang)).id);
  const tree = roles.map((role) => ({ key: role.roleCode, title: `${role.roleName}（${role.roleCode}）` }));
  // A code granted that this tenant has no role of (another tenant's) still shows, so it can be taken away.
  for (const code of checkedKeys) if (!roles.some((role) => role.roleCode === code)) tree.push({ key: code, title: code });
  return { result: { tree, checkedKeys } };
};

const regenerateSecret: CommandImplementation = async ({ ctx, row }) => {
  if (!row) return;
  refuseBuiltIn(row.clientCode);
  const secret = newSecret();
  await writeSecret(ctx.db, row.id, secret);
  return { result: { _reveal: { clientSecret: secret } } };
};

export function registerAppClientCommands(registry: CommandRegistry): void {
  registry.register('admin.appclient.authorizeRoles', authorizeRoles);
  registry.register('admin.appclient.queryRoleCodes', queryRoleCodes);
  registry.register('admin.appclient.regenerateSecret', regenerateSecret);
}

/** Registers the app client entity's hooks under the name its schema gives (`hooks: "admin.appclient"`). */
export function registerAppClientHooks(registry: WriteHookRegistry): void {
  registry.register('admin.appclient', hooks);
}
