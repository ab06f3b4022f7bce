import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { purifyHtml } from '../validation/sanitize-html';

/**
 * A stored HTML value (a field with `"x-sanitize": "html"`) drawn as HTML, purified right before it is drawn with the
 * same policy the server saves with: whatever the database holds, no script runs here. Loaded on demand by
 * FieldValue (its own chunk, with DOMPurify), so pages without rich text do not carry it.
 */
export function HtmlValue({ html }: { html: string }) {
  const clean = useMemo(() => purifyHtml(DOMPurify, html), [html]);
  return <div className="cw-html-value" data-testid="html-value" style={{ overflowWrap: 'anywhere', maxWidth: '100%' }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
