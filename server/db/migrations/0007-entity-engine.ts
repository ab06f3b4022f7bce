import { sql, type Kysely } from 'kysely';

/**
 * The schema engine's own tables. Entity tables themselves are not here: the entity migrator
 * (server/entity/migrate-entity-tables.ts) creates them from the schemas after the numbered migrations.
 *
 * - `audit_log`: one row per entity write (who, when, which entity and row, the changed fields from → to).
 * - `user_setting`: a user's settings by key (the list page's column settings, `list-columns:{entityId}`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      entity_id varchar(100) NOT NULL,
      row_id integer NOT NULL,
      action varchar(16) NOT NULL CHECK (action IN ('create', 'update', 'delete', 'transition')),
      changed jsonb NOT NULL DEFAULT '{}',
      username varchar(64) NOT NULL,
      at timestamptz NOT NULL
    );
    CREATE INDEX audit_log_row ON audit_log (tenant_id, entity_id, row_id, at DESC);
    CREATE TABLE user_setting (
      user_id integer NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
      key varchar(200) NOT NULL,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, key)
    );
  `.execute(db);
}
