import { ONLY_ONE_RECORD } from '../validation/text-table-messages';
import type { ActionContext } from './action-types';
import type { Row } from '../data/entity-source';

/**
 * The one row an action works on: the row of a row action, else the single chosen row. Warns (and gives undefined)
 * when none or several are chosen.
 */
export function singleRow(ctx: ActionContext): Row | undefined {
  if (ctx.row) return ctx.row;
  const { selection, env } = ctx;
  if (selection.length === 1) return selection[0];
  env.notify.warning(selection.length === 0 ? env.t('list.chooseOne') : ONLY_ONE_RECORD[env.language]);
  return undefined;
}
