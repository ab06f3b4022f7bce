/**
 * `npm run routes:report`: what backs each route of the catalogue. Prints a JSON array, one entry per line,
 * `{ path, title, kind, schema? }`, then the line `routes: N backed of M`.
 *
 * kind: `schema` (an entity schema's `route` or `detail.route`; `schema` gives its id), `dashboard` (a dashboard file's `route`,
 * schemas/dashboards; `dashboard` gives its id), `builtin` (the shell's own pages and the public
 * pages, engine/schema/builtin-routes.ts), `embedded` (a monitor shown inside the app: `external.kind: "monitor"`,
 * src/pages/external/EmbeddedPage.tsx), `external` (the warehouse system: `external` or `dataForm: 'WMS'`), or
 * `not-built`. Backed = all but not-built.
 */
import { pathToFileURL } from 'node:url';
import { BUILTIN_ROUTE_PATHS } from '../engine/schema/builtin-routes';
import type { LocalizedText, RouteCatalogue } from '../engine/schema/route-catalogue';
import { loadDashboardFiles, loadEntityFiles } from '../schemas/load-entity-files';
import { routeCatalogue } from '../schemas/routes/index';

export type RouteKind = 'schema' | 'dashboard' | 'builtin' | 'embedded' | 'external' | 'not-built';

export interface RouteReportEntry {
  path: string;
  title: LocalizedText;
  kind: RouteKind;
  /** The entity schema's id, for kind `schema`. */
  schema?: string;
  /** The dashboard's id, for kind `dashboard`. */
  dashboard?: string;
}

/** One entry per catalogue route, in catalogue order. */
export function routesReport(catalogue: RouteCatalogue, entities: readonly { json: unknown }[], dashboards: readonly { json: unknown }[] = []): RouteReportEntry[] {
  const dashboardByRoute = new Map<string, string>();
  for (const { json } of dashboards) {
    const { id, route } = json as { id?: unknown; route?: unknown };
    if (typeof id === 'string' && typeof route === 'string') dashboardByRoute.set(route, id);
  }
  const schemaByRoute = new Map<string, string>();
  for (const { json } of entities) {
    const { id, route, detail } = json as { id?: unknown; route?: unknown; detail?: { route?: unknown } };
    if (typeof id !== 'string') continue;
    // A schema draws its list on `route` and its detail page on `detail.route` (/entryQGDetail?id=7).
    for (const path of [route, detail?.route]) if (typeof path === 'string' && !schemaByRoute.has(path)) schemaByRoute.set(path, id);
  }
  const builtin = new Set(BUILTIN_ROUTE_PATHS);
  return catalogue.all().map((route) => {
    const entry = { path: route.path, title: { zh: route.title.zh, en: route.title.en } };
    const schema = schemaByRoute.get(route.path);
    if (schema !== undefined) return { ...entry, kind: 'schema', schema };
    // A shell page that shows a dashboard (the workbench) stays a built-in page.
    if (builtin.has(route.path)) return { ...entry, kind: 'builtin' };
    const dashboard = dashboardByRoute.get(route.path);
    if (dashboard !== undefined) return { ...entry, kind: 'dashboard', dashboard };
    if (route.external?.kind === 'monitor') return { ...entry, kind: 'embedded' };
    if (route.external || route.dataForm === 'WMS') return { ...entry, kind: 'external' };
    return { ...entry, kind: 'not-built' };
  });
}

/** The closing line: `routes: N backed of M`. */
export function backedLine(entries: readonly RouteReportEntry[]): string {
  return `routes: ${entries.filter((e) => e.kind !== 'not-built').length} backed of ${entries.length}`;
}

function main(): void {
  // `npm run routes:report | head` closes the pipe early: that is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => { if (error.code === 'EPIPE') process.exit(0); else throw error; });
  const entries = routesReport(routeCatalogue, loadEntityFiles(), loadDashboardFiles());
  console.log(`[\n${entries.map((e) => `  ${JSON.stringify(e)}`).join(',\n')}\n]`);
  console.log(backedLine(entries));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
