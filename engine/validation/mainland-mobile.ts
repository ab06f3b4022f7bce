/** Spec 01 §5, spec 02 §5: a mainland China mobile number. */
import { checkableText } from './check-input';

/**
 * Whether a value is an 11-digit mainland mobile number: 1, then 3 to 9, then nine digits. No country code, no
 * spaces or dashes.
 * @example isMainlandMobile('13812345678'); // true
 */
export function isMainlandMobile(value: unknown): boolean {
  const text = checkableText(value);
  return text !== undefined && /^1[3-9][0-9]{9}$/.test(text);
}
