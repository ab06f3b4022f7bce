/**
 * Decimal sanitizers, applied as a person types (spec 01 §5, spec 02 §5, precisions 2 to 5 in §9).
 *
 * Rules, in order: full-width digits and dots are read as ASCII; everything but digits and dots is removed;
 * leading dots are removed (`.5` → `5`); only the first remaining dot is kept (`1.2.3` → `1.23`); a value with more
 * decimals than the precision is rounded half up to it (`1234.567` → `1234.57`, `1.995` → `2.00`: money is rounded,
 * never cut), in decimal digits, not floating point; leading zeros of the whole part collapse (`007` → `7`,
 * `00.5` → `0.5`, a lone `0` stays). A trailing dot stays (`12.`), so the person can go on typing the decimals.
 */
import { foldFullWidth } from './full-width';

/**
 * Strips a typed value down to a decimal with at most `places` decimals.
 * @throws RangeError when `places` is not a whole number of at least 1.
 * @example sanitizeDecimal('a1.2.3', 2); // '1.23'
 */
export function sanitizeDecimal(value: string, places: number): string {
  if (!Number.isInteger(places) || places < 1) throw new RangeError(`decimal places must be a whole number ≥ 1, got ${places}`);
  const kept = foldFullWidth(value).replace(/[^0-9.]/g, '').replace(/^\.+/, '');
  const dot = kept.indexOf('.');
  const whole = (dot < 0 ? kept : kept.slice(0, dot)).replace(/^0+(?=\d)/, '');
  if (dot < 0) return whole;
  const fraction = kept.slice(dot + 1).replace(/\./g, '');
  if (fraction.length <= places) return `${whole}.${fraction}`;
  return roundHalfUp(whole || '0', fraction, places);
}

/** `whole.fraction` rounded half up to `places` decimals, digit by digit (`9.995`, 2 → `10.00`). */
function roundHalfUp(whole: string, fraction: string, places: number): string {
  const digits = (whole + fraction.slice(0, places)).split('').map(Number);
  if (Number(fraction[places]) >= 5) {
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === 9) digits[i--] = 0;
    if (i >= 0) digits[i]! += 1;
    else digits.unshift(1);
  }
  const text = digits.join('');
  return `${text.slice(0, text.length - places)}.${text.slice(text.length - places)}`;
}

/** A decimal with at most 2 decimals: `12.3456` → `12.35`. */
export const decimal2 = (value: string): string => sanitizeDecimal(value, 2);
/** A decimal with at most 3 decimals: `12.3456` → `12.346`. */
export const decimal3 = (value: string): string => sanitizeDecimal(value, 3);
/** A decimal with at most 4 decimals: `1.234567` → `1.2346`. */
export const decimal4 = (value: string): string => sanitizeDecimal(value, 4);
/** A decimal with at most 5 decimals: `1.234567` → `1.23457`. */
export const decimal5 = (value: string): string => sanitizeDecimal(value, 5);

/** The precision of each decimal sanitizer, by name (sanitize-notice.ts says "rounded to N decimals"). */
export const DECIMAL_PLACES: Readonly<Record<string, number>> = Object.freeze({ decimal2: 2, decimal3: 3, decimal4: 4, decimal5: 5, decimalBelowOne2: 2 });

/**
 * A decimal below 1 with at most 2 decimals: sanitized like {@link decimal2}, then a value of 1 or more is cleared.
 * A rounding that would reach 1 keeps the cut value instead (`0.999` → `0.99`: it was typed below 1).
 * Note that `.5` loses its leading dot first (like every decimal sanitizer) and so reads 5 and is cleared; type `0.5`.
 * @example decimalBelowOne2('0.125'); // '0.13'
 * @example decimalBelowOne2('1'); // ''
 */
export function decimalBelowOne2(value: string): string {
  const text = sanitizeDecimal(value, 2);
  if (text === '' || Number(text) < 1) return text;
  const cut = sanitizeDecimal(value.replace(/(\.\d{2})\d+/, '$1'), 2);
  return cut !== '' && Number(cut) < 1 ? cut : '';
}
