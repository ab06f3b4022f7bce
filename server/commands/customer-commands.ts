/**
 * The customer calls of spec 02 §7 (schemas/base/customer.json, /customerPro): one customer's status, enabling in
 * batch (the lifecycle's `enable`, moved by the engine), a batch update of the chosen customers' salesman, site and
 * settlement, and a reset of the customer's portal password, sent to the customer (docs/domain/base-data.md).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { AppError } from '../errors/app-error';
import { hashPassword } from '../services/password-hash';
import type { CommandImplementation, CommandRegistry } from './registry';

/** One customer's status: 1 正常 (enable) or 2 停用 (disable), along the lifecycle (a refused move names both states). */
const updateCustomerStatus: CommandImplementation = async ({ ctx, model, service, params, row }) => {
  if (!row) return;
  return { row: await service.moveRow(ctx, model, row, params.status === '1' ? 'enable' : 'disable') };
};

/** Nothing to do but the lifecycle's `enable`, which the engine makes for each row. */
const batchEnableCustomer: CommandImplementation = async () => undefined;

const BATCH_FIELDS = ['salesManCode', 'ownerSiteCode', 'balanceType'] as const;

/**
 * Sets the given fields (salesman, site, settlement) on each chosen customer; fields left empty stay as they are.
 * The salesman must be an employee of the tenant, the site one of its sites (a 400 naming the parameter).
 */
const updateCustomerInfoBatch: CommandImplementation = async ({ ctx, model, service, params, row, shared }) => {
  if (!row) return;
  const changes = Object.fromEntries(BATCH_FIELDS.filter((field) => typeof params[field] === 'string' && params[field] !== '').map((field) => [field, params[field]]));
  if (Object.keys(changes).length === 0) {
    const message = ctx.lang === 'zh' ? '请至少填写业务员、所属站点或结算方式中的一项' : 'give at least a salesman, a site or a settlement';
    throw new AppError('VALIDATION', { detail: message }, { salesManCode: message });
  }
  if (!shared.has('checked')) {
    if (changes.salesManCode !== undefined) {
      const found = await ctx.db.selectFrom('baseEmployee').select('id').where('tenantId', '=', ctx.user.tenantId).where('employeeCode', '=', String(changes.salesManCode)).executeTakeFirst();
      if (!found) throw new AppError('REFERENCE_NOT_FOUND', { title: ctx.lang === 'zh' ? '业务员' : 'Salesman' }, { salesManCode: ctx.lang === 'zh' ? '业务员 不存在' : 'Salesman does not exist' });
    }
    if (changes.ownerSiteCode !== undefined) {
      const found = await ctx.db.selectFrom('baseSite').select('id').where('tenantId', '=', ctx.user.tenantId).where('siteCode', '=', String(changes.ownerSiteCode)).executeTakeFirst();
      if (!found) throw new AppError('REFERENCE_NOT_FOUND', { title: ctx.lang === 'zh' ? '所属站点' : 'Site' }, { ownerSiteCode: ctx.lang === 'zh' ? '所属站点 不存在' : 'Site does not exist' });
    }
    if (changes.balanceType !== undefined) {
      const found = await sql<{ id: number }>`SELECT id FROM base_balance_type WHERE tenant_id = ${ctx.user.tenantId} AND balance_code = ${String(changes.balanceType)}`.execute(ctx.db);
      if (!found.rows.length) throw new AppError('REFERENCE_NOT_FOUND', { title: ctx.lang === 'zh' ? '结算方式' : 'Settlement' }, { balanceType: ctx.lang === 'zh' ? '结算方式 不存在' : 'Settlement does not exist' });
    }
    shared.set('checked', true);
  }
  return { row: await service.writeFields(ctx, model, row, changes) };
};

/** A password the policy accepts (8–31 characters, digits and letters), without look-alike characters. */
export function newCustomerPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = [letters[randomInt(letters.length)]!, digits[randomInt(digits.length)]!];
  while (chars.length < 10) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * Gives the customer's portal accounts (sys_user.customer_id) a new password, ends their sessions, and sends the
 * password to each account's mobile (SMS) and e-mail through the server's sender (the outbox by default). The
 * password is never in the reply or the log. A customer without an account is refused, named.
 */
const resetCustomerPassword: CommandImplementation = async ({ ctx, model, service, row, sender }) => {
  if (!row) return;
  const accounts = await ctx.db.selectFrom('sysUser').select(['id', 'username', 'mobile', 'email']).where('tenantId', '=', ctx.user.tenantId).where('customerId', '=', row.id).execute();
  const customer = `${row.customerCode as string} ${row.customerName as string}`;
  if (accounts.length === 0) throw new AppError('CUSTOMER_NO_ACCOUNT', { customer });
  for (const account of accounts) {
    const password = newCustomerPassword();
    await ctx.db.updateTable('sysUser').set({ passwordHash: await hashPassword(password), failedLogins: 0, lockedUntil: null }).where('id', '=', account.id).execute();
    await ctx.db.updateTable('authSession').set({ revokedAt: sql<Date>`now()` as never, revokedReason: 'password-reset' }).where('userId', '=', account.id).where('revokedAt', 'is', null).execute();
    const body = `【Clearway】您的客户账号 ${account.username} 的登录密码已由客服重置为：${password}，请登录后尽快修改。/ The password of your account ${account.username} was reset to: ${password}. Please change it after signing in.`;
    const to = account.mobile ?? (row.mobile as string | null);
    if (to) await sender?.send(ctx.db as never, { channel: 'sms', to, body });
    const email = account.email ?? (row.email as string | null);
    if (email) await sender?.send(ctx.db as never, { channel: 'email', to: email, subject: '客户账号密码已重置 / Your password was reset', body });
  }
  // An entry in the customer's history: who reset the password, and when (never the password).
  return { row: await service.writeFields(ctx, model, row, {}) };
};

export function registerCustomerCommands(registry: CommandRegistry): void {
  registry.register('base.customer.updateCustomerStatus', updateCustomerStatus);
  registry.register('base.customer.batchEnableCustomer', batchEnableCustomer);
  registry.register('base.customer.updateCustomerInfoBatch', updateCustomerInfoBatch);
  registry.register('base.customer.resetCustomerPassword', resetCustomerPassword);
}
