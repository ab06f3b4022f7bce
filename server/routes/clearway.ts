import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import type { ServerContext } from './context';

/** Our extensions under /api/clearway/: health and, with CLEARWAY_DEV_TOOLS=1 only, the development peeks. */
export function registerClearwayRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/clearway/health', { config: { public: true }, schema: { tags: ['clearway'], summary: 'Liveness and database reachability', response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) } } }, async () => {
    const started = performance.now();
    await sql`SELECT 1`.execute(ctx.db);
    return ok({ status: 'up', database: Math.round((performance.now() - started) * 100) / 100 });
  });

  if (ctx.config.devTools) registerDevPeeks(app, ctx);
}

/**
 * The outbox and captcha answers, for tests and local development. They are not registered at all unless the server
 * runs with CLEARWAY_DEV_TOOLS=1: anyone could otherwise solve the captcha, ask for a password reset and read the link.
 */
function registerDevPeeks(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { to?: string; channel?: string; limit?: number } }>('/api/clearway/dev/outbox', {
    config: { public: true },
    schema: { tags: ['clearway'], summary: 'Messages the built-in sender "sent" (CLEARWAY_DEV_TOOLS=1 only)', querystring: { type: 'object', properties: { to: { type: 'string' }, channel: { type: 'string', enum: ['sms', 'email'] }, limit: { type: 'integer', minimum: 1, maximum: 200, default: 20 } } }, response: { 200: envelopeSchema({ type: 'array' }) } },
  }, async (request) => {
    let query = request.db.selectFrom('messageOutbox').selectAll().orderBy('id', 'desc').limit(request.query.limit ?? 20);
    if (request.query.to) query = query.where('recipient', '=', request.query.to);
    if (request.query.channel) query = query.where('channel', '=', request.query.channel);
    return ok(await query.execute());
  });

  app.get<{ Params: { randomCode: string } }>('/api/clearway/dev/captcha/:randomCode', {
    config: { public: true },
    schema: { tags: ['clearway'], summary: 'The answer of an image captcha, for tests (CLEARWAY_DEV_TOOLS=1 only)', params: { type: 'object', properties: { randomCode: { type: 'string', maxLength: 64 } } }, response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) } },
  }, async (request) => {
    const answer = await ctx.captchas.peek(request.db, request.params.randomCode);
    if (!answer) throw new AppError('NOT_FOUND', { what: 'captcha' });
    return ok({ randomCode: request.params.randomCode, answer });
  });
}
