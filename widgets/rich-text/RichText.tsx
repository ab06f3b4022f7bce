/**
 * The RichText Formily field component: the editor when editing, the sanitised HTML when read (read-pretty forms).
 * This module and everything it imports (the editor's React part, the upload dialog, DOMPurify) is one chunk, loaded
 * the first time a form draws a RichText field (index.ts); TinyMCE itself is the self-hosted script it then loads.
 */
import DOMPurify from 'dompurify';
import { connect, mapReadPretty } from '@formily/react';
import { HtmlValue } from '../../engine/render/HtmlValue';
import { hasHtmlPurifier, installHtmlPurifier } from '../../engine/validation/sanitize-html';
import { RichTextEditor } from './RichTextEditor';

/**
 * Gives the browser's `html` sanitizer its purifier (the form then cleans the editor's HTML as it changes, as the
 * server does on save). Called by the loader in index.ts.
 */
export function installBrowserPurifier(): void {
  if (!hasHtmlPurifier()) installHtmlPurifier(DOMPurify);
}

/** A stored value read: sanitised HTML, nothing when empty. */
export function RichTextView({ value }: { value?: string }) {
  return value ? <HtmlValue html={value} /> : null;
}

/** `"x-component": "RichText"`. */
export const RichText = connect(RichTextEditor, mapReadPretty(RichTextView));
