/** Spec 01 §5, spec 02 §5: a plain number. */
import { checkableText } from './check-input';

/**
 * Whether a value is a plain decimal number: an optional sign (+ or -), a whole part without leading zeros (a lone
 * zero is fine), and an optional decimal part of at least one digit. No exponent, no thousands separators, no
 * spaces; `-0` passes.
 * @example isPlainNumber('-0.5'); // true
 * @example isPlainNumber('01'); // false
 * @example isPlainNumber('1.'); // false
 */
export function isPlainNumber(value: unknown): boolean {
  const text = checkableText(value);
  return text !== undefined && /^[+-]?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/.test(text);
}
