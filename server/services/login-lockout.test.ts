import { isLocked, LOCK_MS } from './login-lockout';

describe('login lockout', () => {
  const now = Date.UTC(2026, 0, 1);
  it('is locked until the lock runs out, not after', () => {
    const state = { failedLogins: 5, lockedUntil: new Date(now + LOCK_MS) };
    expect(isLocked(state, now)).toBe(true);
    expect(isLocked(state, now + LOCK_MS - 1)).toBe(true);
    expect(isLocked(state, now + LOCK_MS)).toBe(false);
    expect(isLocked({ failedLogins: 4, lockedUntil: null }, now)).toBe(false);
  });
});
