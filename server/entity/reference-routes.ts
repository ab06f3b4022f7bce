import type { FastifyInstance } from 'fastify';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { RefSpec } from '../../engine/schema/entity-schema';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import type { ServerContext } from '../routes/context';
import { requireRead } from './entity-permissions';
import { OPTIONS_LIMIT, referencesFor, type ReferenceOptionsInput } from './references';
import { treeOf } from './tree/read-tree';
import { toRefTree } from '../../engine/schema/references';

const KEY = { type: ['string', 'integer'], maxLength: 200 };

/**
 * `POST /api/clearway/references/options` (docs/api.md, "Reference options"): what the remote select of a reference
 * field offers, `[{ value, label }]`. Asked by the referring entity and field, so reading the options takes the
 * referring page's grant (the person filling in an employee picks a department without the department page), and
 * answers values and labels only, of the target rows the caller's tenant (and site) can read.
 */
export function registerReferenceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: ReferenceOptionsInput & { entity: string; field: string; tree?: boolean } }>('/api/clearway/references/options', {
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
          tree: { type: 'boolean', description: 'a tree reference (x-ref.tree): the whole tree, nested [{ value, label, children }]' },
        },
      },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { entity, field, tree, ...input } = request.body;
    const { model, ref } = referenceOf(ctx.entities, entity, field);
    if (!model || !ref) throw new AppError('NOT_FOUND', { what: `reference ${entity}.${field}` });
    await requireRead(request.db, user, model);
    if (tree) {
      // The target's rows the caller's tenant (and site) may see, nested: the referring page's grant suffices.
      const target = ref.tree && ref.entity !== undefined ? ctx.entities.get(ref.entity) : undefined;
      if (!target?.schema.tree) throw new AppError('NOT_FOUND', { what: `tree reference ${entity}.${field}` });
      return ok(toRefTree(await treeOf(request.db, target, user, {}), ref));
    }
    return ok(await referencesFor(ctx).options(request.db, user, ref, input, request.lang));
  });
}

/**
 * The reference field named by a picker: a field of the entity `entity`, or a parameter of one of its commands when
 * `entity` is a command's parameters model (`admin.sysmenu.grantToRole`, engine/schema/command-params.ts), whose
 * options then take the entity's read grant.
 */
export function referenceOf(entities: { get(id: string): EntityModel | undefined }, entity: string, field: string): { model?: EntityModel; ref?: RefSpec } {
  const model = entities.get(entity);
  if (model) return { model, ref: Object.hasOwn(model.schema.fields, field) ? model.schema.fields[field]!['x-ref'] : undefined };
  const dot = entity.lastIndexOf('.');
  const owner = dot > 0 ? entities.get(entity.slice(0, dot)) : undefined;
  const commands = owner?.schema.commands ?? {};
  const command = dot > 0 && Object.hasOwn(commands, entity.slice(dot + 1)) ? commands[entity.slice(dot + 1)] : undefined;
  const params = command?.params ?? {};
  return { model: owner, ref: Object.hasOwn(params, field) ? params[field]!['x-ref'] : undefined };
}
