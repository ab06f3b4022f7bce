import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../http/envelope';
import type { ServerContext } from './context';

/**
 * `scheme://host[:port]` of a configured origin, or undefined when it is not an http(s) origin.
 * @example normalizeOrigin('https://CMS.example.com/'); // 'https://cms.example.com'
 */
export function normalizeOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/clearway/client-config (no token): what the browser app reads from the server's configuration at start.
 * Today the origins whose parent windows may send preview messages (CLEARWAY_PREVIEW_ORIGINS, docs/operations.md);
 * the app's own origin is always allowed and not listed.
 */
export function registerClientConfigRoute(app: FastifyInstance, ctx: ServerContext): void {
  const previewOrigins = [...new Set(ctx.config.previewOrigins.map(normalizeOrigin).filter((o): o is string => !!o))];
  const ignored = ctx.config.previewOrigins.filter((o) => !normalizeOrigin(o));
  if (ignored.length) app.log.warn({ ignored }, 'CLEARWAY_PREVIEW_ORIGINS: entries that are not http(s) origins are ignored');
  app.get('/api/clearway/client-config', {
    config: { public: true, transaction: false },
    schema: {
      tags: ['clearway'],
      summary: 'Browser configuration: the origins allowed to send preview messages (besides the app itself)',
      response: { 200: envelopeSchema({ type: 'object', properties: { previewOrigins: { type: 'array', items: { type: 'string' } } }, required: ['previewOrigins'] }) },
    },
  }, async () => ok({ previewOrigins }));
}
