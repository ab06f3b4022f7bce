/**
 * Conditional fields as data (`x-when` on an entity field, docs/schemas.md "Conditional fields (x-when)"): a field
 * is shown, required or disabled while another field of the same row has one of some values or any value. Pure and
 * shared: the form turns the rules into Formily reactions (engine/render/form/when-reactions.ts), the server asks
 * {@link whenRequiredMissing} on create and update. No expressions: a rule is JSON, read by the functions below.
 *
 * - `show`: the field is drawn only while one of its show rules holds (no show rule: always drawn); while hidden,
 *   its `x-when` does not require it.
 * - `require`: required while one of its require rules holds (and it is shown).
 * - `disable`: read-only while one of its disable rules holds.
 */
import { evaluateCondition, isEmptyValue, recordScope } from './conditions';

/** What a rule does to its field while its condition holds. */
export type WhenEffect = 'show' | 'require' | 'disable';

/** The effects a rule may name, for checks and the designer's picker. */
export const WHEN_EFFECTS: readonly WhenEffect[] = ['show', 'require', 'disable'];

/**
 * One rule: while `field` has one of the values `in` (or any value, `filled`), `then` applies. Exactly one of `in`
 * and `filled` (engine/schema/when-check.ts).
 * @example { "field": "customerType", "in": ["company"], "then": "require" }
 * @example { "field": "invoiceTitle", "filled": true, "then": "show" }
 */
export interface WhenRule {
  field: string;
  in?: (string | number | boolean)[];
  filled?: true;
  then: WhenEffect;
}

/** A field's state from its rules at one moment. */
export interface WhenState {
  visible: boolean;
  required: boolean;
  disabled: boolean;
}

/** Reads another field's value by name. */
export type ValueOf = (name: string) => unknown;

/**
 * Whether a rule's condition holds. Numbers compare as numbers (also as the numeric text the database returns); a
 * multi-choice value (an array) holds `in` when any of its items is one of the values.
 * @example ruleHolds({ field: 'kind', in: ['company'], then: 'require' }, (name) => ({ kind: 'company' })[name]); // true
 */
export function ruleHolds(rule: WhenRule, valueOf: ValueOf): boolean {
  const value = valueOf(rule.field);
  if (rule.in === undefined) return !isEmptyValue(value);
  const values = rule.in;
  const one = (item: unknown) => evaluateCondition({ field: 'v', op: 'in', values }, recordScope({ v: item }));
  return Array.isArray(value) ? value.some(one) : one(value);
}

/**
 * A field's state from its `x-when` rules (none: visible, not required, not disabled by them).
 * @example whenState([{ field: 'kind', in: ['company'], then: 'show' }], () => 'person'); // { visible: false, required: false, disabled: false }
 */
export function whenState(rules: readonly WhenRule[] | undefined, valueOf: ValueOf): WhenState {
  const of = (effect: WhenEffect) => (rules ?? []).filter((rule) => rule.then === effect);
  const shows = of('show');
  const visible = shows.length === 0 || shows.some((rule) => ruleHolds(rule, valueOf));
  return {
    visible,
    required: visible && of('require').some((rule) => ruleHolds(rule, valueOf)),
    disabled: of('disable').some((rule) => ruleHolds(rule, valueOf)),
  };
}

/** The part of a field these functions read. */
interface WhenField {
  readOnly?: boolean;
  'x-compute'?: string;
  'x-when'?: WhenRule[];
}

/**
 * The fields an `x-when` requires now that are empty in `values` (the whole row: a create's body, or an update's
 * stored row with the sent values over it): each is a field error like `required`. Read-only and computed fields
 * are the server's, never asked.
 * @example whenRequiredMissing({ taxNo: { 'x-when': [{ field: 'kind', in: ['company'], then: 'require' }] } }, { kind: 'company' }); // ['taxNo']
 */
export function whenRequiredMissing(fields: Readonly<Record<string, WhenField>>, values: Readonly<Record<string, unknown>>): string[] {
  const valueOf: ValueOf = (name) => values[name];
  return Object.entries(fields)
    .filter(([name, field]) => field['x-when'] && !field.readOnly && field['x-compute'] === undefined
      && whenState(field['x-when'], valueOf).required && isEmptyValue(values[name]))
    .map(([name]) => name);
}
