/**
 * The demo put-ins made on /putScanNew (scan type putInBin) name the storage bin the parcel went into, as the page
 * asks for one (docs/domain/operate.md): each such seeded scan, and its order, gets an unlocked bin of the scan's site
 * (product.storageBin demo rows), the same bin for a run of parcels as a shelf fills.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { draw } from '../text-dice';

export async function seedPutInBins(db: Db, tenantId: number): Promise<void> {
  const bins = (await sql<{ site: string; bin: string }>`SELECT site_code AS site, bin_code AS bin FROM pm_storage_bin
    WHERE tenant_id = ${tenantId} AND status = '0' AND bin_type IN ('shelf', 'pallet', 'floor') ORDER BY bin_code`.execute(db)).rows;
  const scans = (await sql<{ id: number; rowId: number | null; site: string | null; code: string }>`SELECT id, row_id AS "rowId", owner_site_code AS site, scan_code AS code
    FROM scan_record WHERE tenant_id = ${tenantId} AND scan_type = 'putInBin' AND verdict = 'moved' AND context_code IS NULL ORDER BY scanned_at`.execute(db)).rows;
  for (const [i, scan] of scans.entries()) {
    const here = bins.filter((b) => b.site === scan.site);
    if (!here.length) continue;
    // About eight parcels to a bin before the next one.
    const bin = here[Math.floor(i / 8 + draw(scan.site ?? '', 'bins') * here.length) % here.length]!.bin;
    await sql`UPDATE scan_record SET context_code = ${bin} WHERE id = ${scan.id}`.execute(db);
    if (scan.rowId !== null) await sql`UPDATE om_two_c_order SET bin_code = ${bin} WHERE tenant_id = ${tenantId} AND id = ${scan.rowId}`.execute(db);
  }
}
