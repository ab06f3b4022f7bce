/** Token age (spec 01 §4): after 6 hours since login the refresh token state becomes 1 (refresh due). */

/** 6 hours in milliseconds. */
export const TOKEN_AGE_LIMIT_MS = 21_600_000;

/**
 * The refresh_token_state for a stored login time: 1 when more than 6 hours have passed since it (exactly
 * 6 hours is still 0), else 0. Without a usable stored time (missing, NaN) the age is unknown and the state is 0;
 * the refresh itself also needs a refresh token, which the caller checks. `limitMs` defaults to 6 hours (tests may
 * shorten it).
 * @example refreshTokenState(loginTime, loginTime + TOKEN_AGE_LIMIT_MS + 1); // 1
 */
export function refreshTokenState(
  loginTime: number | undefined,
  now: number,
  limitMs: number = TOKEN_AGE_LIMIT_MS,
): 0 | 1 {
  if (loginTime === undefined || !Number.isFinite(loginTime)) return 0;
  return now - loginTime > limitMs ? 1 : 0;
}
