/** Spec 01 §7: these open in a new tab; everything else downloads through a hidden frame. */
const OPEN_IN_TAB = new Set(['jpg', 'png', 'jpeg', 'pdf', 'mp4', 'mp3']);

/** Whether a file name opens in a new tab rather than downloading. */
export function opensInTab(fileName: string): boolean {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return !!ext && OPEN_IN_TAB.has(ext);
}

/** An absolute http URL goes out as https (spec 01 §7); relative URLs stay as they are. */
export function upgradeToHttps(url: string): string {
  return url.replace(/^http:\/\//i, 'https://');
}

/**
 * Starts a download the way spec 01 §7 says: jpg, png, jpeg, pdf, mp4 and mp3 open in a new tab (http upgraded to
 * https); other files load through a hidden frame started after 50 ms and removed after it loads.
 */
export function startDownload(url: string, fileName: string, doc: Document = document): void {
  if (opensInTab(fileName)) {
    doc.defaultView?.open(upgradeToHttps(url), '_blank', 'noopener');
    return;
  }
  setTimeout(() => {
    const frame = doc.createElement('iframe');
    frame.style.display = 'none';
    frame.src = url;
    frame.addEventListener('load', () => frame.remove(), { once: true });
    doc.body.appendChild(frame);
  }, 50);
}
