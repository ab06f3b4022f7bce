/**
 * POST /api/clearway/entity/:entityId/command/:name: runs a schema command (command-service.ts) once per
 * Idempotency-Key (idempotency.ts). Body `{ rows?: [{ id, version? }], params?: { … } }`; reply the per-row results.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import type { ServerContext } from '../routes/context';
import type { EntityService } from '../entity/entity-service';
import { ROW_ID_SCHEMA } from '../entity/row-body-schema';
import { MAX_COMMAND_ROWS, runCommand, type CommandInput } from './command-service';
import { onceByKey } from './idempotency';
import type { CommandRegistry } from './registry';

export function registerCommandRoute(app: FastifyInstance, ctx: ServerContext, service: EntityService, commands: CommandRegistry): void {
  app.post<{ Params: { entityId: string; name: string }; Body: CommandInput }>('/api/clearway/entity/:entityId/command/:name', {
    schema: {
      tags: ['entity'],
      summary: 'Run a command of the entity schema on no row, one or several (per-row results); once per Idempotency-Key',
      params: { type: 'object', properties: { entityId: { type: 'string', maxLength: 100 }, name: { type: 'string', maxLength: 100 } } },
      headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 128 } } },
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          rows: {
            type: 'array', maxItems: MAX_COMMAND_ROWS,
            items: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: ROW_ID_SCHEMA, version: ROW_ID_SCHEMA } },
          },
          params: { type: 'object' },
        },
      },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const model = ctx.entities.get(request.params.entityId);
    // A query page (no table) runs the commands it declares: selection none act on what their parameters name; one
    // or many are given each row's id and find the row themselves (command-service.ts).
    const tableless = model && !model.table && !Object.hasOwn(model.schema.commands ?? {}, request.params.name);
    if (!model || tableless) throw new AppError('NOT_FOUND', { what: `entity ${request.params.entityId}` });
    const user = requireUser(request);
    const write = { db: request.db, user, lang: request.lang };
    const key = request.headers['idempotency-key'];
    const reply = await onceByKey(request.db, ctx.clock, user, typeof key === 'string' ? key : undefined, { entityId: model.id, command: request.params.name }, () =>
      runCommand(write, model, request.params.name, request.body ?? {}, { service, commands, models: ctx.entities, sender: ctx.sender }));
    return ok(reply);
  });
}
