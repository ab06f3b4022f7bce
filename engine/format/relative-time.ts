/**
 * Relative time (spec 01 §9): "just now", minutes, hours, "1 day ago", then a date; and the shorter
 * minutes / hours / days filter. Time inputs are read like {@link formatDateTime} (ten digits are seconds).
 */
import { formatDateTime, parseDateInput, type DateInput } from './format-date';

/** The interface languages. */
export type TimeLanguage = 'zh' | 'en';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Below this age a time reads "just now". */
export const JUST_NOW_MS = 30 * SECOND;

/** The pattern of dates older than two days in {@link timeAgo}. */
export const TIME_AGO_DATE_PATTERN = 'YYYY-MM-DD HH:mm';

function toMs(value: number | Date): number {
  return value instanceof Date ? value.getTime() : value;
}

/** `1 minute` / `2 minutes` in English, `1分钟` in Chinese. */
function amount(count: number, unit: 'minute' | 'hour' | 'day', lang: TimeLanguage): string {
  if (lang === 'zh') return `${count}${{ minute: '分钟', hour: '小时', day: '天' }[unit]}`;
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * How long ago a time was: under 30 s 'just now' (刚刚), under an hour 'N minutes ago', under a day
 * 'N hours ago', under two days '1 day ago', otherwise the date as `YYYY-MM-DD HH:mm`.
 * Counts are whole units rounded down, but never below 1 (30 s reads '1 minute ago'). Times in the future read
 * 'just now'. Input that is not a date is returned like {@link formatDateTime} returns it.
 * @example timeAgo(Date.now() - 5 * 60_000, Date.now(), 'zh'); // '5分钟前'
 */
export function timeAgo(time: DateInput, now: number | Date = Date.now(), lang: TimeLanguage = 'en'): string {
  const date = parseDateInput(time);
  if (!date) return formatDateTime(time);
  const diff = toMs(now) - date.getTime();
  if (diff < JUST_NOW_MS) return lang === 'zh' ? '刚刚' : 'just now';
  const ago = (text: string): string => (lang === 'zh' ? `${text}前` : `${text} ago`);
  if (diff < HOUR) return ago(amount(Math.max(1, Math.floor(diff / MINUTE)), 'minute', lang));
  if (diff < DAY) return ago(amount(Math.floor(diff / HOUR), 'hour', lang));
  if (diff < 2 * DAY) return ago(amount(1, 'day', lang));
  return formatDateTime(date, TIME_AGO_DATE_PATTERN);
}

/**
 * The second time-ago filter: whole minutes under an hour, whole hours under a day, otherwise whole days,
 * without "ago" (`5 minutes`, `1 hour`, `3 days`; zh `5分钟`, `1小时`, `3天`). Rounded down; future times count 0.
 * Input that is not a date is returned like {@link formatDateTime} returns it.
 */
export function timeAgoShort(time: DateInput, now: number | Date = Date.now(), lang: TimeLanguage = 'en'): string {
  const date = parseDateInput(time);
  if (!date) return formatDateTime(time);
  const diff = Math.max(0, toMs(now) - date.getTime());
  if (diff < HOUR) return amount(Math.floor(diff / MINUTE), 'minute', lang);
  if (diff < DAY) return amount(Math.floor(diff / HOUR), 'hour', lang);
  return amount(Math.floor(diff / DAY), 'day', lang);
}
