/** The interface languages (spec 01 §9) and picking a schema text in one of them. */
import type { LocalizedText } from '../schema/entity-schema';

export type Language = 'zh' | 'en';

/** Reads an i18next-style language tag (`zh-CN`, `en-US`) as one of ours; anything not Chinese is English. */
export function toLanguage(tag: string | undefined): Language {
  return tag?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/**
 * A schema text in the language (the other language when that one is empty).
 * @example localize({ zh: '参数名称', en: 'Name' }, 'en'); // 'Name'
 */
export function localize(text: LocalizedText | undefined, language: Language): string {
  if (!text) return '';
  return text[language] || text[language === 'zh' ? 'en' : 'zh'] || '';
}
