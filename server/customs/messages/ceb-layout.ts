/**
 * The layout of the cross-border e-commerce (CEB) import messages and their receipts: element names and the order of
 * their fields, after the customs XSD as the shared reference gives it (../shared/domain/customs-reference.md §1–§2.5).
 * Data only; ceb-xml.ts writes and reads by it.
 */

/** The declarations we send. */
export type DeclarationType = 'CEB311' | 'CEB621' | 'CEB623' | 'CEB625';
/** The receipts customs sends back, one number higher. */
export type ReceiptType = 'CEB312' | 'CEB622' | 'CEB624' | 'CEB626';

export interface DeclarationLayout {
  /** The document element inside the message (`Order`). */
  body: string;
  /** Its head element and fields in order; absent when the fields sit directly in the body (CEB623). */
  head?: string;
  headFields: readonly string[];
  /** The repeated line element and its fields, when there are lines. */
  list?: string;
  listFields?: readonly string[];
  receipt: ReceiptType;
}

const ENVELOPE = ['guid', 'appType', 'appTime', 'appStatus'] as const;

export const DECLARATION_LAYOUTS: Record<DeclarationType, DeclarationLayout> = {
  CEB311: {
    body: 'Order', head: 'OrderHead', list: 'OrderList', receipt: 'CEB312',
    headFields: [...ENVELOPE, 'orderType', 'orderNo', 'ebpCode', 'ebpName', 'ebcCode', 'ebcName', 'goodsValue', 'freight', 'discount',
      'taxTotal', 'acturalPaid', 'currency', 'buyerRegNo', 'buyerName', 'buyerTelephone', 'buyerIdType', 'buyerIdNumber', 'payCode',
      'payName', 'payTransactionId', 'batchNumbers', 'consignee', 'consigneeTelephone', 'consigneeAddress', 'consigneeDistrict', 'note'],
    listFields: ['gnum', 'itemNo', 'itemName', 'gmodel', 'itemDescribe', 'barCode', 'unit', 'qty', 'price', 'totalPrice', 'currency', 'country', 'note'],
  },
  CEB621: {
    body: 'Inventory', head: 'InventoryHead', list: 'InventoryList', receipt: 'CEB622',
    headFields: [...ENVELOPE, 'orderNo', 'ebpCode', 'ebpName', 'ebcCode', 'ebcName', 'logisticsNo', 'logisticsCode', 'logisticsName', 'copNo',
      'preNo', 'assureCode', 'emsNo', 'invtNo', 'ieFlag', 'declTime', 'customsCode', 'portCode', 'ieDate', 'buyerIdType', 'buyerIdNumber',
      'buyerName', 'buyerTelephone', 'consigneeAddress', 'agentCode', 'agentName', 'areaCode', 'areaName', 'tradeMode', 'trafMode',
      'trafNo', 'voyageNo', 'billNo', 'loctNo', 'licenseNo', 'country', 'freight', 'insuredFee', 'currency', 'wrapType', 'packNo',
      'grossWeight', 'netWeight', 'note'],
    listFields: ['gnum', 'itemRecordNo', 'itemNo', 'itemName', 'gcode', 'gname', 'gmodel', 'barCode', 'country', 'tradeCountry', 'currency',
      'qty', 'unit', 'qty1', 'unit1', 'qty2', 'unit2', 'price', 'totalPrice', 'note'],
  },
  CEB623: {
    body: 'InvtCancel', receipt: 'CEB624',
    headFields: [...ENVELOPE, 'customsCode', 'orderNo', 'ebpCode', 'ebpName', 'ebcCode', 'ebcName', 'logisticsNo', 'logisticsCode',
      'logisticsName', 'copNo', 'preNo', 'invtNo', 'buyerIdType', 'buyerIdNumber', 'buyerName', 'buyerTelephone', 'agentCode',
      'agentName', 'reason', 'note'],
  },
  CEB625: {
    body: 'InvtRefund', head: 'InvtRefundHead', list: 'InvtRefundList', receipt: 'CEB626',
    headFields: [...ENVELOPE, 'customsCode', 'orderNo', 'ebpCode', 'ebpName', 'ebcCode', 'ebcName', 'logisticsNo', 'logisticsCode',
      'logisticsName', 'copNo', 'preNo', 'invtNo', 'buyerIdType', 'buyerIdNumber', 'buyerName', 'buyerTelephone', 'agentCode',
      'agentName', 'reason', 'note'],
    listFields: ['gnum', 'gcode', 'gname', 'qty', 'unit', 'note'],
  },
};

/** A receipt's element and its fields in order (the business keys, then the status). */
export const RECEIPT_LAYOUTS: Record<ReceiptType, { body: string; fields: readonly string[] }> = {
  CEB312: { body: 'OrderReturn', fields: ['guid', 'ebpCode', 'ebcCode', 'orderNo', 'returnStatus', 'returnTime', 'returnInfo'] },
  CEB622: { body: 'InventoryReturn', fields: ['guid', 'customsCode', 'ebpCode', 'ebcCode', 'agentCode', 'copNo', 'preNo', 'invtNo', 'returnStatus', 'returnTime', 'returnInfo'] },
  CEB624: { body: 'InvtCancelReturn', fields: ['guid', 'customsCode', 'ebpCode', 'ebcCode', 'agentCode', 'copNo', 'preNo', 'invtNo', 'returnStatus', 'returnTime', 'returnInfo'] },
  CEB626: { body: 'InvtRefundReturn', fields: ['guid', 'customsCode', 'ebpCode', 'ebcCode', 'agentCode', 'copNo', 'preNo', 'invtNo', 'returnStatus', 'returnTime', 'returnInfo'] },
};

export const DECLARATION_TYPES = Object.keys(DECLARATION_LAYOUTS) as DeclarationType[];
export const RECEIPT_TYPES = Object.keys(RECEIPT_LAYOUTS) as ReceiptType[];

/** The transfer block every declaration carries (BaseTransfer). */
export const TRANSFER_FIELDS = ['copCode', 'copName', 'dxpMode', 'dxpId', 'note'] as const;
