/**
 * The customer quotations' commands, one implementation each for all nine quotation entities (spec 02 §2
 * /customerManage quotations; docs/domain/quotations.md): approve (refused when another approved quote of the same
 * customer and scope covers one of its days, naming it), reject with a reason, copy (复制报价: a new 待审核 quote under
 * a new number, for the same or another customer, with the lines copied and no validity) and calculate (试算: what a
 * parcel or job would cost by this quote, with the breakdown; server/pricing/quote-calculators.ts). The lifecycle
 * moves (待审核 → 已审核 / 审核不通过) are the commands' `transition`s, made by the engine after these ran.
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import { storedDay } from '../db/stored-day';
import { AppError } from '../errors/app-error';
import { QUOTE_CALCULATORS } from '../pricing/quote-calculators';
import type { CommandImplementation, CommandRegistry, EntityModels } from './registry';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;
type Row = Record<string, unknown>;

/**
 * The quotation entities, each with its scope: the header fields besides the customer within which only one approved
 * quote may cover a day (a 2C freight quote per service and carrier; a declaration fee quote per customer alone).
 */
export const QUOTATION_SCOPES: Record<string, readonly string[]> = {
  'customer.twoCFreightQuote': ['serviceType', 'carrierCode'],
  'customer.collectParcelQuote': ['serviceType'],
  'customer.twoBPickupQuote': ['direction'],
  'customer.twoBDeliveryQuote': ['chargeBy'],
  'customer.twoBDeclarationFeeQuote': [],
  'customer.withholdQuote': [],
  'customer.sundryFeeQuote': [],
  'customer.packingFeeQuote': [],
  'customer.praiseCardQuote': ['cardType'],
};

/** What a copy does not keep: its number, review and validity are the new quote's own. */
const NOT_COPIED = new Set(['quoteNo', 'reviewState', 'reviewRemark', 'validFrom', 'validTo']);

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The fields a copy carries over: written by people (not computed, not read-only) and not the quote's own. */
function copiedFields(model: EntityModel, skip: ReadonlySet<string>): string[] {
  return Object.entries(model.schema.fields)
    .filter(([name, field]) => !skip.has(name) && !field.readOnly && !field['x-compute'])
    .map(([name]) => name);
}

/** The quote's one child (its lines): key, model and link field. */
function linesOf(model: EntityModel, models: EntityModels): { key: string; child: EntityModel; link: string } {
  const [key, spec] = Object.entries(model.schema.children ?? {})[0] ?? [];
  const child = spec ? models.get(spec.entity) : undefined;
  if (!key || !child?.table || !child.schema.parent) throw new Error(`${model.id} has no lines to copy`);
  return { key, child, link: child.schema.parent.field };
}

async function readLines(db: UntypedDb, tenantId: number, lines: { child: EntityModel; link: string }, quoteId: number): Promise<Row[]> {
  return db.selectFrom(lines.child.table!).selectAll().where(snake(lines.link), '=', quoteId).where('tenant_id', '=', tenantId).orderBy('id').execute();
}

/** Refuses the approval when an approved quote of the same customer and scope overlaps its validity. */
const approve: CommandImplementation = async ({ ctx, model, service, params, row }) => {
  if (!row) return;
  const scope = QUOTATION_SCOPES[model.id] ?? [];
  let query = (ctx.db as UntypedDb)
    .selectFrom(model.table!)
    .select(['quote_no', 'valid_from', 'valid_to'])
    .where('tenant_id', '=', ctx.user.tenantId)
    .where('id', '<>', row.id)
    .where('review_state', '=', '1')
    .where('customer_code', '=', row.customerCode)
    .where('valid_from', '<=', row.validTo)
    .where('valid_to', '>=', row.validFrom);
  for (const field of scope) query = query.where(snake(field), '=', row[field]);
  const clash = await query.orderBy('valid_from').executeTakeFirst();
  if (clash) {
    const titles = ['customerCode', ...scope].map((field) => model.schema.fields[field]?.title[ctx.lang] ?? field);
    const within = ctx.lang === 'zh' ? `同一${titles.join('、')}` : titles.join(', ').toLowerCase();
    throw new AppError('QUOTE_OVERLAP', { quoteNo: String(clash.quoteNo), from: storedDay(clash.validFrom) ?? '', to: storedDay(clash.validTo) ?? '', scope: within });
  }
  return { row: await service.writeFields(ctx, model, row, { reviewRemark: params.remark ?? null }) };
};

/** Records the reason of the rejection. */
const reject: CommandImplementation = async ({ ctx, model, service, params, row }) => {
  if (!row) return;
  return { row: await service.writeFields(ctx, model, row, { reviewRemark: params.reason }) };
};

/**
 * A new 待审核 quote under the given number, for the customer given (else the same one), with the lines copied:
 * saved as a header and lines through the engine's create, so it is checked like one typed in (the customer must be
 * one of the tenant's, the number new).
 */
const copy: CommandImplementation = async ({ ctx, model, models, service, params, row }) => {
  if (!row) return;
  const lines = linesOf(model, models);
  const stored = await readLines(ctx.db, ctx.user.tenantId, lines, row.id);
  const header = Object.fromEntries(copiedFields(model, NOT_COPIED).map((field) => [field, row[field] ?? null]));
  const lineFields = copiedFields(lines.child, new Set([lines.link]));
  const copied = stored.map((line) => Object.fromEntries(lineFields.map((field) => [field, line[field] ?? null])));
  const customerCode = params.customerCode || row.customerCode;
  const created = await service.create(ctx, model, { ...header, customerCode, quoteNo: params.quoteNo, [lines.key]: copied });
  return { result: { id: created.id, quoteNo: created.quoteNo, customerCode } };
};

/**
 * What the parcel or job in `params` would cost by this quote, in any review state (试算 before approving): the
 * total and the breakdown, shown in the browser as a report (`_report`, docs/schemas.md "Commands").
 */
const calculate: CommandImplementation = async ({ ctx, model, models, params, row }) => {
  if (!row) return;
  const calculator = QUOTE_CALCULATORS[model.id];
  if (!calculator) throw new Error(`${model.id} has no price calculator`);
  const lines = await readLines(ctx.db, ctx.user.tenantId, linesOf(model, models), row.id);
  const outcome = calculator(row, lines, params, ctx.lang);
  if ('refused' in outcome) throw new AppError('QUOTE_NO_PRICE', { quoteNo: String(row.quoteNo), reason: outcome.refused });
  const title = ctx.lang === 'zh' ? `试算：${String(row.quoteNo)}` : `Price by ${String(row.quoteNo)}`;
  return { result: { quoteNo: row.quoteNo, total: outcome.total, currency: outcome.currency, breakdown: outcome.lines, _report: { title, lines: outcome.lines } } };
};

export function registerQuotationCommands(registry: CommandRegistry): void {
  for (const entity of Object.keys(QUOTATION_SCOPES)) {
    registry.register(`${entity}.approve`, approve);
    registry.register(`${entity}.reject`, reject);
    registry.register(`${entity}.copy`, copy);
    registry.register(`${entity}.calculate`, calculate);
  }
}
