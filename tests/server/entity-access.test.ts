/**
 * Who may read and write entities: reads need the entity's route in the caller's menu, writes the action's button
 * on that route (administrators pass both). The operator of the demo has neither /sysparam nor /carrierManagement.
 * Also the audit endpoint (administrators only) and per-user settings.
 */
import { startSignedIn, type TestServer } from './test-server';
import { grantRoleMenu } from './role-grants';
import { TestClient, type Reply } from './http-client';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;

beforeAll(async () => {
  ({ server, as: { admin, operator } } = await startSignedIn(['admin', 'operator']));
});
afterAll(async () => server?.close());

function expect403(reply: Reply, label: string): void {
  expect(reply.http, label).toBe(403);
  expect(reply.body, label).toMatchObject({ code: 403, message: '没有权限执行此操作', data: null });
}

const carrier = { carrierCode: 'OPS1', carrierName: '操作员承运商' };

/** Every entity call an operator might try, each with a body that would otherwise be valid. */
function calls(client: TestClient): [string, () => Promise<Reply>][] {
  return [
    ['querySysparam', () => client.request('GET', '/api/admin/sysparam/querySysparam')],
    ['ENTITY_ADMIN_SYSPARAM by data query', () => client.query('findPageByCallId', { qid: 'ENTITY_ADMIN_SYSPARAM' })],
    ['addSysparam', () => client.request('POST', '/api/admin/sysparam/addSysparam', { json: { paramName: 'x', paramKey: 'ops.x', paramValue: 'x' } })],
    ['updateSysparam', () => client.request('PUT', '/api/admin/sysparam/updateSysparam', { json: { id: 1, version: 1, paramName: 'x', paramKey: 'ops.x', paramValue: 'x' } })],
    ['deleteSysparam', () => client.request('POST', '/api/admin/sysparam/deleteSysparam', { query: { id: 1 } })],
    ['FIND_CARRIER', () => client.query('findPageByCallId', { qid: 'FIND_CARRIER' })],
    ['FIND_CARRIER findAll', () => client.query('findAllByCallId', { qid: 'FIND_CARRIER' }, '/api/bdttms/dataQuery')],
    ['saveCarrier', () => client.request('POST', '/api/bdtibs/base/saveCarrier', { json: carrier })],
    ['updateCarrier', () => client.request('POST', '/api/bdtibs/base/updateCarrier', { json: { id: 1, version: 1, ...carrier } })],
    ['removeCarrier', () => client.request('POST', '/api/bdtibs/base/removeCarrier', { json: { id: 1 } })],
    ['audit', () => client.request('GET', '/api/clearway/audit')],
  ];
}

/** Grants the operator's role a menu and some of its buttons (as an administrator would). */
const grantOperator = (path: string, buttons: string[]) => grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_OPERATOR', path, buttons });

describe('permissions', () => {
  it('the operator, without the routes in their menu, may neither read nor write sysparam or carrier', async () => {
    for (const [label, call] of calls(operator)) expect403(await call(), label);
    // and nothing was written
    const carriers = await admin.query('findAllByCallId', { qid: 'FIND_CARRIER' });
    expect(carriers.body.data.map((r: { carrierCode: string }) => r.carrierCode)).not.toContain('OPS1');
  });

  it('the administrator may do all of it', async () => {
    for (const [label, call] of calls(admin)) expect((await call()).http, label).toBeLessThan(403);
  });

  it('a route in the menu without buttons gives reads, not writes; each button gives its own write', async () => {
    await grantOperator('/carrierManagement', []);
    const list = await operator.query('findPageByCallId', { qid: 'FIND_CARRIER' });
    expect(list.body.code).toBe(200);
    expect(list.body.data.total).toBeGreaterThan(0);
    expect403(await operator.request('POST', '/api/bdtibs/base/saveCarrier', { json: carrier }), 'save without add');

    await grantOperator('/carrierManagement', ['add', 'edit']);
    const created = await operator.request('POST', '/api/bdtibs/base/saveCarrier', { json: { ...carrier, carrierCode: 'OPS2' } });
    expect(created.body).toMatchObject({ code: 200, data: { carrierCode: 'OPS2', createdBy: 'operator' } });
    const updated = await operator.request('POST', '/api/bdtibs/base/updateCarrier', { json: { ...created.body.data, carrierName: '改名' } });
    expect(updated.body.code).toBe(200);
    expect403(await operator.request('POST', '/api/bdtibs/base/removeCarrier', { json: { id: created.body.data.id } }), 'remove without delete');
    // Exports are buttons too: reading the list does not hand out the file, nor its Word/PDF or a task of it.
    expect403(await operator.request('POST', '/api/bdtibs/base/exportCarrier', { json: {} }), 'export without export');
    expect403(await operator.request('POST', '/api/bdtibs/base/exportPDFCarrier', { json: {} }), 'PDF without export');
    expect403(await operator.request('POST', '/api/bdtibs/sync/export/saveSyncExportTask', { json: { taskType: 'entity:base.carrier', configParams: {} } }), 'task without export');
    await grantOperator('/carrierManagement', ['export']);
    const file = await operator.request('POST', '/api/bdtibs/base/exportCarrier', { json: {} });
    expect(file.http).toBe(200);
    // sysparam stays closed: its route is another one
    expect403(await operator.request('GET', '/api/admin/sysparam/querySysparam'), 'querySysparam');
    expect403(await operator.request('GET', '/api/clearway/audit'), 'audit');
  });

  it('needs a session', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.request('GET', '/api/admin/sysparam/querySysparam')).http).toBe(401);
    expect((await anonymous.request('POST', '/api/bdtibs/base/saveCarrier', { json: carrier })).http).toBe(401);
    expect((await anonymous.request('GET', '/api/clearway/user-settings/x')).http).toBe(401);
  });
});

describe('user settings', () => {
  const KEY = '/api/clearway/user-settings/list-columns:base.carrier';

  it('keeps a value per user and key; null removes it', async () => {
    expect((await admin.request('GET', KEY)).body).toMatchObject({ code: 200, data: null });
    const value = { order: ['carrierName', 'carrierCode'], hidden: ['templateId'], widths: { carrierName: 180 } };
    expect((await admin.request('PUT', KEY, { json: { value } })).body).toMatchObject({ code: 200, data: value });
    expect((await admin.request('GET', KEY)).body.data).toEqual(value);
    expect((await operator.request('GET', KEY)).body.data).toBeNull();
    expect((await admin.request('PUT', KEY, { json: { value: ['x'] } })).body.data).toEqual(['x']);
    expect((await admin.request('GET', KEY)).body.data).toEqual(['x']);
    expect((await admin.request('PUT', KEY, { json: { value: null } })).body.data).toBeNull();
    expect((await admin.request('GET', KEY)).body.data).toBeNull();
  });

  it('refuses a bad key, a missing value and a value over 64 KB', async () => {
    expect((await admin.request('GET', '/api/clearway/user-settings/a%20b')).http).toBe(400);
    const long = (await admin.request('GET', `/api/clearway/user-settings/${'k'.repeat(101)}`)).http;
    expect(long >= 400 && long < 500).toBe(true);
    expect((await admin.request('PUT', KEY, { json: {} })).http).toBe(400);
    expect((await admin.request('PUT', KEY, { json: { value: 1, other: 2 } })).http).toBe(400);
    expect((await admin.request('PUT', KEY, { json: { value: 'x'.repeat(70_000) } })).http).toBe(400);
  });
});
