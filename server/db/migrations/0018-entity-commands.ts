import { sql, type Kysely } from 'kysely';

/**
 * Commands (server/commands): their writes are audited as `command`, and the reply of each call made with an
 * `Idempotency-Key` header is kept for a day, so a retry answers the first reply instead of running again
 * (docs/api.md, "Commands"). The key is the caller's: unique per tenant and user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
    ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('create', 'update', 'delete', 'transition', 'command'));
    CREATE TABLE command_reply (
      id bigserial PRIMARY KEY,
      tenant_id integer NOT NULL,
      user_id integer NOT NULL,
      idempotency_key varchar(128) NOT NULL,
      entity_id varchar(100) NOT NULL,
      command varchar(100) NOT NULL,
      reply jsonb,
      created_at timestamptz NOT NULL,
      UNIQUE (tenant_id, user_id, idempotency_key)
    );
    CREATE INDEX command_reply_created_at ON command_reply (created_at);
  `.execute(db);
}
