/**
 * Puts a message on the queue (`mq_message`, migration 0030) in the caller's transaction: it becomes visible to the
 * worker only when that transaction commits, so a refused request sends nothing.
 */
import { sql } from 'kysely';
import type { RequestDb } from '../entity/row-store';
import { AppError } from '../errors/app-error';
import { MQ_TYPES, missingPayloadFields } from './mq-types';

export interface NewMessage {
  tenantId: number;
  type: string;
  payload: Record<string, unknown>;
  /** The business row the message is about (an employee), listed on that row's page. */
  bizEntity?: string;
  bizId?: number;
  bizCode?: string;
  createdBy: string;
}

/** @throws AppError VALIDATION naming `type` (unknown) or `payload.<field>` (missing). */
export async function enqueueMessage(db: RequestDb, message: NewMessage): Promise<{ id: number; status: string }> {
  const missing = missingPayloadFields(message.type, message.payload);
  if (missing === undefined) {
    throw new AppError('VALIDATION', { detail: `type must be one of ${Object.keys(MQ_TYPES).join(', ')}` }, { type: `unknown message type ${message.type}` });
  }
  if (missing.length) {
    throw new AppError('VALIDATION', { detail: `payload lacks ${missing.join(', ')}` }, Object.fromEntries(missing.map((field) => [`payload.${field}`, 'required'])));
  }
  const row = await db.insertInto('mqMessage').values({
    tenantId: message.tenantId, msgType: message.type, target: MQ_TYPES[message.type]!.target, payload: JSON.stringify(message.payload),
    bizEntity: message.bizEntity ?? null, bizId: message.bizId ?? null, bizCode: message.bizCode ?? null,
    nextAttemptAt: sql<Date>`now()` as never, createdBy: message.createdBy, createdAt: sql<Date>`now()` as never, lastError: null, reply: null, claimedBy: null, sentAt: null,
  }).returning(['id', 'status']).executeTakeFirstOrThrow();
  return row;
}
