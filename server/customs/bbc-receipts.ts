/**
 * What receipts do to B2C orders and their cancellations (docs/domain/customs.md "Statuses"): the order's customs
 * status follows the inventory's receipts (CEB622) forward only; the first receipt that accepts it moves it
 * 申报中 → 申报成功, a refusal (of the inventory or of the order message, CEB312) 申报中 → 申报失败 and gives its
 * reserved goods back to the ledger. A cancellation (CEB624) is accepted (399) or refused (100).
 */
import { AppError } from '../errors/app-error';
import type { ReceiptHandler } from './receipts';
import { receiptMoment } from './messages/ceb-xml';
import { BBC_ORDER, releaseOrderStock } from './bbc-declaration';

export const BBC_CANCEL = 'customs.orderCustomsbbcCancel';

/** Customs' return statuses in the order a declaration moves through them (reference §5.1). */
const PROGRESS = ['1', '2', '3', '4', '100', '120', '300', '399', '400', '500', '501', '502', '503', '599', '600', '700', '800', '899'];

const rank = (status: unknown) => PROGRESS.indexOf(String(status ?? ''));

/** A refusal: 退单 100, 发送海关失败 4, or an exception receipt (below 0). */
export function isRefusal(status: string): boolean {
  return status === '100' || status === '4' || Number(status) < 0;
}

/** Customs has the declaration (海关入库 and every later status but a refusal). */
export function isAcceptance(status: string): boolean {
  return rank(status) >= rank('120') && !isRefusal(status);
}

const modelOf = (entities: Parameters<ReceiptHandler>[0]['entities'], id: string) => {
  const model = entities.get(id);
  if (!model) throw new AppError('NOT_FOUND');
  return model;
};

export const applyOrderReceipt: ReceiptHandler = async ({ ctx, service, entities, docId, receipt, latest }) => {
  if (!latest) return false;
  const model = modelOf(entities, BBC_ORDER);
  let order = await service.lockRow(ctx, model, docId);
  const status = receipt.returnStatus;
  const declaring = String(order.declareStatus) === '1';
  if (receipt.type === 'CEB312') {
    // The order message's own receipts: only a refusal matters (the inventory cannot pass without the order).
    if (!isRefusal(status) || !declaring) return false;
    order = await service.writeFields(ctx, model, order, { customsStatus: status, returnInfo: `订单报文：${receipt.returnInfo}`.slice(0, 1000), returnTime: receiptMoment(receipt) });
    await releaseOrderStock(ctx, order, { docType: 'order', docNo: String(order.orderNo) });
    await service.moveRow(ctx, model, order, 'fail');
    return true;
  }
  if (receipt.type !== 'CEB622') return false;
  const forward = rank(status) > rank(order.customsStatus) || (declaring && isRefusal(status));
  if (forward) {
    order = await service.writeFields(ctx, model, order, {
      customsStatus: status, returnInfo: receipt.returnInfo.slice(0, 1000), returnTime: receiptMoment(receipt),
      ...(receipt.fields.invtNo ? { invtNo: receipt.fields.invtNo } : {}), ...(receipt.fields.preNo ? { preNo: receipt.fields.preNo } : {}),
    });
  }
  if (declaring && isAcceptance(status)) await service.moveRow(ctx, model, order, 'accept');
  else if (declaring && isRefusal(status)) {
    await releaseOrderStock(ctx, order, { docType: 'order', docNo: String(order.orderNo) });
    await service.moveRow(ctx, model, order, 'fail');
  }
  return forward;
};

export const applyCancelReceipt: ReceiptHandler = async ({ ctx, service, entities, docId, receipt, latest }) => {
  if (!latest || receipt.type !== 'CEB624') return false;
  const model = modelOf(entities, BBC_CANCEL);
  let cancel = await service.lockRow(ctx, model, docId);
  const status = receipt.returnStatus;
  if (rank(status) <= rank(cancel.customsStatus)) return false;
  cancel = await service.writeFields(ctx, model, cancel, { customsStatus: status, returnInfo: receipt.returnInfo.slice(0, 1000), returnTime: receiptMoment(receipt) });
  if (String(cancel.cancelStatus) !== '1') return true;
  if (status === '399') await service.moveRow(ctx, model, cancel, 'accept');
  else if (isRefusal(status)) await service.moveRow(ctx, model, cancel, 'refuse');
  return true;
};

export const BBC_REFUND = 'customs.orderCustomsbbcReturn';

/** A refund application's receipts (CEB626): 399 退货成功, a refusal 退货失败. */
export const applyRefundReceipt: ReceiptHandler = async ({ ctx, service, entities, docId, receipt, latest }) => {
  if (!latest || receipt.type !== 'CEB626') return false;
  const model = modelOf(entities, BBC_REFUND);
  let refund = await service.lockRow(ctx, model, docId);
  const status = receipt.returnStatus;
  const declaring = String(refund.returnStatus) === '1';
  if (rank(status) <= rank(refund.customsStatus) && !(declaring && isRefusal(status))) return false;
  refund = await service.writeFields(ctx, model, refund, { customsStatus: status, returnInfo: receipt.returnInfo.slice(0, 1000), returnTime: receiptMoment(receipt) });
  if (!declaring) return true;
  if (status === '399') await service.moveRow(ctx, model, refund, 'accept');
  else if (isRefusal(status)) await service.moveRow(ctx, model, refund, 'refuse');
  return true;
};
