import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { EntitySchema, FieldSchema } from '../../engine/schema/entity-schema';
import { requireUser } from '../http/request-context';
import { RowValidator } from '../entity/row-validator';
import type { EntityRegistry } from '../entity/entity-registry';
import { activeOverride, customFields, mergedSchema } from './override-store';

/**
 * The custom fields (`ext_…`) a tenant's active override adds, checked on the entity's create and update calls.
 * The entity engine stores the body's `ext` object as the row's `ext` JSON column as it is (row-validator.ts only
 * asks for an object), so this hook runs before the engine's handler: it sanitizes and validates the override's
 * custom fields inside `body.ext` (`{ ext_region: 'North' }`) with the engine's own row validator, and leaves
 * every other key of `ext` alone (a field of a removed override keeps its stored value). Base fields are still
 * validated by the engine against the base schema only: an override never changes that.
 * A create must carry the override's required custom fields; an update only when it sends `ext` (which replaces
 * the column whole).
 */
export function registerExtFieldChecks(app: FastifyInstance, _entities?: EntityRegistry): void {
  const validators = new Map<string, RowValidator>();

  // Callback style: a request that is no entity write passes without a promise. The entity router has resolved
  // which entity call the request is (server/entity/endpoint-router.ts), in the registry served now.
  app.addHook('preHandler', (request, _reply, done) => {
    const call = request.entityCall;
    if (!call || (call.role !== 'create' && call.role !== 'update') || !request.user) return done();
    checkExtFields(request, call.model, call.role === 'create').then(() => done(), done);
  });

  async function checkExtFields(request: FastifyRequest, model: EntityModel, isCreate: boolean): Promise<void> {
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    if (!isCreate && body.ext === undefined) return;
    const user = requireUser(request);
    const override = await activeOverride(request.db, user.tenantId, model.id);
    if (!override) return;
    const fields = customFields(model.schema, mergedSchema(model.schema, override.patch));
    if (!Object.keys(fields).length) return;
    const ext = body.ext && typeof body.ext === 'object' && !Array.isArray(body.ext) ? body.ext as Record<string, unknown> : undefined;
    if (body.ext !== undefined && !ext) return; // not an object: the engine refuses it
    const key = `${model.id}\u0000${JSON.stringify(fields)}`;
    let validator = validators.get(key);
    if (!validator) {
      validator = new RowValidator(extModel(fields), 'create');
      validators.set(key, validator);
    }
    const declared: Record<string, unknown> = {};
    for (const name of Object.keys(fields)) if (ext && Object.hasOwn(ext, name)) declared[name] = ext[name];
    const checked = validator.check(declared, request.lang);
    body.ext = { ...(ext ?? {}), ...checked.values };
  }
}

/** A model of just the custom fields, for the engine's row validator. */
function extModel(fields: Record<string, FieldSchema>): EntityModel {
  const schema = { id: 'ext', fields } as unknown as EntitySchema;
  return { schema, id: 'ext', endpoints: {}, listQid: '', columns: [], formFields: Object.keys(fields), filterFields: [], listColumns: [], exportable: false };
}
