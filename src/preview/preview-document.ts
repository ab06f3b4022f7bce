/** The document a preview frame shows, assembled from a preview message's parts. No React. */
import type { PreviewContent } from './preview-message';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `srcdoc` of the preview frame: the CSS in a style element, the HTML as the body, then the script URLs in
 * order, then the JS. A closing `</style` or `</script` inside the CSS or JS is escaped so it cannot end its
 * element early. The frame's sandbox (scripts only, no same origin) is what keeps the content away from the app;
 * this only keeps the document well formed.
 * @example buildPreviewDocument({ html: '<p>Hi</p>', css: 'p{color:red}', js: '', scripts: [] });
 */
export function buildPreviewDocument(content: PreviewContent): string {
  const css = content.css.replace(/<\/style/gi, '<\\/style');
  const js = content.js.replace(/<\/script/gi, '<\\/script');
  const scripts = content.scripts.map((src) => `<script src="${escapeAttribute(src)}"></script>`).join('\n');
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<style>${css}</style>`,
    '</head><body>',
    content.html,
    scripts,
    js ? `<script>${js}</script>` : '',
    '</body></html>',
  ].join('\n');
}
