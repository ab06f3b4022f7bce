import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import { hashPassword } from './password-hash';
import type { SmsCodes } from './sms-codes';
import type { Clock } from '../clock';

export const CUSTOMER_ROLE = 'ROLE_CUSTOMER';

export interface SignUp {
  tenantCode: string;
  username: string;
  password: string;
  mobile: string;
  smsCode: string;
  email?: string;
  customerName: string;
  contactName?: string;
}

/**
 * A customer signs up: the SMS code proves the number, then a customer (awaiting certification audit, which feeds
 * the registration reminder) and its first user with the tenant's customer role are created, in one transaction.
 * `db` is the shared handle, not a transaction: the code is checked on it first, so that a wrong code's attempt
 * is counted although the sign-up fails.
 */
export async function registerCustomerAccount(db: Db, input: SignUp, deps: { smsCodes: SmsCodes; clock: Clock }): Promise<{ username: string; customerCode: string; tenantCode: string }> {
  const tenant = await db.selectFrom('tenant').select(['id', 'tenantCode']).where('tenantCode', '=', input.tenantCode).executeTakeFirst();
  if (!tenant) throw new AppError('TENANT_NOT_FOUND');
  if (await db.selectFrom('sysUser').select('id').where('username', '=', input.username).executeTakeFirst()) throw new AppError('USERNAME_TAKEN', {}, { username: 'taken' });
  if (await db.selectFrom('sysUser').select('id').where('mobile', '=', input.mobile).executeTakeFirst()) throw new AppError('MOBILE_TAKEN', {}, { mobile: 'taken' });
  await deps.smsCodes.consume(db, input.mobile, 'platform', input.smsCode);
  return db.transaction().execute((trx) => createCustomerAccount(trx, tenant, input, deps.clock));
}

async function createCustomerAccount(db: Db, tenant: { id: number; tenantCode: string }, input: SignUp, clock: Clock): Promise<{ username: string; customerCode: string; tenantCode: string }> {
  const now = clock.now();
  const customerCode = `C${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const customer = await db.insertInto('baseCustomer').values({ tenantId: tenant.id, customerCode, customerName: input.customerName, contactName: input.contactName ?? null, mobile: input.mobile, email: input.email ?? null, auditState: 0, salesManCode: null, ownerSiteCode: null, createdBy: input.username }).returning('id').executeTakeFirstOrThrow();
  const user = await db.insertInto('sysUser').values({
    tenantId: tenant.id, username: input.username, passwordHash: await hashPassword(input.password), nickname: input.contactName || input.username,
    mobile: input.mobile, email: input.email ?? null, avatar: null, geographic: null, address: null, profile: null, ownerSiteId: null,
    customerId: customer.id, subjectId: `S-${input.username}`, subjectName: input.customerName, employeeCode: null, lockedUntil: null,
  }).returning('id').executeTakeFirstOrThrow();
  const role = await db.insertInto('sysRole').values({ tenantId: tenant.id, roleCode: CUSTOMER_ROLE, roleName: '客户', roleType: 'customer', roleDescription: 'Self-registered customers' })
    .onConflict((oc) => oc.columns(['tenantId', 'roleCode']).doUpdateSet({ roleCode: CUSTOMER_ROLE })).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('sysUserRole').values({ userId: user.id, roleId: role.id }).execute();
  return { username: input.username, customerCode, tenantCode: tenant.tenantCode };
}
