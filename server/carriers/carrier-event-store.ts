import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import type { EntityRegistry } from '../entity/entity-registry';
import { TWO_C_ORDER } from '../commands/two-c-order-hooks';
import type { CarrierPush, CarrierPushResult } from './carrier-event';

/**
 * Stores a carrier's push against the order that carries its last-mile number (tailCarrierCode + tailTrackingNo) in
 * whichever tenant it is: each event once (a replay counts as duplicates), nothing for a number no order carries or
 * several orders do (`unknownNumber`, `ambiguous`).
 */
export async function storeCarrierPush(db: Db, entities: EntityRegistry, push: CarrierPush): Promise<CarrierPushResult> {
  const base = { carrierCode: push.carrierCode, trackingNo: push.trackingNo, stored: 0, duplicates: 0 };
  const table = entities.get(TWO_C_ORDER)?.table;
  if (!table) return { ...base, result: 'unknownNumber' };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const orders = await (db as unknown as Kysely<any>).selectFrom(table).select(['id', 'tenant_id as tenantId'])
    .where('tail_tracking_no', '=', push.trackingNo).where('tail_carrier_code', '=', push.carrierCode).limit(2).execute() as { id: number; tenantId: number }[];
  if (orders.length !== 1) return { ...base, result: orders.length ? 'ambiguous' : 'unknownNumber' };
  const [order] = orders as [{ id: number; tenantId: number }];
  const rows = push.events.map((event) => ({
    tenantId: order.tenantId, orderId: order.id, carrierCode: push.carrierCode, trackingNo: push.trackingNo,
    eventTime: new Date(event.time), status: event.status, description: event.description, location: event.location ?? null,
  }));
  const inserted = await db.insertInto('carrierEvent').values(rows)
    .onConflict((oc) => oc.columns(['tenantId', 'carrierCode', 'trackingNo', 'eventTime', 'status']).doNothing()).returning('id').execute();
  return { ...base, result: 'stored', stored: inserted.length, duplicates: rows.length - inserted.length };
}
