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

/** The state after one more wrong password: the fifth in a row locks. An expired lock starts a new count. */
export function afterFailure(state: LockState, now: number): LockState {
  const lockExpired = state.lockedUntil !== null && state.lockedUntil.getTime() <= now;
  const failed = (lockExpired ? 0 : state.failedLogins) + 1;
  return failed >= MAX_FAILED_LOGINS ? { failedLogins: failed, lockedUntil: new Date(now + LOCK_MS) } : { failedLogins: failed, lockedUntil: null };
}
