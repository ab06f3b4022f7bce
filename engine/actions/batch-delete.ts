import { CHOOSE_RECORDS_TO_DELETE, DELETE_SUCCESS } from '../validation/text-table-messages';
import { localize } from '../render/localize';
import type { ActionDefinition } from './action-types';
import { reportFailure } from './action-errors';

/** Deletes the chosen rows after the person confirms; with none chosen, says to choose some. */
export const batchDeleteAction: ActionDefinition = {
  name: 'batchDelete',
  scope: 'batch',
  label: 'action.batchDelete',
  danger: true,
  async run({ env, spec, selection }) {
    if (selection.length === 0) {
      env.notify.warning(CHOOSE_RECORDS_TO_DELETE[env.language]);
      return;
    }
    const title = spec.confirm ? localize(spec.confirm, env.language) : env.t('confirm.batchDelete', { count: selection.length });
    if (!(await env.confirm({ title, danger: true }))) return;
    try {
      await env.source.remove(selection.map((row) => row.id as number));
      env.notify.success(DELETE_SUCCESS[env.language]);
      env.refresh();
    } catch (error) {
      reportFailure(error, env.notify);
    }
  },
};
