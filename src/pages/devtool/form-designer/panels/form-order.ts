/**
 * A card dragged to another place changes only the order of `form.fields` (or of a section's fields): the preview
 * keeps its Formily form (and what was typed) and draws the same fields in the new order, instead of making a new form
 * of every field. React-free.
 */
import type { EntityModel } from '../../../../../engine/schema/entity-model';
import type { EntitySchema } from '../../../../../engine/schema/entity-schema';
import { formFieldNames } from '../../../../../engine/schema/form-field-names';

type Form = EntitySchema['form'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const sorted = (list: unknown) => (Array.isArray(list) ? [...list].map(String).sort() : list);

/**
 * The schema's form with its field lists in name order (what the form holds, not how it is ordered); with no list,
 * the order of `fields` (the form's order then) is kept as a list of its own.
 */
export function orderFree(schema: EntitySchema): unknown {
  const form = schema.form as unknown;
  if (isObject(form) && Array.isArray(form.sections)) {
    return { ...form, sections: form.sections.map((section: unknown) => (isObject(section) ? { ...section, fields: sorted(section.fields) } : section)) };
  }
  if (isObject(form) && Array.isArray(form.fields)) return { ...form, fields: sorted(form.fields) };
  return { form, fieldOrder: isObject(schema.fields) ? Object.keys(schema.fields) : undefined };
}

/** The order the form draws its fields in, when the schema lists it (`form.fields` or sections); else undefined. */
export function listedOrder(schema: EntitySchema): string[] | undefined {
  const form = schema.form as unknown;
  if (!isObject(form) || !(Array.isArray(form.fields) || Array.isArray(form.sections))) return undefined;
  try {
    return formFieldNames(schema);
  } catch {
    return undefined; // half typed in the JSON panel: the compile says what is wrong
  }
}

/**
 * The model drawn with another form order (`form` of a schema whose order-free shape equals the model's).
 * @example toFormilySchema(inOrder(model, reply.schema.form), { language })
 */
export function inOrder(model: EntityModel, form: Form): EntityModel {
  const schema = { ...model.schema, form };
  return { ...model, schema, formFields: formFieldNames(schema) };
}
