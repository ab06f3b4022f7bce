/**
 * The write rules of the operate area's desk documents (docs/domain/operate.md "Desk documents"; schemas/operate/
 * warehouse-receipt-manage.json, send-single.json, china-transport.json, transfer-list-manage.json, each naming its
 * hooks by its entity id). Run by the entity service in the write's transaction, after the row's own checks
 * (fields, references, the caller's site) and before it writes; the schemas' rules run after it:
 *
 * - every document gets its number on create, `{prefix}` + yyMMdd (China time) + 4 digits: 入仓单 RK, 发货单 FH,
 *   国内运输 YS, 转运单 ZY (server/db/next-code.ts);
 * - a 入仓单 is for an enabled customer, and belongs to the customer's site (an administrator's receipt; anyone
 *   else's is their own site's, which is the only site whose customers they can pick);
 * - a 发货单, 国内运输 trip or 转运单 belongs to the site it goes to (`ownerSiteCode`): not required by the schema, so
 *   that the engine gives a non-administrator's document their own site, but an administrator must name it;
 * - a 国内运输 trip carries a submitted dispatch note bound for the trip's own warehouse, and starts from the note's
 *   crossing unless another is given.
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import { AppError } from '../errors/app-error';
import type { WriteContext } from '../entity/entity-service';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import { seesEverything } from '../services/menu-authority';
import { nextCode } from '../db/next-code';
import { chinaDay } from '../china-day';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

export const WAREHOUSE_RECEIPT = 'operate.warehouseReceiptManage';
export const DISPATCH_NOTE = 'operate.sendSingle';
export const CHINA_TRANSPORT = 'operate.chinaTransport';
export const TRANSFER_LIST = 'operate.transferListManage';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** Refuses the write with the message under one field, in the request's language. */
function refuse(ctx: WriteContext, field: string, message: { zh: string; en: string }): never {
  const said = message[ctx.lang];
  throw new AppError('VALIDATION', { detail: said }, { [field]: said });
}

/** The next number of a document of the tenant, on the write's day (`now`, China time): `RK2611260001`, … */
function nextNumber(ctx: WriteContext, now: Date, table: string, column: string, prefix: string): Promise<string> {
  return nextCode(ctx.db as UntypedDb, { table, column, tenantId: ctx.user.tenantId, prefix: `${prefix}${chinaDay(now).compact}`, digits: 4 });
}

function rowByCode(ctx: WriteContext, table: string, column: string, value: unknown): Promise<Record<string, unknown> | undefined> {
  return (ctx.db as UntypedDb).selectFrom(table).selectAll().where('tenant_id', '=', ctx.user.tenantId).where(column, '=', text(value)).executeTakeFirst();
}

/**
 * The site a transport document goes to, which it belongs to: the engine has set a non-administrator's own when
 * none was sent; an administrator's create (or any update) that leaves it empty is refused under the field.
 */
export function requireSite(ctx: WriteContext, model: EntityModel, values: Record<string, unknown>, creating: boolean): void {
  if (!creating && !Object.hasOwn(values, 'ownerSiteCode')) return;
  if (text(values.ownerSiteCode)) return;
  const title = model.schema.fields.ownerSiteCode?.title ?? { zh: '站点', en: 'Site' };
  refuse(ctx, 'ownerSiteCode', { zh: `${title.zh}不能为空`, en: `${title.en} is required` });
}

/** 入仓单: an enabled customer; the customer's site for an administrator's receipt (others': their own, set already). */
async function receiptColumns(ctx: WriteContext, customerCode: unknown): Promise<Record<string, unknown>> {
  const customer = await rowByCode(ctx, 'base_customer', 'customer_code', customerCode);
  if (!customer) return {}; // the reference check has named the field already
  if (text(customer.status) !== '1') {
    refuse(ctx, 'customerCode', { zh: `客户 ${text(customerCode)} 未启用，不能预约入仓`, en: `customer ${text(customerCode)} is not enabled: it cannot book pieces in` });
  }
  if (!seesEverything(ctx.user)) return {};
  return { owner_site_code: text(customer.ownerSiteCode) || ctx.user.ownerSiteCode || null };
}

const receiptHooks: WriteHooks = {
  async beforeCreate({ ctx, values, now }) {
    return { ...(await receiptColumns(ctx, values.customerCode)), receipt_no: await nextNumber(ctx, now, 'op_warehouse_receipt', 'receiptNo', 'RK') };
  },
  async beforeUpdate({ ctx, values, before }) {
    if (!Object.hasOwn(values, 'customerCode') || text(values.customerCode) === text(before.customerCode)) return;
    return receiptColumns(ctx, values.customerCode);
  },
};

/** 国内运输: the note it carries is submitted and bound for the trip's warehouse; the crossing is the note's unless given. */
async function tripColumns(ctx: WriteContext, trip: Record<string, unknown>): Promise<Record<string, unknown>> {
  const note = await rowByCode(ctx, 'op_dispatch_note', 'dispatch_no', trip.dispatchNo);
  if (!note) return {}; // the reference check has named the field already
  const dispatchNo = text(trip.dispatchNo);
  if (text(note.dispatchState) === 'draft') {
    refuse(ctx, 'dispatchNo', { zh: `发货单 ${dispatchNo} 还是草稿，提交后才能安排国内运输`, en: `dispatch note ${dispatchNo} is a draft: submit it before booking its trip` });
  }
  const site = text(trip.ownerSiteCode);
  if (text(note.ownerSiteCode) !== site) {
    refuse(ctx, 'ownerSiteCode', {
      zh: `发货单 ${dispatchNo} 的目的站点是 ${text(note.ownerSiteCode)}，与到达仓库 ${site} 不一致`,
      en: `dispatch note ${dispatchNo} is bound for ${text(note.ownerSiteCode)}, not for ${site}`,
    });
  }
  return text(trip.fromPort) ? {} : { from_port: note.crossingPort ?? null };
}

const TRIP_FIELDS = ['dispatchNo', 'ownerSiteCode', 'fromPort'];

const tripHooks: WriteHooks = {
  async beforeCreate({ ctx, model, values, now }) {
    requireSite(ctx, model, values, true);
    return { ...(await tripColumns(ctx, values)), trip_no: await nextNumber(ctx, now, 'op_china_transport', 'tripNo', 'YS') };
  },
  async beforeUpdate({ ctx, model, values, before }) {
    requireSite(ctx, model, values, false);
    if (!TRIP_FIELDS.some((field) => Object.hasOwn(values, field) && text(values[field]) !== text(before[field]))) return;
    return tripColumns(ctx, { ...before, ...values });
  },
};

const dispatchHooks: WriteHooks = {
  async beforeCreate({ ctx, model, values, now }) {
    requireSite(ctx, model, values, true);
    return { dispatch_no: await nextNumber(ctx, now, 'op_dispatch_note', 'dispatchNo', 'FH') };
  },
  async beforeUpdate({ ctx, model, values }) {
    requireSite(ctx, model, values, false);
  },
};

const transferHooks: WriteHooks = {
  async beforeCreate({ ctx, model, values, now }) {
    requireSite(ctx, model, values, true);
    return { transfer_no: await nextNumber(ctx, now, 'op_transfer_list', 'transferNo', 'ZY') };
  },
  async beforeUpdate({ ctx, model, values }) {
    requireSite(ctx, model, values, false);
  },
};

/** Registers the four documents' hooks under their entity ids. */
export function registerOperateDeskHooks(registry: WriteHookRegistry): void {
  registry.register(WAREHOUSE_RECEIPT, receiptHooks);
  registry.register(DISPATCH_NOTE, dispatchHooks);
  registry.register(CHINA_TRANSPORT, tripHooks);
  registry.register(TRANSFER_LIST, transferHooks);
}
