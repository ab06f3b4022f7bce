import type { FastifyInstance } from 'fastify';
import { optionsCalls } from '../../engine/schema/options-calls';
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import type { ServerContext } from '../routes/context';

const OPTION = { type: 'object', properties: { value: {}, label: { type: 'string' }, zh: { type: 'string' }, en: { type: 'string' } } };

/** A field's enum values with their titles, labelled in the caller's language: `[{ value, label, zh, en }]`. */
export function fieldOptions(ctx: ServerContext, entityId: string, field: string, lang: Language) {
  const definition = ctx.entities.get(entityId)?.schema.fields[field];
  if (!definition?.enum) throw new AppError('NOT_FOUND', { what: `${entityId}.${field}` });
  return definition.enum.map((value, i) => {
    const title = definition['x-enum-titles']?.[i] ?? { zh: String(value), en: String(value) };
    return { value, label: title[lang], zh: title.zh, en: title.en };
  });
}

/**
 * The option calls the schemas declare (`x-options-call`: `GET /api/admin/sysorg/queryOrgType`), one route each, for
 * any signed-in user (the values are the schema's, not data). Registered at start; each answers from the registry
 * served at that moment, so a reloaded schema's titles show at once (a new call needs a restart).
 */
export function registerOptionsCallRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const seen = new Set<string>();
  for (const model of ctx.entities.stored()) {
    for (const call of optionsCalls(model)) {
      if (seen.has(call.path.toLowerCase())) continue;
      seen.add(call.path.toLowerCase());
      app.get(call.path, {
        schema: { tags: [`entity ${model.id}`], summary: `${model.schema.fields[call.field]?.title.en ?? call.field}: the values and their titles, [{ value, label, zh, en }]`, response: { 200: envelopeSchema({ type: 'array', items: OPTION }) } },
      }, async (request) => {
        requireUser(request);
        return ok(fieldOptions(ctx, model.id, call.field, request.lang));
      });
    }
  }
}
