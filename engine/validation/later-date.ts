/**
 * Date comparison (spec 01 §5, spec 02 §5): true only when the second date is later than the first, e.g. an end
 * date after a start date. Dates are read as everywhere in Clearway ({@link parseDateInput}: ten-digit timestamps are
 * seconds, strings without an offset are local time), with one addition: a string that starts with a
 * `YYYY-MM-DD` (or `YYYY/MM/DD`) day that is not on the calendar, such as `2023-02-29`, is not a date (dayjs would
 * roll it over to 1 March).
 */
import { parseDateInput } from '../format/format-date';
import { isCalendarDate } from './calendar-date';

/** What {@link laterDate} accepts for each date. */
export type ComparableDate = Date | number | string;

const LEADING_DAY = /^\s*(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?!\d)/;

function readDate(value: unknown): Date | undefined {
  if (value instanceof Date || typeof value === 'number') return parseDateInput(value);
  if (typeof value !== 'string') return undefined;
  const day = LEADING_DAY.exec(value);
  if (day && !isCalendarDate(Number(day[1]), Number(day[2]), Number(day[3]))) return undefined;
  return parseDateInput(value);
}

/**
 * Whether `second` is strictly later than `first`. Equal dates, and a side that is missing or not a date, give false.
 * @example laterDate('2024-01-01', '2024-01-02'); // true
 * @example laterDate('2024-01-01', '2024-01-01'); // false
 */
export function laterDate(first: unknown, second: unknown): boolean {
  const from = readDate(first);
  const to = readDate(second);
  return from !== undefined && to !== undefined && to.getTime() > from.getTime();
}
