import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One transaction per write request: begun before the handler, committed when the reply succeeds, rolled back
 * when anything failed, so a failed request changes nothing. Reads use the shared handle. A route that must keep
 * part of its work on failure (the token endpoint counts wrong passwords) opts out with `config.transaction: false`
 * and opens its own transactions.
 */
export function registerRequestTransaction(app: FastifyInstance, db: Db): void {
  app.decorateRequest('db', null as unknown as Db);
  app.addHook('onRequest', async (request) => {
    request.db = db;
  });
  app.addHook('preHandler', async (request) => {
    const wanted = request.routeOptions.config?.transaction ?? writeMethods.has(request.method);
    if (!wanted) return;
    request.transaction = await db.startTransaction().execute();
    request.db = request.transaction;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await finish(request, reply.statusCode < 400 && !request.failed);
    return payload;
  });
  app.addHook('onResponse', async (request) => finish(request, false));
  app.addHook('onRequestAbort', async (request) => finish(request, false));
}

async function finish(request: FastifyRequest, commit: boolean): Promise<void> {
  const trx = request.transaction;
  if (!trx) return;
  request.transaction = undefined;
  if (commit) await trx.commit().execute();
  else await trx.rollback().execute();
}
