import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../../../server/db/database';

/**
 * The yardstick of the API bench: a bare Fastify server with no hooks, no session and no permission checks, whose
 * three routes run the same SQL as the app's calls on the same pool and answer the same envelope:
 *
 * - `POST /bare/data-query` (form `currentPage`, `pageSize`): the page of FIND_CARRIER and its capped count, as
 *   server/qid/run-query.ts writes them for an unfiltered page;
 * - `GET /bare/entity-list`: the same for the sysparam list (the admin pattern's `querySysparam`);
 * - `POST /bare/write` (JSON carrier): the create's insert and audit row in one transaction.
 *
 * It also carries the bench's controls (`/bench/…`): grow a table, remove the written rows, read the memory. Those
 * write through the app's own handle `db`, as the app's writes do (on PGlite it keeps paged totals between writes).
 */
export async function startBareServer(pool: pg.Pool, db: Db, tenantId: number): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  await app.register(formbody);
  const page = (input: { currentPage?: unknown; pageSize?: unknown }) => {
    const currentPage = Math.max(1, Number(input.currentPage ?? 1) || 1);
    const pageSize = Math.min(10_000, Math.max(1, Number(input.pageSize ?? 20) || 20));
    return { currentPage, pageSize, offset: (currentPage - 1) * pageSize };
  };
  const pageOf = async (select: string, count: string, input: { currentPage?: unknown; pageSize?: unknown }) => {
    const { currentPage, pageSize, offset } = page(input);
    const rows = (await pool.query(select, [tenantId, pageSize, offset])).rows;
    const result = { list: rows, currentPage, pageSize };
    if (rows.length > 0 && rows.length < pageSize) return { ...result, total: offset + rows.length };
    const total = Number((await pool.query(count, [tenantId, 10_001])).rows[0]?.total ?? 0);
    return total > 10_000 ? { ...result, total: 10_000, totalCapped: true } : { ...result, total };
  };
  const envelope = (data: unknown) => ({ code: 200, message: 'success', status: 200, data });

  app.post<{ Body: Record<string, unknown> }>('/bare/data-query', async (request) => envelope(await pageOf(CARRIER_PAGE, CARRIER_COUNT, request.body)));
  app.get<{ Querystring: Record<string, unknown> }>('/bare/entity-list', async (request) => envelope(await pageOf(SYSPARAM_PAGE, SYSPARAM_COUNT, request.query)));
  app.post<{ Body: Record<string, string | null> }>('/bare/write', async (request) => {
    const body = request.body;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const now = new Date();
      const row = (await client.query(CARRIER_INSERT, [tenantId, body.carrierCode, body.carrierName, body.carrierType ?? null, body.status ?? '0', 1, now, 'bench', now, 'bench', '{}'])).rows[0];
      const changed = JSON.stringify({ carrierCode: [null, body.carrierCode], carrierName: [null, body.carrierName], carrierType: [null, body.carrierType], status: [null, '0'] });
      await client.query(AUDIT_INSERT, [tenantId, 'base.carrier', row.id, 'create', changed, 'bench', now]);
      await client.query('COMMIT');
      return envelope(row);
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  });

  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 250);
  sampler.unref();
  app.addHook('onClose', async () => clearInterval(sampler));
  app.get<{ Querystring: { reset?: string } }>('/bench/memory', async (request) => {
    const rss = process.memoryUsage.rss();
    const reply = { rss, peakRss: Math.max(peakRss, rss) };
    if (request.query.reset) peakRss = rss;
    return reply;
  });
  app.post<{ Body: { table: 'carrier' | 'sysparam'; rows: number } }>('/bench/grow', async (request) => {
    const { table, rows } = request.body;
    const name = sql.table(table === 'carrier' ? 'base_carrier' : 'sys_param');
    const have = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${name} WHERE tenant_id = ${tenantId}`.execute(db)).rows[0]!.n);
    if (rows > have) {
      const start = Number((await sql<{ n: string }>`SELECT coalesce(max(id), 0) AS n FROM ${name}`.execute(db)).rows[0]!.n) + 1;
      await (table === 'carrier' ? carrierGrow : sysparamGrow)(tenantId, start, start + rows - have - 1).execute(db);
    }
    await sql`ANALYZE ${name}`.execute(db);
    return { rows: Math.max(rows, have) };
  });
  app.post('/bench/clear-writes', async () => {
    const removed = await sql`DELETE FROM base_carrier WHERE tenant_id = ${tenantId} AND carrier_code LIKE 'BW%'`.execute(db);
    await sql`VACUUM ANALYZE base_carrier`.execute(db);
    return { removed: Number(removed.numAffectedRows ?? 0) };
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

/** The SQL of server/qid/run-query.ts for an unfiltered page of FIND_CARRIER (the entity's derived list qid). */
const CARRIER_PAGE = `SELECT "id" AS "id", "carrier_code" AS "carrier_code", "carrier_name" AS "carrier_name", "carrier_type" AS "carrier_type", "contact_name" AS "contact_name", "contact_phone" AS "contact_phone", "template_id" AS "template_id", "status" AS "status", "version" AS "version", "created_at" AS "created_at", "created_by" AS "created_by", "updated_at" AS "updated_at", "updated_by" AS "updated_by", "ext" AS "ext" FROM "base_carrier" WHERE "tenant_id" = $1 ORDER BY "carrier_code" asc, "id" LIMIT $2 OFFSET $3`;
const CARRIER_COUNT = `SELECT count(*) AS total FROM (SELECT 1 FROM "base_carrier" WHERE "tenant_id" = $1 LIMIT $2) AS capped`;
const SYSPARAM_PAGE = `SELECT "id" AS "id", "param_name" AS "param_name", "param_key" AS "param_key", "param_value" AS "param_value", "remark" AS "remark", "version" AS "version", "created_at" AS "created_at", "created_by" AS "created_by", "updated_at" AS "updated_at", "updated_by" AS "updated_by", "ext" AS "ext" FROM "sys_param" WHERE "tenant_id" = $1 ORDER BY "param_key" asc, "id" LIMIT $2 OFFSET $3`;
const SYSPARAM_COUNT = `SELECT count(*) AS total FROM (SELECT 1 FROM "sys_param" WHERE "tenant_id" = $1 LIMIT $2) AS capped`;
const CARRIER_INSERT = `insert into "base_carrier" ("tenant_id", "carrier_code", "carrier_name", "carrier_type", "status", "version", "created_at", "created_by", "updated_at", "updated_by", "ext") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`;
const AUDIT_INSERT = `insert into "audit_log" ("tenant_id", "entity_id", "row_id", "action", "changed", "username", "at") values ($1, $2, $3, $4, $5, $6, $7)`;

/** Carriers `BG…` numbered from `from` to `to`, a mix of types and statuses. */
const carrierGrow = (tenantId: number, from: number, to: number) => sql`INSERT INTO base_carrier (tenant_id, carrier_code, carrier_name, carrier_type, contact_name, contact_phone, template_id, status, created_by, updated_by)
  SELECT ${tenantId}, 'BG' || lpad(g::text, 8, '0'), '承运商 ' || g, (ARRAY['express','freight','customs'])[1 + g % 3], '联系人' || (g % 100), '138' || lpad((g % 100000000)::text, 8, '0'), NULL, (g % 2)::text, 'bench', 'bench'
  FROM generate_series(${from}::int, ${to}::int) AS g`;
const sysparamGrow = (tenantId: number, from: number, to: number) => sql`INSERT INTO sys_param (tenant_id, param_name, param_key, param_value, remark, created_by, updated_by)
  SELECT ${tenantId}, '参数 ' || g, 'bench.p' || lpad(g::text, 8, '0'), 'value ' || g, NULL, 'bench', 'bench'
  FROM generate_series(${from}::int, ${to}::int) AS g`;
