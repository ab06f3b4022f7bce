/**
 * What the database says of its tables, for reverse generation: the tables of the current schema with their column
 * counts, and one table's columns, defaults, unique constraints and foreign keys (server/entity/read-existing-table.ts
 * reads the columns and uniques; the defaults and foreign keys are read here).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { readExistingTable } from '../../entity/read-existing-table';
import type { ForeignKeyFacts, TableFacts } from './reverse-schema';

/** The migrator's own bookkeeping (server/db/migrate.ts): not a table of the application. */
const BOOKKEEPING = new Set(['clearway_migration', 'clearway_migration_lock']);

/** Every base table of the current schema (views left out) with its number of columns, by name. */
export async function listTables(db: Db): Promise<{ table: string; columns: number }[]> {
  const found = await sql<{ tableName: string; columns: string | number }>`
    SELECT t.table_name, count(c.column_name) AS columns
    FROM information_schema.tables t
    LEFT JOIN information_schema.columns c ON c.table_schema = t.table_schema AND c.table_name = t.table_name
    WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    GROUP BY t.table_name
    ORDER BY t.table_name`.execute(db);
  return found.rows.filter((row) => !BOOKKEEPING.has(row.tableName)).map((row) => ({ table: row.tableName, columns: Number(row.columns) }));
}

/** One table's facts, or undefined when the current schema has no such table (the bookkeeping tables neither). */
export async function readTableFacts(db: Db, table: string): Promise<TableFacts | undefined> {
  if (BOOKKEEPING.has(table)) return undefined;
  const existing = await readExistingTable(db, table);
  if (!existing) return undefined;
  const defaults = await sql<{ columnName: string; columnDefault: string | null }>`
    SELECT column_name, column_default FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db);
  const defaultOf = new Map(defaults.rows.map((row) => [row.columnName, row.columnDefault]));
  return {
    table,
    columns: existing.columns.map((column) => ({ name: column.name, type: column.type, nullable: column.nullable, default: defaultOf.get(column.name) ?? null })),
    uniques: existing.uniques,
    foreignKeys: await readForeignKeys(db, table),
  };
}

/** The table's foreign keys from pg_constraint: columns in key order, and the referenced table and columns. */
async function readForeignKeys(db: Db, table: string): Promise<ForeignKeyFacts[]> {
  const found = await sql<{ constraintName: string; columnName: string; refTable: string; refColumn: string }>`
    SELECT con.conname AS constraint_name, a.attname AS column_name, rt.relname AS ref_table, ra.attname AS ref_column
    FROM pg_constraint con
    JOIN pg_class t ON t.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    JOIN pg_class rt ON rt.oid = con.confrelid
    CROSS JOIN LATERAL unnest(con.conkey, con.confkey) WITH ORDINALITY AS k(attnum, refattnum, ord)
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
    JOIN pg_attribute ra ON ra.attrelid = rt.oid AND ra.attnum = k.refattnum
    WHERE con.contype = 'f' AND n.nspname = current_schema() AND t.relname = ${table}
    ORDER BY con.conname, k.ord`.execute(db);
  const byName = new Map<string, ForeignKeyFacts>();
  for (const row of found.rows) {
    const key = byName.get(row.constraintName) ?? { columns: [], refTable: row.refTable, refColumns: [] };
    key.columns.push(row.columnName);
    key.refColumns.push(row.refColumn);
    byName.set(row.constraintName, key);
  }
  return [...byName.values()];
}
