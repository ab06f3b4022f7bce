/**
 * Drains the message queue (`mq_message`) the way the job worker drains `sync_task` (server/jobs/job-worker.ts):
 * claims the oldest due message with `SELECT … FOR UPDATE SKIP LOCKED` in a short transaction that marks it 发送中
 * under this process's name (so any number of processes share the queue and no message goes twice), hands it to its
 * system outside any transaction, then records 已发送 with the answer, or the error: a refusal fails it at once, a
 * transport error is retried later (after 5 s, 10 s, …) until its attempts are used up. Polls every `pollMs`.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { THIS_PROCESS } from '../jobs/job-recovery';
import { MQ_STATUS, type MqTarget } from './mq-types';
import { OutsideRefusal, type OutsideSystem } from './outside-systems';
import { afterSending } from './after-sending';

export interface MqWorkerOptions {
  db: Db;
  systems: Record<MqTarget, OutsideSystem>;
  pollMs?: number;
  log?: { error(obj: unknown, msg?: string): void };
  /** The database is this process's alone: at start, messages left 发送中 by a stopped process wait again. */
  exclusive?: boolean;
}

interface Claimed {
  id: number;
  tenantId: number;
  msgType: string;
  target: string;
  payload: Record<string, unknown>;
  bizEntity: string | null;
  bizId: number | null;
  attempts: number;
  maxAttempts: number;
}

export class MqWorker {
  private timer?: NodeJS.Timeout;
  private pass?: Promise<void>;
  private stopped = false;

  constructor(private readonly options: MqWorkerOptions) {}

  async start(): Promise<void> {
    if (this.timer || this.stopped) return;
    if (this.options.exclusive) {
      await this.options.db.updateTable('mqMessage').set({ status: MQ_STATUS.waiting, claimedBy: null }).where('status', '=', MQ_STATUS.sending).execute();
    }
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 500);
    this.timer.unref?.();
    this.kick();
  }

  /** Starts a pass unless one is under way. */
  kick(): void {
    if (this.stopped || this.pass) return;
    this.pass = this.drain().catch((error) => this.options.log?.error({ err: error }, 'message queue pass failed')).finally(() => { this.pass = undefined; });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.pass;
  }

  /** Sends due messages until none is left. */
  async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const message = await this.claim();
      if (!message) return;
      await this.deliver(message);
    }
  }

  private async claim(): Promise<Claimed | undefined> {
    return this.options.db.transaction().execute(async (trx) => {
      const due = await trx.selectFrom('mqMessage')
        .select(['id', 'tenantId', 'msgType', 'target', 'payload', 'bizEntity', 'bizId', 'attempts', 'maxAttempts'])
        .where('status', '=', MQ_STATUS.waiting).where('nextAttemptAt', '<=', sql<Date>`now()`)
        .orderBy('id').limit(1).forUpdate().skipLocked().executeTakeFirst();
      if (!due) return undefined;
      await trx.updateTable('mqMessage').set({ status: MQ_STATUS.sending, claimedBy: THIS_PROCESS, attempts: due.attempts + 1 }).where('id', '=', due.id).execute();
      return { ...due, attempts: due.attempts + 1 } as Claimed;
    });
  }

  private async deliver(message: Claimed): Promise<void> {
    const { db } = this.options;
    const system = this.options.systems[message.target as MqTarget];
    try {
      if (!system) throw new OutsideRefusal(`no outside system "${message.target}"`);
      const answer = await system.send(message.msgType, message.payload, message.id);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('mqMessage').set({ status: MQ_STATUS.sent, reply: JSON.stringify(answer), lastError: null, sentAt: sql<Date>`now()` as never, claimedBy: null }).where('id', '=', message.id).execute();
        await afterSending(trx, message, true);
      });
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = error instanceof OutsideRefusal || message.attempts >= message.maxAttempts;
      const answer = error instanceof OutsideRefusal && error.answer !== undefined ? JSON.stringify({ answer: error.answer }) : null;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('mqMessage').set({
          status: final ? MQ_STATUS.failed : MQ_STATUS.waiting, lastError: text, reply: answer, claimedBy: null,
          nextAttemptAt: sql<Date>`now() + make_interval(secs => ${5 * message.attempts})` as never,
        }).where('id', '=', message.id).execute();
        if (final) await afterSending(trx, message, false);
      });
    }
  }
}
