import { useCallback, useEffect, useRef, useState } from 'react';
import { sanitizeHtml } from '../../engine/validation/sanitize-html';

/**
 * Whether a value the form hands back is only the editor's own last change, as typed or as the form's `html`
 * sanitizer cleaned it: then the editor keeps its content (and the cursor) instead of being reset.
 */
export function isEcho(incoming: string, emitted: string | undefined): boolean {
  if (emitted === undefined) return false;
  return incoming === emitted || incoming === sanitizeHtml(emitted);
}

/**
 * The editor's content for a controlled value: follows the value when it changes from outside (a reset, a reload),
 * but not when it is the echo of the editor's own change (see {@link isEcho}).
 */
export function useEditorValue(value: string | undefined, onChange: ((html: string) => void) | undefined): { content: string; onEditorChange(html: string): void } {
  const [content, setContent] = useState(value ?? '');
  const emitted = useRef<string | undefined>(undefined);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  useEffect(() => {
    const incoming = value ?? '';
    if (isEcho(incoming, emitted.current)) return;
    emitted.current = undefined;
    setContent(incoming);
  }, [value]);
  const onEditorChange = useCallback((html: string) => {
    emitted.current = html;
    setContent(html);
    latestOnChange.current?.(html);
  }, []);
  return { content, onEditorChange };
}
