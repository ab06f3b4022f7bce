import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import type { ServerContext } from '../routes/context';
import { referencesFor } from './references';
import { ROW_ID_SCHEMA } from './row-body-schema';
import { recordHistory } from './record-history';

/**
 * `GET /api/clearway/entity/{entityId}/{id}/history`: one row's history with its lines' (record-history.ts), for
 * whoever may read the row, cut to the fields the caller may see.
 */
export function registerRecordHistoryRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { entityId: string; id: number }; Querystring: { currentPage: number; pageSize: number } }>('/api/clearway/entity/:entityId/:id/history', {
    schema: {
      tags: ['entity'],
      summary: "A row's history, newest first, its child lines' included: { list: [{ action, changed, username, nickname, at, operation, line, labels }], total, currentPage, pageSize }",
      params: { type: 'object', required: ['entityId', 'id'], properties: { entityId: { type: 'string', maxLength: 100 }, id: ROW_ID_SCHEMA } },
      querystring: {
        type: 'object',
        properties: { currentPage: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
      },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const model = ctx.entities.get(request.params.entityId);
    if (!model?.table) throw new AppError('NOT_FOUND', { what: `entity ${request.params.entityId}` });
    const deps = { models: ctx.entities, references: referencesFor(ctx) };
    return ok(await recordHistory(request.db, requireUser(request), request.lang, deps, model, request.params.id, request.query));
  });
}
