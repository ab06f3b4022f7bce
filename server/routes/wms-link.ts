import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import type { ServerContext } from './context';

const HANDOFF_SECONDS = 120;

interface WmsLinkBody {
  employeeCode?: string;
  employeeName?: string;
  languageType: 'cn' | 'en';
  menuCode?: string;
  menuPath?: string;
  siteCode?: string;
  siteName?: string;
}

/** POST /api/bdtibs/login/getWmsLoginUrl: a URL into the external warehouse system carrying a two-minute signed token. */
export function registerWmsLinkRoute(app: FastifyInstance, ctx: ServerContext): void {
  const text = (max: number) => ({ type: 'string', maxLength: max });
  app.post<{ Body: WmsLinkBody }>('/api/bdtibs/login/getWmsLoginUrl', {
    config: { transaction: false },
    schema: {
      tags: ['warehouse system'], summary: 'Sign-in URL of the warehouse system (opened in a new window)',
      body: { type: 'object', required: ['languageType'], properties: { employeeCode: text(64), employeeName: text(100), languageType: { type: 'string', enum: ['cn', 'en'] }, menuCode: text(100), menuPath: text(200), siteCode: text(32), siteName: text(100) } },
      response: { 200: envelopeSchema({ type: 'object', properties: { successUrl: { type: 'string' }, expiresIn: { type: 'integer' } } }) },
    },
  }, async (request) => {
    if (!ctx.config.wmsUrl) throw new AppError('WMS_NOT_CONFIGURED');
    const user = requireUser(request);
    const body = request.body;
    const token = await ctx.tokens.signHandoff('wms', {
      sub: String(user.id), tenantCode: user.tenantCode, username: user.username,
      employeeCode: body.employeeCode ?? user.employeeCode, employeeName: body.employeeName ?? user.nickname,
      siteCode: body.siteCode ?? user.ownerSiteCode, siteName: body.siteName, menuCode: body.menuCode, menuPath: body.menuPath,
    }, HANDOFF_SECONDS);
    const url = new URL(ctx.config.wmsUrl);
    url.searchParams.set('token', token);
    url.searchParams.set('lang', body.languageType);
    if (body.menuPath) url.searchParams.set('menuPath', body.menuPath);
    if (body.siteCode) url.searchParams.set('siteCode', body.siteCode);
    return ok({ successUrl: url.toString(), expiresIn: HANDOFF_SECONDS });
  });
}
