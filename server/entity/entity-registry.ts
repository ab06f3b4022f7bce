import { ACTION_NAMES, checkEntityFiles, namingProblems as schemaNamingProblems, type EntityCheckContext } from '../../engine/schema/entity-check';
import { commandNames, hookNames } from '../commands/index';
import { qidShapesOf } from '../../engine/schema/qid-shapes';
import { compileEntity, fieldName, type EntityModel } from '../../engine/schema/entity-model';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { loadEntityFiles, loadQidFiles, type NamedSchemaFile } from '../../schemas/load-entity-files';
import { routeCatalogue } from '../../schemas/routes';
import { recordAccessRoutes } from './child-access';

/** A schema file as read from its folder (schemas/load-entity-files.ts). */
export type EntityFile = NamedSchemaFile;

/**
 * The entities the server serves, compiled once (STYLE habit 5) and looked up by id or by list qid. Refuses a
 * duplicate id, two entities on one table, and a table or field name that does not survive the database's camelCase ↔ snake_case mapping
 * (the query builder maps every identifier both ways, so `a_b` or `order_2024` would read back as another name).
 */
export class EntityRegistry {
  private readonly byId = new Map<string, EntityModel>();
  private readonly byQid = new Map<string, EntityModel>();

  constructor(models: readonly EntityModel[]) {
    const problems: string[] = [];
    const tables = new Map<string, string>();
    for (const model of models) {
      if (this.byId.has(model.id)) problems.push(`entity ${model.id} is defined twice`);
      // A level view (storage.of) shares its owner's table; any other second entity on a table is a mistake.
      const view = !!model.schema.storage?.of;
      if (model.table && !view && tables.has(model.table)) problems.push(`${model.id}: table ${model.table} is already the table of ${tables.get(model.table)}`);
      if (model.table && !view) tables.set(model.table, model.id);
      problems.push(...namingProblems(model));
      this.byId.set(model.id, model);
      if (model.table && model.schema.api.pattern !== 'qid') this.byQid.set(model.listQid, model);
    }
    if (problems.length) throw new Error(`invalid entity schemas:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    recordAccessRoutes(models);
  }

  get(id: string): EntityModel | undefined {
    return this.byId.get(id);
  }

  /** The entity whose list the engine derives as this qid (admin and base patterns), if any. */
  byListQid(qid: string): EntityModel | undefined {
    return this.byQid.get(qid);
  }

  all(): EntityModel[] {
    return [...this.byId.values()];
  }

  /** The entities with a table of their own (`storage`). */
  stored(): EntityModel[] {
    return this.all().filter((model) => model.table !== undefined);
  }
}

/** `sys_param` → `sysParam`: the inverse of {@link columnName}, as the query builder reads it. */
export const camelName = fieldName;

function namingProblems(model: EntityModel): string[] {
  return schemaNamingProblems(model.schema).map((problem) => `${model.id}: ${problem.message}`);
}

/**
 * What the start-up check compares the schemas with. The server knows the route catalogue, the qids and the built-in
 * action names; it does not know the browser's widgets (components and widget actions) or the tenants' dictionaries,
 * so it takes those as the schemas name them (`npm run schemas:check` checks them).
 */
export function serverCheckContext(files: readonly EntityFile[], qidFiles: readonly EntityFile[] = loadQidFiles()): EntityCheckContext {
  return {
    catalogue: routeCatalogue,
    qids: qidFiles.map(({ json }) => (json as { qid: string }).qid),
    qidShapes: qidShapesOf(qidFiles),
    // Widgets may register actions too (widgets/index.ts): like components, those are checked by schemas:check.
    actions: [...new Set([...ACTION_NAMES, ...namesUnder(files, 'action')])],
    components: namesUnder(files, 'x-component'),
    dictionaries: namesUnder(files, 'x-dict'),
    // A schema command needs its implementation (server/commands/index.ts).
    commands: commandNames(),
    hooks: hookNames(),
  };
}

/** Every string value of `key` anywhere in the files. */
function namesUnder(files: readonly EntityFile[], key: string): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, depth: number): void => {
    if (!value || typeof value !== 'object' || depth > 16) return;
    for (const [name, inner] of Object.entries(value)) {
      if (name === key && typeof inner === 'string') found.add(inner);
      walk(inner, depth + 1);
    }
  };
  files.forEach(({ json }) => walk(json, 0));
  return [...found];
}

/**
 * Checks the schema files (engine/schema/entity-check.ts: meta-schema and cross references) and compiles them.
 * @throws Error listing every problem as `file /pointer: message`, so a bad schema stops start-up with its reason.
 */
export function loadEntityRegistry(files: readonly EntityFile[] = loadEntityFiles(), qidFiles?: readonly EntityFile[]): EntityRegistry {
  const problems = checkEntityFiles(files, serverCheckContext(files, qidFiles));
  if (problems.length) {
    throw new Error(`invalid entity schema files:\n${problems.map((p) => `- ${p.file} ${p.path || '/'}: ${p.message}`).join('\n')}`);
  }
  return new EntityRegistry(files.map(({ json }) => compileEntity(structuredClone(json) as EntitySchema)));
}

/** The outcome of {@link checkEntityRegistry}: the registry, or every problem as one line. */
export type RegistryCheck = { registry: EntityRegistry; problems: [] } | { registry?: undefined; problems: string[] };

/**
 * Reads the entity schema files of these folders (schemas/load-entity-files.ts) and checks them like
 * {@link loadEntityRegistry}, reporting problems instead of throwing: what a reload of a running server uses.
 */
export function checkEntityRegistry(dirs: readonly string[]): RegistryCheck {
  try {
    return { registry: loadEntityRegistry(loadEntityFiles(dirs), loadQidFiles(dirs)), problems: [] };
  } catch (error) {
    const lines = (error instanceof Error ? error.message : String(error)).split('\n');
    // The first line of a thrown list is its heading ("invalid entity schema files:").
    const problems = lines.length > 1 ? lines.slice(1).map((line) => line.replace(/^- /, '')) : lines;
    return { problems };
  }
}

let repositoryRegistry: EntityRegistry | undefined;

/** The registry of the repository's schema files (`schemas/<area>/*.json`), checked and compiled on first use. */
export function defaultEntityRegistry(): EntityRegistry {
  repositoryRegistry ??= loadEntityRegistry();
  return repositoryRegistry;
}
