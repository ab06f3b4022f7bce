/**
 * What the declaration platform's answer to a park entry application (入区核注清单 INV101 I,
 * `customs.customsStockDeclare`, /applicationAdmission; docs/domain/customs.md "Entry into the park") does:
 *
 * - passed (审核通过): the application 1 申报中 → 2 核注通过, with customs' `bondInvtNo`, and every goods line booked
 *   on the ledger as 预增 (prevdInc); an item new to the ledger gets its line (the next 序号) from the goods line;
 * - refused (退单): 1 申报中 → 3 退单 with customs' words in `returnInfo`; the clerk fixes it and submits again.
 *
 * Called by the receipts' handler, in its transaction; idempotency (the same receipt twice) is the handler's: an
 * application no longer 申报中 is refused here naming its state (`「核注通过」不能把状态从「核注通过」变为「核注通过」`).
 */
import { sql } from 'kysely';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { EntityModels } from '../commands/registry';
import type { EntityService, WriteContext } from '../entity/entity-service';
import type { StoredRow } from '../entity/row-store';
import { changeStock } from './stock-ledger';

export const STOCK_DECLARE = 'customs.customsStockDeclare';

export interface StockDeclareOutcome {
  passed: boolean;
  /** 核注清单编号 (=18), on a pass. */
  bondInvtNo?: string;
  /** Customs' words (回执信息), kept on the application. */
  info?: string;
}

/** The engine to write through: the server's (ServerContext's entities, its clock); defaults to the repository's schemas. */
export interface StockDeclareEngine {
  service: EntityService;
  models: EntityModels;
}


interface GoodsLine {
  gdsMtno: string; gdecd: string; gdsNm: string; gdsSpcfModelDesc: string | null; natcd: string | null;
  dclQty: string; dclUnitcd: string | null; lawfUnitcd: string | null; dclUprcAmt: string | null;
}

async function goodsOf(ctx: WriteContext, declareId: number): Promise<GoodsLine[]> {
  const found = await sql<GoodsLine>`SELECT gds_mtno, gdecd, gds_nm, gds_spcf_model_desc, natcd, dcl_qty, dcl_unitcd, lawf_unitcd, dcl_uprc_amt
    FROM customs_stock_declare_goods WHERE tenant_id = ${ctx.user.tenantId} AND declare_id = ${declareId} ORDER BY gds_seqno, id`.execute(ctx.db);
  return found.rows;
}

/**
 * Applies customs' answer to a park entry application of the caller's tenant (`ctx.user`), in `ctx.db`'s transaction.
 * `declareRow` needs only its `id`: the row is locked and read again at its current version.
 * @returns the application as written.
 * @throws AppError ROW_NOT_FOUND (not the tenant's), TRANSITION_REFUSED-style 400 naming the state when it is not
 *   申报中, CUSTOMS_STOCK_* when the ledger refuses a line (the caller's transaction should then roll back).
 * @example await applyStockDeclareOutcome(ctx, { id: 7 }, { passed: true, bondInvtNo: 'QD534926I000000123' });
 */
export async function applyStockDeclareOutcome(
  ctx: WriteContext,
  declareRow: Pick<StoredRow, 'id'> & Record<string, unknown>,
  outcome: StockDeclareOutcome,
  engine: StockDeclareEngine,
): Promise<StoredRow> {
  const model: EntityModel | undefined = engine.models.get(STOCK_DECLARE);
  if (!model) throw new Error(`${STOCK_DECLARE} is not served`);
  const { service } = engine;
  const row = await service.lockRow(ctx, model, declareRow.id);
  const info = outcome.info === undefined ? null : String(outcome.info).slice(0, 500);
  if (!outcome.passed) {
    const moved = await service.moveRow(ctx, model, row, 'reject');
    return service.writeFields(ctx, model, moved, { returnInfo: info ?? '退单' }, 'transition');
  }
  const moved = await service.moveRow(ctx, model, row, 'pass');
  const written = await service.writeFields(ctx, model, moved, { bondInvtNo: outcome.bondInvtNo ?? null, returnInfo: info }, 'transition');
  const emsNo = String(row.emsNo);
  const goods = await goodsOf(ctx, row.id);
  await changeStock(ctx, { docType: 'application', docNo: String(row.declareNo) }, goods.map((line) => ({
    emsNo, gdsMtno: line.gdsMtno, kind: 'prevdInc' as const, qty: Number(line.dclQty),
    item: { gdecd: line.gdecd, gdsNm: line.gdsNm, gdsSpcfModelDesc: line.gdsSpcfModelDesc, natcd: line.natcd, dclUnitcd: line.dclUnitcd, lawfUnitcd: line.lawfUnitcd, dclUprcAmt: line.dclUprcAmt },
  })), { now: service.now() });
  return written;
}
