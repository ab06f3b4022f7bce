/**
 * The bonded-zone (金关二期) messages and their receipts (../shared/domain/customs-reference.md §3): the bonded
 * inventory 核注清单 (INV101) and the passport 核放单 (SAS121) we send, the approval receipts customs answers
 * (INV201 for an inventory, SAS221 for a passport: `manageResult` 1 通过, 3 退单) and the gate receipt (SAS251: the
 * vehicle passed the gate, 已过卡). The exchange wraps each in a `Package` with an envelope; a receipt's
 * `ref_message_id` names the message it answers, which is how it finds its document. Pure.
 * (inferred) The receipt numbers and the envelope's field names follow the public bridge code the reference cites,
 * simplified: no signature block.
 */
import { XMLParser } from 'fast-xml-parser';
import { CebFormatError, type Fields, type Receipt, type Transfer } from './ceb-xml';
import { escapeXml, xmlElements } from './xml-text';

export type BondedDeclarationType = 'INV101' | 'SAS121';
export type BondedReceiptType = 'INV201' | 'SAS221' | 'SAS251';

export const SAS_NAMESPACE = 'http://www.chinaport.gov.cn/sas';

interface BondedLayout {
  body: string;
  head: string;
  headFields: readonly string[];
  list: string;
  listFields: readonly string[];
  /** A second list (the passport's related documents). */
  extra?: { element: string; fields: readonly string[] };
}

export const BONDED_LAYOUTS: Record<BondedDeclarationType, BondedLayout> = {
  INV101: {
    body: 'InvtMessage', head: 'InvtHeadType', list: 'InvtListType',
    headFields: ['seqNo', 'etpsInnerInvtNo', 'bondInvtNo', 'putrecNo', 'dclTypecd', 'invtType', 'impexpMarkcd', 'mtpckEndprdMarkcd', 'supvModecd',
      'trspModecd', 'impexpPortcd', 'dclPlcCuscd', 'stshipTrsarvNatcd', 'dclcusFlag', 'dclcusTypecd', 'bizopEtpsSccd', 'bizopEtpsno', 'bizopEtpsNm',
      'rcvgdEtpsno', 'rcvgdEtpsNm', 'dclEtpsSccd', 'dclEtpsno', 'dclEtpsNm', 'inputCode', 'inputName', 'invtDclTime', 'rltInvtNo', 'rltPutrecNo', 'rmk'],
    listFields: ['gdsSeqno', 'putrecSeqno', 'gdsMtno', 'gdecd', 'gdsNm', 'gdsSpcfModelDesc', 'dclUnitcd', 'lawfUnitcd', 'dclQty', 'lawfQty',
      'dclUprcAmt', 'dclTotalAmt', 'dclCurrcd', 'natcd', 'destinationNatcd', 'lvyrlfModecd', 'grossWt', 'netWt', 'modfMarkcd', 'cbecBillNo', 'rmk'],
  },
  SAS121: {
    body: 'PassportMessage', head: 'PassportHead', list: 'PassportList',
    headFields: ['seqNo', 'etpsPreentNo', 'passportNo', 'dclTypecd', 'ioTypecd', 'passportTypecd', 'bindTypecd', 'masterCuscd', 'rltTbTypecd', 'rltNo',
      'areainOriactNo', 'areainEtpsSccd', 'areainEtpsno', 'areainEtpsNm', 'vehicleNo', 'vehicleIcNo', 'vehicleWt', 'vehicleFrameWt', 'containerNo',
      'containerWt', 'containerType', 'totalGrossWt', 'totalNetWt', 'totalWt', 'dclErConc', 'dclEtpsSccd', 'dclEtpsno', 'dclEtpsNm', 'inputCode',
      'inputName', 'rmk'],
    listFields: ['passportSeqNo', 'rltGdsSeqno', 'gdsMtno', 'gdecd', 'gdsNm', 'dclUnitcd', 'dclQty', 'grossWt', 'netWt'],
    extra: { element: 'PassportAcmp', fields: ['rtlBillTypecd', 'rtlBillNo'] },
  },
};

/** What a receipt's fields are (after its envelope). */
const RECEIPT_FIELDS: Record<BondedReceiptType, readonly string[]> = {
  INV201: ['etpsPreentNo', 'businessId', 'bondInvtNo', 'manageResult', 'manageDate', 'rmk'],
  SAS221: ['etpsPreentNo', 'businessId', 'passportNo', 'manageResult', 'manageDate', 'rmk'],
  SAS251: ['passportNo', 'stucd', 'passTime', 'vehicleNo', 'totalWt', 'rmk'],
};

export const RECEIPT_OF_BONDED: Record<BondedDeclarationType, BondedReceiptType> = { INV101: 'INV201', SAS121: 'SAS221' };

export interface BondedDeclaration {
  type: BondedDeclarationType;
  guid: string;
  /** The enterprise's own number of the document (`business_id`). */
  businessId: string;
  head: Fields;
  lines: Fields[];
  /** The passport's related documents. */
  extra?: Fields[];
  transfer: Transfer;
}

function envelope(type: string, guid: string, businessId: string, senderId: string, sentAt: string, refMessageId?: string): string[] {
  return ['  <EnvelopInfo>', ...xmlElements(['version', 'message_id', 'ref_message_id', 'business_id', 'message_type', 'sender_id', 'receiver_id', 'send_time'],
    { version: '1.0', message_id: guid, ref_message_id: refMessageId, business_id: businessId, message_type: type, sender_id: senderId, receiver_id: 'DXPEDCSAS0000001', send_time: sentAt }, '    '), '  </EnvelopInfo>'];
}

function pack(lines: string[]): string {
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<Package xmlns="${SAS_NAMESPACE}">`, ...lines, '</Package>', ''].join('\n');
}

/** The message document of a bonded declaration, as sent. `sentAt`: yyyyMMddHHmmss. */
export function writeBondedDeclaration(declaration: BondedDeclaration, sentAt: string): string {
  const layout = BONDED_LAYOUTS[declaration.type];
  const body = [
    ...envelope(declaration.type, declaration.guid, declaration.businessId, declaration.transfer.dxpId || declaration.transfer.copCode, sentAt),
    '  <DataInfo>', '    <BussinessData>', `      <${layout.body}>`,
    `        <SysId>Z8</SysId>`, `        <OperCusRegCode>${escapeXml(declaration.transfer.copCode)}</OperCusRegCode>`,
    `        <${layout.head}>`, ...xmlElements(layout.headFields, declaration.head, '          '), `        </${layout.head}>`,
  ];
  for (const line of declaration.lines) body.push(`        <${layout.list}>`, ...xmlElements(layout.listFields, line, '          '), `        </${layout.list}>`);
  if (layout.extra) for (const row of declaration.extra ?? []) body.push(`        <${layout.extra.element}>`, ...xmlElements(layout.extra.fields, row, '          '), `        </${layout.extra.element}>`);
  body.push(`      </${layout.body}>`, '    </BussinessData>', '  </DataInfo>');
  return pack(body);
}

/** A receipt document as customs sends it (the simulator writes these). `guid`: the receipt's own message id. */
export function writeBondedReceipt(type: BondedReceiptType, refMessageId: string, guid: string, businessId: string, fields: Fields, sentAt: string): string {
  return pack([
    ...envelope(type, guid, businessId, 'DXPEDCSAS0000001', sentAt, refMessageId),
    '  <DataInfo>', '    <BussinessData>', '      <Result>', ...xmlElements(RECEIPT_FIELDS[type], fields, '        '), '      </Result>', '    </BussinessData>', '  </DataInfo>',
  ]);
}

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true, isArray: (name) => ['InvtListType', 'PassportList', 'PassportAcmp'].includes(name) });

function texts(element: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!element || typeof element !== 'object') return out;
  for (const [key, value] of Object.entries(element as Record<string, unknown>)) if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  return out;
}

function parsePackage(xml: string): { envelope: Record<string, string>; data: Record<string, unknown> } {
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(xml, true) as Record<string, unknown>;
  } catch (error) {
    throw new CebFormatError(`not well-formed XML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  const pkg = parsed.Package as Record<string, unknown> | undefined;
  if (!pkg) throw new CebFormatError('not a Package');
  const envelopeInfo = texts(pkg.EnvelopInfo);
  if (!envelopeInfo.message_id || !envelopeInfo.message_type) throw new CebFormatError('the envelope lacks message_id or message_type');
  const data = ((pkg.DataInfo as Record<string, unknown> | undefined)?.BussinessData ?? {}) as Record<string, unknown>;
  return { envelope: envelopeInfo, data };
}

/** Whether a document is a bonded-zone package (else a CEB message). */
export function isBondedPackage(xml: string): boolean {
  return /<(?:\w+:)?Package[\s>]/.test(xml.slice(0, 500));
}

/** Reads a bonded declaration (the simulator's side). */
export function readBondedDeclaration(xml: string): { type: BondedDeclarationType; guid: string; businessId: string; head: Record<string, string>; lines: Record<string, string>[]; extra: Record<string, string>[] } {
  const { envelope: env, data } = parsePackage(xml);
  const type = env.message_type as BondedDeclarationType;
  const layout = BONDED_LAYOUTS[type];
  if (!layout) throw new CebFormatError(`unknown message ${env.message_type}`);
  const body = data[layout.body] as Record<string, unknown> | undefined;
  if (!body) throw new CebFormatError(`${type} has no ${layout.body}`);
  const list = (body[layout.list] as unknown[] | undefined) ?? [];
  const extra = layout.extra ? ((body[layout.extra.element] as unknown[] | undefined) ?? []) : [];
  return { type, guid: env.message_id, businessId: env.business_id ?? '', head: texts(body[layout.head]), lines: list.map(texts), extra: extra.map(texts) };
}

/**
 * Reads a bonded receipt as the receipts pipeline takes it (receipts.ts): `guid` is the message it answers,
 * `returnStatus` its result (INV201/SAS221: manageResult 1 通过, 3 退单; SAS251: stucd 2 已过卡), `returnTime` its
 * time with milliseconds.
 */
export function readBondedReceipt(xml: string): Receipt {
  const { envelope: env, data } = parsePackage(xml);
  const type = env.message_type as BondedReceiptType;
  if (!RECEIPT_FIELDS[type]) throw new CebFormatError(`unknown receipt ${env.message_type}`);
  if (!env.ref_message_id) throw new CebFormatError(`${type} names no ref_message_id`);
  const fields = texts(data.Result);
  const status = type === 'SAS251' ? fields.stucd : fields.manageResult;
  const time = (type === 'SAS251' ? fields.passTime : fields.manageDate) ?? '';
  if (!status || !/^\d{14}$/.test(time)) throw new CebFormatError(`${type} lacks its result or time`);
  return { type, guid: env.ref_message_id, returnStatus: status, returnTime: `${time}000`, returnInfo: fields.rmk ?? '', fields: { ...fields, businessId: env.business_id ?? '' } };
}
