/**
 * Date display (spec 01 §9): `YYYY-MM-DD HH:mm:ss`, '-' stays '-', empty stays empty, ten-digit timestamps are
 * seconds.
 */
import dayjs from 'dayjs';

/** The default display pattern of dates with time. */
export const DATE_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';

/** What the date helpers accept: an epoch number or numeric string, an ISO-like string, or a Date. */
export type DateInput = string | number | Date | null | undefined;

/** The number of digits of a timestamp's integer part, ignoring the sign. */
function digitCount(value: number): number {
  return String(Math.trunc(Math.abs(value))).length;
}

/**
 * Reads a date input into a Date, or undefined when it is empty or not a date.
 * - numbers: ten digits are seconds, anything else milliseconds;
 * - digit-only strings: ten digits are seconds, thirteen milliseconds; other lengths are not dates;
 * - other strings are parsed by dayjs (ISO 8601 and `YYYY-MM-DD HH:mm:ss`, local time when no offset is given).
 * @example parseDateInput('1700000000')?.getTime(); // 1700000000000
 */
export function parseDateInput(value: DateInput): Date | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : new Date(value.getTime());
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    return new Date(digitCount(value) === 10 ? value * 1000 : value);
  }
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) {
    if (text.length === 10) return new Date(Number(text) * 1000);
    if (text.length === 13) return new Date(Number(text));
    return undefined;
  }
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.toDate() : undefined;
}

/**
 * Formats a date for display with dayjs.
 * '-' stays '-'; empty, null and undefined give ''; input that is not a date is returned as given (as a string).
 * @example formatDateTime(1700000000); // '2023-11-14 22:13:20' in UTC
 */
export function formatDateTime(value: DateInput, pattern: string = DATE_TIME_PATTERN): string {
  if (value === null || value === undefined || value === '') return '';
  if (value === '-') return '-';
  const date = parseDateInput(value);
  if (!date) return String(value);
  return dayjs(date).format(pattern);
}
