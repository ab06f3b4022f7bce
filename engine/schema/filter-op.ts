/**
 * How a list filter matches (docs/schemas.md, "How text filters match"): the field's `x-filter.op` when the schema
 * gives one; otherwise a typed-text field (a string drawn as a plain input, with no options, reference or format)
 * matches any part of the value, ignoring case (`like`: staff type "sf0" for SF001), and everything else matches
 * exactly (`eq`: a status, a dictionary value, a reference, a number). Server (the derived list qid) and browser
 * read the same rule.
 */
import type { FieldSchema } from './entity-schema';

export type FilterOp = NonNullable<FieldSchema['x-filter']>['op'];

/** Components a person types free text into. */
const TEXT_INPUTS = new Set([undefined, 'Input', 'Input.TextArea']);

/**
 * @example filterOp({ type: 'string', title }); // 'like'
 * @example filterOp({ type: 'string', title, 'x-dict': 'lockState' }); // 'eq'
 */
export function filterOp(field: FieldSchema): FilterOp {
  const declared = field['x-filter']?.op;
  if (declared) return declared;
  const chosen = field.enum || field['x-dict'] || field['x-ref'] || field['x-options-call'] || field.format;
  return field.type === 'string' && !chosen && TEXT_INPUTS.has(field['x-component']) ? 'like' : 'eq';
}
