import { describe, expect, it } from 'vitest';
import { CamelCasePlugin, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import type { QidDefinition } from './definition';
import { aggregateColumns, aggregateProblems, groupAndOrder } from './aggregate-query';

// Compiles only: the same dialect and identifier mapping as the server's handle, no database.
const db = new Kysely<unknown>({
  dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: () => new PostgresQueryCompiler() },
  plugins: [new CamelCasePlugin()],
});

const perDay: QidDefinition = {
  qid: 'SCANS_BY_DAY', from: 'scanRecord', aggregate: true,
  fields: { day: { bucket: 'day', column: 'scannedAt' }, site: 'ownerSiteCode', scans: { fn: 'count' }, amount: { fn: 'sum', column: 'claimAmount' } },
  groupBy: ['day', 'site'],
};

const compile = (definition: QidDefinition, timeZone = 'Asia/Shanghai') => sql`SELECT ${aggregateColumns(definition, timeZone)} FROM t ${groupAndOrder(definition)}`.compile(db);

describe('aggregate qids', () => {
  it('buckets days in the bound time zone and groups and orders by position', () => {
    const compiled = compile(perDay);
    expect(compiled.sql).toBe(
      'SELECT to_char(date_trunc(\'day\', "scanned_at" AT TIME ZONE $1), \'YYYY-MM-DD\') AS "day", "owner_site_code" AS "site", count(*)::integer AS "scans", '
      + 'coalesce(sum("claim_amount"), 0)::float8 AS "amount" FROM t GROUP BY 1, 2 ORDER BY 1, 2',
    );
    // The time zone is a parameter, never text in the statement.
    expect(compiled.parameters).toEqual(['Asia/Shanghai']);
  });

  it('orders by the named output fields; a week and a month bucket, distinct counts, min and max', () => {
    const compiled = compile({
      qid: 'X', from: 't', aggregate: true, groupBy: ['week', 'month'], orderBy: [{ column: 'people', direction: 'desc' }],
      fields: { week: { bucket: 'week', column: 'createdAt' }, month: { bucket: 'month', column: 'createdAt' }, people: { fn: 'countDistinct', column: 'scannedBy' }, first: { fn: 'min', column: 'createdAt' }, last: { fn: 'max', column: 'createdAt' }, mean: { fn: 'avg', column: 'amount' }, filled: { fn: 'count', column: 'amount' } },
    });
    expect(compiled.sql).toContain('date_trunc(\'week\', "created_at" AT TIME ZONE $1), \'YYYY-MM-DD\')');
    expect(compiled.sql).toContain('date_trunc(\'month\', "created_at" AT TIME ZONE $2), \'YYYY-MM\')');
    expect(compiled.sql).toContain('count(DISTINCT "scanned_by")::integer AS "people"');
    expect(compiled.sql).toContain('min("created_at") AS "first", max("created_at") AS "last", avg("amount")::float8 AS "mean", count("amount")::integer AS "filled"');
    expect(compiled.sql).toMatch(/GROUP BY 1, 2 ORDER BY 3 desc$/);
  });

  it('a one-row summary has no GROUP BY; count(*) stays as it was', () => {
    const compiled = compile({ qid: 'N', from: 't', aggregate: true, fields: { recordcount: 'count(*)' } });
    expect(compiled.sql).toBe('SELECT count(*)::integer AS "recordcount" FROM t ');
    expect(compiled.parameters).toEqual([]);
  });

  it('refuses measures outside aggregates, ungrouped plain fields, unknown groups and orders, sorting', () => {
    expect(aggregateProblems(perDay)).toEqual([]);
    expect(aggregateProblems({ qid: 'A', from: 't', fields: { n: { fn: 'count' }, d: { bucket: 'day', column: 'at' } }, groupBy: ['d'] })).toEqual([
      'field n aggregates, but the qid is not an aggregate', 'field d aggregates, but the qid is not an aggregate', 'groupBy needs aggregate: true',
    ]);
    expect(aggregateProblems({ qid: 'B', from: 't', aggregate: true, fields: { site: 'siteCode', total: { fn: 'sum' }, n: { fn: 'count' } }, groupBy: ['n', 'x'], orderBy: [{ column: 'nope', direction: 'asc' }], sortable: ['n'] })).toEqual([
      'field total: sum needs a column', 'groupBy field n is a measure', 'groupBy field x is not among the fields', 'field site is neither a measure nor in groupBy',
      'orderBy nope is not among the fields (an aggregate orders by its output fields)', 'an aggregate is not sortable',
    ]);
  });
});
