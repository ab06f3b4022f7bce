import type { EntitySchema, FieldSchema } from './entity-schema';

/** A problem of a level view (`storage.of`/`where`) or of a tree's `parentKey`, as a JSON pointer and a message. */
export interface LevelViewProblem {
  path: string;
  message: string;
}

/** What a field is stored as: a view's field and its owner's must agree on it. */
function columnShape(field: FieldSchema): string {
  return [field.type, field.format ?? '', field['x-db-type'] ?? '', field.maxLength ?? ''].join('/');
}

/**
 * A level view over another entity's table (docs/schemas.md "Level views"): the owner exists, has the same table and
 * is no view itself; every field of the view is a field of the owner stored the same way (the owner makes the
 * columns); each `where` field is a read-only field of the view, a value its `enum` allows; the view's unique keys
 * are the owner's. And a tree's `parentKey`: two string fields of the schema, the key one a unique key of its own.
 */
export function levelViewProblems(schema: EntitySchema, byId: ReadonlyMap<string, EntitySchema>): LevelViewProblem[] {
  const problems: LevelViewProblem[] = [];
  const parentKey = schema.tree?.parentKey;
  if (parentKey) {
    for (const key of ['field', 'key'] as const) {
      const field = schema.fields[parentKey[key]];
      if (!field) problems.push({ path: `/tree/parentKey/${key}`, message: `unknown field "${parentKey[key]}"` });
      else if (field.type !== 'string') problems.push({ path: `/tree/parentKey/${key}`, message: `"${parentKey[key]}" must be a string field (it holds a code)` });
    }
    if (!(schema.storage?.unique ?? []).some((key) => key.length === 1 && key[0] === parentKey.key)) {
      problems.push({ path: '/tree/parentKey/key', message: `"${parentKey.key}" must be a unique key of its own (storage.unique) to name a parent` });
    }
  }
  const storage = schema.storage;
  if (!storage?.of) return problems;
  const owner = byId.get(storage.of);
  if (!owner) return [...problems, { path: '/storage/of', message: `unknown entity "${storage.of}"` }];
  if (owner.storage?.of) problems.push({ path: '/storage/of', message: `"${storage.of}" is itself a level view: name the entity that owns the table` });
  if (owner.storage?.table !== storage.table) problems.push({ path: '/storage/table', message: `a level view shares its owner's table "${owner.storage?.table}"` });
  if ((owner.storage?.tenant ?? true) !== (storage.tenant ?? true)) problems.push({ path: '/storage/tenant', message: 'a level view keeps its rows per tenant exactly as its owner does' });
  for (const [name, field] of Object.entries(schema.fields)) {
    const own = owner.fields[name];
    if (!own) problems.push({ path: `/fields/${name}`, message: `"${name}" is not a field of ${storage.of}, which makes the table's columns` });
    else if (columnShape(own) !== columnShape(field)) problems.push({ path: `/fields/${name}`, message: `"${name}" must be stored as ${storage.of} stores it (type, format, x-db-type, maxLength)` });
  }
  for (const [name, value] of Object.entries(storage.where ?? {})) {
    const field = schema.fields[name];
    if (!field) problems.push({ path: `/storage/where/${name}`, message: `unknown field "${name}"` });
    else if (!field.readOnly) problems.push({ path: `/fields/${name}/readOnly`, message: `"${name}" is fixed by storage.where, so it must be readOnly` });
    else if (field.enum && !field.enum.includes(value as never)) problems.push({ path: `/storage/where/${name}`, message: `${JSON.stringify(value)} is not among the values of "${name}"` });
  }
  const ownerKeys = new Set((owner.storage?.unique ?? []).map((key) => key.join(',')));
  (storage.unique ?? []).forEach((key, i) => {
    if (!ownerKeys.has(key.join(','))) problems.push({ path: `/storage/unique/${i}`, message: `a level view's unique keys are its owner's: ${storage.of} has no unique key (${key.join(', ')})` });
  });
  if (storage.indexes?.length) problems.push({ path: '/storage/indexes', message: "a level view's indexes are its owner's: declare them there" });
  return problems;
}
