/**
 * The preview message (spec 01 §2, shared widget 4): a parent window sends
 * `{ type: 'refreshFrame', data: { html, css, js, scripts } }` and the app shows it as a dialog preview. No React.
 */

/** The message type of spec 01 §2 item 4. */
export const PREVIEW_MESSAGE_TYPE = 'refreshFrame';

/** What a preview shows: markup, a style sheet, a script, and script URLs loaded (in order) before it. */
export interface PreviewContent {
  html: string;
  css: string;
  js: string;
  scripts: string[];
}

/** The message as a parent window posts it (docs/api.md, "Preview messages"). */
export interface PreviewMessage {
  type: typeof PREVIEW_MESSAGE_TYPE;
  data: Partial<PreviewContent>;
}

/** Most characters of html, css, js and script URLs together; a larger message is ignored. */
export const PREVIEW_MAX_CHARS = 2_000_000;
/** Most script URLs a message may name. */
export const PREVIEW_MAX_SCRIPTS = 20;

const isText = (value: unknown) => value === undefined || typeof value === 'string';

/** An absolute http(s) URL (what a script of the preview may be loaded from). */
export function isScriptUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Whether a message's data is a well-formed preview message: type refreshFrame, `data` an object whose html, css
 * and js are strings when present and whose scripts, when present, are at most 20 absolute http(s) URLs, all
 * together under {@link PREVIEW_MAX_CHARS} characters. Anything else is not one (and is ignored).
 * @example isPreviewMessage({ type: 'refreshFrame', data: { html: '<p>hi</p>' } }); // true
 */
export function isPreviewMessage(data: unknown): data is PreviewMessage {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== PREVIEW_MESSAGE_TYPE) return false;
  const body = (data as { data?: unknown }).data;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const { html, css, js, scripts } = body as Record<string, unknown>;
  if (!isText(html) || !isText(css) || !isText(js)) return false;
  if (scripts !== undefined && !(Array.isArray(scripts) && scripts.length <= PREVIEW_MAX_SCRIPTS && scripts.every(isScriptUrl))) return false;
  const size = [html, css, js, ...((scripts as string[] | undefined) ?? [])].reduce<number>((sum, part) => sum + (typeof part === 'string' ? part.length : 0), 0);
  return size <= PREVIEW_MAX_CHARS;
}

/** The content of a valid preview message, absent parts empty. */
export function previewContent(message: PreviewMessage): PreviewContent {
  const { html = '', css = '', js = '', scripts = [] } = message.data;
  return { html, css, js, scripts: [...scripts] };
}
