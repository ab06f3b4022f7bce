/**
 * What a sanitizer did to what the person typed, in words, for a hint under the field (a sanitizer never changes a
 * value silently): the characters it removed ("已去除不允许的字符：-"), a rounding ("已四舍五入为 2 位小数"), a value
 * cleared, or another adjustment. Pure; the form shows it (engine/render/form/sanitize-reaction.ts).
 */
import { foldFullWidth } from './full-width';
import type { LocalizedText, MessageLanguage } from './localized-text';
import type { SanitizerName } from './registry';
import { DECIMAL_PLACES } from './sanitize-decimal';

/** The hints, `{chars}`, `{places}` and `{value}` filled in. */
export const SANITIZE_NOTICES = Object.freeze({
  removed: { zh: '已去除不允许的字符：{chars}', en: 'Removed characters that are not allowed: {chars}' },
  rounded: { zh: '已四舍五入为 {places} 位小数', en: 'Rounded to {places} decimal places' },
  cleared: { zh: '已清空：该值不符合本栏的规则', en: 'Cleared: the value does not fit this field' },
  adjusted: { zh: '已按本栏的规则改为 {value}', en: 'Changed to {value} by this field\'s rule' },
} satisfies Record<string, LocalizedText>);

const SPACE: LocalizedText = { zh: '空格', en: 'space' };

function fill(text: LocalizedText, lang: MessageLanguage, values: Record<string, string | number>): string {
  return text[lang].replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** The characters of `typed` that `clean` no longer has (each once, in typing order). */
function removedCharacters(typed: string, clean: string): string[] {
  const left = new Map<string, number>();
  for (const char of clean) left.set(char, (left.get(char) ?? 0) + 1);
  const removed: string[] = [];
  for (const char of typed) {
    const count = left.get(char) ?? 0;
    if (count > 0) left.set(char, count - 1);
    else if (!removed.includes(char)) removed.push(char);
  }
  return removed;
}

/**
 * The hint for a sanitized value, or undefined when nothing changed (and for rich text, which is cleaned, not typed).
 * @example sanitizeNotice('lettersDigits', 'CL2026-0001', 'CL20260001', 'zh'); // '已去除不允许的字符：-'
 * @example sanitizeNotice('decimal2', '1234.567', '1234.57', 'en'); // 'Rounded to 2 decimal places'
 */
export function sanitizeNotice(name: SanitizerName, typed: unknown, clean: unknown, lang: MessageLanguage): string | undefined {
  if (name === 'html' || typed === clean || typed === undefined || typed === null) return undefined;
  const before = foldFullWidth(String(typed));
  const after = clean === undefined || clean === null ? '' : String(clean);
  if (before === after) return undefined;
  if (after === '') return SANITIZE_NOTICES.cleared[lang];
  const places = DECIMAL_PLACES[name];
  const notices: string[] = [];
  // A number's own characters (digits, a dot) are not "not allowed": for decimals and digits only the others are.
  const numeric = places !== undefined || name === 'digitsNoLeadingZeros' || name === 'twoDigits';
  const removed = removedCharacters(before, after).filter((char) => !numeric || !/[0-9.]/.test(char));
  if (removed.length) notices.push(fill(SANITIZE_NOTICES.removed, lang, { chars: removed.map((c) => (/\s/.test(c) ? SPACE[lang] : c)).join(' ') }));
  const decimals = places === undefined ? '' : (before.replace(/[^0-9.]/g, '').split('.').slice(1).join(''));
  if (places !== undefined && decimals.length > places) notices.push(fill(SANITIZE_NOTICES.rounded, lang, { places }));
  if (!notices.length) notices.push(fill(SANITIZE_NOTICES.adjusted, lang, { value: after }));
  return notices.join(lang === 'zh' ? '；' : '; ');
}
