import { rowLock } from '../schema/lifecycles';
import { DELETE_SUCCESS } from '../validation/text-table-messages';
import { localize } from '../render/localize';
import { recordName, recordNoun } from '../schema/record-name';
import type { ActionDefinition } from './action-types';
import { reportFailure } from './action-errors';
import { singleRow } from './single-row';

/** Deletes one row after the person confirms (the question names the record). */
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
    // The question names the record ("删除承运商 SF 顺丰速运？"): the schema's item noun and label fields.
    const name = recordName(env.model.schema, row, env.language);
    const named = name ? env.t('confirm.deleteNamed', { item: recordNoun(env.model.schema, env.language), name }) : env.t('confirm.delete');
    const title = spec.confirm ? localize(spec.confirm, env.language) : named;
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
