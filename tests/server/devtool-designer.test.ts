/**
 * The form designer's calls over real HTTP (docs/domain/devtool.md, docs/api.md "Developer tools"): the override
 * dry run, the settings, the audiences an administrator may design for, the preview and the tracer as a tenant and
 * role (their override or a draft, their menu, buttons and data-field grant), and the base schema files in
 * development mode (read, written and reloaded; a refused file leaves the served one and the file on disk as they were).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { registerDesignerRoutes } from '../../server/devtool/designer-routes';
import type { ServerContext } from '../../server/routes/context';
import { startSignedIn, type TestServer } from './test-server';
import { expectOk, type TestClient } from './http-client';
import { grantRoleMenu } from './role-grants';
import { walkthroughSchema } from '../walkthrough-schema';

const OVERRIDES = '/api/clearway/schema-overrides';
const DEVTOOL = '/api/clearway/devtool';
const t = (zh: string, en = zh) => ({ zh, en });

let server: TestServer;
let folder: string;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;
const customsFields = ['employeeCode', 'employeeName', 'mobile', 'siteCode', 'status'];

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-designer-'));
  fs.mkdirSync(path.join(folder, 'base'));
  fs.writeFileSync(path.join(folder, 'base', 'route-type.json'), `${JSON.stringify(walkthroughSchema(), null, 2)}\n`);
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin'], { schemaDir: folder }));
  await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_OPERATOR', path: '/employeeManagement', buttons: ['add', 'edit'] });
  await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_CUSTOMS', path: '/employeeManagement' });
  const customs = await server.ctx.db.selectFrom('sysRole as r').innerJoin('tenant as tn', 'tn.id', 'r.tenantId').select('r.id')
    .where('tn.tenantCode', '=', 'demo').where('r.roleCode', '=', 'ROLE_CUSTOMS').executeTakeFirstOrThrow();
  expectOk(await admin.request('POST', '/api/admin/sysmenu/authorizeMenuDataToRole', { json: { roleId: customs.id, menuCode: 'employeeManagement', fieldNames: customsFields } }));
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the override dry run', () => {
  const URL = `${OVERRIDES}/admin.sysparam`;

  it('answers the base beside the merged schema', async () => {
    const read = expectOk(await admin.request('GET', URL));
    expect(read.base).toMatchObject({ id: 'admin.sysparam', fields: { paramName: { title: { zh: '参数名称', en: 'Name' } } } });
  });

  it('accepts a good patch with its changes and the merged schema, saving nothing', async () => {
    const patch = { fields: { paramName: { title: t('参数名', 'Parameter') } } };
    const check = expectOk(await admin.request('POST', `${URL}/check`, { json: { patch } }));
    expect(check.problems).toEqual([]);
    expect(check.changes).toEqual([{ path: '/fields/paramName/title/zh', from: '参数名称', to: '参数名' }, { path: '/fields/paramName/title/en', from: 'Name', to: 'Parameter' }]);
    expect(check.merged.fields.paramName.title.en).toBe('Parameter');
    expect(expectOk(await admin.request('GET', URL)).active).toBeNull();
  });

  it('lists every refusal of a bad patch; a patch that is not an object is a problem, not a failure', async () => {
    const check = expectOk(await admin.request('POST', `${URL}/check`, { json: { patch: { fields: { paramName: null }, api: { pattern: 'qid', qid: 'X' } } } }));
    const paths = check.problems.map((p: { path: string }) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/fields/paramName', '/api']));
    const array = expectOk(await admin.request('POST', `${URL}/check`, { json: { patch: [1] } }));
    expect(array.problems).toEqual([expect.objectContaining({ path: '' })]);
    expect(array.changes).toEqual([]);
  });

  it('is for administrators, of known schemas', async () => {
    expect((await operator.request('POST', `${URL}/check`, { json: { patch: {} } })).http).toBe(403);
    expect((await admin.request('POST', `${OVERRIDES}/no.such/check`, { json: { patch: {} } })).http).toBe(404);
  });
});

describe('settings and audiences', () => {
  it('says development mode and where generated files go', async () => {
    expect(expectOk(await admin.request('GET', `${DEVTOOL}/settings`))).toEqual({ devMode: true, generatorDir: server.ctx.config.generatorDir });
  });

  it('gives the platform administrator every tenant, another administrator their own, each with its roles', async () => {
    const all = expectOk(await admin.request('GET', `${DEVTOOL}/audiences`)) as { tenantCode: string; roles: { roleCode: string }[] }[];
    expect(all.map((a) => a.tenantCode)).toEqual(expect.arrayContaining(['demo', 'harbor']));
    expect(all.find((a) => a.tenantCode === 'demo')!.roles.map((r) => r.roleCode)).toEqual(expect.arrayContaining(['ROLE_OPERATOR', 'ROLE_CUSTOMS']));
    const own = expectOk(await harbor.request('GET', `${DEVTOOL}/audiences`)) as { tenantCode: string }[];
    expect(own.map((a) => a.tenantCode)).toEqual(['harbor']);
    expect((await operator.request('GET', `${DEVTOOL}/audiences`)).http).toBe(403);
    expect((await operator.request('GET', `${DEVTOOL}/settings`)).http).toBe(403);
  });
});

describe('the preview as a tenant and role', () => {
  const preview = (client: TestClient, body: Record<string, unknown>) => client.request('POST', `${DEVTOOL}/preview`, { json: { schemaId: 'base.employee', tenantCode: 'demo', ...body } });

  it('draws a draft with a custom field as the operator is served it: their buttons, the phone masked', async () => {
    const base = expectOk(await admin.request('GET', `${OVERRIDES}/base.employee`)).base;
    const patch = { fields: { ext_x: { type: 'string', title: t('扩展', 'Extra') } }, form: { fields: [...base.form.fields, 'ext_x'] } };
    const reply = expectOk(await preview(admin, { roleCode: 'ROLE_OPERATOR', patch }));
    expect(reply).toMatchObject({ opens: true, overrideVersion: 'draft', buttons: ['add', 'edit'], access: { hidden: [], masked: { mobile: 'phone' } } });
    expect(reply.schema.fields.ext_x).toMatchObject({ type: 'string' });
    expect(reply.schema.form.fields).toContain('ext_x');
    expect(reply.schema.fields.mobile.readOnly).toBe(true);
  });

  it('cuts the fields a role\'s data-field grant leaves out', async () => {
    const reply = expectOk(await preview(admin, { roleCode: 'ROLE_CUSTOMS', patch: null }));
    expect(reply.overrideVersion).toBeNull();
    expect(reply.access.hidden).toEqual(expect.arrayContaining(['email', 'departmentCode', 'remark']));
    expect(Object.keys(reply.schema.fields)).toEqual(customsFields);
    expect(reply.access.masked).toEqual({});
    expect(reply.buttons).toEqual([]);
  });

  it('serves an administrator everything, and says when a role cannot open the page', async () => {
    expect(expectOk(await preview(admin, {}))).toMatchObject({ opens: true, buttons: 'all', access: { hidden: [], masked: {} } });
    expect(expectOk(await preview(harbor, { tenantCode: 'harbor', roleCode: 'ROLE_ADMIN' }))).toMatchObject({ opens: true, buttons: 'all' });
    const blind = expectOk(await preview(admin, { schemaId: 'admin.sysparam', roleCode: 'ROLE_OPERATOR' }));
    expect(blind).toMatchObject({ opens: false, buttons: [] });
  });

  it('refuses a draft as a save would, and names an unknown or forbidden tenant, role or schema', async () => {
    const refused = await preview(admin, { patch: { fields: { employeeCode: null } } });
    expect(refused.http).toBe(400);
    expect(refused.body.data.problems).toContainEqual(expect.objectContaining({ path: '/fields/employeeCode' }));
    const other = await preview(harbor, { roleCode: null });
    expect(other.http).toBe(404);
    expect(other.body.message).toContain('demo');
    const role = await preview(admin, { roleCode: 'ROLE_NOBODY' });
    expect(role.http).toBe(404);
    expect(role.body.message).toContain('ROLE_NOBODY');
    expect((await preview(admin, { schemaId: 'no.such' })).http).toBe(404);
    expect((await preview(operator, {})).http).toBe(403);
  });
});

describe('the tracer', () => {
  const trace = (body: Record<string, unknown>) => admin.request('POST', `${DEVTOOL}/trace`, { json: { schemaId: 'base.employee', tenantCode: 'demo', ...body } });

  it('names the data-field grant that hides a field', async () => {
    const reply = expectOk(await trace({ field: 'email', roleCode: 'ROLE_CUSTOMS' }));
    expect(reply.verdict).toEqual({ visible: false, readOnly: false, required: false, masked: false });
    expect(reply.layers.map((l: { layer: string }) => l.layer)).toEqual(['base', 'override', 'role', 'dataField', 'mask', 'reaction']);
    expect(reply.layers.find((l: { layer: string }) => l.layer === 'dataField')).toMatchObject({
      effect: 'hidden', roleCode: 'ROLE_CUSTOMS', reason: { zh: '角色 ROLE_CUSTOMS 在此菜单的数据字段授权未列出该字段，因此隐藏' },
    });
  });

  it('names the override version that makes a field required', async () => {
    expectOk(await admin.request('PUT', `${OVERRIDES}/base.employee`, { json: { patch: { fields: { remark: { required: true } } } } }));
    const reply = expectOk(await trace({ field: 'remark', roleCode: 'ROLE_OPERATOR' }));
    expect(reply.verdict).toMatchObject({ visible: true, required: true });
    expect(reply.layers.find((l: { layer: string }) => l.layer === 'override')).toMatchObject({ effect: 'required', version: 1 });
    expect(expectOk(await trace({ field: 'remark', patch: null })).verdict.required).toBe(false);
    expectOk(await admin.request('DELETE', `${OVERRIDES}/base.employee`));
  });

  it('reads the view asked and answers 404 for an unknown field', async () => {
    const list = expectOk(await trace({ field: 'email', view: 'list' }));
    expect(list.verdict.visible).toBe(false);
    expect(list.layers[0]).toMatchObject({ layer: 'base', effect: 'hidden' });
    const unknown = await trace({ field: 'noSuchField' });
    expect(unknown.http).toBe(404);
    expect(unknown.body.message).toContain('noSuchField');
  });
});

describe('base schema files (development mode)', () => {
  const URL = `${DEVTOOL}/schema-files/base.routeType`;
  const file = () => path.join(folder, 'base', 'route-type.json');
  const columns = async () => (await sql<{ columnName: string }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'base_route_type'`.execute(server.ctx.db)).rows.map((c) => c.columnName);

  it('reads the file the schema was loaded from', async () => {
    const read = expectOk(await admin.request('GET', URL));
    expect(read).toMatchObject({ file: 'base/route-type.json', problems: null, schema: { id: 'base.routeType' } });
    expect(expectOk(await admin.request('GET', `${DEVTOOL}/schema-files/base.employee`)).file).toBe('schemas/base/employee.json');
    expect((await admin.request('GET', `${DEVTOOL}/schema-files/no.such`)).http).toBe(404);
    expect((await operator.request('GET', URL)).http).toBe(403);
  });

  it('writes a new field: the file is rewritten, the server reloads and the table gains the column', async () => {
    const schema = expectOk(await admin.request('GET', URL)).schema;
    schema.fields.continent = { type: 'string', title: t('大洲', 'Continent'), maxLength: 20 };
    const written = expectOk(await admin.request('PUT', URL, { json: { schema } }));
    expect(written).toMatchObject({ file: 'base/route-type.json', problems: null });
    expect(written.schema.fields.continent).toBeDefined();
    expect(fs.readFileSync(file(), 'utf8')).toBe(`${JSON.stringify(schema, null, 2)}\n`);
    expect(await columns()).toContain('continent');
    expect(expectOk(await admin.request('GET', '/api/clearway/schemas/base.routeType')).schema.fields.continent).toBeDefined();
  });

  it('refuses a broken schema: the problems are listed, the old one served and the file unchanged', async () => {
    const before = fs.readFileSync(file(), 'utf8');
    const schema = { ...JSON.parse(before), list: { columns: ['noSuchField'] } };
    const refused = expectOk(await admin.request('PUT', URL, { json: { schema } }));
    expect(refused.problems.join('\n')).toMatch(/noSuchField/);
    expect(refused.schema).toEqual(JSON.parse(before));
    expect(fs.readFileSync(file(), 'utf8')).toBe(before);
    expect(expectOk(await admin.request('GET', '/api/clearway/schemas/base.routeType')).schema.list.columns).not.toContain('noSuchField');
  });

  it('refuses a schema whose id is not the file\'s', async () => {
    const reply = await admin.request('PUT', URL, { json: { schema: { ...walkthroughSchema(), id: 'base.other' } } });
    expect(reply.http).toBe(400);
    expect(reply.body.message).toContain('base.routeType');
  });
});

describe('outside development mode', () => {
  it('has no schema-file calls at all (they answer 404 as an unknown route does)', async () => {
    const app = Fastify();
    registerDesignerRoutes(app, { config: { ...server.ctx.config, devTools: false } } as ServerContext);
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: `${DEVTOOL}/settings` })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: `${DEVTOOL}/schema-files/:schemaId` })).toBe(false);
    expect(app.hasRoute({ method: 'PUT', url: `${DEVTOOL}/schema-files/:schemaId` })).toBe(false);
    await app.close();
  });
});
