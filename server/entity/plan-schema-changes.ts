import type { EntityModel } from '../../engine/schema/entity-model';
import { formatSqlType, isWidening, parseSqlType, sameSqlType } from './sql-type';
import { tableModel, type DesiredColumn, type DesiredKey } from './table-model';

/** A column as the database has it (read from information_schema). */
export interface ExistingColumn {
  name: string;
  /** SQL type text, e.g. `character varying(20)`, `numeric(19,5)`, `integer`. */
  type: string;
  nullable: boolean;
}

/** What the database has of one table. */
export interface ExistingTable {
  columns: ExistingColumn[];
  /** Column lists of its unique constraints. */
  uniques: string[][];
  /** Column lists of its indexes (unique ones and the primary key included). */
  indexes: string[][];
}

/**
 * What the entity migrator will do: `additive` statements it runs by itself (they lose nothing), and `blocking`
 * differences that would lose or reinterpret data, each saying what differs and what to do instead.
 */
export interface SchemaPlan {
  additive: string[];
  blocking: string[];
}

/** `"name"`: a quoted SQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function columnDdl(column: DesiredColumn): string {
  const parts = [quoteIdent(column.name), column.serial ? 'serial' : column.type];
  if (column.notNull && !column.serial) parts.push('NOT NULL');
  if (column.defaultSql) parts.push(`DEFAULT ${column.defaultSql}`);
  if (column.constraint) parts.push(column.constraint);
  return parts.join(' ');
}

const columnList = (columns: string[]) => columns.map(quoteIdent).join(', ');
const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((c, i) => c === b[i]);
const addUnique = (table: string, key: DesiredKey) => `ALTER TABLE ${quoteIdent(table)} ADD CONSTRAINT ${quoteIdent(key.name)} UNIQUE (${columnList(key.columns)})`;
const createIndex = (table: string, key: DesiredKey) => `CREATE INDEX ${quoteIdent(key.name)} ON ${quoteIdent(table)} (${columnList(key.columns)})`;

/**
 * Compares an entity's table as the database has it (undefined: no such table) with what its schema asks for.
 * Pure: the migrator reads the database, this decides.
 *
 * Additive: a missing table, column, unique key or index; a column widened (longer varchar, varchar to text, wider
 * integer or numeric); a NOT NULL the schema no longer wants. Blocking: a column no field maps to, a type that
 * narrows or changes, a NOT NULL the existing rows may break, a missing id or tenant_id.
 */
export function planSchemaChanges(existing: ExistingTable | undefined, model: EntityModel, parentTable?: string): SchemaPlan {
  const want = tableModel(model, parentTable);
  const table = quoteIdent(want.table);
  if (!existing) {
    return {
      additive: [
        `CREATE TABLE ${table} (${want.columns.map(columnDdl).join(', ')})`,
        ...want.uniques.map((key) => addUnique(want.table, key)),
        ...want.indexes.map((key) => createIndex(want.table, key)),
      ],
      blocking: [],
    };
  }
  const additive: string[] = [];
  const blocking: string[] = [];
  const have = new Map(existing.columns.map((c) => [c.name, c]));
  for (const column of want.columns) {
    const found = have.get(column.name);
    if (!found) {
      if (column.name === 'tenant_id') blocking.push(`${want.table} has no tenant_id column, but ${want.entityId} keeps its rows per tenant: write a numbered migration (server/db/migrations) that adds tenant_id and gives the existing rows their tenant, or set storage.tenant to false`);
      else if (column.serial) blocking.push(`${want.table} has no ${column.name} column: write a numbered migration (server/db/migrations) that gives the table its serial key`);
      else additive.push(`ALTER TABLE ${table} ADD COLUMN ${columnDdl(column)}`);
      continue;
    }
    const from = parseSqlType(found.type);
    const to = parseSqlType(column.type);
    const what = column.field ? `field "${column.field}" of ${want.entityId}` : `the engine's ${column.name} column`;
    if (!sameSqlType(from, to)) {
      if (isWidening(from, to)) {
        additive.push(`ALTER TABLE ${table} ALTER COLUMN ${quoteIdent(column.name)} TYPE ${column.type}`);
      } else {
        const shorter = from.base === to.base && from.length !== undefined && to.length !== undefined && to.length < from.length;
        const why = shorter ? 'is shorter, so existing values may not fit' : 'would reinterpret the stored values';
        blocking.push(`${want.table}.${column.name} is ${formatSqlType(from)} in the database, but ${what} asks for ${formatSqlType(to)}, which ${why}: restore the field's type${shorter ? ' (maxLength)' : ''} in the schema, or write a numbered migration (server/db/migrations) that converts the column`);
      }
    }
    if (column.notNull && found.nullable) {
      blocking.push(`${want.table}.${column.name} allows nulls in the database, but ${what} makes it NOT NULL (required with a default): write a numbered migration (server/db/migrations) that fills the nulls and sets NOT NULL, or drop the field's default`);
    } else if (!column.notNull && !found.nullable) {
      additive.push(`ALTER TABLE ${table} ALTER COLUMN ${quoteIdent(column.name)} DROP NOT NULL`);
    }
  }
  // Columns the schema keeps without a field (`storage.keep`: a secret's hash its write hooks set) are left alone.
  const wanted = new Set([...want.columns.map((c) => c.name), ...(model.schema.storage?.keep ?? [])]);
  for (const column of existing.columns) {
    if (wanted.has(column.name)) continue;
    blocking.push(`${want.table}.${column.name} (${formatSqlType(parseSqlType(column.type))}) is in the database, but no field of ${want.entityId} maps to it: restore the field in the schema, or write a numbered migration (server/db/migrations) that drops, renames or moves the column`);
  }
  for (const key of want.uniques) if (!existing.uniques.some((columns) => sameColumns(columns, key.columns))) additive.push(addUnique(want.table, key));
  for (const key of want.indexes) if (!existing.indexes.some((columns) => sameColumns(columns, key.columns))) additive.push(createIndex(want.table, key));
  return { additive, blocking };
}
