/**
 * The SELECT, GROUP BY and ORDER BY of an aggregate qid (docs/schemas.md, "Query definitions"): measures (count,
 * sum, …) over plain columns and date buckets. Pure: it builds SQL fragments whose only values are bound
 * parameters (the caller's time zone); identifiers come from the checked definition, never from the request.
 */
import { sql, type RawBuilder } from 'kysely';
import type { QidBucket, QidDefinition, QidField, QidMeasure } from './definition';

/** The time zone buckets cut days in when the caller names none. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** What each bucket's text looks like: a day and a week (its Monday) `YYYY-MM-DD`, a month `YYYY-MM`. */
const BUCKET_FORMAT: Record<QidBucket['bucket'], string> = { day: 'YYYY-MM-DD', week: 'YYYY-MM-DD', month: 'YYYY-MM' };

export function isMeasure(field: QidField): field is QidMeasure {
  return typeof field === 'object' && 'fn' in field;
}

export function isBucket(field: QidField): field is QidBucket {
  return typeof field === 'object' && 'bucket' in field;
}

/** Whether an output field aggregates rows (`count(*)` or a measure) rather than naming a group. */
export function isAggregateField(field: QidField): boolean {
  return field === 'count(*)' || isMeasure(field);
}

/** One output field's expression. Counts are integers and sums and averages doubles, so they reach JSON as numbers. */
export function fieldExpression(field: QidField, timeZone: string): RawBuilder<unknown> {
  if (field === 'count(*)') return sql`count(*)::integer`;
  if (typeof field === 'string') return sql`${sql.ref(field)}`;
  if (isBucket(field)) {
    // date_trunc of the local time: a day starts at midnight where the caller is, a week on its Monday.
    return sql`to_char(date_trunc(${sql.lit(field.bucket)}, ${sql.ref(field.column)} AT TIME ZONE ${timeZone}), ${sql.lit(BUCKET_FORMAT[field.bucket])})`;
  }
  const column = field.column ? sql.ref(field.column) : undefined;
  switch (field.fn) {
    case 'count':
      return column ? sql`count(${column})::integer` : sql`count(*)::integer`;
    case 'countDistinct':
      return sql`count(DISTINCT ${column})::integer`;
    case 'sum':
      return sql`coalesce(sum(${column}), 0)::float8`;
    case 'avg':
      return sql`avg(${column})::float8`;
    case 'min':
      return sql`min(${column})`;
    default:
      return sql`max(${column})`;
  }
}

/** `expression AS "field", …` for every output field, in the definition's order. */
export function aggregateColumns(definition: QidDefinition, timeZone: string): RawBuilder<unknown> {
  return sql`${sql.join(Object.entries(definition.fields).map(([name, field]) => sql`${fieldExpression(field, timeZone)} AS ${sql.ref(name)}`))}`;
}

/** The 1-based position of an output field in the select list (GROUP BY and ORDER BY name groups by position, so a bucket's expression and its bound time zone are written once). */
function position(definition: QidDefinition, name: string): number {
  return Object.keys(definition.fields).indexOf(name) + 1;
}

/**
 * `GROUP BY 1, 2 ORDER BY …` of a grouped aggregate, or nothing for a one-row summary. The order is the definition's
 * `orderBy` (output field names), else the groups ascending (a chart's axis runs from the first day).
 */
export function groupAndOrder(definition: QidDefinition): RawBuilder<unknown> {
  const groups = definition.groupBy ?? [];
  if (!groups.length) return sql``;
  const order = definition.orderBy?.length
    ? definition.orderBy.map((o) => sql`${sql.raw(String(position(definition, o.column)))} ${sql.raw(o.direction)}`)
    : groups.map((name) => sql`${sql.raw(String(position(definition, name)))}`);
  return sql`GROUP BY ${sql.raw(groups.map((name) => position(definition, name)).join(', '))} ORDER BY ${sql.join(order)}`;
}

/**
 * What is wrong with a definition's aggregate parts (the QidRegistry's checks): measures and buckets only in
 * aggregates, groups naming plain or bucket fields, every plain field a group, the order naming output fields.
 */
export function aggregateProblems(definition: QidDefinition): string[] {
  const problems: string[] = [];
  const fields = definition.fields;
  for (const [name, field] of Object.entries(fields)) {
    if (!definition.aggregate && (isAggregateField(field) || isBucket(field))) problems.push(`field ${name} aggregates, but the qid is not an aggregate`);
    if (isMeasure(field) && field.fn !== 'count' && !field.column) problems.push(`field ${name}: ${field.fn} needs a column`);
  }
  if (!definition.aggregate) {
    if (definition.groupBy) problems.push('groupBy needs aggregate: true');
    return problems;
  }
  const groups = definition.groupBy ?? [];
  for (const name of groups) {
    const field = fields[name];
    if (field === undefined) problems.push(`groupBy field ${name} is not among the fields`);
    else if (isAggregateField(field)) problems.push(`groupBy field ${name} is a measure`);
  }
  for (const [name, field] of Object.entries(fields)) {
    if (!isAggregateField(field) && !groups.includes(name)) problems.push(`field ${name} is neither a measure nor in groupBy`);
  }
  for (const o of definition.orderBy ?? []) {
    if (!fields[o.column]) problems.push(`orderBy ${o.column} is not among the fields (an aggregate orders by its output fields)`);
  }
  if (definition.sortable?.length) problems.push('an aggregate is not sortable');
  return problems;
}
