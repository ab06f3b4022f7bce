/**
 * The rows of a drafted schema's field table (the reverse generator shows them for the person to check and to name),
 * and the one edit the table makes: a field's title in one language. Pure; the schema is never changed in place.
 */
import type { EntitySchema, FieldSchema, RefSpec } from '../../../../engine/schema/entity-schema';

export interface DraftFieldRow {
  name: string;
  type: FieldSchema['type'];
  maxLength?: number;
  required: boolean;
  /** The reference in words: `base.carrier.carrierCode` or `qid FIND_SITE.siteCode`; absent without one. */
  reference?: string;
  title: { zh: string; en: string };
}

/** How a reference reads in the table. */
export function referenceText(ref: RefSpec | undefined): string | undefined {
  if (!ref) return undefined;
  return ref.entity ? `${ref.entity}.${ref.value}` : `qid ${ref.qid ?? '?'}.${ref.value}`;
}

/** The drafted fields in the schema's order. */
export function draftFieldRows(schema: Pick<EntitySchema, 'fields'>): DraftFieldRow[] {
  return Object.entries(schema.fields ?? {}).map(([name, field]) => ({
    name,
    type: field.type,
    ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
    required: field.required === true,
    ...(field['x-ref'] ? { reference: referenceText(field['x-ref']) } : {}),
    title: { zh: field.title?.zh ?? '', en: field.title?.en ?? '' },
  }));
}

/**
 * The schema with one field's title in one language replaced (the other language kept).
 * @example withFieldTitle(draft, 'carrierName', 'zh', '承运商名称')
 */
export function withFieldTitle(schema: EntitySchema, field: string, language: 'zh' | 'en', text: string): EntitySchema {
  const current = schema.fields[field];
  if (!current) return schema;
  const title = { zh: current.title?.zh ?? '', en: current.title?.en ?? '', [language]: text };
  return { ...schema, fields: { ...schema.fields, [field]: { ...current, title } } };
}
