import { rowLock } from '../schema/lifecycles';
import type { ActionDefinition } from './action-types';
import { singleRow } from './single-row';

/** Opens the form on a row (a row action, or the one chosen row from the toolbar). */
export const editAction: ActionDefinition = {
  name: 'edit',
  scope: 'row',
  label: 'action.edit',
  // A row locked by its state (`states.lock`) is not edited, unless the lock leaves some fields editable.
  availableFor: (row, _spec, model) => (rowLock(model.schema, row)?.editable.length ?? 1) > 0,
  async run(ctx) {
    const row = singleRow(ctx);
    if (row) ctx.env.openForm('edit', row);
  },
};
