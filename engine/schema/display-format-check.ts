/**
 * schemas:check for display formats (docs/schemas.md, "Display formats"): what the meta-schema cannot see — a
 * money field's currency field exists, numeric formats sit on numbers, declared colours name the field's values.
 * The format names themselves are the meta-schema's enum.
 */
import type { EntitySchema, FieldSchema } from './entity-schema';
import { displayFormatOf, NUMERIC_FORMATS } from '../format/display-format';
import { isCurrencyCode } from '../format/currency-code';

export interface FormatProblem {
  path: string;
  message: string;
}

const token = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');

function fieldProblems(path: string, field: FieldSchema, siblings: Record<string, FieldSchema>, add: (path: string, message: string) => void): void {
  const format = displayFormatOf(field);
  const declared = field['x-format'];
  if (declared && NUMERIC_FORMATS.has(declared) && field.type !== 'number' && field.type !== 'integer') {
    add(`${path}/x-format`, `"${declared}" shows numbers: the field's type is ${field.type}`);
  }
  const currency = field['x-currency'];
  if (currency !== undefined) {
    if (format !== 'money') add(`${path}/x-currency`, 'a currency belongs to a field of x-format "money"');
    else if (!Object.hasOwn(siblings, currency) && !isCurrencyCode(currency)) add(`${path}/x-currency`, `unknown currency field "${currency}" (name a field of this schema, or a code such as CNY or 142)`);
    else if (Object.hasOwn(siblings, currency) && siblings[currency]!.type !== 'string' && siblings[currency]!.type !== 'integer') add(`${path}/x-currency`, `the currency field "${currency}" holds a ${siblings[currency]!.type}, not a code`);
  }
  if (field['x-scale'] !== undefined && !NUMERIC_FORMATS.has(format)) add(`${path}/x-scale`, 'decimals belong to a numeric x-format (money, number, integer, weight, percent)');
  const colors = field['x-colors'];
  if (colors && field.enum) {
    for (const value of Object.keys(colors)) {
      if (!field.enum.some((candidate) => String(candidate) === value)) add(`${path}/x-colors/${token(value)}`, `"${value}" is not one of the field's values`);
    }
  }
}

/** Every field's display format problems, sub-table fields included (their currency field is a sibling item field). */
export function displayFormatProblems(schema: EntitySchema): FormatProblem[] {
  const problems: FormatProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const walk = (base: string, fields: Record<string, FieldSchema>) => {
    for (const [name, field] of Object.entries(fields)) {
      const path = `${base}/${token(name)}`;
      fieldProblems(path, field, fields, add);
      if (field.items) walk(`${path}/items/properties`, field.items.properties);
    }
  };
  walk('/fields', schema.fields);
  return problems;
}
