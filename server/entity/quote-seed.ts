/**
 * Demo 2C freight quotations with their weight bands (docs/domain/quotations.md): in each demo tenant an approved
 * quote, a pending copy of next year's prices and a rejected one, priced by realistic domestic express bands. Seeded
 * like the customs orders' lines (child-seed.ts): idempotent, a quote already there keeps what it has. Computed values
 * are computed by the same pure function the server's writes use.
 */
import type { Kysely } from 'kysely';
import { columnName, type EntityModel } from '../../engine/schema/entity-model';
import { fieldScale } from '../../engine/schema/field-scale';
import { computeRow } from '../../engine/validation/computed';
import type { Db } from '../db/database';
import type { EntityRegistry } from './entity-registry';
import { RowStore } from './row-store';

type Tenant = 'demo' | 'harbor';
type Row = Record<string, unknown>;

const band = (weightFrom: number, weightTo: number, firstWeight: number, firstPrice: number, additionalUnit: number, additionalPrice: number) =>
  ({ weightFrom, weightTo, firstWeight, firstPrice, additionalUnit, additionalPrice });

/** First kilogram, then per 0.5 kg up to 3 kg, per kg up to 30 kg (a 2C parcel's heaviest). */
const EXPRESS_BANDS = [band(0, 1, 1, 8, 1, 0), band(1, 3, 1, 8, 0.5, 1.5), band(3, 30, 3, 14, 1, 2.5)];
const BONDED_BANDS = [band(0, 0.5, 0.5, 5.5, 0.5, 0), band(0.5, 2, 0.5, 5.5, 0.5, 1.2), band(2, 30, 2, 9.1, 1, 2)];

const DEMO_QUOTES: Record<Tenant, { header: Row; bands: Row[] }[]> = {
  demo: [
    { header: { quoteNo: 'BJ20261001001', customerCode: 'DMC001', serviceType: 'BONDED_2C', carrierCode: 'SF', currency: '142', chargeUnit: 0.5, volumeDivisor: 6000, fuelSurchargeRate: 6.5, validFrom: '2026-10-01', validTo: '2026-12-31', reviewState: '1', reviewRemark: '价格已与客户确认', remark: '保税仓发顺丰' }, bands: BONDED_BANDS },
    { header: { quoteNo: 'BJ20261120002', customerCode: 'DMC001', serviceType: 'BONDED_2C', carrierCode: 'SF', currency: '142', chargeUnit: 0.5, volumeDivisor: 6000, fuelSurchargeRate: 7, validFrom: '2027-01-01', validTo: '2027-06-30', reviewState: '0', reviewRemark: null, remark: '2027 上半年报价' }, bands: BONDED_BANDS },
    { header: { quoteNo: 'BJ20261105003', customerCode: 'DMC002', serviceType: 'DIRECT_2C', carrierCode: 'EMS', currency: '142', chargeUnit: 1, volumeDivisor: 8000, fuelSurchargeRate: 0, validFrom: '2026-11-01', validTo: '2027-10-31', reviewState: '2', reviewRemark: '续重单价低于成本，请重新核价', remark: null }, bands: EXPRESS_BANDS },
  ],
  harbor: [
    { header: { quoteNo: 'BJ20261101001', customerCode: 'HBC001', serviceType: 'DIRECT_2C', carrierCode: 'HBKERRY', currency: '110', chargeUnit: 0.5, volumeDivisor: 5000, fuelSurchargeRate: 12, validFrom: '2026-11-01', validTo: '2027-04-30', reviewState: '1', reviewRemark: null, remark: null }, bands: EXPRESS_BANDS },
  ],
};

const withComputed = (model: EntityModel, row: Row, lines?: (key: string) => Row[] | undefined): Row =>
  ({ ...row, ...computeRow(model.schema.fields, row, lines, (name) => fieldScale(model.schema.fields[name])) });

/** Seeds a tenant's demo quotations and their bands. */
export async function seedDemoQuotes(db: Db, tenantId: number, tenant: Tenant, entities: EntityRegistry): Promise<void> {
  const header = entities.get('customer.twoCFreightQuote');
  const child = entities.get('customer.twoCFreightQuoteBand');
  if (!header?.table || !child?.table) return;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const any = db as unknown as Kysely<any>;
  const headers = new RowStore(header);
  const lines = new RowStore(child);
  for (const quote of DEMO_QUOTES[tenant]) {
    const known = await any.selectFrom(header.table).select('id').where('tenant_id', '=', tenantId).where('quote_no', '=', quote.header.quoteNo).executeTakeFirst();
    if (known) continue;
    const bands = quote.bands.map((b) => withComputed(child, b));
    const values = withComputed(header, quote.header, (key) => (key === 'bands' ? bands : undefined));
    const inserted = await any.insertInto(header.table).values({ tenant_id: tenantId, ...headers.columnValues(values), created_by: 'seed', updated_by: 'seed' }).returning('id').executeTakeFirstOrThrow();
    const parentColumn = columnName(child.schema.parent!.field);
    await any.insertInto(child.table).values(bands.map((b) => ({ tenant_id: tenantId, ...lines.columnValues(b), [parentColumn]: inserted.id, created_by: 'seed', updated_by: 'seed' }))).execute();
  }
}
