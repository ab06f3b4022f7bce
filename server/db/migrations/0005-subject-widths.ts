import { sql, type Kysely } from 'kysely';

/**
 * Room for what sign-up stores: the subject id is `S-` and a username of up to 64 characters, the subject name a
 * customer name of up to 200 (0001 had 64 and 100, so the longest valid sign-up failed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sys_user ALTER COLUMN subject_id TYPE varchar(100), ALTER COLUMN subject_name TYPE varchar(200);
  `.execute(db);
}
