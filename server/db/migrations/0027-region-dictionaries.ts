import { sql, type Kysely } from 'kysely';

/**
 * The regions leave the dictionaries: countries are base_country (/addressCountry) and the divisions sys_region
 * (/sysregion, the Province … Town calls), both made by their entity schemas and seeded by server/seed. The region
 * dictionaries of earlier versions (country, province, city, county, town in base_dictionary_detail, read by
 * FIND_REGION_CHILDREN until now) are removed, so no second copy of a town is left behind to drift.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM base_dictionary_detail WHERE dictionary_code IN ('country', 'province', 'city', 'county', 'town');
    DELETE FROM base_dictionary WHERE dictionary_code IN ('country', 'province', 'city', 'county', 'town');
  `.execute(db);
}
