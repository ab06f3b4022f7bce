/**
 * What the tracer reads from the design: the fields to choose from, and whether a field is in a view. React-free.
 */
import { formFieldNames } from '../../../../../engine/schema/form-field-names';
import type { EntitySchema } from '../../../../../engine/schema/entity-schema';

export type TraceView = 'form' | 'list' | 'detail';

/** The design's field names, in order (the design may be half typed: anything not an object gives none). */
export function designFieldNames(edited: Record<string, unknown>): string[] {
  const fields = edited.fields;
  return fields && typeof fields === 'object' && !Array.isArray(fields) ? Object.keys(fields) : [];
}

/**
 * Whether a view of the design names the field: the form's fields (all fields not read-only when it lists none),
 * the list's columns or filters, the detail's sections and tabs (all fields when it has none).
 */
export function fieldInView(edited: Record<string, unknown>, field: string, view: TraceView): boolean {
  const schema = edited as Partial<EntitySchema>;
  const definition = schema.fields?.[field];
  if (!definition) return false;
  if (view === 'form') return formFieldNames(schema as EntitySchema).includes(field);
  if (view === 'list') return !!(schema.list?.columns?.includes(field) || schema.list?.filters?.includes(field));
  const named = [...(schema.detail?.sections ?? []), ...(schema.detail?.tabs ?? [])].flatMap((part) => part.fields ?? []);
  return named.length === 0 || named.includes(field);
}
