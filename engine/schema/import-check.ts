/**
 * Checks of an entity's `import` across schemas (docs/schemas.md, "Import templates", "Import batches"): an import
 * batch list names a stored entity that imports (`api.import`) and takes templates, and the template it uses; a
 * batch list stores the batch fields the engine writes.
 */
import type { EntitySchema } from './entity-schema';

interface Problem {
  path: string;
  message: string;
}

/** The fields an import batch list must have: the engine writes them for every upload (server/entity/import/import-batches.ts). */
export const IMPORT_BATCH_FIELDS = ['batchNo', 'fileName', 'templateCode', 'rowCount', 'acceptedCount', 'refusedCount', 'batchState', 'errorFile'] as const;

export function importSpecProblems(schema: EntitySchema, byId: ReadonlyMap<string, EntitySchema>): Problem[] {
  const spec = schema.import;
  if (!spec) return [];
  const problems: Problem[] = [];
  const api = schema.api as { import?: boolean };
  if (spec.target === undefined) {
    if (spec.template !== undefined) problems.push({ path: '/import/template', message: 'a fixed template is for an import batch list (import.target)' });
    return problems;
  }
  const target = byId.get(spec.target);
  if (!target) problems.push({ path: '/import/target', message: `unknown entity "${spec.target}"` });
  else if (!target.storage || !(target.api as { import?: boolean }).import) problems.push({ path: '/import/target', message: `"${spec.target}" has no import (api.import)` });
  else if (!target.import?.templates) problems.push({ path: '/import/target', message: `"${spec.target}" does not take import templates (import.templates)` });
  if (spec.template === undefined) problems.push({ path: '/import', message: 'an import batch list names its template (import.template)' });
  if (!api.import) problems.push({ path: '/api/import', message: 'an import batch list needs api.import' });
  if (!schema.storage) problems.push({ path: '/storage', message: 'an import batch list stores its batches (storage)' });
  for (const field of IMPORT_BATCH_FIELDS) if (!Object.hasOwn(schema.fields, field)) problems.push({ path: '/fields', message: `an import batch list has the field "${field}"` });
  return problems;
}
