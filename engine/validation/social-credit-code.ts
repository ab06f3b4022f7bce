/**
 * A unified social credit code (统一社会信用代码, GB 32100-2015): the 18-character number every company in the
 * mainland prints on its business licence and tax invoices. A registration authority code (1 character), an
 * organisation type (1), the six-digit area code, the nine-character organisation code and a check character, all
 * from the 31 characters 0-9 and A-Z without I, O, S, V and Z; the check character is computed modulo 31 with fixed
 * weights. Lower-case letters are accepted (staff type them so); nothing else is looked up.
 */
import { checkableText } from './check-input';

/** The characters a code may use, in the order of their values 0 to 30. */
const CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** The weight of each of the first 17 characters (3^i mod 31). */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * The check character of the first 17 characters of a code.
 * @example socialCreditCheckCharacter('91440300192203821'); // '6'
 */
export function socialCreditCheckCharacter(first17: string): string {
  const upper = first17.toUpperCase();
  if (upper.length !== 17 || [...upper].some((c) => !CHARACTERS.includes(c))) throw new RangeError('a social credit check character needs 17 code characters');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CHARACTERS.indexOf(upper[i]!) * WEIGHTS[i]!;
  return CHARACTERS[(31 - (sum % 31)) % 31]!;
}

/**
 * Whether a value is a valid 18-character unified social credit code.
 * @example isSocialCreditCode('914403001922038216'); // true (华为技术有限公司)
 * @example isSocialCreditCode('914403001922038217'); // false (check character)
 */
export function isSocialCreditCode(value: unknown): boolean {
  const text = checkableText(value)?.toUpperCase();
  if (text === undefined || !/^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(text)) return false;
  return socialCreditCheckCharacter(text.slice(0, 17)) === text[17];
}
