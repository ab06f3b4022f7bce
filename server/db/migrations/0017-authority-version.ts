import { sql, type Kysely } from 'kysely';

/**
 * What a signed-in user is made of (their row, tenant, owner site, roles, and the menus and buttons those roles hold)
 * has a version: one counter, moved by statement triggers on every table it is read from, whoever writes (the app, the
 * seed, an administrator's SQL). Authentication reads it with the session row, so an API process may keep a session's
 * user and grants in memory for as long as the counter stands, and still sees a change at the next request
 * (server/services/session-cache.ts, docs/operations.md). Only the columns it reads move it; a login's failed-attempt
 * count does not. The counter is a row, not a sequence: it moves when the change commits, never before.
 */
const WATCHED: [table: string, columns: string[] | 'all'][] = [
  ['sys_user', ['tenant_id', 'username', 'nickname', 'is_admin', 'owner_site_id', 'employee_code', 'subject_id', 'status']],
  ['tenant', ['tenant_code']],
  ['base_site', ['id', 'site_code']],
  ['sys_role', ['id', 'role_code']],
  ['sys_user_role', 'all'],
  ['sys_menu', ['id', 'tenant_id', 'menu_path', 'menu_status']],
  ['sys_menu_button', ['id', 'menu_id', 'button_code']],
  ['sys_role_menu', 'all'],
  ['sys_role_menu_button', 'all'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE authority_version (id smallint PRIMARY KEY CHECK (id = 1), version bigint NOT NULL);
    INSERT INTO authority_version (id, version) VALUES (1, 1);
    CREATE FUNCTION bump_authority_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE authority_version SET version = version + 1 WHERE id = 1;
        RETURN NULL;
      END
    $$;
  `.execute(db);
  for (const [table, columns] of WATCHED) {
    const update = columns === 'all' ? 'UPDATE' : `UPDATE OF ${columns.join(', ')}`;
    await sql.raw(`CREATE TRIGGER ${table}_authority_version AFTER INSERT OR DELETE OR TRUNCATE OR ${update} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_authority_version()`).execute(db);
  }
}
