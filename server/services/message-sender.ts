import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
}

/** Where SMS and e-mail go. A real gateway implements this; the built-in one keeps an outbox. */
export interface MessageSender {
  send(db: Db, message: OutgoingMessage): Promise<void>;
}

/**
 * The built-in sender: writes each message to the `message_outbox` table and the server log, so people and tests
 * can read codes (GET /api/clearway/dev/outbox outside production).
 */
export class OutboxSender implements MessageSender {
  constructor(private readonly clock: Clock, private readonly log?: FastifyBaseLogger) {}

  async send(db: Db, message: OutgoingMessage): Promise<void> {
    await db.insertInto('messageOutbox').values({ channel: message.channel, recipient: message.to, subject: message.subject ?? null, body: message.body, createdAt: new Date(this.clock.now()) }).execute();
    this.log?.info({ outbox: { channel: message.channel, to: message.to, subject: message.subject } }, `outbox ${message.channel} to ${message.to}: ${message.body}`);
  }
}
