/** The words of the region widgets in both languages (the widgets depend on the engine only, not on src/i18n). */
import type { Language } from '../../engine/render/localize';

const TEXTS = {
  zh: { placeholder: '请选择地区', loading: '加载中…', empty: '暂无地区', error: '地区加载失败', retry: '重试' },
  en: { placeholder: 'Choose a region', loading: 'Loading…', empty: 'No regions', error: 'The regions could not be loaded', retry: 'Retry' },
} as const;

export type RegionTexts = (typeof TEXTS)[Language];

/** The region widgets' words in a language. */
export function regionTexts(language: Language): RegionTexts {
  return TEXTS[language];
}
