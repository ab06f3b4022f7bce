import type { Language } from './catalogue';

/**
 * A message built from values, in the person's language (the catalogue holds the fixed messages).
 * @example inLanguage('zh', `单号 ${code} 不存在`, `No parcel has the number ${code}`);
 */
export function inLanguage(lang: Language, zh: string, en: string): string {
  return lang === 'zh' ? zh : en;
}
