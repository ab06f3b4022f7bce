/// <reference types="vite/client" />
/**
 * The URLs of the TinyMCE language packs this build has, by TinyMCE code: Vite copies each pack found in
 * `tinymce-i18n/langs8/` (zh-CN, es, ja) into the build as an asset of our own origin. When the package is not
 * installed the list is empty and the editor speaks English. Only the lazily loaded editor imports this module.
 */
const found = import.meta.glob<string>('/node_modules/tinymce-i18n/langs8/{zh-CN,es,ja}.js', { query: '?url', import: 'default', eager: true });

/** Pack URL by TinyMCE language code, e.g. `{ 'zh-CN': '/assets/zh-CN-1a2b.js' }`. */
export const LANGUAGE_PACK_URLS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(Object.entries(found).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.js'.length), url])),
);
