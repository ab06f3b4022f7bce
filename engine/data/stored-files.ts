/** Files an `Upload` field holds (`[{ key, name }]`) and where each downloads from (server/routes/files.ts). */

export interface StoredFile {
  key: string;
  name: string;
}

/** The stored files in a value: items with a text key and name; anything else is left out. */
export function storedFiles(value: unknown): StoredFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is StoredFile => !!item && typeof item === 'object' && typeof item.key === 'string' && typeof item.name === 'string')
    .map(({ key, name }) => ({ key, name }));
}

/** Where a stored file downloads from (server/routes/files.ts). */
export function downloadUrl(file: StoredFile): string {
  return `/api/bdttms/file/downloadFile?key=${encodeURIComponent(file.key)}&name=${encodeURIComponent(file.name)}`;
}
