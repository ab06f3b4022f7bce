/** Checking a route catalogue file against its JSON Schema (ajv): for tests, tools and the server, not the browser. */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import routeCatalogueSchema from './route-catalogue.schema.json';

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  compiled ??= new Ajv({ allErrors: true }).compile(routeCatalogueSchema);
  return compiled;
}

function describeError(error: ErrorObject, json: unknown): string {
  const where = error.instancePath || '/';
  const match = /^\/routes\/(\d+)/.exec(error.instancePath);
  const routes = typeof json === 'object' && json !== null ? (json as { routes?: unknown }).routes : undefined;
  const route = match && Array.isArray(routes) ? routes[Number(match[1])] : undefined;
  const path = (route as { path?: unknown } | undefined)?.path;
  const label = typeof path === 'string' ? ` (${path})` : '';
  const extra = error.keyword === 'additionalProperties'
    ? `: '${String(error.params.additionalProperty)}'`
    : error.keyword === 'enum' ? `: ${JSON.stringify(error.params.allowedValues)}` : '';
  return `${where}${label} ${error.message ?? 'is invalid'}${extra}`;
}

/**
 * Checks one parsed catalogue file against the JSON Schema.
 * @returns one message per problem (empty when the file is valid), e.g. `/routes/3/hidden (/x) must be boolean`.
 */
export function validateRouteFile(json: unknown): string[] {
  const validate = validator();
  if (validate(json)) return [];
  return (validate.errors ?? []).map((error) => describeError(error, json));
}

