/**
 * Digit sanitizers, applied as a person types (spec 01 §5, spec 02 §5). Full-width digits are read as ASCII first;
 * every other character is removed.
 */
import { foldFullWidth } from './full-width';

function digitsOnly(value: string): string {
  return foldFullWidth(value).replace(/[^0-9]/g, '');
}

/**
 * Digits only, without leading zeros. A value of zeros keeps one zero (`0` and `000` → `0`), so a zero can still be
 * typed; the next digit then replaces it (`05` → `5`).
 * @example digitsNoLeadingZeros('00123a'); // '123'
 */
export function digitsNoLeadingZeros(value: string): string {
  return digitsOnly(value).replace(/^0+(?=\d)/, '');
}

/**
 * A number of at most two digits: digits only, the first two kept. Leading zeros stay (`05`), as in a two-digit
 * day or month.
 * @example twoDigits('1a23'); // '12'
 */
export function twoDigits(value: string): string {
  return digitsOnly(value).slice(0, 2);
}
