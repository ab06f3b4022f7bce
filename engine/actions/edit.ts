import type { ActionDefinition } from './action-types';
import { singleRow } from './single-row';

/** Opens the form on a row (a row action, or the one chosen row from the toolbar). */
export const editAction: ActionDefinition = {
  name: 'edit',
  scope: 'row',
  label: 'action.edit',
  async run(ctx) {
    const row = singleRow(ctx);
    if (row) ctx.env.openForm('edit', row);
  },
};
