import { sql, type Kysely } from 'kysely';

/**
 * Dictionary items may name a parent item: the region dictionaries (country, province, city, county, town) form a
 * tree, each item's `parent_value` being the `dictionary_value` of its parent in the level above (spec 01 §3, the
 * address tree and the region cascader). Additive: existing items keep a null parent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE base_dictionary_detail ADD COLUMN parent_value varchar(100);
    CREATE INDEX base_dictionary_detail_parent ON base_dictionary_detail (tenant_id, dictionary_code, parent_value);
  `.execute(db);
}
