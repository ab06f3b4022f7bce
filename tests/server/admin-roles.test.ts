/**
 * Roles, URL permissions and data permissions over real HTTP (spec 02 §2 /bdtSysrole /sysurl /datapermission, §7
 * "sysrole" and "sysurl", docs/api.md "Roles, URLs and data permissions"): every call's happy path, bad input,
 * another tenant's ids and a user without the grant; a role still assigned is not deleted; a URL granted to
 * ROLE_CUSTOMS only is refused to the operator at their next request and allowed again once the grant is gone.
 */
import { TestClient, expectOk, type Reply } from './http-client';
import { startSignedIn, type TestServer } from './test-server';
import { grantRoleMenu } from './role-grants';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let customs: TestClient;
let harbor: TestClient;

const ROLE = '/api/admin/sysrole';
const URL_API = '/api/admin/sysurl';

beforeAll(async () => {
  ({ server, as: { admin, operator, customs, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'customs', 'harbor_admin']));
}, 240_000);
afterAll(async () => server?.close());

const db = () => server.ctx.db;
async function tenantId(code: string): Promise<number> {
  return (await db().selectFrom('tenant').select('id').where('tenantCode', '=', code).executeTakeFirstOrThrow()).id;
}
async function role(tenant: string, code: string) {
  return db().selectFrom('sysRole').selectAll().where('tenantId', '=', await tenantId(tenant)).where('roleCode', '=', code).executeTakeFirst();
}
async function userId(username: string): Promise<number> {
  return (await db().selectFrom('sysUser').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}
async function urlRow(tenant: string, method: string, url: string) {
  return db().selectFrom('sysUrl').selectAll().where('tenantId', '=', await tenantId(tenant)).where('urlMethod', '=', method).where('url', '=', url).executeTakeFirstOrThrow();
}
const result = <T = any>(reply: Reply): T => (expectOk(reply) as { result: T }).result;
const refusal = (reply: Reply, http: number): string => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body.message;
};
const get = (base: string, call: string, query: Record<string, string | number> = {}, client = admin) => client.request('GET', `${base}/${call}`, { query });
const post = (base: string, call: string, json: unknown, client = admin) => client.request('POST', `${base}/${call}`, { json });

describe('roles (admin pattern)', () => {
  it('adds, reads, renames and deletes a role; refuses bad input naming the field, writing nothing', async () => {
    const added = expectOk(await post(ROLE, 'addSysRole', { roleCode: 'ROLE_CLAIMS', roleName: '理赔专员', roleType: 'staff', roleDescription: '理赔登记与审批' }));
    expect(added).toMatchObject({ roleCode: 'ROLE_CLAIMS', roleName: '理赔专员', roleType: 'staff' });
    const page = expectOk(await get(ROLE, 'querySysRole', { roleCode: 'CLAIMS' }));
    expect(page.list.map((r: any) => r.roleCode)).toEqual(['ROLE_CLAIMS']);

    const badCode = await post(ROLE, 'addSysRole', { roleCode: 'claims', roleName: 'x', roleType: 'staff' });
    expect(refusal(badCode, 400)).toContain('角色编码');
    expect(badCode.body.data.fields).toHaveProperty('roleCode');
    const noName = await post(ROLE, 'addSysRole', { roleCode: 'ROLE_X', roleType: 'staff' });
    expect(noName.body.data.fields).toHaveProperty('roleName');
    expect(refusal(noName, 400)).toContain('角色名称');
    const duplicate = await post(ROLE, 'addSysRole', { roleCode: 'ROLE_CUSTOMS', roleName: '重复', roleType: 'staff' });
    expect(duplicate.body.data.fields).toHaveProperty('roleCode');
    refusal(duplicate, 400);
    expect(await role('demo', 'ROLE_X')).toBeUndefined();

    const renamed = expectOk(await admin.request('PUT', `${ROLE}/updateSysRole`, { json: { ...added, roleName: '理赔主管' } }));
    expect(renamed.roleName).toBe('理赔主管');
    const deleted = expectOk(await admin.request('POST', `${ROLE}/deleteSysRole`, { form: { id: added.id } }));
    expect(deleted).toEqual({ deleted: 1 });
    expect(await role('demo', 'ROLE_CLAIMS')).toBeUndefined();
  });

  it('refuses to delete a role still given to users, naming how many, and changes nothing', async () => {
    const customsRole = (await role('demo', 'ROLE_CUSTOMS'))!;
    const holders = (await db().selectFrom('sysUserRole').select('userId').where('roleId', '=', customsRole.id).execute()).length;
    expect(holders).toBeGreaterThan(0);
    const message = refusal(await admin.request('POST', `${ROLE}/deleteSysRole`, { form: { id: customsRole.id } }), 400);
    expect(message).toContain('ROLE_CUSTOMS');
    expect(message).toContain(`${holders} 个用户`);
    expect(await role('demo', 'ROLE_CUSTOMS')).toBeDefined();
    expect(await db().selectFrom('sysUserRole').select('userId').where('roleId', '=', customsRole.id).execute()).toHaveLength(holders);
  });

  it('never deletes ROLE_ADMIN nor changes its code', async () => {
    const adminRole = (await role('demo', 'ROLE_ADMIN'))!;
    refusal(await admin.request('POST', `${ROLE}/deleteSysRole`, { query: { id: adminRole.id } }), 400);
    const read = expectOk(await get(ROLE, 'querySysRole', { roleCode: 'ROLE_ADMIN' })).list[0];
    const renamed = await admin.request('PUT', `${ROLE}/updateSysRole`, { json: { ...read, roleCode: 'ROLE_ROOT' } });
    expect(renamed.body.data.fields).toHaveProperty('roleCode');
    expect((await role('demo', 'ROLE_ADMIN'))).toBeDefined();
    // Its name may change.
    expectOk(await admin.request('PUT', `${ROLE}/updateSysRole`, { json: { ...read, roleName: '系统超级管理员' } }));
  });

  it('answers another tenant\'s role as not found, and refuses a user without the grant', async () => {
    const harborRole = (await role('harbor', 'ROLE_OPERATOR'))!;
    refusal(await admin.request('POST', `${ROLE}/deleteSysRole`, { form: { id: harborRole.id } }), 404);
    refusal(await admin.request('PUT', `${ROLE}/updateSysRole`, { json: { id: harborRole.id, version: 1, roleCode: 'ROLE_OPERATOR', roleName: 'x', roleType: 'staff' } }), 404);
    expect(await role('harbor', 'ROLE_OPERATOR')).toMatchObject({ roleName: 'Warehouse operator' });
    refusal(await get(ROLE, 'querySysRole', {}, operator), 403);
    refusal(await post(ROLE, 'addSysRole', { roleCode: 'ROLE_OPS', roleName: 'x', roleType: 'staff' }, operator), 403);
    expect(await role('demo', 'ROLE_OPS')).toBeUndefined();
  });

  it('exports the roles as XLSX, Word and PDF', async () => {
    for (const [call, type] of [['exportSysRole', 'spreadsheetml'], ['exportWordSysRole', 'wordprocessingml'], ['exportPDFSysRole', 'pdf']] as const) {
      const response = await fetch(`${server.url}${ROLE}/${call}`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' }, body: '{}' });
      expect(response.status, call).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
    }
  });
});

describe('role calls', () => {
  it('reads a user\'s roles by subject id, assigned and not, and as a checkbox list', async () => {
    const customsUser = await db().selectFrom('sysUser').select(['id', 'subjectId']).where('username', '=', 'customs').executeTakeFirstOrThrow();
    expect(result<any[]>(await get(ROLE, 'queryRoleNameBySubjectId', { subjectId: customsUser.subjectId })).map((r) => r.roleCode)).toEqual(['ROLE_CUSTOMS']);
    expect(result<any[]>(await get(ROLE, 'queryRoleName', { userId: customsUser.id, assign: '1' })).map((r) => r.roleCode)).toEqual(['ROLE_CUSTOMS']);
    const unassigned = result<any[]>(await get(ROLE, 'queryRoleName', { userId: customsUser.id, assign: '0' })).map((r) => r.roleCode);
    expect(unassigned).toContain('ROLE_OPERATOR');
    expect(unassigned).not.toContain('ROLE_CUSTOMS');
    const boxes = result<any[]>(await get(ROLE, 'queryRoleNameCheckbox', { userId: customsUser.id }));
    expect(boxes.filter((r) => r.checked).map((r) => r.roleCode)).toEqual(['ROLE_CUSTOMS']);
    expect(boxes.length).toBeGreaterThan(3);
    // Bad input, another tenant's user, no grant.
    expect(refusal(await get(ROLE, 'queryRoleName', {}), 400)).toBeTruthy();
    refusal(await get(ROLE, 'queryRoleName', { userId: await userId('harbor_admin') }), 404);
    refusal(await get(ROLE, 'queryRoleNameBySubjectId', { subjectId: customsUser.subjectId }, harbor), 404);
    refusal(await get(ROLE, 'queryRoleNameCheckbox', { userId: customsUser.id }, operator), 403);
  });

  it('says whether a role code is taken', async () => {
    expect(result(await get(ROLE, 'queryRoleCode', { roleCode: 'ROLE_CUSTOMS' }))).toBe(true);
    expect(result(await get(ROLE, 'queryRoleCode', { roleCode: 'ROLE_NOBODY' }))).toBe(false);
    const customsRole = (await role('demo', 'ROLE_CUSTOMS'))!;
    expect(result(await get(ROLE, 'queryRoleCode', { roleCode: 'ROLE_CUSTOMS', roleId: customsRole.id }))).toBe(false);
    // The other tenant has its own codes.
    expect(result(await get(ROLE, 'queryRoleCode', { roleCode: 'ROLE_CUSTOMS' }, harbor))).toBe(false);
    refusal(await get(ROLE, 'queryRoleCode', {}), 400);
  });

  it('replaces the users holding a role; refuses another tenant\'s users and a user without the grant', async () => {
    const service = (await role('demo', 'ROLE_SERVICE'))!;
    const ids = [await userId('operator'), await userId('customs')];
    expect(result(await post(ROLE, 'authorizeUserToRole', { roleId: service.id, userIds: ids }))).toEqual({ added: ids.sort((a, b) => a - b), removed: [] });
    expect(result<any[]>(await get(ROLE, 'queryRoleUsers', { roleId: service.id })).map((u) => u.username).sort()).toEqual(['customs', 'operator']);
    const foreign = await post(ROLE, 'authorizeUserToRole', { roleId: service.id, userIds: [await userId('harbor_admin')] });
    expect(refusal(foreign, 400)).toContain(String(await userId('harbor_admin')));
    refusal(await post(ROLE, 'authorizeUserToRole', { roleId: service.id, userIds: 'x' }), 400);
    refusal(await post(ROLE, 'authorizeUserToRole', { roleId: (await role('harbor', 'ROLE_OPERATOR'))!.id, userIds: [] }), 404);
    refusal(await post(ROLE, 'authorizeUserToRole', { roleId: service.id, userIds: [] }, operator), 403);
    expect(result(await post(ROLE, 'authorizeUserToRole', { roleId: service.id, userIds: [] }))).toEqual({ added: [], removed: ids });
    expect(result<any[]>(await get(ROLE, 'queryRoleUsers', { roleId: service.id }))).toEqual([]);
  });

  it('lists a role\'s menus with its buttons', async () => {
    const operatorRole = (await role('demo', 'ROLE_OPERATOR'))!;
    const menus = result<any[]>(await get(ROLE, 'queryRoleMenus', { roleId: operatorRole.id }));
    expect(menus.map((m) => m.menuPath)).toContain('/putScan');
    expect(menus.find((m) => m.menuPath === '/putScan').buttons).toContain('scan');
  });
});

describe('URL resources', () => {
  it('lists the server\'s own calls (not the public ones) in every tenant', async () => {
    const own = await urlRow('demo', 'POST', '/api/account/sysuserdetail/queryCurrentAuthority');
    expect(own.urlSource).toBe('route');
    expect((await urlRow('harbor', 'GET', '/api/admin/sysrole/querySysRole')).urlSource).toBe('route');
    const login = await db().selectFrom('sysUrl').select('id').where('url', 'like', '/api/auth/oauth/token%').execute();
    expect(login).toEqual([]);
    const page = expectOk(await admin.request('POST', '/api/bdtibs/base/querySysUrl', { form: { url: 'sysrole', currentPage: 1, pageSize: 50 } }));
    expect(page.list.map((r: any) => r.url)).toContain('/api/admin/sysrole/queryRoleCode');
    refusal(await operator.request('POST', '/api/bdtibs/base/querySysUrl', { form: { url: 'x' } }), 403);
    const menus = expectOk(await admin.request('POST', '/api/bdtibs/base/querySysMenu', { form: { menuName: '数据权限' } }));
    expect(menus.list.map((m: any) => m.menuPath)).toEqual(['/datapermission']);
    refusal(await admin.request('POST', '/api/bdtibs/base/querySysMenu', { form: { pageSize: 'many' } }), 400);
  });

  it('adds a prefix pattern by hand; never deletes nor rewrites the server\'s own calls', async () => {
    const added = expectOk(await post(URL_API, 'addSysUrl', { urlMethod: '*', url: '/api/bdtibs/base/*', urlName: '基础资料全部接口', urlTag: '基础资料', urlSource: 'route' }));
    expect(added.urlSource).toBe('manual');
    refusal(await post(URL_API, 'addSysUrl', { urlMethod: 'GET', url: 'bdtibs/base' }), 400);
    const own = await urlRow('demo', 'GET', '/api/admin/sysrole/querySysRole');
    refusal(await admin.request('POST', `${URL_API}/deleteSysUrl`, { query: { id: own.id } }), 400);
    const read = expectOk(await get(URL_API, 'querySysUrl', { url: '/api/admin/sysrole/querySysRole', urlMethod: 'GET' })).list[0];
    refusal(await admin.request('PUT', `${URL_API}/updateSysUrl`, { json: { ...read, url: '/api/elsewhere' } }), 400);
    expectOk(await admin.request('PUT', `${URL_API}/updateSysUrl`, { json: { ...read, remark: '角色列表' } }));
    expect((await urlRow('demo', 'GET', '/api/admin/sysrole/querySysRole')).url).toBe('/api/admin/sysrole/querySysRole');
    expectOk(await admin.request('POST', `${URL_API}/deleteSysUrl`, { query: { id: added.id } }));
    refusal(await admin.request('POST', `${URL_API}/deleteSysUrl`, { query: { id: (await urlRow('harbor', 'GET', '/api/admin/sysrole/querySysRole')).id } }), 404);
  });

  it('grants a URL to ROLE_CUSTOMS only: the operator is refused at their next request, allowed again once it is taken away', async () => {
    const call = () => operator.request('POST', '/api/account/sysuserdetail/queryCurrentAuthority');
    expectOk(await call());
    const url = await urlRow('demo', 'POST', '/api/account/sysuserdetail/queryCurrentAuthority');
    const customsRole = (await role('demo', 'ROLE_CUSTOMS'))!;
    expect(result(await post(URL_API, 'authorizeRoleToUrl', { urlId: url.id, roleIds: [customsRole.id] }))).toEqual({ added: [customsRole.id], removed: [] });
    expect(result(await get(URL_API, 'queryRoleIdByUrlId', { urlId: url.id }))).toEqual([customsRole.id]);

    const refused = await call();
    expect(refusal(refused, 403)).toContain('/api/account/sysuserdetail/queryCurrentAuthority');
    expect(refused.body.code).toBe(403);
    expectOk(await customs.request('POST', '/api/account/sysuserdetail/queryCurrentAuthority'));
    expectOk(await admin.request('POST', '/api/account/sysuserdetail/queryCurrentAuthority'));
    // Percent-encoding does not get round it; the other tenant's grants are its own.
    expect((await operator.request('POST', '/api/account/sysuserdetail/queryCurrent%41uthority')).body.code).not.toBe(200);
    expectOk(await harbor.request('POST', '/api/account/sysuserdetail/queryCurrentAuthority'));
    // Public calls are never restricted.
    expect((await operator.request('GET', '/api/clearway/health')).http).toBe(200);

    expect(result(await post(URL_API, 'authorizeRoleToUrl', { urlId: url.id, roleIds: [] }))).toEqual({ added: [], removed: [customsRole.id] });
    expectOk(await call());
  });

  it('a prefix pattern covers a group; a whole call granted to another role decides for that call', async () => {
    const customsRole = (await role('demo', 'ROLE_CUSTOMS'))!;
    const operatorRole = (await role('demo', 'ROLE_OPERATOR'))!;
    const prefix = expectOk(await post(URL_API, 'addSysUrl', { urlMethod: '*', url: '/api/bdtibs/dataQuery/*', urlName: '数据查询' }));
    expectOk(await post(URL_API, 'authorizeRoleToUrl', { urlId: prefix.id, roleIds: [customsRole.id] }));
    const query = () => operator.query('findPageByCallId', { qid: 'FIND_SITE', currentPage: 1, pageSize: 5 });
    refusal(await query(), 403);
    const page = await urlRow('demo', 'POST', '/api/bdtibs/dataQuery/findPageByCallId');
    expect(result(await post(URL_API, 'authorizeUrlToRole', { roleId: operatorRole.id, urlIds: [page.id] }))).toEqual({ added: [page.id], removed: [] });
    expectOk(await query());
    refusal(await operator.query('findAllByCallId', { qid: 'FIND_SITE' }), 403);
    expectOk(await post(URL_API, 'authorizeUrlToRole', { roleId: operatorRole.id, urlIds: [] }));
    expectOk(await admin.request('POST', `${URL_API}/deleteSysUrl`, { query: { id: prefix.id } }));
    expectOk(await query());
  });

  it('refuses another tenant\'s ids, bad lists and a user without the grant', async () => {
    const url = await urlRow('demo', 'GET', '/api/admin/sysrole/querySysRole');
    const harborUrl = await urlRow('harbor', 'GET', '/api/admin/sysrole/querySysRole');
    const harborRole = (await role('harbor', 'ROLE_OPERATOR'))!;
    const customsRole = (await role('demo', 'ROLE_CUSTOMS'))!;
    refusal(await get(URL_API, 'queryRoleIdByUrlId', { urlId: harborUrl.id }), 404);
    expect(refusal(await post(URL_API, 'authorizeRoleToUrl', { urlId: url.id, roleIds: [harborRole.id] }), 400)).toContain(String(harborRole.id));
    expect(refusal(await post(URL_API, 'authorizeUrlToRole', { roleId: customsRole.id, urlIds: [harborUrl.id] }), 400)).toContain(String(harborUrl.id));
    refusal(await post(URL_API, 'authorizeUrlToRole', { roleId: customsRole.id, urlIds: ['a'] }), 400);
    refusal(await post(URL_API, 'authorizeRoleToUrl', { urlId: url.id, roleIds: [customsRole.id] }, operator), 403);
    expect(await db().selectFrom('sysRoleUrl').select('urlId').where('urlId', 'in', [url.id, harborUrl.id]).execute()).toEqual([]);
    // The toolbar's checkable tree and its save.
    const tree = result<{ tree: any[]; checkedKeys: string[] }>(await get(URL_API, 'queryUrlCheckbox', { roleId: customsRole.id }));
    expect(tree.tree.length).toBeGreaterThan(3);
    const reply = await admin.request('POST', '/api/clearway/entity/admin.sysurl/command/grantToRole', { json: { params: { roleId: customsRole.id, grants: [`url:${url.id}`, 'tag:x'] } } });
    expect(expectOk(reply).result).toEqual({ added: [url.id], removed: [] });
    expect(result<{ checkedKeys: string[] }>(await get(URL_API, 'queryUrlCheckbox', { roleId: customsRole.id })).checkedKeys).toEqual([`url:${url.id}`]);
    expectOk(await admin.request('POST', '/api/clearway/entity/admin.sysurl/command/grantToRole', { json: { params: { roleId: customsRole.id, grants: [] } } }));
  });
});

describe('data permissions', () => {
  it('grants a role the fields it sees on a menu, lists the row, and deletes it', async () => {
    const customsRole = (await role('demo', 'ROLE_CUSTOMS'))!;
    await grantRoleMenu(db(), { roleCode: 'ROLE_CUSTOMS', path: '/carrierManagement' });
    const menu = await db().selectFrom('sysMenu').select(['id', 'menuCode']).where('tenantId', '=', await tenantId('demo')).where('menuPath', '=', '/carrierManagement').executeTakeFirstOrThrow();
    const run = (name: string, params: unknown, client = admin) => client.request('POST', `/api/clearway/entity/admin.datapermission/command/${name}`, { json: { params } });
    expectOk(await run('grant', { roleId: customsRole.id, menuCode: menu.menuCode, fieldNames: ['carrierCode', 'carrierName'] }));
    const rows = expectOk(await admin.query('findPageByCallId', { qid: 'FIND_DATA_PERMISSION', filters: JSON.stringify({ roleId: customsRole.id }), currentPage: 1, pageSize: 20 }));
    expect(rows.list).toEqual([expect.objectContaining({ roleCode: 'ROLE_CUSTOMS', menuPath: '/carrierManagement', fieldNames: 'carrierCode, carrierName', fieldCount: 2 })]);
    const carriers = expectOk(await customs.query('findPageByCallId', { qid: 'FIND_CARRIER', currentPage: 1, pageSize: 5 }));
    expect(Object.keys(carriers.list[0]).filter((k) => !k.startsWith('_'))).not.toContain('contactPhone');

    refusal(await run('grant', { roleId: customsRole.id, menuCode: menu.menuCode, fieldNames: ['nosuch'] }), 400);
    refusal(await run('grant', { roleId: (await role('harbor', 'ROLE_OPERATOR'))!.id, menuCode: menu.menuCode, fieldNames: ['carrierCode'] }), 404);
    refusal(await run('grant', { roleId: customsRole.id, menuCode: menu.menuCode, fieldNames: [] }, operator), 403);
    refusal(await admin.query('findPageByCallId', { qid: 'FIND_DATA_PERMISSION', currentPage: 1, pageSize: 20 }).then(() => operator.query('findPageByCallId', { qid: 'FIND_DATA_PERMISSION', currentPage: 1, pageSize: 20 })), 403);

    expectOk(await run('remove', { roleId: customsRole.id, menuCode: menu.menuCode }));
    expect(expectOk(await admin.query('findPageByCallId', { qid: 'FIND_DATA_PERMISSION', filters: JSON.stringify({ roleId: customsRole.id }), currentPage: 1, pageSize: 20 })).list).toEqual([]);
  });
});
