/**
 * The route catalogue: every route of the product (spec 01 §2, spec 02 §2), as data.
 *
 * The catalogue lives in `schemas/routes/*.json`, one file per top-level section, each a flat list of
 * {@link RouteEntry}. This module validates such files against `route-catalogue.schema.json` (ajv) and joins
 * them into one {@link RouteCatalogue}, checking the cross references a JSON Schema cannot express.
 * It takes already-parsed JSON and imports neither React nor node:fs, so the browser and the server share it.
 *
 * @example
 *   const catalogue = buildCatalogue([{ file: 'admin.json', json: adminJson }]);
 *   catalogue.byPath('/sysuser')?.title.en; // 'Users'
 */

/** A text in both interface languages. */
export interface LocalizedText {
  zh: string;
  en: string;
}

/** The button vocabulary a role can be granted on a page. */
export type ButtonCode =
  | 'add' | 'edit' | 'delete' | 'view' | 'export' | 'import' | 'audit' | 'print' | 'scan' | 'declare'
  | 'release' | 'cancel' | 'merge' | 'submit' | 'enable' | 'resetPassword' | 'authorize' | 'check' | 'submitFee' | 'mergeBill' | 'unmergeBill' | 'convert' | 'ignore';

/** A grantable button of a page route. */
export interface RouteButton {
  code: ButtonCode;
  title: LocalizedText;
}

/** How an external route opens: a monitoring tool, or the warehouse system (WMS). */
export interface RouteExternal {
  kind: 'monitor' | 'wms';
  url?: string;
}

/** One route of the catalogue; the flag names are the spec's route metadata. */
export interface RouteEntry {
  /** Absolute path, exactly as the spec writes it. Unique. */
  path: string;
  /** Path of the parent route; absent at top level. */
  parent?: string;
  /** Unique camelCase name. */
  name: string;
  title: LocalizedText;
  /** i18n key, always `'route.' + name`. */
  titleKey: string;
  /** An @ant-design/icons component name; every top-level menu route has one. */
  icon?: string;
  hidden?: boolean;
  affix?: boolean;
  noCache?: boolean;
  alwaysShow?: boolean;
  /** false for detail pages hidden from the menu. */
  isShow?: boolean;
  dataForm?: 'WMS';
  roles?: string[];
  redirect?: string;
  /** Reachable without a session. */
  public?: boolean;
  external?: RouteExternal;
  /** false: defined but not mounted in the router (the permission demo). */
  mounted?: boolean;
  /** Sort key among siblings; routes without one come after those with one, in file order. */
  order?: number;
  buttons?: RouteButton[];
}

/** A parsed catalogue file. */
export interface RouteFile {
  $schema?: string;
  routes: RouteEntry[];
}

/** A catalogue file with the name used in error messages. */
export interface NamedRouteFile {
  file: string;
  json: unknown;
}

/** A route with its ordered children, as returned by {@link RouteCatalogue.tree}. */
export interface RouteNode {
  route: RouteEntry;
  children: RouteNode[];
}

/** The joined, checked, read-only catalogue. */
export interface RouteCatalogue {
  /** The route with exactly this path. */
  byPath(path: string): RouteEntry | undefined;
  /** The route with this name. */
  byName(name: string): RouteEntry | undefined;
  /** Direct children of a route, ordered by `order` then file order. */
  children(path: string): readonly RouteEntry[];
  /** The chain from the top-level route down to the route itself (for breadcrumbs); empty if unknown. */
  ancestors(path: string): readonly RouteEntry[];
  /** Top-level routes with their descendants, each level ordered by `order` then file order. */
  tree(): RouteNode[];
  /** Every route, in file order. */
  all(): readonly RouteEntry[];
}

/** Whether a route appears in the sidebar menu (not hidden, not a detail page, mounted). */
export function isInMenu(route: RouteEntry): boolean {
  return route.hidden !== true && route.isShow !== false && route.mounted !== false;
}

/** Without the JSON Schema: only that the file has a routes array of objects with a string path. */
function structuralProblems(json: unknown): string[] {
  const routes = typeof json === 'object' && json !== null ? (json as { routes?: unknown }).routes : undefined;
  if (!Array.isArray(routes)) return ['/ must have a routes array'];
  return routes.flatMap((route, i) => (typeof route === 'object' && route !== null && typeof (route as { path?: unknown }).path === 'string' ? [] : [`/routes/${i} must be a route with a path`]));
}

interface Located {
  route: RouteEntry;
  where: string;
}

function isNamedFile(item: unknown): item is NamedRouteFile {
  return typeof item === 'object' && item !== null && typeof (item as NamedRouteFile).file === 'string'
    && 'json' in item;
}

/** Collects every route with a label like `admin.json routes[3] (/sysuser)`; schema problems go to `problems`. */
function collect(files: unknown[], problems: string[], validate?: (json: unknown) => string[]): Located[] {
  const located: Located[] = [];
  files.forEach((item, fileIndex) => {
    const file = isNamedFile(item) ? item.file : `file #${fileIndex}`;
    const json = isNamedFile(item) ? item.json : item;
    const errors = validate ? validate(json) : structuralProblems(json);
    if (errors.length > 0) {
      problems.push(...errors.map((error) => `${file}: ${error}`));
      return;
    }
    (json as RouteFile).routes.forEach((route, index) => {
      located.push({ route: structuredClone(route), where: `${file} routes[${index}] (${route.path})` });
    });
  });
  return located;
}

/** Indexes routes by a key, reporting duplicates. */
function indexBy(located: Located[], key: 'path' | 'name', problems: string[]): Map<string, Located> {
  const index = new Map<string, Located>();
  for (const item of located) {
    const value = item.route[key];
    const first = index.get(value);
    if (first) problems.push(`${item.where}: duplicate ${key} "${value}" (first defined at ${first.where})`);
    else index.set(value, item);
  }
  return index;
}

/** Reports parent cycles once each, e.g. `parent cycle: /a -> /b -> /a`. */
function checkCycles(located: Located[], byPath: Map<string, Located>, problems: string[]): void {
  const reported = new Set<string>();
  for (const { route } of located) {
    const chain: string[] = [];
    let current: RouteEntry | undefined = route;
    while (current && !chain.includes(current.path)) {
      chain.push(current.path);
      current = current.parent === undefined ? undefined : byPath.get(current.parent)?.route;
    }
    if (!current) continue;
    const loop = chain.slice(chain.indexOf(current.path));
    const key = [...loop].sort().join(' ');
    if (reported.has(key)) continue;
    reported.add(key);
    problems.push(`${byPath.get(current.path)?.where}: parent cycle: ${[...loop, current.path].join(' -> ')}`);
  }
}

/** The cross-reference and consistency rules a JSON Schema cannot express. */
function checkReferences(located: Located[], byPath: Map<string, Located>, problems: string[]): void {
  const parents = new Set(located.map(({ route }) => route.parent).filter((p): p is string => p !== undefined));
  for (const { route, where } of located) {
    const parent = route.parent === undefined ? undefined : byPath.get(route.parent)?.route;
    if (route.parent !== undefined && !parent) problems.push(`${where}: parent "${route.parent}" does not exist`);
    if (route.redirect !== undefined && !byPath.has(route.redirect)) {
      problems.push(`${where}: redirect target "${route.redirect}" does not exist`);
    }
    if (route.titleKey !== `route.${route.name}`) {
      problems.push(`${where}: titleKey "${route.titleKey}" must be "route.${route.name}"`);
    }
    if (route.parent === undefined && isInMenu(route) && !route.icon) {
      problems.push(`${where}: a top-level menu route needs an icon`);
    }
    if (parents.has(route.path) && route.buttons) {
      problems.push(`${where}: a route with children is a group and cannot have buttons`);
    }
    if (parent && parent.mounted === false && route.mounted !== false) {
      problems.push(`${where}: the parent "${parent.path}" is not mounted, so this route must have mounted false`);
    }
    const codes = (route.buttons ?? []).map((button) => button.code);
    const duplicates = codes.filter((code, i) => codes.indexOf(code) !== i);
    if (duplicates.length > 0) problems.push(`${where}: duplicate button code(s) ${duplicates.join(', ')}`);
  }
  checkCycles(located, byPath, problems);
}

function byOrder(a: Located & { seq: number }, b: Located & { seq: number }): number {
  const oa = a.route.order ?? Number.POSITIVE_INFINITY;
  const ob = b.route.order ?? Number.POSITIVE_INFINITY;
  return oa === ob ? a.seq - b.seq : oa - ob;
}

/**
 * Joins catalogue files into one catalogue, checking them.
 *
 * Pass `validate: validateRouteFile` (route-file-validation.ts, ajv) to check each file against the JSON Schema
 * too; the browser leaves it out to keep ajv off the login page, and the tests and the server start-up pass it.
 * Each item is a parsed file, or `{ file, json }` to name it in messages. Checked: the JSON Schema; unique paths
 * and names; every `parent` and `redirect` target exists; no parent cycles; `titleKey` is `'route.' + name`;
 * top-level menu routes have an icon; groups (routes with children) have no buttons; children of an unmounted
 * route are unmounted; no duplicate button codes on a route.
 * @throws Error listing every problem, one per line, each naming its file and route index.
 */
export function buildCatalogue(files: unknown[], options: { validate?: (json: unknown) => string[] } = {}): RouteCatalogue {
  const problems: string[] = [];
  const located = collect(files, problems, options.validate);
  const pathIndex = indexBy(located, 'path', problems);
  const nameIndex = indexBy(located, 'name', problems);
  checkReferences(located, pathIndex, problems);
  if (problems.length > 0) {
    throw new Error(`Route catalogue has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  }

  // The routes are clones (see collect), so freezing them leaves the imported JSON modules untouched.
  const all = Object.freeze(located.map(({ route }) => deepFreeze(route)));
  const childMap = new Map<string | undefined, RouteEntry[]>();
  located.map((item, seq) => ({ ...item, seq })).sort(byOrder).forEach(({ route }) => {
    const siblings = childMap.get(route.parent) ?? [];
    siblings.push(route);
    childMap.set(route.parent, siblings);
  });
  const children = (path: string | undefined): readonly RouteEntry[] => childMap.get(path) ?? [];
  const node = (route: RouteEntry): RouteNode => ({ route, children: children(route.path).map(node) });

  return Object.freeze({
    byPath: (path: string) => pathIndex.get(path)?.route,
    byName: (name: string) => nameIndex.get(name)?.route,
    children: (path: string) => children(path),
    ancestors: (path: string) => {
      const chain: RouteEntry[] = [];
      for (let r = pathIndex.get(path)?.route; r; r = r.parent === undefined ? undefined : pathIndex.get(r.parent)?.route) {
        chain.unshift(r);
      }
      return chain;
    },
    tree: () => children(undefined).map(node),
    all: () => all,
  });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
