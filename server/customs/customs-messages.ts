/**
 * The declaration platform's messages kept with their documents (table customs_message, migration 0034): a sent
 * one waits here as `queued` until the outbox hands it over (outbox.ts); a receipt is kept once (receipts.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { RequestDb } from '../entity/row-store';

/** The kinds of document a message belongs to (`doc_type`). */
export type CustomsDocType = 'order' | 'cancel' | 'refund' | 'bill' | 'billReturn' | 'cargo' | 'stockDeclare';

export interface QueuedMessage {
  docType: CustomsDocType;
  docId: number;
  docNo: string;
  messageType: string;
  guid: string;
  xml: string;
}

const typed = (db: RequestDb) => db as unknown as Kysely<Database>;

/** A new message guid: 36 characters, upper case (reference §1). */
export function newGuid(): string {
  return randomUUID().toUpperCase();
}

/** Puts messages in the outbox, in the caller's transaction: they leave when it commits and the outbox runs. */
export async function queueMessages(db: RequestDb, tenantId: number, messages: QueuedMessage[]): Promise<void> {
  if (!messages.length) return;
  await typed(db).insertInto('customsMessage').values(messages.map((m) => ({
    tenantId, docType: m.docType, docId: m.docId, docNo: m.docNo, direction: 'out' as const, messageType: m.messageType,
    guid: m.guid, content: m.xml, sendState: 'queued',
  }))).execute();
}

/** The id of the document's latest sent message of a type: receipts of older ones no longer move the document. */
export async function latestSentId(db: RequestDb, tenantId: number, docType: CustomsDocType, docId: number, messageType: string): Promise<number | undefined> {
  const row = await typed(db).selectFrom('customsMessage').select((eb) => eb.fn.max('id').as('id'))
    .where('tenantId', '=', tenantId).where('docType', '=', docType).where('docId', '=', docId)
    .where('direction', '=', 'out').where('messageType', '=', messageType).executeTakeFirst();
  return row?.id ?? undefined;
}
