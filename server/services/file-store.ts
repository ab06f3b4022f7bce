import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';

/** Spec 01 §9: uploads are limited to 10MB. */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

const ACCEPTED_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'svg', 'tiff', 'psd', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt', 'zip', 'rar', '7z', 'mp4', 'mp3', 'xml', 'json']);

export interface StoredFile {
  id: number;
  key: string;
  name: string;
  size: number;
  contentType: string;
}

/** A name or code from a multipart part without control characters (NUL cannot be stored). */
function textOnly(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]/g, '');
}

/** The part's declared type when it is a plausible media type that fits the column, else a generic one. */
function contentTypeOf(declared: string | undefined): string {
  return declared && declared.length <= 200 && /^[\w.+-]+\/[\w.+-]+(\s*;[\x20-\x7e]*)?$/.test(declared) ? declared : 'application/octet-stream';
}

/** Uploaded files: bytes on disk under the data folder (by random key), their record in `stored_file`. */
export class FileStore {
  constructor(private readonly root: string, private readonly clock: Clock) {}

  async save(db: Db, input: { tenantId: number; userId: number; name: string; contentType: string; bytes: Buffer; ztdCode?: string }): Promise<StoredFile> {
    if (input.bytes.length === 0) throw new AppError('FILE_EMPTY');
    if (input.bytes.length >= UPLOAD_LIMIT_BYTES) throw new AppError('FILE_TOO_LARGE');
    const ext = path.extname(input.name).slice(1).toLowerCase();
    if (!ACCEPTED_EXTENSIONS.has(ext)) throw new AppError('FILE_TYPE_REFUSED', { ext: ext || '?' });
    const key = randomUUID().replace(/-/g, '');
    await fs.mkdir(path.dirname(this.pathOf(key)), { recursive: true });
    await fs.writeFile(this.pathOf(key), input.bytes);
    const row = await db.insertInto('storedFile').values({
      tenantId: input.tenantId, fileKey: key, fileName: textOnly(path.basename(input.name)).slice(0, 255), contentType: contentTypeOf(input.contentType),
      fileSize: input.bytes.length, sha256: createHash('sha256').update(input.bytes).digest('hex'), ztdCode: input.ztdCode ? textOnly(input.ztdCode) || null : null, createdBy: input.userId, createdAt: new Date(this.clock.now()),
    }).returning(['id', 'fileKey', 'fileName', 'fileSize', 'contentType']).executeTakeFirstOrThrow();
    return { id: row.id, key: row.fileKey, name: row.fileName, size: row.fileSize, contentType: row.contentType };
  }

  /** A file of the tenant by key, with who uploaded it (for the access check) and where its bytes are. */
  async find(db: Db, tenantId: number, key: string): Promise<(StoredFile & { path: string; createdBy: number | null }) | undefined> {
    const row = await db.selectFrom('storedFile').select(['id', 'fileKey', 'fileName', 'fileSize', 'contentType', 'createdBy']).where('tenantId', '=', tenantId).where('fileKey', '=', key).executeTakeFirst();
    if (!row) return undefined;
    return { id: row.id, key: row.fileKey, name: row.fileName, size: row.fileSize, contentType: row.contentType, createdBy: row.createdBy, path: this.pathOf(row.fileKey) };
  }

  private pathOf(key: string): string {
    if (!/^[a-f0-9]{32}$/.test(key)) throw new AppError('NOT_FOUND', { what: 'file' });
    return path.join(this.root, key.slice(0, 2), key);
  }
}
