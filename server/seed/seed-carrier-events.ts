/**
 * The demo tenants' last-mile carrier events (docs/api.md "Carrier events"): each demo 2C order handed to its carrier
 * gets the carrier's tracking events from its end-out scan on — those of a parcel at T20 (末端出库) up to where it is now,
 * never delivered; those of a parcel at T30 (signed for) the whole way, ending DELIVERED before its receipt scan. The
 * same way and words as the simulated carrier (server/carriers/carrier-sequence.ts). Seeded once per tenant, after the
 * scans; deterministic.
 */
import type { Kysely } from 'kysely';
import { TWO_C_ORDER } from '../commands/two-c-order-hooks';
import type { Db } from '../db/database';
import type { EntityRegistry } from '../entity/entity-registry';
import { carrierSteps } from '../carriers/carrier-sequence';
import { SIMULATED_ORIGIN } from '../carriers/simulated-carrier';
import { draw } from '../text-dice';

const HOUR = 3_600_000;
/** The share of parcels whose first delivery fails, as the simulator's default. */
const FAILURE_SHARE = 0.1;
/** Hours from the step before (from the end-out scan for the first), at least and at most, by position. */
const GAPS: [number, number][] = [[1, 3], [2, 6], [8, 20], [2, 10], [1, 4], [18, 24], [1, 4]];

interface HandedOver { id: number; operateNode: string; carrierCode: string; trackingNo: string; city: string | null; tailPrintedAt: Date | null }

export async function seedCarrierEvents(db: Db, tenantId: number, entities: EntityRegistry, now = Date.now()): Promise<void> {
  if (await db.selectFrom('carrierEvent').select('id').where('tenantId', '=', tenantId).executeTakeFirst()) return;
  const table = entities.get(TWO_C_ORDER)?.table;
  if (!table) return;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const orders = await (db as unknown as Kysely<any>).selectFrom(table)
    .select(['id', 'operate_node as operateNode', 'tail_carrier_code as carrierCode', 'tail_tracking_no as trackingNo', 'consignee_city as city', 'tail_printed_at as tailPrintedAt'])
    .where('tenant_id', '=', tenantId).where('operate_node', 'in', ['T20', 'T30']).where('tail_tracking_no', 'is not', null).where('tail_carrier_code', 'is not', null)
    .orderBy('id').execute() as HandedOver[];
  if (!orders.length) return;
  const scans = await db.selectFrom('scanRecord').select(['rowId', 'scanType', 'scannedAt']).where('tenantId', '=', tenantId).where('entityId', '=', TWO_C_ORDER)
    .where('verdict', '=', 'moved').where('scanType', 'in', ['endOut', 'receipt']).execute();
  const scanned = (id: number, scanType: string) => scans.find((s) => s.rowId === id && s.scanType === scanType)?.scannedAt;
  const rows = orders.flatMap((order) => {
    const handed = scanned(order.id, 'endOut') ?? order.tailPrintedAt;
    if (!handed) return [];
    const steps = carrierSteps({ origin: SIMULATED_ORIGIN, destination: order.city || '收件城市', failsOnce: draw(order.trackingNo, 'carrier-fails') < FAILURE_SHARE });
    const times: number[] = [];
    let at = new Date(handed).getTime();
    steps.forEach((_, i) => {
      const [least, most] = GAPS[i] ?? [2, 6];
      times.push(at += (least + draw(order.trackingNo, i, 'carrier-gap') * (most - least)) * HOUR);
    });
    let kept = steps.map((step, i) => ({ ...step, at: times[i]! }));
    if (order.operateNode === 'T30') {
      // Delivered a little before the receipt scan recorded it: the way squeezed between the end-out and that scan.
      const receipt = scanned(order.id, 'receipt');
      const end = Math.min(receipt ? new Date(receipt).getTime() - (10 + draw(order.trackingNo, 'carrier-signed') * 50) * 60_000 : times.at(-1)!, now - 60_000);
      const start = new Date(handed).getTime();
      const scale = (end - start) / (times.at(-1)! - start);
      if (!(scale > 0)) return [];
      kept = kept.map((step) => ({ ...step, at: start + (step.at - start) * Math.min(1, scale) }));
    } else {
      kept = kept.filter((step) => step.status !== 'DELIVERED' && step.at < now);
    }
    return kept.map((step) => ({
      tenantId, orderId: order.id, carrierCode: order.carrierCode, trackingNo: order.trackingNo, eventTime: new Date(Math.floor(step.at / 1000) * 1000),
      status: step.status, description: step.description, location: step.location ?? null, receivedAt: new Date(Math.floor(step.at / 1000) * 1000 + 30_000),
    }));
  });
  for (let i = 0; i < rows.length; i += 500) {
    await db.insertInto('carrierEvent').values(rows.slice(i, i + 500)).onConflict((oc) => oc.columns(['tenantId', 'carrierCode', 'trackingNo', 'eventTime', 'status']).doNothing()).execute();
  }
}
