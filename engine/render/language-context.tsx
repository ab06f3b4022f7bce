/**
 * The interface language for engine pages and widgets, given by the app (it follows i18next there).
 * @example <LanguageProvider value="en"><ListPage … /></LanguageProvider>
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Translate } from './engine-texts';
import type { Language } from './localize';

const LanguageContext = createContext<Language>('zh');

export function LanguageProvider({ value, children }: { value: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The current language (Chinese outside a provider). */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The engine's translator in the current language. */
export function useEngineTexts(): Translate {
  const language = useLanguage();
  return useMemo(() => createTranslator(language), [language]);
}
