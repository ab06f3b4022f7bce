import type { ActionDefinition } from './action-types';
import { singleRow } from './single-row';

/** Opens a row's detail in a drawer. */
export const viewAction: ActionDefinition = {
  name: 'view',
  scope: 'row',
  label: 'action.view',
  async run(ctx) {
    const row = singleRow(ctx);
    if (row) ctx.env.openDetail(row);
  },
};
