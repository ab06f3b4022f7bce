/**
 * Follows docs/schemas.md "Add an entity in minutes" with a new schema file: check it, start the server with it,
 * and see the table, the API and the page route appear.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadEntityRegistry } from '../../server/entity/entity-registry';
import { loadEntityFiles } from '../../schemas/load-entity-files';
import { routeCatalogue } from '../../schemas/routes';
import { compileEntity } from '../../engine/schema/entity-model';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { resolveRoute } from '../../src/layout/content/resolve-route';
import { TestClient } from './http-client';
import { startTestServer, signInAs, type TestServer } from './test-server';

/** The schema of the walkthrough, read from the document itself so the two cannot drift apart. */
function walkthroughSchema(): unknown {
  const doc = fs.readFileSync(path.resolve('docs/schemas.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Add an entity in minutes'));
  const json = /```json\n([\s\S]*?)\n```/.exec(section)![1]!;
  return JSON.parse(json);
}

let server: TestServer;
let admin: TestClient;
let folder: string;

beforeAll(async () => {
  // Step 2: the file.
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-add-entity-'));
  const schemaFile = path.join(folder, 'route-type.json');
  fs.writeFileSync(schemaFile, JSON.stringify(walkthroughSchema(), null, 2));
  // Steps 3 and 4: read next to the repository's files and checked (loadEntityRegistry throws on any problem).
  const files = [...loadEntityFiles(), { file: 'schemas/base/route-type.json', json: JSON.parse(fs.readFileSync(schemaFile, 'utf8')) }];
  // Step 5: start.
  server = await startTestServer({}, { entities: loadEntityRegistry(files) });
  admin = await signInAs(server, 'admin');
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('adding an entity as docs/schemas.md says', () => {
  it('creates the table with the standard columns and one per field', async () => {
    const columns = await sql<{ columnName: string }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'base_route_type'`.execute(server.ctx.db);
    const names = columns.rows.map((c) => c.columnName);
    for (const column of ['id', 'tenant_id', 'version', 'created_at', 'updated_by', 'ext', 'route_type_code', 'route_type_name', 'route_type_name_en']) expect(names).toContain(column);
  });

  it('serves the base pattern: save, the derived list qid, update and remove, with the schema rules', async () => {
    const saved = await admin.request('POST', '/api/bdtibs/base/saveRouteType', { json: { routeTypeCode: 'F-R-A', routeTypeName: '法国专线', routeTypeNameEn: 'France line' } });
    expect(saved.body).toMatchObject({ code: 200 });
    expect(saved.body.data).toMatchObject({ routeTypeCode: 'FRA', version: 1 });
    const bad = await admin.request('POST', '/api/bdtibs/base/saveRouteType', { json: { routeTypeCode: 'FRANCE', routeTypeName: '' } });
    expect(bad.http).toBe(400);
    expect(Object.keys(bad.body.data.fields)).toEqual(expect.arrayContaining(['routeTypeCode', 'routeTypeName']));
    const page = await admin.query('findPageByCallId', { qid: 'FIND_ROUTE_TYPE', routeTypeName: '法', currentPage: 1, pageSize: 10 });
    expect(page.body.data.list.map((r: { routeTypeCode: string }) => r.routeTypeCode)).toEqual(['FRA']);
    const updated = await admin.request('POST', '/api/bdtibs/base/updateRouteType', { json: { ...saved.body.data, routeTypeNameEn: 'France express line' } });
    expect(updated.body.data).toMatchObject({ routeTypeNameEn: 'France express line', version: 2 });
    const removed = await admin.request('POST', '/api/bdtibs/base/removeRouteType', { json: { id: saved.body.data.id } });
    expect(removed.body.data).toEqual({ deleted: 1 });
  });

  it('puts the list page on its route in the browser', () => {
    const model = compileEntity(walkthroughSchema() as EntitySchema);
    expect(model.endpoints.create?.path).toBe('/api/bdtibs/base/saveRouteType');
    const resolution = resolveRoute('/routeType', {
      catalogue: routeCatalogue,
      roles: ['ROLE_ADMIN'],
      permittedPaths: new Set(),
      builtPaths: new Set(),
      schemaPaths: new Set([model.schema.route!]),
      alwaysPermitted: new Set(),
      sectionTarget: () => undefined,
    });
    expect(resolution).toMatchObject({ kind: 'schema', route: { path: '/routeType' } });
  });
});
