/**
 * Display formats (docs/schemas.md, "Display formats"): how lists, details and the record history show a field's
 * value, declared per field with `x-format` (and `x-currency`, `x-scale`, `x-colors`), else read from the field's
 * type, format, component, dictionary or reference. React-free: text and a shape here, drawn by FieldValue.tsx.
 */
import type { DisplayFormatName, FieldSchema } from '../schema/entity-schema';
import { formatDateTime } from './format-date';
import { formatThousands } from './format-number';
import { currencyCode, isCurrencyCode } from './currency-code';
import { roundHalfUp, decimalText, trimDecimal } from './decimal-text';

/** Every format a field may declare in `x-format`. */
export const DISPLAY_FORMATS = [
  'text', 'money', 'number', 'integer', 'weight', 'percent', 'date', 'datetime', 'boolean',
  'status', 'tag', 'reference', 'file', 'phone', 'mask', 'html', 'email', 'url',
] as const satisfies readonly DisplayFormatName[];
export type DisplayFormat = DisplayFormatName;

/** The formats whose values are numbers: drawn right-aligned, exported raw. */
export const NUMERIC_FORMATS: ReadonlySet<DisplayFormat> = new Set(['money', 'number', 'integer', 'weight', 'percent']);

/** Decimals when the field does not say (`x-scale`) and its column type does not either. */
const DEFAULT_SCALE: Partial<Record<DisplayFormat, number>> = { money: 2, weight: 3, percent: 2, integer: 0 };

export const DATE_PATTERN = 'YYYY-MM-DD';

/** The format a field is shown in: its `x-format`, else what its type, format, component, dictionary or reference say. */
export function displayFormatOf(field: FieldSchema | undefined): DisplayFormat {
  if (!field) return 'text';
  if (field['x-format']) return field['x-format'];
  if (field['x-ref']) return 'reference';
  if (field['x-dict']) return 'tag';
  if (field['x-component'] === 'Upload') return 'file';
  if (field['x-sanitize'] === 'html') return 'html';
  if (field.format === 'date') return 'date';
  if (field.format === 'date-time') return 'datetime';
  if (field.format === 'email') return 'email';
  if (field.type === 'boolean') return 'boolean';
  return 'text';
}

/** The scale of a `numeric(p,s)` column type, if the field declares one. */
function columnScale(field: FieldSchema): number | undefined {
  const match = /^numeric\(\s*\d+\s*,\s*(\d+)\s*\)$/i.exec(field['x-db-type'] ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The decimals a numeric format shows: `x-scale`, else the format's own (money 2, weight 3, percent 2), else the column's; undefined keeps the value's own. */
export function displayScale(field: FieldSchema, format: DisplayFormat = displayFormatOf(field)): number | undefined {
  return field['x-scale'] ?? DEFAULT_SCALE[format] ?? columnScale(field);
}

/**
 * A number with thousands separators, rounded half-up to `scale` decimals (all of them written); without a scale,
 * as stored without trailing zeros. Not a number: as given. @example formatDecimal('1234.5', 2); // '1,234.50'
 */
export function formatDecimal(value: unknown, scale: number | undefined): string {
  const text = scale === undefined ? decimalText(value) : roundHalfUp(value, scale);
  if (text === undefined) return String(value);
  return formatThousands(scale === undefined ? trimDecimal(text) : text);
}

/** The currency a money field is in: a fixed code, or the value of the field `x-currency` names in the row. */
export function moneyCurrency(field: FieldSchema, row: Record<string, unknown> | undefined): string {
  const currency = field['x-currency'];
  if (!currency) return '';
  if (row && Object.hasOwn(row, currency)) return currencyCode(row[currency]);
  return isCurrencyCode(currency) ? currencyCode(currency) : '';
}

export interface FormatOptions {
  /** The row the value belongs to: a money field's currency is read from it. */
  row?: Record<string, unknown>;
  /** Texts of `true` and `false` in the reader's language. */
  yes?: string;
  no?: string;
}

/**
 * A numeric, date or plain value as text in its field's format (choices, dictionaries, references and files are the
 * caller's: they need titles and labels). Empty values give ''.
 * @example formatValueText({ type: 'number', 'x-format': 'money', 'x-currency': 'currency', … }, '2400', { row: { currency: '142' } }); // '2,400.00 CNY'
 */
export function formatValueText(field: FieldSchema, value: unknown, options: FormatOptions = {}): string {
  if (value === undefined || value === null || value === '') return '';
  const format = displayFormatOf(field);
  switch (format) {
    case 'money': {
      const currency = moneyCurrency(field, options.row);
      const amount = formatDecimal(value, displayScale(field, format));
      return currency ? `${amount} ${currency}` : amount;
    }
    case 'number':
    case 'integer':
    case 'weight':
      return formatDecimal(value, displayScale(field, format));
    case 'percent':
      return `${formatDecimal(value, displayScale(field, format))}%`;
    case 'date':
      return formatDateTime(value as string, DATE_PATTERN);
    case 'datetime':
      return formatDateTime(value as string);
    case 'boolean':
      return value === true || value === 'true' || value === 1 || value === '1' ? options.yes ?? '✓' : options.no ?? '✗';
    default:
      break;
  }
  // Undeclared numbers: numeric columns come back as text with the column's scale ('88.45000'), shown as the number they hold.
  if ((field.type === 'number' || field.type === 'integer') && decimalText(value) !== undefined) return trimDecimal(decimalText(value)!);
  if (Array.isArray(value)) return String(value.length);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Whether a field's values are numbers (right-aligned in lists): a numeric format, or a number type. */
export function isNumericDisplay(field: FieldSchema | undefined): boolean {
  if (!field) return false;
  const format = displayFormatOf(field);
  if (field['x-format']) return NUMERIC_FORMATS.has(format);
  return (field.type === 'number' || field.type === 'integer') && !field.enum && !field['x-ref'] && !field['x-dict'];
}
