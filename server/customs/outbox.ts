/**
 * The outbox (docs/domain/customs.md "The declaration platform"): hands queued messages to the platform, oldest
 * first, a few at a time, after the declaring request committed. Sent: `sent`. Refused as a document (a format
 * error): `failed`, and a 发送海关失败 (4) receipt is applied so the document fails visibly. Unreachable: stays
 * queued, tried again on the next round (attempts and the last error kept), the round stopping at the first such
 * failure so a platform that is down is not hammered.
 */
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Database } from '../db/tables';
import { DECLARATION_LAYOUTS, type DeclarationType } from './messages/ceb-layout';
import { cebTime, writeReceipt } from './messages/ceb-xml';
import { PlatformRefusal, type DeclarationPlatform } from './platform/declaration-platform';
import { RECEIPT_OF_BONDED, writeBondedReceipt, type BondedDeclarationType } from './messages/sas-xml';
import { newGuid } from './customs-messages';

/** Messages taken per round, and handed over at once. */
const BATCH = 200;
const PARALLEL = 8;

export interface OutboxDeps {
  db: Db;
  platform: DeclarationPlatform;
  log: FastifyBaseLogger;
  intervalMs: number;
  /** Applies a receipt document (receipts.ts), for the 发送海关失败 of a refused message. */
  applyReceipt: (xml: string) => Promise<unknown>;
}

/** The receipt a refused message gets here: 发送海关失败 (4) for a CEB message, 退单 (3) for a bonded one. */
function failureReceipt(message: { guid: string; messageType: string }, reason: string): string {
  const now = new Date();
  const bonded = RECEIPT_OF_BONDED[message.messageType as BondedDeclarationType];
  if (bonded) return writeBondedReceipt(bonded, message.guid, newGuid(), '', { manageResult: '3', manageDate: cebTime(now), rmk: `发送失败：${reason}` }, cebTime(now));
  const layout = DECLARATION_LAYOUTS[message.messageType as DeclarationType];
  return writeReceipt(layout.receipt, { guid: message.guid, returnStatus: '4', returnTime: cebTime(now, true), returnInfo: `发送海关失败：${reason}` });
}

export class CustomsOutbox {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: OutboxDeps) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.deps.intervalMs);
    this.timer.unref?.();
    this.kick();
  }

  /** Runs a round now (or right after the one running). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().catch((error: unknown) => this.deps.log.error({ err: error }, 'customs outbox round failed')).finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Sends until nothing is queued or the platform cannot be reached. */
  private async drain(): Promise<void> {
    const db = this.deps.db as unknown as Kysely<Database>;
    for (;;) {
      if (this.stopped) return;
      const batch = await db.selectFrom('customsMessage').select(['id', 'guid', 'messageType', 'content'])
        .where('sendState', '=', 'queued').where('direction', '=', 'out').orderBy('id').limit(BATCH).execute();
      if (!batch.length) return;
      let unreachable = false;
      for (let i = 0; i < batch.length && !unreachable; i += PARALLEL) {
        const results = await Promise.all(batch.slice(i, i + PARALLEL).map((message) => this.sendOne(message)));
        unreachable = results.includes('unreachable');
      }
      if (unreachable) return;
    }
  }

  private async sendOne(message: { id: number; guid: string; messageType: string; content: string }): Promise<'sent' | 'refused' | 'unreachable'> {
    const db = this.deps.db as unknown as Kysely<Database>;
    try {
      await this.deps.platform.send({ guid: message.guid, messageType: message.messageType, xml: message.content });
      await db.updateTable('customsMessage').set((eb) => ({ sendState: 'sent', sentAt: new Date(), attempts: eb('attempts', '+', 1), lastError: null })).where('id', '=', message.id).execute();
      return 'sent';
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (!(error instanceof PlatformRefusal)) {
        await db.updateTable('customsMessage').set((eb) => ({ attempts: eb('attempts', '+', 1), lastError: text })).where('id', '=', message.id).execute();
        this.deps.log.warn({ guid: message.guid, error: text }, 'customs platform unreachable; the message waits in the outbox');
        return 'unreachable';
      }
      await db.updateTable('customsMessage').set((eb) => ({ sendState: 'failed', attempts: eb('attempts', '+', 1), lastError: text })).where('id', '=', message.id).execute();
      await this.deps.applyReceipt(failureReceipt(message, text));
      return 'refused';
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
