import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { failure } from '../http/envelope';
import { requestLanguage } from '../http/language';

/** Where in a parsed input the first NUL character sits (PostgreSQL text cannot hold one), if anywhere. */
function nulCharacterAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulCharacterAt(key, path, depth + 1) ?? nulCharacterAt(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Turns every failure into the envelope: coded errors as they are, schema failures as 400 with a field map. */
export function registerErrorHandler(app: FastifyInstance): void {
  // Text with a NUL character cannot be stored or compared: refuse it as bad input before any route sees it.
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['query', request.query], ['params', request.params], ['body', request.body]] as const) {
      const field = nulCharacterAt(value, '');
      if (field !== undefined) throw new AppError('VALIDATION', { detail: `${field || part} contains a NUL character` }, { [field || part]: 'invalid character' });
    }
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    request.failed = true;
    // The route's success schema must not reshape an error envelope (50008 and friends travel on HTTP 200).
    reply.serializer((payload) => JSON.stringify(payload));
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(failure(error.code, error.messageIn(request.lang ?? 'zh'), error.fields ? { fields: error.fields } : null));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const fields: Record<string, string> = {};
      for (const item of fastifyError.validation) {
        const missing = (item.params as { missingProperty?: string }).missingProperty;
        const field = missing ?? item.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
        fields[field || fastifyError.validationContext || 'request'] = item.message ?? 'invalid';
      }
      const detail = Object.entries(fields).map(([f, m]) => `${f} ${m}`).join('; ');
      const wrapped = new AppError('VALIDATION', { detail }, fields);
      return reply.status(400).send(failure(wrapped.code, wrapped.messageIn(request.lang ?? 'zh'), { fields }));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type, body too large)
      const wrapped = new AppError('VALIDATION', { detail: fastifyError.message });
      return reply.status(status).send(failure(status, wrapped.messageIn(request.lang ?? 'zh')));
    }
    request.log.error({ err: error }, 'unhandled error');
    const internal = new AppError('INTERNAL');
    return reply.status(500).send(failure(500, internal.messageIn(request.lang ?? 'zh')));
  });

  app.setNotFoundHandler((request, reply) => {
    const error = new AppError('ROUTE_NOT_FOUND', { path: request.url.split('?')[0] });
    return reply.status(404).send(failure(404, error.messageIn(request.lang ?? 'zh')));
  });
}

/** Node's HTTP parser errors by the status they mean; anything else it cannot parse is a 400. */
const PARSER_STATUS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, HPE_URI_TOO_LONG: 414, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Fastify's `clientErrorHandler`: a request Node could not even parse (headers over 16 KB, a URL too long, garbage)
 * gets the product's envelope, as every other failure does, instead of Fastify's own `{ error, statusCode }`. No
 * request exists yet, so the language is the default one.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = PARSER_STATUS[error.code ?? ''] ?? 400;
  const message = new AppError('REQUEST_MALFORMED', { detail: `${status} ${STATUS_CODES[status] ?? ''}`.trim() }).messageIn('zh');
  const body = JSON.stringify(failure(status, message));
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

/**
 * Fastify's `frameworkErrors`: failures before routing (a URL that does not decode, FST_ERR_BAD_URL) in the envelope,
 * in the caller's language when it has one.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = new AppError('REQUEST_MALFORMED', { detail: error.message }).messageIn(requestLanguage(request.headers));
  void reply.status(status).send(failure(status, message));
}
