import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Spec 01 §9: five consecutive wrong passwords lock the account for half an hour. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 30 * 60 * 1000;

export interface LockState {
  failedLogins: number;
  lockedUntil: Date | null;
}

/** Whether the account is locked at `now`. */
export function isLocked(state: LockState, now: number): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now;
}

/** A password check the account has paid for in advance: the attempt's place in the count, and whether it locked. */
export interface LoginAttempt {
  attempt: number;
  locked: boolean;
}

/**
 * Counts a password attempt before the password is checked, in one UPDATE: concurrent attempts take numbers 1, 2, 3…
 * under the row's lock, the fifth sets the lock, and an attempt on a locked account gets no number at all (undefined),
 * so no burst, however parallel, has more than five passwords checked. An expired lock starts a new count.
 * A read-check-write in three steps let 50 parallel attempts check 197 passwords.
 */
export async function reserveLoginAttempt(db: Db, userId: number, now: number): Promise<LoginAttempt | undefined> {
  const at = new Date(now);
  const lockEnds = new Date(now + LOCK_MS);
  const lockExpired = sql<boolean>`(locked_until IS NOT NULL AND locked_until <= ${at}::timestamptz)`;
  const attempt = sql<number>`(CASE WHEN ${lockExpired} THEN 1 ELSE failed_logins + 1 END)`;
  const row = await db.updateTable('sysUser')
    .set({ failedLogins: attempt, lockedUntil: sql`CASE WHEN ${attempt} >= ${MAX_FAILED_LOGINS} THEN ${lockEnds}::timestamptz ELSE NULL END` })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', at)]))
    .returning(['failedLogins', 'lockedUntil'])
    .executeTakeFirst();
  return row ? { attempt: row.failedLogins, locked: row.lockedUntil !== null } : undefined;
}

/**
 * The right password: the attempts counted up to and including this one are forgiven; those counted after it (still
 * being checked in parallel) stay counted. A lock this burst set is lifted when fewer than five remain.
 */
export async function settleSuccessfulLogin(db: Db, userId: number, attempt: LoginAttempt): Promise<void> {
  const remaining = sql<number>`GREATEST(failed_logins - ${attempt.attempt}, 0)`;
  await db.updateTable('sysUser')
    .set({ failedLogins: remaining, lockedUntil: sql`CASE WHEN ${remaining} >= ${MAX_FAILED_LOGINS} THEN locked_until ELSE NULL END` })
    .where('id', '=', userId)
    .execute();
}
