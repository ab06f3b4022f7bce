/**
 * The cross references of `x-ref` fields (docs/schemas.md, "References"), run by `npm run schemas:check` and the
 * server's start-up check: the target entity or qid exists, `value` and `label` are its fields, `value`, `search`,
 * `params` and `dependsOn.param` are its filters (the browser looks a value's label up and searches through them),
 * and `dependsOn.field` is another field of the same schema. React-free.
 */
import type { EntitySchema, FieldSchema, RefSpec } from './entity-schema';

/** What a qid offers a reference: its output fields and its filters. */
export interface QidShape {
  fields: readonly string[];
  filters: readonly string[];
}

/** A problem inside one schema (a JSON pointer and a message). */
interface Problem {
  path: string;
  message: string;
}

/** Field types a reference may have: a key is a text or a number. */
const KEY_TYPES = new Set<FieldSchema['type']>(['string', 'integer', 'number']);

/**
 * The filters of an entity's derived list qid (server/entity/entity-qid.ts): each `list.filters` field under its own
 * name, a range filter as `{field}From` and `{field}To`.
 */
export function entityFilterNames(schema: EntitySchema): string[] {
  return (schema.list.filters ?? []).flatMap((name) => (schema.fields[name]?.['x-filter']?.op === 'range' ? [`${name}From`, `${name}To`] : [name]));
}

/** What a reference's target offers, or a message saying why it cannot be read; undefined when it cannot be checked. */
function targetShape(ref: RefSpec, entities: ReadonlyMap<string, EntitySchema>, qids: readonly string[], qidShapes: Readonly<Record<string, QidShape>> | undefined): QidShape | string | undefined {
  if (ref.entity !== undefined) {
    const target = entities.get(ref.entity);
    if (!target) return `unknown entity "${ref.entity}"`;
    if (!target.storage || target.api.pattern === 'qid') return `entity "${ref.entity}" has no table of its own to refer to (admin or base pattern with storage)`;
    // A row's id is always looked up by the engine (server/entity/references.ts), whatever the list's filters.
    return { fields: ['id', ...Object.keys(target.fields)], filters: ['id', ...entityFilterNames(target)] };
  }
  const qid = ref.qid!;
  if (!qids.includes(qid)) return `unknown qid "${qid}" (not defined in schemas/queries)`;
  return qidShapes?.[qid];
}

/**
 * The problems of every `x-ref` of a schema (top-level fields and commands' parameters; sub-table rows cannot hold
 * references yet).
 * @param entities every valid entity schema by id (the target of an `entity` reference)
 * @param qids the qid names that exist; `qidShapes`, when given, their fields and filters
 */
export function refProblems(schema: EntitySchema, entities: ReadonlyMap<string, EntitySchema>, qids: readonly string[], qidShapes?: Readonly<Record<string, QidShape>>): Problem[] {
  const owners: [string, Record<string, FieldSchema>][] = [['/fields', schema.fields]];
  for (const [command, spec] of Object.entries(schema.commands ?? {})) if (spec.params) owners.push([`/commands/${command}/params`, spec.params]);
  return owners.flatMap(([base, fields]) => fieldRefProblems(base, fields, entities, qids, qidShapes));
}

function fieldRefProblems(base: string, fields: Record<string, FieldSchema>, entities: ReadonlyMap<string, EntitySchema>, qids: readonly string[], qidShapes?: Readonly<Record<string, QidShape>>): Problem[] {
  const problems: Problem[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const ref = field['x-ref'];
    if (!ref) continue;
    const at = `${base}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/x-ref`;
    const add = (path: string, message: string) => problems.push({ path: `${at}${path}`, message });
    // An array of keys (a link, `x-link`, or a command's list of roles) holds several.
    if (!KEY_TYPES.has(field.type) && !(field.type === 'array' && !field.items)) add('', `a reference holds a key (or an array of keys): the field must be of type string, integer, number or array, not ${field.type}`);
    if (ref.dependsOn) {
      if (ref.dependsOn.field === name) add('/dependsOn/field', 'a field cannot depend on itself');
      else if (!Object.hasOwn(fields, ref.dependsOn.field)) add('/dependsOn/field', `unknown field "${ref.dependsOn.field}"`);
    }
    if (ref.tree) {
      const target = ref.entity !== undefined ? entities.get(ref.entity) : undefined;
      if (ref.entity === undefined) add('/tree', 'a tree reference names its target entity (a qid has no tree)');
      else if (target && !target.tree) add('/tree', `entity "${ref.entity}" is not a tree (it has no "tree")`);
    }
    const shape = targetShape(ref, entities, qids, qidShapes);
    if (typeof shape === 'string') {
      add(ref.entity !== undefined ? '/entity' : '/qid', shape);
      continue;
    }
    if (!shape) continue;
    const target = ref.entity ?? ref.qid!;
    for (const key of ['value', 'label', 'labelEn'] as const) {
      const name = ref[key];
      if (name !== undefined && !shape.fields.includes(name)) add(`/${key}`, `"${name}" is not a field of ${target}`);
    }
    const filter = (path: string, filterName: string, why: string) => {
      if (!shape.filters.includes(filterName)) add(path, `"${filterName}" is not a filter of ${target} (${why})`);
    };
    filter('/value', ref.value, ref.entity ? 'add it to its list.filters: a value\'s label is looked up by it' : 'a value\'s label is looked up by it');
    if (ref.search !== undefined) filter('/search', ref.search, 'the typed text is sent to it');
    for (const key of Object.keys(ref.params ?? {})) filter(`/params/${key}`, key, 'fixed filters are sent to it');
    if (ref.dependsOn) filter('/dependsOn/param', ref.dependsOn.param, 'the parent field\'s value is sent to it');
  }
  return problems;
}
