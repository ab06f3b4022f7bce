/**
 * Putting a bonded-zone declaration in the outbox (customs-messages.ts): a bonded inventory 核注清单 (INV101) of
 * a bill, a return bill or a park entry application, or a passport 核放单 (SAS121) of a release or a cargo list,
 * written with the declaring enterprise's transfer settings. Its receipts come back to receipts.ts by its guid.
 */
import type { WriteContext } from '../entity/entity-service';
import { cebTime, type Fields } from './messages/ceb-xml';
import { writeBondedDeclaration, type BondedDeclarationType } from './messages/sas-xml';
import { newGuid, queueMessages, type CustomsDocType } from './customs-messages';
import type { Declarant } from './declaration-settings';

export interface BondedDocument {
  docType: CustomsDocType;
  docId: number;
  /** The document's number: the envelope's business_id and the inventory's etpsInnerInvtNo / passport's etpsPreentNo. */
  docNo: string;
  type: BondedDeclarationType;
  head: Fields;
  lines: Fields[];
  /** A passport's related documents (rtlBillTypecd, rtlBillNo). */
  extra?: Fields[];
}

/** Queues the declaration in the caller's transaction; returns the message's guid. */
export async function queueBondedDeclaration(ctx: WriteContext, declarant: Declarant, document: BondedDocument, now: Date): Promise<string> {
  const guid = newGuid();
  const own = document.type === 'INV101' ? { etpsInnerInvtNo: document.docNo } : { etpsPreentNo: document.docNo };
  const head: Fields = { dclTypecd: '1', dclEtpsno: declarant.agentCode.length === 10 ? declarant.agentCode : null, dclEtpsSccd: declarant.agentCode.length === 18 ? declarant.agentCode : null,
    dclEtpsNm: declarant.agentName, inputCode: declarant.transfer.copCode, inputName: declarant.transfer.copName, ...own, ...document.head };
  const xml = writeBondedDeclaration({ type: document.type, guid, businessId: document.docNo, head, lines: document.lines, extra: document.extra, transfer: declarant.transfer }, cebTime(now));
  await queueMessages(ctx.db, ctx.user.tenantId, [{ docType: document.docType, docId: document.docId, docNo: document.docNo, messageType: document.type, guid, xml }]);
  return guid;
}
