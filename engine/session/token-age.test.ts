import { refreshTokenState, TOKEN_AGE_LIMIT_MS } from './token-age';

describe('refreshTokenState', () => {
  const login = 1_700_000_000_000;

  it('is 6 hours', () => {
    expect(TOKEN_AGE_LIMIT_MS).toBe(6 * 60 * 60 * 1000);
  });

  it('is 0 up to and including exactly 6 hours', () => {
    expect(refreshTokenState(login, login)).toBe(0);
    expect(refreshTokenState(login, login + TOKEN_AGE_LIMIT_MS)).toBe(0);
  });

  it('is 1 once more than 6 hours have passed', () => {
    expect(refreshTokenState(login, login + TOKEN_AGE_LIMIT_MS + 1)).toBe(1);
    expect(refreshTokenState(login, login + 3 * TOKEN_AGE_LIMIT_MS)).toBe(1);
  });

  it('is 0 without a usable stored time', () => {
    expect(refreshTokenState(undefined, login)).toBe(0);
    expect(refreshTokenState(Number.NaN, login)).toBe(0);
  });

  it('honours a shorter limit', () => {
    expect(refreshTokenState(login, login + 1000, 1000)).toBe(0);
    expect(refreshTokenState(login, login + 1001, 1000)).toBe(1);
  });
});
