import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import { parseQidRequest } from '../qid/request-params';
import { runQid } from '../qid/run-query';
import { referencesFor } from '../entity/references';
import { mayOpenRoute, mayRead } from '../entity/entity-permissions';
import { applyToReply, qidAccessFor, qidPageAccessFor, qidPageOf, restrictQuery } from '../entity/field-permissions';
import type { ServerContext } from './context';

/** Both service prefixes of spec 01 §7 answer the same qids. */
const PREFIXES = ['/api/bdtibs/dataQuery', '/api/bdttms/dataQuery'];

/** POST …/findAllByCallId and …/findPageByCallId: the generic data query. */
export function registerDataQueryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const body = { type: 'object', required: ['qid'], properties: { qid: { type: 'string', minLength: 1, maxLength: 100 }, currentPage: { type: ['string', 'integer'] }, pageSize: { type: ['string', 'integer'] }, sort: { type: 'string' }, order: { type: 'string' } } };
  for (const prefix of PREFIXES) {
    for (const [call, paged] of [['findAllByCallId', false], ['findPageByCallId', true]] as const) {
      app.post<{ Body: Record<string, unknown> }>(`${prefix}/${call}`, {
        config: { transaction: false },
        schema: { tags: ['data query'], summary: paged ? 'A page of a qid query: { list, total, currentPage, pageSize }' : 'All rows of a qid query (capped at its maxRows)', body, response: { 200: envelopeSchema({}) } },
      }, async (request) => {
        const qid = String(request.body.qid);
        const definition = ctx.qids.get(qid);
        if (!definition) throw new AppError('UNKNOWN_QID', { qid });
        const user = requireUser(request);
        // A qid that reads a page's rows (a dashboard's counts of claims) needs that page in the caller's menu.
        if (definition.route && !(await mayOpenRoute(request.db, user, definition.route))) throw new AppError('FORBIDDEN');
        // An entity's list qid (or a query page's) answers as its list does, cut to the caller's data fields and masks;
        // another qid masks its `masks`.
        const model = ctx.entities.byListQid(qid);
        // Installation-wide rows (app clients, tenants) are read by the platform tenant only, through any call.
        if (model?.schema.storage?.platform && !(await mayRead(request.db, user, model))) throw new AppError('FORBIDDEN');
        const page = model ?? qidPageOf(ctx.entities.all(), qid);
        const access = page ? await qidPageAccessFor(request.db, user, page, definition) : await qidAccessFor(request.db, user, definition);
        const parsed = restrictQuery(parseQidRequest(request.body, definition), definition, access);
        const result = await runQid(request.db, definition, parsed, user, paged);
        // An entity's list carries the labels of its references (docs/api.md, "Reference labels").
        // A query page's references too (its fields' x-ref: /bdtSysuser's site and employee).
        return ok(applyToReply(page ? await referencesFor(ctx).label(request.db, user, page, result, request.lang) : result, access));
      });
    }
  }
}
