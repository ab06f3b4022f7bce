import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One transaction per write request: begun before the handler, committed when the reply succeeds, rolled back
 * when anything failed, so a failed request changes nothing. Reads use the shared handle. A route that must keep
 * part of its work on failure (the token endpoint counts wrong passwords) opts out with `config.transaction: false`
 * and opens its own transactions.
 * `request.db` is the request's transaction while one is open, else the shared handle. The hooks answer at once
 * when there is no transaction (callback style): a read pays for no promise here.
 */
export function registerRequestTransaction(app: FastifyInstance, db: Db): void {
  app.decorateRequest('db', {
    getter(this: FastifyRequest) {
      return this.transaction ?? db;
    },
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const wanted = request.transactionWanted ?? request.routeOptions.config?.transaction ?? writeMethods.has(request.method);
    if (!wanted) return done();
    db.startTransaction().execute().then((trx) => {
      request.transaction = trx;
      done();
    }, done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.transaction) return done(null, payload);
    finish(request, reply.statusCode < 400 && !request.failed).then(() => done(null, payload), done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (!request.transaction) return done();
    finish(request, false).then(() => done(), done);
  });
  app.addHook('onRequestAbort', (request, done) => {
    if (!request.transaction) return done();
    finish(request, false).then(() => done(), done);
  });
}

async function finish(request: FastifyRequest, commit: boolean): Promise<void> {
  const trx = request.transaction;
  if (!trx) return;
  request.transaction = undefined;
  if (commit) await trx.commit().execute();
  else await trx.rollback().execute();
}
