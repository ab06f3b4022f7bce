/**
 * Applies the declaration platform's receipts (docs/domain/customs.md "The declaration platform"): the receipt is
 * matched to the message it answers by guid, kept once (the same receipt again changes nothing), and moves the
 * document it belongs to — only when it answers the document's latest message of its type, so a late receipt of an
 * earlier attempt is kept and ignored. One transaction per receipt; the writes are the platform's
 * (`customs-platform` in the record history).
 */
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/tables';
import type { EntityRegistry } from '../entity/entity-registry';
import type { EntityService, WriteContext } from '../entity/entity-service';
import type { SessionUser } from '../http/request-context';
import { readReceipt, type Receipt } from './messages/ceb-xml';
import { isBondedPackage, readBondedReceipt } from './messages/sas-xml';
import { latestSentId, type CustomsDocType } from './customs-messages';
import { applyOrderReceipt, applyCancelReceipt, applyRefundReceipt } from './bbc-receipts';
import { applyStockDeclareReceipt } from './stock-declare-receipts';
import { applyCargoReceipt } from './cargo-receipts';
import { applyBillReceipt, applyBillReturnReceipt } from './bill-receipts';

export interface ReceiptDeps {
  db: Db;
  entities: () => EntityRegistry;
  service: EntityService;
}

export type ReceiptOutcome =
  | { result: 'applied' | 'kept'; guid: string; docType: string; docNo: string; returnStatus: string }
  | { result: 'duplicate' | 'unknownMessage'; guid: string };

/** Who writes what a receipt changes: the platform, in the document's tenant. */
export function platformUser(tenantId: number, tenantCode: string): SessionUser {
  return {
    id: 0, tenantId, tenantCode, username: 'customs-platform', nickname: '海关回执', isAdmin: true,
    ownerSiteCode: null, employeeCode: null, subjectId: 'customs-platform', sessionId: 'customs-platform', roles: [],
  };
}

/** What a receipt does to a document of its kind; returns whether it moved it. */
export type ReceiptHandler = (run: { ctx: WriteContext; service: EntityService; entities: EntityRegistry; docId: number; receipt: Receipt; latest: boolean }) => Promise<boolean>;

const HANDLERS: Partial<Record<CustomsDocType, ReceiptHandler>> = {
  order: applyOrderReceipt,
  cancel: applyCancelReceipt,
  stockDeclare: applyStockDeclareReceipt,
  cargo: applyCargoReceipt,
  refund: applyRefundReceipt,
  bill: applyBillReceipt,
  billReturn: applyBillReturnReceipt,
};

/**
 * Applies one receipt document.
 * @throws CebFormatError when it is not a receipt it reads (the route answers 400).
 */
export async function applyReceipt(deps: ReceiptDeps, xml: string): Promise<ReceiptOutcome> {
  const receipt = readAnyReceipt(xml);
  return deps.db.transaction().execute((trx) => applyReadReceipt(trx, deps, receipt, xml));
}

/** A CEB receipt or a bonded-zone one (a `Package`). @throws CebFormatError */
export function readAnyReceipt(xml: string): Receipt {
  return isBondedPackage(xml) ? readBondedReceipt(xml) : readReceipt(xml);
}

/** Applies a receipt already read, in the caller's transaction (the demo seed applies its history so). */
export async function applyReceiptIn(trx: Transaction<Database>, deps: Pick<ReceiptDeps, 'entities' | 'service'>, xml: string): Promise<ReceiptOutcome> {
  return applyReadReceipt(trx, deps, readAnyReceipt(xml), xml);
}

async function applyReadReceipt(trx: Transaction<Database>, deps: Pick<ReceiptDeps, 'entities' | 'service'>, receipt: Receipt, xml: string): Promise<ReceiptOutcome> {
  const sent = await trx.selectFrom('customsMessage').innerJoin('tenant', 'tenant.id', 'customsMessage.tenantId')
    .select(['customsMessage.id', 'customsMessage.tenantId', 'tenant.tenantCode', 'customsMessage.docType', 'customsMessage.docId', 'customsMessage.docNo', 'customsMessage.messageType'])
    .where('customsMessage.guid', '=', receipt.guid).where('customsMessage.direction', '=', 'out').executeTakeFirst();
  if (!sent) return { result: 'unknownMessage', guid: receipt.guid } as const;
  const kept = await trx.insertInto('customsMessage').values({
    tenantId: sent.tenantId, docType: sent.docType, docId: sent.docId, docNo: sent.docNo, direction: 'in', messageType: receipt.type,
    guid: receipt.guid, content: xml, sendState: 'received', returnStatus: receipt.returnStatus.slice(0, 10),
    returnInfo: receipt.returnInfo.slice(0, 1000), returnTime: receipt.returnTime.slice(0, 17),
  }).onConflict((oc) => oc.columns(['guid', 'messageType', 'returnStatus', 'returnTime']).where('direction', '=', 'in').doNothing()).returning('id').executeTakeFirst();
  if (!kept) return { result: 'duplicate', guid: receipt.guid } as const;
  const handler = HANDLERS[sent.docType as CustomsDocType];
  const base = { guid: receipt.guid, docType: sent.docType, docNo: sent.docNo, returnStatus: receipt.returnStatus };
  if (!handler) return { ...base, result: 'kept' } as const;
  const latest = (await latestSentId(trx, sent.tenantId, sent.docType as CustomsDocType, sent.docId, sent.messageType)) === sent.id;
  const ctx: WriteContext = { db: trx, user: platformUser(sent.tenantId, sent.tenantCode), lang: 'zh', operation: { kind: 'command', name: 'receipt', params: { messageType: receipt.type, returnStatus: receipt.returnStatus } } };
  const moved = await handler({ ctx, service: deps.service, entities: deps.entities(), docId: sent.docId, receipt, latest });
  return { ...base, result: moved ? 'applied' : 'kept' } as const;
}
