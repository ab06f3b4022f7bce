import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database';
import type { EntityRegistry } from '../entity/entity-registry';
import { TWO_C_ORDER } from '../commands/two-c-order-hooks';
import { draw } from '../text-dice';
import type { CarrierFeed } from './carrier-feed';
import type { CarrierPush, CarrierPushResult } from './carrier-event';
import { nextCarrierStep } from './carrier-sequence';
import { signCarrierPush, CARRIER_SIGNATURE_HEADER } from './carrier-signature';

/** Where the simulated carrier picks parcels up: the transfer station's city. */
export const SIMULATED_ORIGIN = '深圳市';
/** Most parcels one step moves on. */
const BATCH = 50;

export interface SimulatedCarrierOptions {
  db: Db;
  /** The entity schemas served now (ctx.entities is replaced on reload). */
  entities: () => EntityRegistry;
  /** The server's own address: the pushes go over HTTP, as a carrier's do. */
  baseUrl: string;
  secret: string;
  /** Between steps. */
  intervalMs: number;
  /** The share of parcels whose first delivery fails (consignee out), delivered on the next round. */
  failureShare: number;
  now: () => number;
  log?: { warn(obj: unknown, msg?: string): void };
}

/**
 * The built-in last-mile carrier (docs/operations.md "Carrier events"): every `intervalMs` it finds the parcels handed
 * to a carrier (operate node T20 with a last-mile number, not yet delivered) and pushes each the next event of its way
 * (server/carriers/carrier-sequence.ts), signed, to POST /api/clearway/carrier-events — the real protocol path.
 * Which parcels fail once is fixed by their number, so a run is repeatable; tests call {@link step} themselves.
 */
export class SimulatedCarrier implements CarrierFeed {
  readonly name = 'simulator';
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(private readonly options: SimulatedCarrierOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One round: the next event of each parcel with the carrier, pushed; what the endpoint answered for each. */
  async step(): Promise<CarrierPushResult[]> {
    const { db, entities, failureShare, now } = this.options;
    const table = entities().get(TWO_C_ORDER)?.table;
    if (!table) return [];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const parcels = await (db as unknown as Kysely<any>).selectFrom(`${table} as o`)
      .select(['o.tenant_id as tenantId', 'o.tail_carrier_code as carrierCode', 'o.tail_tracking_no as trackingNo', 'o.consignee_city as city'])
      .where('o.operate_node', '=', 'T20').where('o.tail_tracking_no', 'is not', null).where('o.tail_carrier_code', 'is not', null)
      .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM carrier_event e WHERE e.tenant_id = o.tenant_id AND e.carrier_code = o.tail_carrier_code
        AND e.tracking_no = o.tail_tracking_no AND e.status = 'DELIVERED')`)
      .orderBy('o.id').limit(BATCH).execute() as { tenantId: number; carrierCode: string; trackingNo: string; city: string | null }[];
    const results: CarrierPushResult[] = [];
    for (const parcel of parcels) {
      const reported = await db.selectFrom('carrierEvent').select(['status', 'eventTime']).where('tenantId', '=', parcel.tenantId)
        .where('carrierCode', '=', parcel.carrierCode).where('trackingNo', '=', parcel.trackingNo).orderBy('eventTime').orderBy('id').execute();
      const route = { origin: SIMULATED_ORIGIN, destination: parcel.city || '收件城市', failsOnce: draw(parcel.trackingNo, 'carrier-fails') < failureShare };
      const next = nextCarrierStep(route, reported.map((r) => r.status));
      if (!next) continue;
      const last = reported.at(-1)?.eventTime;
      const time = new Date(Math.max(now(), last ? new Date(last).getTime() + 1000 : 0)).toISOString();
      results.push(await this.push({ carrierCode: parcel.carrierCode, trackingNo: parcel.trackingNo, events: [{ time, ...next }] }));
    }
    return results;
  }

  /** Pushes as the carrier does: the JSON body, its signature in the header. */
  private async push(body: CarrierPush): Promise<CarrierPushResult> {
    const raw = JSON.stringify(body);
    const response = await fetch(new URL('/api/clearway/carrier-events', this.options.baseUrl), {
      method: 'POST', headers: { 'content-type': 'application/json', [CARRIER_SIGNATURE_HEADER]: signCarrierPush(this.options.secret, raw) }, body: raw,
    });
    const reply = await response.json() as { code: number; message: string; data: CarrierPushResult };
    if (!response.ok || reply.code !== 200) throw new Error(`carrier push of ${body.trackingNo} refused: ${response.status} ${reply.message}`);
    return reply.data;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.step().catch((error: unknown) => this.options.log?.warn({ err: error }, 'simulated carrier: a step failed'))
        .finally(() => this.schedule());
    }, this.options.intervalMs);
    this.timer.unref?.();
  }
}
