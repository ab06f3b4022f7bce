/**
 * Undo and redo of the grid (Ctrl+Z, Ctrl+Y / Ctrl+Shift+Z): a bounded stack of earlier row arrays. Rows are never
 * changed in place (grid-rows.ts), so a snapshot is the array itself and costs one reference. Pure.
 */

export interface History<T> {
  past: readonly T[];
  future: readonly T[];
}

/** Most steps kept; older ones fall off. */
export const HISTORY_LIMIT = 200;

export const emptyHistory = <T>(): History<T> => ({ past: [], future: [] });

/** After a change from `before`: it can be undone, and what was undone can no longer be redone. */
export function recordChange<T>(history: History<T>, before: T, limit = HISTORY_LIMIT): History<T> {
  const past = [...history.past, before];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
}

/** Steps back from `current`, or undefined when there is nothing to undo. */
export function undo<T>(history: History<T>, current: T): { history: History<T>; value: T } | undefined {
  if (history.past.length === 0) return undefined;
  const value = history.past[history.past.length - 1]!;
  return { history: { past: history.past.slice(0, -1), future: [current, ...history.future] }, value };
}

/** Steps forward again, or undefined when nothing was undone. */
export function redo<T>(history: History<T>, current: T): { history: History<T>; value: T } | undefined {
  if (history.future.length === 0) return undefined;
  const [value, ...future] = history.future;
  return { history: { past: [...history.past, current], future }, value: value! };
}
