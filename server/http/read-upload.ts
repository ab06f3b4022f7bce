import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '../errors/app-error';
import { UPLOAD_LIMIT_BYTES } from '../services/file-store';

/**
 * The one `file` part of a multipart request, read whole, refused when empty or over 10MB (spec 01 §9). Busboy
 * either throws at the limit or, depending on how the chunks fall, ends the stream truncated: both are too large.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<{ part: MultipartFile; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', { detail: 'multipart/form-data with a "file" field expected' }, { file: 'required' });
  let part: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } });
    if (!part) throw new AppError('FILE_EMPTY');
    bytes = await part.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
  // Spec 01 §5: the file must be under 10MB, so exactly 10MB is refused too.
  if (part.file.truncated || bytes.length >= UPLOAD_LIMIT_BYTES) throw new AppError('FILE_TOO_LARGE');
  if (!bytes.length) throw new AppError('FILE_EMPTY');
  return { part, bytes };
}

/**
 * What a failed multipart read means to the sender: too large, or a body that is not a whole multipart form (cut off,
 * no boundary, a malformed part header: busboy's errors, which carry no status and would otherwise be a 500).
 */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('FILE_TOO_LARGE');
  return new AppError('MULTIPART_BROKEN', { detail: (message || code || 'multipart/form-data').slice(0, 200) }, { file: 'malformed' });
}
