/**
 * POST /api/bdtibs/base/querySysMenu and querySysUrl (form parameters, spec 02 §7 "Logistics base data"): a page of
 * the caller's tenant's menus or URL resources, filtered, for the pickers of the base-data pages. Readable by
 * administrators and by whoever has one of the authority pages in their menu (/sysmenu or /datapermission for menus,
 * /sysurl for URLs). Reply `{ list, total, currentPage, pageSize }` (docs/api.md "Roles, URLs and data permissions").
 */
import type { FastifyInstance } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser, type SessionUser } from '../http/request-context';
import { mayOpenRoute } from '../entity/entity-permissions';
import type { RequestDb } from '../entity/row-store';
import type { ServerContext } from './context';
import { INT4_MAX } from '../entity/row-body-schema';

const MAX_PAGE_SIZE = 500;

const text = (maxLength: number) => ({ type: 'string', maxLength });
const paging = { currentPage: { type: 'integer', minimum: 1, maximum: INT4_MAX, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 } };

async function requireOneOf(db: RequestDb, user: SessionUser, routes: string[]): Promise<void> {
  for (const route of routes) if (await mayOpenRoute(db, user, route)) return;
  throw new AppError('FORBIDDEN');
}

/** A page of a query: its rows and the total the filters leave. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function page<Q extends SelectQueryBuilder<any, any, any>>(query: Q, currentPage: number, pageSize: number, order: string[]) {
  const { total } = await query.clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow() as { total: string };
  let rows = query;
  for (const column of order) rows = rows.orderBy(column) as Q;
  const list = await rows.limit(pageSize).offset((currentPage - 1) * pageSize).execute();
  return { list, total: Number(total), currentPage, pageSize };
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function registerBaseAuthorityQueries(app: FastifyInstance, _ctx: ServerContext): void {
  app.post<{ Body: { menuName?: string; menuCode?: string; menuPath?: string; currentPage: number; pageSize: number } }>('/api/bdtibs/base/querySysMenu', {
    schema: {
      tags: ['authority'], summary: 'A page of the tenant\'s menus (form: menuName like, menuCode, menuPath like, currentPage, pageSize)',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: { type: 'object', properties: { menuName: text(100), menuCode: text(100), menuPath: text(200), ...paging } },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const user = requireUser(request);
    await requireOneOf(request.db, user, ['/sysmenu', '/datapermission']);
    const { menuName, menuCode, menuPath, currentPage, pageSize } = request.body ?? { currentPage: 1, pageSize: 20 };
    let query = request.db.selectFrom('sysMenu')
      .select(['id', 'menuCode', 'menuName', 'menuNameEn', 'menuPath', 'menuParent', 'menuIcon', 'menuSequence', 'menuStatus', 'hideInMenu'])
      .where('tenantId', '=', user.tenantId);
    if (menuName) query = query.where((eb) => eb.or([eb('menuName', 'ilike', like(menuName)), eb('menuNameEn', 'ilike', like(menuName))]));
    if (menuCode) query = query.where('menuCode', '=', menuCode);
    if (menuPath) query = query.where('menuPath', 'ilike', like(menuPath));
    return ok(await page(query, currentPage ?? 1, pageSize ?? 20, ['menuPath']));
  });

  app.post<{ Body: { url?: string; urlName?: string; urlMethod?: string; urlTag?: string; roleId?: number; currentPage: number; pageSize: number } }>('/api/bdtibs/base/querySysUrl', {
    schema: {
      tags: ['authority'], summary: 'A page of the tenant\'s URL resources with the role codes granted each (form: url like, urlName like, urlMethod, urlTag, roleId, currentPage, pageSize)',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: { type: 'object', properties: { url: text(300), urlName: text(300), urlMethod: text(8), urlTag: text(100), roleId: { type: 'integer', minimum: 1, maximum: INT4_MAX }, ...paging } },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const user = requireUser(request);
    await requireOneOf(request.db, user, ['/sysurl']);
    const { url, urlName, urlMethod, urlTag, roleId, currentPage, pageSize } = request.body ?? { currentPage: 1, pageSize: 20 };
    let query = request.db.selectFrom('sysUrl').select(['id', 'urlMethod', 'url', 'urlName', 'urlTag', 'urlSource']).where('tenantId', '=', user.tenantId);
    if (url) query = query.where('url', 'ilike', like(url));
    if (urlName) query = query.where('urlName', 'ilike', like(urlName));
    if (urlMethod) query = query.where('urlMethod', '=', urlMethod.toUpperCase());
    if (urlTag) query = query.where('urlTag', '=', urlTag);
    if (roleId) query = query.where('id', 'in', request.db.selectFrom('sysRoleUrl').select('urlId').where('roleId', '=', roleId));
    const result = await page(query, currentPage ?? 1, pageSize ?? 20, ['url', 'urlMethod']);
    const ids = result.list.map((row) => row.id);
    const grants = ids.length
      ? await request.db.selectFrom('sysRoleUrl as ru').innerJoin('sysRole as r', 'r.id', 'ru.roleId').select(['ru.urlId', 'r.roleCode']).where('ru.urlId', 'in', ids).execute()
      : [];
    const roles = new Map<number, string[]>();
    for (const g of grants) roles.set(g.urlId, [...(roles.get(g.urlId) ?? []), g.roleCode]);
    return ok({ ...result, list: result.list.map((row) => ({ ...row, roleCodes: (roles.get(row.id) ?? []).sort() })) });
  });
}
