import { sql, type Kysely } from 'kysely';

/**
 * The record history (server/entity/record-history.ts) reads a row's audit entries with those of its child lines:
 * a line's entry names its header (`header_entity_id`, `header_row_id`), and a transition's or command's entry says
 * which one it was and with which parameters (`operation`: `{ kind, name, params? }`). Older entries have neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE audit_log ADD COLUMN header_entity_id varchar(100);
    ALTER TABLE audit_log ADD COLUMN header_row_id integer;
    ALTER TABLE audit_log ADD COLUMN operation jsonb;
    CREATE INDEX audit_log_header ON audit_log (tenant_id, header_entity_id, header_row_id, at DESC) WHERE header_row_id IS NOT NULL;
  `.execute(db);
}
