export type Language = 'zh' | 'en';
export const LANGUAGES: { value: Language; label: string }[] = [
  { value: 'zh', label: '简体中文' },
  { value: 'en', label: 'English' },
];

/** Spec 01 §1: the language comes from the cookie, else the browser language, else English. */
export function detectLanguage(cookieValue: string | undefined, browserLanguages: readonly string[]): Language {
  if (cookieValue === 'zh' || cookieValue === 'en') return cookieValue;
  for (const language of browserLanguages) {
    const lower = language.toLowerCase();
    if (lower.startsWith('zh')) return 'zh';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}
