import type { Endpoint, EndpointRole, EntityModel } from '../../engine/schema/entity-model';
import { ROLE_ROUTES } from './entity-endpoints';
import type { EntityRegistry } from './entity-registry';
import { endpointTableOf } from './endpoint-router';
import { inputSchemaOf } from './endpoint-input';
import { rowBodySchema } from './row-body-schema';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
type Document = { paths?: Record<string, Record<string, Operation>> } & Record<string, unknown>;

/** The OpenAPI operation of one entity call: its input where the endpoint carries it, and its reply. */
function operationOf(model: EntityModel, role: EndpointRole, endpoint: Endpoint): Operation | undefined {
  const route = ROLE_ROUTES[role];
  if (!route) return undefined;
  const declared = 'raw' in route ? route.schema(model) : route.schema(model, endpoint);
  // Create and update are checked by the entity service; the document shows the row they take.
  const input = inputSchemaOf(declared as JsonSchema) ?? (role === 'create' || role === 'update' ? rowBodySchema(model, role) : undefined);
  const operation: Operation = {
    tags: [`entity ${model.id}`],
    summary: `${model.schema.title.en}: ${callTitle(model, endpoint)}${route.summary}`,
    responses: { 200: { description: endpoint.blob ? 'The file (or the envelope of a refusal)' : 'The envelope { code, message, status, data }' } },
  };
  if (endpoint.input === 'multipart') {
    operation.requestBody = { content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } } };
  } else if (endpoint.input === 'query' && input) {
    const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((input.required ?? []) as string[]);
    operation.parameters = Object.entries(properties).map(([name, schema]) => ({
      name, in: 'query', required: required.has(name), schema: typeAsOpenApi(schema), ...(schema.description ? { description: schema.description } : {}),
    }));
  } else if (input) {
    operation.requestBody = { content: { 'application/json': { schema: input } } };
  }
  return operation;
}

/** What a command's or a named export's call is, before its role's summary: `Merge (command). `. */
function callTitle(model: EntityModel, endpoint: Endpoint): string {
  if (endpoint.command) return `${model.schema.commands?.[endpoint.command]?.title.en ?? endpoint.command} (command). `;
  if (endpoint.namedExport) return `${model.schema.exports?.[endpoint.namedExport]?.title.en ?? endpoint.namedExport} (export). `;
  return '';
}

/** OpenAPI 3.0 has no type arrays: `['integer', 'string']` is any of them. */
function typeAsOpenApi(schema: JsonSchema): JsonSchema {
  if (!Array.isArray(schema.type)) return schema;
  const { type, ...rest } = schema;
  return { ...rest, anyOf: (type as string[]).map((t) => ({ type: t })) };
}

/** The `paths` of every call the entity router serves for a registry, as the spec spells them. */
export function entityOpenApiPaths(registry: EntityRegistry): Record<string, Record<string, Operation>> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { model, role, endpoint } of endpointTableOf(registry).values()) {
    const operation = operationOf(model, role, endpoint);
    if (operation) (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return paths;
}

const documents = new WeakMap<object, WeakMap<EntityRegistry, Document>>();

/**
 * The API document with the entity calls added (they are served by catch-all routes, which the document generator
 * cannot describe). Built once per document and registry.
 */
export function withEntityPaths<T extends object>(document: T, registry: EntityRegistry): T {
  let byRegistry = documents.get(document);
  if (!byRegistry) {
    byRegistry = new WeakMap();
    documents.set(document, byRegistry);
  }
  let merged = byRegistry.get(registry);
  if (!merged) {
    const base = document as Document;
    merged = { ...base, paths: { ...base.paths, ...entityOpenApiPaths(registry) } };
    byRegistry.set(registry, merged);
  }
  return merged as T;
}
