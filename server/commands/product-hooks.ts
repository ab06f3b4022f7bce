/**
 * The product area's write rules (schemas/product/*.json `hooks`; docs/domain/products.md): a service product's
 * clearance method and logistics service type must fit its service type (a bonded 2C product is cleared under 1210,
 * a direct-mail one under 9610 …), and a 2C route carries 2C products only. The rows are read (through the camel-case plugin: columns
 * come back as fields) in the write's transaction and the caller's tenant; the decisions are server/products/product-consistency.ts.
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import { localize } from '../../engine/render/localize';
import { AppError } from '../errors/app-error';
import type { WriteContext } from '../entity/entity-service';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import { carriesOnTwoCRoute, productMismatch } from '../products/product-consistency';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

async function rowByCode(ctx: WriteContext, table: string, column: string, value: unknown): Promise<Record<string, unknown> | undefined> {
  return (ctx.db as UntypedDb).selectFrom(table).selectAll().where(column, '=', value).where('tenant_id', '=', ctx.user.tenantId).executeTakeFirst();
}

/** The title of a service type in the request's language (`保税2C`), from the schema's enum. */
function serviceTypeTitle(model: EntityModel, serviceType: string): { zh: string; en: string } {
  const field = model.schema.fields.serviceType;
  const title = field?.['x-enum-titles']?.[(field.enum ?? []).indexOf(serviceType)];
  return title ? { zh: localize(title, 'zh'), en: localize(title, 'en') } : { zh: serviceType, en: serviceType };
}

function refuse(ctx: WriteContext, field: string, message: { zh: string; en: string }): never {
  const text = message[ctx.lang];
  throw new AppError('VALIDATION', { detail: `${field}: ${text}` }, { [field]: text });
}

/** Service product: its clearance method and logistics service type agree with its service type. */
async function checkProduct(ctx: WriteContext, model: EntityModel, values: Record<string, unknown>, before?: Record<string, unknown>): Promise<void> {
  const merged = { ...before, ...values };
  const touched = ['serviceType', 'clearanceCode', 'typeCode'].some((name) => Object.hasOwn(values, name));
  if (!touched) return;
  const clearance = await rowByCode(ctx, 'pm_clearance_method', 'clearance_code', merged.clearanceCode);
  const logisticsType = await rowByCode(ctx, 'pm_logistics_service_type', 'type_code', merged.typeCode);
  if (!clearance || !logisticsType) return; // the reference check has named the field already
  const serviceType = String(merged.serviceType);
  const found = productMismatch(serviceType,
    { tradeMode: String(clearance.tradeMode), businessType: String(clearance.businessType) },
    { businessType: String(logisticsType.businessType) }, serviceTypeTitle(model, serviceType));
  if (found) refuse(ctx, found.field, found);
}

/** 2C route: its product is a 2C product. */
async function checkRoute(ctx: WriteContext, values: Record<string, unknown>): Promise<void> {
  if (!Object.hasOwn(values, 'productCode')) return;
  const product = await rowByCode(ctx, 'pm_service_product', 'product_code', values.productCode);
  if (product && !carriesOnTwoCRoute(String(product.serviceType))) {
    refuse(ctx, 'productCode', {
      zh: `「${String(product.productName)}」不是 2C 产品，不能用于 2C 产品线路`,
      en: `${String(product.productName)} is not a 2C product: a 2C route cannot carry it`,
    });
  }
}

const productHooks: WriteHooks = {
  async beforeCreate({ ctx, model, values }) { await checkProduct(ctx, model, values); },
  async beforeUpdate({ ctx, model, values, before }) { await checkProduct(ctx, model, values, before); },
};

const routeHooks: WriteHooks = {
  async beforeCreate({ ctx, values }) { await checkRoute(ctx, values); },
  async beforeUpdate({ ctx, values }) { await checkRoute(ctx, values); },
};

export function registerProductHooks(registry: WriteHookRegistry): void {
  registry.register('product.serviceProduct', productHooks);
  registry.register('product.productRouteTwoC', routeHooks);
}
