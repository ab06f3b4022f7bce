import { findTransition } from '../schema/lifecycles';
import { transitionNotice } from './record-notice';
import { localize } from '../render/localize';
import type { ActionDefinition } from './action-types';
import { reportFailure } from './action-errors';
import { reportRowResults } from './row-results';

/**
 * Moves a row along the lifecycle transition named in `target` (the server refuses a move its `states` do not
 * declare, or whose guard fails), after the schema's `confirm` question if it has one. In the batch bar it moves the
 * chosen rows, each at the version it was read at, and tells how many moved and why each other was refused.
 */
export const transitionAction: ActionDefinition = {
  name: 'transition',
  scope: 'row',
  label: 'action.transition',
  availableFor(row, spec, model) {
    const found = spec.target ? findTransition(model.schema, spec.target) : undefined;
    return !found || found.transition.from.includes(String(row[found.lifecycle.field]));
  },
  async run(ctx) {
    const { env, spec, row, selection } = ctx;
    if (!spec.target) return;
    if (!row && !selection.length) {
      env.notify.warning(env.t('list.chooseOne'));
      return;
    }
    if (spec.confirm && !(await env.confirm({ title: localize(spec.confirm, env.language) }))) return;
    try {
      if (row) {
        await env.source.transition(row, spec.target);
        env.notify.success(transitionNotice(env, row, spec.target) ?? env.t('transition.done'));
      } else {
        const named = selection.length === 1 ? transitionNotice(env, selection[0]!, spec.target) : undefined;
        reportRowResults(await env.source.transitionRows(selection, spec.target), env.notify, named);
      }
      env.refresh();
    } catch (error) {
      reportFailure(error, env.notify);
    }
  },
};
