/**
 * Text sanitizers, applied as a person types (spec 01 §5, spec 02 §5). Full-width letters, digits and punctuation
 * are read as ASCII first (see full-width.ts), then the unwanted characters are removed.
 */
import { foldFullWidth } from './full-width';

/**
 * ASCII letters and digits only; everything else, Chinese and accented letters included, is removed.
 * @example lettersDigits('AB-12 中'); // 'AB12'
 */
export function lettersDigits(value: string): string {
  return foldFullWidth(value).replace(/[^A-Za-z0-9]/g, '');
}

/**
 * English letters (A-Z, a-z) only.
 * @example englishLetters('Ab1 c'); // 'Abc'
 */
export function englishLetters(value: string): string {
  return foldFullWidth(value).replace(/[^A-Za-z]/g, '');
}

/**
 * Han ideographs (every Unicode Han block, extensions included) and CJK punctuation (the CJK Symbols and
 * Punctuation block such as 、。「」, and the vertical CJK Compatibility Forms). Japanese kana and Korean hangul are
 * not Chinese and stay.
 */
const CHINESE = /[\p{Script=Han}\u3000-\u303f\ufe30-\ufe4f]/gu;

/**
 * Removes Chinese characters and Chinese punctuation. Full-width ASCII punctuation is folded, not removed:
 * `，` becomes `,`.
 * @example stripChinese('ABC中文123。'); // 'ABC123'
 */
export function stripChinese(value: string): string {
  return foldFullWidth(value).replace(CHINESE, '');
}

/**
 * Removes special symbols, punctuation and all whitespace; keeps letters of any language (with their combining
 * marks) and decimal digits. Used for the course field of spec 02 §5.
 * @example stripSymbolsAndSpaces(' 物流 course-101! '); // '物流course101'
 */
export function stripSymbolsAndSpaces(value: string): string {
  return foldFullWidth(value).replace(/[^\p{L}\p{M}\p{Nd}]/gu, '');
}
