/**
 * The sanitizers and validators by name, so schemas can name them (`"x-sanitize": "decimal2"`,
 * `"x-validator": "mainlandMobile"`) and the server and the browser apply the same functions.
 *
 * A fixed, frozen table rather than a registry factory (STYLE habit 4): the set is closed, the functions are pure,
 * and nothing registers at run time, so a test needs no registry of its own. `npm run schemas:check` can refuse an
 * unknown name with {@link isSanitizerName} and {@link isValidatorName}.
 * `laterDate` is not here: it compares two fields, and a named validator checks one value.
 */
import { isChineseIdCard } from './chinese-id-card';
import { isDigitsAndLetters } from './digits-and-letters';
import { isEmail } from './email';
import { isFormula } from './formula';
import { isImageFile, isRichTextUploadImage } from './image-file';
import type { LocalizedText, MessageLanguage } from './localized-text';
import { isMainlandMobile } from './mainland-mobile';
import { isPlainNumber } from './plain-number';
import { isPositiveInteger } from './positive-integer';
import { isSocialCreditCode } from './social-credit-code';
import { decimal2, decimal3, decimal4, decimal5, decimalBelowOne2 } from './sanitize-decimal';
import { digitsNoLeadingZeros, twoDigits } from './sanitize-digits';
import { sanitizeHtml } from './sanitize-html';
import { englishLetters, lettersDigits, stripChinese, stripSymbolsAndSpaces } from './sanitize-text';

/** The names a schema may give in `x-sanitize`. */
export const SANITIZER_NAMES = [
  'decimal2', 'decimal3', 'decimal4', 'decimal5', 'decimalBelowOne2', 'digitsNoLeadingZeros', 'twoDigits',
  'lettersDigits', 'englishLetters', 'stripChinese', 'stripSymbolsAndSpaces', 'html',
] as const;

/** A sanitizer's name. */
export type SanitizerName = (typeof SANITIZER_NAMES)[number];

/** Strips a typed value down to what the field allows. */
export type Sanitizer = (value: string) => string;

/** The sanitizers by name. */
export const sanitizers: Readonly<Record<SanitizerName, Sanitizer>> = Object.freeze({
  decimal2, decimal3, decimal4, decimal5, decimalBelowOne2, digitsNoLeadingZeros, twoDigits,
  lettersDigits, englishLetters, stripChinese, stripSymbolsAndSpaces, html: sanitizeHtml,
});

/**
 * Applies a sanitizer to a field's value: text as typed; a number through its text (88.456 with `decimal2` → 88.46,
 * as if typed), unless the text comes out empty or the number is in exponent form; anything else unchanged.
 */
export function sanitizeValue(name: SanitizerName, value: unknown): unknown {
  if (typeof value === 'string') return sanitizers[name](value);
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  // A sanitizer cleans what is typed; it never flips a number's sign: -1 stays negative, for `minimum` to refuse.
  const text = String(Math.abs(value));
  if (/e/i.test(text)) return value;
  const clean = sanitizers[name](text);
  const number = Number(clean);
  if (clean === '' || !Number.isFinite(number)) return value;
  return value < 0 ? -number : number;
}

/** The names a schema may give in `x-validator`. */
export const VALIDATOR_NAMES = [
  'digitsAndLetters', 'mainlandMobile', 'chineseIdCard', 'positiveInteger', 'plainNumber', 'formula', 'email',
  'isImageFile', 'isRichTextUploadImage', 'socialCreditCode',
] as const;

/** A validator's name. */
export type ValidatorName = (typeof VALIDATOR_NAMES)[number];

/** Whether a value passes a check; any value may be given (see check-input.ts). */
export type Validator = (value: unknown) => boolean;

/** The validators by name. */
export const validators: Readonly<Record<ValidatorName, Validator>> = Object.freeze({
  digitsAndLetters: isDigitsAndLetters,
  mainlandMobile: isMainlandMobile,
  chineseIdCard: isChineseIdCard,
  positiveInteger: isPositiveInteger,
  plainNumber: isPlainNumber,
  formula: isFormula,
  email: isEmail,
  isImageFile,
  isRichTextUploadImage,
  socialCreditCode: isSocialCreditCode,
});

/**
 * The message shown under a field whose value fails each validator: each says the rule (what a right value looks
 * like), not only that the value is wrong. The spec gives none of these words except the image one ('Please upload
 * an image format', spec 02 §8); the rest are ours.
 */
export const validatorMessages: Readonly<Record<ValidatorName, LocalizedText>> = Object.freeze({
  digitsAndLetters: { zh: '只能包含字母和数字，且至少各有一个（如 AB12）', en: 'Use letters and digits only, at least one of each (e.g. AB12)' },
  mainlandMobile: { zh: '请输入 11 位手机号码，以 13 至 19 开头（如 13800138000）', en: 'Enter an 11-digit mainland mobile number starting 13 to 19 (e.g. 13800138000)' },
  chineseIdCard: { zh: '请输入 18 位身份证号码（末位校验码可为 X）或 15 位旧号码', en: 'Enter an 18-character Chinese ID number (the last, a check character, may be X) or an old 15-digit one' },
  positiveInteger: { zh: '请输入正整数（1、2、3…，不带小数点）', en: 'Enter a whole number of 1 or more (no decimal point)' },
  plainNumber: { zh: '请输入数字，如 12、-3 或 12.5（不含逗号、空格和字母）', en: 'Enter a number such as 12, -3 or 12.5 (no commas, spaces or letters)' },
  formula: { zh: '请输入正确的公式（数字、w、+ - * / 和括号）', en: 'Enter a valid formula (digits, w, + - * / and parentheses)' },
  email: { zh: '请输入邮箱地址，如 name@example.com', en: 'Enter an email address such as name@example.com' },
  isImageFile: { zh: '请上传图片格式的文件', en: 'Please upload an image format' },
  isRichTextUploadImage: { zh: '请上传 jpg、jpeg、gif、png 或 bmp 格式的图片', en: 'Upload a jpg, jpeg, gif, png or bmp image' },
  socialCreditCode: { zh: '请输入 18 位统一社会信用代码（数字和大写字母，末位为校验码，如 914403001922038216）', en: 'Enter the 18-character unified social credit code (digits and capitals, the last a check character, e.g. 914403001922038216)' },
});

/** Whether a schema's `x-sanitize` value names a sanitizer (own names only: `toString` is not one). */
export function isSanitizerName(name: unknown): name is SanitizerName {
  return typeof name === 'string' && Object.hasOwn(sanitizers, name);
}

/** Whether a schema's `x-validator` value names a validator (own names only). */
export function isValidatorName(name: unknown): name is ValidatorName {
  return typeof name === 'string' && Object.hasOwn(validators, name);
}

/**
 * The message of a validator in a language.
 * @example validatorMessage('mainlandMobile', 'zh'); // '请输入 11 位手机号码，以 13 至 19 开头（如 13800138000）'
 */
export function validatorMessage(name: ValidatorName, lang: MessageLanguage): string {
  return validatorMessages[name][lang];
}
