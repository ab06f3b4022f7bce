/**
 * The checks of an entity's call names and paths (`npm run schemas:check`, via entity-check.ts): names as the spec
 * spells them, `api.calls` keys the pattern has, and no two entities on one method and path (case-insensitively,
 * as the router matches). React-free and pure.
 */
import { buildEndpointTable, CALL_NAME, CALL_PATH } from './endpoint-table';
import { compileEntity, endpointsOf, type EndpointRole } from './entity-model';
import type { EntitySchema } from './entity-schema';

interface Problem {
  path: string;
  message: string;
}

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The names of one schema's calls that do not fit: an admin `api.name` that is not the entity in another case
 * (`SysMenu` for `sysmenu`), a call name that is not lower camel case, a path the router cannot serve, and a key of
 * `api.calls` that is no call of the pattern.
 */
export function endpointNameProblems(schema: EntitySchema): Problem[] {
  const api = schema.api;
  if (api.pattern === 'qid') return [];
  const problems: Problem[] = [];
  if (api.pattern === 'admin' && api.name !== undefined && api.name.toLowerCase() !== api.entity.toLowerCase()) {
    problems.push({ path: '/api/name', message: `"${api.name}" must be the entity "${api.entity}" in camel case (the call names are {verb}${api.name})` });
  }
  const endpoints = endpointsOf(schema);
  for (const role of Object.keys(api.calls ?? {})) {
    if (!(role in endpoints)) problems.push({ path: `/api/calls/${pointer(role)}`, message: `the ${api.pattern} pattern has no call "${role}"` });
  }
  for (const [role, endpoint] of Object.entries(endpoints) as [EndpointRole, NonNullable<(typeof endpoints)[EndpointRole]>][]) {
    if (endpoint.viaDataQuery) continue;
    const at = api.calls?.[role] ? `/api/calls/${pointer(role)}` : '/api';
    const name = endpoint.path.split('/').pop() ?? '';
    if (!CALL_PATH.test(endpoint.path)) problems.push({ path: at, message: `the ${role} call's path "${endpoint.path}" is not /api/ followed by segments of letters, digits, _ and -` });
    else if (!CALL_NAME.test(name)) problems.push({ path: at, message: `the ${role} call's name "${name}" is not lower camel case (letters and digits)` });
  }
  return problems;
}

/**
 * Calls two schemas (or two roles of one) would both answer, by method and path compared case-insensitively.
 * @returns one problem per later schema, on the file that came second.
 */
export function endpointClashProblems(files: readonly { file: string; schema: EntitySchema }[]): { file: string; path: string; message: string }[] {
  const models = files.filter(({ schema }) => schema.api.pattern !== 'qid').map(({ file, schema }) => ({ ...compileEntity(structuredClone(schema)), file }));
  const { clashes } = buildEndpointTable(models);
  const fileOf = new Map(models.map((model) => [model.id, model.file]));
  return clashes.map((clash) => {
    const id = clash.second.split(' of ').pop()!;
    return { file: fileOf.get(id) ?? id, path: '/api', message: `${clash.second} answers ${clash.key}, which is already the ${clash.first} (paths match case-insensitively)` };
  });
}
