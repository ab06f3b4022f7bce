/**
 * The editor's language (spec 01 §2, shared widget 3: editor languages en, zh, es, ja), in one place: which TinyMCE
 * language code each interface language uses, and where its language pack is. TinyMCE ships English only; the other
 * packs come from the `tinymce-i18n` package (its `langs8/` folder) when it is installed, and are served from our
 * own origin (language-packs.ts). Without a pack the editor stays in English.
 */

/** The interface languages the editor speaks. */
export const EDITOR_LANGUAGES = ['en', 'zh', 'es', 'ja'] as const;

/** An interface language the editor speaks. */
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];

/** TinyMCE 8's code of each language (its packs are named by BCP 47 tags: `zh-CN`, not `zh_CN`). */
const TINYMCE_CODES: Readonly<Record<EditorLanguage, string>> = { en: 'en', zh: 'zh-CN', es: 'es', ja: 'ja' };

/**
 * TinyMCE's language code for an interface language (`zh`, `zh-CN`, `en-US`, `ja`, …); English for any other.
 * @example tinymceLanguage('zh'); // 'zh-CN'
 * @example tinymceLanguage('fr'); // 'en'
 */
export function tinymceLanguage(language: string | undefined): string {
  const base = (language ?? '').toLowerCase().split(/[-_]/)[0] as EditorLanguage;
  return Object.hasOwn(TINYMCE_CODES, base) ? TINYMCE_CODES[base] : 'en';
}

/** The language options of `tinymce.init`. */
export interface EditorLanguageOptions {
  language?: string;
  language_url?: string;
}

/**
 * The language options for an interface language, given the URLs of the packs there are (by TinyMCE code): nothing
 * for English (built in) or when the pack is missing (the editor then stays in English rather than asking for a file
 * that is not there).
 * @example editorLanguageOptions('zh', { 'zh-CN': '/assets/zh-CN-1a2b.js' }); // { language: 'zh-CN', language_url: '/assets/zh-CN-1a2b.js' }
 */
export function editorLanguageOptions(language: string | undefined, packs: Readonly<Record<string, string>>): EditorLanguageOptions {
  const code = tinymceLanguage(language);
  const url = packs[code];
  return code === 'en' || !url ? {} : { language: code, language_url: url };
}
