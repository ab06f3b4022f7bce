/**
 * What the bonded-zone receipts do to bills and return bills (docs/domain/customs.md "Bills and releases"):
 *
 * - INV201 (the bonded inventory's approval): manageResult 1 → 核注通过 with customs' bondInvtNo; 3 → 核注退单.
 * - SAS221 (the passport's approval): 1 → the passportNo is kept (the bill stays 核放申报中); 3 → 核放退单.
 * - SAS251 (the vehicle passed the gate, stucd 2) → 已过卡 with passTime, and in the same transaction the ledger:
 *   an outbound bill's orders' reserved goods become actual reductions (预减 → 实减) and the orders 结关 (899); a
 *   return bill's refunded goods come back (实增).
 *
 * Only a receipt of the bill's latest message of its type moves it (receipts.ts passes `latest`).
 */
import type { Kysely } from 'kysely';
import type { ReceiptHandler } from './receipts';
import { receiptMoment } from './messages/ceb-xml';
import { changeStock, type StockChange } from './stock-ledger';
import { BILL_KINDS, type BillKind } from './bill-documents';
import { BBC_ORDER } from './bbc-declaration';
import { AppError } from '../errors/app-error';

type UntypedDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const num = (value: unknown) => (value === null || value === undefined || value === '' ? 0 : Number(value));

function handlerFor(kind: BillKind): ReceiptHandler {
  return async ({ ctx, service, entities, docId, receipt, latest }) => {
    if (!latest) return false;
    const model = entities.get(kind.entity);
    if (!model) throw new AppError('NOT_FOUND');
    let bill = await service.lockRow(ctx, model, docId);
    const state = text(bill.billStatus);
    const moment = receiptMoment(receipt);
    const info = receipt.returnInfo.slice(0, 1000);
    const db = ctx.db as unknown as UntypedDb;
    if (receipt.type === 'INV201') {
      if (state !== '1') return false;
      if (receipt.returnStatus === '1') {
        bill = await service.writeFields(ctx, model, bill, { bondInvtNo: receipt.fields.bondInvtNo || bill.bondInvtNo || null, returnInfo: info || '审核通过', returnTime: moment });
        await service.moveRow(ctx, model, bill, 'pass');
        return true;
      }
      bill = await service.writeFields(ctx, model, bill, { returnInfo: info || '退单', returnTime: moment });
      await service.moveRow(ctx, model, bill, 'refuse');
      return true;
    }
    if (receipt.type === 'SAS221') {
      if (state !== '4') return false;
      if (receipt.returnStatus === '1') {
        await service.writeFields(ctx, model, bill, { passportNo: receipt.fields.passportNo || null, returnInfo: info || '审批通过', returnTime: moment });
        return true;
      }
      bill = await service.writeFields(ctx, model, bill, { returnInfo: info || '退单', returnTime: moment });
      await service.moveRow(ctx, model, bill, 'refuseRelease');
      return true;
    }
    if (receipt.type !== 'SAS251' || state !== '4' || receipt.returnStatus !== '2') return false;
    const hdCode = text(bill.hdCode);
    const passportNo = receipt.fields.passportNo || text(bill.passportNo);
    const emsNo = text(bill.emsNo);
    const lines = await db.selectFrom(kind.orderTable).selectAll().where('tenantId', '=', ctx.user.tenantId).where('billId', '=', bill.id).orderBy('id').execute() as Record<string, unknown>[];
    const sourceIds = lines.map((line) => Number(line[kind.lineKey]));
    if (sourceIds.length) {
      const goods = await db.selectFrom(kind.sourceGoodsTable).selectAll().where('tenantId', '=', ctx.user.tenantId).where(kind.sourceGoodsKey, 'in', sourceIds)
        .orderBy(kind.sourceGoodsKey).orderBy('gnum').execute() as Record<string, unknown>[];
      const changes: StockChange[] = goods.filter((g) => num(g.qty) > 0).map((g) => (kind === BILL_KINDS.bill
        ? { emsNo, gdsMtno: text(g.itemRecordNo), kind: 'prevdRedcToActl' as const, qty: num(g.qty) }
        : { emsNo, gdsMtno: text(g.itemRecordNo), kind: 'actlInc' as const, qty: num(g.qty), item: { gdecd: text(g.gcode), gdsNm: text(g.gname), dclUnitcd: text(g.unit) || null } }));
      if (changes.length) await changeStock(ctx, { docType: kind.stockDocType, docNo: hdCode }, changes, { now: moment });
    }
    if (kind === BILL_KINDS.bill) {
      const orderModel = entities.get(BBC_ORDER);
      if (!orderModel) throw new AppError('NOT_FOUND');
      for (const id of sourceIds) {
        const order = await service.lockRow(ctx, orderModel, id);
        await service.writeFields(ctx, orderModel, order, { customsStatus: '899', returnInfo: `已过卡出区（结关）：核放单 ${passportNo}，放行单 ${hdCode}`.slice(0, 1000), returnTime: moment });
      }
    }
    bill = await service.writeFields(ctx, model, bill, { passportNo: passportNo || null, passTime: moment, returnInfo: info || '已过卡', returnTime: moment });
    await service.moveRow(ctx, model, bill, 'passGate');
    return true;
  };
}

export const applyBillReceipt: ReceiptHandler = handlerFor(BILL_KINDS.bill);
export const applyBillReturnReceipt: ReceiptHandler = handlerFor(BILL_KINDS.billReturn);
