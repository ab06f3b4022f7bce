/**
 * Redrawing the preview when only field titles changed (renaming on the canvas is the commonest edit): the schema
 * without its fields' titles decides whether the form must be made again; the titles are then written into the
 * existing Formily fields (label, accessible name, and the messages that name the field). React-free.
 */
import type { Form, Field } from '@formily/core';
import { toFormilyField } from '../../../../../engine/render/form/to-formily-schema';
import { localize, type Language } from '../../../../../engine/render/localize';
import type { EntitySchema, FieldSchema } from '../../../../../engine/schema/entity-schema';

/** The schema with its fields' titles left out: equal shapes draw the same form but for the labels. */
export function shapeWithoutTitles(schema: EntitySchema): unknown {
  const fields = schema.fields && typeof schema.fields === 'object' ? schema.fields : {};
  return { ...schema, fields: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, { ...field, title: undefined }])) };
}

/**
 * Writes each field's title as `fields` has it into the form's field of that name where it differs.
 * @returns the names of the fields changed.
 */
export function retitleFields(form: Form, fields: Record<string, FieldSchema>, language: Language): string[] {
  const changed: string[] = [];
  for (const [name, definition] of Object.entries(fields)) {
    // The design may be half typed in the JSON panel: a field that is not an object is left to the compile's message.
    if (!definition || typeof definition !== 'object') continue;
    const field = form.query(name).take() as Field | undefined;
    if (!field || field.displayName === 'VoidField') continue;
    const title = localize(definition.title, language);
    if (field.title === title) continue;
    field.setTitle(title);
    field.setComponentProps({ 'aria-label': title });
    try {
      if (typeof field.setValidator === 'function') field.setValidator(toFormilyField(definition, language)['x-validator'] as Field['validator']);
    } catch {
      // rules the engine cannot make: the label still follows; the next full redraw says what is wrong
    }
    changed.push(name);
  }
  return changed;
}

/**
 * The served fields with the titles the design gives them now (the served schema of a draft is the design, cut for
 * the audience, so its titles are the design's as soon as the person types them).
 */
export function withDesignTitles(served: Record<string, FieldSchema> | undefined, edited: Record<string, unknown>): Record<string, FieldSchema> | undefined {
  const designed = edited.fields as Record<string, Partial<FieldSchema> | undefined> | undefined;
  if (!served || !designed || typeof designed !== 'object') return served;
  return Object.fromEntries(Object.entries(served).map(([name, field]) => {
    const title = designed[name]?.title;
    return [name, title && typeof title === 'object' ? { ...field, title } : field];
  }));
}
