import { sql, type Kysely } from 'kysely';

/**
 * Which record a stored file belongs to, so a download can be allowed to those who may read that record (and not to
 * every user of the tenant). Written by the entity engine when a row with file fields is saved: `published` marks a
 * file shown inside rich text (an image in a notice), which its readers see wherever they read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE file_link (
      tenant_id integer NOT NULL REFERENCES tenant(id),
      file_key varchar(64) NOT NULL,
      entity_id varchar(100) NOT NULL,
      row_id integer NOT NULL,
      published boolean NOT NULL DEFAULT false,
      PRIMARY KEY (tenant_id, file_key, entity_id, row_id)
    );
    CREATE INDEX file_link_row ON file_link (tenant_id, entity_id, row_id);
    CREATE INDEX stored_file_creator ON stored_file (tenant_id, created_by);
  `.execute(db);
}
