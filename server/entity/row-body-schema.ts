import type { EntityModel } from '../../engine/schema/entity-model';
import type { FieldSchema } from '../../engine/schema/entity-schema';
import { ROW_STAMPS } from './entity-qid';
import { REF_LABELS_KEY } from '../../engine/schema/references';
import { lifecycleFields } from '../../engine/schema/lifecycles';

/** A JSON Schema (draft 7) object. */
export type JsonSchema = Record<string, unknown>;

/** Largest value of an `integer` column (PostgreSQL int4); ids and versions are int4 too. */
export const INT4_MAX = 2_147_483_647;
/** Largest magnitude a derived `numeric(19,5)` column holds. */
const NUMERIC_MAX = 99_999_999_999_999;

/** A row id or version: a positive int4. */
export const ROW_ID_SCHEMA: JsonSchema = { type: 'integer', minimum: 1, maximum: INT4_MAX };

export type WriteMode = 'create' | 'update';

/** Most values one link field (`x-link`) holds. */
export const MAX_LINKS = 500;

const RULE_KEYS = ['maxLength', 'minLength', 'pattern', 'minimum', 'maximum', 'format'] as const;

/**
 * A field's rules as JSON Schema: type (with null when the field may be empty), lengths, pattern, enum, bounds and
 * format; a derived int4 or numeric column also bounds the value so the database never overflows.
 */
export function fieldJsonSchema(field: FieldSchema, nullable: boolean): JsonSchema {
  const schema: JsonSchema = { type: nullable ? [field.type, 'null'] : field.type, title: field.title.en, description: field.title.zh };
  for (const key of RULE_KEYS) if (field[key] !== undefined) schema[key] = field[key];
  if (field.enum) schema.enum = nullable ? [...field.enum, null] : [...field.enum];
  const bound = field['x-db-type'] ? undefined : field.type === 'integer' ? INT4_MAX : field.type === 'number' ? NUMERIC_MAX : undefined;
  if (bound !== undefined) {
    schema.minimum = Math.max(field.minimum ?? -bound, -bound);
    schema.maximum = Math.min(field.maximum ?? bound, bound);
  }
  if (field.type === 'array' && field.items) {
    const properties = Object.fromEntries(Object.entries(field.items.properties).map(([name, inner]) => [name, fieldJsonSchema(inner, !inner.required)]));
    const required = Object.entries(field.items.properties).filter(([, inner]) => inner.required).map(([name]) => name);
    schema.items = { type: 'object', properties, ...(required.length ? { required } : {}) };
  }
  // A link's values (`x-link`): the referenced keys, each checked against its target by the references.
  if (field['x-link']) {
    schema.items = { type: ['integer', 'string'], maxLength: 100 };
    schema.maxItems = MAX_LINKS;
  }
  return schema;
}

const IGNORED: JsonSchema = { description: 'read-only: accepted and ignored' };

/**
 * The body of a create or update call, from the field schemas: each editable field with its rules, required ones
 * required on create (an update is partial: what it leaves out keeps its value, what it sends must be valid, so a
 * required field it sends may not be null); `ext` (tenant custom fields) an object, merged into the row's on update; nothing else (additionalProperties false, so `tenantId` is
 * refused). Create takes no `id` or `version`; update needs both, and tolerates the row's read-only stamps and
 * read-only fields so a row read from the list can be sent back. The status field of a lifecycle is never
 * required (the server sets it) and is checked by the service.
 */
export function rowBodySchema(model: EntityModel, mode: WriteMode): JsonSchema {
  const statusFields = lifecycleFields(model.schema);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(model.schema.fields)) {
    if (statusFields.includes(name)) properties[name] = fieldJsonSchema(field, true);
    else if (field.readOnly) properties[name] = IGNORED;
    else {
      properties[name] = fieldJsonSchema(field, !field.required);
      if (field.required && mode === 'create') required.push(name);
    }
  }
  properties.ext = { type: 'object', maxProperties: 200, description: 'tenant custom fields' };
  // A header's lines, by child key (docs/api.md, "Header and lines"); the entity service checks them line by line.
  for (const [key, child] of Object.entries(model.schema.children ?? {})) {
    properties[key] = { type: 'array', items: { type: 'object' }, description: `lines of ${child.entity}: without id inserted, with id and version updated, left out deleted` };
  }
  if (mode === 'update') {
    properties.id = ROW_ID_SCHEMA;
    properties.version = ROW_ID_SCHEMA;
    for (const stamp of ROW_STAMPS) if (stamp !== 'version') properties[stamp] = IGNORED;
    // The labels of its references (`_labels`) come with a listed row too.
    properties[REF_LABELS_KEY] = IGNORED;
    required.push('id', 'version');
  }
  return { type: 'object', additionalProperties: false, required, properties };
}
