/**
 * A grid cell's text and value (docs/schemas.md, "Editable grids"): what typed or pasted text stands for (numbers
 * with full-width digits and thousands separators, an option by its value or its label, a date in the usual
 * spellings, the field's sanitizer applied as the form applies it), how a value reads back as text, and the cell's
 * message: the field rules the form uses (required, lengths, pattern, bounds, named validators: field-rules.ts),
 * plus what a free-text cell can get wrong that a form's picker cannot (not a number, not one of the options). Pure.
 */
import { isSanitizerName, sanitizers } from '../../validation/registry';
import { foldFullWidth } from '../../validation/full-width';
import { createTranslator } from '../engine-texts';
import { fieldRules, type FieldRule } from '../form/field-rules';
import { formatFieldValue } from '../format-field-value';
import type { Language } from '../localize';
import type { Choice, GridColumn } from './grid-columns';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y', '是', '✓']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'n', '否', '✗']);

/** The choice a text names: its value, else its label (case and width folded). */
export function findChoice(choices: readonly Choice[] | undefined, text: string): Choice | undefined {
  if (!choices) return undefined;
  const wanted = text.toLowerCase();
  return choices.find((c) => c.value === text) ?? choices.find((c) => c.label.toLowerCase() === wanted) ?? choices.find((c) => c.value.toLowerCase() === wanted);
}

function parseDate(text: string): string | undefined {
  const match = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text);
  if (!match) return undefined;
  const [, y, m, d] = match;
  const iso = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/**
 * The value a typed or pasted text stands for; text that does not read as the column's kind is kept as typed, so
 * the cell shows it and {@link cellProblem} names the problem. Empty text is null (clears the cell).
 * @example parseCell(weightColumn, '１,250.5'); // 1250.5
 */
export function parseCell(column: GridColumn, raw: string, choices: readonly Choice[] | undefined = column.choices): unknown {
  let text = foldFullWidth(raw).trim();
  if (text === '') return null;
  const sanitizer = column.field['x-sanitize'];
  switch (column.kind) {
    case 'number':
    case 'integer': {
      text = text.replace(/,/g, '');
      if (isSanitizerName(sanitizer) && sanitizer !== 'html') text = sanitizers[sanitizer](text);
      return NUMBER_TEXT.test(text) ? Number(text) : raw.trim();
    }
    case 'choice':
      return findChoice(choices, text)?.value ?? text;
    case 'boolean':
      if (TRUE_WORDS.has(text.toLowerCase())) return true;
      if (FALSE_WORDS.has(text.toLowerCase())) return false;
      return text;
    case 'date':
      return parseDate(text) ?? text;
    default:
      // Text keeps the person's own width (a name may be full-width on purpose); the sanitizer folds what it must.
      return isSanitizerName(sanitizer) && sanitizer !== 'html' ? sanitizers[sanitizer](raw.trim()) : raw.trim();
  }
}

/** A value as an edit starts from it (and as Ctrl+C copies it): an option by its label, a number as plain digits. */
export function cellText(column: GridColumn, value: unknown, language: Language, choices: readonly Choice[] | undefined = column.choices): string {
  if (isEmpty(value)) return '';
  if (column.kind === 'choice') return choices?.find((c) => c.value === String(value))?.label ?? String(value);
  if (column.kind === 'boolean' && typeof value === 'boolean') return value ? (language === 'zh' ? '是' : 'Yes') : language === 'zh' ? '否' : 'No';
  if ((column.kind === 'number' || column.kind === 'integer') && (typeof value === 'number' || (typeof value === 'string' && NUMBER_TEXT.test(value.trim())))) return String(Number(value));
  return typeof value === 'string' ? value : formatFieldValue(column.field, value, language);
}

/** A value as its cell shows it: as lists and details show it (the field's display format), an option by its label. */
export function cellDisplay(column: GridColumn, value: unknown, language: Language, choices: readonly Choice[] | undefined = column.choices, row?: Record<string, unknown>): string {
  if (isEmpty(value)) return '';
  if (column.kind === 'choice') return choices?.find((c) => c.value === String(value))?.label ?? String(value);
  // Text that does not read as the column's kind is shown as typed, for its message to name.
  if ((column.kind === 'number' || column.kind === 'integer') && typeof value !== 'number') return String(value);
  return formatFieldValue(column.field, value, language, row);
}

/** A column's checks, made once per column and language. */
export interface CellChecker {
  (value: unknown, choices?: readonly Choice[]): string | undefined;
}

/**
 * The checker of one column: the kind's own check, then the field rules in the form's order; the first message.
 * @example cellChecker(weightTo, 'zh')(1200); // '截止重量(kg)不能大于 1000'
 */
export function cellChecker(column: GridColumn, language: Language): CellChecker {
  if (column.readOnly) return () => undefined;
  const t = createTranslator(language);
  const title = column.title;
  const rules: FieldRule[] = fieldRules(column.field, title, language, column.kind === 'choice');
  return (value, choices = column.choices) => {
    if (!isEmpty(value)) {
      if ((column.kind === 'number' || column.kind === 'integer') && typeof value !== 'number') return t('grid.notNumber', { title });
      if (column.kind === 'integer' && !Number.isInteger(value)) return t('grid.notInteger', { title });
      if (column.kind === 'boolean' && typeof value !== 'boolean') return t('grid.notChoice', { title, value: String(value) });
      if (column.kind === 'date' && !parseDate(String(value))) return t('grid.notDate', { title });
      // A dictionary not loaded yet (or failed) checks nothing: the server has the last word.
      if (column.kind === 'choice' && choices && choices.length > 0 && !choices.some((c) => c.value === String(value))) return t('grid.notChoice', { title, value: String(value) });
    }
    for (const rule of rules) {
      if (rule.required) {
        if (isEmpty(value)) return rule.message;
        continue;
      }
      const message = rule.validator?.(value);
      if (message) return message;
    }
    return undefined;
  };
}
