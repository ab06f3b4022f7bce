/**
 * Saves the generated files on the person's machine: one .zip (fflate, loaded only when asked for) holding them at
 * their paths; should the zip library fail to load, each file on its own under its base name.
 */
import { downloadFile } from '../../../../engine/actions/download-file';
import type { GeneratedFile } from '../devtool-api';

/** The zip's name from the schema id: `gen.carrierRate` → `gen.carrierRate.zip`. */
export function zipNameOf(schemaId: string | undefined): string {
  const safe = (schemaId ?? '').replace(/[^A-Za-z0-9._-]+/g, '_');
  return `${safe || 'generated'}.zip`;
}

/** A file's name without its folders. */
export function baseNameOf(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? path;
}

/** Resolves 'zip' when one archive was saved, 'separate' when the files were saved one by one. */
export async function downloadGeneratedFiles(files: readonly GeneratedFile[], schemaId: string | undefined, save = downloadFile): Promise<'zip' | 'separate'> {
  try {
    const { strToU8, zipSync } = await import('fflate');
    const archive = zipSync(Object.fromEntries(files.map((file) => [file.path.replace(/^\/+/, ''), strToU8(file.content)])));
    save({ blob: new Blob([archive], { type: 'application/zip' }), fileName: zipNameOf(schemaId) });
    return 'zip';
  } catch {
    for (const file of files) save({ blob: new Blob([file.content], { type: 'text/plain;charset=utf-8' }), fileName: baseNameOf(file.path) });
    return 'separate';
  }
}
