import type { RowResults } from '../data/entity-source';
import type { ActionNotifier } from './action-types';

/** Shows the server's one-line summary of a call on rows: a success when every row went through, else a warning. */
export function reportRowResults(results: RowResults, notify: ActionNotifier): void {
  if (results.refused > 0) notify.warning(results.summary);
  else notify.success(results.summary);
}
