/**
 * What customs' answer to a park entry application's 入区核注清单 (INV201 to its INV101) does
 * (docs/domain/customs.md "Entry into the park"): manageResult 1 审核通过 → 核注通过 with customs' bondInvtNo and 预增
 * on the ledger, 3 退单 → 退单 with customs' words (stock-declare-outcome.ts). Only the receipt of the application's
 * latest INV101 moves it, and only while it is 申报中: a late or repeated answer is kept with the messages and
 * changes nothing.
 */
import type { ReceiptHandler } from './receipts';
import { applyStockDeclareOutcome, STOCK_DECLARE } from './stock-declare-outcome';

export const applyStockDeclareReceipt: ReceiptHandler = async ({ ctx, service, entities, docId, receipt, latest }) => {
  if (!latest || receipt.type !== 'INV201') return false;
  const model = entities.get(STOCK_DECLARE);
  if (!model) return false;
  const row = await service.lockRow(ctx, model, docId);
  if (String(row.declareStatus) !== '1') return false;
  const info = receipt.returnInfo || receipt.fields.rmk || undefined;
  if (receipt.returnStatus === '1') {
    await applyStockDeclareOutcome(ctx, row, { passed: true, bondInvtNo: receipt.fields.bondInvtNo || undefined, info }, { service, models: entities });
    return true;
  }
  if (receipt.returnStatus === '3') {
    await applyStockDeclareOutcome(ctx, row, { passed: false, info: info ?? '退单' }, { service, models: entities });
    return true;
  }
  return false;
};
