/**
 * The display texts of a field's values, from its entity schema: an enum's `x-enum-titles`, or the states of the
 * lifecycle the field is the status of. Dashboards label chart categories and table cells with them (the server
 * puts them into the dashboard it serves). React-free.
 */
import type { EntitySchema } from './entity-schema';
import type { LocalizedText } from './route-catalogue';
import { lifecyclesOf } from './lifecycles';

/** value → { zh, en } for a field, or undefined when the field has no value texts. */
export function valueTextsOf(schema: Pick<EntitySchema, 'fields' | 'states'>, field: string): Record<string, LocalizedText> | undefined {
  const lifecycle = lifecyclesOf(schema).find((l) => l.field === field);
  if (lifecycle) return { ...lifecycle.values };
  const spec = Object.hasOwn(schema.fields, field) ? schema.fields[field] : undefined;
  const titles = spec?.['x-enum-titles'];
  if (!spec?.enum || !titles) return undefined;
  return Object.fromEntries(spec.enum.map((value, i) => [String(value), titles[i]!]).filter(([, title]) => title));
}

/** The fields of a schema that have value texts. */
export function labelledFields(schema: Pick<EntitySchema, 'fields' | 'states'>): string[] {
  return Object.keys(schema.fields).filter((name) => valueTextsOf(schema, name) !== undefined);
}
