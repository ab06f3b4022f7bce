/**
 * A notification's content as plain text. Content written with the rich-text editor is HTML: it is read into an
 * inert document (DOMParser runs no script and loads nothing) and only its text is kept, line breaks where blocks
 * and `<br>` were; scripts and styles are dropped with their text. The page shows the result as a text node, never as markup.
 * @example notificationPlainText('<p>One</p><p>Two<br>Three</p>'); // 'One\nTwo\nThree'
 */
export function notificationPlainText(content: string | null | undefined): string {
  if (!content) return '';
  if (!/<[a-z!/][^>]*>/i.test(content) || typeof DOMParser === 'undefined') return content.trim();
  const marked = content.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6]|tr|blockquote|pre)\s*>/gi, '$&\n');
  const document = new DOMParser().parseFromString(marked, 'text/html');
  document.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  const text = document.body.textContent ?? '';
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

/** Whether a notification's content is markup (written with the rich-text editor) rather than plain text. */
export function isMarkup(content: string | null | undefined): content is string {
  return !!content && /<[a-z!/][^>]*>/i.test(content);
}

/** The label of a list value in the interface language, else the value itself. */
export function optionLabel(options: readonly { value: string; label: string; zh?: string; en?: string }[], value: string, language: 'zh' | 'en'): string {
  const option = options.find((o) => o.value === value);
  return option ? option[language] ?? option.label : value;
}
