import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { countRows } from '../db/count-cache';
import type { Db } from '../db/database';
import type { SessionUser } from '../http/request-context';
import type { QidDefinition, QidField, QidFilter } from './definition';
import { aggregateColumns, DEFAULT_TIME_ZONE, groupAndOrder } from './aggregate-query';
import type { QidRequest } from './request-params';

export interface QidPage {
  list: Record<string, unknown>[];
  /** Exact up to TOTAL_CAP; past it, TOTAL_CAP with `totalCapped` true. */
  total: number;
  currentPage: number;
  pageSize: number;
  totalCapped?: boolean;
}

/**
 * Counting stops here. An exact count over a large table is a full scan on every page; past ten thousand rows a
 * person narrows the filter rather than paging, so the list says "10,000+" instead (docs/api.md).
 */
export const TOTAL_CAP = 10_000;

/** Runs a qid for a user: the tenant always, and for non-admins the owner site and own-record scopes, whatever the request said. */
export async function runQid(db: Db, definition: QidDefinition, request: QidRequest, user: SessionUser, paged: boolean): Promise<QidPage | Record<string, unknown>[]> {
  const where = whereOf(definition, request, user);
  if (definition.aggregate) {
    // Summary rows: every group at once (at most maxRows of them), the page being all of them.
    const columns = aggregateColumns(definition, request.timeZone ?? DEFAULT_TIME_ZONE);
    const summary = await sql<Record<string, unknown>>`SELECT ${columns} FROM ${sql.table(definition.from)} WHERE ${where} ${groupAndOrder(definition)} LIMIT ${definition.maxRows ?? 1000}`.execute(db);
    return paged ? { list: summary.rows, total: summary.rows.length, currentPage: 1, pageSize: summary.rows.length } : summary.rows;
  }
  const { table, columns, defaultOrder } = fixedParts(db, definition);
  const order = request.sort ? orderClause(definition, request) : defaultOrder;
  const limit = paged ? request.pageSize : definition.maxRows ?? 1000;
  const offset = paged ? (request.currentPage - 1) * request.pageSize : 0;
  const rows = await sql<Record<string, unknown>>`SELECT ${columns} FROM ${table} WHERE ${where} ${order} LIMIT ${limit} OFFSET ${offset}`.execute(db);
  if (!paged) return rows.rows;
  const page = { list: rows.rows, currentPage: request.currentPage, pageSize: request.pageSize };
  // A short page that is not empty is the last one: its offset tells the total without counting.
  if (rows.rows.length > 0 && rows.rows.length < request.pageSize) return { ...page, total: offset + rows.rows.length };
  const total = await countRows(db, sql<{ total: string }>`SELECT count(*) AS total FROM (SELECT 1 FROM ${table} WHERE ${where} LIMIT ${TOTAL_CAP + 1}) AS capped`);
  return total > TOTAL_CAP ? { ...page, total: TOTAL_CAP, totalCapped: true } : { ...page, total };
}

/** The SQL of a qid that depends on its definition alone, compiled once: the table, the column list, the default order. */
interface FixedParts {
  table: RawBuilder<unknown>;
  columns: RawBuilder<unknown>;
  defaultOrder: RawBuilder<unknown>;
}

const fixedPartsOf = new WeakMap<QidDefinition, FixedParts>();

/**
 * A qid's {@link FixedParts}, compiled on first use by the handle's own compiler and plugins (identifiers in
 * snake_case) and kept as SQL text: building and renaming a dozen columns on every page cost a tenth of a request.
 * A part that would carry parameters stays as built (none does today). The text depends only on the definition and
 * on the query builder's identifier mapping, which every handle of the server shares (server/db/database.ts).
 */
function fixedParts(db: Db, definition: QidDefinition): FixedParts {
  let parts = fixedPartsOf.get(definition);
  if (!parts) {
    const once = (fragment: RawBuilder<unknown>): RawBuilder<unknown> => {
      const compiled = fragment.compile(db);
      return compiled.parameters.length ? fragment : sql.raw(compiled.sql);
    };
    const columns = sql.join(Object.entries(definition.fields).map(([name, column]) => sql`${sql.ref(plainColumn(column))} AS ${sql.ref(name)}`));
    parts = { table: once(sql`${sql.table(definition.from)}`), columns: once(sql`${columns}`), defaultOrder: once(orderClause(definition, { sort: undefined })) };
    fixedPartsOf.set(definition, parts);
  }
  return parts;
}

/** The WHERE clause of a qid for a user (scopes, filters, fixed conditions). */
function whereOf(definition: QidDefinition, request: QidRequest, user: SessionUser) {
  const conditions = scopeConditions(definition, user).concat(filterConditions(definition, request), fixedConditions(definition), parentConditions(definition, user));
  return conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` AND `)}` : sql<SqlBool>`TRUE`;
}

/**
 * One slice of a qid's rows in its order, past the qid's `maxRows` (exports read a whole result a page at a time,
 * so a large export never holds every row at once). Same scopes as {@link runQid}.
 */
export async function runQidSlice(db: Db, definition: QidDefinition, request: QidRequest, user: SessionUser, offset: number, limit: number): Promise<Record<string, unknown>[]> {
  const columns = sql.join(Object.entries(definition.fields).map(([name, column]) => sql`${sql.ref(plainColumn(column))} AS ${sql.ref(name)}`));
  const rows = await sql<Record<string, unknown>>`SELECT ${columns} FROM ${sql.table(definition.from)} WHERE ${whereOf(definition, request, user)} ${orderClause(definition, request)} LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

/** How many rows a qid matches for a user, counted up to `cap` (an export's progress). */
export async function countQid(db: Db, definition: QidDefinition, request: QidRequest, user: SessionUser, cap: number): Promise<number> {
  const counted = await sql<{ total: string }>`SELECT count(*) AS total FROM (SELECT 1 FROM ${sql.table(definition.from)} WHERE ${whereOf(definition, request, user)} LIMIT ${cap}) AS capped`.execute(db);
  return Number(counted.rows[0]?.total ?? 0);
}

function scopeConditions(definition: QidDefinition, user: SessionUser): Expression<SqlBool>[] {
  const scope = definition.scope ?? {};
  const conditions: Expression<SqlBool>[] = [];
  if (scope.tenant !== false) conditions.push(sql<SqlBool>`${sql.ref('tenantId')} = ${user.tenantId}`);
  if (user.isAdmin) return scope.owner?.includeAdmins ? conditions.concat(ownerCondition(scope.owner, user)) : conditions;
  if (scope.site) conditions.push(user.ownerSiteCode ? sql<SqlBool>`${sql.ref(scope.site)} = ${user.ownerSiteCode}` : sql<SqlBool>`FALSE`);
  if (scope.owner) conditions.push(ownerCondition(scope.owner, user));
  return conditions;
}

function ownerCondition(owner: NonNullable<NonNullable<QidDefinition['scope']>['owner']>, user: SessionUser): Expression<SqlBool> {
  const value = user[owner.user];
  return value ? sql<SqlBool>`${sql.ref(owner.column)} = ${value}` : sql<SqlBool>`FALSE`;
}

/**
 * A filter value as a typed parameter: numbers are cast to bigint / numeric so that a value beyond the column's own
 * type (smallint, integer) compares as unequal instead of failing the statement.
 */
function param(value: unknown, spec: QidFilter) {
  if (spec.type === 'integer') return sql`CAST(${value} AS bigint)`;
  if (spec.type === 'number') return sql`CAST(${value} AS numeric)`;
  return sql`${value}`;
}

function filterConditions(definition: QidDefinition, request: QidRequest): Expression<SqlBool>[] {
  return Object.entries(request.filters).map(([name, value]) => {
    const spec = definition.filters![name]!;
    const column = sql.ref(spec.column);
    switch (spec.op) {
      case 'like':
        return sql<SqlBool>`${column}::text ILIKE ${'%' + escapeLike(String(value)) + '%'}`;
      case 'prefix':
        return sql<SqlBool>`${column}::text LIKE ${escapeLike(String(value)) + '%'}`;
      case 'in':
        return (value as unknown[]).length ? sql<SqlBool>`${column} IN (${sql.join((value as unknown[]).map((item) => param(item, spec)))})` : sql<SqlBool>`FALSE`;
      case 'gte':
        return sql<SqlBool>`${column} >= ${param(value, spec)}`;
      case 'lte':
        return sql<SqlBool>`${column} <= ${param(value, spec)}`;
      default:
        return sql<SqlBool>`${column} = ${param(value, spec)}`;
    }
  });
}

/** The `parent` semi-join: EXISTS a parent row of the caller's tenant (and site) meeting its conditions. */
function parentConditions(definition: QidDefinition, user: SessionUser): Expression<SqlBool>[] {
  const parent = definition.parent;
  if (!parent) return [];
  const inParent = (column: string) => `clearway_parent.${column}`;
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`${sql.ref(inParent('id'))} = ${sql.ref(`${definition.from}.${parent.key}`)}`,
    sql<SqlBool>`${sql.ref(inParent('tenantId'))} = ${user.tenantId}`,
    ...conditionsOf(parent.where ?? [], inParent),
  ];
  if (parent.site && !user.isAdmin) conditions.push(user.ownerSiteCode ? sql<SqlBool>`${sql.ref(inParent(parent.site))} = ${user.ownerSiteCode}` : sql<SqlBool>`FALSE`);
  return [sql<SqlBool>`EXISTS (SELECT 1 FROM ${sql.table(parent.from)} AS clearway_parent WHERE ${sql.join(conditions, sql` AND `)})`];
}

function fixedConditions(definition: QidDefinition): Expression<SqlBool>[] {
  return conditionsOf(definition.where ?? [], (column) => column);
}

function conditionsOf(where: NonNullable<QidDefinition['where']>, columnOf: (column: string) => string): Expression<SqlBool>[] {
  return where.map((condition) => {
    const column = sql.ref(columnOf(condition.column));
    switch (condition.op) {
      case 'isNull':
        return sql<SqlBool>`${column} IS NULL`;
      case 'notNull':
        return sql<SqlBool>`${column} IS NOT NULL`;
      case 'ne':
        return sql<SqlBool>`${column} <> ${condition.value}`;
      case 'in':
        return sql<SqlBool>`${column} IN (${sql.join(condition.value as unknown[])})`;
      default:
        return sql<SqlBool>`${column} = ${condition.value}`;
    }
  });
}

function orderClause(definition: QidDefinition, request: Pick<QidRequest, 'sort'>) {
  const parts = [];
  if (request.sort) parts.push(sql`${sql.ref(plainColumn(definition.fields[request.sort.field]!))} ${sql.raw(request.sort.direction)}`);
  for (const o of definition.orderBy ?? []) parts.push(sql`${sql.ref(o.column)} ${sql.raw(o.direction)}`);
  parts.push(sql`${sql.ref('id')}`);
  return sql`ORDER BY ${sql.join(parts)}`;
}

/** A field of a qid that is not an aggregate is a column (the registry refuses measures and buckets outside aggregates). */
function plainColumn(field: QidField): string {
  if (typeof field !== 'string') throw new Error('a measure or bucket outside an aggregate qid');
  return field;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
