import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { createScratchDatabase } from '../db/scratch-database';
import { identifierCase } from '../../server/db/identifier-case';
import type { Database } from '../../server/db/tables';
import type { QidDefinition } from '../../server/qid/definition';
import { parseQidRequest } from '../../server/qid/request-params';
import { runQid } from '../../server/qid/run-query';
import type { SessionUser } from '../../server/http/request-context';

/**
 * A paged qid query over 1,000,000 rows on PostgreSQL: p50/p95 of the generic data query's runner (page + total),
 * for unfiltered pages, a filtered page and deep pages. Needs DATABASE_URL (a server where it may create and drop a
 * scratch database). Goal (issue 4): p95 under 15 ms, and no full-scan count per page.
 *
 *   DATABASE_URL=postgres://postgres@localhost:5433/postgres npx tsx scripts/bench/query.ts
 */
const ROWS = Number(process.env.BENCH_ROWS || 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS || 300);

const definition: QidDefinition = {
  qid: 'BENCH_SCAN_RECORD',
  from: 'benchScan',
  fields: { id: 'id', scanType: 'scanType', scanCode: 'scanCode', ownerSiteCode: 'ownerSiteCode', scannedAt: 'scannedAt' },
  filters: { scanType: { column: 'scanType', op: 'eq' }, ownerSiteCode: { column: 'ownerSiteCode', op: 'eq' } },
  scope: { site: 'ownerSiteCode' },
  orderBy: [{ column: 'scannedAt', direction: 'desc' }],
  sortable: ['scannedAt'],
  maxRows: 1000,
};

const admin: SessionUser = { id: 1, tenantId: 1, tenantCode: 'bench', username: 'bench', nickname: 'bench', isAdmin: true, ownerSiteCode: null, employeeCode: null, subjectId: 'S', sessionId: 's', roles: ['ROLE_ADMIN'] };
const operator: SessionUser = { ...admin, isAdmin: false, ownerSiteCode: 'SITE04', roles: ['ROLE_OPERATOR'] };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('set DATABASE_URL to a PostgreSQL server (see the comment at the top)');
  const scratch = await createScratchDatabase(serverUrl, 'clearway_bench');
  const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
  const db = new Kysely<Database & { benchScan: Record<string, unknown> }>({ dialect: new PostgresDialect({ pool }), plugins: [identifierCase()] });
  try {
    const started = performance.now();
    await sql`CREATE TABLE bench_scan (id serial PRIMARY KEY, tenant_id integer NOT NULL, scan_type varchar(32) NOT NULL, scan_code varchar(100) NOT NULL, owner_site_code varchar(32), scanned_at timestamptz NOT NULL)`.execute(db);
    await sql`INSERT INTO bench_scan (tenant_id, scan_type, scan_code, owner_site_code, scanned_at)
      SELECT 1 + (g % 2), (ARRAY['PUT','OUT','LOAD','RETURN'])[1 + g % 4], 'SC' || g, 'SITE' || lpad((g % 20)::text, 2, '0'), now() - (g || ' seconds')::interval
      FROM generate_series(1, ${ROWS}) AS g`.execute(db);
    await sql`CREATE INDEX bench_scan_page ON bench_scan (tenant_id, scanned_at DESC, id)`.execute(db);
    await sql`CREATE INDEX bench_scan_site ON bench_scan (tenant_id, owner_site_code, scanned_at DESC, id)`.execute(db);
    await sql`CREATE INDEX bench_scan_type ON bench_scan (tenant_id, scan_type, scanned_at DESC, id)`.execute(db);
    await sql`VACUUM ANALYZE bench_scan`.execute(db);
    console.log(`${ROWS.toLocaleString('en')} rows loaded and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const cases: { label: string; user: SessionUser; raw: () => Record<string, unknown> }[] = [
      { label: 'admin, first pages, no filter', user: admin, raw: () => ({ qid: definition.qid, currentPage: 1 + Math.floor(Math.random() * 5), pageSize: 20 }) },
      { label: 'admin, filtered by type', user: admin, raw: () => ({ qid: definition.qid, scanType: 'LOAD', currentPage: 1 + Math.floor(Math.random() * 5), pageSize: 20 }) },
      { label: 'operator (own site scope)', user: operator, raw: () => ({ qid: definition.qid, currentPage: 1 + Math.floor(Math.random() * 5), pageSize: 20 }) },
      { label: 'admin, page 500 of 20', user: admin, raw: () => ({ qid: definition.qid, currentPage: 500, pageSize: 20 }) },
    ];
    for (const testCase of cases) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const request = parseQidRequest(testCase.raw(), definition);
        const t0 = performance.now();
        const page = (await runQid(db as never, definition, request, testCase.user, true)) as { total: number };
        times.push(performance.now() - t0);
        total = page.total;
      }
      times.sort((a, b) => a - b);
      console.log(`${testCase.label.padEnd(32)} p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms  total ${total}`);
    }
  } finally {
    await db.destroy();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
