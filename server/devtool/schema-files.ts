/**
 * The base schema files the form designer reads and writes in development mode (docs/domain/devtool.md "Save as
 * base file"): a schema's file is found by its `id` in the schema folders (config.ts `entitySchemaDirs`, the
 * repository's `schemas/` then the installation's), since the registry keeps the compiled schema, not its file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { entityFileLocations, REPOSITORY_SCHEMA_DIR } from '../../schemas/load-entity-files';
import { entitySchemaDirs } from '../config';
import type { ServerContext } from '../routes/context';
import { writeSchemaFiles } from './schema-writer';

/** A schema's file: its folder, its path in it (`base/carrier.json`), and its name as shown (`schemas/base/carrier.json`). */
export interface SchemaFileLocation {
  root: string;
  relative: string;
  shown: string;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined; // a broken file is the reloader's to report, not this search's
  }
}

const idOf = (json: unknown) => (json && typeof json === 'object' ? (json as { id?: unknown }).id : undefined);

/** The file whose `id` is the schema's, in the folders the server reads; undefined when none is. */
export function findSchemaFile(ctx: Pick<ServerContext, 'config'>, schemaId: string): SchemaFileLocation | undefined {
  const found = entityFileLocations(entitySchemaDirs(ctx.config)).find(({ dir, relative }) => idOf(readJson(path.join(dir, relative))) === schemaId);
  if (!found) return undefined;
  const { dir: root, relative } = found;
  return { root, relative, shown: path.resolve(root) === path.resolve(REPOSITORY_SCHEMA_DIR) ? `schemas/${relative}` : relative };
}

/** The file's schema as it is on disk now. */
export function readSchemaFile(location: SchemaFileLocation): unknown {
  return JSON.parse(fs.readFileSync(path.join(location.root, location.relative), 'utf8')) as unknown;
}

/**
 * Writes the schema over its file (pretty JSON, 2-space indent, trailing newline) and reloads the registry
 * (./schema-writer.ts: a refused file is put back as it was). @returns what the reload refused, or null.
 */
export async function writeSchemaFile(ctx: ServerContext, location: SchemaFileLocation, schema: unknown): Promise<string[] | null> {
  const result = await writeSchemaFiles(ctx, location.root, [{ path: location.relative, content: `${JSON.stringify(schema, null, 2)}\n` }]);
  return result.problems;
}
