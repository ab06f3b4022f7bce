import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { identifierCase } from './identifier-case';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { Database } from './tables';
import { pgTypes } from './pg-types';
import { attachCountCache, CountCache } from './count-cache';

export type Db = Kysely<Database>;

/** Columns are snake_case in the database and camelCase in code (identifier-case.ts). */
const camelCase = identifierCase;

export interface OpenedDatabase {
  db: Db;
  /** 'pglite' (embedded) or 'postgres'. */
  kind: 'pglite' | 'postgres';
  /**
   * The node-postgres pool under `db` (benchmarks run the same SQL on it without the app around it). Write through
   * `db` only: on PGlite it watches writes to keep paged totals (count-cache.ts).
   */
  pool: pg.Pool;
  /** PGlite only: the whole data folder as a tarball, which `openDatabase`'s `template` loads again. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or in memory when
 * `dataDir` is 'memory://'). Both go through Kysely's own PostgresDialect over a node-postgres pool, so one SQL
 * code path serves both. PGlite has a single connection: its pool has one client.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; template?: Blob }): Promise<OpenedDatabase> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, types: pgTypes });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [camelCase()] });
    return { db, kind: 'postgres', pool, close: () => db.destroy() };
  }
  let dataDir = opts.dataDir;
  if (!dataDir.startsWith('memory://')) {
    dataDir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create(dataDir, opts.template ? { loadDataDir: opts.template } : {});
  const pool = new pg.Pool({ ...(createPgConfig(pglite) as unknown as pg.PoolConfig), max: 1, types: pgTypes });
  // The folder is this process's alone: paged lists may remember their totals between writes (count-cache.ts).
  const counts = new CountCache();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [camelCase(), counts.writeWatcher] });
  attachCountCache(db, counts);
  return {
    db,
    kind: 'pglite',
    pool,
    dump: () => pglite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
