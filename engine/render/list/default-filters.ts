/**
 * A list's default filters (`list.defaultFilters`) as the filter form holds them: values as given, and a date range
 * filter's relative period (`today`, `last7days`, `thisMonth`) as the two ends of that period on the day the list
 * opens, in the browser's time zone. Pure: the day is given.
 */
import dayjs from 'dayjs';
import type { EntitySchema, RelativePeriod } from '../../schema/entity-schema';
import { RELATIVE_PERIOD_NAMES } from '../../schema/entity-check';

/** The relative periods a date range filter may default to (entity-check.ts holds the names for schemas:check). */
export const RELATIVE_PERIODS = RELATIVE_PERIOD_NAMES as readonly RelativePeriod[];

const DATE = 'YYYY-MM-DD';
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** The first and last moment of a period, as the range picker's text for a date or a date-time field. */
export function periodRange(period: RelativePeriod, now: Date, format: 'date' | 'date-time'): [string, string] {
  const day = dayjs(now);
  const [from, to] = period === 'today' ? [day.startOf('day'), day.endOf('day')]
    : period === 'last7days' ? [day.subtract(6, 'day').startOf('day'), day.endOf('day')]
      : [day.startOf('month'), day.endOf('month')];
  const pattern = format === 'date' ? DATE : DATE_TIME;
  return [from.format(pattern), to.format(pattern)];
}

/** Whether a default is a relative period of a date range filter. */
export function isRelativePeriod(value: unknown): value is RelativePeriod {
  return typeof value === 'string' && (RELATIVE_PERIODS as readonly string[]).includes(value);
}

/**
 * The filter form's starting values.
 * @example defaultFilterValues(putScan, new Date('2026-11-22T10:00:00')); // { scannedAt: ['2026-11-22 00:00:00', '2026-11-22 23:59:59'] }
 */
export function defaultFilterValues(schema: Pick<EntitySchema, 'fields' | 'list'>, now: Date): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(schema.list.defaultFilters ?? {})) {
    const field = schema.fields[name];
    if (!field) continue;
    const dateRange = field['x-filter']?.op === 'range' && (field.format === 'date' || field.format === 'date-time');
    values[name] = dateRange && isRelativePeriod(value) ? periodRange(value, now, field.format as 'date' | 'date-time') : value;
  }
  return values;
}

/**
 * Filter values from a page's query string (a dashboard card opens a list filtered: `/claimsRegister?claimState=registered`):
 * only the list's filter fields; a range as `from,to` or a relative period. Pure: the day is given.
 * @example urlFilterValues(scanQuery, new URLSearchParams('scannedBy=operator&scannedAt=today'), now); // { scannedBy: 'operator', scannedAt: [...] }
 */
export function urlFilterValues(schema: Pick<EntitySchema, 'fields' | 'list'>, query: URLSearchParams, now: Date): Record<string, unknown> {
  const values: Record<string, unknown> = { ...linkFilterValues(schema, query) };
  for (const name of schema.list.filters ?? []) {
    const value = query.get(name);
    const field = schema.fields[name];
    if (value === null || value === '' || !field) continue;
    if (field['x-filter']?.op !== 'range') {
      values[name] = value;
      continue;
    }
    const dateRange = field.format === 'date' || field.format === 'date-time';
    if (dateRange && isRelativePeriod(value)) values[name] = periodRange(value, now, field.format as 'date' | 'date-time');
    else if (value.includes(',')) values[name] = value.split(',', 2);
  }
  return values;
}

/**
 * The link filters (`list.urlFilters`) a page's query string carries, as sent to the list qid: an `in` filter's
 * values comma-joined, blanks dropped (`?orderCodes=3,,7` → `{ orderCodes: '3,7' }`).
 * @example linkFilterValues(certification, new URLSearchParams('orderCodes=3,7')); // { orderCodes: '3,7' }
 */
export function linkFilterValues(schema: Pick<EntitySchema, 'list'>, query: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, spec] of Object.entries(schema.list.urlFilters ?? {})) {
    const raw = query.get(name);
    if (raw === null) continue;
    const value = (spec.op ?? 'in') === 'in' ? raw.split(',').map((part) => part.trim()).filter(Boolean).join(',') : raw.trim();
    if (value) values[name] = value;
  }
  return values;
}

/** Splits a list's starting values into the filter form's and the link filters' (`list.urlFilters`). */
export function splitLinkFilters(schema: Pick<EntitySchema, 'list'>, values: Record<string, unknown> | undefined): { form: Record<string, unknown>; link: Record<string, string> } {
  const names = new Set(Object.keys(schema.list.urlFilters ?? {}));
  const form: Record<string, unknown> = {};
  const link: Record<string, string> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (names.has(name)) link[name] = String(value);
    else form[name] = value;
  }
  return { form, link };
}
