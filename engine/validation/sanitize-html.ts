/**
 * The `html` sanitizer (`"x-sanitize": "html"`): rich text (the RichText widget's HTML) cleaned with DOMPurify, on
 * save by the server and before it is drawn by the browser (docs/architecture.md: rich text is sanitised on save and on
 * display). Scripts, event handlers (`onerror=`), `javascript:` links, frames, forms and `<style>` are removed;
 * text, formatting, tables, links and images stay.
 *
 * DOMPurify needs a DOM, so this module does not import it (it would also put DOMPurify into every page that loads
 * the validation registry): the purifier is installed by whoever has one — the server with a jsdom window at start
 * (server/services/html-purifier.ts), the browser when the RichText widget or an HTML value first loads. Without one,
 * the server refuses to sanitize (it throws, so nothing unsanitised is stored), while the browser leaves the value
 * as it is: its copy of the sanitizer is a convenience while typing, the server's is the rule, and every HTML value
 * is purified again right before it is drawn ({@link purifyHtml}).
 */
import type { Config, DOMPurify } from 'dompurify';

/** The part of a DOMPurify instance the sanitizer uses (`DOMPurify` in a browser, `DOMPurify(jsdomWindow)` in Node). */
export type HtmlPurifier = Pick<DOMPurify, 'sanitize' | 'isSupported'>;

/** What rich text may hold: DOMPurify's HTML profile (no SVG or MathML), without `<style>`, forms and data attributes. */
export const RICH_TEXT_POLICY: Readonly<Config> = Object.freeze({
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'option'],
  ALLOW_DATA_ATTR: false,
});

let installed: HtmlPurifier | undefined;

/**
 * Makes `purifier` the one {@link sanitizeHtml} uses (installing again replaces it).
 * @throws Error when the purifier has no DOM to work with (DOMPurify imported in Node without a window).
 * @example installHtmlPurifier(DOMPurify(new JSDOM('').window)); // the server, at start
 */
export function installHtmlPurifier(purifier: HtmlPurifier): void {
  if (!purifier.isSupported) throw new Error('installHtmlPurifier: this DOMPurify has no DOM (in Node, create it with a jsdom window)');
  installed = purifier;
}

/** Whether a purifier is installed. */
export function hasHtmlPurifier(): boolean {
  return installed !== undefined;
}

/**
 * HTML cleaned by `purifier` with the rich-text policy.
 * @example purifyHtml(DOMPurify, '<p>Hi<img src=x onerror=alert(1)></p>'); // '<p>Hi<img src="x"></p>'
 */
export function purifyHtml(purifier: HtmlPurifier, html: string): string {
  if (html === '') return '';
  return purifier.sanitize(html, { ...RICH_TEXT_POLICY, RETURN_TRUSTED_TYPE: false });
}

/**
 * The `html` sanitizer: `value` cleaned by the installed purifier. The empty string needs none.
 * @throws Error outside a browser when no purifier is installed (see the module comment).
 */
export function sanitizeHtml(value: string): string {
  if (value === '') return '';
  if (installed) return purifyHtml(installed, value);
  if (typeof window !== 'undefined' && typeof window.document !== 'undefined') return value;
  throw new Error('The html sanitizer has no purifier: install one with installHtmlPurifier() before saving rich text');
}
