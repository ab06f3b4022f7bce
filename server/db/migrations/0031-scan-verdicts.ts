import { sql, type Kysely } from 'kysely';

/**
 * A scan whose page moves parcels (docs/domain/operate.md) is judged when it is recorded: `verdict` `moved` (the row
 * `row_id` of `entity_id` moved to `node`), `refused` (moved nothing; `refusal_code` and the reason as said to the
 * scanner, in their language) or `noted` (the scan type moves nothing). A replay of the same clientScanId answers the
 * stored verdict. The trajectory reads a parcel's scans by its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE scan_record ADD COLUMN verdict varchar(8) NOT NULL DEFAULT 'noted';
    ALTER TABLE scan_record ADD COLUMN entity_id varchar(100);
    ALTER TABLE scan_record ADD COLUMN row_id integer;
    ALTER TABLE scan_record ADD COLUMN node varchar(8);
    ALTER TABLE scan_record ADD COLUMN refusal_code varchar(16);
    ALTER TABLE scan_record ADD COLUMN refusal_reason varchar(300);
    CREATE INDEX scan_record_row ON scan_record (tenant_id, entity_id, row_id);
  `.execute(db);
}
