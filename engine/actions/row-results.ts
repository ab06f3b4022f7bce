import type { RowResults } from '../data/entity-source';
import type { ActionNotifier } from './action-types';

/**
 * Shows the server's one-line summary of a call on rows: a success when every row went through, else a warning. A
 * call on one row that went through says `named` instead when given (it names the record: record-notice.ts).
 */
export function reportRowResults(results: RowResults, notify: ActionNotifier, named?: string): void {
  if (results.refused > 0) notify.warning(results.summary);
  else notify.success(named && results.done === 1 ? named : results.summary);
}
