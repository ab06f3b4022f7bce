/**
 * The smallest single change that turns one text into another: the common start and end are kept, only the span
 * between is replaced. A schema changed on the canvas differs from the JSON panel's text in one or two places; writing
 * only that span spares CodeMirror a new layout of the whole document.
 */

/** A change in CodeMirror's shape: replace old[from, to) with insert. */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

/**
 * The change from `old` to `next`, or undefined when they are equal.
 * @example textChange('{"a": 1, "b": 2}', '{"a": 1, "b": 3}'); // { from: 14, to: 15, insert: '3' }
 */
export function textChange(old: string, next: string): TextChange | undefined {
  if (old === next) return undefined;
  const shorter = Math.min(old.length, next.length);
  let start = 0;
  while (start < shorter && old.charCodeAt(start) === next.charCodeAt(start)) start++;
  // The common end may not overlap the common start (e.g. "aa" → "aaa").
  let end = 0;
  while (end < shorter - start && old.charCodeAt(old.length - 1 - end) === next.charCodeAt(next.length - 1 - end)) end++;
  return { from: start, to: old.length - end, insert: next.slice(start, next.length - end) };
}
