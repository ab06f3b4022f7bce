/**
 * The calls the browser makes right after sign-in (spec 01 §4): current user, menu authority, the employee record
 * and session registration, for the demo roles, over real HTTP.
 */
import { startTestServer, type TestServer } from './test-server';
import { TestClient } from './http-client';
import { routeCatalogue } from '../../schemas/routes';

interface MenuEntry {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  hideInMenu: boolean;
  routes: MenuEntry[];
  buttons: { menuId: number; buttonId: number; menuButton: string }[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function loggedIn(username: string, password: string, language: 'zh' | 'en' = 'zh'): Promise<TestClient> {
  const client = new TestClient(server.url, language);
  expect((await client.login(username, password)).body.code).toBe(200);
  return client;
}

function flatten(menu: MenuEntry[]): MenuEntry[] {
  return menu.flatMap((entry) => [entry, ...flatten(entry.routes)]);
}

async function authority(client: TestClient, username: string): Promise<{ entries: MenuEntry[]; byPath: Map<string, MenuEntry>; menuButton: { menuId: number; buttonId: number; menuButton: string }[] }> {
  const reply = await client.request('POST', '/api/account/sysuserdetail/queryCurrentAuthority', { query: { username } });
  expect(reply.http).toBe(200);
  expect(reply.body.code).toBe(200);
  const entries = flatten(reply.body.data.menu);
  return { entries, byPath: new Map(entries.map((e) => [e.path, e])), menuButton: reply.body.data.menuButton };
}

const CURRENT_USER_FIELDS = ['token', 'name', 'avatar', 'tenantCode', 'tenantName', 'id', 'nickname', 'phone', 'geographic', 'address', 'profile', 'introduction',
  'roles', 'customerCode', 'customerId', 'customerName', 'ownerSite', 'ownerSiteCode', 'ownerCustomerCode', 'subjectId', 'subjectName', 'isAdmin', 'accessToken', 'refreshToken'];

describe('getSysUser', () => {
  it.each([
    { username: 'admin', password: 'admin1234', nickname: '系统管理员', phone: '13800000001', roles: ['ROLE_ADMIN'], isAdmin: '1', siteCode: '888888' },
    { username: 'operator', password: 'operator1234', nickname: '操作员小王', phone: '13800000002', roles: ['ROLE_OPERATOR'], isAdmin: '0', siteCode: 'SZ001' },
  ])('returns every field of the current user entity for $username', async (expected) => {
    const client = await loggedIn(expected.username, expected.password);
    const reply = await client.request('GET', '/api/uaa/users/getSysUser');
    expect(reply.http).toBe(200);
    expect(reply.body.code).toBe(200);
    const user = reply.body.data;
    for (const field of CURRENT_USER_FIELDS) expect(user, `field ${field}`).toHaveProperty(field);
    const site = await server.ctx.db.selectFrom('baseSite as s').innerJoin('tenant as t', 't.id', 's.tenantId').select('s.id').where('t.tenantCode', '=', 'demo').where('s.siteCode', '=', expected.siteCode).executeTakeFirstOrThrow();
    const row = await server.ctx.db.selectFrom('sysUser').select('id').where('username', '=', expected.username).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      token: client.token,
      accessToken: client.token,
      name: expected.username,
      tenantCode: 'demo',
      tenantName: 'Demo Logistics',
      id: row.id,
      nickname: expected.nickname,
      introduction: expected.nickname,
      phone: expected.phone,
      geographic: '广东省深圳市',
      roles: expected.roles,
      ownerSite: site.id,
      ownerSiteCode: expected.siteCode,
      subjectId: `S-${expected.username}`,
      subjectName: expected.nickname,
      isAdmin: expected.isAdmin,
      customerCode: null,
      customerId: null,
      customerName: null,
      ownerCustomerCode: null,
    });
    expect(Array.isArray(user.roles) && user.roles.length > 0).toBe(true);
    for (const field of ['avatar', 'address', 'profile']) expect(typeof user[field]).toBe('string');
  });

  it('works with the token cookie as well as the header', async () => {
    const client = await loggedIn('operator', 'operator1234');
    const viaCookie = await new TestClient(server.url).request('GET', '/api/uaa/users/getSysUser', { headers: { cookie: `language=zh; token=${client.token}` } });
    expect(viaCookie.body.data.name).toBe('operator');
  });
});

describe('queryCurrentAuthority', () => {
  it('gives an administrator every menu: one per non-public mounted route of the catalogue, with every button', async () => {
    const admin = await loggedIn('admin', 'admin1234');
    const { entries, byPath, menuButton } = await authority(admin, 'admin');
    const menuRoutes = routeCatalogue.all().filter((route) => !route.public && route.mounted !== false);
    expect(entries).toHaveLength(menuRoutes.length);
    for (const route of menuRoutes) expect(byPath.has(route.path), route.path).toBe(true);
    for (const route of routeCatalogue.all().filter((r) => r.public)) expect(byPath.has(route.path)).toBe(false);
    const buttonCount = menuRoutes.reduce((sum, route) => sum + (route.buttons?.length ?? 0), 0);
    expect(menuButton).toHaveLength(buttonCount);
    // the tree is consistent: every child names its parent
    for (const entry of entries) for (const child of entry.routes) expect(child.parentId).toBe(entry.id);
    expect(byPath.get('/sysuser')!.name).toBe(routeCatalogue.byPath('/sysuser')!.title.zh);
  });

  it('gives the operator the operations menus and no administration', async () => {
    const operator = await loggedIn('operator', 'operator1234');
    const { byPath, menuButton } = await authority(operator, 'operator');
    for (const path of ['/operate', '/putScan', '/operate/warehouseOperation', '/exportTaskQuery']) expect(byPath.has(path), path).toBe(true);
    for (const path of ['/admin', '/sysuser', '/customsCoordination']) expect(byPath.has(path), path).toBe(false);
    const putScan = byPath.get('/putScan')!;
    const codes = putScan.buttons.map((b) => b.menuButton);
    expect(codes).toContain('scan');
    expect(codes).not.toContain('delete');
    expect(menuButton.map((b) => b.menuButton)).not.toContain('delete');
    for (const button of putScan.buttons) expect(button.menuId).toBe(putScan.id);
  });

  it('gives customs staff the customs menus and not the operations ones', async () => {
    const customs = await loggedIn('customs', 'customs1234');
    const { byPath } = await authority(customs, 'customs');
    expect(byPath.has('/customsCoordination')).toBe(true);
    expect(byPath.has('/operate')).toBe(false);
    expect(byPath.has('/putScan')).toBe(false);
    expect(byPath.has('/sysuser')).toBe(false);
  });

  it('names menus in English with accept-language en', async () => {
    const english = await loggedIn('admin', 'admin1234', 'en');
    const { byPath } = await authority(english, 'admin');
    expect(byPath.get('/sysuser')!.name).toBe('Users');
    expect(byPath.get('/putScan')!.name).toBe(routeCatalogue.byPath('/putScan')!.title.en);
    const operatorEn = await loggedIn('operator', 'operator1234', 'en');
    expect((await authority(operatorEn, 'operator')).byPath.get('/putScan')!.name).toBe('Put-in scan');
  });

  it('the username parameter does not widen what a user sees', async () => {
    const operator = await loggedIn('operator', 'operator1234');
    const { byPath } = await authority(operator, 'admin');
    expect(byPath.has('/sysuser')).toBe(false);
  });

  it('each tenant has its own menus', async () => {
    const demo = await authority(await loggedIn('admin', 'admin1234'), 'admin');
    const harbor = await authority(await loggedIn('harbor_admin', 'harbor1234'), 'harbor_admin');
    // The same catalogue, less the pages of installation-wide rows (app clients, tenants, system dictionaries) that
    // only the platform tenant (demo) manages, and sections left empty by them.
    const platformPages = new Set(server.ctx.entities.all().filter((m) => m.schema.storage?.platform).map((m) => m.schema.route));
    const harborPaths = new Set(harbor.entries.map((e) => e.path));
    const onlyDemo = demo.entries.filter((e) => !harborPaths.has(e.path)).map((e) => e.path);
    expect(onlyDemo.filter((path) => platformPages.has(path)).length).toBeGreaterThan(0);
    for (const path of onlyDemo) expect(platformPages.has(path) || demo.entries.filter((e) => e.path.startsWith(`${path}/`)).every((e) => platformPages.has(e.path)), path).toBe(true);
    expect(harbor.entries.every((e) => demo.byPath.has(e.path))).toBe(true);
    const demoIds = new Set(demo.entries.map((e) => e.id));
    expect(harbor.entries.filter((e) => demoIds.has(e.id))).toEqual([]);
  });
});

describe('queryCurrentLoginEmployee and registerNewSession', () => {
  it('gives the operator employee E1002 at site SZ001', async () => {
    const operator = await loggedIn('operator', 'operator1234');
    const reply = await operator.request('GET', '/api/bdtibs/base/queryCurrentLoginEmployee');
    expect(reply.body.code).toBe(200);
    expect(reply.body.data).toMatchObject({ employeeCode: 'E1002', employeeName: '操作员小王', siteCode: 'SZ001', siteName: '深圳福田站' });
    const customs = await loggedIn('customs', 'customs1234');
    expect((await customs.request('GET', '/api/bdtibs/base/queryCurrentLoginEmployee')).body.data).toMatchObject({ employeeCode: 'E1003', siteCode: '888888' });
  });

  it('registerNewSession marks the token\'s session as registered', async () => {
    const operator = await loggedIn('operator', 'operator1234');
    const sessionsBefore = await server.ctx.db.selectFrom('authSession').select(['id', 'registeredAt']).where('registeredAt', 'is', null).execute();
    expect(sessionsBefore.length).toBeGreaterThan(0);
    const reply = await operator.request('POST', '/api/admin/sysuser/registerNewSession');
    expect(reply.http).toBe(200);
    expect(reply.body.code).toBe(200);
    expect(reply.body.data).toMatchObject({ username: 'operator' });
    const sessionId: string = reply.body.data.sessionId;
    expect(sessionsBefore.map((s) => s.id)).toContain(sessionId);
    const session = await server.ctx.db.selectFrom('authSession as s').innerJoin('sysUser as u', 'u.id', 's.userId').select(['s.registeredAt', 'u.username']).where('s.id', '=', sessionId).executeTakeFirstOrThrow();
    expect(session.username).toBe('operator');
    expect(session.registeredAt).not.toBeNull();
    expect(new Date(session.registeredAt!).getTime()).toBe(server.clock.now());
    // only that session
    const others = await server.ctx.db.selectFrom('authSession').select('id').where('registeredAt', 'is not', null).execute();
    expect(others.map((s) => s.id)).toEqual([sessionId]);
  });
});
