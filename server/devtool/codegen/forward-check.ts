/**
 * Checks a generated schema as the server would check it at start (server/entity/entity-registry.ts): the
 * meta-schema, then every schema file of the server's folders with the new one added (references, routes claimed
 * once, buttons in the route's list, calls answered once), the registry's own rules (one entity per table, names
 * that read back), and the demo rows file against the schema.
 */
import path from 'node:path';
import { checkEntityFiles, validateEntityJson } from '../../../engine/schema/entity-check';
import { compileEntity } from '../../../engine/schema/entity-model';
import type { EntitySchema } from '../../../engine/schema/entity-schema';
import { buildCatalogue, type RouteEntry } from '../../../engine/schema/route-catalogue';
import { loadEntityFiles, loadQidFiles } from '../../../schemas/load-entity-files';
import { routeFiles } from '../../../schemas/routes';
import { EntityRegistry, serverCheckContext } from '../../entity/entity-registry';
import { demoFileProblems } from '../../seed/demo-rows';

export interface PathProblem {
  path: string;
  message: string;
}

export interface ForwardCheckInput {
  schema: EntitySchema;
  /** Where the schema file would be written (absolute): a file already there is replaced, not checked twice. */
  target: string;
  /** The demo rows file's JSON, checked against the schema. */
  demo?: unknown;
  /** A route entry the catalogue would get (a new path). */
  routeEntry?: RouteEntry;
  /** The server's schema folders (config.ts `entitySchemaDirs`). */
  dirs: readonly string[];
}

/** The errors thrown as a list (`heading:\n- line\n- line`), one problem per line. */
function thrownLines(error: unknown): string[] {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n');
  return lines.length > 1 ? lines.slice(1).map((line) => line.replace(/^- /, '')) : lines;
}

/** Every problem of the schema among the served ones; empty when it would be served. */
export function forwardProblems(input: ForwardCheckInput): PathProblem[] {
  const meta = validateEntityJson(input.schema);
  if (meta.length) return meta;
  const file = input.target;
  const files = [...loadEntityFiles(input.dirs).filter((f) => path.resolve(f.file) !== path.resolve(input.target)), { file, json: input.schema }];
  const context = serverCheckContext(files, loadQidFiles(input.dirs));
  if (input.routeEntry) {
    try {
      context.catalogue = buildCatalogue([...routeFiles, { file: 'generated route entry', json: { routes: [input.routeEntry] } }]);
    } catch (error) {
      return thrownLines(error).map((message) => ({ path: '/route', message }));
    }
  }
  const checked = checkEntityFiles(files, context);
  if (checked.length) return checked.map((p) => ({ path: p.file === file ? p.path : '', message: p.file === file ? p.message : `${p.file} ${p.path || '/'}: ${p.message}` }));
  let registry: EntityRegistry;
  try {
    registry = new EntityRegistry(files.map(({ json }) => compileEntity(structuredClone(json) as EntitySchema)));
  } catch (error) {
    return thrownLines(error).map((message) => ({ path: /table/.test(message) ? '/storage/table' : '', message }));
  }
  if (input.demo === undefined) return [];
  return demoFileProblems({ file: 'demo rows', json: input.demo }, registry).map((message) => ({ path: '', message }));
}
