import { afterFailure, isLocked, LOCK_MS } from './login-lockout';

describe('login lockout', () => {
  const now = Date.UTC(2026, 0, 1);
  it('locks on the fifth consecutive failure, for half an hour', () => {
    let state = { failedLogins: 0, lockedUntil: null as Date | null };
    for (let i = 0; i < 4; i++) state = afterFailure(state, now);
    expect(isLocked(state, now)).toBe(false);
    state = afterFailure(state, now);
    expect(isLocked(state, now)).toBe(true);
    expect(isLocked(state, now + LOCK_MS - 1)).toBe(true);
    expect(isLocked(state, now + LOCK_MS)).toBe(false);
  });
  it('starts counting again after the lock has run out', () => {
    const expired = { failedLogins: 5, lockedUntil: new Date(now - 1) };
    expect(afterFailure(expired, now)).toEqual({ failedLogins: 1, lockedUntil: null });
  });
});
