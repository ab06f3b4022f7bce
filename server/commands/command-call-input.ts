/**
 * The input of a command's own call (`commands.<name>.call`, docs/api.md "Command calls") as the spec's callers send
 * it: rows as `ids=1,2,3` or `id=7` query parameters (or `ids: [1, 2]`, `rows: [{ id, version }]` in a JSON body),
 * parameters under `params` or, failing that, as the other top-level keys. Pure.
 */
import { AppError } from '../errors/app-error';
import { INT4_MAX } from '../entity/row-body-schema';
import type { CommandInput } from './command-service';

/** Keys that name rows, never parameters. */
const ROW_KEYS = new Set(['id', 'ids', 'rows', 'version', 'params']);

function rowId(value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > INT4_MAX) {
    throw new AppError('VALIDATION', { detail: 'ids must be row ids (positive integers)' }, { ids: 'invalid' });
  }
  return id;
}

/**
 * @example commandInputOf({ ids: '1,2' }); // { rows: [{ id: 1 }, { id: 2 }], params: {} }
 * @example commandInputOf({ id: '7', version: '3', remark: 'ok' }); // { rows: [{ id: 7, version: 3 }], params: { remark: 'ok' } }
 * @throws AppError VALIDATION when an id is not a row id
 */
export function commandInputOf(input: Record<string, unknown>): CommandInput {
  let rows: { id: number; version?: number }[] = [];
  if (Array.isArray(input.rows)) {
    rows = input.rows.map((row) => {
      const { id, version } = (row ?? {}) as { id?: unknown; version?: unknown };
      return version === undefined ? { id: rowId(id) } : { id: rowId(id), version: rowId(version) };
    });
  } else if (input.ids !== undefined && input.ids !== null && input.ids !== '') {
    const ids = Array.isArray(input.ids) ? input.ids : String(input.ids).split(',');
    rows = ids.map((id) => ({ id: rowId(id) }));
  } else if (input.id !== undefined && input.id !== null && input.id !== '') {
    rows = [input.version === undefined ? { id: rowId(input.id) } : { id: rowId(input.id), version: rowId(input.version) }];
  }
  const given = input.params;
  const params = given && typeof given === 'object' && !Array.isArray(given)
    ? given as Record<string, unknown>
    : Object.fromEntries(Object.entries(input).filter(([key]) => !ROW_KEYS.has(key)));
  return { rows, params };
}
