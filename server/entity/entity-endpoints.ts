import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { exportPdf, exportWord, exportXlsx, importXlsx, type RawRoleRoute } from './export/entity-file-routes';
import type { Endpoint, EndpointRole, EntityModel } from '../../engine/schema/entity-model';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import { parseQidRequest } from '../qid/request-params';
import { runQid } from '../qid/run-query';
import type { ServerContext } from '../routes/context';
import { requireRead } from './entity-permissions';
import type { EntityService, WriteContext } from './entity-service';
import { INT4_MAX, ROW_ID_SCHEMA, rowBodySchema } from './row-body-schema';

/** Most rows one delete call takes. */
const MAX_IDS = 1000;

/** What a generic handler is given besides the request. */
export interface EndpointDeps {
  ctx: ServerContext;
  service: EntityService;
}

/** One role of the API patterns (list, create, …): its input schemas and its handler, the same for every entity. */
interface RoleRoute {
  summary: string;
  schema(model: EntityModel, endpoint: Endpoint): FastifySchema;
  /** The body is checked by the entity service, after its sanitizers: Fastify's own validation is off. */
  checkedByService?: boolean;
  handle(request: FastifyRequest, model: EntityModel, deps: EndpointDeps, endpoint: Endpoint): Promise<unknown>;
}

const writeContext = (request: FastifyRequest): WriteContext => ({ db: request.db, user: requireUser(request), lang: request.lang });

const list: RoleRoute = {
  summary: 'A page of rows: { list, total, currentPage, pageSize }',
  schema: (model) => ({
    querystring: {
      type: 'object',
      properties: {
        currentPage: { type: ['integer', 'string'] }, pageSize: { type: ['integer', 'string'] }, sort: { type: 'string' }, order: { type: 'string' },
        ...Object.fromEntries(model.filterFields.map((name) => [name, { description: `filter: ${model.schema.fields[name]?.title.en ?? name}` }])),
      },
    },
  }),
  async handle(request, model, { ctx }) {
    const user = requireUser(request);
    await requireRead(request.db, user, model);
    const definition = ctx.qids.get(model.listQid)!;
    const query = parseQidRequest({ ...(request.query as Record<string, unknown>), qid: definition.qid }, definition);
    return runQid(request.db, definition, query, user, true);
  },
};

const create: RoleRoute = {
  summary: 'Create a row (no id, no version): the created row',
  schema: (model) => ({ body: rowBodySchema(model, 'create') }),
  checkedByService: true,
  handle: (request, model, { service }) => service.create(writeContext(request), model, request.body),
};

const update: RoleRoute = {
  summary: 'Update a row, sent with its id and the version it was read at (409 when stale): the updated row',
  schema: (model) => ({ body: rowBodySchema(model, 'update') }),
  checkedByService: true,
  handle: (request, model, { service }) => service.update(writeContext(request), model, request.body),
};

/** `id` (one row) or `ids` (an array, or `1,2,3`). */
const idsSchema = {
  type: 'object',
  properties: {
    id: ROW_ID_SCHEMA,
    ids: { anyOf: [{ type: 'array', minItems: 1, maxItems: MAX_IDS, items: ROW_ID_SCHEMA }, { type: 'string', pattern: '^\\d+(,\\d+)*$', maxLength: MAX_IDS * 11 }] },
  },
};

/** The ids of a delete call, each a positive int4. */
function idsOf(input: { id?: number; ids?: number[] | string }): number[] {
  const ids = input.ids === undefined ? (input.id === undefined ? [] : [input.id]) : typeof input.ids === 'string' ? input.ids.split(',').map(Number) : input.ids;
  if (!ids.length) throw new AppError('VALIDATION', { detail: 'id or ids is required' }, { id: 'required' });
  if (ids.length > MAX_IDS || ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > INT4_MAX)) {
    throw new AppError('VALIDATION', { detail: `ids must be up to ${MAX_IDS} row ids` }, { ids: 'invalid' });
  }
  return ids;
}

const remove: RoleRoute = {
  summary: 'Delete rows by `id` or `ids`, all or none: { deleted }',
  schema: (_model, endpoint) => (endpoint.input === 'query' ? { querystring: idsSchema } : { body: { ...idsSchema, additionalProperties: false } }),
  handle: (request, model, { service }, endpoint) => {
    const input = (endpoint.input === 'query' ? request.query : request.body ?? {}) as { id?: number; ids?: number[] | string };
    return service.remove(writeContext(request), model, idsOf(input));
  },
};

/**
 * The generic handlers by endpoint role. Export (`export`, `exportWord`, `exportPDF`) and import slot in here with
 * their own entries; an endpoint whose role has no entry is not served yet.
 */
const ROLE_ROUTES: Partial<Record<EndpointRole, RoleRoute | RawRoleRoute>> = { list, create, update, remove, export: exportXlsx, exportWord, exportPDF: exportPdf, import: importXlsx };

/** Serves the endpoints of one entity's API pattern (docs/api.md, "Entity endpoints") with the generic handlers. */
export function registerEntityEndpoints(app: FastifyInstance, model: EntityModel, deps: EndpointDeps): void {
  if (!model.table) return;
  for (const [role, endpoint] of Object.entries(model.endpoints) as [EndpointRole, Endpoint][]) {
    const route = ROLE_ROUTES[role];
    // The base and qid patterns list through the generic data query, which is served already.
    if (!route || (role === 'list' && model.schema.api.pattern !== 'admin')) continue;
    if ('raw' in route) {
      // Export and import (export/entity-file-routes.ts): the reply is a file, or an envelope they send themselves.
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        config: { transaction: route.transaction },
        schema: { tags: [`entity ${model.id}`], summary: `${model.schema.title.en}: ${route.summary}`, ...route.schema(model) },
        handler: (request, reply) => route.handle(request, model, deps, reply),
      });
      continue;
    }
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: { tags: [`entity ${model.id}`], summary: `${model.schema.title.en}: ${route.summary}`, ...route.schema(model, endpoint), response: { 200: envelopeSchema({}) } },
      ...(route.checkedByService ? { validatorCompiler: () => () => true } : {}),
      handler: async (request) => ok(await route.handle(request, model, deps, endpoint)),
    });
  }
}
