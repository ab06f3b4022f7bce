/** The default date range of query forms (spec 01 §9): the last 90 days. */

/** 90 days in milliseconds. */
export const DEFAULT_RANGE_MS = 7_776_000_000;

/**
 * The default [start, end] of a date-range filter as epoch milliseconds (plain numbers, not Dates or dayjs
 * objects): start is exactly {@link DEFAULT_RANGE_MS} before `now`, end is `now`.
 * @example defaultDateRange(1_700_000_000_000); // [1_692_224_000_000, 1_700_000_000_000]
 */
export function defaultDateRange(now: number | Date = Date.now()): [number, number] {
  const end = now instanceof Date ? now.getTime() : now;
  return [end - DEFAULT_RANGE_MS, end];
}
