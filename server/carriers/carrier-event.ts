/**
 * A last-mile carrier's tracking event as the carrier pushes it (docs/api.md "Carrier events"): the protocol's words,
 * shared by the receiving route, the simulator and the seed.
 */

/** The statuses a carrier reports, in the order a parcel usually meets them. */
export const CARRIER_STATUSES = ['PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'FAILED'] as const;
export type CarrierStatus = (typeof CARRIER_STATUSES)[number];

/** One event of a push. */
export interface CarrierEventInput {
  /** ISO 8601 with a zone. */
  time: string;
  status: CarrierStatus;
  /** The carrier's own words: `快件已由【深圳福田营业点】揽收`. */
  description: string;
  location?: string | null;
}

/** One push: the events of one last-mile number. */
export interface CarrierPush {
  carrierCode: string;
  trackingNo: string;
  events: CarrierEventInput[];
}

/** What became of a push: `stored` (some or all new), `unknownNumber` (no order carries it), `ambiguous` (several do). */
export interface CarrierPushResult {
  carrierCode: string;
  trackingNo: string;
  result: 'stored' | 'unknownNumber' | 'ambiguous';
  /** Events stored now. */
  stored: number;
  /** Events already stored by an earlier push (a replay). */
  duplicates: number;
}

/** The timeline's title of a status, in the person's language. */
export function carrierStatusTitle(status: string, lang: 'zh' | 'en'): string {
  const titles: Record<CarrierStatus, [string, string]> = {
    PICKED_UP: ['揽收', 'Picked up'],
    IN_TRANSIT: ['运输中', 'In transit'],
    OUT_FOR_DELIVERY: ['派送中', 'Out for delivery'],
    DELIVERED: ['已签收', 'Delivered'],
    FAILED: ['派送异常', 'Delivery failed'],
  };
  const pair = titles[status as CarrierStatus];
  return pair ? pair[lang === 'zh' ? 0 : 1] : status;
}
