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

/** A carrier's tracking number as its labels print it (SF and YTO 15 characters, JD 15, ZTO 12 digits, EMS UPU S10). */
const TRACKING_NUMBERS: ((serial: number) => string)[] = [
  (n) => `SF${String(1_400_000_000_000 + n * 7_919).padStart(13, '0')}`,
  (n) => `JDV${String(300_000_000_000 + n * 6_113)}`,
  (n) => `YT${String(7_500_000_000_000 + n * 4_447).padStart(13, '0')}`,
  (n) => `7731${String(10_000_000 + n * 3_251).slice(-8)}`,
  (n) => `E${'ABCDEFGHJK'[n % 10]}${String(100_000_000 + n * 2_137).slice(-9)}CN`,
];
/** Marks the seeded scans (the client id an offline queue would send): seeded once per tenant. */
const SEED_CLIENT_ID = 'seed-';

/**
 * A month of put-in scans per demo tenant, so the scan lists and the dashboards (scans per day and site, the
 * workbench's "my scans") show a warehouse's real rhythm: fewer on Sundays, a busier last week. Deterministic
 * (no random numbers), all before the seed's moment, seeded once per tenant.
 */
export async function seedScanRecords(db: Db, tenantId: number, tenantCode: 'demo' | 'harbor', now = Date.now()): Promise<void> {
  if (await db.selectFrom('scanRecord').select('id').where('tenantId', '=', tenantId).where('clientScanId', 'like', `${SEED_CLIENT_ID}%`).executeTakeFirst()) return;
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
        rows.push({
          tenantId, scanType: 'putIn', scanCode: TRACKING_NUMBERS[serial % TRACKING_NUMBERS.length]!(serial),
          ownerSiteCode: scanner.site, scannedBy: scanner.username, scannedAt: new Date(date.getTime() - back), clientScanId: `${SEED_CLIENT_ID}${serial}`,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insertInto('scanRecord').values(rows.slice(i, i + 1000)).execute();
}
