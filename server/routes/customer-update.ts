/**
 * `POST /api/bdtibs/base/updateCustomer` has two callers (spec 02 §7 lists it both as the base pattern's update of
 * Customer and on its own): a customer signed in to the portal changing their own company's contact details
 * (server/routes/account.ts), and staff on /customerPro saving the whole record at the version they read. The
 * second sends `version`: that body is the engine's update of base.customer (schemas/base/customer.json), with its
 * grant, validation, references, lifecycle and audit, exactly as the entity router would run it.
 */
import type { FastifyRequest } from 'fastify';
import { applicationWriteHooks } from '../commands/index';
import { EntityService } from '../entity/entity-service';
import { referencesFor } from '../entity/references';
import { AppError } from '../errors/app-error';
import { requireUser } from '../http/request-context';
import type { ServerContext } from './context';

export const CUSTOMER_ENTITY = 'base.customer';

/** Whether the body is the engine's update (it carries the version the row was read at). */
export function isEntityUpdate(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Object.hasOwn(body, 'version');
}

let service: EntityService | undefined;

/** The engine's update of the customer; the reply's data is the updated row. */
export async function updateCustomerEntity(request: FastifyRequest, ctx: ServerContext): Promise<unknown> {
  const model = ctx.entities.get(CUSTOMER_ENTITY);
  if (!model) throw new AppError('NOT_FOUND', { what: `entity ${CUSTOMER_ENTITY}` });
  service ??= new EntityService(ctx.clock, { get: (id) => ctx.entities.get(id), all: () => ctx.entities.all() }, referencesFor(ctx), applicationWriteHooks());
  return service.update({ db: request.db, user: requireUser(request), lang: request.lang }, model, request.body);
}
