import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import { mayRead } from '../entity/entity-permissions';
import { fieldAccessFor } from '../entity/field-permissions';
import { schemaForAccess } from '../../engine/access/schema-for-access';
import { activeOverride, mergedSchema } from '../overrides/override-store';
import { seesEverything } from '../services/menu-authority';
import type { ServerContext } from './context';

const TAGS = ['schemas'];

/**
 * The entity schemas as the browser draws them (docs/api.md, "Schemas"): the index of schema pages the caller may
 * open, and one schema with the caller tenant's active override merged. Read from the registry being served now, so a
 * schema file added or changed in a schema folder shows without a restart or a rebuild; administrators can read what
 * the last reload refused.
 */
export function registerSchemaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/clearway/schemas', {
    schema: { tags: TAGS, summary: 'The routes drawn from an entity schema that the caller may open: [{ route, schemaId }]', response: { 200: envelopeSchema({}) } },
  }, async (request) => {
    const user = requireUser(request);
    const pages: { route: string; schemaId: string }[] = [];
    for (const model of ctx.entities.all()) {
      const route = model.schema.route;
      if (route && (await mayRead(request.db, user, model))) {
        pages.push({ route, schemaId: model.id });
        // A detail page of its own (detail.mode "page") is drawn from the same schema.
        if (model.schema.detail?.route) pages.push({ route: model.schema.detail.route, schemaId: model.id });
      }
    }
    return ok(pages);
  });

  app.get('/api/clearway/schemas/problems', {
    schema: { tags: TAGS, summary: 'What the last reload of the schema folders refused, or null when the files on disk are served (administrators)', response: { 200: envelopeSchema({}) } },
  }, async (request) => {
    if (!seesEverything(requireUser(request))) throw new AppError('FORBIDDEN');
    return ok(ctx.schemaReloader?.problems() ?? null);
  });

  app.get<{ Params: { schemaId: string } }>('/api/clearway/schemas/:schemaId', {
    schema: {
      tags: TAGS,
      summary: "An entity schema with the caller tenant's active override merged: { schema, overrideVersion }",
      params: { type: 'object', required: ['schemaId'], properties: { schemaId: { type: 'string', minLength: 1, maxLength: 100 } } },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const user = requireUser(request);
    const model = ctx.entities.get(request.params.schemaId);
    // Another route's schema reads as missing, like a route outside the caller's menu.
    if (!model || !(await mayRead(request.db, user, model))) throw new AppError('NOT_FOUND', { what: `schema ${request.params.schemaId}` });
    const active = await activeOverride(request.db, user.tenantId, model.id);
    const schema = mergedSchema(model.schema, active?.patch);
    // Cut to the fields the caller may see (a custom field of the override is decided like the others).
    const access = await fieldAccessFor(request.db, user, model, schema.fields);
    return ok({ schema: schemaForAccess(schema, access), overrideVersion: active?.version ?? null });
  });
}
