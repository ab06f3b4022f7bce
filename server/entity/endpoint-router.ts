import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildEndpointTable, endpointKey, endpointPrefixes, type EndpointEntry } from '../../engine/schema/endpoint-table';
import type { EntityModel } from '../../engine/schema/entity-model';
import { ok } from '../http/envelope';
import { ROLE_ROUTES, type EndpointDeps } from './entity-endpoints';
import { checkEndpointInput } from './endpoint-input';
import type { EntityRegistry } from './entity-registry';

/** The entity call a request resolved to (set by the router before the other hooks read it). */
export type EntityCall = EndpointEntry<EntityModel>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The entity endpoint this request is, when the entity router serves it (server/entity/endpoint-router.ts). */
    entityCall?: EntityCall;
  }
}

/** What the router needs: the handlers' deps, and the registry read on every request (it is swapped on reload). */
export interface RouterDeps extends EndpointDeps {
  entities(): EntityRegistry;
}

/** Prefixes the router always listens under, besides those of the registry it starts with. */
const FIXED_PREFIXES = ['/api/admin', '/api/bdtibs'];

const tables = new WeakMap<EntityRegistry, Map<string, EntityCall>>();

/**
 * The calls the router serves for a registry, by {@link endpointKey} (method and lower-case path), built once per
 * registry object: every endpoint of a stored entity whose role has a handler in ROLE_ROUTES.
 */
export function endpointTableOf(registry: EntityRegistry): Map<string, EntityCall> {
  let table = tables.get(registry);
  if (!table) {
    table = new Map([...buildEndpointTable(registry.stored()).table].filter(([, entry]) => ROLE_ROUTES[entry.role] !== undefined));
    tables.set(registry, table);
  }
  return table;
}

/** The call a method and URL name in this registry, matched case-insensitively, if any. */
export function resolveEntityCall(registry: EntityRegistry, method: string, url: string): EntityCall | undefined {
  const path = url.split('?', 1)[0]!;
  return endpointTableOf(registry).get(endpointKey(method, path));
}

/**
 * Serves every entity endpoint (docs/api.md, "Entity endpoints") through a few catch-all routes, one per path
 * prefix (`/api/admin/*`, `/api/bdtibs/*`, …): the request's method and path are looked up, case-insensitively, in the
 * table of the registry being served at that moment, and the role's handler of ROLE_ROUTES answers. Hand-written
 * routes keep precedence (the router prefers a static path to a wildcard). An unknown call gets the usual 404.
 * The input is checked here (endpoint-input.ts) as Fastify checked it per route, once the call is known.
 */
export function registerEntityRouter(app: FastifyInstance, deps: RouterDeps): void {
  const prefixes = new Set([...FIXED_PREFIXES, ...endpointPrefixes(deps.entities().stored())]);
  for (const prefix of prefixes) {
    app.route({
      method: ['GET', 'POST', 'PUT', 'DELETE'],
      url: `${prefix}/*`,
      schema: { hide: true },
      config: { serves: (request: FastifyRequest) => resolveEntityCall(deps.entities(), request.method, request.url) !== undefined },
      // Resolved before the global preHandler hooks run: the transaction hook reads whether the call wants one, the
      // tenant custom-field check which entity is written.
      onRequest: (request, _reply, done) => {
        const call = resolveEntityCall(deps.entities(), request.method, request.url);
        request.entityCall = call;
        const route = call && ROLE_ROUTES[call.role];
        // Export and import open their own transactions; an unknown call needs none.
        if (!route || 'raw' in route) request.transactionWanted = false;
        done();
      },
      handler: (request, reply) => dispatch(request, reply, deps),
    });
  }
}

async function dispatch(request: FastifyRequest, reply: FastifyReply, deps: RouterDeps): Promise<unknown> {
  const call = request.entityCall;
  const route = call && ROLE_ROUTES[call.role];
  if (!call || !route) return reply.callNotFound();
  const { model, role, endpoint } = call;
  if ('raw' in route) {
    checkEndpointInput(request, model, role, endpoint, route.schema(model));
    return route.handle(request, model, deps, reply);
  }
  if (!route.checkedByService) checkEndpointInput(request, model, role, endpoint, route.schema(model, endpoint));
  return ok(await route.handle(request, model, deps, endpoint));
}
