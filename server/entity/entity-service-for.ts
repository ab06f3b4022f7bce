import { EntityService } from './entity-service';
import { referencesFor } from './references';
import { applicationWriteHooks } from '../commands/index';
import type { ServerContext } from '../routes/context';

/**
 * The entity service over the registry served at each moment (`ctx.entities` is replaced whole on a schema reload),
 * with the application's references and write hooks: the engine's endpoints, the job handlers and the scan endpoint
 * write through one of these.
 */
export function entityServiceFor(ctx: ServerContext): EntityService {
  return new EntityService(ctx.clock, { get: (id) => ctx.entities.get(id), all: () => ctx.entities.all() }, referencesFor(ctx), applicationWriteHooks());
}
