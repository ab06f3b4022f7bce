/**
 * `x-when` in the browser (docs/schemas.md "Conditional fields (x-when)"): a field's rules as one Formily reaction,
 * a plain function (no `{{ }}` expression: nothing of the schema is compiled), that reads the other fields' values
 * and sets the field's display, required flag and pattern from `whenState` (engine/validation/when-rules.ts, the
 * function the server shares). Formily re-runs the reaction whenever a value it read changes.
 *
 * A hidden field (`display: none`) drops out of the form's values and is not validated; a disabled one is not
 * validated either. The required message is the field's own (`whenRequiredRule`), not Formily's default.
 */
import { whenState, type WhenRule } from '../../validation/when-rules';
import { createTranslator } from '../engine-texts';
import type { Language } from '../localize';
import type { FieldRule } from './field-rules';

/** A field's data path, as Formily gives it (`name`, or `lines.0.qty` in a sub-table row). */
interface DataPath {
  parent(): { concat(...names: string[]): unknown };
}

/** The part of a Formily field the reaction reads and sets. */
export interface WhenField {
  path: DataPath;
  form: { getValuesIn(path: unknown): unknown };
  visible: boolean;
  required: boolean;
  /** `disabled` while a disable rule holds; undefined gives the pattern back to the form (editable, or its own). */
  pattern: string | undefined;
}

/** What the field is without its rules. */
export interface WhenBase {
  /** `required: true` in the schema: a require rule only ever adds. */
  required?: boolean;
  /** Read-only in this form (computed, masked): disable rules leave it so. */
  readOnly?: boolean;
}

/**
 * The reaction of a field's rules: values are read beside the field (its siblings in the row, so in a line table
 * the line's own fields); only the kinds of rule the field has are touched.
 * @example schema['x-reactions'] = [whenReaction(field['x-when'], { required: field.required })]
 */
export function whenReaction(rules: readonly WhenRule[], base: WhenBase = {}): (field: WhenField) => void {
  const has = (effect: WhenRule['then']) => rules.some((rule) => rule.then === effect);
  const [shows, requires, disables] = [has('show'), has('require'), has('disable') && !base.readOnly];
  return (field) => {
    const row = field.path.parent();
    const state = whenState(rules, (name) => field.form.getValuesIn(row.concat(name)));
    if (shows) field.visible = state.visible;
    if (requires) field.required = !!base.required || state.required;
    if (disables) field.pattern = state.disabled ? 'disabled' : undefined;
  };
}

/**
 * The required rule a field with require rules carries switched off (`required: false`), so that when a rule turns
 * it on (Formily's `field.required = true` flips this rule) the message is the field's own, in the page's language.
 */
export function whenRequiredRule(title: string, language: Language, choice = false): FieldRule {
  return { required: false, message: createTranslator(language)(choice ? 'form.requiredChoice' : 'form.required', { title }) };
}
