/**
 * The entity endpoints as one lookup table by method and path, matched case-insensitively (spec 02 §7 names calls
 * in camel case, `querySysMenu`; callers and older clients also send `querySysmenu`). The server's router answers
 * from it (server/entity/endpoint-router.ts); `npm run schemas:check` uses it to refuse two entities on one call.
 * React-free and pure.
 */
import type { Endpoint, EndpointRole } from './entity-model';

/** What the table needs of a compiled entity. */
export interface EndpointOwner {
  id: string;
  endpoints: Partial<Record<EndpointRole, Endpoint>>;
  /** Commands' own calls by command name (role `command`; many per entity). */
  commandEndpoints?: Record<string, Endpoint>;
  /** Named exports' calls by call name (role `namedExport`; many per entity). */
  exportEndpoints?: Record<string, Endpoint>;
}

/**
 * Every call of an entity with its role: the pattern's roles, then one `command` per command with a call, then one
 * `namedExport` per named export.
 */
export function endpointsWithRoles(model: EndpointOwner): [EndpointRole, Endpoint][] {
  const roles = Object.entries(model.endpoints) as [EndpointRole, Endpoint][];
  const commands = Object.values(model.commandEndpoints ?? {}).map((endpoint): [EndpointRole, Endpoint] => ['command', endpoint]);
  const exports = Object.values(model.exportEndpoints ?? {}).map((endpoint): [EndpointRole, Endpoint] => ['namedExport', endpoint]);
  return [...roles, ...commands, ...exports];
}

/** One call the router serves. */
export interface EndpointEntry<M extends EndpointOwner> {
  model: M;
  role: EndpointRole;
  endpoint: Endpoint;
}

/** Two entities (or two roles of one) that would answer the same method and path. */
export interface EndpointClash {
  key: string;
  first: string;
  second: string;
}

/**
 * The table key of a call: the method and the path in lower case; HEAD reads as GET.
 * @example endpointKey('GET', '/api/admin/sysmenu/querySysMenu'); // 'GET /api/admin/sysmenu/querysysmenu'
 */
export function endpointKey(method: string, path: string): string {
  const verb = method.toUpperCase();
  return `${verb === 'HEAD' ? 'GET' : verb} ${path.toLowerCase()}`;
}

/**
 * The table of every entity endpoint the router serves (not those read through the generic data query), and the
 * clashes: a second call on a key already taken keeps the first and is reported as `role of entity`.
 */
export function buildEndpointTable<M extends EndpointOwner>(models: Iterable<M>): { table: Map<string, EndpointEntry<M>>; clashes: EndpointClash[] } {
  const table = new Map<string, EndpointEntry<M>>();
  const clashes: EndpointClash[] = [];
  for (const model of models) {
    for (const [role, endpoint] of endpointsWithRoles(model)) {
      if (endpoint.viaDataQuery) continue;
      const key = endpointKey(endpoint.method, endpoint.path);
      const taken = table.get(key);
      const name = (entry: { role: EndpointRole; endpoint: Endpoint }) => (entry.endpoint.command ? `command ${entry.endpoint.command}` : entry.endpoint.namedExport ? `export ${entry.endpoint.namedExport}` : entry.role);
      if (taken) clashes.push({ key, first: `${name(taken)} of ${taken.model.id}`, second: `${name({ role, endpoint })} of ${model.id}` });
      else table.set(key, { model, role, endpoint });
    }
  }
  return { table, clashes };
}

/** The path prefixes (`/api/admin`, `/api/bdtibs`) the endpoints live under: where the router listens. */
export function endpointPrefixes(models: Iterable<EndpointOwner>): string[] {
  const prefixes = new Set<string>();
  for (const model of models) {
    for (const [, endpoint] of endpointsWithRoles(model)) {
      const match = /^\/api\/[^/]+/.exec(endpoint?.viaDataQuery ? '' : endpoint?.path ?? '');
      if (match) prefixes.add(match[0]);
    }
  }
  return [...prefixes].sort();
}

/** A call name as the spec writes them: lower camel case, letters and digits (`querySysMenu`, `exportPDFSysparam`). */
export const CALL_NAME = /^[a-z][A-Za-z0-9]*$/;

/** A path the router can serve: under /api/, segments of letters, digits, `_` and `-`. */
export const CALL_PATH = /^\/api(\/[A-Za-z0-9_-]+)+$/;
