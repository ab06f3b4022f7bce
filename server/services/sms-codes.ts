import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import type { MessageSender } from './message-sender';
import { digest } from './secret-digest';

export type SmsPurpose = 'login' | 'platform';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_GAP_MS = 60 * 1000;
export const SMS_PER_HOUR = 5;
const MAX_ATTEMPTS = 5;

/** Six-digit SMS codes: one per minute and five per hour per number, valid five minutes, used once. */
export class SmsCodes {
  constructor(private readonly clock: Clock, private readonly sender: MessageSender) {}

  async send(db: Db, mobile: string, purpose: SmsPurpose): Promise<{ expiresInSeconds: number }> {
    const now = this.clock.now();
    const recent = await db
      .selectFrom('smsCode')
      .select(['createdAt'])
      .where('mobile', '=', mobile)
      .where('createdAt', '>', new Date(now - 3600_000))
      .orderBy('createdAt', 'desc')
      .execute();
    const last = recent[0] ? new Date(recent[0].createdAt).getTime() : undefined;
    if (last !== undefined && now - last < SMS_RESEND_GAP_MS) {
      throw new AppError('SMS_TOO_FREQUENT', { seconds: Math.ceil((SMS_RESEND_GAP_MS - (now - last)) / 1000) });
    }
    if (recent.length >= SMS_PER_HOUR) {
      const oldest = new Date(recent[recent.length - 1]!.createdAt).getTime();
      throw new AppError('SMS_TOO_FREQUENT', { seconds: Math.ceil((oldest + 3600_000 - now) / 1000) });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.insertInto('smsCode').values({ mobile, purpose, codeHash: digest(`${mobile}:${code}`), createdAt: new Date(now), expiresAt: new Date(now + SMS_CODE_TTL_MS), consumedAt: null }).execute();
    await this.sender.send(db, { channel: 'sms', to: mobile, body: `【Clearway】验证码 ${code}，5分钟内有效。Your Clearway code is ${code} (valid 5 minutes).` });
    return { expiresInSeconds: SMS_CODE_TTL_MS / 1000 };
  }

  /** Consumes the newest live code for the number; a wrong code counts an attempt, five spoil it. */
  async consume(db: Db, mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
    const now = new Date(this.clock.now());
    const live = await db
      .selectFrom('smsCode')
      .select(['id', 'codeHash', 'attempts'])
      .where('mobile', '=', mobile)
      .where('purpose', '=', purpose)
      .where('consumedAt', 'is', null)
      .where('expiresAt', '>', now)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    if (!live || live.attempts >= MAX_ATTEMPTS) throw new AppError('SMS_CODE_WRONG');
    if (live.codeHash !== digest(`${mobile}:${code.trim()}`)) {
      await db.updateTable('smsCode').set({ attempts: sql`attempts + 1` }).where('id', '=', live.id).execute();
      throw new AppError('SMS_CODE_WRONG');
    }
    const taken = await db.updateTable('smsCode').set({ consumedAt: now }).where('id', '=', live.id).where('consumedAt', 'is', null).executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new AppError('SMS_CODE_WRONG');
  }
}
