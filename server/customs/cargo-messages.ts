/**
 * The declarations of goods entering the park (docs/domain/customs.md "Entry into the park"), put in the outbox in the
 * caller's transaction (bonded-messages.ts):
 *
 * - a park entry application's 入区核注清单 (INV101): impexpMarkcd I, supvModecd 1210, invtType 0, dclcusFlag 1 报关
 *   with dclcusTypecd 2 对应报关 (reference §6 "1210 bonded import"), putrecNo = the ledger, a line per goods line;
 * - a cargo list's 入区核放单 (SAS121): ioTypecd I, passportTypecd 1 先入区后报关, bindTypecd 1 一车多票, rltTbTypecd
 *   1 核注清单 with every application's bondInvtNo as a PassportAcmp row, a line per loaded goods line.
 *
 * The park's enterprise and customs office come from the ledger's settings (/parkLedgerConfigured) when it has an
 * enabled row, else the declaring enterprise's (/customsConfig).
 */
import { sql } from 'kysely';
import type { WriteContext } from '../entity/entity-service';
import type { StoredRow } from '../entity/row-store';
import { queueBondedDeclaration } from './bonded-messages';
import type { SettingsCache } from './declaration-settings';
import type { Fields } from './messages/ceb-xml';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const num = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));

/** The park (区内企业) a ledger belongs to, as its settings say. */
export interface ParkOfLedger {
  masterCuscd: string;
  etpsSccd: string | null;
  etpsNo: string | null;
  etpsNm: string | null;
}

/** The enabled settings row of a ledger (customs_park_ledger_config), else the customs office 5349 and no enterprise. */
export async function parkOfLedger(ctx: WriteContext, emsNo: string): Promise<ParkOfLedger> {
  const found = await sql<{ masterCuscd: string | null; bizopEtpsSccd: string | null; bizopEtpsNo: string | null; bizopEtpsNm: string | null }>`SELECT master_cuscd, bizop_etps_sccd, bizop_etps_no, bizop_etps_nm
    FROM customs_park_ledger_config WHERE tenant_id = ${ctx.user.tenantId} AND ems_no = ${emsNo} ORDER BY (status = '0') DESC, id LIMIT 1`.execute(ctx.db);
  const row = found.rows[0];
  return { masterCuscd: text(row?.masterCuscd) || '5349', etpsSccd: text(row?.bizopEtpsSccd) || null, etpsNo: text(row?.bizopEtpsNo) || null, etpsNm: text(row?.bizopEtpsNm) || null };
}

interface ApplicationGoods {
  gdsSeqno: number; gdsMtno: string; gdecd: string; gdsNm: string; gdsSpcfModelDesc: string | null; dclQty: string; dclUnitcd: string | null;
  lawfQty: string | null; lawfUnitcd: string | null; dclUprcAmt: string | null; dclTotalAmt: string | null; dclCurrcd: string | null; natcd: string | null;
  grossWt: string | null; netWt: string | null;
}

/**
 * Queues a park entry application's INV101 (its number is the message's business id and etpsInnerInvtNo).
 * @returns the message's guid.
 * @throws AppError CUSTOMS_SETTINGS_MISSING when no declaring enterprise is set up.
 */
export async function queueApplicationInventory(ctx: WriteContext, application: StoredRow, settings: SettingsCache, now: Date): Promise<string> {
  const declarant = await settings.declarantOf();
  const emsNo = text(application.emsNo);
  const park = await parkOfLedger(ctx, emsNo);
  const goods = (await sql<ApplicationGoods>`SELECT gds_seqno, gds_mtno, gdecd, gds_nm, gds_spcf_model_desc, dcl_qty, dcl_unitcd, lawf_qty, lawf_unitcd, dcl_uprc_amt, dcl_total_amt,
      dcl_currcd, natcd, gross_wt, net_wt
    FROM customs_stock_declare_goods WHERE tenant_id = ${ctx.user.tenantId} AND declare_id = ${application.id} ORDER BY gds_seqno, id`.execute(ctx.db)).rows;
  const head: Fields = {
    putrecNo: emsNo, invtType: '0', impexpMarkcd: 'I', mtpckEndprdMarkcd: 'I', supvModecd: text(application.supvModecd) || '1210',
    trspModecd: text(application.trspModecd) || '4', impexpPortcd: park.masterCuscd, dclPlcCuscd: park.masterCuscd, dclcusFlag: '1', dclcusTypecd: '2',
    bizopEtpsSccd: park.etpsSccd, bizopEtpsno: park.etpsNo, bizopEtpsNm: park.etpsNm, rcvgdEtpsno: park.etpsNo, rcvgdEtpsNm: park.etpsNm,
    rmk: text(application.remark) || null,
  };
  const lines: Fields[] = goods.map((g) => ({
    gdsSeqno: g.gdsSeqno, putrecSeqno: null, gdsMtno: g.gdsMtno, gdecd: g.gdecd, gdsNm: g.gdsNm, gdsSpcfModelDesc: g.gdsSpcfModelDesc, dclUnitcd: g.dclUnitcd,
    lawfUnitcd: g.lawfUnitcd, dclQty: num(g.dclQty), lawfQty: num(g.lawfQty), dclUprcAmt: num(g.dclUprcAmt), dclTotalAmt: num(g.dclTotalAmt), dclCurrcd: g.dclCurrcd || '502',
    natcd: g.natcd, destinationNatcd: '142', grossWt: num(g.grossWt), netWt: num(g.netWt), modfMarkcd: '3',
  }));
  return queueBondedDeclaration(ctx, declarant, { docType: 'stockDeclare', docId: application.id, docNo: text(application.declareNo), type: 'INV101', head, lines }, now);
}

/** A loaded line of a cargo list as its passport lists it. */
export interface CargoPassportLine {
  gdsSeqno: number; gdsMtno: string; gdecd: string; gdsNm: string; dclUnitcd: string | null; qty: string | number; grossWt: string | number | null; netWt: string | number | null; bondInvtNo: string | null;
}

/**
 * Queues a cargo list's SAS121 (its cargoNo is the message's business id and etpsPreentNo): the loaded lines, the
 * applications' bondInvtNos as related documents.
 * @returns the message's guid.
 */
export async function queueCargoPassport(ctx: WriteContext, cargo: StoredRow, lines: CargoPassportLine[], settings: SettingsCache, now: Date): Promise<string> {
  const declarant = await settings.declarantOf();
  const emsNo = text(cargo.emsNo);
  const park = await parkOfLedger(ctx, emsNo);
  const bondInvtNos = [...new Set(lines.map((line) => text(line.bondInvtNo)).filter(Boolean))];
  const contact = [text(cargo.driverName), text(cargo.driverTel)].filter(Boolean).join(' ');
  const head: Fields = {
    dclTypecd: '1', ioTypecd: 'I', passportTypecd: '1', bindTypecd: '1', masterCuscd: park.masterCuscd, rltTbTypecd: '1', rltNo: bondInvtNos.length === 1 ? bondInvtNos[0] : null,
    areainOriactNo: emsNo, areainEtpsSccd: park.etpsSccd, areainEtpsno: park.etpsNo, areainEtpsNm: park.etpsNm,
    vehicleNo: text(cargo.vehicleNo), vehicleIcNo: text(cargo.vehicleIcNo) || null, vehicleWt: num(cargo.vehicleWt), vehicleFrameWt: num(cargo.vehicleFrameWt),
    containerNo: text(cargo.containerNo) || null, containerWt: num(cargo.containerWt), totalGrossWt: num(cargo.totalGrossWt), totalNetWt: num(cargo.totalNetWt),
    totalWt: num(cargo.totalWt), dclErConc: contact || null, rmk: text(cargo.remark) || null,
  };
  const passportLines: Fields[] = lines.map((line, i) => ({
    passportSeqNo: i + 1, rltGdsSeqno: line.gdsSeqno, gdsMtno: line.gdsMtno, gdecd: line.gdecd, gdsNm: line.gdsNm, dclUnitcd: line.dclUnitcd,
    dclQty: num(line.qty), grossWt: num(line.grossWt), netWt: num(line.netWt),
  }));
  const extra: Fields[] = bondInvtNos.map((bondInvtNo) => ({ rtlBillTypecd: '1', rtlBillNo: bondInvtNo }));
  return queueBondedDeclaration(ctx, declarant, { docType: 'cargo', docId: cargo.id, docNo: text(cargo.cargoNo), type: 'SAS121', head, lines: passportLines, extra }, now);
}
