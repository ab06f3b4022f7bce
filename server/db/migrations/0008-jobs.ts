import { sql, type Kysely } from 'kysely';

/**
 * Export and import tasks (spec 01 §7, "Export and import tasks"), run as jobs by server/jobs/job-worker.ts: a worker
 * claims a queued row with `SELECT … FOR UPDATE SKIP LOCKED`, so any number of workers (processes) can share the
 * table and no job runs twice. `result_file_key` names the produced file in `stored_file` (an export's file, or an
 * import's error file); `row_errors` holds an import's refused rows `[{ row, field, message }]`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sync_task (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      user_id integer NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
      kind varchar(16) NOT NULL CHECK (kind IN ('export', 'import')),
      task_type varchar(200) NOT NULL,
      status varchar(16) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
      progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
      params jsonb NOT NULL DEFAULT '{}',
      result_file_key varchar(64),
      result_file_name varchar(255),
      error_message text,
      row_errors jsonb,
      created_at timestamptz NOT NULL,
      started_at timestamptz,
      finished_at timestamptz
    );
    CREATE INDEX sync_task_queued ON sync_task (id) WHERE status = 'queued';
    CREATE INDEX sync_task_owner ON sync_task (tenant_id, user_id, created_at DESC);
  `.execute(db);
}
