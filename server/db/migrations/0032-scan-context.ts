import { sql, type Kysely } from 'kysely';

/**
 * What a scan was made onto: the value of its page's context picker (engine/schema/scan-moves.ts `context`), e.g. the
 * open load unit a loading scan put the parcel on. Kept with the scan so a replay and the scan record pages show it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE scan_record ADD COLUMN context_code varchar(100)`.execute(db);
}
