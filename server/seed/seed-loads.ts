/**
 * The demo tenants' load units (/loadingStowage; docs/domain/operate.md "Loads"), made from the seeded scans: the
 * parcels each site's loading scans put on pallets (in scan order, a new pallet when it is full or when its first
 * parcel is about to be scanned out), and the pallets of a site's day on one truck. The states follow the parcels: a
 * truck whose parcels are all out has departed; otherwise it is loading, with the pallets whose parcels are out, or
 * that were finished, closed, and the day's last full-of-loaded-parcels pallet still open. Each parcel's order and its
 * load scan name the pallet; the figures are the parcels' (the weighbridge within 1 %).
 */
import { sql } from 'kysely';
import { TWO_C_ORDER } from '../commands/two-c-order-hooks';
import { LOAD_UNIT } from '../commands/load-unit-commands';
import type { Db } from '../db/database';
import type { EntityRegistry } from '../entity/entity-registry';
import { chinaDay } from '../china-day';
import { draw } from '../text-dice';

type Tenant = 'demo' | 'harbor';

/** Who loads at each site. */
const LOADERS: Record<string, string> = { '888888': 'liuyang', SZ001: 'huangxy', HK001: 'kelvin.ho', HB001: 'harbor_admin' };
/** Where a site's trucks go. */
const BOUND_FOR: Record<string, string> = { '888888': 'SZ001' };
const PALLET_SIZE = 24;
const MINUTE = 60_000;
const LOADED = 'W30';

interface Loaded { orderId: number; scanId: number | null; weight: number; node: string; site: string; loadedAt: number; outAt: number | null }
interface Unit {
  unitCode: string; unitType: 'pallet' | 'truck'; parentUnit: string | null; unitState: 'open' | 'closed' | 'departed'; ownerSiteCode: string;
  toSiteCode: string | null; plateNo: string | null; sealNo: string | null; parcelCount: number; totalWeight: number; countedPieces: number | null;
  weighedWeight: number | null; closedAt: Date | null; closedBy: string | null; departedAt: Date | null; openedAt: Date;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The parcels the seed's loading scans moved (or loaded with no scan kept: given one two hours ago), with their out scan. */
async function loadedParcels(db: Db, tenantId: number, now: number): Promise<Loaded[]> {
  const found = await sql<{ orderId: number; scanId: number | null; weight: string | null; node: string; site: string | null; orderSite: string | null; loadedAt: Date | null; outAt: Date | null }>`
    SELECT DISTINCT ON (o.id) o.id AS "orderId", l.id AS "scanId", o.weight, o.operate_node AS node, l.owner_site_code AS site, o.owner_site_code AS "orderSite",
      l.scanned_at AS "loadedAt", x.scanned_at AS "outAt"
    FROM om_two_c_order o
    LEFT JOIN scan_record l ON l.tenant_id = o.tenant_id AND l.row_id = o.id AND l.scan_type = 'load' AND l.verdict = 'moved'
    LEFT JOIN scan_record x ON x.tenant_id = o.tenant_id AND x.row_id = o.id AND x.scan_type = 'out' AND x.verdict = 'moved'
    WHERE o.tenant_id = ${tenantId} AND (l.id IS NOT NULL OR o.operate_node = ${LOADED})
    ORDER BY o.id, l.scanned_at DESC, x.scanned_at DESC`.execute(db);
  return found.rows.map((row) => ({
    orderId: row.orderId, scanId: row.scanId, weight: Number(row.weight ?? 0), node: row.node, site: row.site ?? row.orderSite ?? '',
    loadedAt: row.loadedAt ? row.loadedAt.getTime() : now - 120 * MINUTE - draw(row.orderId, 'load') * 60 * MINUTE,
    outAt: row.outAt ? row.outAt.getTime() : null,
  }));
}

/** Pallets of parcels in scan order: full at PALLET_SIZE, or closed before its first parcel's out scan. */
function palletsOf(parcels: Loaded[]): Loaded[][] {
  const pallets: Loaded[][] = [];
  let current: Loaded[] = [];
  let firstOut = Infinity;
  for (const parcel of parcels) {
    if (current.length >= PALLET_SIZE || parcel.loadedAt > firstOut - 10 * MINUTE) {
      pallets.push(current);
      current = [];
      firstOut = Infinity;
    }
    current.push(parcel);
    if (parcel.outAt !== null) firstOut = Math.min(firstOut, parcel.outAt);
  }
  if (current.length) pallets.push(current);
  return pallets;
}

function plate(seed: string): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return `粤B${[0, 1, 2, 3, 4].map((i) => letters[Math.floor(draw(seed, 'plate', i) * letters.length)]).join('')}`;
}

export async function seedLoadUnits(db: Db, tenantId: number, _tenantCode: Tenant, entities: EntityRegistry, now = Date.now()): Promise<void> {
  const units = entities.get(LOAD_UNIT);
  if (!units?.table || !entities.get(TWO_C_ORDER)?.table) return;
  const seeded = await sql<{ n: string }>`SELECT count(*) AS n FROM op_load_unit WHERE tenant_id = ${tenantId}`.execute(db);
  if (Number(seeded.rows[0]!.n) > 0) return;
  const parcels = (await loadedParcels(db, tenantId, now)).sort((a, b) => a.loadedAt - b.loadedAt);
  const byDay = new Map<string, Loaded[]>();
  for (const parcel of parcels) {
    const key = `${parcel.site} ${chinaDay(new Date(parcel.loadedAt)).compact}`;
    byDay.set(key, [...(byDay.get(key) ?? []), parcel]);
  }
  const made: Unit[] = [];
  const onPallet = new Map<number, { unitCode: string; scanId: number | null }>();
  const serials = new Map<string, number>();
  const numberOf = (prefix: string, day: string) => {
    const serial = (serials.get(prefix + day) ?? 0) + 1;
    serials.set(prefix + day, serial);
    return `${prefix}${day}${String(serial).padStart(4, '0')}`;
  };
  for (const [key, dayParcels] of byDay) {
    const [site, day] = key.split(' ') as [string, string];
    const loader = LOADERS[site] ?? 'admin';
    const truckCode = numberOf('TK', day);
    const allOut = dayParcels.every((p) => p.node !== LOADED);
    const pallets = palletsOf(dayParcels);
    const lastLoadedOnly = pallets.findLastIndex((pallet) => pallet.every((p) => p.node === LOADED));
    const palletUnits = pallets.map((pallet, i): Unit => {
      const count = pallet.length;
      const weight = round3(pallet.reduce((sum, p) => sum + p.weight, 0));
      const firstOut = Math.min(...pallet.map((p) => p.outAt ?? Infinity));
      const lastLoad = Math.max(...pallet.map((p) => p.loadedAt));
      const state = allOut ? 'departed' : i === lastLoadedOnly ? 'open' : 'closed';
      const unitCode = numberOf('PL', day);
      for (const parcel of pallet) onPallet.set(parcel.orderId, { unitCode, scanId: parcel.scanId });
      const closedAt = state === 'open' ? null : new Date(Math.min(lastLoad + 10 * MINUTE, firstOut - 5 * MINUTE));
      return {
        unitCode, unitType: 'pallet', parentUnit: truckCode, unitState: state, ownerSiteCode: site, toSiteCode: BOUND_FOR[site] ?? null, plateNo: null, sealNo: null,
        parcelCount: count, totalWeight: weight, countedPieces: closedAt ? count : null,
        weighedWeight: closedAt ? round3(weight * (1 + (draw(unitCode, 'scale') - 0.5) * 0.02)) : null,
        closedAt, closedBy: closedAt ? loader : null, departedAt: null, openedAt: new Date(pallet[0]!.loadedAt - 5 * MINUTE),
      };
    });
    const counted = palletUnits.filter((u) => u.unitState !== 'open');
    const truckPieces = counted.reduce((sum, u) => sum + u.parcelCount, 0);
    const truckWeight = round3(counted.reduce((sum, u) => sum + u.totalWeight, 0));
    const departedAt = allOut ? new Date(Math.max(...dayParcels.map((p) => p.outAt ?? p.loadedAt)) + 20 * MINUTE) : null;
    if (departedAt) for (const unit of palletUnits) unit.departedAt = departedAt;
    const truckClosedAt = allOut ? new Date(Math.max(...palletUnits.map((u) => u.closedAt!.getTime())) + 5 * MINUTE) : null;
    made.push({
      unitCode: truckCode, unitType: 'truck', parentUnit: null, unitState: allOut ? 'departed' : 'open', ownerSiteCode: site, toSiteCode: BOUND_FOR[site] ?? null,
      plateNo: plate(truckCode), sealNo: allOut ? `SZ${String(Math.floor(draw(truckCode, 'seal') * 1e7)).padStart(7, '0')}` : null,
      parcelCount: truckPieces, totalWeight: truckWeight, countedPieces: allOut ? truckPieces : null,
      weighedWeight: allOut ? round3(truckWeight * (1 + (draw(truckCode, 'scale') - 0.5) * 0.02)) : null,
      closedAt: truckClosedAt, closedBy: truckClosedAt ? loader : null, departedAt, openedAt: new Date(dayParcels[0]!.loadedAt - 15 * MINUTE),
    }, ...palletUnits);
  }
  if (!made.length) return;
  const rows = made.map((unit) => ({
    tenant_id: tenantId, version: 1, created_at: unit.openedAt, created_by: LOADERS[unit.ownerSiteCode] ?? 'admin', updated_at: unit.departedAt ?? unit.closedAt ?? unit.openedAt,
    updated_by: unit.closedBy ?? LOADERS[unit.ownerSiteCode] ?? 'admin', unit_code: unit.unitCode, unit_type: unit.unitType, parent_unit: unit.parentUnit, unit_state: unit.unitState,
    owner_site_code: unit.ownerSiteCode, to_site_code: unit.toSiteCode, plate_no: unit.plateNo, seal_no: unit.sealNo, parcel_count: unit.parcelCount, total_weight: unit.totalWeight,
    counted_pieces: unit.countedPieces, weighed_weight: unit.weighedWeight, closed_at: unit.closedAt, closed_by: unit.closedBy, departed_at: unit.departedAt, opened_at: unit.openedAt,
  }));
  for (const row of rows) {
    const columns = Object.keys(row);
    await sql`INSERT INTO op_load_unit (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES (${sql.join(columns.map((c) => (row as Record<string, unknown>)[c]))})`.execute(db);
  }
  for (const [orderId, { unitCode, scanId }] of onPallet) {
    await sql`UPDATE om_two_c_order SET load_unit_code = ${unitCode} WHERE tenant_id = ${tenantId} AND id = ${orderId}`.execute(db);
    if (scanId !== null) await sql`UPDATE scan_record SET context_code = ${unitCode} WHERE id = ${scanId}`.execute(db);
  }
}
