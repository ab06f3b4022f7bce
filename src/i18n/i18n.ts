import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { RouteCatalogue } from '../../engine/schema/route-catalogue';
import { readCookie, writeCookie } from '../session/cookies';
import { detectLanguage, type Language } from './detect-language';
import { featureTexts } from './resources';
import type { FeatureTexts } from './texts';

/**
 * Adds the route titles (`route.<name>`) from the catalogue. The layout calls it when it loads, which keeps the
 * catalogue out of the login page's scripts.
 */
export function registerRouteTitles(catalogue: RouteCatalogue): void {
  for (const language of ['zh', 'en'] as const) {
    const titles = Object.fromEntries(catalogue.all().map((r) => [r.name, r.title[language]]));
    i18next.addResourceBundle(language, 'translation', { route: titles }, true, false);
  }
}

/** Texts registered before i18next started (a module loaded first, in a test): added when initI18n runs. */
const waiting: Array<[string, FeatureTexts]> = [];

/**
 * Adds a feature's texts under its namespace, in both languages. A text the server's language packs already gave
 * (same key) stays: server texts replace bundled ones, whichever came first.
 */
export function registerFeatureTexts(namespace: string, texts: FeatureTexts): void {
  // i18next has no resource store until init() (initI18n) has run.
  if (typeof i18next.addResourceBundle !== 'function') {
    waiting.push([namespace, texts]);
    return;
  }
  for (const language of ['zh', 'en'] as const) i18next.addResourceBundle(language, 'translation', { [namespace]: texts[language] }, true, false);
}

function bundled(language: Language): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [namespace, texts] of Object.entries(featureTexts)) tree[namespace] = texts[language];
  return tree;
}

/** Starts i18next with the bundled texts in the detected language (dayjs follows it in the layout: dayjs-language.ts). */
export function initI18n(): I18n {
  const language = detectLanguage(readCookie('language'), typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { zh: { translation: bundled('zh') }, en: { translation: bundled('en') } },
    interpolation: { escapeValue: false },
    // Server language packs arrive after the first render: re-render when they are added.
    react: { bindI18nStore: 'added' },
    returnNull: false,
  });
  for (const [namespace, texts] of waiting.splice(0)) registerFeatureTexts(namespace, texts);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  return i18next;
}

/** Switches the language and remembers it in the cookie (dayjs, once the layout has loaded, follows). */
export async function changeLanguage(language: Language): Promise<void> {
  writeCookie('language', language, 365);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  await i18next.changeLanguage(language);
}

/**
 * Merges the server's language packs (keys like `app.productTitle`) over the bundled texts. Dotted keys become
 * nested paths, so a server text replaces exactly the bundled one of the same key.
 */
export function mergeServerPacks(packs: Record<string, Record<string, string>>): void {
  for (const language of ['zh', 'en'] as const) {
    const pack = packs[language];
    if (!pack) continue;
    const nested: Record<string, unknown> = {};
    for (const [key, text] of Object.entries(pack)) setPath(nested, key.split('.'), text);
    i18next.addResourceBundle(language, 'translation', nested, true, true);
  }
}

function setPath(target: Record<string, unknown>, path: string[], value: string): void {
  let node = target;
  for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
}

export function currentLanguage(): Language {
  return i18next.language === 'zh' ? 'zh' : 'en';
}
