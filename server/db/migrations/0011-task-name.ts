import { sql, type Kysely } from 'kysely';

/**
 * Export and import tasks get a name a person reads on the export-task page: the entity's title for an entity task
 * (`承运商管理` rather than `entity:base.carrier`), the task type otherwise; written in the language of the request
 * that made the task. Additive: existing tasks show their task type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sync_task ADD COLUMN task_name varchar(200)`.execute(db);
}
