/**
 * Entry cargo lists (入区载货单, `customs.customsCargo`, /entryCarrying; docs/domain/customs.md "Entry into the park"):
 * one truck bringing goods of 核注通过 park entry applications into the park (一车多票), declared as an 入区核放单
 * (SAS121) at the spec's calls:
 *
 * - `saveCustomsCargo` / `updateCustomsCargo` (write hooks): numbered `ZH` + yyMMdd + 4 digits, totalWt = vehicle +
 *   frame + container + goods gross; lines never come with the header (they come from `addCustomsCargoDetail`);
 * - `addCustomsCargoDetail` (0 暂存 / 4 退单): lines from one application's goods, all it has unloaded or the lines
 *   and quantities named, refused over what it still has unloaded (across every cargo list, rejected lines freed);
 * - `declarationCustomsCargo` (0 / 4 → 1 申报中): checked, the SAS121 queued (server/customs/cargo-messages.ts);
 *   customs' SAS221 / SAS251 move it to 已审批 / 退单 and 已过卡 (server/customs/cargo-receipts.ts);
 * - `releaseCustomsCargo` (3 已过卡 → 5 已入库): the warehouse confirms the goods are in; every loaded line goes
 *   预增 → 实增 on the ledger (server/customs/stock-ledger.ts); rejected lines are not booked;
 * - the lines (`customs.customsCargoDetail`, base /api/bdtibs/customsCargoGoodsDetail): `loadedGoodsList` (GET
 *   cargoId) and `rejectGoods` (GET id: 已装载 → 已拒收, refused once the cargo list is 已入库).
 */
import { sql } from 'kysely';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { EntityService, WriteContext } from '../entity/entity-service';
import type { StoredRow } from '../entity/row-store';
import type { WriteHookRegistry, WriteHooks } from '../entity/write-hooks';
import { AppError } from '../errors/app-error';
import { inLanguage } from '../errors/in-language';
import { nextCode } from '../db/next-code';
import { chinaDay } from '../china-day';
import { changeStock } from '../customs/stock-ledger';
import { sharedSettings } from '../customs/declaration-settings';
import { queueCargoPassport, type CargoPassportLine } from '../customs/cargo-messages';
import { CUSTOMS_CARGO } from '../customs/cargo-receipts';
import type { CommandImplementation, CommandRegistry, EntityModels } from './registry';

export { CUSTOMS_CARGO };
export const CUSTOMS_CARGO_DETAIL = 'customs.customsCargoDetail';
const STOCK_DECLARE = 'customs.customsStockDeclare';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const round3 = (value: number) => Math.round(value * 1000) / 1000 + 0;
const numberOr = (value: unknown, fallback: number | null = null): number | null => (value === null || value === undefined || value === '' ? fallback : Number(value));

function refuse(ctx: WriteContext, field: string, zh: string, en: string): never {
  const said = inLanguage(ctx.lang, zh, en);
  throw new AppError('VALIDATION', { detail: said }, { [field]: said });
}

function modelOf(models: EntityModels, id: string): EntityModel {
  const model = models.get(id);
  if (!model) throw new Error(`${id} is not served`);
  return model;
}

/** A state's title in the request's language. */
function stateTitle(ctx: WriteContext, model: EntityModel, state: unknown): string {
  const values = (model.schema.states as { values?: Record<string, Record<string, string>> } | undefined)?.values;
  return values?.[text(state)]?.[ctx.lang] ?? text(state);
}

function refuseState(ctx: WriteContext, model: EntityModel, cargo: StoredRow, verb: { zh: string; en: string }): never {
  throw new AppError('CUSTOMS_CARGO_STATE', { cargo: text(cargo.cargoNo), state: stateTitle(ctx, model, cargo.cargoStatus), verb: verb[ctx.lang] });
}

/** 总重量: vehicle + frame + container + goods gross (the empty ones as 0); null when all are empty. */
function totalWeight(values: Record<string, unknown>): number | null {
  const parts = ['vehicleWt', 'vehicleFrameWt', 'containerWt', 'totalGrossWt'].map((name) => numberOr(values[name]));
  return parts.every((part) => part === null) ? null : round3(parts.reduce<number>((sum, part) => sum + (part ?? 0), 0));
}

function refuseLines(ctx: WriteContext, lines: Record<string, unknown> | undefined): void {
  if (lines && lines.details !== undefined) {
    refuse(ctx, 'details', '载货单的商品由「装载商品」（addCustomsCargoDetail）从核注通过的入区申请带入，不能随载货单保存', 'a cargo list\'s goods come from addCustomsCargoDetail (goods of passed applications), not with the cargo list');
  }
}

const cargoHooks: WriteHooks = {
  async beforeCreate({ ctx, model, values, lines, now }) {
    refuseLines(ctx, lines);
    const cargoNo = await nextCode(ctx.db as UntypedDb, { table: model.table!, column: 'cargoNo', tenantId: ctx.user.tenantId, prefix: `ZH${chinaDay(now).compact}`, digits: 4 });
    return { cargo_no: cargoNo, total_wt: totalWeight(values), goods_count: 0, loaded_qty: 0 };
  },
  async beforeUpdate({ ctx, values, lines, before }) {
    refuseLines(ctx, lines);
    if (Object.hasOwn(values, 'emsNo') && text(values.emsNo) !== text(before.emsNo) && Number(before.goodsCount ?? 0) > 0) {
      refuse(ctx, 'emsNo', `载货单已装载账册 ${text(before.emsNo)} 的商品，账册编号不能更改`, `the cargo list carries goods of ledger ${text(before.emsNo)}: its ledger cannot change`);
    }
    return { total_wt: totalWeight({ ...before, ...values }) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Lines

interface DetailRow {
  id: number; lineNo: number; declareId: number; declareNo: string; bondInvtNo: string | null; gdsSeqno: number; gdsMtno: string; gdecd: string; gdsNm: string;
  qty: string; dclUnitcd: string | null; grossWt: string | null; netWt: string | null; loadStatus: string;
}

async function linesOf(ctx: WriteContext, cargoId: number, loadedOnly = false): Promise<DetailRow[]> {
  const found = await sql<DetailRow>`SELECT id, line_no, declare_id, declare_no, bond_invt_no, gds_seqno, gds_mtno, gdecd, gds_nm, qty, dcl_unitcd, gross_wt, net_wt, load_status
    FROM customs_cargo_detail WHERE tenant_id = ${ctx.user.tenantId} AND cargo_id = ${cargoId} ${loadedOnly ? sql`AND load_status = '1'` : sql``}
    ORDER BY line_no, id`.execute(ctx.db);
  return found.rows;
}

/** The header's figures that follow its lines: lines, loaded quantity, the applications' bondInvtNos. */
async function refreshCargo(ctx: WriteContext, model: EntityModel, service: EntityService, cargo: StoredRow, extra: Record<string, unknown> = {}): Promise<StoredRow> {
  const lines = await linesOf(ctx, cargo.id);
  const loaded = lines.filter((line) => line.loadStatus === '1');
  const bondInvtNos = [...new Set(lines.map((line) => text(line.bondInvtNo)).filter(Boolean))].join(',');
  const values = {
    goodsCount: lines.length,
    loadedQty: round3(loaded.reduce((sum, line) => sum + Number(line.qty), 0)),
    bondInvtNos: bondInvtNos.slice(0, 2000) || null,
    ...extra,
  };
  return service.writeFields(ctx, model, cargo, values);
}

interface ApplicationGoods { gdsSeqno: number; gdsMtno: string; gdecd: string; gdsNm: string; dclQty: string; dclUnitcd: string | null; grossWt: string | null; netWt: string | null }

/** 装载商品 (addCustomsCargoDetail): see the module comment. */
const addDetail: CommandImplementation = async ({ ctx, model, service, models, params, row }) => {
  if (!row) return;
  if (!['0', '4'].includes(text(row.cargoStatus))) refuseState(ctx, model, row, { zh: '装载商品', en: 'take goods on' });
  const declareModel = modelOf(models, STOCK_DECLARE);
  const declareNo = text(params.declareNo);
  const declareId = numberOr(params.declareId);
  if (!declareNo && !declareId) refuse(ctx, 'declareNo', '请选择核注通过的入区申请（declareNo 或 declareId）', 'name a passed park entry application (declareNo or declareId)');
  const db = ctx.db as UntypedDb;
  let query = db.selectFrom(declareModel.table!).select(['id']).where('tenantId', '=', ctx.user.tenantId);
  query = declareId ? query.where('id', '=', declareId) : query.where('declareNo', '=', declareNo);
  const found = await query.executeTakeFirst() as { id: number } | undefined;
  if (!found) refuse(ctx, declareId ? 'declareId' : 'declareNo', `入区申请 ${declareNo || declareId} 不存在`, `no park entry application ${declareNo || declareId}`);
  // Locked: two cargo lists loading the same application's goods at once are taken one after the other.
  const application = await service.lockRow(ctx, declareModel, found.id);
  if (text(application.declareStatus) !== '2') {
    throw new AppError('CUSTOMS_CARGO_APPLICATION_NOT_PASSED', { declare: text(application.declareNo), state: stateTitle(ctx, declareModel, application.declareStatus) });
  }
  const emsNo = text(row.emsNo);
  if (emsNo && emsNo !== text(application.emsNo)) {
    throw new AppError('CUSTOMS_CARGO_LEDGER_MISMATCH', { declare: text(application.declareNo), emsNo: text(application.emsNo), cargo: text(row.cargoNo), cargoEmsNo: emsNo });
  }
  const goods = (await sql<ApplicationGoods>`SELECT gds_seqno, gds_mtno, gdecd, gds_nm, dcl_qty, dcl_unitcd, gross_wt, net_wt FROM customs_stock_declare_goods
    WHERE tenant_id = ${ctx.user.tenantId} AND declare_id = ${application.id} ORDER BY gds_seqno, id`.execute(ctx.db)).rows;
  const loadedRows = (await sql<{ gdsSeqno: number; qty: string }>`SELECT gds_seqno, sum(qty) AS qty FROM customs_cargo_detail
    WHERE tenant_id = ${ctx.user.tenantId} AND declare_id = ${application.id} AND load_status = '1' GROUP BY gds_seqno`.execute(ctx.db)).rows;
  const loaded = new Map(loadedRows.map((r) => [Number(r.gdsSeqno), Number(r.qty)]));
  const left = (g: ApplicationGoods) => round3(Number(g.dclQty) - (loaded.get(Number(g.gdsSeqno)) ?? 0));
  const bySeq = new Map(goods.map((g) => [Number(g.gdsSeqno), g]));

  let wanted: { goods: ApplicationGoods; qty: number }[];
  const asked = Array.isArray(params.lines) ? (params.lines as Record<string, unknown>[]) : [];
  if (!asked.length) {
    wanted = goods.filter((g) => left(g) > 0).map((g) => ({ goods: g, qty: left(g) }));
    if (!wanted.length) throw new AppError('CUSTOMS_CARGO_NOTHING_LEFT', { declare: text(application.declareNo) });
  } else {
    const taken = new Map<number, number>();
    wanted = asked.map((line, i) => {
      const seq = Number(line?.gdsSeqno);
      const g = bySeq.get(seq);
      if (!g) refuse(ctx, `lines[${i}].gdsSeqno`, `商品行 第 ${i + 1} 行：入区申请 ${text(application.declareNo)} 没有序号 ${text(line?.gdsSeqno)} 的商品`, `Goods lines row ${i + 1}: application ${text(application.declareNo)} has no line ${text(line?.gdsSeqno)}`);
      const qty = line.qty === undefined || line.qty === null || line.qty === '' ? left(g) - (taken.get(seq) ?? 0) : Number(line.qty);
      if (!Number.isFinite(qty) || qty <= 0) refuse(ctx, `lines[${i}].qty`, `商品行 第 ${i + 1} 行：装载数量须大于 0`, `Goods lines row ${i + 1}: the quantity must be above 0`);
      const already = taken.get(seq) ?? 0;
      if (round3(already + qty) > left(g)) {
        const said = { declare: text(application.declareNo), seq: String(seq), item: g.gdsMtno, declared: String(Number(g.dclQty)), loaded: String(round3((loaded.get(seq) ?? 0) + already)), asked: String(qty) };
        throw new AppError('CUSTOMS_CARGO_QTY_EXCEEDED', said, { [`lines[${i}].qty`]: new AppError('CUSTOMS_CARGO_QTY_EXCEEDED', said).messageIn(ctx.lang) });
      }
      taken.set(seq, round3(already + qty));
      return { goods: g, qty: round3(qty) };
    });
  }

  const detailModel = modelOf(models, CUSTOMS_CARGO_DETAIL);
  const existing = await linesOf(ctx, row.id);
  let nextLine = existing.reduce((max, line) => Math.max(max, Number(line.lineNo)), 0);
  const share = (value: string | null, part: number, whole: number) => (value === null || value === undefined || !(whole > 0) ? null : round3((Number(value) * part) / whole));
  const inserts: Record<string, unknown>[] = [];
  for (const { goods: g, qty } of wanted) {
    const grossWt = share(g.grossWt, qty, Number(g.dclQty));
    const netWt = share(g.netWt, qty, Number(g.dclQty));
    const same = existing.find((line) => line.loadStatus === '1' && Number(line.declareId) === application.id && Number(line.gdsSeqno) === Number(g.gdsSeqno));
    if (same) {
      const stored = await service.lockRow(ctx, detailModel, same.id);
      const add = (a: unknown, b: number | null) => (a === null && b === null ? null : round3(Number(a ?? 0) + (b ?? 0)));
      await service.writeFields(ctx, detailModel, stored, { qty: round3(Number(same.qty) + qty), grossWt: add(same.grossWt, grossWt), netWt: add(same.netWt, netWt) });
    } else {
      nextLine += 1;
      inserts.push({
        lineNo: nextLine, declareId: application.id, declareNo: application.declareNo, bondInvtNo: application.bondInvtNo ?? null, gdsSeqno: Number(g.gdsSeqno),
        gdsMtno: g.gdsMtno, gdecd: g.gdecd, gdsNm: g.gdsNm, qty, dclUnitcd: g.dclUnitcd, grossWt, netWt,
      });
    }
  }
  if (inserts.length) await service.appendLines(ctx, model, row, 'details', inserts);
  const written = await refreshCargo(ctx, model, service, row, emsNo ? {} : { emsNo: application.emsNo });
  return { row: written, result: { cargoNo: written.cargoNo, declareNo: application.declareNo, lines: wanted.map((w) => ({ gdsSeqno: Number(w.goods.gdsSeqno), gdsMtno: w.goods.gdsMtno, qty: w.qty })) } };
};

// ---------------------------------------------------------------------------------------------------------------
// Declaring and receiving


/** 申报 (declarationCustomsCargo; 0 暂存 / 4 退单 → 1 申报中, at least one loaded line by the transition's guard). */
const declare: CommandImplementation = async (run) => {
  const { ctx, model, service, row } = run;
  if (!row) return;
  const cargo = text(row.cargoNo);
  if (!text(row.vehicleNo)) refuse(ctx, 'vehicleNo', `载货单 ${cargo}：申报前请填写车牌号`, `cargo list ${cargo}: enter the vehicle plate before declaring`);
  if (!(Number(row.totalGrossWt ?? 0) > 0)) refuse(ctx, 'totalGrossWt', `载货单 ${cargo}：申报前请填写货物总毛重`, `cargo list ${cargo}: enter the goods' gross weight before declaring`);
  if (!text(row.emsNo)) refuse(ctx, 'emsNo', `载货单 ${cargo}：没有账册编号`, `cargo list ${cargo}: no ledger`);
  const lines = await linesOf(ctx, row.id, true);
  const missing = lines.find((line) => !text(line.bondInvtNo));
  if (missing) throw new AppError('CUSTOMS_CARGO_APPLICATION_NOT_PASSED', { declare: missing.declareNo, state: inLanguage(ctx.lang, '无核注清单编号', 'without a bonded inventory no.') });
  await queueCargoPassport(ctx, row, lines as CargoPassportLine[], sharedSettings(run), service.now());
  return { row: await service.writeFields(ctx, model, row, { declareTime: service.now().toISOString(), returnInfo: null, passportNo: null, passTime: null }) };
};

/** 确认入库 (releaseCustomsCargo; 3 已过卡 → 5 已入库): every loaded line 预增 → 实增 on the cargo's ledger. */
const release: CommandImplementation = async ({ ctx, model, service, row }) => {
  if (!row) return;
  const emsNo = text(row.emsNo);
  const lines = await linesOf(ctx, row.id, true);
  await changeStock(ctx, { docType: 'cargo', docNo: text(row.cargoNo) }, lines.map((line) => ({ emsNo, gdsMtno: line.gdsMtno, kind: 'prevdIncToActl' as const, qty: Number(line.qty) })), { now: service.now() });
  return { row: await service.writeFields(ctx, model, row, { releasedBy: ctx.user.username, releasedAt: service.now().toISOString() }) };
};

// ---------------------------------------------------------------------------------------------------------------
// /api/bdtibs/customsCargoGoodsDetail

const asNumbers = (line: DetailRow) => ({ ...line, qty: Number(line.qty), grossWt: numberOr(line.grossWt), netWt: numberOr(line.netWt) });

/** loadedGoodsList (GET cargoId): the cargo list's loaded lines. */
const loadedGoodsList: CommandImplementation = async ({ ctx, models, params }) => {
  const cargoModel = modelOf(models, CUSTOMS_CARGO);
  const cargoId = Number(params.cargoId);
  const cargo = await (ctx.db as UntypedDb).selectFrom(cargoModel.table!).select(['id', 'cargoNo', 'cargoStatus']).where('tenantId', '=', ctx.user.tenantId).where('id', '=', cargoId).executeTakeFirst() as { id: number; cargoNo: string; cargoStatus: string } | undefined;
  if (!cargo) throw new AppError('ROW_NOT_FOUND', { entity: cargoModel.schema.title[ctx.lang], ids: String(cargoId) });
  return { result: (await linesOf(ctx, cargoId, true)).map((line) => ({ ...asNumbers(line), cargoId, cargoNo: cargo.cargoNo })) };
};

/** rejectGoods (GET id of a line): 已装载 → 已拒收 (the transition), only before the cargo list is 已入库. */
const rejectGoods: CommandImplementation = async ({ ctx, model, service, models, params, row }) => {
  if (!row) return;
  const cargoModel = modelOf(models, CUSTOMS_CARGO);
  const cargo = await service.lockRow(ctx, cargoModel, Number(row.cargoId));
  if (text(cargo.cargoStatus) === '5') refuseState(ctx, cargoModel, cargo, { zh: '拒收商品', en: 'reject goods' });
  const written = await service.writeFields(ctx, model, row, { rejectReason: text(params.reason) || null, rejectedAt: service.now().toISOString() });
  // The line moves after this (the command's transition): the header's loaded quantity leaves it out already.
  const lines = await linesOf(ctx, cargo.id, true);
  const loadedQty = round3(lines.filter((line) => line.id !== row.id).reduce((sum, line) => sum + Number(line.qty), 0));
  await service.writeFields(ctx, cargoModel, cargo, { loadedQty });
  return { row: written };
};

export function registerCustomsCargoCommands(registry: CommandRegistry): void {
  registry.register(`${CUSTOMS_CARGO}.addDetail`, addDetail);
  registry.register(`${CUSTOMS_CARGO}.declare`, declare);
  registry.register(`${CUSTOMS_CARGO}.release`, release);
  registry.register(`${CUSTOMS_CARGO_DETAIL}.loadedGoodsList`, loadedGoodsList);
  registry.register(`${CUSTOMS_CARGO_DETAIL}.rejectGoods`, rejectGoods);
}

export function registerCustomsCargoHooks(registry: WriteHookRegistry): void {
  registry.register(CUSTOMS_CARGO, cargoHooks);
}
