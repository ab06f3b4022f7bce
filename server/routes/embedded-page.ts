import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../../engine/schema/route-catalogue';
import { routeCatalogue } from '../../schemas/routes';
import { monitorUrlVariable } from '../config';
import { mayOpenRoute } from '../entity/entity-permissions';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import type { ServerContext } from './context';

/** What an embedded page shows: the address, where it came from, and the variable that sets it. */
export interface EmbeddedPage {
  path: string;
  url: string | null;
  source: 'environment' | 'catalogue' | null;
  variable: string;
}

/**
 * The address of a monitor route (`external.kind: "monitor"` in the route catalogue): the installation's
 * `CLEARWAY_MONITOR_<NAME>_URL`, else the catalogue's own `external.url` (the server's API page for /swagger), else none.
 */
export function embeddedPageOf(route: RouteEntry, monitorUrls: Readonly<Record<string, string>>): EmbeddedPage {
  const configured = monitorUrls[route.name.toLowerCase()];
  const fallback = route.external?.url;
  return {
    path: route.path,
    url: configured ?? fallback ?? null,
    source: configured ? 'environment' : fallback ? 'catalogue' : null,
    variable: monitorUrlVariable(route.name),
  };
}

/**
 * GET /api/clearway/embedded-page?path=/grafana: the address the monitor page frames, for a user whose menu has
 * the route (administrators: every one). Addresses are internal to the installation, so only they get them.
 */
export function registerEmbeddedPageRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { path: string } }>('/api/clearway/embedded-page', {
    config: { transaction: false },
    schema: {
      tags: ['clearway'], summary: 'The address a monitor page (/swagger, /grafana, …) shows inside the app, or null when none is configured',
      querystring: { type: 'object', required: ['path'], properties: { path: { type: 'string', minLength: 1, maxLength: 200 } } },
      response: { 200: envelopeSchema({ type: 'object', properties: { path: { type: 'string' }, url: { type: ['string', 'null'] }, source: { type: ['string', 'null'] }, variable: { type: 'string' } } }) },
    },
  }, async (request) => {
    const user = requireUser(request);
    const route = routeCatalogue.byPath(request.query.path);
    if (!route || route.external?.kind !== 'monitor') throw new AppError('NOT_FOUND', { what: request.query.path });
    if (!(await mayOpenRoute(ctx.db, user, route.path))) throw new AppError('FORBIDDEN');
    return ok(embeddedPageOf(route, ctx.config.monitorUrls));
  });
}
