/**
 * `npm run schemas:check`: every file under `schemas/` against its format and its cross references.
 *
 * - entity schemas (`schemas/<area>/*.json`, and an installation's own folder, CLEARWAY_SCHEMA_DIR or
 *   `$CLEARWAY_DATA_DIR/schemas`): the meta-schema and the references of engine/schema/entity-check.ts;
 * - route catalogue files (`schemas/routes/index.ts`): route-catalogue.schema.json, then buildCatalogue's checks;
 * - qid definitions (`schemas/queries/*.json`): qid-definition.schema.json, then the QidRegistry's checks.
 *
 * Prints each problem as `file: /json/pointer: message` and exits 1, or prints one summary line and exits 0.
 * The core, {@link checkSchemas}, takes its files as input so a test can run it on a broken copy.
 */
import { pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import { createActionRegistry } from '../engine/actions/index';
import { createComponentRegistry } from '../engine/registry/components';
import { checkEntityFiles, type EntityProblem } from '../engine/schema/entity-check';
import { entityWarnings } from '../engine/schema/entity-warnings';
import { qidShapesOf } from '../engine/schema/qid-shapes';
import { buildCatalogue, type RouteCatalogue } from '../engine/schema/route-catalogue';
import { validateRouteFile } from '../engine/schema/route-file-validation';
import { loadDashboardFiles, loadEntityFiles, loadQidFiles, REPOSITORY_SCHEMA_DIR } from '../schemas/load-entity-files';
import { checkDashboardFiles, dashboardCheckContext } from '../engine/schema/dashboard-check';
import { routeFiles } from '../schemas/routes/index';
import qidDefinitionSchema from '../server/qid/qid-definition.schema.json';
import { QidRegistry } from '../server/qid/registry';
import { DEMO_DICTIONARIES } from '../server/seed/demo-fixtures';
import { entitySchemaDirs, readConfig } from '../server/config';
import { registerWidgetActions, registerWidgets } from '../widgets/index';
import { commandNames, hookNames } from '../server/commands/index';

interface NamedFile {
  file: string;
  json: unknown;
}

/** Everything the check reads. */
export interface SchemasInput {
  entityFiles: readonly NamedFile[];
  routeFiles: readonly NamedFile[];
  qidFiles: readonly NamedFile[];
  /** Dashboard files (`schemas/dashboards/`); absent → none. */
  dashboardFiles?: readonly NamedFile[];
  /** Dictionary codes an `x-dict` may name. */
  dictionaries: readonly string[];
  /** Formily components and registered widgets an `x-component` may name. */
  components: readonly string[];
  /** Registered action names. */
  actions: readonly string[];
  /** Registered command implementations (server/commands/index.ts); absent → not checked. */
  commands?: readonly string[];
  /** Registered write hooks (server/commands/index.ts); absent → not checked. */
  hooks?: readonly string[];
}

export interface SchemasReport {
  problems: EntityProblem[];
  entities: number;
  routes: number;
  queries: number;
  dashboards: number;
}

/**
 * The repository's own files and lists: components and actions are the names of the registries the app renders with
 * (Formily's components plus widgets/index.ts; engine/actions/index.ts), so a schema naming an unknown one fails here
 * rather than at run time (STYLE.md habit 4). Dictionaries are the seeded ones (server/seed/demo-fixtures.ts).
 */
export function repositoryInput(dirs: readonly string[] = [REPOSITORY_SCHEMA_DIR]): SchemasInput {
  const components = createComponentRegistry();
  registerWidgets(components);
  const actions = createActionRegistry();
  registerWidgetActions(actions);
  return {
    entityFiles: loadEntityFiles(dirs),
    routeFiles: routeFiles.map(({ file, json }) => ({ file: `schemas/routes/${file}`, json })),
    qidFiles: loadQidFiles(dirs),
    dashboardFiles: loadDashboardFiles(dirs),
    dictionaries: DEMO_DICTIONARIES.map((d) => d.code),
    components: components.names(),
    actions: actions.names(),
    commands: commandNames(),
    hooks: hookNames(),
  };
}

/** `/routes/3/hidden (/x) must be boolean` → pointer and message. */
function splitPointer(text: string): { path: string; message: string } {
  const space = text.indexOf(' ');
  return space < 0 ? { path: text, message: 'is invalid' } : { path: text.slice(0, space), message: text.slice(space + 1) };
}

function checkRoutes(files: readonly NamedFile[], problems: EntityProblem[]): RouteCatalogue | undefined {
  let valid = true;
  for (const { file, json } of files) {
    for (const error of validateRouteFile(json)) {
      valid = false;
      problems.push({ file, ...splitPointer(error) });
    }
  }
  if (!valid) return undefined;
  try {
    return buildCatalogue([...files]);
  } catch (error) {
    for (const line of String((error as Error).message).split('\n').slice(1)) {
      const match = /^- (.*?) routes\[(\d+)\] (\([^)]*\)): (.*)$/.exec(line);
      if (match) problems.push({ file: match[1]!, path: `/routes/${match[2]}`, message: `${match[3]} ${match[4]}` });
      else problems.push({ file: 'schemas/routes', path: '', message: line.replace(/^- /, '') });
    }
    return undefined;
  }
}

function checkQids(files: readonly NamedFile[], problems: EntityProblem[]): string[] {
  const validate = new Ajv({ allErrors: true }).compile(qidDefinitionSchema);
  const valid = files.filter(({ file, json }) => {
    if (validate(json)) return true;
    for (const e of validate.errors ?? []) problems.push({ file, path: e.instancePath, message: e.message ?? 'is invalid' });
    return false;
  });
  try {
    new QidRegistry([...valid]);
  } catch (error) {
    for (const line of String((error as Error).message).split('\n').slice(1)) {
      const owner = valid.find(({ file }) => line.startsWith(`${file}: `));
      problems.push(owner ? { file: owner.file, path: '', message: line.slice(owner.file.length + 2) } : { file: 'schemas/queries', path: '', message: line });
    }
  }
  return valid.map(({ json }) => (json as { qid: string }).qid);
}

/** Checks routes, then qids, then entities (which refer to both). */
export function checkSchemas(input: SchemasInput): SchemasReport {
  const problems: EntityProblem[] = [];
  const catalogue = checkRoutes(input.routeFiles, problems);
  const qids = checkQids(input.qidFiles, problems);
  problems.push(...checkEntityFiles(input.entityFiles, {
    catalogue,
    dictionaries: input.dictionaries,
    components: input.components,
    actions: input.actions,
    commands: input.commands,
    hooks: input.hooks,
    qids,
    qidShapes: qidShapesOf(input.qidFiles),
  }));
  // A qid's `route` (who may run it) and each dashboard's references, against the catalogue, the qids and the entities.
  const hasRoute = (path: string) => !catalogue || catalogue.byPath(path) !== undefined;
  for (const { file, json } of input.qidFiles) {
    const route = (json as { route?: unknown }).route;
    if (typeof route === 'string' && !hasRoute(route)) problems.push({ file, path: '/route', message: `unknown route ${route}` });
  }
  const dashboardFiles = input.dashboardFiles ?? [];
  problems.push(...checkDashboardFiles(dashboardFiles, dashboardCheckContext(hasRoute, input.entityFiles, qidShapesOf(input.qidFiles))));
  return {
    problems,
    entities: input.entityFiles.length,
    routes: catalogue?.all().length ?? 0,
    queries: input.qidFiles.length,
    dashboards: dashboardFiles.length,
  };
}

/** One line per problem, `file: /json/pointer: message`. */
export function formatProblem(problem: EntityProblem): string {
  return `${problem.file}: ${problem.path || '/'}: ${problem.message}`;
}

function main(): void {
  // The folders the server reads: the repository's, and this installation's own when it has one.
  const input = repositoryInput(entitySchemaDirs(readConfig()));
  const report = checkSchemas(input);
  // Warnings do not fail the check (an installation's older schemas still load): they say what a page lacks.
  for (const warning of entityWarnings(input.entityFiles)) console.log(`warning: ${formatProblem(warning)}`);
  if (report.problems.length > 0) {
    for (const problem of report.problems) console.log(formatProblem(problem));
    console.log(`schemas: ${report.problems.length} problem(s)`);
    process.exitCode = 1;
    return;
  }
  console.log(`schemas: ${report.entities} entities, ${report.routes} routes, ${report.queries} queries, ${report.dashboards} dashboards — all valid`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
