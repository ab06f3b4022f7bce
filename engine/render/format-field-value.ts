/**
 * A stored value as text for lists, details, grids and the record history: enum values by their titles, the rest in
 * the field's display format (engine/format/display-format.ts: money with its currency, numbers with their decimals,
 * dates, booleans), files by their names, sub-table rows as their count. Dictionary values are drawn by DictTag instead.
 */
import type { FieldSchema } from '../schema/entity-schema';
import { DATE_PATTERN, formatValueText } from '../format/display-format';
import { storedFiles } from '../data/stored-files';
import { localize, type Language } from './localize';

export { DATE_PATTERN };

/** Whether a field holds HTML (rich text: `"x-sanitize": "html"`), drawn as sanitised HTML rather than as text. */
export function isHtmlField(field: FieldSchema | undefined): boolean {
  return field?.['x-sanitize'] === 'html';
}

/** The title of an enum value in a language; undefined when the field has no title for it. */
export function enumTitle(field: FieldSchema, value: unknown, language: Language): string | undefined {
  const index = field.enum?.findIndex((candidate) => String(candidate) === String(value)) ?? -1;
  const title = index >= 0 ? field['x-enum-titles']?.[index] : undefined;
  return title ? localize(title, language) : undefined;
}

const YES_NO = { zh: ['是', '否'], en: ['Yes', 'No'] } as const;

/**
 * @param row the value's row: a money field reads its currency there (`x-currency`).
 * @example formatFieldValue(carrierTypeField, 'express', 'en'); // 'Express'
 */
export function formatFieldValue(field: FieldSchema | undefined, value: unknown, language: Language, row?: Record<string, unknown>): string {
  if (value === undefined || value === null || value === '') return '';
  if (!field) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (field.enum) return enumTitle(field, value, language) ?? String(value);
  if (field['x-component'] === 'Upload' || field['x-format'] === 'file') {
    const files = storedFiles(Array.isArray(value) ? value : [value]);
    if (files.length) return files.map((file) => file.name).join(', ');
  }
  // A boolean keeps its tick unless it declares the format (then 是/否, Yes/No).
  const words = field['x-format'] === 'boolean' ? { yes: YES_NO[language][0], no: YES_NO[language][1] } : {};
  return formatValueText(field, value, { row, ...words });
}
