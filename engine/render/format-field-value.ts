/**
 * A stored value as text for lists and details: enum values by their titles, dates with formatDateTime (spec 01 §9),
 * booleans as a tick or a cross, numbers without the column's trailing zeros, sub-table rows as their count. Dictionary values are drawn by DictTag instead.
 */
import type { FieldSchema } from '../schema/entity-schema';
import { formatDateTime } from '../format/format-date';
import { localize, type Language } from './localize';

export const DATE_PATTERN = 'YYYY-MM-DD';

/** Whether a field holds HTML (rich text: `"x-sanitize": "html"`), drawn as sanitised HTML rather than as text. */
export function isHtmlField(field: FieldSchema | undefined): boolean {
  return field?.['x-sanitize'] === 'html';
}

/** @example formatFieldValue(carrierTypeField, 'express', 'en'); // 'Express' */
export function formatFieldValue(field: FieldSchema | undefined, value: unknown, language: Language): string {
  if (value === undefined || value === null || value === '') return '';
  if (!field) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (field.enum) {
    const index = field.enum.findIndex((candidate) => String(candidate) === String(value));
    const title = index >= 0 ? field['x-enum-titles']?.[index] : undefined;
    return title ? localize(title, language) : String(value);
  }
  if (field.format === 'date') return formatDateTime(value as string, DATE_PATTERN);
  if (field.format === 'date-time') return formatDateTime(value as string);
  if (field.type === 'boolean') return value ? '✓' : '✗';
  // numeric columns come back as text with the column's scale ('88.45000'): shown as the number they hold.
  if ((field.type === 'number' || field.type === 'integer') && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return String(Number(value));
  if (Array.isArray(value)) return String(value.length);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
