import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { attachmentHeader } from '../http/content-disposition';
import { envelopeSchema, ok } from '../http/envelope';
import { readUploadedFile } from '../http/read-upload';
import { requireUser } from '../http/request-context';
import { mayReadFile } from '../services/file-access';
import type { ServerContext } from './context';

/** Upload (multipart, field `file`; our decision: the spec shows no upload path) and the spec's download call. */
export function registerFileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/bdttms/file/uploadFile', {
    schema: { tags: ['files'], summary: 'Upload a file (multipart field "file", optional field "ztdCode"); at most 10MB, not empty', consumes: ['multipart/form-data'], response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) } },
  }, async (request) => {
    const user = requireUser(request);
    const { part, bytes } = await readUploadedFile(request);
    const ztdField = part.fields.ztdCode as { value?: unknown } | undefined;
    const ztdCode = typeof ztdField?.value === 'string' && ztdField.value ? ztdField.value.slice(0, 64) : undefined;
    const stored = await ctx.files.save(request.db, { tenantId: user.tenantId, userId: user.id, name: part.filename, contentType: part.mimetype, bytes, ztdCode });
    return ok({ ...stored, url: `/api/bdttms/file/downloadFile?key=${stored.key}&name=${encodeURIComponent(stored.name)}` });
  });

  app.get<{ Querystring: { key: string; name?: string } }>('/api/bdttms/file/downloadFile', {
    schema: { tags: ['files'], summary: 'Download a file by key; `name` is the name the browser saves it as. Only for its uploader, those who may read the record it is attached to, or (an image inside saved rich text) the tenant', querystring: { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 64 }, name: { type: 'string', maxLength: 255 } } } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const file = /^[a-f0-9]{32}$/.test(request.query.key) ? await ctx.files.find(request.db, user.tenantId, request.query.key) : undefined;
    // A file the caller may not read answers as one that does not exist: its key tells them nothing.
    if (!file || !(await mayReadFile(request.db, user, ctx.entities, file)) || !fs.existsSync(file.path)) throw new AppError('NOT_FOUND', { what: `file ${request.query.key}` });
    reply.header('content-type', file.contentType);
    reply.header('content-length', String(file.size));
    reply.header('content-disposition', attachmentHeader(request.query.name || file.name));
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(fs.createReadStream(file.path));
  });
}
