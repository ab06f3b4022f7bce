/** Copying text to the clipboard, with the fallback for browsers (or plain-http pages) without navigator.clipboard. */

/** What copying needs from the browser; tests pass their own. */
export interface ClipboardEnv {
  clipboard?: { writeText(text: string): Promise<void> };
  document: Document;
}

function browserEnv(): ClipboardEnv {
  return { clipboard: typeof navigator !== 'undefined' ? navigator.clipboard : undefined, document };
}

/** The old way: select the text in a hidden textarea and run the copy command. */
function execCommandCopy(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-9999px';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  try {
    area.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copies text; resolves true when it was copied. Uses navigator.clipboard when the browser has it (only secure
 * pages do) and falls back to `document.execCommand('copy')` when it is missing or refuses.
 * @example if (await copyToClipboard('SF1234567890')) message.success('Copy successfully', 1.5);
 */
export async function copyToClipboard(text: string, env: ClipboardEnv = browserEnv()): Promise<boolean> {
  if (env.clipboard?.writeText) {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): try the old way.
    }
  }
  return execCommandCopy(text, env.document);
}
