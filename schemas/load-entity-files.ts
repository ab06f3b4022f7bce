/**
 * Reads the schema files from their folders at run time (Node only): an implementer adds an entity by dropping a
 * file into `schemas/<area>/`, with nothing to register and nothing to rebuild (docs/schemas.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A schema file as read: its name for error messages and its parsed JSON. */
export interface NamedSchemaFile {
  file: string;
  json: unknown;
}

/** The repository's `schemas/` folder. */
export const REPOSITORY_SCHEMA_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Folders of `schemas/` that hold no entity schemas (the route catalogue, the qid definitions, the dashboards). */
const NOT_ENTITY_AREAS = new Set(['routes', 'queries', 'dashboards']);

/**
 * Every entity schema file under each folder: `<dir>/<area>/*.json`, except the `routes` and `queries` areas,
 * sorted by name so the order never depends on the file system. A missing folder has none. Files are named relative to the working folder when inside it (`schemas/base/carrier.json`), else absolutely.
 * @throws Error naming the file when one cannot be read or parsed.
 */
export function loadEntityFiles(dirs: readonly string[] = [REPOSITORY_SCHEMA_DIR]): NamedSchemaFile[] {
  return dirs.flatMap((dir) => entityAreas(dir).flatMap((area) => readJsonFiles(path.join(dir, area))));
}

/** Where each entity schema file is, unread: its folder and its path in it (`base/carrier.json`), in load order. */
export function entityFileLocations(dirs: readonly string[] = [REPOSITORY_SCHEMA_DIR]): { dir: string; relative: string }[] {
  return dirs.flatMap((dir) => entityAreas(dir).flatMap((area) => jsonNames(path.join(dir, area)).map((name) => ({ dir, relative: `${area}/${name}` }))));
}

const entityAreas = (dir: string) => subfolders(dir).filter((area) => !NOT_ENTITY_AREAS.has(area));

/** The qid definition files (`schemas/queries/*.json`, and an installation's own `<dir>/queries/`). */
export function loadQidFiles(dirs: readonly string[] = [REPOSITORY_SCHEMA_DIR]): NamedSchemaFile[] {
  return dirs.flatMap((dir) => readJsonFiles(path.join(dir, 'queries')));
}

/**
 * The demo row files beside each area's schemas (`<dir>/<area>/demo/*.json`, server/seed/demo-rows.schema.json):
 * what `npm start` seeds into the demo tenants.
 */
export function loadDemoFiles(dirs: readonly string[] = [REPOSITORY_SCHEMA_DIR]): NamedSchemaFile[] {
  return dirs.flatMap((dir) => entityAreas(dir).flatMap((area) => readJsonFiles(path.join(dir, area, 'demo'))));
}

/** The dashboard files (`schemas/dashboards/*.json`, and an installation's own `<dir>/dashboards/`; docs/schemas.md "Dashboards"). */
export function loadDashboardFiles(dirs: readonly string[] = [REPOSITORY_SCHEMA_DIR]): NamedSchemaFile[] {
  return dirs.flatMap((dir) => readJsonFiles(path.join(dir, 'dashboards')));
}

function subfolders(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
}

/** The `*.json` files directly in a folder, parsed. */
function readJsonFiles(dir: string): NamedSchemaFile[] {
  return jsonNames(dir).map((name) => {
    const full = path.join(dir, name);
    const file = displayName(full);
    let text: string;
    try {
      text = fs.readFileSync(full, 'utf8');
    } catch (error) {
      throw new Error(`${file}: cannot be read: ${(error as Error).message}`);
    }
    try {
      return { file, json: JSON.parse(text) as unknown };
    } catch (error) {
      throw new Error(`${file}: is not valid JSON: ${(error as Error).message}`);
    }
  });
}

/** `schemas/base/carrier.json` inside the working folder, the absolute path elsewhere. */
function displayName(full: string): string {
  const relative = path.relative(process.cwd(), full);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : full;
}

/** The names of the `*.json` files directly in a folder, sorted (none when it is missing). */
function jsonNames(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.json')).map((entry) => entry.name).sort();
}
