import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import type { ServerContext } from '../routes/context';
import { requireRead } from './entity-permissions';
import { OPTIONS_LIMIT, referencesFor, type ReferenceOptionsInput } from './references';

const KEY = { type: ['string', 'integer'], maxLength: 200 };

/**
 * `POST /api/clearway/references/options` (docs/api.md, "Reference options"): what the remote select of a reference
 * field offers, `[{ value, label }]`. Asked by the referring entity and field, so reading the options takes the
 * referring page's grant (the person filling in an employee picks a department without the department page), and
 * answers values and labels only, of the target rows the caller's tenant (and site) can read.
 */
export function registerReferenceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: ReferenceOptionsInput & { entity: string; field: string } }>('/api/clearway/references/options', {
    config: { transaction: false },
    schema: {
      tags: ['entity'],
      summary: "The options of a reference field's picker: [{ value, label }] (by search text, or the labels of given values)",
      body: {
        type: 'object',
        required: ['entity', 'field'],
        additionalProperties: false,
        properties: {
          entity: { type: 'string', minLength: 1, maxLength: 100 },
          field: { type: 'string', minLength: 1, maxLength: 100 },
          search: { type: 'string', maxLength: 200 },
          values: { type: 'array', maxItems: 200, items: KEY },
          parent: { anyOf: [KEY, { type: 'null' }] },
          limit: { type: 'integer', minimum: 1, maximum: OPTIONS_LIMIT },
        },
      },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { entity, field, ...input } = request.body;
    const model = ctx.entities.get(entity);
    const ref = model?.schema.fields[field]?.['x-ref'];
    if (!model || !ref) throw new AppError('NOT_FOUND', { what: `reference ${entity}.${field}` });
    await requireRead(request.db, user, model);
    return ok(await referencesFor(ctx).options(request.db, user, ref, input));
  });
}
