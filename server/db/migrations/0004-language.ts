import { sql, type Kysely } from 'kysely';

/** Language records (spec 01 §3): server-side language packs merged over the browser's bundled texts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE base_language (
      id serial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES tenant(id),
      property_name varchar(200) NOT NULL,
      attribution_key varchar(100),
      remark varchar(500),
      chinese varchar(1000),
      english varchar(1000),
      french varchar(1000),
      indonesian varchar(1000),
      japanese varchar(1000),
      traditional_chinese varchar(1000),
      language_ext1 varchar(1000),
      language_ext2 varchar(1000),
      modify_man varchar(64),
      modify_date timestamptz,
      data_from varchar(16),
      creation_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, property_name)
    );
  `.execute(db);
}
