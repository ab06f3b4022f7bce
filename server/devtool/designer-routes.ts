import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { traceField, type PageView } from '../../engine/access/field-trace';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { SchemaProblem } from '../../engine/schema/entity-check';
import { checkOverride } from '../../engine/schema/tenant-override';
import { AppError, formatMessage } from '../errors/app-error';
import { envelopeSchema, failure, ok } from '../http/envelope';
import { requireUser, type SessionUser } from '../http/request-context';
import type { ServerContext } from '../routes/context';
import { seesEverything } from '../services/menu-authority';
import { audiencesOf, chooseAudience } from './audiences';
import { audienceView, previewReply } from './preview-as';
import { findSchemaFile, readSchemaFile, writeSchemaFile } from './schema-files';

const BASE = '/api/clearway/devtool';
const TAGS = ['developer tools'];
const schemaIdSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;
const audienceProperties = {
  schemaId: schemaIdSchema,
  tenantCode: { type: 'string', minLength: 1, maxLength: 50 },
  roleCode: { type: ['string', 'null'], maxLength: 50 },
  // Absent: the tenant's active override; null: none; an object: the draft (checked like a save).
  patch: {},
} as const;

type AudienceBody = { schemaId: string; tenantCode: string; roleCode?: string | null; patch?: unknown };

/**
 * The form designer's calls (docs/domain/devtool.md, docs/api.md "Developer tools"): the server's settings, the
 * audiences the caller may design for, the preview and the tracer as a tenant and role, and — in development mode
 * only — the base schema files. Administrators only (403 to anyone else), like the override calls.
 */
export function registerDesignerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const admin = (request: FastifyRequest): SessionUser => {
    const user = requireUser(request);
    if (!seesEverything(user)) throw new AppError('FORBIDDEN');
    return user;
  };
  const modelOf = (schemaId: string): EntityModel => {
    const model = ctx.entities.get(schemaId);
    if (!model) throw new AppError('NOT_FOUND', { what: `schema ${schemaId}` });
    return model;
  };
  /** The override a preview or trace applies, or the problems refusing the draft (answered 400 as a save would be). */
  const draftOf = (model: EntityModel, patch: unknown): { patch: Record<string, unknown> | null | undefined } | { problems: SchemaProblem[] } => {
    if (patch === undefined || patch === null) return { patch };
    const problems = checkOverride(model.schema, patch);
    return problems.length ? { problems } : { patch: patch as Record<string, unknown> };
  };
  const refuse = (request: FastifyRequest, reply: FastifyReply, problems: SchemaProblem[]) => {
    const detail = problems.map((p) => `${p.path || '/'}: ${p.message}`).join('; ');
    reply.status(400);
    return failure(400, formatMessage('OVERRIDE_REFUSED', request.lang, { detail }), { problems });
  };
  /** The schema as the body's tenant and role get it (their override or the draft), or the draft's problems. */
  const viewAsked = async (request: FastifyRequest<{ Body: AudienceBody }>): Promise<{ problems: SchemaProblem[] } | { model: EntityModel; view: Awaited<ReturnType<typeof audienceView>> }> => {
    const user = admin(request);
    const model = modelOf(request.body.schemaId);
    const audience = await chooseAudience(request.db, user, request.body.tenantCode, request.body.roleCode);
    const draft = draftOf(model, request.body.patch);
    if ('problems' in draft) return { problems: draft.problems };
    return { model, view: await audienceView(request.db, model, audience, draft.patch) };
  };

  app.get(`${BASE}/settings`, {
    schema: { tags: TAGS, summary: 'What the developer tools may do on this server (administrators): { devMode, generatorDir }', response: { 200: envelopeSchema({}) } },
  }, async (request) => {
    admin(request);
    const devMode = ctx.config.devTools;
    return ok({ devMode, generatorDir: devMode ? ctx.config.generatorDir : null });
  });

  app.get(`${BASE}/audiences`, {
    schema: { tags: TAGS, summary: 'The tenants the caller may design for and preview as, each with its roles (administrators; every tenant for the platform tenant\'s)', response: { 200: envelopeSchema({}) } },
  }, async (request) => ok(await audiencesOf(request.db, admin(request))));

  // Preview and trace only read: no transaction.
  app.post<{ Body: AudienceBody }>(`${BASE}/preview`, {
    config: { transaction: false },
    schema: {
      tags: TAGS,
      summary: 'A schema as a tenant and role are served it (their override or a draft, their buttons, hidden and masked fields): { opens, schema, overrideVersion, buttons, access }',
      body: { type: 'object', required: ['schemaId', 'tenantCode'], additionalProperties: false, properties: audienceProperties },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request, reply) => {
    const asked = await viewAsked(request);
    if ('problems' in asked) return refuse(request, reply, asked.problems);
    return ok(previewReply(asked.view));
  });

  app.post<{ Body: AudienceBody & { field: string; view?: PageView } }>(`${BASE}/trace`, {
    config: { transaction: false },
    schema: {
      tags: TAGS,
      summary: 'Why a field is shown, hidden, read-only, required or masked for a tenant and role: { field, verdict, layers }',
      body: {
        type: 'object', required: ['schemaId', 'field', 'tenantCode'], additionalProperties: false,
        properties: { ...audienceProperties, field: { type: 'string', minLength: 1, maxLength: 100 }, view: { type: 'string', enum: ['form', 'list', 'detail'] } },
      },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request, reply) => {
    const asked = await viewAsked(request);
    if ('problems' in asked) return refuse(request, reply, asked.problems);
    const { model, view } = asked;
    const { field } = request.body;
    const traced = traceField({ base: model.schema, override: view.override, view: request.body.view ?? 'form', field, route: view.route, role: view.role });
    if (!traced) throw new AppError('NOT_FOUND', { what: `field ${field} of schema ${model.id}` });
    return ok(traced);
  });

  // Development mode only: otherwise the calls do not exist (404), like the development peeks.
  if (ctx.config.devTools) registerSchemaFileRoutes(app, ctx, admin);
}

/** Read and write a base schema file (development mode): `{ file, schema, problems }`. */
function registerSchemaFileRoutes(app: FastifyInstance, ctx: ServerContext, admin: (request: FastifyRequest) => SessionUser): void {
  const params = { type: 'object', required: ['schemaId'], properties: { schemaId: schemaIdSchema } } as const;
  const locate = (schemaId: string) => {
    const location = findSchemaFile(ctx, schemaId);
    if (!location) throw new AppError('NOT_FOUND', { what: `the schema file of ${schemaId}` });
    return location;
  };

  app.get<{ Params: { schemaId: string } }>(`${BASE}/schema-files/:schemaId`, {
    schema: { tags: TAGS, summary: 'A base schema file as it is on disk (development mode, administrators): { file, schema, problems: null }', params, response: { 200: envelopeSchema({}) } },
  }, async (request) => {
    admin(request);
    const location = locate(request.params.schemaId);
    return ok({ file: location.shown, schema: readSchemaFile(location), problems: null });
  });

  app.put<{ Params: { schemaId: string }; Body: { schema: Record<string, unknown> } }>(`${BASE}/schema-files/:schemaId`, {
    // No request transaction: the reload migrates tables on the shared handle, which would wait for it (PGlite).
    config: { transaction: false },
    schema: {
      tags: TAGS,
      summary: 'Write a base schema file where it was read from and reload (development mode, administrators): { file, schema, problems }; refused, the previous file stays',
      params,
      body: { type: 'object', required: ['schema'], additionalProperties: false, properties: { schema: { type: 'object' } } },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    admin(request);
    const { schemaId } = request.params;
    const { schema } = request.body;
    if (schema.id !== schemaId) throw new AppError('VALIDATION', { detail: `schema.id must be ${schemaId} (the file being written), not ${JSON.stringify(schema.id ?? null)}` }, { 'schema.id': schemaId });
    const location = locate(schemaId);
    const problems = await writeSchemaFile(ctx, location, schema);
    return ok({ file: location.shown, schema: readSchemaFile(location), problems });
  });
}
