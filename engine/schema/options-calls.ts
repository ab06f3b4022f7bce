import type { EntityModel } from './entity-model';
import type { EntitySchema } from './entity-schema';

/** One option call of an entity: a GET listing a field's enum values with their titles (`x-options-call`). */
export interface OptionsCall {
  path: string;
  field: string;
}

/** The path the entity's calls sit under: where its create (else list) call is. */
function basePath(model: EntityModel): string | undefined {
  const endpoint = model.endpoints.create ?? model.endpoints.list;
  return endpoint && !endpoint.viaDataQuery ? endpoint.path.slice(0, endpoint.path.lastIndexOf('/')) : undefined;
}

/**
 * The option calls a schema declares, with their paths.
 * @example optionsCalls(sysorgModel) // [{ path: '/api/admin/sysorg/queryOrgType', field: 'orgType' }]
 */
export function optionsCalls(model: EntityModel): OptionsCall[] {
  const base = basePath(model);
  if (!base) return [];
  return Object.entries(model.schema.fields).flatMap(([field, definition]) => (definition['x-options-call'] ? [{ path: `${base}/${definition['x-options-call']}`, field }] : []));
}

/** `x-options-call` needs a field with `enum` (the values it lists) and a pattern with calls of its own. */
export function optionsCallProblems(schema: EntitySchema): { path: string; message: string }[] {
  return Object.entries(schema.fields).flatMap(([name, field]) => {
    if (!field['x-options-call']) return [];
    const at = `/fields/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/x-options-call`;
    if (!field.enum) return [{ path: at, message: 'an option call lists the field\'s enum values: the field needs enum' }];
    if (schema.api.pattern === 'qid') return [{ path: at, message: 'the qid pattern has no calls of its own' }];
    return [];
  });
}
