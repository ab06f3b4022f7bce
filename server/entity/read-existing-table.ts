import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { ExistingColumn, ExistingTable } from './plan-schema-changes';

interface ColumnRow {
  columnName: string;
  dataType: string;
  udtName: string;
  characterMaximumLength: number | null;
  numericPrecision: number | null;
  numericScale: number | null;
  isNullable: 'YES' | 'NO';
}

/** information_schema's description of a column as SQL type text (`character varying(20)`, `numeric(19,5)`). */
function typeText(row: ColumnRow): string {
  if (row.dataType === 'USER-DEFINED' || row.dataType === 'ARRAY') return row.udtName;
  if (row.characterMaximumLength !== null) return `${row.dataType}(${row.characterMaximumLength})`;
  if (row.dataType === 'numeric' && row.numericPrecision !== null) return `numeric(${row.numericPrecision},${row.numericScale ?? 0})`;
  return row.dataType;
}

/**
 * What the database has of a table in the current schema: columns (information_schema.columns), unique constraints
 * (information_schema.table_constraints) and the column lists of its indexes (pg_index). Undefined: no such table.
 */
export async function readExistingTable(db: Db, table: string): Promise<ExistingTable | undefined> {
  const columns = await sql<ColumnRow>`
    SELECT column_name, data_type, udt_name, character_maximum_length, numeric_precision, numeric_scale, is_nullable
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table}
    ORDER BY ordinal_position`.execute(db);
  if (!columns.rows.length) return undefined;
  const uniques = await sql<{ constraintName: string; columnName: string }>`
    SELECT tc.constraint_name, kcu.column_name
    FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage kcu
      ON kcu.constraint_schema = tc.constraint_schema AND kcu.constraint_name = tc.constraint_name AND kcu.table_name = tc.table_name
    WHERE tc.table_schema = current_schema() AND tc.table_name = ${table} AND tc.constraint_type = 'UNIQUE'
    ORDER BY tc.constraint_name, kcu.ordinal_position`.execute(db);
  const indexes = await sql<{ indexName: string; columnName: string }>`
    SELECT i.relname AS index_name, a.attname AS column_name
    FROM pg_index x
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    JOIN pg_class i ON i.oid = x.indexrelid
    CROSS JOIN LATERAL unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
    WHERE n.nspname = current_schema() AND t.relname = ${table}
    ORDER BY i.relname, k.ord`.execute(db);
  return {
    columns: columns.rows.map((row): ExistingColumn => ({ name: row.columnName, type: typeText(row), nullable: row.isNullable === 'YES' })),
    uniques: groupColumns(uniques.rows.map((r) => [r.constraintName, r.columnName])),
    indexes: groupColumns(indexes.rows.map((r) => [r.indexName, r.columnName])),
  };
}

/** `[name, column]` rows in order → one column list per name. */
function groupColumns(rows: [string, string][]): string[][] {
  const byName = new Map<string, string[]>();
  for (const [name, column] of rows) byName.set(name, [...(byName.get(name) ?? []), column]);
  return [...byName.values()];
}
