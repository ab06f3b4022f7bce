/**
 * The schema a person is served (`GET /api/clearway/schemas/{id}`), cut to the fields they may see
 * (docs/domain/administration.md "Data fields"): a hidden field leaves the fields, the list's columns, filters and
 * default sort, the form and the detail, so the pages simply follow; a masked field is read-only (the person never
 * has its value to edit, and the form's own checks would refuse the mask).
 */
import type { EntitySchema } from '../schema/entity-schema';
import { keepFormFields } from '../schema/form-field-names';
import { ALWAYS_MASKED } from '../format/masks';
import { restricts, type FieldAccess } from './field-access';

/**
 * @example schemaForAccess(employee, { hidden: new Set(['email']), masked: new Map([['mobile', 'phone']]), fullValue: new Set() });
 *   // fields without email, mobile readOnly; list.columns, filters, form and detail without email
 */
export function schemaForAccess<S extends EntitySchema>(schema: S, access: FieldAccess): S {
  if (!restricts(access)) return schema;
  const seen = (name: string) => !access.hidden.has(name);
  const fields = Object.fromEntries(Object.entries(schema.fields).filter(([name]) => seen(name)).map(([name, field]) =>
    // A secret (ALWAYS_MASKED) stays writable: whoever edits the record may replace it without ever reading it.
    [name, access.masked.has(name) && !ALWAYS_MASKED.has(access.masked.get(name)!) ? { ...field, readOnly: true } : field]));
  const list = {
    ...schema.list,
    columns: schema.list.columns.filter(seen),
    ...(schema.list.filters ? { filters: schema.list.filters.filter(seen) } : {}),
    ...(schema.list.defaultSort && !seen(schema.list.defaultSort.field) ? { defaultSort: undefined } : {}),
    ...(schema.list.defaultFilters ? { defaultFilters: Object.fromEntries(Object.entries(schema.list.defaultFilters).filter(([name]) => seen(name))) } : {}),
  };
  const form = keepFormFields(schema.form, seen);
  const detail = schema.detail && {
    ...schema.detail,
    ...(schema.detail.sections ? { sections: schema.detail.sections.map((section) => ({ ...section, fields: section.fields.filter(seen) })) } : {}),
    ...(schema.detail.tabs ? { tabs: schema.detail.tabs.map((tab) => (tab.fields ? { ...tab, fields: tab.fields.filter(seen) } : tab)) } : {}),
  };
  return { ...schema, fields, list, ...(form ? { form } : {}), ...(detail ? { detail } : {}) };
}
