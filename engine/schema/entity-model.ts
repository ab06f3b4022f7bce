import type { AdminCall, EntitySchema, FieldSchema } from './entity-schema';
import { lifecyclesOf } from './lifecycles';
import { formFieldNames } from './form-field-names';

/** One HTTP call of an entity's API pattern. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** How the call carries its input: query params, a JSON body, a form, or a multipart file. */
  input: 'query' | 'json' | 'form' | 'multipart';
  /** The reply is a file, not the envelope. */
  blob?: boolean;
  /** Served by the generic data query (findPageByCallId with the list qid), not by the entity router. */
  viaDataQuery?: true;
  /** The schema command this call runs (role `command`: a command's own call, `commands.<name>.call`). */
  command?: string;
  /** The named export this call answers (role `namedExport`: a key of `exports`). */
  namedExport?: string;
}

export type EndpointRole = 'list' | 'detail' | 'create' | 'update' | 'remove' | 'export' | 'exportWord' | 'exportPDF' | 'import' | 'tree' | 'command' | 'namedExport';

/** A database column the schema asks for (the engine adds its own: id, tenant_id, version, audit stamps, ext). */
export interface ColumnModel {
  field: string;
  column: string;
  sqlType: string;
  notNull: boolean;
}

/**
 * A schema compiled once into what the server and the browser need (STYLE.md habit 5): endpoints by role, columns,
 * list and form layout. Frozen; nothing renders or serves from the raw file.
 */
export interface EntityModel {
  schema: EntitySchema;
  id: string;
  /** Endpoints of the API pattern, by role. A qid page has only `list`. */
  endpoints: Partial<Record<EndpointRole, Endpoint>>;
  /** The commands' own calls (`commands.<name>.call`), by command name; many per entity, each role `command`. */
  commandEndpoints?: Record<string, Endpoint>;
  /** The named exports' calls (`exports`), by call name; each role `namedExport`. */
  exportEndpoints?: Record<string, Endpoint>;
  /** The qid its list reads (base and qid patterns), or the one the engine derives for the admin pattern. */
  listQid: string;
  table?: string;
  columns: ColumnModel[];
  formFields: string[];
  filterFields: string[];
  listColumns: string[];
  /** Its rows can be exported as a task (saveSyncExportTask `entity:{id}`): a pattern with an export call, or a qid page with `export`. */
  exportable: boolean;
}

/** `sysparam` → `Sysparam`, `Carrier` → `Carrier`. */
export function capitalize(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * `carrierCode` → `carrier_code` (the database's spelling of a field): an underscore before every capital, so
 * `totalCBM` → `total_c_b_m` and back. The server's query builder maps identifiers by the same rule
 * (server/db/identifier-case.ts); {@link fieldName} is the way back.
 */
export function columnName(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** `cm_two_c_freight_quote` → `cmTwoCFreightQuote`: the inverse of {@link columnName}. */
export function fieldName(column: string): string {
  return column.replace(/_(.)/g, (_, c: string) => c.toUpperCase());
}

/** The column type a field gets unless it names one (`x-db-type`). */
export function sqlTypeOf(field: FieldSchema): string {
  if (field['x-db-type']) return field['x-db-type'];
  switch (field.type) {
    case 'integer':
      return 'integer';
    case 'number':
      return 'numeric(19,5)';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'object':
      return 'jsonb';
    default:
      if (field.format === 'date-time') return 'timestamptz';
      if (field.format === 'date') return 'date';
      return field.maxLength ? `varchar(${field.maxLength})` : 'text';
  }
}

/**
 * How one call of a pattern is derived before `api.calls` overrides it: its name is `{verb}{Name}{suffix}` (Name: the
 * entity's camel case), under the pattern's base. An `optional` call exists only when the schema asks for it
 * (`api.export`, `api.import`, or naming its role in `api.calls`).
 */
interface CallShape extends Omit<Endpoint, 'path'> {
  verb: string;
  suffix?: string;
  optional?: boolean;
}

type CallPattern = 'admin' | 'base' | 'customs';

const BLOB = { method: 'POST', input: 'json', blob: true } as const;
const DETAIL: CallShape = { verb: 'query', suffix: 'Detail', method: 'GET', input: 'query', optional: true };
/** The nested rows of a tree entity (`query{Name}Tree`); present when the schema has `tree`. */
const TREE: CallShape = { verb: 'query', suffix: 'Tree', method: 'GET', input: 'query', optional: true };

/** The calls of each pattern by role (spec 02 §7). A new role is one line in the patterns that have it. */
const PATTERN_CALLS: Record<CallPattern, Partial<Record<EndpointRole, CallShape>>> = {
  admin: {
    list: { verb: 'query', method: 'GET', input: 'query' },
    detail: DETAIL,
    create: { verb: 'add', method: 'POST', input: 'json' },
    update: { verb: 'update', method: 'PUT', input: 'json' },
    remove: { verb: 'delete', method: 'POST', input: 'query' },
    export: { verb: 'export', ...BLOB },
    exportWord: { verb: 'exportWord', ...BLOB },
    exportPDF: { verb: 'exportPDF', ...BLOB },
    // An import the spec does not name for admin entities: served when the schema names it (`"calls": { "import": {} }`).
    import: { verb: 'import', method: 'POST', input: 'multipart', optional: true },
    tree: TREE,
  },
  base: {
    detail: DETAIL,
    create: { verb: 'save', method: 'POST', input: 'json' },
    update: { verb: 'update', method: 'POST', input: 'json' },
    remove: { verb: 'remove', method: 'POST', input: 'json' },
    export: { verb: 'export', ...BLOB, optional: true },
    // Word and PDF exports the spec does not name for base data: served when the schema names them in `api.calls`.
    exportWord: { verb: 'exportWord', ...BLOB, optional: true },
    exportPDF: { verb: 'exportPDF', ...BLOB, optional: true },
    import: { verb: 'import', method: 'POST', input: 'multipart', optional: true },
    tree: TREE,
  },
  customs: {
    list: { verb: 'query', suffix: 'PageList', method: 'POST', input: 'json' },
    detail: { ...DETAIL, optional: false },
    create: { verb: 'save', method: 'POST', input: 'json' },
    update: { verb: 'update', method: 'POST', input: 'json' },
    remove: { verb: 'remove', method: 'POST', input: 'json' },
    export: { verb: 'export', ...BLOB, optional: true },
    import: { verb: 'import', method: 'POST', input: 'multipart', optional: true },
    tree: TREE,
  },
};

/** The admin pattern's `api.names` keys by role. */
const ADMIN_NAME_KEYS: Partial<Record<EndpointRole, AdminCall>> = {
  list: 'query', create: 'add', update: 'update', remove: 'delete', export: 'export', exportWord: 'exportWord', exportPDF: 'exportPDF',
};

/** Where the base pattern's list is read (the generic data query, served by server/routes/data-query.ts). */
export const DATA_QUERY_PAGE_PATH = '/api/bdtibs/dataQuery/findPageByCallId';

/** The camel case an entity's call names use: `SysMenu` in `querySysMenu`. */
export function callEntityName(api: EntitySchema['api']): string {
  if (api.pattern === 'qid') return '';
  if (api.pattern === 'admin') return api.name ?? capitalize(api.entity);
  return capitalize(api.entity);
}

/** The path every derived call of the pattern sits under. */
function callBase(api: Exclude<EntitySchema['api'], { pattern: 'qid' }>): string {
  if (api.base) return api.base.replace(/\/+$/, '');
  if (api.pattern === 'admin') return `/api/admin/${api.entity}`;
  return api.pattern === 'base' ? '/api/bdtibs/base' : '/api/bdtibs/customs';
}

/**
 * The endpoints of a schema's API pattern by role: derived names (`{verb}{Name}{suffix}`), then the admin
 * pattern's `api.names`, then `api.calls` (name, method, path, input) per role.
 */
export function endpointsOf(schema: EntitySchema): Partial<Record<EndpointRole, Endpoint>> {
  const api = schema.api;
  if (api.pattern === 'qid') return { list: { method: 'POST', input: 'form', path: DATA_QUERY_PAGE_PATH, viaDataQuery: true } };
  const base = callBase(api);
  const name = callEntityName(api);
  const calls = api.calls ?? {};
  const wanted = (role: EndpointRole) => role in calls || (role === 'export' && api.pattern !== 'admin' && api.export === true)
    || (role === 'import' && api.pattern !== 'admin' && api.import === true) || (role === 'tree' && schema.tree !== undefined);
  const result: Partial<Record<EndpointRole, Endpoint>> = {};
  if (api.pattern === 'base') result.list = { method: 'POST', input: 'form', path: DATA_QUERY_PAGE_PATH, viaDataQuery: true };
  for (const [role, shape] of Object.entries(PATTERN_CALLS[api.pattern]) as [EndpointRole, CallShape][]) {
    if (shape.optional && !wanted(role)) continue;
    const { verb, suffix, optional: _optional, ...endpoint } = shape;
    const override = calls[role] ?? {};
    const nameKey = ADMIN_NAME_KEYS[role];
    const adminName = api.pattern === 'admin' && nameKey ? api.names?.[nameKey] : undefined;
    const callName = override.name ?? adminName ?? `${verb}${name}${suffix ?? ''}`;
    const method = override.method ?? endpoint.method;
    // A GET or DELETE carries no body: its input moves to the query unless the schema says otherwise.
    const input = endpoint.input === 'multipart' ? 'multipart' : override.input ?? (override.method && (method === 'GET' || method === 'DELETE') ? 'query' : endpoint.input);
    result[role] = { ...endpoint, method, input, path: override.path ?? `${base}/${callName}` };
  }
  return result;
}

/**
 * The calls of the commands that declare one (`commands.<name>.call`), by command name: under the pattern's base
 * unless the call gives a `path`; POST with a JSON body unless it says otherwise.
 * @example commandEndpointsOf(order).merge; // { method: 'POST', input: 'query', path: '/api/bdtibs/customs/mergeCustomstob', command: 'merge' }
 */
export function commandEndpointsOf(schema: EntitySchema): Record<string, Endpoint> {
  const api = schema.api;
  const result: Record<string, Endpoint> = {};
  if (api.pattern === 'qid') return result;
  for (const [command, spec] of Object.entries(schema.commands ?? {})) {
    if (!spec.call) continue;
    const { name, method = 'POST', input, path } = spec.call;
    result[command] = { method, input: input ?? (method === 'GET' || method === 'DELETE' ? 'query' : 'json'), path: path ?? `${callBase(api)}/${name}`, command };
  }
  return result;
}

/**
 * The calls of the named exports (`exports`), by call name: blob POSTs under the pattern's base, taking the export's
 * selection in a JSON body (or as query parameters with `"input": "query"`). None for a qid page.
 * @example exportEndpointsOf(order).exportOrderCustomstobGoods; // { method: 'POST', input: 'json', blob: true, path: '/api/bdtibs/customs/exportOrderCustomstobGoods', namedExport: 'exportOrderCustomstobGoods' }
 */
export function exportEndpointsOf(schema: EntitySchema): Record<string, Endpoint> {
  const api = schema.api;
  if (api.pattern === 'qid') return {};
  return Object.fromEntries(Object.entries(schema.exports ?? {}).map(([name, spec]) => [name, { ...BLOB, input: spec.input ?? 'json', path: `${callBase(api)}/${name}`, namedExport: name }]));
}

function exportableOf(schema: EntitySchema): boolean {
  const api = schema.api;
  return api.pattern === 'admin' || api.export === true;
}

/** The qid an entity's list reads: the derived `ENTITY_…` list of admin and customs entities, else its own. */
export function listQidName(schema: EntitySchema): string {
  if (schema.api.pattern === 'admin' || schema.api.pattern === 'customs') return `ENTITY_${schema.id.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}`;
  if (schema.api.pattern === 'base') return schema.api.list.qid;
  // A page showing a slice of a shared query (list.fixedFilters) reads a qid of its own, derived by the server.
  if (schema.list.fixedFilters) return sliceQidName(schema.api.qid, schema.id);
  return schema.api.qid;
}

/**
 * The qid of a page that lists a slice of a shared qid (`list.fixedFilters`): the server derives it from the shared
 * one with the fixed filters as conditions and the page's route as its access (server/entity/entity-qid.ts).
 * @example sliceQidName('FIND_SCAN_RECORD', 'operate.loadScan'); // 'FIND_SCAN_RECORD__OPERATE_LOADSCAN'
 */
export function sliceQidName(qid: string, entityId: string): string {
  return `${qid}__${entityId.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}`;
}

/**
 * Each lifecycle's status field as the pages need it: its values and their labels from `states` (so lists, filters
 * and the detail show 已提交, not `submitted`) as a coloured tag, and read-only (only transitions move it).
 */
function withLifecycleField(schema: EntitySchema): EntitySchema {
  let fields = schema.fields;
  for (const lifecycle of lifecyclesOf(schema)) {
    const field = fields[lifecycle.field];
    if (!field) continue;
    const values = Object.keys(lifecycle.values);
    const titles = values.map((value) => ({ zh: lifecycle.values[value]!.zh, en: lifecycle.values[value]!.en }));
    // Drawn as a coloured tag: the states' declared colours, the rest by meaning (engine/format/status-color.ts).
    const colors = Object.fromEntries(values.filter((value) => lifecycle.values[value]!.color).map((value) => [value, lifecycle.values[value]!.color!]));
    const status = {
      ...field, readOnly: true, enum: field.enum ?? values, 'x-enum-titles': field['x-enum-titles'] ?? titles,
      'x-format': field['x-format'] ?? 'status', 'x-colors': { ...colors, ...field['x-colors'] },
    };
    fields = { ...fields, [lifecycle.field]: status };
  }
  return fields === schema.fields ? schema : { ...schema, fields };
}

/**
 * Computed fields (`x-compute`, engine/validation/computed.ts) and stamped ones (`x-stamp`) are read-only: the server
 * sets them, the form shows them.
 */
function withComputedFields(schema: EntitySchema): EntitySchema {
  const computed = Object.entries(schema.fields).filter(([, f]) => (f['x-compute'] !== undefined || f['x-stamp'] !== undefined) && !f.readOnly);
  if (computed.length === 0) return schema;
  return { ...schema, fields: { ...schema.fields, ...Object.fromEntries(computed.map(([name, f]) => [name, { ...f, readOnly: true }])) } };
}

/**
 * Whether a field is a column of the entity's table: not a link (`x-link`, rows of a link table) nor write-only
 * (`writeOnly`, taken by the write hooks and never stored as given).
 */
export function hasColumn(field: FieldSchema): boolean {
  return !field['x-link'] && !field.writeOnly;
}

/** The fields of a schema kept in link tables (`x-link`), with their link. */
export function linkFields(schema: EntitySchema): [name: string, field: FieldSchema & { 'x-link': NonNullable<FieldSchema['x-link']> }][] {
  return Object.entries(schema.fields).filter((entry): entry is [string, FieldSchema & { 'x-link': NonNullable<FieldSchema['x-link']> }] => !!entry[1]['x-link']);
}

/** Compiles an entity schema (already checked against the meta-schema) into its frozen model. */
export function compileEntity(given: EntitySchema): EntityModel {
  const schema = withComputedFields(withLifecycleField(given));
  const columns = Object.entries(schema.fields).filter(([, definition]) => hasColumn(definition)).map(([field, definition]) => ({
    field,
    column: columnName(field),
    sqlType: sqlTypeOf(definition),
    notNull: definition.required === true && definition.default !== undefined,
  }));
  const formFields = formFieldNames(schema);
  const model: EntityModel = {
    schema,
    id: schema.id,
    endpoints: endpointsOf(schema),
    commandEndpoints: commandEndpointsOf(schema),
    exportEndpoints: exportEndpointsOf(schema),
    listQid: listQidName(schema),
    table: schema.storage?.table,
    columns: schema.storage ? columns : [],
    formFields,
    filterFields: schema.list.filters ?? [],
    listColumns: schema.list.columns,
    exportable: exportableOf(schema),
  };
  return deepFreeze(model);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  }
  return value;
}
