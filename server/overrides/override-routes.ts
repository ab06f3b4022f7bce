import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityModel } from '../../engine/schema/entity-model';
import { checkOverride, diffSchemas } from '../../engine/schema/tenant-override';
import { AppError, formatMessage } from '../errors/app-error';
import { envelopeSchema, failure, ok } from '../http/envelope';
import { requireUser, type SessionUser } from '../http/request-context';
import type { ServerContext } from '../routes/context';
import { seesEverything } from '../services/menu-authority';
import { registerExtFieldChecks } from './ext-fields';
import {
  activeOverride, deactivateOverride, mergedSchema, overrideVersion, overrideVersions, saveOverride, withChanges,
  type OverrideVersion,
} from './override-store';

const PREFIX = '/api/clearway/schema-overrides';
const params = { type: 'object', required: ['schemaId'], properties: { schemaId: { type: 'string', minLength: 1, maxLength: 100 } } } as const;
const TAGS = ['schema overrides'];

type Params = { schemaId: string };

const isPatch = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The public view of a version (no `active`: the caller asked for the active one or the history says it). */
const versionView = ({ version, patch, createdAt, createdBy, comment }: OverrideVersion) => ({ version, patch, createdAt, createdBy, comment });

/**
 * Tenant overrides of entity schemas (docs/api.md, "Schema overrides"): read the merged schema (any signed-in user
 * of the tenant: the browser draws pages from it, the designer its base too), and — administrators of the tenant
 * only — check a patch without saving it (the designer's dry run), save a new version,
 * list the history with each version's changes, roll back to an earlier version, or drop the override. Every
 * version is kept; one is active per (tenant, schema). Also checks the override's custom fields on entity writes
 * (./ext-fields.ts).
 */
export function registerSchemaOverrideRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const modelOf = (schemaId: string): EntityModel => {
    const model = ctx.entities.get(schemaId);
    if (!model) throw new AppError('NOT_FOUND', { what: `schema ${schemaId}` });
    return model;
  };
  const admin = (request: FastifyRequest): SessionUser => {
    const user = requireUser(request);
    if (!seesEverything(user)) throw new AppError('FORBIDDEN');
    return user;
  };

  app.get<{ Params: Params }>(`${PREFIX}/:schemaId`, {
    schema: { tags: TAGS, summary: "The tenant's active override of a schema, the merged schema and the base it patches: { active, merged, base }", params, response: { 200: envelopeSchema({}) } },
  }, async (request) => {
    const user = requireUser(request);
    const model = modelOf(request.params.schemaId);
    const active = await activeOverride(request.db, user.tenantId, model.id);
    return ok({ active: active ? versionView(active) : null, merged: mergedSchema(model.schema, active?.patch), base: model.schema });
  });

  app.post<{ Params: Params; Body: { patch: unknown } }>(`${PREFIX}/:schemaId/check`, {
    schema: {
      tags: TAGS,
      summary: 'Check a patch without saving it (administrators): { problems, changes, merged }; problems empty when a PUT would save it',
      params,
      body: { type: 'object', required: ['patch'], additionalProperties: false, properties: { patch: {} } },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    admin(request);
    const model = modelOf(request.params.schemaId);
    const { patch } = request.body;
    const problems = checkOverride(model.schema, patch);
    // A patch that is not an object is a problem of its own: the merged schema is then the base.
    const merged = mergedSchema(model.schema, isPatch(patch) ? patch : undefined);
    return ok({ problems, changes: diffSchemas(model.schema, merged), merged });
  });

  app.put<{ Params: Params; Body: { patch: Record<string, unknown>; comment?: string } }>(`${PREFIX}/:schemaId`, {
    schema: {
      tags: TAGS,
      summary: 'Save a new version of the override (a JSON Merge Patch) and make it active (administrators): { active, merged }',
      params,
      body: { type: 'object', required: ['patch'], additionalProperties: false, properties: { patch: {}, comment: { type: 'string', maxLength: 500 } } },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request, reply) => {
    const user = admin(request);
    const model = modelOf(request.params.schemaId);
    const { patch, comment } = request.body;
    const problems = checkOverride(model.schema, patch);
    if (problems.length) {
      const detail = problems.map((p) => `${p.path || '/'}: ${p.message}`).join('; ');
      reply.status(400);
      return failure(400, formatMessage('OVERRIDE_REFUSED', request.lang, { detail }), { problems });
    }
    const saved = await saveOverride(request.db, user.tenantId, model.id, { patch, comment, createdBy: user.username, at: new Date(ctx.clock.now()) });
    return ok({ active: versionView(saved), merged: mergedSchema(model.schema, saved.patch) });
  });

  app.get<{ Params: Params }>(`${PREFIX}/:schemaId/history`, {
    schema: { tags: TAGS, summary: 'Every saved version, newest first, each with its changes against the base (administrators)', params, response: { 200: envelopeSchema({}) } },
  }, async (request) => {
    const user = admin(request);
    const model = modelOf(request.params.schemaId);
    const versions = await overrideVersions(request.db, user.tenantId, model.id);
    return ok(versions.map((version) => withChanges(model.schema, version)));
  });

  app.post<{ Params: Params; Body: { version: number } }>(`${PREFIX}/:schemaId/rollback`, {
    schema: {
      tags: TAGS,
      summary: 'Make an earlier version active again, saved as a new version copying its patch (administrators): { active, merged }',
      params,
      body: { type: 'object', required: ['version'], additionalProperties: false, properties: { version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request, reply) => {
    const user = admin(request);
    const model = modelOf(request.params.schemaId);
    const earlier = await overrideVersion(request.db, user.tenantId, model.id, request.body.version);
    if (!earlier) throw new AppError('NOT_FOUND', { what: `version ${request.body.version} of the override of ${model.id}` });
    // The base may have changed since: the old patch must still pass.
    const problems = checkOverride(model.schema, earlier.patch);
    if (problems.length) {
      const detail = problems.map((p) => `${p.path || '/'}: ${p.message}`).join('; ');
      reply.status(400);
      return failure(400, formatMessage('OVERRIDE_REFUSED', request.lang, { detail }), { problems });
    }
    const saved = await saveOverride(request.db, user.tenantId, model.id, {
      patch: earlier.patch, comment: `rollback to version ${earlier.version}`, createdBy: user.username, at: new Date(ctx.clock.now()),
    });
    return ok({ active: versionView(saved), merged: mergedSchema(model.schema, saved.patch) });
  });

  app.delete<{ Params: Params }>(`${PREFIX}/:schemaId`, {
    schema: { tags: TAGS, summary: 'Leave the schema with no active override; the history stays (administrators): { active: null, merged }', params, response: { 200: envelopeSchema({}) } },
  }, async (request) => {
    const user = admin(request);
    const model = modelOf(request.params.schemaId);
    await deactivateOverride(request.db, user.tenantId, model.id);
    return ok({ active: null, merged: mergedSchema(model.schema, undefined) });
  });

  registerExtFieldChecks(app, ctx.entities);
}
