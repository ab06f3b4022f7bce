/**
 * The customer before the first order (docs/domain/customers.md; schemas/customer/certification.json,
 * my-certification.json, subscribe-invite.json): the certification's write rules and audit commands, and the
 * invitations' write rules and resend.
 *
 * - A certification is submitted by a user of the customer (sys_user.customer_id): the row takes that customer's
 *   code, one application per customer. Approval copies the certified company name and credit code onto the
 *   customer (`base.customer`, audited) and sets its `auditState` 1; the customer's registered invitations become
 *   已认证. Rejection records the reason; the customer edits and resubmits (审核不通过 → 待审核).
 * - The invitations of the customer mirror the certification's review state in `certAuditState`, so the salesman's
 *   reminder (FIND_COMP_AUTH_LIST_SALES_MAN_NOTICE) lists those awaiting audit.
 * Rows of other entities are read in the caller's tenant (not their site or own rows: the auditor approves any
 * customer's application); the customer and the invitations' moves are written through the entity service, so their
 * record history shows the change.
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import { AppError } from '../errors/app-error';
import type { EntityService, WriteContext } from '../entity/entity-service';
import type { StoredRow } from '../entity/row-store';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import { dayAfter, dayText, INVITE_VALID_DAYS, inviteLink, newInviteCode } from '../customers/invite-rules';
import type { CommandImplementation, CommandRegistry, EntityModels } from './registry';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

const CERTIFICATION = 'customer.certification';
const MY_CERTIFICATION = 'customer.myCertification';
const INVITE = 'customer.subscribeInvite';
const INVITE_TABLE = 'cm_subscribe_invite';
const CERTIFICATION_TABLE = 'cm_certification';

function refuse(ctx: WriteContext, field: string, message: { zh: string; en: string }): never {
  const text = message[ctx.lang];
  throw new AppError('VALIDATION', { detail: `${field}: ${text}` }, { [field]: text });
}

function modelOf(models: EntityModels, id: string): EntityModel {
  const model = models.get(id);
  if (!model) throw new Error(`${id} is not served`);
  return model;
}

/** The customer whose user is signed in (customer users only; staff have none). */
async function customerOfUser(ctx: WriteContext): Promise<StoredRow | undefined> {
  const db = ctx.db as UntypedDb;
  const user = await db.selectFrom('sys_user').select('customer_id').where('id', '=', ctx.user.id).executeTakeFirst();
  if (!user?.customerId) return undefined;
  return db.selectFrom('base_customer').selectAll().where('id', '=', user.customerId).where('tenant_id', '=', ctx.user.tenantId).executeTakeFirst();
}

/**
 * Sets the certification's review state mirrored on the customer's invitations (a plain column write: it is a copy,
 * the certification's own history says what happened), and with `certify` moves the registered ones to 已认证
 * through their lifecycle (audited).
 */
async function mirrorOnInvites(ctx: WriteContext, customerCode: unknown, certAuditState: string, certify?: { service: EntityService; invite: EntityModel }): Promise<void> {
  const db = ctx.db as UntypedDb;
  await db.updateTable(INVITE_TABLE).set({ cert_audit_state: certAuditState })
    .where('tenant_id', '=', ctx.user.tenantId).where('registered_customer_code', '=', customerCode).where('invite_state', 'in', ['registered', 'certified']).execute();
  if (!certify) return;
  const rows: StoredRow[] = await db.selectFrom(INVITE_TABLE).selectAll()
    .where('tenant_id', '=', ctx.user.tenantId).where('registered_customer_code', '=', customerCode).where('invite_state', '=', 'registered')
    .orderBy('id').forUpdate().execute();
  for (const row of rows) await certify.service.moveRow(ctx, certify.invite, row, 'certify');
}

/** The certification's write rules: the submitter's customer, one application per customer. */
const certificationHooks: WriteHooks = {
    async beforeCreate({ ctx }) {
      const customer = await customerOfUser(ctx);
      if (!customer) refuse(ctx, 'companyName', { zh: '只有客户账号可以提交企业认证（请用客户的登录账号提交）', en: "only a customer's own user can submit a certification: sign in as the customer" });
      const existing = await (ctx.db as UntypedDb).selectFrom(CERTIFICATION_TABLE).select(['id', 'audit_state'])
        .where('tenant_id', '=', ctx.user.tenantId).where('customer_code', '=', customer.customerCode).executeTakeFirst();
      if (existing) refuse(ctx, 'companyName', { zh: '已提交过认证申请：请在列表中编辑，或在审核不通过后重新提交', en: 'a certification was submitted already: edit it in the list, or resubmit it after a rejection' });
      await mirrorOnInvites(ctx, customer.customerCode, '0');
      return { customer_code: customer.customerCode, sales_man_code: customer.salesManCode ?? null, submitted_at: new Date() };
    },
};

/** The customer a certification belongs to, locked, in the caller's tenant (whatever their site). */
async function customerOf(ctx: WriteContext, row: StoredRow): Promise<StoredRow> {
  const customer: StoredRow | undefined = await (ctx.db as UntypedDb).selectFrom('base_customer').selectAll()
    .where('tenant_id', '=', ctx.user.tenantId).where('customer_code', '=', row.customerCode).forUpdate().executeTakeFirst();
  if (!customer) {
    const text = { zh: `客户「${String(row.customerCode)}」不存在`, en: `customer ${String(row.customerCode)} does not exist` }[ctx.lang];
    throw new AppError('VALIDATION', { detail: `customerCode: ${text}` }, { customerCode: text });
  }
  return customer;
}

/** Approves: the certified name and credit code go onto the customer, which becomes 已审核 (auditState 1). */
const approve: CommandImplementation = async ({ ctx, model, service, models, params, row }) => {
  if (!row) return;
  const customer = await customerOf(ctx, row);
  await service.writeFields(ctx, modelOf(models, 'base.customer'), customer, { customerName: row.companyName, creditCode: row.creditCode, auditState: 1 });
  await mirrorOnInvites(ctx, row.customerCode, '1', { service, invite: modelOf(models, INVITE) });
  return { row: await service.writeFields(ctx, model, row, { auditRemark: params.remark ?? null, auditedBy: ctx.user.username, auditedAt: new Date() }) };
};

/** Rejects with the reason, which the customer reads on /myCertificationAudit; the customer is 审核不通过 (2). */
const reject: CommandImplementation = async ({ ctx, model, service, models, params, row }) => {
  if (!row) return;
  const customer = await customerOf(ctx, row);
  if (Number(customer.auditState) !== 1) await service.writeFields(ctx, modelOf(models, 'base.customer'), customer, { auditState: 2 });
  await mirrorOnInvites(ctx, row.customerCode, '2');
  return { row: await service.writeFields(ctx, model, row, { auditRemark: params.reason, auditedBy: ctx.user.username, auditedAt: new Date() }) };
};

/** Resubmits a rejected application (after the customer edited it): 待审核 again, submitted now; the customer too. */
const resubmit: CommandImplementation = async ({ ctx, model, service, models, row }) => {
  if (!row) return;
  const customer = await customerOf(ctx, row);
  if (Number(customer.auditState) === 2) await service.writeFields(ctx, modelOf(models, 'base.customer'), customer, { auditState: 0 });
  await mirrorOnInvites(ctx, row.customerCode, '0');
  return { row: await service.writeFields(ctx, model, row, { submittedAt: new Date(), auditedBy: null, auditedAt: null }) };
};

/** The invitation's write rules: a salesman, a fresh code and link, a validity not in the past. */
const inviteHooks: WriteHooks = {
  async beforeCreate({ ctx, values }) {
    if (!values.salesManCode) refuse(ctx, 'salesManCode', { zh: '请选择业务员', en: 'choose the salesman' });
    const today = new Date();
    if (values.expiresOn && dayText(values.expiresOn) < dayAfter(today, 0)) refuse(ctx, 'expiresOn', { zh: '有效期不能早于今天', en: 'the validity cannot end before today' });
    const db = ctx.db as UntypedDb;
    let code = newInviteCode();
    // eslint-disable-next-line no-await-in-loop
    for (let tries = 0; tries < 5 && (await db.selectFrom(INVITE_TABLE).select('id').where('invite_code', '=', code).executeTakeFirst()); tries += 1) code = newInviteCode();
    return {
      invite_code: code, invite_link: inviteLink(ctx.user.tenantCode, code), send_count: 0,
      ...(values.expiresOn ? {} : { expires_on: dayAfter(today, INVITE_VALID_DAYS) }),
    };
  },
  async beforeUpdate({ ctx, values, before }) {
    if (values.expiresOn && dayText(values.expiresOn) !== dayText(before.expiresOn) && dayText(values.expiresOn) < dayAfter(new Date(), 0)) {
      refuse(ctx, 'expiresOn', { zh: '有效期不能早于今天', en: 'the validity cannot end before today' });
    }
  },
};

/** Resends: valid 30 days from today again (an expired one comes back to 已邀请), sent by SMS and e-mail. */
const resend: CommandImplementation = async ({ ctx, model, service, row, sender }) => {
  if (!row) return;
  const now = new Date();
  const link = String(row.inviteLink ?? inviteLink(ctx.user.tenantCode, String(row.inviteCode)));
  const expiresOn = dayAfter(now, INVITE_VALID_DAYS);
  const body = `【Clearway】${String(row.companyName)}：诚邀您注册跨境物流服务，邀请码 ${String(row.inviteCode)}，有效期至 ${expiresOn}。注册地址：${link}`;
  if (row.mobile) await sender?.send(ctx.db as never, { channel: 'sms', to: String(row.mobile), body });
  if (row.email) await sender?.send(ctx.db as never, { channel: 'email', to: String(row.email), subject: '业务邀请 / Invitation', body });
  return { row: await service.writeFields(ctx, model, row, { expiresOn, sendCount: Number(row.sendCount ?? 0) + 1, lastSentAt: now }) };
};

export function registerCustomerOnboardingCommands(registry: CommandRegistry): void {
  registry.register(`${CERTIFICATION}.approve`, approve);
  registry.register(`${CERTIFICATION}.reject`, reject);
  registry.register(`${MY_CERTIFICATION}.resubmit`, resubmit);
  registry.register(`${INVITE}.resend`, resend);
}

/** The write rules of certifications (both pages) and invitations. */
export function registerCustomerOnboardingHooks(registry: WriteHookRegistry): void {
  registry.register(CERTIFICATION, certificationHooks);
  registry.register(INVITE, inviteHooks);
}
