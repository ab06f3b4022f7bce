import { localize } from '../render/localize';
import type { ActionDefinition } from './action-types';
import { reportFailure } from './action-errors';

/**
 * Runs hand-written code registered under the name in `target` on the row (or the chosen rows), after the
 * schema's `confirm` question if it has one, then reloads the list.
 */
export const commandAction: ActionDefinition = {
  name: 'command',
  scope: 'batch',
  label: 'action.command',
  async run({ env, spec, row, selection }) {
    const handler = spec.target ? env.commands?.get(spec.target) : undefined;
    if (!handler) throw new Error(`No command is registered as "${spec.target ?? ''}"`);
    if (spec.confirm && !(await env.confirm({ title: localize(spec.confirm, env.language) }))) return;
    try {
      await handler({ rows: row ? [row] : selection, env });
      env.refresh();
    } catch (error) {
      reportFailure(error, env.notify);
    }
  },
};
