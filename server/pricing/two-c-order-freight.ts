/**
 * The freight of a 2C order (docs/domain/parcel-life.md "Price"; docs/domain/quotations.md): the customer's
 * approved 2C freight quotation for the service type and last-mile carrier, valid on the order's day, priced by
 * weight band (weight-band-price.ts). Without such a quotation, or when the weight is above its last band, the
 * answer says why and has no freight.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/tables';
import { chargeableWeight, priceByWeightBands } from './weight-band-price';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

export interface TwoCOrderToPrice {
  customerCode: string;
  serviceType: string;
  carrierCode: string | null;
  /** Actual weight, kg. */
  weight: number;
  /** Dimensions, cm (all three or volumetric weight is not counted). */
  length?: number | null;
  width?: number | null;
  height?: number | null;
  /** The order's day, YYYY-MM-DD. */
  day: string;
}

export type TwoCOrderFreight =
  | { freight: number; quoteNo: string; chargeableWeight: number }
  | { freight: null; quoteNo: null; chargeableWeight: null; reason: string };

const none = (reason: string): TwoCOrderFreight => ({ freight: null, quoteNo: null, chargeableWeight: null, reason });

/** The approved quote of the customer, service and carrier valid on the day, with its bands; null when none. */
export async function findTwoCFreightQuote(
  db: Kysely<Database> | Transaction<Database>, tenantId: number,
  key: { customerCode: string; serviceType: string; carrierCode: string; day: string },
): Promise<{ quote: Record<string, unknown>; bands: Record<string, unknown>[] } | null> {
  const udb = db as UntypedDb;
  const quote = await udb.selectFrom('cm_two_c_freight_quote').selectAll()
    .where('tenant_id', '=', tenantId)
    .where('customer_code', '=', key.customerCode)
    .where('service_type', '=', key.serviceType)
    .where('carrier_code', '=', key.carrierCode)
    .where('review_state', '=', '1')
    .where('valid_from', '<=', key.day)
    .where('valid_to', '>=', key.day)
    .orderBy('valid_from', 'desc')
    .executeTakeFirst();
  if (!quote) return null;
  const bands = await udb.selectFrom('cm_two_c_freight_quote_band').selectAll()
    .where('tenant_id', '=', tenantId).where('quote_id', '=', quote.id).orderBy('weight_from').execute();
  return { quote, bands };
}

/**
 * Prices a 2C order by its customer's approved quotation.
 * @example await priceTwoCOrder(db, 1, { customerCode: 'DMC001', serviceType: 'BONDED_2C', carrierCode: 'SF', weight: 1.2, day: '2026-11-02' })
 *   // { freight: 8.41, quoteNo: 'BJ20261001001', chargeableWeight: 1.5 }
 */
export async function priceTwoCOrder(
  db: Kysely<Database> | Transaction<Database>, tenantId: number, order: TwoCOrderToPrice,
): Promise<TwoCOrderFreight> {
  if (!order.carrierCode) return none('no carrier: the order has no last-mile carrier to price by');
  if (!(Number(order.weight) >= 0)) return none('no weight');
  const found = await findTwoCFreightQuote(db, tenantId, {
    customerCode: order.customerCode, serviceType: order.serviceType, carrierCode: order.carrierCode, day: order.day,
  });
  if (!found) {
    return none(`no approved 2C freight quote of ${order.customerCode} for ${order.serviceType} by ${order.carrierCode} valid on ${order.day}`);
  }
  const { quote, bands } = found;
  const weights = chargeableWeight(order, Number(quote.chargeUnit) || 0, Number(quote.volumeDivisor ?? 0));
  const priced = priceByWeightBands(bands as never, weights.chargeable, Number(quote.fuelSurchargeRate ?? 0));
  if ('error' in priced) {
    return none(`chargeable weight ${weights.chargeable} kg is above the last band (${priced.maxWeight} kg) of quote ${String(quote.quoteNo)}`);
  }
  return { freight: priced.total, quoteNo: String(quote.quoteNo), chargeableWeight: weights.chargeable };
}
