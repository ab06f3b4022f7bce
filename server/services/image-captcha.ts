import svgCaptcha from 'svg-captcha';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/**
 * Image captchas (svg-captcha: an SVG of distorted characters, no native dependency). A captcha is keyed by the
 * browser's random id (time plus six digits), compared once, and a verified one is consumed by the password grant.
 */
export class ImageCaptchas {
  constructor(private readonly clock: Clock) {}

  async generate(db: Db, randomCode: string): Promise<{ randomCode: string; image: string; expiresInSeconds: number }> {
    const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f5f7fa' });
    const now = this.clock.now();
    await db
      .insertInto('imageCaptcha')
      .values({ randomCode, answer: captcha.text.toLowerCase(), expiresAt: new Date(now + CAPTCHA_TTL_MS), verifiedAt: null, consumedAt: null })
      .onConflict((oc) => oc.column('randomCode').doUpdateSet({ answer: captcha.text.toLowerCase(), expiresAt: new Date(now + CAPTCHA_TTL_MS), verifiedAt: null, consumedAt: null }))
      .execute();
    const image = `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
    return { randomCode, image, expiresInSeconds: CAPTCHA_TTL_MS / 1000 };
  }

  /** One comparison per captcha: right marks it verified, wrong spoils it (the browser fetches a new one). */
  async compare(db: Db, randomCode: string, answer: string): Promise<void> {
    const now = this.clock.now();
    const row = await db.selectFrom('imageCaptcha').selectAll().where('randomCode', '=', randomCode).executeTakeFirst();
    if (!row || row.verifiedAt || row.consumedAt) throw new AppError('CAPTCHA_EXPIRED');
    if (new Date(row.expiresAt).getTime() <= now) throw new AppError('CAPTCHA_EXPIRED');
    if (row.answer !== answer.trim().toLowerCase()) {
      await db.updateTable('imageCaptcha').set({ consumedAt: new Date(now) }).where('randomCode', '=', randomCode).execute();
      throw new AppError('CAPTCHA_WRONG');
    }
    await db.updateTable('imageCaptcha').set({ verifiedAt: new Date(now) }).where('randomCode', '=', randomCode).execute();
  }

  /** Takes a verified, unexpired captcha for a sign-in; each can be taken once. */
  async consumeVerified(db: Db, randomCode: string): Promise<void> {
    const now = new Date(this.clock.now());
    const taken = await db
      .updateTable('imageCaptcha')
      .set({ consumedAt: now })
      .where('randomCode', '=', randomCode)
      .where('verifiedAt', 'is not', null)
      .where('consumedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new AppError('CAPTCHA_REQUIRED');
  }

  /** The answer, for the development outbox only. */
  async peek(db: Db, randomCode: string): Promise<string | undefined> {
    return (await db.selectFrom('imageCaptcha').select('answer').where('randomCode', '=', randomCode).executeTakeFirst())?.answer;
  }
}
