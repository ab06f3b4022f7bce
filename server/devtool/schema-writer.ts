import fs from 'node:fs';
import path from 'node:path';
import type { ServerContext } from '../routes/context';

/** One file the developer tools write: its path under a schema folder (`generated/sample-order.json`) and its text. */
export interface SchemaFileWrite {
  path: string;
  content: string;
}

/** The outcome of a write: the files written (absolute) and what the reload refused (null: the new files are served). */
export interface SchemaWriteResult {
  written: string[];
  problems: string[] | null;
}

/** A path under `root` for a relative file path, or undefined when it would leave the folder or is not JSON. */
export function resolveInside(root: string, relative: string): string | undefined {
  const target = path.resolve(root, relative);
  const inside = target.startsWith(path.resolve(root) + path.sep);
  return inside && target.endsWith('.json') ? target : undefined;
}

/**
 * Writes schema files (development mode only: the caller checks) and reloads the registry at once, as the folder
 * watcher would. When the reload refuses them, every file is put back as it was (a new one removed), so the folder
 * holds what is served and no half-written change stays behind; the problems say why.
 */
export async function writeSchemaFiles(ctx: ServerContext, root: string, files: readonly SchemaFileWrite[]): Promise<SchemaWriteResult> {
  const targets = files.map((file) => {
    const target = resolveInside(root, file.path);
    if (!target) throw new Error(`${file.path}: not a JSON file inside the schema folder`);
    return { target, content: file.content, previous: fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined };
  });
  const restore = () => {
    for (const { target, previous } of targets) {
      if (previous === undefined) fs.rmSync(target, { force: true });
      else fs.writeFileSync(target, previous);
    }
  };
  try {
    for (const { target, content } of targets) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // Written whole then renamed: the watcher never reads half a file.
      fs.writeFileSync(`${target}.tmp`, content);
      fs.renameSync(`${target}.tmp`, target);
    }
  } catch (error) {
    restore();
    throw error;
  }
  const refused = ctx.schemaReloader ? await ctx.schemaReloader.reload() : undefined;
  if (refused) {
    restore();
    await ctx.schemaReloader!.reload();
    return { written: [], problems: refused.problems };
  }
  return { written: targets.map((t) => t.target), problems: null };
}
