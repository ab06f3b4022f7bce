/**
 * Where a field's value lives in a row: base fields at the top, a tenant's custom fields (`ext_…`, added by an
 * override) inside the row's `ext` object, which is how the server stores and returns them (docs/api.md, "Rows").
 */
import { EXT_FIELD_PREFIX } from '../schema/entity-check';
import type { Row } from './entity-source';

/** Whether a field is a tenant's custom field. */
export function isExtField(name: string): boolean {
  return name.startsWith(EXT_FIELD_PREFIX);
}

/** A field's value in a row, custom fields read from `row.ext`. */
export function readField(row: Row, name: string): unknown {
  if (!isExtField(name)) return row[name];
  const ext = row.ext;
  return ext && typeof ext === 'object' ? (ext as Record<string, unknown>)[name] : undefined;
}

/**
 * Puts a form's values into a request body: base fields at the top, custom fields into `ext`, over the custom
 * values the row already had (so a form that does not show every custom field keeps the others).
 */
export function writeFields(values: Record<string, unknown>, previousExt?: unknown): Row {
  const body: Row = {};
  const ext: Record<string, unknown> = previousExt && typeof previousExt === 'object' ? { ...(previousExt as Record<string, unknown>) } : {};
  let hasExt = previousExt !== undefined && previousExt !== null;
  for (const [name, value] of Object.entries(values)) {
    if (isExtField(name)) {
      ext[name] = value;
      hasExt = true;
    } else body[name] = value;
  }
  if (hasExt) body.ext = ext;
  return body;
}
