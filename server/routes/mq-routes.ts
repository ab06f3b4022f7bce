/**
 * The message queue's call, `POST /api/bdtibs/mq/sendMQByType` (spec 02 §7 "Other"): puts a message for an outside
 * system on the queue, which this process's MQ worker drains (server/mq/mq-worker.ts). Administrators, and whoever
 * holds the `submit` button (发送消息) of /mqMessage (the queue's page, schemas/base/mq-message.json).
 */
import type { FastifyInstance } from 'fastify';
import { mayUseButton } from '../entity/entity-permissions';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import { enqueueMessage } from '../mq/mq-queue';
import { MQ_TYPES } from '../mq/mq-types';
import { MqWorker } from '../mq/mq-worker';
import { outsideSystems, type OutsideSystem } from '../mq/outside-systems';
import type { ServerContext } from './context';

export const MQ_ROUTE = '/mqMessage';

interface SendBody {
  type: string;
  payload: Record<string, unknown>;
  bizCode?: string;
}

/** Registers the call and starts the worker with the server (stopped on close). Returns the worker (tests). */
export function registerMqRoutes(app: FastifyInstance, ctx: ServerContext, systems: Record<'wms', OutsideSystem> = outsideSystems(ctx.config)): MqWorker {
  const worker = new MqWorker({ db: ctx.db, systems, log: app.log, exclusive: ctx.config.databaseUrl === undefined });
  app.post<{ Body: SendBody }>('/api/bdtibs/mq/sendMQByType', {
    schema: {
      tags: ['message queue'], summary: 'Queue a message for an outside system (the warehouse system); the MQ worker sends it',
      body: {
        type: 'object', required: ['type', 'payload'], additionalProperties: false,
        properties: {
          type: { type: 'string', minLength: 1, maxLength: 64, description: `one of ${Object.keys(MQ_TYPES).join(', ')}` },
          payload: { type: 'object', additionalProperties: true, maxProperties: 100 },
          bizCode: { type: 'string', maxLength: 100, description: 'the business key the message is about (shown on the queue page)' },
        },
      },
      response: { 200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' }, status: { type: 'string' } } }) },
    },
  }, async (request) => {
    const user = requireUser(request);
    if (!(await mayUseButton(request.db, user, MQ_ROUTE, 'submit'))) throw new AppError('FORBIDDEN');
    const { type, payload, bizCode } = request.body;
    if (JSON.stringify(payload).length > 20_000) throw new AppError('VALIDATION', { detail: 'payload is larger than 20,000 characters' }, { payload: 'too large' });
    const queued = await enqueueMessage(request.db, { tenantId: user.tenantId, type, payload, bizCode, createdBy: user.username });
    return ok(queued);
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
