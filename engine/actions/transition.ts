import { localize } from '../render/localize';
import type { ActionDefinition } from './action-types';
import { reportFailure } from './action-errors';
import { singleRow } from './single-row';

/**
 * Moves a row along the lifecycle transition named in `target` (the server refuses a move its `states` do not
 * declare), after the schema's `confirm` question if it has one.
 */
export const transitionAction: ActionDefinition = {
  name: 'transition',
  scope: 'row',
  label: 'action.transition',
  availableFor(row, spec, model) {
    const states = model.schema.states;
    const transition = spec.target ? states?.transitions[spec.target] : undefined;
    return !states || !transition || transition.from.includes(String(row[states.field]));
  },
  async run(ctx) {
    const { env, spec } = ctx;
    const row = singleRow(ctx);
    if (!row || !spec.target) return;
    if (spec.confirm && !(await env.confirm({ title: localize(spec.confirm, env.language) }))) return;
    try {
      await env.source.transition(row, spec.target);
      env.notify.success(env.t('transition.done'));
      env.refresh();
    } catch (error) {
      reportFailure(error, env.notify);
    }
  },
};
