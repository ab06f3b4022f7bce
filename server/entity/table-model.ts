import type { EntityModel } from '../../engine/schema/entity-model';

/** One column an entity table should have. */
export interface DesiredColumn {
  /** The schema field it stores; undefined for the engine's own columns. */
  field?: string;
  name: string;
  /** SQL type as the schema or the engine writes it. */
  type: string;
  notNull: boolean;
  /** SQL default expression (already a literal or a function call). */
  defaultSql?: string;
  /** `PRIMARY KEY`, `REFERENCES tenant(id)`: written only when the column is created. */
  constraint?: string;
  /** Created as `serial` (an integer with its own sequence). */
  serial?: boolean;
}

/** An index or unique constraint, by its columns (tenant_id first for tenant rows). */
export interface DesiredKey {
  name: string;
  columns: string[];
}

/** The table an entity schema asks for: the engine's columns, one column per field, unique keys and indexes. */
export interface TableModel {
  table: string;
  entityId: string;
  columns: DesiredColumn[];
  uniques: DesiredKey[];
  indexes: DesiredKey[];
}

/** The engine's own columns; `tenant_id` only for tenant rows. */
export const ENGINE_COLUMNS = ['id', 'tenant_id', 'version', 'created_at', 'created_by', 'updated_at', 'updated_by', 'ext'] as const;

const POSTGRES_NAME_LIMIT = 63;

/**
 * A key's name from its table and columns, shortened with a hash past PostgreSQL's 63 characters.
 * @example keyName('base_carrier', ['tenant_id', 'carrier_code'], 'key'); // 'base_carrier_tenant_id_carrier_code_key'
 */
export function keyName(table: string, columns: string[], suffix: 'key' | 'idx'): string {
  const name = `${table}_${columns.join('_')}_${suffix}`;
  if (name.length <= POSTGRES_NAME_LIMIT) return name;
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `${name.slice(0, POSTGRES_NAME_LIMIT - 13)}_${hash.toString(16).padStart(8, '0')}_${suffix}`;
}

/** A schema default as an SQL literal (strings quoted, JSON as jsonb); undefined when there is none. */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const quoted = `'${text.replace(/'/g, "''")}'`;
  return typeof value === 'string' ? quoted : `${quoted}::jsonb`;
}

/**
 * The table of a stored entity (the model must have `storage`). A child table (`parent`) given its header's table
 * gets a foreign key on the parent field, ON DELETE CASCADE (its lines go with the header's row), and an index on it.
 */
export function tableModel(model: EntityModel, parentTable?: string): TableModel {
  const storage = model.schema.storage!;
  const tenant = storage.tenant !== false;
  const engine: DesiredColumn[] = [
    { name: 'id', type: 'integer', notNull: true, serial: true, constraint: 'PRIMARY KEY' },
    ...(tenant ? [{ name: 'tenant_id', type: 'integer', notNull: true, constraint: 'REFERENCES tenant(id)' }] : []),
    { name: 'version', type: 'integer', notNull: true, defaultSql: '1' },
    { name: 'created_at', type: 'timestamptz', notNull: true, defaultSql: 'now()' },
    { name: 'created_by', type: 'varchar(64)', notNull: false },
    { name: 'updated_at', type: 'timestamptz', notNull: true, defaultSql: 'now()' },
    { name: 'updated_by', type: 'varchar(64)', notNull: false },
    { name: 'ext', type: 'jsonb', notNull: true, defaultSql: "'{}'" },
  ];
  const fields: DesiredColumn[] = model.columns.map((column) => ({
    field: column.field,
    name: column.column,
    type: column.sqlType,
    notNull: column.notNull,
    defaultSql: column.notNull ? sqlLiteral(model.schema.fields[column.field]?.default) : undefined,
    ...(parentTable && column.field === model.schema.parent?.field ? { constraint: `REFERENCES ${parentTable}(id) ON DELETE CASCADE` } : {}),
  }));
  const columnOf = new Map(model.columns.map((c) => [c.field, c.column]));
  const keyColumns = (fields: string[]) => [...(tenant ? ['tenant_id'] : []), ...fields.map((f) => columnOf.get(f)!)];
  const keys = (sets: string[][] | undefined, suffix: 'key' | 'idx') => (sets ?? []).map((set) => {
    const columns = keyColumns(set);
    return { name: keyName(model.table!, columns, suffix), columns };
  });
  const parentIndex = model.schema.parent && !storage.indexes?.some((set) => set.length === 1 && set[0] === model.schema.parent!.field) ? [[model.schema.parent.field]] : [];
  return { table: model.table!, entityId: model.id, columns: [...engine, ...fields], uniques: keys(storage.unique, 'key'), indexes: keys([...(storage.indexes ?? []), ...parentIndex], 'idx') };
}
