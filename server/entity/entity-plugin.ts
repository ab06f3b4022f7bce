import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import type { ServerContext } from '../routes/context';
import { seesEverything } from '../services/menu-authority';
import { auditPage } from './audit-log';
import { registerEntityRouter } from './endpoint-router';
import { requireRead } from './entity-permissions';
import { requireParentScope } from './child-access';
import { addDerivedQids } from './derived-qids';
import type { TransitionInput } from './entity-service';
import { entityServiceFor } from './entity-service-for';
import { ROW_ID_SCHEMA } from './row-body-schema';
import { registerReferenceRoutes } from './reference-routes';
import { registerImportTemplateRoute } from './import/import-template-route';
import { registerOptionsCallRoutes } from './options-call-routes';
import { applicationCommands } from '../commands/index';
import { registerCommandRoute } from '../commands/command-route';
import { registerRecordHistoryRoute } from './record-history-route';
import { MAX_COMMAND_ROWS } from '../commands/command-service';
import { readUserSetting, USER_SETTING_KEY, writeUserSetting } from './user-settings';

/** The generic data query's calls (docs/api.md): where the base pattern's lists are read. */
const DATA_QUERY_URLS = new Set(['/api/bdtibs/dataQuery', '/api/bdttms/dataQuery'].flatMap((prefix) => [`${prefix}/findAllByCallId`, `${prefix}/findPageByCallId`]));

/**
 * The server half of the schema engine, for every entity of `ctx.entities`: each entity's list qid in the qid
 * registry, the endpoints of its API pattern (one generic handler set), and the engine's own calls under
 * /api/clearway/: transitions, commands, the audit log, per-user settings. Reading an entity's list through the generic data
 * query needs the entity's route in the caller's menu, like its own list call.
 */
export function registerEntityEngine(app: FastifyInstance, ctx: ServerContext): void {
  const service = entityServiceFor(ctx);
  addDerivedQids(ctx.qids, ctx.entities);
  // The endpoints of every API pattern, looked up per request in the registry served at that moment.
  const commands = applicationCommands();
  registerEntityRouter(app, { ctx, service, commands, entities: () => ctx.entities });

  registerReferenceRoutes(app, ctx);
  registerImportTemplateRoute(app, ctx);
  registerOptionsCallRoutes(app, ctx);

  // Callback style: every other request passes without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!DATA_QUERY_URLS.has(request.routeOptions.url ?? '')) return done();
    const qid = (request.body as { qid?: unknown } | undefined)?.qid;
    const model = typeof qid === 'string' ? ctx.entities.byListQid(qid) : undefined;
    if (!model) return done();
    requireRead(request.db, requireUser(request), model).then(() => requireParentScope(model, request.body)).then(() => done(), done);
  });

  type TransitionBody = TransitionInput | { transition: string; rows: { id: number; version: number }[] };
  app.post<{ Params: { entityId: string }; Body: TransitionBody }>('/api/clearway/entity/:entityId/transition', {
    schema: {
      tags: ['entity'],
      summary: 'Move a row (`id`, `version`: the updated row) or several (`rows`: per-row results) along a declared transition of a lifecycle (states)',
      params: { type: 'object', properties: { entityId: { type: 'string', maxLength: 100 } } },
      body: {
        type: 'object', required: ['transition'], additionalProperties: false,
        properties: {
          id: ROW_ID_SCHEMA, version: ROW_ID_SCHEMA, transition: { type: 'string', minLength: 1, maxLength: 100 },
          rows: { type: 'array', minItems: 1, maxItems: MAX_COMMAND_ROWS, items: { type: 'object', required: ['id', 'version'], additionalProperties: false, properties: { id: ROW_ID_SCHEMA, version: ROW_ID_SCHEMA } } },
        },
        oneOf: [{ required: ['id', 'version'] }, { required: ['rows'] }],
      },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const model = ctx.entities.get(request.params.entityId);
    if (!model?.table) throw new AppError('NOT_FOUND', { what: `entity ${request.params.entityId}` });
    const write = { db: request.db, user: requireUser(request), lang: request.lang };
    const body = request.body;
    if ('rows' in body) return ok(await service.transitionRows(write, model, body.transition, body.rows));
    return ok(await service.transition(write, model, body));
  });

  registerCommandRoute(app, ctx, service, commands);
  registerRecordHistoryRoute(app, ctx);

  app.get<{ Querystring: { entity?: string; rowId?: number; currentPage: number; pageSize: number } }>('/api/clearway/audit', {
    schema: {
      tags: ['entity'],
      summary: 'The audit log of entity writes, newest first (administrators): { list, total, currentPage, pageSize }',
      querystring: {
        type: 'object',
        properties: {
          entity: { type: 'string', maxLength: 100 }, rowId: ROW_ID_SCHEMA,
          currentPage: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
        },
      },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const user = requireUser(request);
    if (!seesEverything(user)) throw new AppError('FORBIDDEN');
    return ok(await auditPage(request.db, user.tenantId, request.query));
  });

  const settingParams = { type: 'object', required: ['key'], properties: { key: USER_SETTING_KEY } };
  app.get<{ Params: { key: string } }>('/api/clearway/user-settings/:key', {
    schema: { tags: ['entity'], summary: "The caller's setting under this key, or null", params: settingParams, response: { 200: envelopeSchema({}) } },
  }, async (request) => ok(await readUserSetting(request.db, requireUser(request).id, request.params.key)));

  app.put<{ Params: { key: string }; Body: { value: unknown } }>('/api/clearway/user-settings/:key', {
    schema: {
      tags: ['entity'],
      summary: "Store the caller's setting under this key (any JSON up to 64 KB; null removes it): the stored value",
      params: settingParams,
      body: { type: 'object', required: ['value'], additionalProperties: false, properties: { value: {} } },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => ok(await writeUserSetting(request.db, requireUser(request).id, request.params.key, request.body.value, new Date(ctx.clock.now()))));
}
