import type { EntityModel } from '../../engine/schema/entity-model';
import type { FieldSchema } from '../../engine/schema/entity-schema';
import { filterOp } from '../../engine/schema/filter-op';
import type { QidDefinition, QidFilter } from '../qid/definition';
import { fieldName as camelName } from '../../engine/schema/entity-model';

/** The engine's own row keys after `id`, in the order rows carry them (docs/api.md, "Rows"). */
export const ROW_STAMPS = ['version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;

/** Largest page of an entity list (and the cap of findAll). */
export const ENTITY_LIST_MAX_ROWS = 10_000;

function filterType(field: FieldSchema): QidFilter['type'] {
  if (field.type === 'integer') return 'integer';
  if (field.type === 'number') return 'number';
  if (field.format === 'date' || field.format === 'date-time') return 'date';
  return 'string';
}

/**
 * The filters of an entity list: one per `list.filters` field, binding as engine/schema/filter-op.ts decides (its
 * `x-filter`, else `like` for typed text and `eq` for the rest): `eq`, `like` (contains, ignoring case), `in` (one
 * of several), or `range` as two filters `{field}From` (≥) and `{field}To` (≤).
 * @throws Error for a field the qid layer cannot bind (boolean, array, object).
 */
function listFilters(model: EntityModel): Record<string, QidFilter> {
  const filters: Record<string, QidFilter> = {};
  for (const name of model.filterFields) {
    const field = model.schema.fields[name]!;
    if (!['string', 'integer', 'number'].includes(field.type)) throw new Error(`${model.id}: list filter ${name} is of type ${field.type}, which the list query cannot filter by yet`);
    const type = filterType(field);
    const op = filterOp(field);
    if (op === 'range') {
      filters[`${name}From`] = { column: name, op: 'gte', type };
      filters[`${name}To`] = { column: name, op: 'lte', type };
    } else {
      filters[name] = { column: name, op, type };
    }
  }
  // Link filters (list.urlFilters: a reminder's `orderCodes=3,7` → id IN (3, 7)).
  for (const [name, spec] of Object.entries(model.schema.list.urlFilters ?? {})) {
    const field = model.schema.fields[spec.field];
    filters[name] = { column: spec.field, op: spec.op ?? 'in', type: spec.field === 'id' || !field ? 'integer' : filterType(field) };
  }
  return filters;
}

/**
 * The qid of an entity's list, derived from its schema (admin pattern: `listQid`; base pattern: `api.list.qid`):
 * every column with the row's `id`, stamps and `ext`; the list filters; owner-site scoping from `storage.site`;
 * sortable: the list columns marked `x-column.sortable` and the default sort field; up to 10000 rows a page.
 * Undefined for an entity without storage or of the qid pattern (its qid is hand-written).
 */
export function entityQidDefinition(model: EntityModel): QidDefinition | undefined {
  const storage = model.schema.storage;
  if (!storage || !model.table || model.schema.api.pattern === 'qid') return undefined;
  const fields: Record<string, string> = { id: 'id' };
  for (const column of model.columns) fields[column.field] = column.field;
  for (const stamp of ROW_STAMPS) fields[stamp] = stamp;
  fields.ext = 'ext';
  const defaultSort = model.schema.list.defaultSort;
  const sortable = model.listColumns.filter((name) => model.schema.fields[name]?.['x-column']?.sortable);
  if (defaultSort && !sortable.includes(defaultSort.field)) sortable.push(defaultSort.field);
  return {
    qid: model.listQid,
    description: `The list of ${model.id} (derived from its schema).`,
    from: camelName(model.table),
    fields,
    filters: listFilters(model),
    scope: { ...(storage.tenant === false ? { tenant: false } : {}), ...(storage.site ? { site: storage.site } : {}), ...(storage.owner ? { owner: { column: storage.owner.field, user: storage.owner.user } } : {}) },
    // A level view reads only its rows of the shared table.
    ...(storage.where ? { where: Object.entries(storage.where).map(([column, value]) => ({ column, op: 'eq' as const, value })) } : {}),
    orderBy: defaultSort ? [{ column: defaultSort.field, direction: defaultSort.order }] : [],
    sortable,
    maxRows: ENTITY_LIST_MAX_ROWS,
  };
}

/**
 * The qid of a page listing a slice of a shared qid (`list.fixedFilters`, qid pattern): the shared definition with
 * each fixed filter as a condition (its column, equal to the value) and no longer a filter, run only by callers with
 * the page's route in their menu. So the slice holds whatever the browser sends, and the page's data fields apply.
 * @throws Error when a fixed filter is not an `eq` filter of the shared qid.
 */
export function sliceQidDefinition(model: EntityModel, shared: QidDefinition): QidDefinition {
  const fixed = model.schema.list.fixedFilters ?? {};
  const filters = { ...shared.filters };
  const where = [...(shared.where ?? [])];
  for (const [name, value] of Object.entries(fixed)) {
    const filter = shared.filters?.[name];
    if (!filter || filter.op !== 'eq') throw new Error(`${model.id}: list.fixedFilters.${name} is not an eq filter of ${shared.qid}`);
    where.push({ column: filter.column, op: 'eq', value });
    delete filters[name];
  }
  return {
    ...shared,
    qid: model.listQid,
    description: `${shared.qid} narrowed to ${JSON.stringify(fixed)}: the list of ${model.id} (derived from its schema).`,
    filters,
    where,
    ...(model.schema.route ? { route: model.schema.route } : {}),
  };
}
