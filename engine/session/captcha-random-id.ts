/** The captcha random id (spec 01 §7): the current time in milliseconds plus 6 random digits. */

/**
 * The current time in milliseconds followed by 6 random digits (leading zeros kept), e.g. `1700000000000042917`.
 * `random` must return a number in [0, 1), like Math.random.
 */
export function captchaRandomId(now: number = Date.now(), random: () => number = Math.random): string {
  const digits = Math.min(999_999, Math.floor(random() * 1_000_000));
  return `${Math.trunc(now)}${String(digits).padStart(6, '0')}`;
}
