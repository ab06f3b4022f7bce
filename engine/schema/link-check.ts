/**
 * The checks of links (`x-link`), write-only fields (`writeOnly`) and write hooks (`hooks`) that JSON Schema cannot
 * express (docs/schemas.md, "Links" and "Write hooks"). Pure: schemas:check and the server's start-up check run it.
 */
import type { EntitySchema } from './entity-schema';

export interface LinkProblem {
  path: string;
  message: string;
}

/**
 * A link field is an array with an `x-ref` (its values are checked and labelled as references) on a stored entity,
 * never a filter or required; a write-only field is a string, never shown (list, filters, detail) nor required; a
 * schema's `hooks` name a registered implementation (when the names are given).
 */
export function linkProblems(schema: EntitySchema, hookNames?: readonly string[]): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const shown = new Set([...(schema.list.columns ?? []), ...(schema.detail?.sections ?? []).flatMap((s) => s.fields)]);
  const filters = new Set(schema.list.filters ?? []);
  for (const [name, field] of Object.entries(schema.fields)) {
    const at = `/fields/${name}`;
    if (field['x-link']) {
      if (field.type !== 'array') add(`${at}/type`, 'a link (x-link) is an array of the referenced values');
      if (!field['x-ref']) add(`${at}/x-link`, 'a link (x-link) needs an x-ref saying what its values refer to');
      if (field.items) add(`${at}/items`, 'a link (x-link) holds values, not sub-table rows: leave out items');
      if (!schema.storage) add(`${at}/x-link`, 'a link (x-link) needs an entity with storage (its rows are linked by id)');
      if (filters.has(name)) add(`${at}/x-link`, 'a link (x-link) cannot be a list filter');
      if (field.required) add(`${at}/required`, 'a link (x-link) cannot be required');
    }
    if (field.writeOnly) {
      if (field.type !== 'string') add(`${at}/type`, 'a write-only field is a string');
      if (field.readOnly) add(`${at}/writeOnly`, 'a field cannot be both read-only and write-only');
      if (shown.has(name) || filters.has(name)) add(`${at}/writeOnly`, 'a write-only field is never shown: leave it out of the list, filters and detail');
      if (field.required) add(`${at}/required`, 'a write-only field is asked on create only: its write hook says when it is needed, not required');
      if (!schema.hooks) add(`${at}/writeOnly`, 'a write-only field is taken by the entity\'s write hooks: name them in hooks');
    }
  }
  if (schema.hooks !== undefined && hookNames && !hookNames.includes(schema.hooks)) {
    add('/hooks', `no write hooks are registered as "${schema.hooks}" (server/commands/index.ts)`);
  }
  return problems;
}
