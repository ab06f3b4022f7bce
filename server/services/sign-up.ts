import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import { hashPassword } from './password-hash';
import type { SmsCodes } from './sms-codes';
import type { Clock } from '../clock';
import { inviteRefusal, inviteRefusalText, normalizeInviteCode } from '../customers/invite-rules';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

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
  /** A salesman's invitation code (/subscribeTnvite): the customer becomes the salesman's, the invitation 已注册. */
  inviteCode?: string;
}

/**
 * A customer signs up: the SMS code proves the number, then a customer (auditState 0: it submits its certification on
 * /myCertificationAudit next) and its first user with the tenant's customer role are created, in one transaction.
 * With a salesman's invite code (checked before the SMS code is spent) the customer is the salesman's and the
 * invitation becomes 已注册 (docs/domain/customers.md).
 * `db` is the shared handle, not a transaction: the code is checked on it first, so that a wrong code's attempt
 * is counted although the sign-up fails.
 */
export async function registerCustomerAccount(db: Db, input: SignUp, deps: { smsCodes: SmsCodes; clock: Clock }): Promise<{ username: string; customerCode: string; tenantCode: string }> {
  const tenant = await db.selectFrom('tenant').select(['id', 'tenantCode']).where('tenantCode', '=', input.tenantCode).executeTakeFirst();
  if (!tenant) throw new AppError('TENANT_NOT_FOUND');
  if (await db.selectFrom('sysUser').select('id').where('username', '=', input.username).executeTakeFirst()) throw new AppError('USERNAME_TAKEN', {}, { username: 'taken' });
  if (await db.selectFrom('sysUser').select('id').where('mobile', '=', input.mobile).executeTakeFirst()) throw new AppError('MOBILE_TAKEN', {}, { mobile: 'taken' });
  const invite = await usableInvite(db, tenant.id, input.inviteCode, deps.clock);
  await deps.smsCodes.consume(db, input.mobile, 'platform', input.smsCode);
  return db.transaction().execute(async (trx) => {
    const account = await createCustomerAccount(trx, tenant, input, deps.clock, invite?.salesManCode ?? null);
    if (invite) await registerInvite(trx, invite.id, account.customerCode, deps.clock);
    return account;
  });
}

/** The invitation a code names in the tenant, refused (400 on `inviteCode`) when unknown, used or expired; none without a code. */
async function usableInvite(db: Db, tenantId: number, code: unknown, clock: Clock): Promise<{ id: number; salesManCode: string | null } | undefined> {
  const inviteCode = normalizeInviteCode(code);
  if (!inviteCode) return undefined;
  const invite = await (db as UntypedDb).selectFrom('cm_subscribe_invite').select(['id', 'sales_man_code', 'invite_state', 'expires_on'])
    .where('tenant_id', '=', tenantId).where('invite_code', '=', inviteCode).executeTakeFirst();
  const refusal = inviteRefusal(invite, new Date(clock.now()));
  if (refusal) {
    const text = inviteRefusalText(refusal, inviteCode);
    throw new AppError('VALIDATION', { detail: `inviteCode: ${text.zh} / ${text.en}` }, { inviteCode: text.zh });
  }
  return { id: invite.id, salesManCode: invite.salesManCode ?? null };
}

/** The invitation is used: 已注册 by this customer (a plain write in the sign-up's transaction; nobody is signed in yet). */
async function registerInvite(db: Db, id: number, customerCode: string, clock: Clock): Promise<void> {
  const now = new Date(clock.now());
  await (db as UntypedDb).updateTable('cm_subscribe_invite')
    .set({ invite_state: 'registered', registered_customer_code: customerCode, registered_at: now, updated_at: now, updated_by: 'sign-up', version: sql`version + 1` })
    .where('id', '=', id).execute();
}

async function createCustomerAccount(db: Db, tenant: { id: number; tenantCode: string }, input: SignUp, clock: Clock, salesManCode: string | null): Promise<{ username: string; customerCode: string; tenantCode: string }> {
  const now = clock.now();
  const customerCode = `C${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const customer = await db.insertInto('baseCustomer').values({ tenantId: tenant.id, customerCode, customerName: input.customerName, contactName: input.contactName ?? null, mobile: input.mobile, email: input.email ?? null, auditState: 0, salesManCode, ownerSiteCode: null, createdBy: input.username }).returning('id').executeTakeFirstOrThrow();
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
