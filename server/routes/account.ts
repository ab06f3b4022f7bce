import type { FastifyInstance } from 'fastify';
import { passwordProblem } from '../../engine/validation/password-policy';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import { hashPassword, verifyPassword } from '../services/password-hash';
import { digest, randomToken } from '../services/secret-digest';
import { registerCustomerAccount } from '../services/sign-up';
import { isEntityUpdate, updateCustomerEntity } from './customer-update';
import type { ServerContext } from './context';

const anyObject = envelopeSchema({ type: 'object', additionalProperties: true });
const anyData = envelopeSchema({});
const RESET_TTL_MS = 30 * 60 * 1000;
const mobilePattern = '^1[3-9][0-9]{9}$';

/** Throws the catalogue error for the first password rule broken (spec 01 §5 messages), under `field`. */
export function assertPasswordPolicy(password: string, field = 'newPassword'): void {
  const problem = passwordProblem(password);
  if (problem === 'tooShort') throw new AppError('PASSWORD_TOO_SHORT', {}, { [field]: '密码长度最小为8位！' });
  if (problem === 'tooLong') throw new AppError('PASSWORD_TOO_LONG', {}, { [field]: '密码长度不能超过31位！' });
  if (problem === 'weak') throw new AppError('PASSWORD_WEAK', {}, { [field]: '密码必须是数字和字母的组合！' });
}

/**
 * The text fields of a body these query-parameter calls may also receive (form or JSON): strings as they are,
 * numbers as text; anything else (objects, arrays, booleans) is no value, so bad types cannot reach string code.
 */
function textFields(body: unknown): Record<string, string | undefined> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) fields[key] = String(value);
  }
  return fields;
}

/** Sign-in helpers, sign-up and password management of spec 01 §7. */
export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const lookup = { type: 'object', properties: { username: { type: 'string', maxLength: 64 }, mobile: { type: 'string', maxLength: 20 } } };
  app.post<{ Querystring: { username?: string; mobile?: string }; Body: unknown }>('/api/account/sysuserdetail/getTenantCodeByUser', {
    config: { public: true },
    schema: { tags: ['auth'], summary: 'Tenant of a username or mobile number', querystring: lookup, response: { 200: anyObject } },
  }, async (request) => {
    const body = textFields(request.body);
    const username = (request.query.username ?? body.username)?.trim();
    const mobile = (request.query.mobile ?? body.mobile)?.trim();
    if (!username && !mobile) throw new AppError('VALIDATION', { detail: 'username or mobile' }, { username: 'required' });
    let query = request.db.selectFrom('sysUser as u').innerJoin('tenant as t', 't.id', 'u.tenantId').select(['t.tenantCode', 't.tenantName']);
    query = username ? query.where('u.username', '=', username) : query.where('u.mobile', '=', mobile!);
    const tenant = await query.executeTakeFirst();
    if (!tenant) throw new AppError('TENANT_NOT_FOUND');
    return ok(tenant);
  });

  app.get<{ Querystring: { mobile: string } }>('/api/account/captcha/getSmsCaptcha', {
    config: { public: true, transaction: true },
    schema: { tags: ['auth'], summary: 'Send a login SMS code', querystring: { type: 'object', required: ['mobile'], properties: { mobile: { type: 'string', pattern: mobilePattern } } }, response: { 200: anyObject } },
  }, async (request) => {
    const known = await request.db.selectFrom('sysUser').select('id').where('mobile', '=', request.query.mobile).executeTakeFirst();
    if (!known) throw new AppError('MOBILE_UNKNOWN');
    return ok(await ctx.smsCodes.send(request.db, request.query.mobile, 'login'), 'sent');
  });

  app.post<{ Body: { mobile: string } }>('/api/bdtibs/base/sendPlatformSmsCode', {
    config: { public: true },
    schema: { tags: ['auth'], summary: 'Send a sign-up SMS code', body: { type: 'object', required: ['mobile'], properties: { mobile: { type: 'string', pattern: mobilePattern } } }, response: { 200: anyObject } },
  }, async (request) => ok(await ctx.smsCodes.send(request.db, request.body.mobile, 'platform'), 'sent'));

  const captchaId = { randomCode: { type: 'string', minLength: 6, maxLength: 64 }, randomId: { type: 'string', minLength: 6, maxLength: 64 }, charCaptcha: { type: 'string', maxLength: 64 } };
  app.post<{ Querystring: Record<string, string | undefined>; Body: unknown }>('/api/account/captcha/generateImageCaptcha', {
    config: { public: true },
    schema: { tags: ['auth'], summary: 'New image captcha for a random id', querystring: { type: 'object', properties: captchaId }, response: { 200: anyObject } },
  }, async (request) => {
    const source = { ...textFields(request.body), ...request.query };
    const randomCode = source.randomCode ?? source.randomId ?? source.charCaptcha;
    // The query is schema-checked; a body value gets the same bounds here (6 to 64 characters).
    if (!randomCode || randomCode.length < 6 || randomCode.length > 64) throw new AppError('VALIDATION', { detail: 'randomCode' }, { randomCode: 'required' });
    return ok(await ctx.captchas.generate(request.db, randomCode));
  });

  app.post<{ Querystring: Record<string, string | undefined>; Body: unknown }>('/api/account/sysuserdetail/compareCaptcha', {
    // No request transaction: a wrong answer spoils the captcha although the reply is an error.
    config: { public: true, transaction: false },
    schema: { tags: ['auth'], summary: 'Check an image captcha (once)', querystring: { type: 'object', properties: captchaId }, response: { 200: anyData } },
  }, async (request) => {
    const source = { ...textFields(request.body), ...request.query };
    const randomCode = source.randomCode ?? source.randomId;
    if (!randomCode || !source.charCaptcha) throw new AppError('VALIDATION', { detail: 'charCaptcha, randomCode' }, { charCaptcha: 'required', randomCode: 'required' });
    await ctx.captchas.compare(request.db, randomCode, source.charCaptcha);
    return ok(true);
  });

  app.post<{ Querystring: Record<string, string | undefined>; Body: unknown }>('/api/account/sysuserdetail/retrievePassword', {
    // The captcha is checked outside a transaction (a wrong answer must spoil it although the reply fails); the
    // reset links are written and sent in one.
    config: { public: true, transaction: false },
    schema: { tags: ['auth'], summary: 'E-mail a password-reset link', querystring: { type: 'object', properties: { email: { type: 'string', format: 'email' }, ...captchaId } }, response: { 200: anyData } },
  }, async (request) => {
    const source = { ...textFields(request.body), ...request.query };
    const email = source.email?.trim();
    const randomCode = source.randomCode ?? source.randomId;
    if (!email) throw new AppError('VALIDATION', { detail: 'email' }, { email: 'required' });
    if (!randomCode || !source.charCaptcha) throw new AppError('CAPTCHA_REQUIRED');
    await ctx.captchas.compare(ctx.db, randomCode, source.charCaptcha);
    await ctx.captchas.consumeVerified(ctx.db, randomCode);
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    await ctx.db.transaction().execute(async (trx) => {
      const users = await trx.selectFrom('sysUser').select(['id', 'username']).where('email', '=', email).where('status', '=', 1).execute();
      for (const user of users) {
        const token = randomToken();
        await trx.insertInto('passwordReset').values({ tokenHash: digest(token), userId: user.id, expiresAt: new Date(ctx.clock.now() + RESET_TTL_MS), usedAt: null }).execute();
        await ctx.sender.send(trx, { channel: 'email', to: email, subject: 'Clearway 密码重置 / password reset', body: `${user.username}: ${origin}/forgotpassword?token=${token} (30 min)` });
      }
    });
    // The same answer whether or not the address is known, so the call cannot list accounts.
    return ok(null, 'If an account uses this address, a reset link has been sent to it.');
  });

  app.post<{ Body: { token: string; newPassword: string } }>('/api/clearway/auth/password-reset', {
    config: { public: true },
    schema: { tags: ['auth'], summary: 'Set a new password with an e-mailed reset token', body: { type: 'object', required: ['token', 'newPassword'], properties: { token: { type: 'string', maxLength: 200 }, newPassword: { type: 'string', maxLength: 64 } } }, response: { 200: anyData } },
  }, async (request) => {
    assertPasswordPolicy(request.body.newPassword);
    const now = new Date(ctx.clock.now());
    const reset = await request.db.updateTable('passwordReset').set({ usedAt: now }).where('tokenHash', '=', digest(request.body.token)).where('usedAt', 'is', null).where('expiresAt', '>', now).returning('userId').executeTakeFirst();
    if (!reset) throw new AppError('RESET_TOKEN_INVALID');
    await request.db.updateTable('sysUser').set({ passwordHash: await hashPassword(request.body.newPassword), failedLogins: 0, lockedUntil: null, updatedAt: now }).where('id', '=', reset.userId).execute();
    await ctx.sessions.revokeAllOf(request.db, reset.userId, 'password-reset');
    return ok(null, 'password reset');
  });

  app.put<{ Querystring: { password: string; newPassword: string; subjectId: string; platformCode?: string } }>('/api/account/sysuserdetail/updatePasswordBySubjectId', {
    schema: {
      tags: ['account'], summary: 'Change the password (old one checked)',
      querystring: { type: 'object', required: ['password', 'newPassword', 'subjectId'], properties: { password: { type: 'string', maxLength: 64 }, newPassword: { type: 'string', maxLength: 64 }, subjectId: { type: 'string', maxLength: 64 }, platformCode: { type: 'string' } } },
      response: { 200: anyData },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { password, newPassword, subjectId } = request.query;
    if (subjectId !== user.subjectId) throw new AppError('FORBIDDEN');
    const row = await request.db.selectFrom('sysUser').select(['passwordHash']).where('id', '=', user.id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(password, row.passwordHash))) throw new AppError('OLD_PASSWORD_WRONG', {}, { password: 'wrong' });
    assertPasswordPolicy(newPassword);
    await request.db.updateTable('sysUser').set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date(ctx.clock.now()) }).where('id', '=', user.id).execute();
    await ctx.sessions.revokeAllOf(request.db, user.id, 'password-changed');
    return ok(null, 'password changed');
  });

  app.post<{ Body: Parameters<typeof registerCustomerAccount>[1] }>('/api/admin/sysuser/registerAccountInitial', {
    // registerCustomerAccount opens its own transaction: a wrong SMS code's attempt must be counted although the reply fails.
    config: { public: true, transaction: false },
    schema: {
      tags: ['auth'], summary: 'Sign up a customer account',
      body: {
        type: 'object', required: ['tenantCode', 'username', 'password', 'mobile', 'smsCode', 'customerName'], additionalProperties: false,
        properties: {
          tenantCode: { type: 'string', minLength: 1, maxLength: 64 },
          username: { type: 'string', minLength: 3, maxLength: 64, pattern: '^[A-Za-z0-9_.@-]+$' },
          password: { type: 'string', maxLength: 64 },
          mobile: { type: 'string', pattern: mobilePattern },
          smsCode: { type: 'string', minLength: 4, maxLength: 10 },
          email: { type: 'string', format: 'email', maxLength: 128 },
          customerName: { type: 'string', minLength: 1, maxLength: 200 },
          contactName: { type: 'string', maxLength: 64 },
          inviteCode: { type: 'string', maxLength: 16 },
        },
      },
      response: { 200: anyObject },
    },
  }, async (request) => {
    assertPasswordPolicy(request.body.password);
    return ok(await registerCustomerAccount(ctx.db, request.body, ctx), 'registered');
  });

  app.post<{ Body: { id?: number; customerName?: string; contactName?: string; mobile?: string; email?: string } }>('/api/bdtibs/base/updateCustomer', {
    schema: {
      tags: ['account'], summary: "Update the caller's customer (administrators: any customer of the tenant by id); a body with version is /customerPro's update of the whole record",
      // With `version` the body is the engine's update of base.customer (/customerPro; customer-update.ts).
      body: {
        type: 'object',
        if: { required: ['version'] },
        then: { type: 'object' },
        else: { type: 'object', additionalProperties: false, properties: { id: { type: 'integer' }, customerName: { type: 'string', minLength: 1, maxLength: 200 }, contactName: { type: 'string', maxLength: 64 }, mobile: { type: 'string', pattern: mobilePattern }, email: { type: 'string', format: 'email', maxLength: 128 } } },
      },
      response: { 200: anyObject },
    },
  }, async (request) => {
    if (isEntityUpdate(request.body)) return ok(await updateCustomerEntity(request, ctx));
    const user = requireUser(request);
    const { id, ...changes } = request.body;
    const own = await request.db.selectFrom('sysUser').select('customerId').where('id', '=', user.id).executeTakeFirstOrThrow();
    const customerId = id !== undefined && user.isAdmin ? id : own.customerId;
    if (customerId === null || customerId === undefined) throw new AppError('FORBIDDEN');
    if (Object.keys(changes).length === 0) throw new AppError('VALIDATION', { detail: 'nothing to update' });
    const updated = await request.db.updateTable('baseCustomer').set(changes).where('id', '=', customerId).where('tenantId', '=', user.tenantId).returningAll().executeTakeFirst();
    if (!updated) throw new AppError('NOT_FOUND', { what: `customer ${customerId}` });
    return ok(updated);
  });
}
