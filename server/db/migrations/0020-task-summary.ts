import { sql, type Kysely } from 'kysely';

/**
 * A finished task's summary (server/jobs/job-worker.ts): an import's counts `{ inserted, updated, unchanged,
 * refused, dryRun, message }`, so that the task list and a client polling the task read what the import did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sync_task ADD COLUMN summary jsonb`.execute(db);
}

