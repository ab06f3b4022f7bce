import { sql, type Kysely } from 'kysely';

/**
 * The B2C order's tax amounts (customs_tax, value_added_tax, consumption_tax) wait for the tax receipt (CEB816,
 * docs/domain/customs.md "As built"): their columns, made by a development build of the order schema, go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE IF EXISTS customs_order_bbc DROP COLUMN IF EXISTS customs_tax, DROP COLUMN IF EXISTS value_added_tax, DROP COLUMN IF EXISTS consumption_tax`.execute(db);
}
