import type { RouteCatalogue, RouteEntry } from '../../../engine/schema/route-catalogue';
import { canSeeRoute } from '../../../engine/access/route-access';

export type Resolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'refresh'; to: string }
  | { kind: 'notFound' }
  | { kind: 'forbidden'; route: RouteEntry }
  | { kind: 'built'; route: RouteEntry }
  | { kind: 'schema'; route: RouteEntry }
  | { kind: 'dashboard'; route: RouteEntry }
  | { kind: 'external'; route: RouteEntry }
  | { kind: 'wms'; route: RouteEntry }
  | { kind: 'notBuilt'; route: RouteEntry };

export interface ResolveContext {
  catalogue: RouteCatalogue;
  roles: string[];
  permittedPaths: Set<string>;
  builtPaths: Set<string>;
  /** Routes drawn from an entity schema (a built page of the same path wins). */
  schemaPaths: ReadonlySet<string>;
  /** Routes drawn from a dashboard (schemas/dashboards; a built page of the same path wins and may show it itself). */
  dashboardPaths?: ReadonlySet<string>;
  alwaysPermitted: Set<string>;
  /** Where a section without its own redirect goes: its first permitted page. */
  sectionTarget(path: string): string | undefined;
}

/**
 * What the content area shows for a path: the root redirect (spec 01 §2: / → /certificationAudit, else the
 * workbench for those who may not see it), a section's redirect, 404 for unknown paths, 401 for routes the menu does
 * not grant, the built page, the schema page, an external tool, or "not built yet".
 */
export function resolveRoute(path: string, ctx: ResolveContext): Resolution {
  if (path.startsWith('/redirect/')) return { kind: 'refresh', to: path.slice('/redirect'.length) };
  const route = ctx.catalogue.byPath(path);
  if (!route || route.public || route.mounted === false) return { kind: 'notFound' };
  const allowed = ctx.alwaysPermitted.has(path) || canSeeRoute(route, { roles: ctx.roles }, ctx.permittedPaths);
  if (!allowed) return { kind: 'forbidden', route };
  if (path === '/') {
    const home = route.redirect ?? '/workbench';
    const homeRoute = ctx.catalogue.byPath(home);
    const homeAllowed = !!homeRoute && canSeeRoute(homeRoute, { roles: ctx.roles }, ctx.permittedPaths);
    return { kind: 'redirect', to: homeAllowed ? home : '/workbench' };
  }
  if (ctx.builtPaths.has(path)) return { kind: 'built', route };
  if (ctx.dashboardPaths?.has(path)) return { kind: 'dashboard', route };
  if (ctx.schemaPaths.has(path)) return { kind: 'schema', route };
  if (route.redirect && route.redirect !== path) return { kind: 'redirect', to: route.redirect };
  if (ctx.catalogue.children(path).length) {
    const target = ctx.sectionTarget(path);
    if (target && target !== path) return { kind: 'redirect', to: target };
  }
  if (route.external?.kind === 'monitor') return { kind: 'external', route };
  if (route.dataForm === 'WMS' || route.external?.kind === 'wms') return { kind: 'wms', route };
  return { kind: 'notBuilt', route };
}
