/**
 * The command implementations: one function each, registered by name (`{entity id}.{command name}`, or the
 * `handler` a schema's command names) in index.ts. A schema command with no implementation fails
 * `npm run schemas:check` and the server's start-up check.
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import { createRegistry, type Registry } from '../../engine/registry/create-registry';
import type { EntityService, WriteContext } from '../entity/entity-service';
import type { StoredRow } from '../entity/row-store';
import type { MessageSender } from '../services/message-sender';

/** The schemas a command may look up. */
export interface EntityModels {
  get(id: string): EntityModel | undefined;
  all(): readonly EntityModel[];
}

/** What an implementation is given: the request's transaction and user, the model, the checked parameters. */
export interface CommandRun {
  ctx: WriteContext;
  model: EntityModel;
  service: EntityService;
  /** The entity schemas being served (the running server's, reloaded ones included). */
  models: EntityModels;
  /** The parameters, sanitized and validated like fields. */
  params: Record<string, unknown>;
  /**
   * The row (selection one or many: called once per row, the row locked and at the version the caller read; the
   * command's guard and transition `from` states already checked). Absent for selection none.
   */
  row?: StoredRow;
  /** The ids of the call's rows, in order (a merge checks that it has at least two). */
  selection: number[];
  /**
   * What the rows of one call share, by key: set by an earlier row, read by later ones (a merge's number). Written
   * by a row that is later refused, it stays: set it after the row's last refusal.
   */
  shared: Map<string, unknown>;
  /**
   * Where SMS and e-mail go (the server's MessageSender; absent where a test runs commands without one): a command
   * that tells a person something (a customer's new password) sends it here, in the request's transaction.
   */
  sender?: MessageSender;
}

/**
 * One command. Refuse a row by throwing an AppError (its message becomes the row's result); write through
 * `service.writeFields` (audited, the lock by state does not apply). Return the row it wrote, if any, so the
 * command's transition starts from it; for selection none or one, `result` is sent back.
 */
export type CommandImplementation = (run: CommandRun) => Promise<{ row?: StoredRow; result?: unknown } | void>;

/** A registry of command implementations (tests make their own). */
export type CommandRegistry = Registry<CommandImplementation>;

export function createCommandRegistry(): CommandRegistry {
  return createRegistry<CommandImplementation>('command');
}
