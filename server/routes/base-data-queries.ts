import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import { AppError } from '../errors/app-error';
import { mayRead } from '../entity/entity-permissions';
import { querySiteMenu } from '../services/site-menu';
import { dictionaryKeyOf, queryWithDetail } from '../services/dictionary-with-detail';
import type { ServerContext } from './context';

const anyObject = { type: 'object', additionalProperties: true };

/**
 * The two base-data reads of spec 02 §7 that are no entity's list: GET querySiteMenu (the sites the signed-in user
 * may pick) and GET queryWithDetail (a dictionary with its items). docs/api.md, "Base data: sites, dictionaries,
 * customs and ports".
 */
export function registerBaseDataQueryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/bdtibs/base/querySiteMenu', {
    schema: { tags: ['base data'], summary: 'The sites the signed-in user may pick (the warehouse dialog’s choice)', response: { 200: envelopeSchema({ type: 'array', items: anyObject }) } },
  }, async (request) => ok(await querySiteMenu(request.db, requireUser(request))));

  app.get<{ Querystring: { id?: string; dictionaryCode?: string } }>('/api/bdtibs/base/queryWithDetail', {
    schema: {
      tags: ['base data'], summary: 'A dictionary with its items, by id or dictionaryCode',
      querystring: { type: 'object', properties: { id: { type: 'string', maxLength: 20 }, dictionaryCode: { type: 'string', maxLength: 64 } } },
      response: { 200: envelopeSchema(anyObject) },
    },
  }, async (request) => {
    const user = requireUser(request);
    const model = ctx.entities.get('base.dictionary');
    // The dictionary page's read: whoever holds /dictionaryInformation (pages read option lists through the qid).
    if (!model || !(await mayRead(request.db, user, model))) throw new AppError('FORBIDDEN');
    return ok(await queryWithDetail(request.db, user.tenantId, dictionaryKeyOf(request.query, request.lang), request.lang));
  });
}
