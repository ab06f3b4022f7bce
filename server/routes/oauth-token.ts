import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { authenticateClient, clientCredentials } from '../services/app-clients';
import { refuseClientForUser } from '../services/app-client-roles';
import { isLocked, reserveLoginAttempt, settleSuccessfulLogin } from '../services/login-lockout';
import { hashPassword, verifyPassword } from '../services/password-hash';
import type { ServerContext } from './context';

interface TokenBody {
  grant_type: 'password' | 'refresh_token' | 'mobile';
  scope?: string;
  client_id?: string;
  client_secret?: string;
  type?: string;
  randomId?: string;
  username?: string;
  password?: string;
  mobile?: string;
  smsCaptcha?: string;
  tenantCode?: string;
  refresh_token?: string;
}

const bodySchema = {
  type: 'object',
  required: ['grant_type'],
  properties: {
    grant_type: { type: 'string', enum: ['password', 'refresh_token', 'mobile'] },
    scope: { type: 'string' },
    client_id: { type: 'string' },
    client_secret: { type: 'string' },
    type: { type: 'string' },
    randomId: { type: 'string', maxLength: 64 },
    username: { type: 'string', maxLength: 64 },
    password: { type: 'string', maxLength: 128 },
    mobile: { type: 'string', maxLength: 20 },
    smsCaptcha: { type: 'string', maxLength: 10 },
    tenantCode: { type: 'string', maxLength: 64 },
    refresh_token: { type: 'string', maxLength: 200 },
  },
};

// Verifying against a throwaway hash keeps "no such user" as slow as "wrong password".
const decoyHash = hashPassword('clearway-decoy-password');

/**
 * POST /api/uaa/oauth/token — OAuth2 token endpoint (form-encoded, Basic client auth) with the password,
 * refresh_token and mobile grants of spec 01 §7. Its own transactions: a wrong password's count must survive the
 * failed reply.
 */
export function registerOauthToken(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: TokenBody }>('/api/uaa/oauth/token', {
    config: { public: true, transaction: false },
    schema: { tags: ['auth'], summary: 'Token (password, refresh_token, mobile grants)', body: bodySchema, response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) } },
  }, async (request) => {
    const body = request.body;
    const client = await authenticateClient(ctx.db, clientCredentials(request.headers.authorization, body), body.grant_type);
    const meta = { grantType: body.grant_type, ip: request.ip, userAgent: request.headers['user-agent'] };
    if (body.grant_type === 'refresh_token') {
      if (!body.refresh_token) throw new AppError('VALIDATION', { detail: 'refresh_token' }, { refresh_token: 'required' });
      return ok(await ctx.sessions.refresh(ctx.db, body.refresh_token, client));
    }
    if (body.grant_type === 'mobile') {
      const mobile = body.mobile?.trim();
      if (!mobile || !body.smsCaptcha) throw new AppError('VALIDATION', { detail: 'mobile, smsCaptcha' }, { mobile: 'required', smsCaptcha: 'required' });
      const user = await findLoginUser(ctx.db, { mobile }, body.tenantCode);
      if (!user) throw new AppError('MOBILE_UNKNOWN');
      if (isLocked(user, ctx.clock.now())) throw new AppError('ACCOUNT_LOCKED');
      if (user.status !== 1) throw new AppError('ACCOUNT_DISABLED');
      // Outside the session's transaction: a wrong code's attempt must be counted although the reply fails.
      await ctx.smsCodes.consume(ctx.db, mobile, 'login', body.smsCaptcha);
      await refuseClientForUser(ctx.db, client.clientCode, user.id);
      return ok(await ctx.db.transaction().execute((trx) => ctx.sessions.start(trx, user, client, meta)));
    }
    const username = body.username?.trim();
    const password = body.password === undefined ? undefined : plainPassword(body.password, ctx);
    if (!username || !password) throw new AppError('VALIDATION', { detail: 'username, password' }, { username: 'required', password: 'required' });
    // The captcha is taken before the password is looked at (and whatever the outcome): otherwise a required
    // captcha would still let anyone try passwords, telling a right one by the different refusal.
    if (body.randomId) await ctx.captchas.consumeVerified(ctx.db, body.randomId);
    else if (ctx.config.loginCaptchaRequired) throw new AppError('CAPTCHA_REQUIRED');
    const user = await findLoginUser(ctx.db, { username }, body.tenantCode);
    if (!user) {
      await verifyPassword(password, await decoyHash);
      throw new AppError('BAD_CREDENTIALS');
    }
    if (user.status !== 1) {
      await verifyPassword(password, await decoyHash);
      throw new AppError('ACCOUNT_DISABLED');
    }
    const attempt = await reserveLoginAttempt(ctx.db, user.id, ctx.clock.now());
    if (!attempt) {
      // Locked: refused without looking at the password, but no sooner than a checked one would be.
      await verifyPassword(password, await decoyHash);
      throw new AppError('ACCOUNT_LOCKED');
    }
    if (!(await verifyPassword(password, user.passwordHash))) throw new AppError(attempt.locked ? 'ACCOUNT_LOCKED' : 'BAD_CREDENTIALS');
    // The right password settles the attempt even when the client then refuses the person's roles: not a wrong password.
    await settleSuccessfulLogin(ctx.db, user.id, attempt);
    await refuseClientForUser(ctx.db, client.clientCode, user.id);
    return ok(await ctx.db.transaction().execute((trx) => ctx.sessions.start(trx, user, client, meta)));
  });
}

async function findLoginUser(db: ServerContext['db'], by: { username?: string; mobile?: string }, tenantCode?: string) {
  let query = db
    .selectFrom('sysUser as u')
    .innerJoin('tenant as t', 't.id', 'u.tenantId')
    .select(['u.id', 'u.tenantId', 'u.username', 'u.passwordHash', 'u.status', 'u.failedLogins', 'u.lockedUntil', 't.tenantCode']);
  query = by.username !== undefined ? query.where('u.username', '=', by.username) : query.where('u.mobile', '=', by.mobile!);
  const user = await query.executeTakeFirst();
  if (!user || (tenantCode && tenantCode !== user.tenantCode)) return undefined;
  return { ...user, lockedUntil: user.lockedUntil ? new Date(user.lockedUntil) : null };
}

/**
 * The password as typed. When the AES password helper is configured (spec 01 §9; the browser's
 * VITE_PASSWORD_AES_KEY/IV and the server's CLEARWAY_PASSWORD_AES_KEY/IV must match), the browser sends it
 * encrypted; one that does not decrypt counts as a wrong password.
 */
function plainPassword(sent: string, ctx: ServerContext): string {
  if (!ctx.passwordCipher.enabled) return sent;
  try {
    return ctx.passwordCipher.decrypt(sent);
  } catch {
    return '\u0000not-decryptable';
  }
}
