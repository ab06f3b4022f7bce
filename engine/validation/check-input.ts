/**
 * What the checks accept. They run on form inputs (strings) and on request bodies (any JSON), so they take
 * `unknown`: a string is checked as it is (not trimmed: trimming is the form's or the route's job), a finite number
 * is checked as its decimal text, and anything else (null, undefined, booleans, objects, NaN) fails.
 * An empty string fails every check too: whether an empty optional field may skip its check is the caller's call.
 */

/** The text a check reads from a value, or undefined when the value cannot pass any check. */
export function checkableText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
