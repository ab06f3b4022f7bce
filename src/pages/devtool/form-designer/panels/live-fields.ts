/**
 * Redrawing the preview in place when only what Formily can change on a live field changed (the commonest edits:
 * renaming, ticking "required", a placeholder, an option, a length): the schema without those properties decides
 * whether the form must be made again (150 fields: ~200 ms); otherwise they are written into the existing Formily
 * fields — title, description, validator (which carries `required`), component props, options. React-free.
 */
import type { Field, Form } from '@formily/core';
import { toFormilyField } from '../../../../../engine/render/form/to-formily-schema';
import type { Language } from '../../../../../engine/render/localize';
import type { EntityModel } from '../../../../../engine/schema/entity-model';
import type { EntitySchema, FieldSchema } from '../../../../../engine/schema/entity-schema';
import { jsonEqual } from '../../../../../engine/schema/tenant-override';
import { orderFree } from './form-order';

/**
 * A field's properties the live path writes. Not here, so a change redraws the form: `pattern` and `x-validator`
 * (a half-typed pattern or an unknown validator must reach the form's error boundary), `format` and whether there is
 * an `enum` (they choose the component), `default` (a new form starts from it).
 */
const LIVE = ['title', 'description', 'required', 'maxLength', 'minLength', 'minimum', 'maximum', 'x-pattern-message', 'x-component-props', 'enum', 'x-enum-titles'] as const;
/** What the validator rules are made from besides the title (field-rules.ts, when-reactions.ts). */
const RULE_INPUTS = ['required', 'maxLength', 'minLength', 'pattern', 'x-pattern-message', 'minimum', 'maximum', 'format', 'x-validator', 'x-when'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of a field left out of its shape. */
function liveKeysOf(name: string, field: Record<string, unknown>, schema: EntitySchema): readonly string[] {
  // `x-when` reactions capture `required`, and a tree's parent picker merges its own props over the field's
  // (engine/tree/tree-parent-field.ts): for those fields only the title is live, as before.
  if (field['x-when'] !== undefined || schema.tree?.parent === name) return ['title'];
  return LIVE;
}

/**
 * The schema with its fields' live properties and the form's order left out: equal shapes draw the same Formily form
 * but for those (form-order.ts draws it in another order).
 */
export function shapeWithoutLiveProps(schema: EntitySchema): unknown {
  const fields = isObject(schema.fields) ? schema.fields : {};
  return {
    ...schema,
    form: orderFree(schema),
    fields: Object.fromEntries(Object.entries(fields).map(([name, field]) => {
      if (!isObject(field)) return [name, field];
      const shape: Record<string, unknown> = { ...field };
      for (const key of liveKeysOf(name, field, schema)) shape[key] = undefined;
      // An enum makes the field a select: its presence is shape, its values are not.
      if (shape.enum === undefined && field.enum !== undefined) shape.enum = Array.isArray(field.enum) ? true : field.enum;
      return [name, shape];
    })),
  };
}

/** What each live field was last written from (a new form's fields start from the model's schema). */
const written = new WeakMap<Field, FieldSchema>();

const pick = (field: FieldSchema, keys: readonly string[]) => keys.map((key) => (field as unknown as Record<string, unknown>)[key]);

/** Writes into a live field what `next` draws differently from `drawn`. */
function rewrite(field: Field, drawn: FieldSchema, next: FieldSchema, language: Language): void {
  const before = toFormilyField(drawn, language);
  const after = toFormilyField(next, language);
  if (before.title !== after.title) field.setTitle(after.title);
  if (before.description !== after.description) field.setDescription(after.description);
  // setComponentProps merges: a prop the design dropped (a placeholder) is written as undefined.
  const oldProps = (before['x-component-props'] ?? {}) as Record<string, unknown>;
  const newProps = (after['x-component-props'] ?? {}) as Record<string, unknown>;
  const props: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(oldProps), ...Object.keys(newProps)])) {
    if (!jsonEqual(oldProps[key], newProps[key])) props[key] = newProps[key];
  }
  if (Object.keys(props).length) field.setComponentProps(props);
  if (!jsonEqual(before.enum, after.enum)) field.setDataSource(after.enum as Field['dataSource']);
  const rulesChanged = !jsonEqual(pick(drawn, RULE_INPUTS), pick(next, RULE_INPUTS));
  // The messages name the field: a new title words them again.
  if (rulesChanged || before.title !== after.title) field.setValidator(after['x-validator'] as Field['validator']);
  // A new form would show no message: the rules changed, so the old message may no longer hold.
  if (rulesChanged && field.selfErrors.length) field.setFeedback({ type: 'error', messages: [] });
}

/**
 * Writes each field as `fields` has it into the form's field of that name, where it differs from what the field was
 * drawn from (the model's schema, or the last write). The caller keeps the model only while the shapes are equal
 * (shapeWithoutLiveProps), so only live properties can differ.
 * @returns the names of the fields changed.
 */
export function refreshFields(form: Form, model: EntityModel, fields: Record<string, FieldSchema>, language: Language): string[] {
  const changed: string[] = [];
  for (const [name, definition] of Object.entries(fields)) {
    // The design may be half typed in the JSON panel: a field that is not an object is left to the compile's message.
    if (!isObject(definition)) continue;
    const field = form.query(name).take() as Field | undefined;
    if (!field || field.displayName === 'VoidField') continue;
    const drawn = written.get(field) ?? model.schema.fields[name];
    if (!drawn || drawn === definition || jsonEqual(drawn, definition)) continue;
    try {
      rewrite(field, drawn, definition, language);
    } catch {
      // rules the engine cannot make: the next full redraw says what is wrong
      continue;
    }
    written.set(field, definition);
    changed.push(name);
  }
  return changed;
}
