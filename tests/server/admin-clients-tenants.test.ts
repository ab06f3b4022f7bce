/**
 * App clients, tenants and system dictionaries over real HTTP (spec 02 §7 "appclient", the admin pattern's
 * systenant and sysdict, "sysdict"; docs/api.md "App clients, tenants and system dictionaries"), and the notification
 * and parameter calls checked against them: every call's happy path, bad input named by field with nothing written,
 * another tenant's id, a user without the grant, and the harbor tenant's administrator refused on what belongs to the
 * installation (only the platform tenant, demo, manages it).
 */
import { TestClient, expectOk, type Reply } from './http-client';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

const CLIENT = '/api/uaa/appclient';
const CLIENT_FILES = '/api/admin/appclient';
const TENANT = '/api/admin/systenant';
const DICT = '/api/admin/sysdict';
const NOTE = '/api/notification/notification';
const PARAM = '/api/admin/sysparam';

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
});
afterAll(async () => server?.close());

const refused = (reply: Reply, http: number): Reply['body'] => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body;
};
const fieldsOf = (reply: Reply): Record<string, string> => (reply.body as unknown as { data?: { fields?: Record<string, string> } }).data?.fields ?? {};
const basic = (code: string, secret: string) => `Basic ${Buffer.from(`${code}:${secret}`).toString('base64')}`;
/** A password sign-in through a client; the reply as it comes. */
const signIn = (code: string, secret: string, username: string, password: string) => new TestClient(server.url).request('POST', '/api/uaa/oauth/token', {
  form: { grant_type: 'password', scope: 'ui', username, password }, headers: { authorization: basic(code, secret) },
});
const list = async (client: TestClient, path: string, query: Record<string, string | number> = {}) => expectOk<{ list: any[]; total: number }>(await client.request('GET', path, { query: { currentPage: 1, pageSize: 100, ...query } }));
const countRows = async (table: 'appClient' | 'tenant' | 'sysUser') => Number((await server.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const dictRows = async () => Number((await (server.ctx.db as any).selectFrom('sysDict').select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the installation\'s own pages', () => {
  it('are in the platform tenant\'s menus only', async () => {
    const paths = (menus: { path: string; routes?: any[] }[]): string[] => menus.flatMap((m) => [m.path, ...paths(m.routes ?? [])]);
    const menuOf = async (client: TestClient) => paths(expectOk(await client.request('POST', '/api/account/sysuserdetail/queryCurrentAuthority')).menu);
    const own = ['/appclient', '/tenant/systenant', '/sysdict'];
    expect(await menuOf(admin)).toEqual(expect.arrayContaining(own));
    const harborMenu = await menuOf(harbor);
    for (const path of [...own, '/tenant']) expect(harborMenu).not.toContain(path);
    expect(harborMenu).toContain('/sysparam');
  });
});

describe('app clients (/api/uaa/appclient)', () => {
  const wms = { clientCode: 'wms-gateway', authType: 'password,refresh_token', authScope: 'server', tokenSeconds: 3600, refreshSeconds: 86400, fallbackUrl: 'https://wms.example.com/callback' };
  let wmsId: number;
  let wmsSecret: string;

  it('adds a client, shows its secret once, never returns it again, and the secret signs in', async () => {
    const created = expectOk(await admin.request('POST', `${CLIENT}/addAppClient`, { json: wms }));
    wmsId = created.id;
    wmsSecret = created._reveal.clientSecret;
    expect(wmsSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created).not.toHaveProperty('clientSecret');
    const stored = await server.ctx.db.selectFrom('appClient').select('clientSecretHash').where('id', '=', wmsId).executeTakeFirstOrThrow();
    expect(stored.clientSecretHash).not.toContain(wmsSecret);
    const rows = (await list(admin, `${CLIENT}/queryAppClient`)).list;
    expect(rows.map((r) => r.clientCode)).toEqual(expect.arrayContaining(['browser', 'wms-gateway']));
    expect(JSON.stringify(rows)).not.toMatch(/secret/i);
    expect(expectOk(await signIn('wms-gateway', wmsSecret, 'admin', 'admin1234')).access_token).toBeTruthy();
    expect(refused(await signIn('wms-gateway', 'wrong-secret', 'admin', 'admin1234'), 401).code).toBe(401);
  });

  it('takes a secret given on the form', async () => {
    const created = expectOk(await admin.request('POST', `${CLIENT}/addAppClient`, { json: { ...wms, clientCode: 'erp-sync', clientSecret: 'erp-sync-secret-2026' } }));
    expect(created._reveal.clientSecret).toBe('erp-sync-secret-2026');
    expectOk(await signIn('erp-sync', 'erp-sync-secret-2026', 'operator', 'operator1234'));
  });

  it.each([
    ['clientCode', { clientCode: '9-bad code' }],
    ['authType', { authType: 'password,implicit' }],
    ['refreshSeconds', { tokenSeconds: 7200, refreshSeconds: 3600 }],
    ['tokenSeconds', { tokenSeconds: 0 }],
    ['fallbackUrl', { fallbackUrl: 'wms.example.com' }],
    ['authScope', { authScope: '' }],
  ])('refuses a bad %s by name and writes nothing', async (field, change) => {
    const before = await countRows('appClient');
    const reply = await admin.request('POST', `${CLIENT}/addAppClient`, { json: { ...wms, clientCode: 'bad-client', ...change } });
    refused(reply, 400);
    expect(Object.keys(fieldsOf(reply))).toContain(field);
    expect(await countRows('appClient')).toBe(before);
  });

  it('refuses a client code already taken', async () => {
    const reply = await admin.request('POST', `${CLIENT}/addAppClient`, { json: wms });
    refused(reply, 400);
    expect(Object.keys(fieldsOf(reply))).toContain('clientCode');
  });

  it('updates a client and deletes it', async () => {
    const row = (await list(admin, `${CLIENT}/queryAppClient`, { clientCode: 'erp-sync' })).list[0];
    const updated = expectOk(await admin.request('PUT', `${CLIENT}/updateAppClient`, { json: { ...row, tokenSeconds: 1800 } }));
    expect(updated.tokenSeconds).toBe(1800);
    expectOk(await admin.request('POST', `${CLIENT}/deleteAppClient`, { query: { id: row.id } }));
    expect(await server.ctx.db.selectFrom('appClient').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined();
    refused(await admin.request('POST', `${CLIENT}/deleteAppClient`, { query: { id: row.id } }), 404);
  });

  it('keeps the built-in browser client: no delete, no change that would stop the browser signing in', async () => {
    const browser = (await list(admin, `${CLIENT}/queryAppClient`, { clientCode: 'browser' })).list[0];
    const body = refused(await admin.request('POST', `${CLIENT}/deleteAppClient`, { query: { id: browser.id } }), 400);
    expect(body.message).toContain('内置客户端');
    refused(await admin.request('PUT', `${CLIENT}/updateAppClient`, { json: { ...browser, authType: 'mobile' } }), 400);
    refused(await admin.request('POST', `${CLIENT}/regenerateAppClientSecret`, { json: { id: browser.id } }), 400);
    refused(await admin.request('POST', `${CLIENT}/authorizeRoleToAppClient`, { json: { clientId: browser.id, roleCodes: ['ROLE_ADMIN'] } }), 400);
    expect((await server.ctx.db.selectFrom('appClient').select('authType').where('id', '=', browser.id).executeTakeFirstOrThrow()).authType).toContain('password');
    expectOk(await signIn('browser', 'browser', 'operator', 'operator1234'));
  });

  it('regenerates a secret: the new one is shown once and the old one stops working', async () => {
    const reply = expectOk(await admin.request('POST', `${CLIENT}/regenerateAppClientSecret`, { json: { id: wmsId } }));
    const secret = reply.result._reveal.clientSecret;
    expect(secret).not.toBe(wmsSecret);
    refused(await signIn('wms-gateway', wmsSecret, 'admin', 'admin1234'), 401);
    expectOk(await signIn('wms-gateway', secret, 'admin', 'admin1234'));
    wmsSecret = secret;
  });

  it('limits a client to roles: only holders of one of them sign in through it', async () => {
    const granted = expectOk(await admin.request('POST', `${CLIENT}/authorizeRoleToAppClient`, { json: { clientId: wmsId, roleCodes: ['ROLE_ADMIN', 'ROLE_CUSTOMS'] } }));
    expect(granted.result).toEqual({ clientId: wmsId, roleCodes: ['ROLE_ADMIN', 'ROLE_CUSTOMS'] });
    const read = expectOk(await admin.request('GET', `${CLIENT}/queryRoleCodeByAppClient`, { query: { clientId: wmsId } })).result;
    expect(read.checkedKeys).toEqual(['ROLE_ADMIN', 'ROLE_CUSTOMS']);
    expect(read.tree.map((n: { key: string }) => n.key)).toContain('ROLE_OPERATOR');
    expectOk(await signIn('wms-gateway', wmsSecret, 'customs', 'customs1234'));
    expectOk(await signIn('wms-gateway', wmsSecret, 'harbor_admin', 'harbor1234'));
    const body = refused(await signIn('wms-gateway', wmsSecret, 'operator', 'operator1234'), 400);
    expect(body.message).toContain('wms-gateway');
    // A refused role is not a wrong password: the account is not counted towards the lock.
    expect((await server.ctx.db.selectFrom('sysUser').select('failedLogins').where('username', '=', 'operator').executeTakeFirstOrThrow()).failedLogins).toBe(0);
    expectOk(await admin.request('POST', `${CLIENT}/authorizeRoleToAppClient`, { json: { clientId: wmsId, roleCodes: [] } }));
    expectOk(await signIn('wms-gateway', wmsSecret, 'operator', 'operator1234'));
  });

  it('refuses unknown role codes and clients by name', async () => {
    const reply = await admin.request('POST', `${CLIENT}/authorizeRoleToAppClient`, { json: { clientId: wmsId, roleCodes: ['ROLE_NOBODY'] } });
    refused(reply, 400);
    expect(fieldsOf(reply).roleCodes).toContain('ROLE_NOBODY');
    expect(await server.ctx.db.selectFrom('appClientRole').select('roleCode').where('clientId', '=', wmsId).execute()).toEqual([]);
    refused(await admin.request('POST', `${CLIENT}/authorizeRoleToAppClient`, { json: { clientId: 999999, roleCodes: [] } }), 404);
  });

  it('exports to XLSX, Word and PDF (Word and PDF under /api/admin/appclient)', async () => {
    for (const [path, type] of [[`${CLIENT}/exportAppClient`, 'spreadsheetml'], [`${CLIENT_FILES}/exportWordAppClient`, 'wordprocessingml'], [`${CLIENT_FILES}/exportPDFAppClient`, 'pdf']] as const) {
      const reply = await admin.request('POST', path, { json: {} });
      expect(reply.http, path).toBe(200);
      expect(reply.headers.get('content-type'), path).toContain(type);
    }
  });

  it('refuses the harbor tenant\'s administrator on every call, and a user without the grant', async () => {
    const calls: [TestClient, string, string, Record<string, unknown>?][] = [
      [harbor, 'GET', `${CLIENT}/queryAppClient`], [harbor, 'POST', `${CLIENT}/addAppClient`, { json: { ...wms, clientCode: 'harbor-x' } }],
      [harbor, 'PUT', `${CLIENT}/updateAppClient`, { json: { id: wmsId, version: 1, ...wms } }], [harbor, 'POST', `${CLIENT}/deleteAppClient`, { query: { id: wmsId } }],
      [harbor, 'POST', `${CLIENT}/exportAppClient`, { json: {} }], [harbor, 'POST', `${CLIENT_FILES}/exportPDFAppClient`, { json: {} }],
      [harbor, 'POST', `${CLIENT}/authorizeRoleToAppClient`, { json: { clientId: wmsId, roleCodes: [] } }],
      [harbor, 'POST', `${CLIENT}/regenerateAppClientSecret`, { json: { id: wmsId } }],
      [operator, 'GET', `${CLIENT}/queryAppClient`], [operator, 'POST', `${CLIENT}/addAppClient`, { json: { ...wms, clientCode: 'op-x' } }],
      [operator, 'POST', `${CLIENT}/deleteAppClient`, { query: { id: wmsId } }],
    ];
    for (const [client, method, path, options] of calls) refused(await client.request(method, path, options as never), 403);
    refused(await harbor.query('findPageByCallId', { qid: 'ENTITY_ADMIN_APPCLIENT', currentPage: 1, pageSize: 10 }), 403);
    expect(await server.ctx.db.selectFrom('appClient').select('clientCode').where('clientCode', 'in', ['harbor-x', 'op-x']).execute()).toEqual([]);
    expect(await server.ctx.db.selectFrom('appClient').select('id').where('id', '=', wmsId).executeTakeFirst()).toBeDefined();
  });
});

describe('tenants (/api/admin/systenant)', () => {
  const port = { tenantCode: 'gzport', tenantName: '广州港跨境物流有限公司', tenantContact: '陈经理', tenantEmail: 'ops@gzport.example', tenantTel: '020-83330000', adminUsername: 'gzport_admin', adminPassword: 'Gzport2026' };
  let portId: number;

  it('lists the tenants', async () => {
    expect((await list(admin, `${TENANT}/querySysTenant`)).list.map((t) => t.tenantCode)).toEqual(expect.arrayContaining(['demo', 'harbor']));
  });

  it('adds a tenant whose administrator signs in at once and sees the menus', async () => {
    const created = expectOk(await admin.request('POST', `${TENANT}/addSysTenant`, { json: port }));
    portId = created.id;
    expect(created).not.toHaveProperty('adminPassword');
    const portAdmin = new TestClient(server.url);
    expectOk(await portAdmin.login('gzport_admin', 'Gzport2026'));
    const authority = expectOk(await portAdmin.request('POST', '/api/account/sysuserdetail/queryCurrentAuthority'));
    expect(authority.menu.length).toBeGreaterThan(5);
    // Its own tenant: none of the demo tenant's rows.
    const notes = expectOk(await portAdmin.request('GET', `${NOTE}/queryMyNotification`));
    expect(notes.total).toBe(0);
    // Its administrator can grant URLs at once (the route rows every tenant has), and its role is a platform one.
    const urls = expectOk(await portAdmin.request('GET', '/api/admin/sysurl/querySysUrl', { query: { url: '/api/admin/sysrole/queryRoleCode' } })) as { total: number };
    expect(urls.total).toBeGreaterThan(0);
    const roles = expectOk(await portAdmin.request('GET', '/api/admin/sysrole/querySysRole')) as { list: { roleCode: string; roleType: string }[] };
    expect(roles.list).toEqual([expect.objectContaining({ roleCode: 'ROLE_ADMIN', roleType: 'platform' })]);
  });

  it.each([
    ['tenantName', { tenantName: '' }, '租户名称'],
    ['tenantName', { tenantName: '港'.repeat(65) }, '租户名称'],
    ['tenantEmail', { tenantEmail: 'not-an-email' }, '邮箱'],
    ['tenantTel', { tenantTel: 'call me' }, '电话'],
    ['adminPassword', { adminPassword: undefined }, '管理员初始密码不能为空'],
    ['adminPassword', { adminPassword: 'onlyletters' }, '数字和字母'],
    ['adminUsername', { adminUsername: 'admin' }, '已存在'],
    ['adminUsername', { adminUsername: 'ab' }, ''],
    ['tenantCode', { tenantCode: 'harbor' }, ''],
  ])('refuses a bad %s by name and writes nothing', async (field, change, text) => {
    const [tenants, users] = [await countRows('tenant'), await countRows('sysUser')];
    const reply = await admin.request('POST', `${TENANT}/addSysTenant`, { json: { ...port, tenantCode: 'newport', adminUsername: 'newport_admin', ...change } });
    refused(reply, 400);
    expect(Object.keys(fieldsOf(reply))).toContain(field);
    expect(fieldsOf(reply)[field]).toContain(text);
    expect([await countRows('tenant'), await countRows('sysUser')]).toEqual([tenants, users]);
  });

  it('updates a tenant but never its code', async () => {
    const row = (await list(admin, `${TENANT}/querySysTenant`, { tenantCode: 'gzport' })).list[0];
    expect(expectOk(await admin.request('PUT', `${TENANT}/updateSysTenant`, { json: { ...row, tenantContact: '林主管' } })).tenantContact).toBe('林主管');
    const fresh = (await list(admin, `${TENANT}/querySysTenant`, { tenantCode: 'gzport' })).list[0];
    const reply = await admin.request('PUT', `${TENANT}/updateSysTenant`, { json: { ...fresh, tenantCode: 'gzport2' } });
    refused(reply, 400);
    expect(Object.keys(fieldsOf(reply))).toContain('tenantCode');
  });

  it('refuses to delete a tenant in use or the platform tenant, and deletes one nobody worked in', async () => {
    const ids = Object.fromEntries((await server.ctx.db.selectFrom('tenant').select(['id', 'tenantCode']).execute()).map((t) => [t.tenantCode, t.id]));
    expect(refused(await admin.request('POST', `${TENANT}/deleteSysTenant`, { query: { id: ids.harbor } }), 400).message).toContain('已在使用');
    expect(refused(await admin.request('POST', `${TENANT}/deleteSysTenant`, { query: { id: ids.demo } }), 400).message).toContain('平台租户');
    // gzport's administrator signed in above: in use.
    refused(await admin.request('POST', `${TENANT}/deleteSysTenant`, { query: { id: portId } }), 400);
    const unused = expectOk(await admin.request('POST', `${TENANT}/addSysTenant`, { json: { ...port, tenantCode: 'szport', tenantName: '深圳港', adminUsername: 'szport_admin' } }));
    expectOk(await admin.request('POST', `${TENANT}/deleteSysTenant`, { query: { id: unused.id } }));
    expect(await server.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'szport_admin').executeTakeFirst()).toBeUndefined();
    expect(await server.ctx.db.selectFrom('sysMenu').select('id').where('tenantId', '=', unused.id).executeTakeFirst()).toBeUndefined();
    expect(await server.ctx.db.selectFrom('tenant').select('id').where('id', '=', ids.harbor).executeTakeFirst()).toBeDefined();
  });

  it('exports to XLSX, Word and PDF', async () => {
    for (const call of ['exportSysTenant', 'exportWordSysTenant', 'exportPDFSysTenant']) expect((await admin.request('POST', `${TENANT}/${call}`, { json: {} })).http, call).toBe(200);
  });

  it('refuses the harbor tenant\'s administrator and a user without the grant', async () => {
    for (const client of [harbor, operator]) {
      refused(await client.request('GET', `${TENANT}/querySysTenant`, { query: { currentPage: 1, pageSize: 10 } }), 403);
      refused(await client.request('POST', `${TENANT}/addSysTenant`, { json: { ...port, tenantCode: 'evil', adminUsername: 'evil_admin' } }), 403);
      refused(await client.request('POST', `${TENANT}/deleteSysTenant`, { query: { id: portId } }), 403);
      refused(await client.request('POST', `${TENANT}/exportSysTenant`, { json: {} }), 403);
    }
    expect(await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'evil').executeTakeFirst()).toBeUndefined();
  });
});

describe('system dictionaries (/api/admin/sysdict)', () => {
  it('answers the tree of types and entries, and one type\'s entries in order to any signed-in user', async () => {
    const tree = expectOk(await admin.request('GET', `${DICT}/querySysDictTree`));
    const types = tree.find((node: any) => node.dictType === 'notificationType');
    expect(types.children.map((n: any) => n.dictValue)).toEqual(['announcement', 'business', 'maintenance', 'customsPolicy']);
    const entries = expectOk(await harbor.request('GET', `${DICT}/queryDictByDictType`, { query: { dictType: 'notificationPriority' } }));
    expect(entries.map((e: any) => [e.value, e.label])).toEqual([['high', '高'], ['normal', '中'], ['low', '低']]);
    const reply = await admin.request('GET', `${DICT}/queryDictByDictType`);
    refused(reply, 400);
    expect(Object.keys(fieldsOf(reply)).join()).toContain('dictType');
  });

  it('adds an entry under a type; it is offered at once where the type is used', async () => {
    const parent = (await list(admin, `${DICT}/querySysDict`, { dictValue: 'notificationType' })).list[0];
    expectOk(await admin.request('POST', `${DICT}/addSysDict`, { json: { dictParent: parent.id, dictType: 'notificationType', dictValue: 'holiday', dictName: '节假日安排', dictNameEn: 'Holiday hours', dictSequence: 5 } }));
    const types = expectOk(await operator.request('GET', `${NOTE}/queryNotificationType`));
    expect(types.at(-1)).toMatchObject({ value: 'holiday', label: '节假日安排', en: 'Holiday hours' });
  });

  it.each([
    ['dictName', { dictName: '' }, '字典名称不能为空'],
    ['dictType', { dictType: '1 bad' }, '字典类型'],
    ['dictValue', { dictValue: 'high' , dictType: 'notificationPriority' }, '已存在'],
    ['dictParent', { dictParent: 999999 }, '不存在'],
  ])('refuses a bad %s by name and writes nothing', async (field, change, text) => {
    const before = await dictRows();
    const reply = await admin.request('POST', `${DICT}/addSysDict`, { json: { dictType: 'orderSource', dictValue: 'tmall', dictName: '天猫国际', dictSequence: 1, ...change } });
    refused(reply, 400);
    expect(fieldsOf(reply)[field] ?? reply.body.message).toContain(text);
    expect(await dictRows()).toBe(before);
  });

  it('refuses to delete an entry in use, or change its value, naming the use; deletes one nobody uses', async () => {
    const announcement = (await list(admin, `${DICT}/querySysDict`, { dictValue: 'announcement' })).list[0];
    const reply = await admin.request('POST', `${DICT}/deleteSysDict`, { query: { id: announcement.id } });
    expect(refused(reply, 400).message).toMatch(/「系统公告」正被 \d+ 条通知（类型）使用，不能删除/);
    const changed = await admin.request('PUT', `${DICT}/updateSysDict`, { json: { ...announcement, dictValue: 'notice' } });
    refused(changed, 400);
    expect(Object.keys(fieldsOf(changed))).toContain('dictValue');
    expect((await list(admin, `${DICT}/querySysDict`, { dictValue: 'announcement' })).list[0]).toMatchObject({ id: announcement.id, version: announcement.version });
    // Its name may change: nothing holds the name.
    expectOk(await admin.request('PUT', `${DICT}/updateSysDict`, { json: { ...announcement, dictName: '平台公告' } }));
    const holiday = (await list(admin, `${DICT}/querySysDict`, { dictValue: 'holiday' })).list[0];
    expectOk(await admin.request('POST', `${DICT}/deleteSysDict`, { query: { id: holiday.id } }));
    // A type with entries is a node with children.
    const type = (await list(admin, `${DICT}/querySysDict`, { dictValue: 'notificationType' })).list[0];
    expect(refused(await admin.request('POST', `${DICT}/deleteSysDict`, { query: { id: type.id } }), 400).message).toContain('下级');
  });

  it('refuses the harbor tenant\'s administrator and a user without the grant', async () => {
    for (const client of [harbor, operator]) {
      refused(await client.request('GET', `${DICT}/querySysDict`, { query: { currentPage: 1, pageSize: 10 } }), 403);
      refused(await client.request('GET', `${DICT}/querySysDictTree`), 403);
      refused(await client.request('POST', `${DICT}/addSysDict`, { json: { dictType: 'x', dictValue: 'x', dictName: 'x', dictSequence: 0 } }), 403);
    }
  });
});

describe('notifications and parameters, checked', () => {
  const notice = { title: '12 月海关系统升级通知', type: 'maintenance', priority: 'high', publisher: '系统管理员', startTime: '2026-12-01T00:00:00Z', content: '<p>升级期间暂停申报。</p>' };

  it('adds, lists, updates and deletes a notification; a type the dictionary lacks is refused by name', async () => {
    const created = expectOk(await admin.request('POST', `${NOTE}/addNotification`, { json: notice }));
    expect((await list(admin, `${NOTE}/queryNotification`, { title: '海关系统升级' })).list.map((n) => n.id)).toContain(created.id);
    const updated = expectOk(await admin.request('PUT', `${NOTE}/updateNotification`, { json: { ...created, priority: 'low' } }));
    expect(updated.priority).toBe('low');
    for (const [field, change] of [['type', { type: 'gossip' }], ['priority', { priority: 'urgent' }], ['title', { title: '' }], ['startTime', { startTime: 'soon' }]] as const) {
      const reply = await admin.request('POST', `${NOTE}/addNotification`, { json: { ...notice, title: notice.title || 'x', ...change } });
      refused(reply, 400);
      expect(Object.keys(fieldsOf(reply)), field).toContain(field);
    }
    expectOk(await admin.request('POST', `${NOTE}/deleteNotification`, { query: { id: created.id } }));
  });

  it('keeps another tenant\'s notification out of reach, and refuses a user without the grant', async () => {
    // The engine's version column is not in the typed tables: read it untyped.
    const harborNote = await (server.ctx.db as any).selectFrom('sysNotification as n').innerJoin('tenant as t', 't.id', 'n.tenantId').select(['n.id', 'n.version']).where('t.tenantCode', '=', 'harbor').executeTakeFirstOrThrow() as { id: number; version: number };
    refused(await admin.request('PUT', `${NOTE}/updateNotification`, { json: { ...notice, id: harborNote.id, version: harborNote.version } }), 404);
    refused(await admin.request('POST', `${NOTE}/deleteNotification`, { query: { id: harborNote.id } }), 404);
    refused(await operator.request('POST', `${NOTE}/addNotification`, { json: notice }), 403);
    expect(expectOk(await operator.request('GET', `${NOTE}/queryNotificationPriority`)).length).toBe(3);
  });

  it('serves every call of the parameters\' admin pattern, refusing a bad key by name', async () => {
    const created = expectOk(await admin.request('POST', `${PARAM}/addSysparam`, { json: { paramName: '申报截止时间（时）', paramKey: 'customs.declareCutoffHour', paramValue: '17' } }));
    expect((await list(admin, `${PARAM}/querySysparam`, { paramKey: 'customs.declareCutoffHour' })).list).toHaveLength(1);
    expect(expectOk(await admin.request('PUT', `${PARAM}/updateSysparam`, { json: { ...created, paramValue: '18' } })).paramValue).toBe('18');
    const bad = await admin.request('POST', `${PARAM}/addSysparam`, { json: { paramName: '坏键', paramKey: '1 bad key', paramValue: 'x' } });
    refused(bad, 400);
    expect(fieldsOf(bad).paramKey).toContain('参数键');
    for (const call of ['exportSysparam', 'exportWordSysparam', 'exportPDFSysparam']) expect((await admin.request('POST', `${PARAM}/${call}`, { json: {} })).http, call).toBe(200);
    refused(await operator.request('POST', `${PARAM}/addSysparam`, { json: { paramName: 'x', paramKey: 'x.y', paramValue: '1' } }), 403);
    // Another tenant's parameter is not found, and stays as it was.
    const theirs = expectOk(await harbor.request('POST', `${PARAM}/addSysparam`, { json: { paramName: 'Cut-off hour', paramKey: 'customs.declareCutoffHour', paramValue: '16' } }));
    refused(await admin.request('PUT', `${PARAM}/updateSysparam`, { json: { ...theirs, paramValue: '1' } }), 404);
    refused(await admin.request('POST', `${PARAM}/deleteSysparam`, { query: { id: theirs.id } }), 404);
    expect((await list(harbor, `${PARAM}/querySysparam`, { paramKey: 'customs.declareCutoffHour' })).list[0].paramValue).toBe('16');
    expectOk(await admin.request('POST', `${PARAM}/deleteSysparam`, { query: { id: created.id } }));
  });
});
