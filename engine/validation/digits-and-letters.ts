/** Spec 01 §5, spec 02 §5: a value of digits and letters, at least one of each and nothing else. */
import { checkableText } from './check-input';

/**
 * Whether a value holds only ASCII digits and letters, with at least one digit and one letter.
 * @example isDigitsAndLetters('abc123'); // true
 * @example isDigitsAndLetters('abc'); // false
 */
export function isDigitsAndLetters(value: unknown): boolean {
  const text = checkableText(value);
  return text !== undefined && /^[A-Za-z0-9]+$/.test(text) && /[0-9]/.test(text) && /[A-Za-z]/.test(text);
}
