import type { CarrierEventInput, CarrierStatus } from './carrier-event';

/** A parcel's way with the carrier: from the station's city to the consignee's, failing once at the door or not. */
export interface CarrierRoute {
  /** Where the carrier picks it up (the transfer station's city). */
  origin: string;
  /** The consignee's city. */
  destination: string;
  /** The first attempt at the door fails (the consignee out), delivered on the next day's round. */
  failsOnce: boolean;
}

/** One step of the way, without its time. */
export type CarrierStep = Omit<CarrierEventInput, 'time'>;

/**
 * Every event of a parcel's way with the carrier, in order, as an SF-style carrier words them: picked up, sent on,
 * arrived, out for delivery, (failed, out again,) delivered.
 * @example carrierSteps({ origin: '深圳市', destination: '上海市', failsOnce: false }).map((s) => s.status)
 *   // ['PICKED_UP', 'IN_TRANSIT', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED']
 */
export function carrierSteps(route: CarrierRoute): CarrierStep[] {
  const { origin, destination } = route;
  const step = (status: CarrierStatus, description: string, location: string): CarrierStep => ({ status, description, location });
  return [
    step('PICKED_UP', `快件已由【${origin}转运中心】揽收`, origin),
    step('IN_TRANSIT', `快件已从【${origin}转运中心】发出，下一站【${destination}集散中心】`, origin),
    step('IN_TRANSIT', `快件已到达【${destination}集散中心】`, destination),
    step('OUT_FOR_DELIVERY', `快件已交给派送员，正在派送途中`, destination),
    ...(route.failsOnce ? [
      step('FAILED', '派送不成功：收件人不在，已约明日再次派送', destination),
      step('OUT_FOR_DELIVERY', '快件已交给派送员，正在再次派送', destination),
    ] : []),
    step('DELIVERED', '快件已签收，签收人：本人，感谢使用', destination),
  ];
}

/**
 * The step after those already reported (by their statuses, oldest first), or undefined once delivered. Steps are
 * matched by position, so a replayed event does not move the parcel on twice.
 */
export function nextCarrierStep(route: CarrierRoute, reported: string[]): CarrierStep | undefined {
  if (reported.includes('DELIVERED')) return undefined;
  return carrierSteps(route)[reported.length];
}
