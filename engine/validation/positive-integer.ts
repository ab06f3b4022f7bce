/** Spec 01 §5, spec 02 §5: a positive integer. */
import { checkableText } from './check-input';

/**
 * Whether a value is a positive integer written without sign, leading zeros or decimal part: 1, 2, 3 and so on.
 * Zero is not positive. A number is read as its text, so `5` passes and `1e21` (text `1e+21`) does not.
 * @example isPositiveInteger('12'); // true
 * @example isPositiveInteger('012'); // false
 */
export function isPositiveInteger(value: unknown): boolean {
  const text = checkableText(value);
  return text !== undefined && /^[1-9][0-9]*$/.test(text);
}
