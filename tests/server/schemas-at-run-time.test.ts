/**
 * Schemas are data at run time (docs/schemas.md, "Add an entity in minutes"): a schema file written into the schema
 * folder of a running installation is checked, its table created and its pages and list served, without a restart;
 * a broken file leaves the registry being served as it was and tells administrators why. Also: the schema index
 * and each schema as the browser fetches them (the tenant's override merged on the server), per caller.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { TestClient } from './http-client';
import { startTestServer, signInAs, type TestServer } from './test-server';
import { walkthroughSchema } from '../walkthrough-schema';

let server: TestServer;
let folder: string;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

/** Asks until `check` passes (the folder watcher waits for a quiet moment, then reloads). */
async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const routesOf = async (client: TestClient) => ((await client.request('GET', '/api/clearway/schemas')).body.data as { route: string; schemaId: string }[]);

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-schema-folder-'));
  server = await startTestServer({ schemaDir: folder, schemaWatch: true });
  [admin, operator, harbor] = await Promise.all([
    signInAs(server, 'admin'), signInAs(server, 'operator'), signInAs(server, 'harbor_admin'),
  ]);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the schemas the browser reads', () => {
  it('lists the schema pages the caller may open, with their schema ids', async () => {
    const all = await routesOf(admin);
    expect(all).toContainEqual({ route: '/sysparam', schemaId: 'admin.sysparam' });
    expect(all.some((page) => page.route === '/routeType')).toBe(false);
    const operatorRoutes = (await routesOf(operator)).map((page) => page.route);
    expect(operatorRoutes).not.toContain('/sysparam');
  });

  it('answers a schema with the caller tenant’s override merged, and not one the caller may not open', async () => {
    const base = await admin.request('GET', '/api/clearway/schemas/admin.sysparam');
    expect(base.body.data).toMatchObject({ overrideVersion: null, schema: { id: 'admin.sysparam', route: '/sysparam' } });
    const rename = { fields: { paramName: { title: { zh: '参数名', en: 'Parameter' } } } };
    expect((await admin.request('PUT', '/api/clearway/schema-overrides/admin.sysparam', { json: { patch: rename } })).http).toBe(200);
    const merged = await admin.request('GET', '/api/clearway/schemas/admin.sysparam');
    expect(merged.body.data.overrideVersion).toBe(1);
    expect(merged.body.data.schema.fields.paramName.title).toEqual({ zh: '参数名', en: 'Parameter' });
    // Another tenant sees the base schema.
    expect((await harbor.request('GET', '/api/clearway/schemas/admin.sysparam')).body.data.schema.fields.paramName.title).toEqual({ zh: '参数名称', en: 'Name' });
    // A route outside the caller's menu, and an unknown schema, read as missing.
    expect((await operator.request('GET', '/api/clearway/schemas/admin.sysparam')).http).toBe(404);
    expect((await admin.request('GET', '/api/clearway/schemas/no.such')).http).toBe(404);
  });
});

describe('a schema file added to a running installation', () => {
  it('is served without a restart: index, schema, table and list', async () => {
    fs.mkdirSync(path.join(folder, 'base'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'base', 'route-type.json'), JSON.stringify(walkthroughSchema(), null, 2));

    await eventually(async () => expect(await routesOf(admin)).toContainEqual({ route: '/routeType', schemaId: 'base.routeType' }));
    const schema = await admin.request('GET', '/api/clearway/schemas/base.routeType');
    expect(schema.body.data.schema).toMatchObject({ id: 'base.routeType', title: { zh: '线路类型', en: 'Route types' } });
    const columns = await sql<{ columnName: string }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'base_route_type'`.execute(server.ctx.db);
    expect(columns.rows.map((c) => c.columnName)).toEqual(expect.arrayContaining(['id', 'tenant_id', 'route_type_code', 'route_type_name_en']));
    const list = await admin.query('findPageByCallId', { qid: 'FIND_ROUTE_TYPE', currentPage: 1, pageSize: 10 });
    expect(list.body).toMatchObject({ code: 200, data: { list: [], total: 0 } });
    expect((await admin.request('GET', '/api/clearway/schemas/problems')).body.data).toBeNull();
  });

  it('is written through the entity endpoints of the registry served now', async () => {
    const saved = await admin.request('POST', '/api/bdtibs/base/saveRouteType', { json: { routeTypeCode: 'FRA', routeTypeName: '法国专线' } });
    expect(saved.body).toMatchObject({ code: 200, data: { routeTypeCode: 'FRA' } });
    const list = await admin.query('findPageByCallId', { qid: 'FIND_ROUTE_TYPE', currentPage: 1, pageSize: 10 });
    expect(list.body.data.list.map((row: { routeTypeCode: string }) => row.routeTypeCode)).toEqual(['FRA']);
  });

  it('that is broken leaves the previous registry serving, and administrators see why', async () => {
    fs.writeFileSync(path.join(folder, 'base', 'broken.json'), JSON.stringify({ ...walkthroughSchema(), id: 'base.broken', list: { columns: ['noSuchField'] } }));
    await eventually(async () => {
      const problems = (await admin.request('GET', '/api/clearway/schemas/problems')).body.data;
      expect(problems?.problems.join('\n')).toMatch(/broken\.json \/list\/columns\/0: unknown field "noSuchField"/);
    });
    expect(await routesOf(admin)).toContainEqual({ route: '/routeType', schemaId: 'base.routeType' });
    expect((await admin.query('findPageByCallId', { qid: 'FIND_ROUTE_TYPE', currentPage: 1, pageSize: 10 })).body.data.total).toBe(1);
    expect((await operator.request('GET', '/api/clearway/schemas/problems')).http).toBe(403);

    fs.writeFileSync(path.join(folder, 'base', 'broken.json'), '{ "id": ');
    await eventually(async () => expect((await admin.request('GET', '/api/clearway/schemas/problems')).body.data.problems.join('\n')).toMatch(/broken\.json: is not valid JSON/));

    fs.rmSync(path.join(folder, 'base', 'broken.json'));
    await eventually(async () => expect((await admin.request('GET', '/api/clearway/schemas/problems')).body.data).toBeNull());
  });

  it('that changes adds its new column and filter on the next reload (called directly, as tests may)', async () => {
    const schema = walkthroughSchema() as { fields: Record<string, unknown>; list: { columns: string[] } };
    schema.fields.continent = { type: 'string', title: { zh: '大洲', en: 'Continent' }, maxLength: 20 };
    schema.list.columns.push('continent');
    fs.writeFileSync(path.join(folder, 'base', 'route-type.json'), JSON.stringify(schema));
    expect(await server.ctx.schemaReloader!.reload()).toBeUndefined();
    expect(server.ctx.entities.get('base.routeType')!.schema.fields.continent).toBeDefined();
    const list = await admin.query('findPageByCallId', { qid: 'FIND_ROUTE_TYPE', currentPage: 1, pageSize: 10 });
    expect(list.body.data.list[0]).toMatchObject({ routeTypeCode: 'FRA', continent: null });
  });
});
