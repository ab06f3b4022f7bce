/**
 * Which file a field's value names, and the URL that downloads it (spec 01 §7: GET /api/bdttms/file/downloadFile
 * with key and name). No React.
 */

/** The download call of spec 01 §7. */
export const DOWNLOAD_PATH = '/api/bdttms/file/downloadFile';

/** A stored file: its key and name, and, when the value carries one, a URL of its own. */
export interface FileRef {
  name: string;
  key?: string;
  url?: string;
}

/**
 * The URL that downloads a stored file under a name.
 * @example downloadUrl('9f2c…', '报关单.pdf'); // '/api/bdttms/file/downloadFile?key=9f2c…&name=%E6%8A%A5…pdf'
 */
export function downloadUrl(key: string, name: string): string {
  return `${DOWNLOAD_PATH}?key=${encodeURIComponent(key)}&name=${encodeURIComponent(name)}`;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * The file a value names: an object `{ key | fileKey, name | fileName, url? }` (the upload reply has this shape),
 * or a file name whose key is given apart (`fallbackKey`, e.g. a sibling field). Undefined when there is no name.
 * @example fileOfValue('invoice.xlsx', 'abc'); // { name: 'invoice.xlsx', key: 'abc' }
 */
export function fileOfValue(value: unknown, fallbackKey?: unknown): FileRef | undefined {
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  const name = record ? text(record.name) || text(record.fileName) : text(value);
  if (!name) return undefined;
  const key = (record && (text(record.key) || text(record.fileKey))) || text(fallbackKey);
  const url = record ? text(record.url) : '';
  return { name, ...(key ? { key } : {}), ...(url ? { url } : {}) };
}

/** Where a file downloads from: its own URL when it has one, else the download call by key; undefined without either. */
export function fileHref(file: FileRef): string | undefined {
  if (file.url) return file.url;
  return file.key ? downloadUrl(file.key, file.name) : undefined;
}
