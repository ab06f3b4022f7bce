import type { FastifyRequest, FastifySchema } from 'fastify';
import { exportPdf, exportWord, exportXlsx, importXlsx, namedExportXlsx, type RawRoleRoute } from './export/entity-file-routes';
import type { Endpoint, EndpointRole, EntityModel } from '../../engine/schema/entity-model';
import { AppError } from '../errors/app-error';
import { requireUser } from '../http/request-context';
import type { QidDefinition } from '../qid/definition';
import { parseQidRequest } from '../qid/request-params';
import { runQid } from '../qid/run-query';
import type { ServerContext } from '../routes/context';
import { requireRead } from './entity-permissions';
import { applyToReply, fieldAccessFor, restrictQuery } from './field-permissions';
import { requireParentScope } from './child-access';
import { entityQidDefinition } from './entity-qid';
import { referencesFor } from './references';
import { attachLinks } from './link-fields';
import type { EntityService, WriteContext } from './entity-service';
import { INT4_MAX, ROW_ID_SCHEMA, rowBodySchema } from './row-body-schema';
import { treeRoute } from './tree/tree-endpoint';
import { RowStore } from './row-store';
import { commandCallRoute } from '../commands/command-call-route';
import type { CommandRegistry } from '../commands/registry';

/** Most rows one delete call takes. */
const MAX_IDS = 1000;

/** What a generic handler is given besides the request. */
export interface EndpointDeps {
  ctx: ServerContext;
  service: EntityService;
  /** The command implementations the `command` role runs (default: the application's). */
  commands?: CommandRegistry;
}

/**
 * One role of the API patterns (list, create, …): its input schema and its handler, the same for every entity. The
 * schema gives the input as `querystring` or `body` (one of them): the router checks it against the input wherever
 * the endpoint carries it (query parameters or JSON body, `Endpoint.input`) and the OpenAPI document lists it there.
 */
export interface RoleRoute {
  summary: string;
  schema(model: EntityModel, endpoint: Endpoint): FastifySchema;
  /** The body is checked by the entity service, after its sanitizers: the router does not check it. */
  checkedByService?: boolean;
  handle(request: FastifyRequest, model: EntityModel, deps: EndpointDeps, endpoint: Endpoint): Promise<unknown>;
}

const writeContext = (request: FastifyRequest): WriteContext => ({ db: request.db, user: requireUser(request), lang: request.lang });

/** The input of a call as its endpoint carries it: query parameters, or the JSON body. */
function inputOf(request: FastifyRequest, endpoint: Endpoint): Record<string, unknown> {
  const input = endpoint.input === 'query' ? request.query : request.body;
  return input && typeof input === 'object' && !Array.isArray(input) ? input as Record<string, unknown> : {};
}

/** The entity's list qid: the registered one, or derived again (a model of a registry swapped in at run time). */
function listQidOf(model: EntityModel, { ctx }: EndpointDeps): QidDefinition {
  return ctx.qids.get(model.listQid) ?? entityQidDefinition(model)!;
}

const list: RoleRoute = {
  summary: 'A page of rows: { list, total, currentPage, pageSize }; filters and paging as parameters (or in the JSON body)',
  schema: (model) => ({
    querystring: {
      type: 'object',
      properties: {
        currentPage: { type: ['integer', 'string'] }, pageSize: { type: ['integer', 'string'] }, sort: { type: 'string' }, order: { type: 'string' },
        filters: { type: ['object', 'string'], description: 'the filters as one object (they may also come at the top level)' },
        ...Object.fromEntries(model.filterFields.map((name) => [name, { description: `filter: ${model.schema.fields[name]?.title.en ?? name}` }])),
      },
    },
  }),
  async handle(request, model, deps, endpoint) {
    const { ctx } = deps;
    const user = requireUser(request);
    await requireRead(request.db, user, model);
    const definition = listQidOf(model, deps);
    const access = await fieldAccessFor(request.db, user, model);
    const query = restrictQuery(parseQidRequest({ ...inputOf(request, endpoint), qid: definition.qid }, definition), definition, access);
    requireParentScope(model, query.filters);
    const page = await attachLinks(request.db, model, await runQid(request.db, definition, query, user, true));
    return applyToReply(await referencesFor(ctx).label(request.db, user, model, page, request.lang), access);
  },
};

/** The list qid with an `id` filter: one row, scoped as the list is (tenant, owner site). */
const detailQids = new WeakMap<QidDefinition, QidDefinition>();

const detail: RoleRoute = {
  summary: 'One row by `id`, as the list reads it (another tenant\'s or site\'s row: 404)',
  schema: () => ({ querystring: { type: 'object', required: ['id'], properties: { id: ROW_ID_SCHEMA } } }),
  async handle(request, model, deps, endpoint) {
    const user = requireUser(request);
    await requireRead(request.db, user, model);
    const list = listQidOf(model, deps);
    let definition = detailQids.get(list);
    if (!definition) {
      definition = { ...list, filters: { ...list.filters, id: { column: 'id', op: 'eq', type: 'integer' } }, required: [] };
      detailQids.set(list, definition);
    }
    const id = Number(inputOf(request, endpoint).id);
    const rows = await runQid(request.db, definition, { qid: definition.qid, filters: { id }, currentPage: 1, pageSize: 1 }, user, false) as Record<string, unknown>[];
    if (!rows[0]) throw new AppError('ROW_NOT_FOUND', { entity: model.schema.title[request.lang], ids: String(id) });
    // The row carries its references' labels, as in the list; the fields the caller may not see are left out.
    await attachLinks(request.db, model, rows);
    return applyToReply(await referencesFor(deps.ctx).label(request.db, user, model, rows, request.lang), await fieldAccessFor(request.db, user, model))[0];
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

/** The fields of an entity's one-field unique keys: a delete may name its row by one of them instead of its id. */
function deleteKeys(model: EntityModel): string[] {
  return (model.schema.storage?.unique ?? []).filter((key) => key.length === 1).map((key) => key[0]!);
}

/** `id`, `ids`, or a one-field unique key's value (`deleteSysRegion?regionCode=440305001`). */
function removeSchema(model: EntityModel) {
  const keys = Object.fromEntries(deleteKeys(model).map((field) => [field, { type: 'string', minLength: 1, maxLength: 200 }]));
  return { ...idsSchema, properties: { ...idsSchema.properties, ...keys } };
}

/** The rows a delete names: its ids, or the caller's row holding the unique key's value (a 404 naming it when none). */
async function removeIds(request: FastifyRequest, model: EntityModel, input: Record<string, unknown>): Promise<number[]> {
  const key = input.id === undefined && input.ids === undefined ? deleteKeys(model).find((field) => typeof input[field] === 'string') : undefined;
  if (!key) return idsOf(input as { id?: number; ids?: number[] | string });
  const ids = await new RowStore(model).idsBy(request.db, requireUser(request), key, input[key]);
  if (!ids.length) throw new AppError('ROW_NOT_FOUND', { entity: model.schema.title[request.lang], ids: String(input[key]) });
  return ids;
}

/**
 * A delete taking query parameters takes them as form fields too (`deleteSysRole` is "POST form", spec 02 §7): the
 * fields of a form-encoded body when the query names nothing, `id` as a number once it is digits only.
 */
function formFields(request: FastifyRequest): Record<string, unknown> | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body;
  if ((query && Object.keys(query).length) || !body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return undefined;
  const fields = { ...(body as Record<string, unknown>) };
  if (typeof fields.id === 'string') {
    if (!/^\d{1,10}$/.test(fields.id)) throw new AppError('VALIDATION', { detail: 'id must be a row id' }, { id: 'invalid' });
    fields.id = Number(fields.id);
  }
  return fields;
}

const remove: RoleRoute = {
  summary: 'Delete rows by `id`, `ids` or the value of a one-field unique key, all or none: { deleted }',
  schema: (model, endpoint) => (endpoint.input === 'query' ? { querystring: removeSchema(model) } : { body: { ...removeSchema(model), additionalProperties: false } }),
  handle: async (request, model, { service }, endpoint) => {
    const input = (endpoint.input === 'query' ? formFields(request) : undefined) ?? inputOf(request, endpoint);
    return service.remove(writeContext(request), model, await removeIds(request, model, input));
  },
};

/**
 * THE extension point of the entity endpoints: the generic handler of each endpoint role. A new role is one entry
 * here (and its call in engine/schema/entity-model.ts PATTERN_CALLS); the router (endpoint-router.ts) serves every
 * endpoint whose role has an entry, and an endpoint whose role has none is not served yet.
 */
export const ROLE_ROUTES: Partial<Record<EndpointRole, RoleRoute | RawRoleRoute>> = { list, detail, create, update, remove, export: exportXlsx, exportWord, exportPDF: exportPdf, import: importXlsx, tree: treeRoute, command: commandCallRoute, namedExport: namedExportXlsx };
