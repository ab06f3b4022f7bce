/**
 * The filter form's values as request parameters (docs/api.md): empty values dropped, text trimmed, a range filter
 * as `{field}From` / `{field}To` (a date-time as ISO 8601 with the browser's offset).
 */
import dayjs from 'dayjs';
import type { EntityModel } from '../../schema/entity-model';
import type { ListParams } from '../../data/entity-source';
import { splitPastedValues } from './pasted-values';
import { isPasteBox } from './to-filter-schema';

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * @example toFilterParams(model, { paramName: ' a ', paramKey: '' }); // { paramName: 'a' }
 * @example toFilterParams(model, { createdAt: ['2024-01-01', '2024-01-31'] }); // { createdAtFrom: …, createdAtTo: … }
 */
export function toFilterParams(model: EntityModel, values: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const name of model.filterFields) {
    const field = model.schema.fields[name];
    if (field?.['x-filter']?.op === 'range') {
      const pair = values[name];
      const [from, to] = Array.isArray(pair) ? pair : [values[`${name}From`], values[`${name}To`]];
      // A moment goes with the browser's offset, so the server reads the person's day, not its own time zone's.
      const moment = (value: unknown) => (field.format === 'date-time' && typeof value === 'string' ? dayjs(value).format() : value);
      if (!isEmpty(from)) params[`${name}From`] = moment(from);
      if (!isEmpty(to)) params[`${name}To`] = moment(to);
      continue;
    }
    const value = values[name];
    // A paste box's text goes as the list of its values (one per line, or separated by commas or spaces).
    if (field && isPasteBox(field)) {
      const list = splitPastedValues(value);
      if (list.length) params[name] = list;
      continue;
    }
    if (!isEmpty(value)) params[name] = typeof value === 'string' ? value.trim() : value;
  }
  return params;
}

/** Sort state of the list. */
export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/** The list request for a page, a sort and the applied filters. */
export function toListParams(page: { currentPage: number; pageSize: number }, sort: ListSort | undefined, filters: Record<string, unknown>): ListParams {
  return { currentPage: page.currentPage, pageSize: page.pageSize, ...(sort ? { sort: sort.field, order: sort.order } : {}), filters };
}
