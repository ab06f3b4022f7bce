/**
 * Spec 01 §5, spec 02 §5: a Chinese resident ID card number (GB 11643). Two generations exist:
 * - 18 characters: a six-digit area code, the birth date YYYYMMDD, a three-digit sequence, and a check character
 *   (a digit or X, lower-case x accepted) computed with ISO 7064 MOD 11-2;
 * - 15 digits (issued before 1999): area code, birth date YYMMDD of the 1900s, sequence; no check character.
 * The birth date must be a real calendar day; 18-digit years must lie in 1800 to 2099. The area code is not
 * looked up in a list of regions, and the date is not compared with today (that would make the check depend on the
 * clock).
 */
import { isCalendarDate } from './calendar-date';
import { checkableText } from './check-input';

/** ISO 7064 MOD 11-2 weights of the first 17 digits (2^(17-i) mod 11). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** The check character for each remainder of the weighted sum modulo 11. */
const CHECK_CHARACTERS = '10X98765432';

/**
 * The check character (0-9 or X) of the first 17 digits of an 18-character ID card number.
 * @example idCardCheckCharacter('11010519491231002'); // 'X'
 */
export function idCardCheckCharacter(first17: string): string {
  if (!/^[0-9]{17}$/.test(first17)) throw new RangeError('an ID card check character needs exactly 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARACTERS[sum % 11];
}

function dateAt(text: string, start: number, yearDigits: 2 | 4): { year: number; month: number; day: number } {
  const year = Number(text.slice(start, start + yearDigits));
  const month = Number(text.slice(start + yearDigits, start + yearDigits + 2));
  const day = Number(text.slice(start + yearDigits + 2, start + yearDigits + 4));
  return { year: yearDigits === 2 ? 1900 + year : year, month, day };
}

/**
 * Whether a value is a valid 15- or 18-character Chinese ID card number.
 * @example isChineseIdCard('11010519491231002X'); // true
 * @example isChineseIdCard('130503670401001'); // true (born 1967-04-01)
 */
export function isChineseIdCard(value: unknown): boolean {
  const text = checkableText(value);
  if (text === undefined) return false;
  if (/^[0-9]{15}$/.test(text)) {
    const { year, month, day } = dateAt(text, 6, 2);
    return isCalendarDate(year, month, day);
  }
  if (!/^[0-9]{17}[0-9Xx]$/.test(text)) return false;
  const { year, month, day } = dateAt(text, 6, 4);
  if (year < 1800 || year > 2099 || !isCalendarDate(year, month, day)) return false;
  return idCardCheckCharacter(text.slice(0, 17)) === text[17].toUpperCase();
}
