import type { Db } from '../db/database';

/** Who scans where in each demo tenant, and about how many put-in scans each makes a day. */
const SCANNERS: Record<'demo' | 'harbor', { username: string; site: string; perDay: number }[]> = {
  demo: [
    { username: 'operator', site: 'SZ001', perDay: 5 },
    { username: 'huangxy', site: 'SZ001', perDay: 7 },
    { username: 'admin', site: '888888', perDay: 2 },
    { username: 'liuyang', site: '888888', perDay: 8 },
    { username: 'kelvin.ho', site: 'HK001', perDay: 4 },
  ],
  harbor: [{ username: 'harbor_admin', site: 'HB001', perDay: 6 }],
};

/**
 * Days of history seeded, counting back from the seed's moment. A tenant's month stays under a thousand scans, the
 * scan list's `maxRows`, so a whole-list read (findAllByCallId) still holds every one.
 */
const DAYS = 30;
const PREFIXES = ['SF', 'JDV', 'YT', 'ZTO', 'EMS'];

/**
 * A month of put-in scans per demo tenant, so the scan lists and the dashboards (scans per day and site, the
 * workbench's "my scans") show a warehouse's real rhythm: fewer on Sundays, a busier last week. Deterministic
 * (no random numbers), all before the seed's moment, seeded once per tenant.
 */
export async function seedScanRecords(db: Db, tenantId: number, tenantCode: 'demo' | 'harbor', now = Date.now()): Promise<void> {
  if (await db.selectFrom('scanRecord').select('id').where('tenantId', '=', tenantId).where('scanCode', 'like', 'DEMO-%').executeTakeFirst()) return;
  const rows = [];
  let serial = 0;
  for (let day = 0; day < DAYS; day++) {
    const date = new Date(now - day * 86_400_000);
    const weekday = date.getDay();
    const load = (weekday === 0 ? 0.3 : weekday === 6 ? 0.7 : 1) * (day < 7 ? 1.25 : 1);
    for (const scanner of SCANNERS[tenantCode]) {
      const count = Math.round(scanner.perDay * load * (0.8 + ((day * 7 + scanner.perDay) % 5) / 10));
      for (let i = 0; i < count; i++) {
        serial += 1;
        // Spread over the ten hours before this day's moment; today's all lie in the past.
        const back = 60_000 + Math.floor(((i + 0.5) / count) * 10 * 3_600_000);
        const prefix = PREFIXES[serial % PREFIXES.length]!;
        rows.push({
          tenantId, scanType: 'putIn', scanCode: `DEMO-${prefix}${String(7_310_000_000 + serial * 37).padStart(10, '0')}`,
          ownerSiteCode: scanner.site, scannedBy: scanner.username, scannedAt: new Date(date.getTime() - back), clientScanId: null,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insertInto('scanRecord').values(rows.slice(i, i + 1000)).execute();
}
