/**
 * The `command` role of the entity router: a schema command served under its own call (`commands.<name>.call`,
 * `POST /api/bdtibs/customs/mergeCustomstob?ids=1,2`), run exactly as the engine's command endpoint runs it
 * (command-route.ts): same checks, same per-row results, once per Idempotency-Key.
 */
import type { FastifyRequest } from 'fastify';
import type { Endpoint, EntityModel } from '../../engine/schema/entity-model';
import { requireUser } from '../http/request-context';
import type { EndpointDeps, RoleRoute } from '../entity/entity-endpoints';
import { commandInputOf } from './command-call-input';
import { runCommand } from './command-service';
import { onceByKey } from './idempotency';
import { applicationCommands } from './index';
import type { CommandRegistry } from './registry';

/** The rows and parameters the call may carry; each command's parameters are checked by the command itself. */
const INPUT_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'string'], description: 'one row id' },
    ids: { type: ['array', 'string'], description: 'row ids: `1,2,3` or an array' },
    version: { type: ['integer', 'string'], description: 'the version `id` was read at (optional)' },
    rows: { type: 'array', items: { type: 'object' }, description: '[{ id, version }] (JSON body)' },
    params: { type: 'object', description: 'the command\'s parameters (or as the other keys)' },
  },
};

function inputOf(request: FastifyRequest, endpoint: Endpoint): Record<string, unknown> {
  const input = endpoint.input === 'query' ? request.query : request.body;
  return input && typeof input === 'object' && !Array.isArray(input) ? input as Record<string, unknown> : {};
}

/** The role route (ROLE_ROUTES.command, server/entity/entity-endpoints.ts). */
export const commandCallRoute: RoleRoute = {
  summary: 'Run the command on the rows named by `ids` (1,2,3) or `id`: per-row results { ok, refused, results, message }; once per Idempotency-Key',
  schema: (_model, endpoint) => (endpoint.input === 'query' ? { querystring: INPUT_SCHEMA } : { body: INPUT_SCHEMA }),
  async handle(request: FastifyRequest, model: EntityModel, deps: EndpointDeps, endpoint: Endpoint) {
    const name = endpoint.command!;
    const user = requireUser(request);
    const write = { db: request.db, user, lang: request.lang };
    const input = commandInputOf(inputOf(request, endpoint));
    const key = request.headers['idempotency-key'];
    const commands = deps.commands ?? (defaultCommands ??= applicationCommands());
    return onceByKey(request.db, deps.ctx.clock, user, typeof key === 'string' ? key : undefined, { entityId: model.id, command: name }, () =>
      runCommand(write, model, name, input, { service: deps.service, commands, models: deps.ctx.entities, sender: deps.ctx.sender }));
  },
};

/** The application's implementations, when the router was not given a registry. */
let defaultCommands: CommandRegistry | undefined;
