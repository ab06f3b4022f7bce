/**
 * Tenant overrides of entity schemas over real HTTP (docs/api.md, "Schema overrides"): an administrator saves a
 * merge patch for their tenant only; refused patches answer 400 with the problems; the history lists each version
 * with its changes; a rollback saves a new version copying an old patch; operators may read the merged schema but
 * not change it; base fields keep the base schema's validation, and the override's `ext_` fields are checked on
 * writes into the row's `ext`.
 */
import { startSignedIn, type TestServer } from './test-server';
import { TestClient } from './http-client';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

const URL = '/api/clearway/schema-overrides/admin.sysparam';
const rename = { fields: { paramName: { title: { zh: '参数名', en: 'Parameter' } } } };

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
});
afterAll(async () => server?.close());

describe('schema overrides', () => {
  it('starts with no override: merged is the base', async () => {
    const reply = await admin.request('GET', URL);
    expect(reply.http).toBe(200);
    expect(reply.body.data.active).toBeNull();
    expect(reply.body.data.merged.fields.paramName.title).toEqual({ zh: '参数名称', en: 'Name' });
  });

  it('saves a patch for the tenant only', async () => {
    const saved = await admin.request('PUT', URL, { json: { patch: rename, comment: 'rename' } });
    expect(saved.http).toBe(200);
    expect(saved.body.data.active).toMatchObject({ version: 1, patch: rename, createdBy: 'admin' });

    const demo = await admin.request('GET', URL);
    expect(demo.body.data.active).toMatchObject({ version: 1, patch: rename, createdBy: 'admin' });
    expect(typeof demo.body.data.active.createdAt).toBe('string');
    expect(demo.body.data.merged.fields.paramName.title).toEqual({ zh: '参数名', en: 'Parameter' });
    expect(demo.body.data.merged.fields.paramName.maxLength).toBe(100);

    const operatorView = await operator.request('GET', URL);
    expect(operatorView.http).toBe(200);
    expect(operatorView.body.data.merged.fields.paramName.title.en).toBe('Parameter');

    const other = await harbor.request('GET', URL);
    expect(other.body.data.active).toBeNull();
    expect(other.body.data.merged.fields.paramName.title).toEqual({ zh: '参数名称', en: 'Name' });
  });

  it('refuses a patch that loosens a constraint or changes the api, with the problems', async () => {
    const loose = await admin.request('PUT', URL, { json: { patch: { fields: { paramName: { maxLength: 500 } } } } });
    expect(loose.http).toBe(400);
    expect(loose.body.code).toBe(400);
    expect(loose.body.data.problems).toEqual([expect.objectContaining({ path: '/fields/paramName/maxLength', message: expect.stringContaining('maxLength') })]);

    const api = await admin.request('PUT', URL, { json: { patch: { api: { pattern: 'qid', qid: 'X' } } } });
    expect(api.http).toBe(400);
    expect(api.body.data.problems.some((p: { path: string }) => p.path === '/api')).toBe(true);

    const notObject = await admin.request('PUT', URL, { json: { patch: [1] } });
    expect(notObject.http).toBe(400);
    expect(notObject.body.data.problems.length).toBeGreaterThan(0);

    // nothing was saved
    expect((await admin.request('GET', URL)).body.data.active.version).toBe(1);
  });

  it('answers 404 for an unknown schema and 403 to a non-administrator', async () => {
    expect((await admin.request('GET', '/api/clearway/schema-overrides/no.such')).http).toBe(404);
    expect((await admin.request('PUT', '/api/clearway/schema-overrides/no.such', { json: { patch: {} } })).http).toBe(404);
    expect((await operator.request('PUT', URL, { json: { patch: rename } })).http).toBe(403);
    expect((await operator.request('GET', `${URL}/history`)).http).toBe(403);
    expect((await operator.request('POST', `${URL}/rollback`, { json: { version: 1 } })).http).toBe(403);
    expect((await operator.request('DELETE', URL)).http).toBe(403);
  });

  it('lists the history with diffs and rolls back to an earlier patch as a new version', async () => {
    const second = { fields: { paramName: { title: { zh: '名称', en: 'Title' } } }, list: { columns: ['paramKey', 'paramName', 'paramValue'] } };
    expect((await admin.request('PUT', URL, { json: { patch: second } })).http).toBe(200);

    const history = await admin.request('GET', `${URL}/history`);
    expect(history.http).toBe(200);
    expect(history.body.data.map((v: { version: number; active: boolean }) => [v.version, v.active])).toEqual([[2, true], [1, false]]);
    expect(history.body.data[1].comment).toBe('rename');
    expect(history.body.data[1].changes).toEqual([
      { path: '/fields/paramName/title/zh', from: '参数名称', to: '参数名' },
      { path: '/fields/paramName/title/en', from: 'Name', to: 'Parameter' },
    ]);
    expect(history.body.data[0].changes).toContainEqual({ path: '/list/columns', from: ['paramName', 'paramKey', 'paramValue', 'remark'], to: ['paramKey', 'paramName', 'paramValue'] });

    const rolled = await admin.request('POST', `${URL}/rollback`, { json: { version: 1 } });
    expect(rolled.http).toBe(200);
    expect(rolled.body.data.active).toMatchObject({ version: 3, patch: rename });
    const now = await admin.request('GET', URL);
    expect(now.body.data.merged.fields.paramName.title.en).toBe('Parameter');
    expect(now.body.data.merged.list.columns).toEqual(['paramName', 'paramKey', 'paramValue', 'remark']);
    const after = await admin.request('GET', `${URL}/history`);
    expect(after.body.data.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);

    expect((await admin.request('POST', `${URL}/rollback`, { json: { version: 99 } })).http).toBe(404);
  });

  it('keeps the base validation of base fields, and checks the override’s ext_ fields into ext', async () => {
    const patch = {
      fields: {
        paramName: { maxLength: 10 },
        ext_region: { type: 'string', title: { zh: '区域', en: 'Region' }, maxLength: 5 },
      },
      list: { columns: ['paramName', 'paramKey', 'paramValue', 'remark', 'ext_region'] },
    };
    const saved = await admin.request('PUT', URL, { json: { patch } });
    expect(saved.http, JSON.stringify(saved.body)).toBe(200);

    // paramName is longer than the override's 10 but within the base's 100: the server accepts it
    const long = await admin.request('POST', '/api/admin/sysparam/addSysparam', { json: { paramName: 'a name longer than ten', paramKey: 'ovr.long', paramValue: 'x' } });
    expect(long.http, JSON.stringify(long.body)).toBe(200);
    // beyond the base's 100 it is still refused
    const tooLong = await admin.request('POST', '/api/admin/sysparam/addSysparam', { json: { paramName: 'x'.repeat(101), paramKey: 'ovr.toolong', paramValue: 'x' } });
    expect(tooLong.http).toBe(400);
    expect(Object.keys(tooLong.body.data.fields)).toEqual(['paramName']);

    const badExt = await admin.request('POST', '/api/admin/sysparam/addSysparam', { json: { paramName: 'n', paramKey: 'ovr.ext1', paramValue: 'x', ext: { ext_region: 'far too long' } } });
    expect(badExt.http).toBe(400);
    expect(Object.keys(badExt.body.data.fields)).toEqual(['ext_region']);

    const goodExt = await admin.request('POST', '/api/admin/sysparam/addSysparam', { json: { paramName: 'n', paramKey: 'ovr.ext2', paramValue: 'x', ext: { ext_region: 'North', other: 1 } } });
    expect(goodExt.http, JSON.stringify(goodExt.body)).toBe(200);
    // The API gives the custom field back under its own name.
    expect(goodExt.body.data.ext).toEqual({ ext_region: 'North', other: 1 });
    const { sql } = await import('kysely');
    const stored = await sql<{ ext: string }>`SELECT ext::text AS ext FROM sys_param WHERE param_key = 'ovr.ext2'`.execute(server.ctx.db);
    expect(JSON.parse(stored.rows[0]!.ext)).toEqual({ ext_region: 'North', other: 1 });

    // harbor has no override: its ext is not checked
    const harborExt = await harbor.request('POST', '/api/admin/sysparam/addSysparam', { json: { paramName: 'n', paramKey: 'ovr.ext3', paramValue: 'x', ext: { ext_region: 'far too long' } } });
    expect(harborExt.http, JSON.stringify(harborExt.body)).toBe(200);
  });

  it('drops the active override, keeping the history', async () => {
    const dropped = await admin.request('DELETE', URL);
    expect(dropped.http).toBe(200);
    const now = await admin.request('GET', URL);
    expect(now.body.data.active).toBeNull();
    expect(now.body.data.merged.fields.paramName.title.en).toBe('Name');
    expect((await admin.request('GET', `${URL}/history`)).body.data.every((v: { active: boolean }) => !v.active)).toBe(true);
  });
});
