/**
 * URL permissions enforced on every request (docs/domain/administration.md "URL permissions"): a call whose URL
 * resource has roles granted in the caller's tenant may be made only by administrators and holders of one of those
 * roles; anyone else gets 403 `URL_FORBIDDEN` naming the URL. A call with no roles granted is governed by the menu
 * and button checks alone; public calls never reach here (they have no user). The rules are cached per tenant for
 * the authority version the session was read at (server/services/url-rule-cache.ts), so a change of grants applies
 * at the next request and an unchanged one costs no query.
 *
 * Also collects the route table as routes are registered and writes it into `sys_url` when the server is ready.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import type { ServerContext } from '../routes/context';
import { seesEverything } from '../services/menu-authority';
import { decidingRule, holdsRuleRole, requestPath } from '../services/url-patterns';
import { UrlRuleCache } from '../services/url-rule-cache';
import { entityEntries, routeEntries, syncUrlTable, type RouteEntry } from '../services/url-route-table';

/** Registers the collector, the check and the start-up sync. Call it before the routes are registered. */
export function registerUrlPermissions(app: FastifyInstance, ctx: ServerContext): void {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(...routeEntries(route));
  });
  app.addHook('onReady', async () => {
    await syncUrlTable(ctx.db, [...routes, ...entityEntries(ctx.entities)]);
  });
  const cache = new UrlRuleCache();
  app.addHook('onRequest', async (request) => {
    const user = request.user;
    if (!user || request.authorityVersion === undefined || seesEverything(user)) return;
    const rules = await cache.rules(ctx.db, user.tenantId, request.authorityVersion);
    if (!rules.length) return;
    const path = requestPath(request.url);
    const rule = decidingRule(rules, request.method, path, request.routeOptions.url);
    if (rule && !holdsRuleRole(rule, user.roles)) throw new AppError('URL_FORBIDDEN', { url: `${request.method} ${path}` });
  });
}

