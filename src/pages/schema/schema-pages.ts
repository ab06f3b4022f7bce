/**
 * Which catalogue routes are schema pages, and their compiled models (schemas/index.ts's entity files, compiled
 * once on first use). The files are checked by `npm run schemas:check` at build time, so the browser does not load
 * ajv to check them again.
 */
import { entityFiles } from '../../../schemas';
import { compileEntity, type EntityModel } from '../../../engine/schema/entity-model';
import type { EntitySchema } from '../../../engine/schema/entity-schema';

/** The routes that have an entity schema. */
export const SCHEMA_PATHS: ReadonlySet<string> = new Set(
  entityFiles.map(({ json }) => (json as Partial<EntitySchema>).route).filter((route): route is string => typeof route === 'string'),
);

let models: Map<string, EntityModel> | undefined;

/** The compiled model of a route's schema, or undefined when the route has none. */
export function schemaModelFor(path: string): EntityModel | undefined {
  models ??= new Map(
    entityFiles
      .map(({ json }) => json as EntitySchema)
      .filter((schema) => typeof schema.route === 'string')
      .map((schema) => [schema.route!, compileEntity(schema)] as const),
  );
  return models.get(path);
}
