import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as m0001 from './migrations/0001-identity';
import * as m0002 from './migrations/0002-menus';
import * as m0003 from './migrations/0003-base-data';
import * as m0004 from './migrations/0004-language';
import * as m0005 from './migrations/0005-subject-widths';
import * as m0006 from './migrations/0006-notification';

/** Every migration, in order. Names are stable: they are recorded in the database. */
const migrations: Record<string, Migration> = {
  '0001-identity': m0001,
  '0002-menus': m0002,
  '0003-base-data': m0003,
  '0004-language': m0004,
  '0005-subject-widths': m0005,
  '0006-notification': m0006,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the latest schema; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableName: 'clearway_migration', migrationLockTableName: 'clearway_migration_lock' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
