/**
 * Between rows and form values. A row's dates become the pickers' local text; on save the values are cut to the
 * form's fields, ArrayTable's private `__DO_NOT_USE_THIS_PROPERTY_index__` is stripped from sub-table rows
 * (STACK.md), emptied optional fields are sent as null (which clears them), and date-times go back as ISO 8601
 * with the local offset.
 */
import dayjs from 'dayjs';
import type { EntityModel } from '../../schema/entity-model';
import type { FieldSchema } from '../../schema/entity-schema';
import type { Row } from '../../data/entity-source';
import { readField, writeFields } from '../../data/row-fields';
import { formatDateTime } from '../../format/format-date';
import { DATE_PATTERN } from '../format-field-value';

/** The key @formily/antd-v5's ArrayTable adds to each item. */
export const ARRAY_TABLE_INDEX_KEY = '__DO_NOT_USE_THIS_PROPERTY_index__';

/** A copy without ArrayTable's index key, at any depth. */
export function stripArrayTableIndex<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripArrayTableIndex) as T;
  if (value && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Blob)) {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) if (key !== ARRAY_TABLE_INDEX_KEY) copy[key] = stripArrayTableIndex(inner);
    return copy as T;
  }
  return value;
}

function toFormValue(field: FieldSchema, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (field.format === 'date') return formatDateTime(value as string, DATE_PATTERN);
  if (field.format === 'date-time') return formatDateTime(value as string);
  return value;
}

function toRequestValue(field: FieldSchema, value: unknown): unknown {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0 && field.type !== 'array')) return null;
  if (field.format === 'date-time' && typeof value === 'string') return dayjs(value).format();
  if (field.format === 'date' && typeof value === 'string') return value.slice(0, 10);
  return stripArrayTableIndex(value);
}

/** The form's starting values for a row (create: the fields' defaults come from the schema instead). */
export function toFormValues(model: EntityModel, row: Row | undefined, fields: readonly string[] = model.formFields): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!row) return values;
  for (const name of fields) {
    const field = model.schema.fields[name];
    const value = field ? toFormValue(field, readField(row, name)) : undefined;
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * The body of a save: the form's fields (a tenant's custom fields inside `ext`, over the row's other custom
 * values); an update adds the row's `id` and `version`.
 */
export function toRequestBody(model: EntityModel, values: Record<string, unknown>, row?: Row, fields: readonly string[] = model.formFields): Row {
  const sent: Record<string, unknown> = {};
  for (const name of fields) {
    const field = model.schema.fields[name];
    if (field) sent[name] = toRequestValue(field, values[name]);
  }
  const body = writeFields(sent, row?.ext ?? undefined);
  if (row) {
    body.id = row.id;
    body.version = row.version;
  }
  return body;
}
