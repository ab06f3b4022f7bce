/**
 * Writes and reads CEB message documents (ceb-layout.ts): what we send to the declaration platform, and what it
 * sends back. Pure. Values are written as given (numbers as their shortest decimal text); empty ones are left out,
 * as the XSD's optional elements are.
 */
import { XMLParser } from 'fast-xml-parser';
import { escapeXml, xmlElements, type XmlValues } from './xml-text';
import { DECLARATION_LAYOUTS, DECLARATION_TYPES, RECEIPT_LAYOUTS, RECEIPT_TYPES, TRANSFER_FIELDS, type DeclarationType, type ReceiptType } from './ceb-layout';

export const CEB_NAMESPACE = 'http://www.chinaport.gov.cn/ceb';

export type Fields = XmlValues;

/** Who transfers the message (BaseTransfer): our enterprise and its node on the exchange. */
export interface Transfer {
  copCode: string;
  copName: string;
  dxpId: string;
}

export interface Declaration {
  type: DeclarationType;
  guid: string;
  head: Fields;
  lines?: Fields[];
  transfer: Transfer;
}

export interface Receipt {
  /** CEB312 … CEB626, or a bonded receipt (INV201, SAS221, SAS251: sas-xml.ts). */
  type: string;
  guid: string;
  returnStatus: string;
  returnTime: string;
  returnInfo: string;
  /** Every field of the receipt as text (the business keys: invtNo, preNo, …). */
  fields: Record<string, string>;
}

function document(type: string, guid: string, body: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ceb:${type}Message guid="${escapeXml(guid)}" version="1.0" xmlns:ceb="${CEB_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    ...body,
    `</ceb:${type}Message>`,
    '',
  ].join('\n');
}

/** The message document of a declaration, as sent. */
export function writeDeclaration(declaration: Declaration): string {
  const layout = DECLARATION_LAYOUTS[declaration.type];
  const head = { ...declaration.head, guid: declaration.guid };
  const body: string[] = [`  <ceb:${layout.body}>`];
  if (layout.head) body.push(`    <ceb:${layout.head}>`, ...xmlElements(layout.headFields, head, '      ', 'ceb:'), `    </ceb:${layout.head}>`);
  else body.push(...xmlElements(layout.headFields, head, '    ', 'ceb:'));
  if (layout.list && layout.listFields) {
    for (const line of declaration.lines ?? []) body.push(`    <ceb:${layout.list}>`, ...xmlElements(layout.listFields, line, '      ', 'ceb:'), `    </ceb:${layout.list}>`);
  }
  body.push(`  </ceb:${layout.body}>`);
  body.push('  <ceb:BaseTransfer>', ...xmlElements(TRANSFER_FIELDS, { ...declaration.transfer, dxpMode: 'DXP' }, '    ', 'ceb:'), '  </ceb:BaseTransfer>');
  return document(declaration.type, declaration.guid, body);
}

/** A receipt document, as customs sends it (the simulator writes these). */
export function writeReceipt(type: ReceiptType, fields: Fields & { guid: string; returnStatus: string; returnTime: string; returnInfo: string }): string {
  const layout = RECEIPT_LAYOUTS[type];
  return document(type, fields.guid, [`  <ceb:${layout.body}>`, ...xmlElements(layout.fields, fields, '    ', 'ceb:'), `  </ceb:${layout.body}>`]);
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, trimValues: true });

/** The root element's name and content, or an error naming what is wrong. */
function root(xml: string): { name: string; content: Record<string, unknown> } {
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(xml, true) as Record<string, unknown>;
  } catch (error) {
    throw new CebFormatError(`not well-formed XML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  const name = Object.keys(parsed).find((key) => key !== '?xml');
  if (!name) throw new CebFormatError('no root element');
  const content = parsed[name];
  return { name, content: (content && typeof content === 'object' ? content : {}) as Record<string, unknown> };
}

/** Text fields of an element (nested elements left out). */
function textFields(element: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!element || typeof element !== 'object') return out;
  for (const [key, value] of Object.entries(element as Record<string, unknown>)) {
    if (key.startsWith('@')) continue;
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  }
  return out;
}

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** A message that is not a CEB document we know: its text says what is wrong (customs' 900 format reply). */
export class CebFormatError extends Error {}

/** Reads a declaration (the simulator's side): its type, guid, head fields and lines as text. */
export function readDeclaration(xml: string): { type: DeclarationType; guid: string; head: Record<string, string>; lines: Record<string, string>[]; transfer: Record<string, string> } {
  const { name, content } = root(xml);
  const type = name.replace(/Message$/, '') as DeclarationType;
  if (!DECLARATION_TYPES.includes(type)) throw new CebFormatError(`unknown message ${name}`);
  const layout = DECLARATION_LAYOUTS[type];
  const body = content[layout.body] as Record<string, unknown> | undefined;
  if (!body) throw new CebFormatError(`${name} has no ${layout.body}`);
  const head = textFields(layout.head ? body[layout.head] : body);
  const lines = layout.list ? asList(body[layout.list]).map(textFields) : [];
  const guid = head.guid || String(content['@guid'] ?? '');
  if (!guid) throw new CebFormatError(`${name} has no guid`);
  return { type, guid, head, lines, transfer: textFields(content.BaseTransfer) };
}

/** Reads a receipt (our side). */
export function readReceipt(xml: string): Receipt {
  const { name, content } = root(xml);
  const type = name.replace(/Message$/, '') as ReceiptType;
  if (!RECEIPT_TYPES.includes(type)) throw new CebFormatError(`unknown receipt ${name}`);
  const fields = textFields(content[RECEIPT_LAYOUTS[type].body]);
  const missing = ['guid', 'returnStatus', 'returnTime'].filter((key) => !fields[key]);
  if (missing.length) throw new CebFormatError(`${name} lacks ${missing.join(', ')}`);
  return { type: type as string, guid: fields.guid!, returnStatus: fields.returnStatus!, returnTime: fields.returnTime!, returnInfo: fields.returnInfo ?? '', fields };
}

/** `yyyyMMddHHmmss` (appTime) and `yyyyMMddHHmmssSSS` (returnTime) of a moment, in China time. */
export function cebTime(moment: Date, withMillis = false): string {
  const iso = new Date(moment.getTime() + 8 * 3600_000).toISOString();
  const compact = iso.slice(0, 19).replace(/[-T:]/g, '');
  return withMillis ? compact + iso.slice(20, 23) : compact;
}

/** The moment of a `yyyyMMddHHmmss[SSS]` China time, or undefined when it does not read. */
export function cebMoment(text: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})?$/.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, ms] = match;
  const moment = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms ?? '000'}+08:00`);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}

/** A receipt's time as a moment (customs' `returnTime`, China time), else now. */
export function receiptMoment(receipt: Pick<Receipt, 'returnTime'>): Date {
  return cebMoment(receipt.returnTime) ?? new Date();
}
