import { AppError } from '../errors/app-error';
import type { QidDefinition, QidFilter } from './definition';

/** Keys of a data-query request that are not filters. */
const RESERVED = new Set(['qid', 'filters', 'currentPage', 'pageSize', 'sort', 'order', 'timeZone', 'ownerSite', 'ownerSiteCode', 'platformCode']);

/** Most values an `in` filter takes (the database binds at most 65535 parameters a statement). */
export const MAX_IN_VALUES = 10_000;

export interface QidRequest {
  qid: string;
  filters: Record<string, unknown>;
  currentPage: number;
  pageSize: number;
  sort?: { field: string; direction: 'asc' | 'desc' };
  /** The caller's IANA time zone, where an aggregate's date buckets cut days (default UTC). */
  timeZone?: string;
}

/**
 * Reads a data-query payload (form-encoded, object fields JSON-encoded; spec 01 §7). Filters may come at the top
 * level or inside `filters`; only those the qid declares survive, converted to their declared type. Paging
 * defaults to page 1 of 20 and is capped at the qid's `maxRows`.
 */
export function parseQidRequest(raw: Record<string, unknown>, definition: QidDefinition): QidRequest {
  const nested = decode(raw.filters);
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) if (!RESERVED.has(key)) merged[key] = decode(value);
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) Object.assign(merged, nested);
  const filters: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(definition.filters ?? {})) {
    const value = merged[name];
    if (value === undefined || value === null || value === '') continue;
    filters[name] = convert(name, value, spec);
  }
  const missing = (definition.required ?? []).filter((name) => filters[name] === undefined);
  if (missing.length) throw new AppError('VALIDATION', { detail: `missing ${missing.join(', ')}` }, Object.fromEntries(missing.map((m) => [m, 'required'])));
  const maxRows = definition.maxRows ?? 1000;
  const currentPage = positiveInteger('currentPage', raw.currentPage, 1);
  const pageSize = Math.min(positiveInteger('pageSize', raw.pageSize, 20), maxRows);
  if (!Number.isSafeInteger((currentPage - 1) * pageSize)) throw new AppError('VALIDATION', { detail: 'currentPage is too large' }, { currentPage: 'too large' });
  let sort: QidRequest['sort'];
  if (typeof raw.sort === 'string' && raw.sort) {
    if (!(definition.sortable ?? []).includes(raw.sort)) throw new AppError('VALIDATION', { detail: `sort ${raw.sort} is not sortable` }, { sort: 'not sortable' });
    sort = { field: raw.sort, direction: String(raw.order).toLowerCase().startsWith('desc') ? 'desc' : 'asc' };
  }
  return { qid: String(raw.qid), filters, currentPage, pageSize, sort, ...(raw.timeZone !== undefined && raw.timeZone !== '' ? { timeZone: timeZoneOf(raw.timeZone) } : {}) };
}

/** A known IANA time zone name (bound as a parameter; an unknown one would fail the statement, so it is a 400 here). */
function timeZoneOf(value: unknown): string {
  const name = String(value);
  try {
    if (name.length <= 64 && !name.includes('\u0000')) return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    // not a time zone
  }
  throw new AppError('VALIDATION', { detail: 'timeZone must be an IANA time zone' }, { timeZone: 'unknown time zone' });
}

function decode(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if ((trimmed.startsWith('{') && trimmed.endsWith('}')) || (trimmed.startsWith('[') && trimmed.endsWith(']'))) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return value;
    }
  }
  return value;
}

function convert(name: string, value: unknown, spec: QidFilter): unknown {
  if (spec.op === 'in') {
    const items = Array.isArray(value) ? value : String(value).split(',');
    if (items.length > MAX_IN_VALUES) throw new AppError('VALIDATION', { detail: `${name} takes at most ${MAX_IN_VALUES} values` }, { [name]: 'too many values' });
    return items.map((item) => scalar(name, item, spec.type)).filter((item) => item !== '');
  }
  if (typeof value === 'object') throw new AppError('VALIDATION', { detail: `${name} must be a single value` }, { [name]: 'must be a single value' });
  return scalar(name, value, spec.type);
}

function scalar(name: string, value: unknown, type: QidFilter['type'] = 'string'): unknown {
  const text = String(value).trim();
  // PostgreSQL text cannot hold NUL: such a value can match nothing and would fail the statement.
  if (text.includes('\u0000')) throw new AppError('VALIDATION', { detail: `${name} contains a NUL character` }, { [name]: 'invalid character' });
  if (type === 'integer') {
    // Safe integers only: they bind exactly (run-query casts them to bigint, so no column width overflows).
    if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) throw new AppError('VALIDATION', { detail: `${name} must be an integer` }, { [name]: 'must be an integer' });
    return Number(text);
  }
  if (type === 'number') {
    if (!/^-?\d+(\.\d+)?$/.test(text) || !Number.isFinite(Number(text))) throw new AppError('VALIDATION', { detail: `${name} must be a number` }, { [name]: 'must be a number' });
    return Number(text);
  }
  if (type === 'date') {
    const time = Date.parse(text);
    if (Number.isNaN(time)) throw new AppError('VALIDATION', { detail: `${name} must be a date` }, { [name]: 'must be a date' });
    return new Date(time);
  }
  return text;
}

function positiveInteger(name: string, value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const text = String(value);
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) throw new AppError('VALIDATION', { detail: `${name} must be a positive integer` }, { [name]: 'must be a positive integer' });
  return Number(text);
}
