/**
 * What the target route of a generated schema is in the route catalogue: in it or new, already drawn by a page or a
 * schema or not built yet, and the buttons a role can be granted there (the generator checks the schema's buttons
 * against them). Pure: the catalogue and what is built are given.
 */
import type { ButtonCode, RouteCatalogue } from '../../../../engine/schema/route-catalogue';

/** How a route is drawn now: a built page of the app, an entity schema's page (with its id), or not at all. */
export type RouteBuilt = { by: 'page' } | { by: 'schema'; schemaId: string } | { by: 'none' } | { by: 'unknown' };

export type RouteStatus =
  | { kind: 'empty' }
  /** Not a path the catalogue could hold (must start with '/', letters, digits, '/', '-', '_'). */
  | { kind: 'invalid' }
  /** Not in the catalogue: the generator writes an entry to add to schemas/routes/. */
  | { kind: 'new' }
  | { kind: 'catalogue'; name: string; title: { zh: string; en: string }; built: RouteBuilt; buttons: ButtonCode[] };

/** What is drawn where: the app's built pages, and the schema pages by route (null while the index is not loaded). */
export interface BuiltRoutes {
  pages: ReadonlySet<string>;
  schemaIdOf: ReadonlyMap<string, string> | null;
}

const PATH = /^\/[A-Za-z0-9_\-/]*$/;

/**
 * The status of a route path.
 * @example routeStatus('/carrier', routeCatalogue, built) // { kind: 'catalogue', name: 'carrier', built: { by: 'schema', schemaId: 'base.carrier' }, … }
 */
export function routeStatus(path: string, catalogue: Pick<RouteCatalogue, 'byPath'>, built: BuiltRoutes): RouteStatus {
  const trimmed = path.trim();
  if (!trimmed) return { kind: 'empty' };
  if (!PATH.test(trimmed) || trimmed.includes('//')) return { kind: 'invalid' };
  const entry = catalogue.byPath(trimmed);
  if (!entry) return { kind: 'new' };
  return { kind: 'catalogue', name: entry.name, title: entry.title, built: builtOf(trimmed, built), buttons: (entry.buttons ?? []).map((b) => b.code) };
}

function builtOf(path: string, built: BuiltRoutes): RouteBuilt {
  if (built.pages.has(path)) return { by: 'page' };
  if (!built.schemaIdOf) return { by: 'unknown' };
  const schemaId = built.schemaIdOf.get(path);
  return schemaId ? { by: 'schema', schemaId } : { by: 'none' };
}

/**
 * Whether generating a schema onto the route would claim a route another page already draws (the server refuses a
 * route claimed twice): a built page, or another schema's page. Regenerating the same schema is no clash.
 */
export function routeClash(status: RouteStatus, schemaId: string | undefined): boolean {
  if (status.kind !== 'catalogue') return false;
  return status.built.by === 'page' || (status.built.by === 'schema' && status.built.schemaId !== schemaId);
}
