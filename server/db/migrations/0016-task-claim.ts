import { sql, type Kysely } from 'kysely';

/**
 * Who runs a task, and whether they are still alive (server/jobs/job-recovery.ts): `claimed_by` names the process
 * whose worker claimed the task, `heartbeat_at` is rewritten by that worker (database clock) while the task runs. A
 * task left `running` by a process that is gone (its heartbeat stopped) is marked failed, and its owner may retry it.
 * Additive: tasks running before this migration have neither, and count as beating since `started_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sync_task ADD COLUMN claimed_by varchar(100);
    ALTER TABLE sync_task ADD COLUMN heartbeat_at timestamptz;
    CREATE INDEX sync_task_running ON sync_task (id) WHERE status = 'running';
  `.execute(db);
}
