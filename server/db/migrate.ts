import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import { defaultEntityRegistry, type EntityRegistry } from '../entity/entity-registry';
import { migrateEntityTables } from '../entity/migrate-entity-tables';
import * as m0001 from './migrations/0001-identity';
import * as m0002 from './migrations/0002-menus';
import * as m0003 from './migrations/0003-base-data';
import * as m0004 from './migrations/0004-language';
import * as m0005 from './migrations/0005-subject-widths';
import * as m0006 from './migrations/0006-notification';
import * as m0007 from './migrations/0007-entity-engine';
import * as m0008 from './migrations/0008-jobs';
import * as m0009 from './migrations/0009-schema-override';
import * as m0010 from './migrations/0010-dictionary-parent';
import * as m0011 from './migrations/0011-task-name';
import * as m0012 from './migrations/0012-scan-record-time';
import * as m0014 from './migrations/0014-file-link';
import * as m0016 from './migrations/0016-task-claim';
import * as m0017 from './migrations/0017-authority-version';
import * as m0018 from './migrations/0018-entity-commands';
import * as m0019 from './migrations/0019-tree-engine-columns';
import * as m0020 from './migrations/0020-task-summary';
import * as m0021 from './migrations/0021-role-menu-data';
import * as m0023 from './migrations/0023-audit-header';
import * as m0026 from './migrations/0026-app-client-roles';
import * as m0027 from './migrations/0027-region-dictionaries';
import * as m0030 from './migrations/0030-mq-and-customer-status';
import * as m0024 from './migrations/0024-users-posts';
import * as m0025 from './migrations/0025-url-permissions';
import * as m0028 from './migrations/0028-dictionary-detail-link';
import * as m0031 from './migrations/0031-scan-verdicts';
import * as m0032 from './migrations/0032-scan-context';
import * as m0033 from './migrations/0033-carrier-events';
import * as m0034 from './migrations/0034-customs-messages';
import * as m0035 from './migrations/0035-customs-order-tax-columns';

/** Every migration, in order. Names are stable: they are recorded in the database. */
const migrations: Record<string, Migration> = {
  '0001-identity': m0001,
  '0002-menus': m0002,
  '0003-base-data': m0003,
  '0004-language': m0004,
  '0005-subject-widths': m0005,
  '0006-notification': m0006,
  '0007-entity-engine': m0007,
  '0008-jobs': m0008,
  '0009-schema-override': m0009,
  '0010-dictionary-parent': m0010,
  '0011-task-name': m0011,
  '0012-scan-record-time': m0012,
  '0014-file-link': m0014,
  '0016-task-claim': m0016,
  '0017-authority-version': m0017,
  '0018-entity-commands': m0018,
  '0019-tree-engine-columns': m0019,
  '0020-task-summary': m0020,
  '0021-role-menu-data': m0021,
  '0023-audit-header': m0023,
  '0026-app-client-roles': m0026,
  '0027-region-dictionaries': m0027,
  '0030-mq-and-customer-status': m0030,
  '0024-users-posts': m0024,
  '0025-url-permissions': m0025,
  '0028-dictionary-detail-link': m0028,
  '0031-scan-verdicts': m0031,
  '0032-scan-context': m0032,
  '0033-carrier-events': m0033,
  '0034-customs-messages': m0034,
  '0035-customs-order-tax-columns': m0035,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the database to the latest schema: the numbered migrations, then the entity tables from the entity schemas
 * (additive only: see server/entity/migrate-entity-tables.ts). Throws with the failing migration's name and cause,
 * or with every difference between a table and its schema that needs a numbered migration.
 * Returns what was applied: migration names, then `entity table <name>` for each entity table created or extended.
 */
export async function migrateToLatest(db: Db, entities: EntityRegistry = defaultEntityRegistry()): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableName: 'clearway_migration', migrationLockTableName: 'clearway_migration_lock' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  const tables = await migrateEntityTables(db, entities.stored());
  return [...applied, ...tables.map((t) => `entity table ${t.table}`)];
}
