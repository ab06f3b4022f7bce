/**
 * Named exports (`exports`, docs/schemas.md "Named exports"): how a column of one is read, and the checks of
 * `npm run schemas:check` a JSON Schema cannot express. Their calls are compiled in entity-model.ts
 * (`exportEndpointsOf`), their clashes with other calls found by endpoint-check.ts. React-free and pure.
 */
import { hasColumn } from './entity-model';
import type { EntitySchema } from './entity-schema';

interface Problem {
  path: string;
  message: string;
}

/** One column of a named export: a header field, or a field of the lines of child `key`. */
export interface NamedExportField {
  key?: string;
  field: string;
}

/**
 * A column name of a named export as the header's field or a line's.
 * @example namedExportField('goods.gNum'); // { key: 'goods', field: 'gNum' }
 * @example namedExportField('orderNo'); // { field: 'orderNo' }
 */
export function namedExportField(name: string): NamedExportField {
  const dot = name.indexOf('.');
  return dot < 0 ? { field: name } : { key: name.slice(0, dot), field: name.slice(dot + 1) };
}

/** Whether `name` is a field of `schema` stored in its table (or any field of a schema without a table). */
function exportable(schema: EntitySchema, name: string): boolean {
  const field = Object.hasOwn(schema.fields, name) ? schema.fields[name] : undefined;
  return !!field && (!schema.storage || hasColumn(field));
}

/**
 * The problems of a schema's named exports: one on a query page (no call base), `lines` that is not a child key,
 * a field that is not a stored field of the header or of the lines' child, a line field of another child or of an
 * export without `lines`, `lines` without a line field, and an `export` action whose `target` is no named export.
 * @param byId the checked schemas by id, to find the lines' child.
 */
export function namedExportProblems(schema: EntitySchema, byId: ReadonlyMap<string, EntitySchema>): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const exports = schema.exports ?? {};
  if (schema.api.pattern === 'qid' && Object.keys(exports).length) {
    return [{ path: '/exports', message: 'a query page has no calls of its own: named exports need the admin, base or customs pattern' }];
  }
  for (const [name, spec] of Object.entries(exports)) {
    const at = `/exports/${name}`;
    const childSpec = spec.lines === undefined ? undefined : Object.hasOwn(schema.children ?? {}, spec.lines) ? schema.children![spec.lines] : undefined;
    if (spec.lines !== undefined && !childSpec) add(`${at}/lines`, `"${spec.lines}" is not a key of children`);
    const child = childSpec && byId.get(childSpec.entity);
    spec.fields.forEach((column, i) => {
      const { key, field } = namedExportField(column);
      if (key === undefined) {
        if (!exportable(schema, field)) add(`${at}/fields/${i}`, `unknown field "${field}" (a stored field of ${schema.id})`);
      } else if (spec.lines === undefined) {
        add(`${at}/fields/${i}`, `"${column}" is a line field: the export needs "lines": "${key}"`);
      } else if (key !== spec.lines) {
        add(`${at}/fields/${i}`, `"${column}" is not a field of the lines "${spec.lines}"`);
      } else if (child && !exportable(child, field)) {
        add(`${at}/fields/${i}`, `unknown line field "${field}" (a stored field of ${child.id})`);
      }
    });
    if (spec.lines !== undefined && !spec.fields.some((column) => namedExportField(column).key !== undefined)) {
      add(`${at}/fields`, `an export of the lines "${spec.lines}" names at least one of their fields ("${spec.lines}.field")`);
    }
  }
  for (const [key, action] of Object.entries(schema.actions ?? {})) {
    if (action.action === 'export' && action.target !== undefined && !Object.hasOwn(exports, action.target)) {
      add(`/actions/${key}/target`, `"${action.target}" is not a key of exports`);
    }
  }
  return problems;
}
