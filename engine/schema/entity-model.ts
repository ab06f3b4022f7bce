import type { AdminCall, EntitySchema, FieldSchema } from './entity-schema';

/** One HTTP call of an entity's API pattern. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** How the call carries its input: query params, a JSON body, a form, or a multipart file. */
  input: 'query' | 'json' | 'form' | 'multipart';
  /** The reply is a file, not the envelope. */
  blob?: boolean;
}

export type EndpointRole = 'list' | 'create' | 'update' | 'remove' | 'export' | 'exportWord' | 'exportPDF' | 'import';

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

const ADMIN_CALLS: Record<AdminCall, Omit<Endpoint, 'path'>> = {
  query: { method: 'GET', input: 'query' },
  add: { method: 'POST', input: 'json' },
  update: { method: 'PUT', input: 'json' },
  delete: { method: 'POST', input: 'query' },
  export: { method: 'POST', input: 'json', blob: true },
  exportWord: { method: 'POST', input: 'json', blob: true },
  exportPDF: { method: 'POST', input: 'json', blob: true },
};

const ADMIN_ROLES: Record<AdminCall, EndpointRole> = {
  query: 'list', add: 'create', update: 'update', delete: 'remove', export: 'export', exportWord: 'exportWord', exportPDF: 'exportPDF',
};

function endpointsOf(schema: EntitySchema): Partial<Record<EndpointRole, Endpoint>> {
  const api = schema.api;
  if (api.pattern === 'admin') {
    const base = api.base ?? `/api/admin/${api.entity}`;
    const entity = capitalize(api.entity);
    const result: Partial<Record<EndpointRole, Endpoint>> = {};
    for (const [call, shape] of Object.entries(ADMIN_CALLS) as [AdminCall, Omit<Endpoint, 'path'>][]) {
      result[ADMIN_ROLES[call]] = { ...shape, path: `${base}/${api.names?.[call] ?? `${call}${entity}`}` };
    }
    return result;
  }
  if (api.pattern === 'base') {
    const base = api.base ?? '/api/bdtibs/base';
    const result: Partial<Record<EndpointRole, Endpoint>> = {
      list: { method: 'POST', input: 'form', path: '/api/bdtibs/dataQuery/findPageByCallId' },
      create: { method: 'POST', input: 'json', path: `${base}/save${api.entity}` },
      update: { method: 'POST', input: 'json', path: `${base}/update${api.entity}` },
      remove: { method: 'POST', input: 'json', path: `${base}/remove${api.entity}` },
    };
    if (api.export) result.export = { method: 'POST', input: 'json', path: `${base}/export${api.entity}`, blob: true };
    if (api.import) result.import = { method: 'POST', input: 'multipart', path: `${base}/import${api.entity}` };
    return result;
  }
  return { list: { method: 'POST', input: 'form', path: '/api/bdtibs/dataQuery/findPageByCallId' } };
}

function exportableOf(schema: EntitySchema): boolean {
  const api = schema.api;
  return api.pattern === 'admin' || api.export === true;
}

function listQidOf(schema: EntitySchema): string {
  if (schema.api.pattern === 'admin') return `ENTITY_${schema.id.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}`;
  if (schema.api.pattern === 'base') return schema.api.list.qid;
  return schema.api.qid;
}

/**
 * A lifecycle's status field as the pages need it: its values and their labels from `states` (so lists, filters
 * and the detail show 已提交, not `submitted`), and read-only (only transitions move it).
 */
function withLifecycleField(schema: EntitySchema): EntitySchema {
  const states = schema.states;
  const field = states && schema.fields[states.field];
  if (!states || !field) return schema;
  const values = Object.keys(states.values);
  const status = { ...field, readOnly: true, enum: field.enum ?? values, 'x-enum-titles': field['x-enum-titles'] ?? values.map((value) => states.values[value]!) };
  return { ...schema, fields: { ...schema.fields, [states.field]: status } };
}

/** Compiles an entity schema (already checked against the meta-schema) into its frozen model. */
export function compileEntity(given: EntitySchema): EntityModel {
  const schema = withLifecycleField(given);
  const columns = Object.entries(schema.fields).map(([field, definition]) => ({
    field,
    column: columnName(field),
    sqlType: sqlTypeOf(definition),
    notNull: definition.required === true && definition.default !== undefined,
  }));
  const formFields = schema.form?.fields ?? Object.entries(schema.fields).filter(([, f]) => !f.readOnly).map(([name]) => name);
  const model: EntityModel = {
    schema,
    id: schema.id,
    endpoints: endpointsOf(schema),
    listQid: listQidOf(schema),
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
