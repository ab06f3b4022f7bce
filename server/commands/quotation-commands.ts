/**
 * The quotations' commands (schemas/customer/two-c-freight-quote.json, /twoCFreightQuote; docs/domain/quotations.md):
 * approve (refused when another approved quote of the customer, service and carrier covers one of its days), reject
 * with a reason, and copy (复制报价: a new 待审核 quote with the bands copied and no validity). The lifecycle moves
 * (待审核 → 已审核 / 审核不通过) are the commands' `transition`s, made by the engine after these ran.
 */
import { AppError } from '../errors/app-error';
import type { CommandImplementation, CommandRegistry } from './registry';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

const QUOTE = 'customer.twoCFreightQuote';
const BAND_TABLE = 'cm_two_c_freight_quote_band';
/** What a copied band keeps (its id, header, stamps and computed price are the new line's own). */
const BAND_FIELDS = ['weightFrom', 'weightTo', 'firstWeight', 'firstPrice', 'additionalUnit', 'additionalPrice'] as const;
/** What a copied header keeps: not its number, review, validity or computed values. */
const HEADER_FIELDS = ['customerCode', 'serviceType', 'carrierCode', 'currency', 'chargeUnit', 'volumeDivisor', 'fuelSurchargeRate', 'remark'] as const;

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? ''));

/** Refuses the approval when an approved quote of the same customer, service and carrier overlaps its validity. */
const approve: CommandImplementation = async ({ ctx, model, service, params, row }) => {
  if (!row) return;
  const clash = await (ctx.db as UntypedDb)
    .selectFrom(model.table!)
    .select(['quote_no', 'valid_from', 'valid_to'])
    .where('tenant_id', '=', ctx.user.tenantId)
    .where('id', '<>', row.id)
    .where('review_state', '=', '1')
    .where('customer_code', '=', row.customerCode)
    .where('service_type', '=', row.serviceType)
    .where('carrier_code', '=', row.carrierCode)
    .where('valid_from', '<=', row.validTo)
    .where('valid_to', '>=', row.validFrom)
    .orderBy('valid_from')
    .executeTakeFirst();
  if (clash) throw new AppError('QUOTE_OVERLAP', { quoteNo: String(clash.quoteNo), from: day(clash.validFrom), to: day(clash.validTo) });
  return { row: await service.writeFields(ctx, model, row, { reviewRemark: params.remark ?? null }) };
};

/** Records the reason of the rejection. */
const reject: CommandImplementation = async ({ ctx, model, service, params, row }) => {
  if (!row) return;
  return { row: await service.writeFields(ctx, model, row, { reviewRemark: params.reason }) };
};

/** A new 待审核 quote under the given number, with the bands copied: saved as a header and lines, checked like one. */
const copy: CommandImplementation = async ({ ctx, model, service, params, row }) => {
  if (!row) return;
  const bands: Record<string, unknown>[] = await (ctx.db as UntypedDb)
    .selectFrom(BAND_TABLE).selectAll().where('quote_id', '=', row.id).where('tenant_id', '=', ctx.user.tenantId).orderBy('weight_from').execute();
  const header = Object.fromEntries(HEADER_FIELDS.map((field) => [field, row[field] ?? null]));
  const lines = bands.map((band) => Object.fromEntries(BAND_FIELDS.map((field) => [field, band[field]])));
  const created = await service.create(ctx, model, { ...header, quoteNo: params.quoteNo, bands: lines });
  return { result: { id: created.id, quoteNo: created.quoteNo } };
};

export function registerQuotationCommands(registry: CommandRegistry): void {
  registry.register(`${QUOTE}.approve`, approve);
  registry.register(`${QUOTE}.reject`, reject);
  registry.register(`${QUOTE}.copy`, copy);
}
