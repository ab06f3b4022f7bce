/**
 * What customs' answers to an entry cargo list's 入区核放单 (SAS121) do (docs/domain/customs.md "Entry into the park"):
 *
 * - SAS221 审批 manageResult 1: 申报中 → 已审批 with customs' passportNo; 3: 申报中 → 退单 with customs' words (the
 *   clerk fixes the weights or the vehicle and declares again);
 * - SAS251 过卡 (stucd 2): 已审批 → 已过卡 with the passTime. A gate receipt that comes before its approval (a
 *   delivery retried) approves and passes at once: the vehicle could not pass without it.
 *
 * Only the receipts of the cargo list's latest SAS121 move it; anything else is kept with its messages and changes
 * nothing. The ledger is not touched here: the goods are booked 实增 when the warehouse confirms them
 * (`releaseCustomsCargo`).
 */
import type { ReceiptHandler } from './receipts';
import { receiptMoment } from './messages/ceb-xml';

export const CUSTOMS_CARGO = 'customs.customsCargo';

export const applyCargoReceipt: ReceiptHandler = async ({ ctx, service, entities, docId, receipt, latest }) => {
  if (!latest) return false;
  const model = entities.get(CUSTOMS_CARGO);
  if (!model) return false;
  let cargo = await service.lockRow(ctx, model, docId);
  const state = String(cargo.cargoStatus);
  const info = (receipt.returnInfo || receipt.fields.rmk || '').slice(0, 500) || null;
  if (receipt.type === 'SAS221') {
    if (state !== '1') return false;
    if (receipt.returnStatus === '1') {
      cargo = await service.writeFields(ctx, model, cargo, { passportNo: receipt.fields.passportNo || null, returnInfo: info }, 'transition');
      await service.moveRow(ctx, model, cargo, 'approve');
      return true;
    }
    if (receipt.returnStatus === '3') {
      cargo = await service.writeFields(ctx, model, cargo, { returnInfo: info ?? '退单' }, 'transition');
      await service.moveRow(ctx, model, cargo, 'refuse');
      return true;
    }
    return false;
  }
  if (receipt.type === 'SAS251') {
    if (receipt.returnStatus !== '2' || (state !== '1' && state !== '2')) return false;
    const passportNo = receipt.fields.passportNo || cargo.passportNo || null;
    if (state === '1') cargo = await service.moveRow(ctx, model, cargo, 'approve');
    cargo = await service.writeFields(ctx, model, cargo, { passportNo, passTime: receiptMoment(receipt).toISOString(), returnInfo: info }, 'transition');
    await service.moveRow(ctx, model, cargo, 'pass');
    return true;
  }
  return false;
};
