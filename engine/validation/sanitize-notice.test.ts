import { sanitizeValue } from './registry';
import { sanitizeNotice } from './sanitize-notice';

const notice = (name: Parameters<typeof sanitizeNotice>[0], typed: unknown, lang: 'zh' | 'en' = 'zh') => sanitizeNotice(name, typed, sanitizeValue(name, typed), lang);

describe('sanitizeNotice', () => {
  it('names the characters a sanitizer removed, in both languages', () => {
    expect(notice('lettersDigits', 'CL2026-0001')).toBe('已去除不允许的字符：-');
    expect(notice('lettersDigits', 'CL2026-0001', 'en')).toBe('Removed characters that are not allowed: -');
    expect(notice('lettersDigits', 'AB 1-2-中')).toBe('已去除不允许的字符：空格 - 中');
  });
  it('says a money value was rounded, not cut', () => {
    expect(notice('decimal2', '1234.567')).toBe('已四舍五入为 2 位小数');
    expect(notice('decimal2', 1234.567, 'en')).toBe('Rounded to 2 decimal places');
    expect(notice('decimal2', '¥1,234.567', 'en')).toBe('Removed characters that are not allowed: ¥ ,; Rounded to 2 decimal places');
  });
  it('says when a value was cleared or otherwise changed', () => {
    expect(notice('decimalBelowOne2', '1.5', 'en')).toBe('Cleared: the value does not fit this field');
    expect(notice('twoDigits', '123', 'en')).toBe("Changed to 12 by this field's rule");
  });
  it('says nothing when nothing changed, for full-width input folded to the same text, or for rich text', () => {
    expect(notice('lettersDigits', 'AB12')).toBeUndefined();
    expect(notice('decimal2', '12.5')).toBeUndefined();
    expect(notice('lettersDigits', 'ＡＢ１２')).toBeUndefined();
    expect(sanitizeNotice('html', '<p>a', '<p>a</p>', 'zh')).toBeUndefined();
  });
});
