/**
 * The B2B customs order's goods calls (schemas/customs/order-customstob.json, /entryQG; docs/domain/customs-b2b.md
 * "Goods calls"): `updateCustomsTobGoodsWithNewGoodsRecord` refreshes one order's goods lines from the park ledger's
 * goods records (customs_stock, matched by 料号), `batchUpdateLockQuantity` sets the locked quantity of goods lines,
 * each line with its own result. The third, `importCustomsTobGoodsInfo`, is the goods table's import into one order
 * (the engine's, docs/schemas.md "Imports").
 */
import { sql } from 'kysely';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { WriteContext } from '../entity/entity-service';
import { refuseLockedHeader } from '../entity/record-lock';
import type { StoredRow } from '../entity/row-store';
import { AppError, formatMessage } from '../errors/app-error';
import { inLanguage } from '../errors/in-language';
import type { CommandImplementation, CommandRegistry, EntityModels } from './registry';
import { rowResults, runPerRow } from './row-results';

export const TOB_ORDER = 'customs.orderCustomstob';
export const TOB_GOODS = 'customs.orderCustomstobGoods';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

function modelOf(models: EntityModels, id: string): EntityModel {
  const model = models.get(id);
  if (!model) throw new Error(`entity ${id} is not loaded`);
  return model;
}

/** A goods record of the park ledger: what a goods line takes from it. */
interface GoodsRecord { gdecd: string | null; gdsNm: string | null; gdsSpcfModelDesc: string | null; natcd: string | null; dclUnitcd: string | null; lawfUnitcd: string | null }

/** The latest goods record of each item (of one ledger when given): the most recently written line per 料号. */
async function latestRecords(ctx: WriteContext, items: string[], emsNo: string): Promise<Map<string, GoodsRecord>> {
  if (!items.length) return new Map();
  const ledger = emsNo ? sql`AND ems_no = ${emsNo}` : sql``;
  const found = await sql<GoodsRecord & { gdsMtno: string }>`SELECT DISTINCT ON (gds_mtno) gds_mtno, gdecd, gds_nm, gds_spcf_model_desc, natcd, dcl_unitcd, lawf_unitcd
    FROM customs_stock WHERE tenant_id = ${ctx.user.tenantId} AND gds_mtno IN (${sql.join(items)}) ${ledger}
    ORDER BY gds_mtno, updated_at DESC, id DESC`.execute(ctx.db);
  return new Map(found.rows.map((row) => [row.gdsMtno, row]));
}

/** The goods line's fields as the record says them (empty record values leave the line's). */
function fromRecord(record: GoodsRecord): Record<string, string> {
  const values: Record<string, string | null> = {
    hsCode: record.gdecd, gName: record.gdsNm?.slice(0, 100) ?? null, gModel: record.gdsSpcfModelDesc,
    originCountry: record.natcd, unit: record.dclUnitcd, unit1: record.lawfUnitcd,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => text(v) !== '')) as Record<string, string>;
}

/**
 * 更新商品备案 (`updateCustomsTobGoodsWithNewGoodsRecord?id=`): each goods line of the order whose 料号 is a goods
 * record of the ledger (`emsNo` when given, else the latest record of any ledger) takes the record's HS code, name,
 * specification, origin and units; a line whose item is unknown (or has none) is reported and left as it is.
 * Refused on a locked order (已提交 and later), naming its state. Writes a log line.
 */
const refreshGoods: CommandImplementation = async ({ ctx, model, service, models, params, row }) => {
  if (!row) return;
  refuseLockedHeader(model, row, ctx.lang);
  const goodsModel = modelOf(models, TOB_GOODS);
  const lines = (await sql<{ id: number }>`SELECT id FROM customs_order_customstob_goods WHERE tenant_id = ${ctx.user.tenantId} AND order_id = ${row.id} ORDER BY g_num, id`.execute(ctx.db)).rows;
  const stored: StoredRow[] = [];
  for (const { id } of lines) stored.push(await service.lockRow(ctx, goodsModel, id));
  const records = await latestRecords(ctx, [...new Set(stored.map((l) => text(l.itemNo)).filter(Boolean))], text(params.emsNo));
  let updated = 0;
  let unchanged = 0;
  const unknown: { id: number; gNum: number; itemNo: string }[] = [];
  for (const line of stored) {
    const record = records.get(text(line.itemNo));
    if (!record) {
      unknown.push({ id: line.id, gNum: Number(line.gNum), itemNo: text(line.itemNo) });
      continue;
    }
    const changes = Object.fromEntries(Object.entries(fromRecord(record)).filter(([field, value]) => text(line[field]) !== value));
    if (!Object.keys(changes).length) {
      unchanged++;
      continue;
    }
    await service.writeFields(ctx, goodsModel, line, changes);
    updated++;
  }
  if (model.schema.children?.logs) {
    await service.appendLines(ctx, model, row, 'logs', [{ logType: 'NOTE', content: inLanguage(ctx.lang, `按商品备案更新商品：更新 ${updated} 行，未变 ${unchanged} 行，料号未备案 ${unknown.length} 行`, `Goods refreshed from the goods records: ${updated} updated, ${unchanged} unchanged, ${unknown.length} with an unknown item`) }]);
  }
  const unknownText = unknown.map((u) => `${u.gNum} ${u.itemNo || '—'}`).join(ctx.lang === 'zh' ? '、' : ', ');
  const _report = {
    title: inLanguage(ctx.lang, '按商品备案更新', 'Refreshed from the goods records'),
    lines: [
      { label: inLanguage(ctx.lang, '已更新', 'Updated'), value: String(updated) },
      { label: inLanguage(ctx.lang, '未变', 'Unchanged'), value: String(unchanged) },
      { label: inLanguage(ctx.lang, '料号未备案（未更新）', 'Unknown item (left as it is)'), value: unknownText || '—' },
    ],
  };
  return { result: { updated, unchanged, unknown, _report } };
};

/** The lines a lock-quantity call names: `lines: [{ id, lockQty }]`, or `goodsIds` with one `lockQty`. */
function lockRequests(ctx: WriteContext, params: Record<string, unknown>): { id: number; lockQty: unknown }[] {
  const lines = Array.isArray(params.lines) ? (params.lines as { id?: unknown; lockQty?: unknown }[]) : [];
  const ids = Array.isArray(params.goodsIds) ? params.goodsIds : typeof params.goodsIds === 'string' ? params.goodsIds.split(',') : [];
  const wanted = lines.length
    ? lines.map((line) => ({ id: Number(line.id), lockQty: line.lockQty }))
    : ids.map((id) => ({ id: Number(id), lockQty: params.lockQty }));
  const field = lines.length ? 'lines' : ids.length ? 'lockQty' : 'lines';
  const message = formatMessage('CUSTOMS_TOB_LOCK_QTY_INPUT', ctx.lang, {});
  if (!wanted.length || (!lines.length && (params.lockQty === undefined || params.lockQty === null))) throw new AppError('CUSTOMS_TOB_LOCK_QTY_INPUT', {}, { [field]: message });
  if (wanted.some((w) => !Number.isSafeInteger(w.id) || w.id < 1)) throw new AppError('CUSTOMS_TOB_LOCK_QTY_INPUT', {}, { [lines.length ? 'lines' : 'goodsIds']: message });
  return wanted;
}

/**
 * 锁定数量 (`batchUpdateLockQuantity`): each goods line's locked quantity (0 ≤ lockQty ≤ qty), each line in its own
 * savepoint with its own result — refused when it is not the caller's, its order is locked (the state named) or the
 * quantity is out of range.
 */
const lockQuantities: CommandImplementation = async ({ ctx, service, models, params }) => {
  const orderModel = modelOf(models, TOB_ORDER);
  const goodsModel = modelOf(models, TOB_GOODS);
  const wanted = lockRequests(ctx, params);
  const results = await runPerRow(ctx.db, wanted, ctx.lang, async (item) => {
    const line = await service.lockRow(ctx, goodsModel, item.id);
    refuseLockedHeader(orderModel, await service.lockRow(ctx, orderModel, Number(line.orderId)), ctx.lang);
    const lockQty = typeof item.lockQty === 'string' && item.lockQty.trim() !== '' ? Number(item.lockQty) : item.lockQty;
    const qty = Number(line.qty ?? 0);
    const label = `${text(line.gNum)} ${text(line.gName)}`.trim();
    if (typeof lockQty !== 'number' || !Number.isFinite(lockQty) || lockQty < 0 || lockQty > qty) {
      const said = formatMessage('CUSTOMS_TOB_LOCK_QTY', ctx.lang, { line: label, lockQty: text(item.lockQty) || '—', qty });
      throw new AppError('CUSTOMS_TOB_LOCK_QTY', { line: label, lockQty: text(item.lockQty) || '—', qty }, { lockQty: said });
    }
    const written = await service.writeFields(ctx, goodsModel, line, { lockQty: Math.round(lockQty * 1000) / 1000 });
    return { version: written.version };
  });
  return { result: rowResults(results, { zh: '锁定数量', en: 'Lock quantities' }, ctx.lang) };
};

export function registerCustomsTobGoodsCommands(registry: CommandRegistry): void {
  registry.register(`${TOB_ORDER}.refreshGoods`, refreshGoods);
  registry.register(`${TOB_ORDER}.lockQuantities`, lockQuantities);
}
