import { sql, type Kysely } from 'kysely';

/**
 * The scan pages list a tenant's scans newest first (FIND_SCAN_RECORD, FIND_PUT_SCAN_RECORD): an index on the scan
 * time, so a page of the latest scans does not sort the whole table as it grows by thousands of scans a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX scan_record_time ON scan_record (tenant_id, scanned_at DESC)`.execute(db);
}
