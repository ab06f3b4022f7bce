/**
 * Retries of a command answer the first reply (docs/api.md, "Commands"): a call with an `Idempotency-Key` header
 * records the key before it runs and its reply after, in the request's transaction, so a failed call leaves no key
 * and may be retried, and a retry that arrives while the first runs waits on the key's row and then answers its reply.
 * Replies are kept for a day.
 */
import type { Clock } from '../clock';
import { AppError } from '../errors/app-error';
import type { SessionUser } from '../http/request-context';
import type { RequestDb } from '../entity/row-store';

const KEPT_MS = 24 * 60 * 60 * 1000;
const KEY = /^[\x21-\x7e]{1,128}$/;

/** Runs `work` once per key: a repeated key (same user, tenant, entity and command) answers the stored reply. */
export async function onceByKey<T>(db: RequestDb, clock: Clock, user: SessionUser, key: string | undefined, call: { entityId: string; command: string }, work: () => Promise<T>): Promise<T> {
  if (key === undefined) return work();
  if (!KEY.test(key)) throw new AppError('VALIDATION', { detail: 'Idempotency-Key must be 1–128 visible ASCII characters' }, { 'Idempotency-Key': 'invalid' });
  const now = new Date(clock.now());
  await db.deleteFrom('commandReply').where('createdAt', '<', new Date(now.getTime() - KEPT_MS)).execute();
  const inserted = await db
    .insertInto('commandReply')
    .values({ tenantId: user.tenantId, userId: user.id, idempotencyKey: key, entityId: call.entityId, command: call.command, reply: null, createdAt: now })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const earlier = await db.selectFrom('commandReply').select(['entityId', 'command', 'reply'])
      .where('tenantId', '=', user.tenantId).where('userId', '=', user.id).where('idempotencyKey', '=', key).executeTakeFirst();
    if (!earlier || earlier.reply === null || earlier.entityId !== call.entityId || earlier.command !== call.command) throw new AppError('COMMAND_IN_PROGRESS');
    return earlier.reply as T;
  }
  const reply = await work();
  await db.updateTable('commandReply').set({ reply: JSON.stringify(reply ?? null) }).where('id', '=', inserted.id).execute();
  return reply;
}
