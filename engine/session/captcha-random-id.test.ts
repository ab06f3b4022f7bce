import { captchaRandomId } from './captcha-random-id';

describe('captchaRandomId', () => {
  const now = 1_700_000_000_123;

  it('is the time in ms followed by 6 random digits', () => {
    expect(captchaRandomId(now, () => 0.123456)).toBe('1700000000123123456');
  });

  it('keeps leading zeros of the random part', () => {
    expect(captchaRandomId(now, () => 0)).toBe('1700000000123000000');
    expect(captchaRandomId(now, () => 0.000042)).toBe('1700000000123000042');
  });

  it('stays 19 digits at the top of the random range', () => {
    expect(captchaRandomId(now, () => 0.9999999999)).toBe('1700000000123999999');
  });

  it('uses the current time and Math.random by default', () => {
    const before = Date.now();
    const id = captchaRandomId();
    expect(id).toMatch(/^\d{19}$/);
    expect(Number(id.slice(0, 13))).toBeGreaterThanOrEqual(before);
  });
});
