/**
 * Every built-in action, registered explicitly (STYLE.md habit 4). Entities name these in `actions.*.action`;
 * hand-written behaviour plugs in as a `command` by name, not as a new action.
 */
import { createRegistry, type Registry } from '../registry/create-registry';
import type { ActionDefinition } from './action-types';
import { createAction } from './create';
import { editAction } from './edit';
import { viewAction } from './view';
import { deleteAction } from './delete';
import { batchDeleteAction } from './batch-delete';
import { exportAction } from './export';
import { exportWordAction } from './export-word';
import { exportPDFAction } from './export-pdf';
import { exportTaskAction } from './export-task';
import { importAction } from './import';
import { commandAction } from './command';
import { transitionAction } from './transition';
import { navigateAction } from './navigate';
import { downloadAction } from './download';

export type ActionRegistry = Registry<ActionDefinition>;

/** A registry holding the built-in actions. */
export function createActionRegistry(): ActionRegistry {
  const registry = createRegistry<ActionDefinition>('action');
  for (const action of [
    createAction, editAction, viewAction, deleteAction, batchDeleteAction, exportAction, exportWordAction, exportPDFAction,
    exportTaskAction, importAction, commandAction, transitionAction, navigateAction, downloadAction,
  ]) registry.register(action.name, action);
  return registry;
}

/** The names of the built-in actions (what `npm run schemas:check` accepts in `actions.*.action`). */
export const BUILT_IN_ACTIONS = createActionRegistry().names();

export type { ActionContext, ActionDefinition, ActionEnvironment, ActionNotifier, ActionScope, ConfirmRequest, ParamsRequest } from './action-types';
