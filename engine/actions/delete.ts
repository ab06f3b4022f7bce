import { rowLock } from '../schema/lifecycles';
import { DELETE_SUCCESS } from '../validation/text-table-messages';
import { localize } from '../render/localize';
import type { ActionDefinition } from './action-types';
import { reportFailure } from './action-errors';
import { singleRow } from './single-row';

/** Deletes one row after the person confirms. */
export const deleteAction: ActionDefinition = {
  name: 'delete',
  scope: 'row',
  label: 'action.delete',
  danger: true,
  // A row locked by its state (`states.lock`) is not deleted (the server refuses it too).
  availableFor: (row, _spec, model) => !rowLock(model.schema, row),
  async run(ctx) {
    const { env, spec } = ctx;
    const row = singleRow(ctx);
    if (!row) return;
    const title = spec.confirm ? localize(spec.confirm, env.language) : env.t('confirm.delete');
    if (!(await env.confirm({ title, danger: true }))) return;
    try {
      await env.source.remove([row.id as number]);
      env.notify.success(DELETE_SUCCESS[env.language]);
      env.refresh();
    } catch (error) {
      reportFailure(error, env.notify);
    }
  },
};
