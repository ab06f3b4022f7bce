/**
 * Which fields an entity's form has, in form order: the one reading of `form.fields` and `form.sections` (and the
 * default, every field that is not readOnly). Whatever needs the form's fields calls this, so sections count
 * everywhere. React-free.
 */
import type { EntitySchema } from './entity-schema';

/** The schema parts the answer depends on. */
type FormOf = Pick<EntitySchema, 'fields' | 'form'>;

/**
 * The form's fields in order: the sections' fields one section after another, else `form.fields`, else every field
 * that is not readOnly.
 * @example formFieldNames({ fields, form: { sections: [{ title, fields: ['a'] }, { title, fields: ['b', 'c'] }] } }); // ['a', 'b', 'c']
 */
export function formFieldNames(schema: FormOf): string[] {
  const sections = schema.form?.sections;
  if (sections) return sections.flatMap((section) => section.fields);
  return schema.form?.fields ?? Object.entries(schema.fields).filter(([, field]) => !field.readOnly).map(([name]) => name);
}

/**
 * The form with only the fields `keep` accepts (a role's hidden fields, a child tab's parent field), sections
 * included; a section left with no field is dropped. Undefined in, undefined out.
 * @example keepFormFields(schema.form, (name) => name !== 'parentId')
 */
export function keepFormFields<F extends EntitySchema['form']>(form: F, keep: (name: string) => boolean): F {
  if (!form) return form;
  return {
    ...form,
    ...(form.fields ? { fields: form.fields.filter(keep) } : {}),
    ...(form.sections ? { sections: form.sections.map((section) => ({ ...section, fields: section.fields.filter(keep) })).filter((section) => section.fields.length > 0) } : {}),
  };
}
