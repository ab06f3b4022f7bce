import { sql, type Kysely } from 'kysely';

/**
 * Notifications (spec 02 §3): title, content, type, priority, publisher, start and end time, per tenant.
 * A notification is current from its start time until its end time; no end time means it stays current.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sys_notification (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      title varchar(200) NOT NULL,
      content text NOT NULL DEFAULT '',
      type varchar(32) NOT NULL,
      priority varchar(32) NOT NULL,
      publisher varchar(100) NOT NULL,
      start_time timestamptz NOT NULL,
      end_time timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_time IS NULL OR end_time >= start_time)
    );
    CREATE INDEX sys_notification_tenant_start ON sys_notification (tenant_id, start_time DESC);
  `.execute(db);
}
