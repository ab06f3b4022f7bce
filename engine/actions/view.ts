import type { ActionDefinition } from './action-types';
import { singleRow } from './single-row';

/** Opens a row's detail: in a drawer, or on the schema's detail page (`detail.mode: "page"`, `?id=` the row). */
export const viewAction: ActionDefinition = {
  name: 'view',
  scope: 'row',
  label: 'action.view',
  async run(ctx) {
    const row = singleRow(ctx);
    if (!row) return;
    const detail = ctx.env.model.schema.detail;
    if (detail?.mode === 'page' && detail.route) ctx.env.navigate(`${detail.route}?id=${String(row.id)}`);
    else ctx.env.openDetail(row);
  },
};
