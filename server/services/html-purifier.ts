import { createRequire } from 'node:module';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { hasHtmlPurifier, installHtmlPurifier } from '../../engine/validation/sanitize-html';

/** The part of jsdom used here (loaded with require: the package ships no type declarations). */
interface Jsdom {
  JSDOM: new (html: string) => { window: WindowLike };
}

/**
 * Gives the shared `html` sanitizer (engine/validation/sanitize-html.ts) its DOM on the server: DOMPurify over a
 * jsdom window, made once per process. `buildApp` calls this first, so every write whose field says
 * `"x-sanitize": "html"` is cleaned before it is validated and stored. jsdom stays on the server: nothing the browser
 * bundle imports reaches this file.
 */
export function installServerHtmlPurifier(): void {
  if (hasHtmlPurifier()) return;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;
  installHtmlPurifier(createDOMPurify(new JSDOM('').window));
}
