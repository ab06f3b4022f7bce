import { createRequire } from 'node:module';
import createDOMPurify, { type WindowLike } from 'dompurify';

/** jsdom ships no type declarations: loaded with require, typed as far as used. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: WindowLike } };

/** A fresh copy of the module (its installed purifier is module state). */
async function freshModule() {
  vi.resetModules();
  return import('./sanitize-html');
}

const purifier = () => createDOMPurify(new JSDOM('').window);

describe('the html sanitizer', () => {
  it('refuses to run in Node without a purifier, except on the empty string', async () => {
    const { sanitizeHtml, hasHtmlPurifier } = await freshModule();
    expect(hasHtmlPurifier()).toBe(false);
    expect(sanitizeHtml('')).toBe('');
    expect(() => sanitizeHtml('<p>x</p>')).toThrow(/no purifier/);
  });

  it('refuses a DOMPurify without a DOM', async () => {
    const { installHtmlPurifier } = await freshModule();
    expect(() => installHtmlPurifier(createDOMPurify())).toThrow(/no DOM/);
  });

  it('removes scripts, event handlers and javascript: links, and keeps the formatting', async () => {
    const { installHtmlPurifier, sanitizeHtml } = await freshModule();
    installHtmlPurifier(purifier());
    const dirty = '<p style="font-size: 14pt">Hi <strong>there</strong><img src=x onerror="window.hacked=1"></p>'
      + '<script>window.hacked=1</script><a href="javascript:alert(1)">link</a><iframe src="/x"></iframe>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toBe('<p style="font-size: 14pt">Hi <strong>there</strong><img src="x"></p><a>link</a>');
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('keeps uploaded images, links and tables; drops <style>, forms and data attributes', async () => {
    const { installHtmlPurifier, sanitizeHtml } = await freshModule();
    installHtmlPurifier(purifier());
    const image = '<p><img src="/api/bdttms/file/downloadFile?key=ab&amp;name=a.png" alt="a" width="10" height="10"></p>';
    expect(sanitizeHtml(image)).toBe(image);
    expect(sanitizeHtml('<a href="https://example.com/a">a</a>')).toBe('<a href="https://example.com/a">a</a>');
    expect(sanitizeHtml('<table><tbody><tr><td>1</td></tr></tbody></table>')).toBe('<table><tbody><tr><td>1</td></tr></tbody></table>');
    expect(sanitizeHtml('<style>body{display:none}</style><form><input name="a"></form><p data-x="1">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<svg><script>1</script></svg>x')).toBe('x');
  });

  it('is registered under the name html', async () => {
    const { sanitizers, isSanitizerName } = await import('./registry');
    expect(isSanitizerName('html')).toBe(true);
    expect(typeof sanitizers.html).toBe('function');
  });
});
