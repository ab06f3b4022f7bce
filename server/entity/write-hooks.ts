import type { EntityService } from './entity-service';
import type { ModelLookup } from './child-lines';
/**
 * An entity's own write rules (`hooks` in its schema, docs/schemas.md "Write hooks"): what the generic checks cannot
 * say — a user may not disable themselves, the last administrator stays, an initial password is stored hashed.
 * Registered by name in server/commands/index.ts (schemas:check refuses a schema naming an unregistered one); called
 * by the entity service in the write's transaction after the row's own checks, before it writes. A hook refuses by
 * throwing an AppError (nothing is written); `beforeCreate`/`beforeUpdate` may return column values of the table the
 * schema does not name (a password hash), keyed by column name.
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import { createRegistry, type Registry } from '../../engine/registry/create-registry';
import type { WriteContext } from './entity-service';
import type { StoredRow } from './row-store';

/** What a hook is given: the request's transaction and user, the model, the checked values (write-only ones too). */
export interface WriteHookInput {
  ctx: WriteContext;
  model: EntityModel;
  values: Record<string, unknown>;
  /**
   * The header's lines as the create or update sent them, by child key (`{ goods: [...] }`), not yet checked (the
   * child's own checks run when they are written, after the hook); a key not sent is absent. For rules over the
   * lines that must decide before the header is written (a 2C order's goods control).
   */
  lines?: Record<string, unknown>;
  /** The moment of the write by the server's clock (server/clock.ts): what a hook dates by (a document number's day). */
  now: Date;
  /** The service writing this row and the schemas it serves: what a hook writes other rows through (a bill's lines). */
  engine: HookEngine;
}

/** The entity service and served schemas a write hook is given. */
export interface HookEngine {
  service: EntityService;
  models: ModelLookup;
}

export interface WriteHooks {
  beforeCreate?(input: WriteHookInput): Promise<Record<string, unknown> | void>;
  /** `before`: the stored row, locked. */
  beforeUpdate?(input: WriteHookInput & { before: StoredRow }): Promise<Record<string, unknown> | void>;
  /**
   * After the row (and its lines) are written, in the same transaction: what needs the new row's id (a new tenant's
   * menus and first administrator). `reveal`: values the create's reply carries once under `_reveal` and nothing
   * stores as given (a new app client's secret); the browser shows them once.
   */
  afterCreate?(input: WriteHookInput & { row: StoredRow }): Promise<{ reveal?: Record<string, string> } | void>;
  /** `rows`: the stored rows about to be deleted, locked. */
  beforeRemove?(input: { ctx: WriteContext; model: EntityModel; rows: StoredRow[] }): Promise<void>;
}

export type WriteHookRegistry = Registry<WriteHooks>;

export function createWriteHookRegistry(): WriteHookRegistry {
  return createRegistry<WriteHooks>('write hooks');
}
