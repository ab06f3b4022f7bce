/**
 * The invitations' plain rules (docs/domain/customers.md, "Invitations"): the code, the link to the sign-up page, the
 * validity, and whether a code may still be used. No database here.
 */
import { randomInt } from 'node:crypto';
import { storedDay } from '../db/stored-day';

/** How long an invitation is valid from the day it is made or resent. */
export const INVITE_VALID_DAYS = 30;

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A new invitation code: 8 characters of the unambiguous alphabet. `pick` is for tests. */
export function newInviteCode(pick: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += CODE_ALPHABET[pick(CODE_ALPHABET.length)];
  return code;
}

/** An invite code as typed: trimmed, upper case; empty when none. */
export function normalizeInviteCode(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

/**
 * The sign-up link a prospect opens (relative to the site, so it works on any host name).
 * @example inviteLink('demo', 'K7M2Q9XA'); // '/register?tenant=demo&inviteCode=K7M2Q9XA'
 */
export function inviteLink(tenantCode: string, code: string): string {
  return `/register?tenant=${encodeURIComponent(tenantCode)}&inviteCode=${encodeURIComponent(code)}`;
}

/** The `YYYY-MM-DD` day `days` after `today` (UTC days). */
export function dayAfter(today: Date, days: number): string {
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return next.toISOString().slice(0, 10);
}

/** A stored day (`Date` or text) as `YYYY-MM-DD`. */
export function dayText(value: unknown): string {
  return storedDay(value) ?? '';
}

/** Why an invitation cannot be used to sign up, or undefined when it can. */
export type InviteRefusal = 'unknown' | 'used' | 'expired';

/**
 * Whether a code may sign a customer up on `today`: it must exist, still be 已邀请 (not used, not marked expired)
 * and valid that day (the expiry day included).
 */
export function inviteRefusal(invite: { inviteState: unknown; expiresOn: unknown } | undefined, today: Date): InviteRefusal | undefined {
  if (!invite) return 'unknown';
  if (invite.inviteState === 'expired') return 'expired';
  if (invite.inviteState !== 'invited') return 'used';
  const until = dayText(invite.expiresOn);
  if (until && until < today.toISOString().slice(0, 10)) return 'expired';
  return undefined;
}

/** The words of a refusal, naming the code. */
export function inviteRefusalText(refusal: InviteRefusal, code: string): { zh: string; en: string } {
  if (refusal === 'unknown') return { zh: `邀请码「${code}」不存在`, en: `invite code ${code} does not exist` };
  if (refusal === 'used') return { zh: `邀请码「${code}」已被使用`, en: `invite code ${code} has been used already` };
  return { zh: `邀请码「${code}」已过期，请联系业务员重新发送`, en: `invite code ${code} has expired: ask the salesman to resend it` };
}
