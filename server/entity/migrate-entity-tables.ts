import { sql } from 'kysely';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { Db } from '../db/database';
import { planSchemaChanges } from './plan-schema-changes';
import { readExistingTable } from './read-existing-table';

/** One table the migrator changed, with the statements it ran. */
export interface AppliedTableChange {
  table: string;
  statements: string[];
}

/**
 * Brings the entity tables in line with their schemas, after the numbered migrations: creates missing tables and
 * adds missing columns, unique keys and indexes by itself. When anything would lose or reinterpret data (a column no
 * field maps to, a narrowed or changed type, a new NOT NULL) it changes nothing and throws, listing each difference
 * and what to do. One transaction, under an advisory lock so that several servers starting at once take turns.
 */
export async function migrateEntityTables(db: Db, models: readonly EntityModel[]): Promise<AppliedTableChange[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('clearway-entity-migrator'))`.execute(trx);
    const plans = [];
    // Headers before their child tables, whose foreign keys point at them.
    const ordered = [...models].sort((a, b) => Number(!!a.schema.parent) - Number(!!b.schema.parent));
    const tableOf = new Map(models.map((m) => [m.id, m.table]));
    for (const model of ordered) {
      const parentTable = model.schema.parent ? tableOf.get(model.schema.parent.entity) : undefined;
      // A level view's table is its owner's (storage.of): the owner's schema makes it.
      if (model.table && !model.schema.storage?.of) plans.push({ model, plan: planSchemaChanges(await readExistingTable(trx, model.table), model, parentTable) });
    }
    const blocking = plans.flatMap(({ plan }) => plan.blocking);
    if (blocking.length) {
      throw new Error([
        'Start-up stopped: the database does not match the entity schemas. The entity migrator only adds tables, columns and keys; these differences need a decision:',
        ...blocking.map((line) => `- ${line}`),
      ].join('\n'));
    }
    const applied: AppliedTableChange[] = [];
    for (const { model, plan } of plans) {
      for (const statement of plan.additive) {
        try {
          await sql.raw(statement).execute(trx);
        } catch (error) {
          throw new Error(`Start-up stopped: the entity migrator could not apply "${statement}" for ${model.id}: ${(error as Error).message}`);
        }
      }
      if (plan.additive.length) applied.push({ table: model.table!, statements: plan.additive });
    }
    return applied;
  });
}
