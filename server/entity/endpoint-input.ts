import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyRequest } from 'fastify';
import type { Endpoint, EndpointRole, EntityModel } from '../../engine/schema/entity-model';

/** The options Fastify's own validation runs with (server/app.ts), so a call answers as it did per route. */
const ajv = addFormats(new Ajv({ allErrors: true, allowUnionTypes: true, coerceTypes: 'array', useDefaults: true, removeAdditional: false, strict: false }));

/** Compiled input checks by model and role (models are frozen and replaced whole on a schema reload). */
const compiled = new WeakMap<EntityModel, Map<string, ValidateFunction | null>>();

/** The JSON Schema of a role's input: its `querystring` or its `body`, whichever it gives. */
export function inputSchemaOf(schema: { querystring?: unknown; body?: unknown }): Record<string, unknown> | undefined {
  return (schema.querystring ?? schema.body) as Record<string, unknown> | undefined;
}

/**
 * Checks (and coerces, as Fastify did: `id=5` becomes 5) the input of an entity call wherever its endpoint carries
 * it: the query parameters or the JSON body. A multipart call carries a file and is checked by its handler.
 * @throws an error shaped as Fastify's validation error, so the error handler answers the usual 400 with the fields
 */
export function checkEndpointInput(request: FastifyRequest, model: EntityModel, role: EndpointRole, endpoint: Endpoint, schema: { querystring?: unknown; body?: unknown }): void {
  if (endpoint.input === 'multipart' || endpoint.input === 'form') return;
  let byRole = compiled.get(model);
  if (!byRole) {
    byRole = new Map();
    compiled.set(model, byRole);
  }
  const key = `${role} ${endpoint.input}`;
  let validate = byRole.get(key);
  if (validate === undefined) {
    const input = inputSchemaOf(schema);
    validate = input ? ajv.compile(input) : null;
    // Kept by this map only: ajv's own cache would hold the checks of every replaced model.
    if (input) ajv.removeSchema(input);
    byRole.set(key, validate);
  }
  if (!validate) return;
  const fromQuery = endpoint.input === 'query';
  if (fromQuery && (request.query === undefined || request.query === null)) request.query = {};
  if (validate(fromQuery ? request.query : request.body)) return;
  const context = fromQuery ? 'querystring' : 'body';
  const error = new Error(`${context} is invalid`) as Error & { validation: unknown; validationContext: string; statusCode: number };
  error.validation = validate.errors;
  error.validationContext = context;
  error.statusCode = 400;
  throw error;
}
