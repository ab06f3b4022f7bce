import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import { bearerToken } from '../plugins/authentication';
import { menuAuthority } from '../services/menu-authority';
import type { ServerContext } from './context';

const anyObject = envelopeSchema({ type: 'object', additionalProperties: true });

/** The calls the browser makes right after sign-in (spec 01 §4: token → user info → menu authority → routes). */
export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/uaa/users/getSysUser', { schema: { tags: ['session'], summary: 'Current user', response: { 200: anyObject } } }, async (request) => {
    const user = requireUser(request);
    const row = await request.db
      .selectFrom('sysUser as u')
      .innerJoin('tenant as t', 't.id', 'u.tenantId')
      .leftJoin('baseSite as s', 's.id', 'u.ownerSiteId')
      .leftJoin('baseCustomer as c', 'c.id', 'u.customerId')
      .select(['u.id', 'u.username', 'u.nickname', 'u.avatar', 'u.mobile', 'u.email', 'u.geographic', 'u.address', 'u.profile', 'u.isAdmin', 'u.subjectId', 'u.subjectName', 'u.customerId', 't.tenantCode', 't.tenantName', 's.id as siteId', 's.siteCode', 's.siteName', 'c.customerCode', 'c.customerName'])
      .where('u.id', '=', user.id)
      .executeTakeFirstOrThrow();
    const token = bearerToken(request) ?? null;
    return ok({
      token,
      name: row.username,
      avatar: row.avatar ?? '',
      tenantCode: row.tenantCode,
      tenantName: row.tenantName,
      id: row.id,
      nickname: row.nickname,
      phone: row.mobile ?? '',
      email: row.email ?? '',
      geographic: row.geographic ?? '',
      address: row.address ?? '',
      profile: row.profile ?? '',
      introduction: row.nickname,
      roles: user.roles,
      customerCode: row.customerCode ?? null,
      customerId: row.customerId,
      customerName: row.customerName ?? null,
      ownerSite: row.siteId ?? null,
      ownerSiteCode: row.siteCode ?? null,
      ownerSiteName: row.siteName ?? null,
      ownerCustomerCode: row.customerCode ?? null,
      subjectId: row.subjectId,
      subjectName: row.subjectName ?? row.nickname,
      isAdmin: String(row.isAdmin),
      accessToken: token,
      // Refresh tokens are stored only as hashes; the browser keeps its own copy from the token reply.
      refreshToken: null,
    });
  });

  app.post<{ Querystring: { username?: string }; Body: { username?: string } }>('/api/account/sysuserdetail/queryCurrentAuthority', {
    config: { transaction: false },
    schema: { tags: ['session'], summary: 'Menu and button authority of the current user', querystring: { type: 'object', properties: { username: { type: 'string' } } }, response: { 200: anyObject } },
  }, async (request) => {
    const user = requireUser(request);
    // The installation's own pages (app clients, tenants, system dictionaries) are the platform tenant's alone.
    const hidden = user.platform ? undefined : new Set(ctx.entities.all().filter((m) => m.schema.storage?.platform && m.schema.route).map((m) => m.schema.route!));
    return ok(await menuAuthority(request.db, user, request.lang, hidden));
  });

  app.get('/api/bdtibs/base/queryCurrentLoginEmployee', { schema: { tags: ['session'], summary: 'Employee record of the current user', response: { 200: anyObject } } }, async (request) => {
    const user = requireUser(request);
    const employee = await request.db
      .selectFrom('baseEmployee as e')
      .leftJoin('baseSite as s', (join) => join.onRef('s.siteCode', '=', 'e.siteCode').onRef('s.tenantId', '=', 'e.tenantId'))
      .select(['e.id', 'e.employeeCode', 'e.employeeName', 'e.siteCode', 's.siteName'])
      .where('e.tenantId', '=', user.tenantId)
      .where('e.userId', '=', user.id)
      .executeTakeFirst();
    return ok(employee ?? { id: null, employeeCode: user.employeeCode, employeeName: user.nickname, siteCode: user.ownerSiteCode, siteName: null });
  });

  app.post('/api/admin/sysuser/registerNewSession', { schema: { tags: ['session'], summary: 'Register this login in the online-users list', response: { 200: anyObject } } }, async (request) => {
    const user = requireUser(request);
    const now = new Date(ctx.clock.now());
    await request.db.updateTable('authSession').set({ registeredAt: now, lastSeenAt: now, ip: request.ip.slice(0, 64), userAgent: request.headers['user-agent']?.slice(0, 500) ?? null }).where('id', '=', user.sessionId).execute();
    return ok({ sessionId: user.sessionId, username: user.username, loginTime: now.toISOString(), ip: request.ip });
  });

  app.post('/api/clearway/auth/logout', { schema: { tags: ['session'], summary: 'Log out: ends this session and its refresh tokens', response: { 200: anyObject } } }, async (request) => {
    await ctx.sessions.revoke(request.db, requireUser(request).sessionId, 'logout');
    return ok(null, 'logged out');
  });
}
