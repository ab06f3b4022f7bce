/**
 * The server's own calls as URL resources (/sysurl): Fastify's routes (method, URL pattern, tag, summary) and the
 * entity calls the entity router serves (one catch-all route each prefix, so listed from the entity registry as the
 * OpenAPI document lists them), written into every tenant's `sys_url` at start (source `route`). Public calls (login
 * and the like, `config.public`) are left out: they are never restricted. A call the server no longer has is removed
 * with its grants; an administrator's own rows (source `manual`) are never touched.
 */
import type { RouteOptions } from 'fastify';
import type { EndpointRole } from '../../engine/schema/entity-model';
import type { Db } from '../db/database';
import type { EntityRegistry } from '../entity/entity-registry';
import { endpointTableOf } from '../entity/endpoint-router';
import type { RequestDb } from '../entity/row-store';

/** One call of the server as a URL resource. */
export interface RouteEntry {
  method: string;
  url: string;
  name: string;
  tag: string;
}

const ROLE_NAMES: Record<EndpointRole, string> = {
  list: '查询', detail: '详情', create: '新增', update: '修改', remove: '删除', export: '导出 Excel', exportWord: '导出 Word',
  exportPDF: '导出 PDF', import: '导入', tree: '树形查询', command: '命令', namedExport: '导出 Excel',
};

const MAX_TEXT = 300;
const clip = (text: string, max = MAX_TEXT) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The entries of one Fastify route as `onRoute` sees it: none for a public route, a catch-all, a path outside the
 * API, or a HEAD/OPTIONS twin.
 */
export function routeEntries(route: RouteOptions): RouteEntry[] {
  const url = route.url;
  if (!url?.startsWith('/api/') || url.includes('*') || route.config?.public || route.config?.serves) return [];
  const schema = (route.schema ?? {}) as { tags?: string[]; summary?: string };
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
  const tag = schema.tags?.[0] ?? url.split('/')[2] ?? 'api';
  return methods.map((method) => ({ method, url, name: clip(schema.summary ?? ''), tag: clip(tag, 100) }));
}

/** The entity calls of a registry, titled by their entity (`业务角色：查询`, a command by its title). */
export function entityEntries(registry: EntityRegistry): RouteEntry[] {
  return [...endpointTableOf(registry).values()].map(({ model, role, endpoint }) => {
    const what = endpoint.command ? model.schema.commands?.[endpoint.command]?.title.zh ?? endpoint.command
      : endpoint.namedExport ? `${ROLE_NAMES[role]}（${model.schema.exports?.[endpoint.namedExport]?.title.zh ?? endpoint.namedExport}）` : ROLE_NAMES[role];
    return { method: endpoint.method, url: endpoint.path, name: clip(`${model.schema.title.zh}：${what}`), tag: clip(model.schema.title.zh, 100) };
  });
}

const keyOf = (method: string, url: string) => `${method} ${url}`;

/** Rows written per statement. */
const CHUNK = 500;

/**
 * Makes every tenant's route rows the given entries: inserts the new (a manual row of the same call becomes a route
 * row, keeping its grants), renames the changed, deletes those gone. Nothing is written when nothing changed.
 */
export async function syncUrlTable(db: Db, entries: readonly RouteEntry[]): Promise<{ inserted: number; updated: number; deleted: number }> {
  const wanted = new Map(entries.map((e) => [keyOf(e.method, e.url), e]));
  const tenants = await db.selectFrom('tenant').select('id').execute();
  const stored = await db.selectFrom('sysUrl').select(['id', 'tenantId', 'urlMethod', 'url', 'urlName', 'urlTag', 'urlSource']).execute();
  const counts = { inserted: 0, updated: 0, deleted: 0 };
  const gone: number[] = [];
  const inserts: { tenantId: number; urlMethod: string; url: string; urlName: string; urlTag: string; urlSource: string }[] = [];
  for (const { id: tenantId } of tenants) {
    const have = new Map(stored.filter((row) => row.tenantId === tenantId).map((row) => [keyOf(row.urlMethod, row.url), row]));
    for (const [key, entry] of wanted) {
      const row = have.get(key);
      if (!row) inserts.push({ tenantId, urlMethod: entry.method, url: entry.url, urlName: entry.name, urlTag: entry.tag, urlSource: 'route' });
      else if (row.urlSource !== 'route' || row.urlName !== entry.name || row.urlTag !== entry.tag) {
        await db.updateTable('sysUrl').set({ urlName: entry.name, urlTag: entry.tag, urlSource: 'route' }).where('id', '=', row.id).execute();
        counts.updated++;
      }
    }
    for (const [key, row] of have) if (row.urlSource === 'route' && !wanted.has(key)) gone.push(row.id);
  }
  for (let i = 0; i < inserts.length; i += CHUNK) await db.insertInto('sysUrl').values(inserts.slice(i, i + CHUNK)).execute();
  counts.inserted = inserts.length;
  for (let i = 0; i < gone.length; i += CHUNK) await db.deleteFrom('sysUrl').where('id', 'in', gone.slice(i, i + CHUNK)).execute();
  counts.deleted = gone.length;
  return counts;
}

/**
 * Gives a tenant made while the server runs the route rows every other tenant has (the start-up sync writes them
 * for the tenants it finds), so its administrator can grant URLs at once.
 */
export async function copyRouteRows(db: RequestDb, toTenantId: number): Promise<void> {
  const from = await db.selectFrom('sysUrl').select('tenantId').where('urlSource', '=', 'route').where('tenantId', '<>', toTenantId).orderBy('tenantId').limit(1).executeTakeFirst();
  if (!from) return;
  await db.insertInto('sysUrl')
    .columns(['tenantId', 'urlMethod', 'url', 'urlName', 'urlTag', 'urlSource'])
    .expression(db.selectFrom('sysUrl').select((eb) => [eb.val(toTenantId).as('tenantId'), 'urlMethod', 'url', 'urlName', 'urlTag', 'urlSource'])
      .where('tenantId', '=', from.tenantId).where('urlSource', '=', 'route'))
    .execute();
}
