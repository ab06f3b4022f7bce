/**
 * What the customs demo seeds write through (seed-customs-*.ts): the customs clerk `customs` in the seed's
 * transaction (as an administrator, so no grant is in the way), the application's commands and write hooks, and an
 * entity service at any moment of the demo's past — so the demo documents are made by the real code, dated as if
 * made then.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/tables';
import type { EntityRegistry } from '../entity/entity-registry';
import { EntityService, type WriteContext } from '../entity/entity-service';
import { ManualClock } from '../clock';
import { applicationCommands, applicationWriteHooks } from '../commands/index';
import type { CommandRegistry, EntityModels } from '../commands/registry';

export interface CustomsSeedEngine {
  ctx: WriteContext;
  commands: CommandRegistry;
  models: EntityModels;
  /** An entity service whose clock stands at `at` (ms). */
  serviceAt(at: number): EntityService;
}

export function customsSeedEngine(trx: Transaction<Database>, tenantId: number, tenantCode: string, entities: EntityRegistry): CustomsSeedEngine {
  const hooks = applicationWriteHooks();
  const models: EntityModels = { get: (id) => entities.get(id), all: () => entities.all() };
  return {
    ctx: {
      db: trx, lang: 'zh',
      user: { id: 0, tenantId, tenantCode, username: 'customs', nickname: '关务小李', isAdmin: true, ownerSiteCode: null, employeeCode: null, subjectId: 'seed', sessionId: 'seed', roles: [] },
    },
    commands: applicationCommands(),
    models,
    serviceAt: (at) => new EntityService(new ManualClock(at), models, undefined, hooks),
  };
}
