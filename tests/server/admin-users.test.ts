/**
 * Users, posts and online users over real HTTP (spec 02 §7 "sysuser", "syspost", "sysuserpost"; docs/api.md
 * "Users, posts and sessions"; docs/domain/administration.md "Users", "Posts", "Online users"): every call's happy
 * path, a bad input naming the field with nothing written, another tenant's id, a user without the grant; the rules
 * (username 3–64 and unique across the installation, nobody deletes or disables themselves, the last administrator
 * stays, a disabled user cannot sign in, a reset password ends the sessions, a forced-out session's next request is
 * a 401).
 */
import { TestClient, expectOk, signedIn, type Reply } from './http-client';
import { grantRoleMenu } from './role-grants';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

const USER = '/api/admin/sysuser';
const POST = '/api/admin/syspost';
const USER_POST = '/api/admin/sysuserpost';

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
});
afterAll(async () => server?.close());

const db = () => server.ctx.db;
const tenantId = async (code: string) => (await db().selectFrom('tenant').select('id').where('tenantCode', '=', code).executeTakeFirstOrThrow()).id;
const roleId = async (tenant: string, code: string) => (await db().selectFrom('sysRole').select('id').where('tenantId', '=', await tenantId(tenant)).where('roleCode', '=', code).executeTakeFirstOrThrow()).id;
const postId = async (tenant: string, code: string) => (await db().selectFrom('sysPost').select('id').where('tenantId', '=', await tenantId(tenant)).where('postCode', '=', code).executeTakeFirstOrThrow()).id;
const userRow = (username: string) => db().selectFrom('sysUser').selectAll().where('username', '=', username).executeTakeFirst();
const refusal = (reply: Reply, http: number) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body;
};
const result = <T = any>(reply: Reply): T => (expectOk(reply) as { result: T }).result;
const add = (body: unknown, client = admin) => client.request('POST', `${USER}/addSysUser`, { json: body });
const list = async (query: Record<string, string | number>, client = admin) => expectOk<{ list: any[]; total: number }>(await client.request('GET', `${USER}/querySysUser`, { query }));

let seq = 0;
/** A new user of the demo tenant through addSysUser; its row as the reply gives it. */
async function newUser(extra: Record<string, unknown> = {}): Promise<any> {
  seq += 1;
  return expectOk(await add({ username: `clerk${seq}`, password: 'Passw0rd1', nickname: `职员${seq}`, mobile: `1391234${String(1000 + seq)}`, ...extra }));
}

describe('querySysUser, addSysUser, updateSysUser, deleteSysUser', () => {
  it('adds a user with a post and a role, lists them with labels, never shows a password or hash', async () => {
    const scanner = await postId('demo', 'SCANNER');
    const operatorRole = await roleId('demo', 'ROLE_OPERATOR');
    const site = await db().selectFrom('baseSite').select('id').where('tenantId', '=', await tenantId('demo')).where('siteCode', '=', 'SZ001').executeTakeFirstOrThrow();
    const created = await newUser({ username: 'zhaolei', nickname: '赵磊', email: 'zhao.lei@demo.example', ownerSiteId: site.id, postIds: [scanner], roleIds: [operatorRole] });
    expect(created).toMatchObject({ username: 'zhaolei', nickname: '赵磊', postIds: [scanner], roleIds: [operatorRole], status: 1, isAdmin: 0 });
    expect(JSON.stringify(created)).not.toMatch(/password|Passw0rd/i);
    const page = await list({ username: 'zhaolei' });
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ postIds: [scanner], roleIds: [operatorRole], _labels: { postIds: '扫描员', ownerSiteId: '深圳福田站' } });
    expect(JSON.stringify(page)).not.toMatch(/passwordHash|password_hash/);
    const detail = expectOk(await admin.request('GET', `${USER}/querySysUserDetail`, { query: { id: created.id } }));
    expect(detail).toMatchObject({ username: 'zhaolei', postIds: [scanner] });
    // The new user signs in with the initial password.
    await signedIn(server.url, 'zhaolei', 'Passw0rd1');
  });

  it('refuses usernames of 2 and 65 characters, a weak or missing password, a bad mobile and email, naming the field', async () => {
    expect(refusal(await add({ username: 'ab', password: 'Passw0rd1', nickname: 'x' }), 400).data.fields).toHaveProperty('username');
    expect(refusal(await add({ username: 'a'.repeat(65), password: 'Passw0rd1', nickname: 'x' }), 400).data.fields).toHaveProperty('username');
    expect(refusal(await add({ username: 'nopass', nickname: 'x' }), 400).data.fields).toHaveProperty('password');
    expect(refusal(await add({ username: 'weakpass', password: 'abcdefgh', nickname: 'x' }), 400).message).toBe('密码必须是数字和字母的组合！');
    expect(refusal(await add({ username: 'badmobile', password: 'Passw0rd1', nickname: 'x', mobile: '12345' }), 400).data.fields).toHaveProperty('mobile');
    expect(refusal(await add({ username: 'bademail', password: 'Passw0rd1', nickname: 'x', email: 'not-an-email' }), 400).data.fields).toHaveProperty('email');
    for (const username of ['ab', 'nopass', 'weakpass', 'badmobile', 'bademail']) expect(await userRow(username)).toBeUndefined();
  });

  it('refuses a username another account holds, in any tenant, saying it is unique across the installation', async () => {
    const body = refusal(await add({ username: 'harbor_admin', password: 'Passw0rd1', nickname: 'x' }), 400);
    expect(body.message).toContain('全系统唯一');
    expect(body.data.fields).toHaveProperty('username');
    expect(refusal(await add({ username: 'Admin', password: 'Passw0rd1', nickname: 'x' }), 400).message).toContain('Admin');
  });

  it('refuses a role or post of another tenant, writing nothing', async () => {
    const harborRole = await roleId('harbor', 'ROLE_ADMIN');
    const harborPost = await postId('harbor', 'GM');
    expect(refusal(await add({ username: 'crossrole', password: 'Passw0rd1', nickname: 'x', roleIds: [harborRole] }), 400).data.fields).toHaveProperty('roleIds');
    expect(refusal(await add({ username: 'crosspost', password: 'Passw0rd1', nickname: 'x', postIds: [harborPost] }), 400).data.fields).toHaveProperty('postIds');
    expect(await userRow('crossrole')).toBeUndefined();
  });

  it('updates a user, replaces their posts, and leaves the password alone', async () => {
    const user = await newUser();
    const before = (await userRow(user.username))!.passwordHash;
    const gm = await postId('demo', 'CS');
    const updated = expectOk(await admin.request('PUT', `${USER}/updateSysUser`, { json: { id: user.id, version: user.version, nickname: '新名字', postIds: [gm] } }));
    expect(updated).toMatchObject({ nickname: '新名字', postIds: [gm] });
    expect((await userRow(user.username))!.passwordHash).toBe(before);
    expect(refusal(await admin.request('PUT', `${USER}/updateSysUser`, { json: { id: user.id, version: updated.version, password: 'Other1234' } }), 400).data.fields).toHaveProperty('password');
  });

  it('answers 404 for another tenant\'s user on update, delete and detail, changing nothing', async () => {
    const other = (await userRow('harbor_admin'))!;
    refusal(await admin.request('PUT', `${USER}/updateSysUser`, { json: { id: other.id, version: 1, nickname: 'hacked' } }), 404);
    refusal(await admin.request('POST', `${USER}/deleteSysUser`, { query: { id: other.id } }), 404);
    refusal(await admin.request('GET', `${USER}/querySysUserDetail`, { query: { id: other.id } }), 404);
    expect((await userRow('harbor_admin'))!.nickname).toBe('Harbor Admin');
    expect((await list({ username: 'harbor' })).list).toHaveLength(0);
  });

  it('refuses a user without the grant (403), and lets one granted the page and its buttons in', async () => {
    refusal(await operator.request('GET', `${USER}/querySysUser`), 403);
    refusal(await add({ username: 'byoperator', password: 'Passw0rd1', nickname: 'x' }, operator), 403);
    await grantRoleMenu(db(), { roleCode: 'ROLE_OPERATOR', path: '/sysuser', buttons: [] });
    expect((await list({ username: 'admin' }, operator)).total).toBeGreaterThan(0);
    refusal(await add({ username: 'byoperator', password: 'Passw0rd1', nickname: 'x' }, operator), 403);
  });

  it('lets nobody delete or disable themselves, keeps the tenant\'s last administrator, and lets only administrators make one', async () => {
    const me = (await userRow('admin'))!;
    expect(refusal(await admin.request('POST', `${USER}/deleteSysUser`, { query: { id: me.id } }), 400).message).toContain('自己');
    expect(refusal(await admin.request('PUT', `${USER}/updateSysUser`, { json: { id: me.id, version: me.version, status: 0 } }), 400).message).toContain('自己');
    // The operator, granted the page with edit and delete, meets the demo tenant's only administrator.
    await grantRoleMenu(db(), { roleCode: 'ROLE_OPERATOR', path: '/sysuser', buttons: ['edit', 'delete'] });
    const disabled = refusal(await operator.request('PUT', `${USER}/updateSysUser`, { json: { id: me.id, version: me.version, status: 0 } }), 400);
    expect(disabled.message).toBe('「admin」是本租户最后一个启用的管理员，不能停用');
    expect(refusal(await operator.request('POST', `${USER}/deleteSysUser`, { query: { id: me.id } }), 400).message).toContain('最后一个');
    expect((await userRow('admin'))!.status).toBe(1);
    // A non-administrator cannot make anyone (themselves included) an administrator.
    const self = (await userRow('operator'))!;
    refusal(await operator.request('PUT', `${USER}/updateSysUser`, { json: { id: self.id, version: self.version, isAdmin: 1 } }), 403);
    refusal(await operator.request('PUT', `${USER}/updateSysUser`, { json: { id: self.id, version: self.version, roleIds: [await roleId('demo', 'ROLE_ADMIN')] } }), 403);
    expect((await userRow('operator'))!.isAdmin).toBe(0);
    // With a second administrator, the first may be disabled (by someone else).
    const second = await newUser({ isAdmin: 1 });
    const other = expectOk(await admin.request('PUT', `${USER}/updateSysUser`, { json: { id: second.id, version: second.version, status: 0 } }));
    expect(other.status).toBe(0);
  });

  it('deletes a user, with their posts and roles', async () => {
    const user = await newUser({ postIds: [await postId('demo', 'CS')], roleIds: [await roleId('demo', 'ROLE_OPERATOR')] });
    expect(expectOk(await admin.request('POST', `${USER}/deleteSysUser`, { query: { id: user.id } }))).toEqual({ deleted: 1 });
    expect(await userRow(user.username)).toBeUndefined();
    expect(await db().selectFrom('sysUserPost').select('id').where('userId', '=', user.id).execute()).toHaveLength(0);
  });

  it('exports the users to XLSX, Word and PDF', async () => {
    for (const call of ['exportSysUser', 'exportWordSysUser', 'exportPDFSysUser']) {
      const reply = await admin.request('POST', `${USER}/${call}`, { json: {} });
      expect(reply.http, call).toBe(200);
      expect(reply.headers.get('content-type'), call).not.toContain('json');
    }
  });
});

describe('a disabled user, resetPass, queryUsername, authorizeRoleToUser', () => {
  it('a disabled user cannot sign in, and their open session stops', async () => {
    const user = await newUser();
    const client = await signedIn(server.url, user.username, 'Passw0rd1');
    expectOk(await admin.request('PUT', `${USER}/updateSysUser`, { json: { id: user.id, version: user.version, status: 0 } }));
    expect((await new TestClient(server.url).login(user.username, 'Passw0rd1')).body.code).not.toBe(200);
    expect((await client.request('GET', '/api/uaa/users/getSysUser')).body.code).not.toBe(200);
  });

  it('resets a password (form params): the policy applies, the old sessions end, the new password signs in', async () => {
    const user = await newUser();
    const client = await signedIn(server.url, user.username, 'Passw0rd1');
    const weak = refusal(await admin.request('POST', `${USER}/resetPass`, { form: { id: user.id, password: 'short1' } }), 400);
    expect(weak.data.fields).toHaveProperty('password');
    expectOk(await admin.request('POST', `${USER}/resetPass`, { form: { id: user.id, password: 'NewPassw0rd' } }));
    expect((await client.request('GET', '/api/uaa/users/getSysUser')).body.code).not.toBe(200);
    expect((await new TestClient(server.url).login(user.username, 'Passw0rd1')).body.code).not.toBe(200);
    await signedIn(server.url, user.username, 'NewPassw0rd');
    const other = (await userRow('harbor_admin'))!;
    refusal(await admin.request('POST', `${USER}/resetPass`, { form: { id: other.id, password: 'NewPassw0rd' } }), 404);
    refusal(await operator.request('POST', `${USER}/resetPass`, { form: { id: user.id, password: 'NewPassw0rd' } }), 403);
  });

  it('answers whether a username is taken, in any tenant', async () => {
    expect(result(await admin.request('GET', `${USER}/queryUsername`, { query: { username: 'harbor_admin' } }))).toEqual({ username: 'harbor_admin', taken: true });
    expect(result(await admin.request('GET', `${USER}/queryUsername`, { query: { username: 'nobody_here' } }))).toEqual({ username: 'nobody_here', taken: false });
    expect(refusal(await admin.request('GET', `${USER}/queryUsername`), 400).data.fields).toHaveProperty('username');
    refusal(await harbor.request('GET', `${USER}/queryUsername`, { query: { username: 'x' } }), 200);
  });

  it('replaces a user\'s roles with roles of the same tenant only', async () => {
    const user = await newUser({ roleIds: [await roleId('demo', 'ROLE_OPERATOR')] });
    const customs = await roleId('demo', 'ROLE_CUSTOMS');
    expectOk(await admin.request('POST', `${USER}/authorizeRoleToUser`, { json: { id: user.id, roleIds: [customs] } }));
    const roles = await db().selectFrom('sysUserRole').select('roleId').where('userId', '=', user.id).execute();
    expect(roles.map((r) => r.roleId)).toEqual([customs]);
    const harborRole = await roleId('harbor', 'ROLE_ADMIN');
    expect(refusal(await admin.request('POST', `${USER}/authorizeRoleToUser`, { json: { id: user.id, roleIds: [harborRole] } }), 400).message).toContain(String(harborRole));
    expect((await db().selectFrom('sysUserRole').select('roleId').where('userId', '=', user.id).execute()).map((r) => r.roleId)).toEqual([customs]);
    refusal(await admin.request('POST', `${USER}/authorizeRoleToUser`, { json: { id: (await userRow('harbor_admin'))!.id, roleIds: [customs] } }), 404);
    refusal(await operator.request('POST', `${USER}/authorizeRoleToUser`, { json: { id: user.id, roleIds: [customs] } }), 403);
  });
});

describe('online users', () => {
  it('lists the tenant\'s sessions only, and a forced-out session\'s next request is a 401', async () => {
    const user = await newUser();
    const client = await signedIn(server.url, user.username, 'Passw0rd1');
    expectOk(await client.request('POST', `${USER}/registerNewSession`));
    const online = result<any[]>(await admin.request('GET', `${USER}/queryOnlineSysUser`));
    const theirs = online.find((s) => s.username === user.username);
    expect(theirs).toMatchObject({ nickname: user.nickname, ip: expect.any(String) });
    expect(online.some((s) => s.username === 'harbor_admin')).toBe(false);
    expect(online.find((s) => s.current)?.username).toBe('admin');
    const page = expectOk(await admin.query('findPageByCallId', { qid: 'FIND_ONLINE_SYS_USER', currentPage: 1, pageSize: 50 }));
    expect(page.list.map((r: any) => r.username)).toContain(user.username);

    // Another tenant's session is not found; a user without the page's delete button is refused.
    const harborSession = result<any[]>(await harbor.request('GET', `${USER}/queryOnlineSysUser`)).find((s) => s.current);
    refusal(await admin.request('POST', '/api/clearway/entity/admin.onlinesysuser/command/forceOut', { json: { rows: [{ id: harborSession.id }] } }), 404);
    refusal(await operator.request('POST', '/api/clearway/entity/admin.onlinesysuser/command/forceOut', { json: { rows: [{ id: theirs.id }] } }), 403);
    // Not one's own current session.
    const mine = online.find((s) => s.current);
    expect(refusal(await admin.request('POST', '/api/clearway/entity/admin.onlinesysuser/command/forceOut', { json: { rows: [{ id: mine.id }] } }), 400).message).toContain('自己');

    expectOk(await admin.request('POST', '/api/clearway/entity/admin.onlinesysuser/command/forceOut', { json: { rows: [{ id: theirs.id }] } }));
    const next = await client.request('GET', '/api/uaa/users/getSysUser');
    expect(next.http).toBe(401);
    expect(next.body.message).toContain('强制下线');
    expect(result<any[]>(await admin.request('GET', `${USER}/queryOnlineSysUser`)).some((s) => s.id === theirs.id)).toBe(false);
  });
});

describe('posts and users\' posts', () => {
  it('serves the post tree and a user\'s posts marked, and refuses another tenant\'s user', async () => {
    const tree = expectOk<any[]>(await admin.request('GET', `${POST}/querySysPostTree`));
    expect(tree[0]).toMatchObject({ postName: '总经理' });
    expect(JSON.stringify(tree)).toContain('扫描员');
    const operatorUser = (await userRow('operator'))!;
    const marked = result<{ tree: any[]; checkedKeys: number[] }>(await admin.request('GET', `${USER_POST}/querySysUserPostTree`, { query: { userId: operatorUser.id } }));
    expect(marked.checkedKeys).toEqual([await postId('demo', 'WH_SUP')]);
    refusal(await admin.request('GET', `${USER_POST}/querySysUserPostTree`, { query: { userId: (await userRow('harbor_admin'))!.id } }), 404);
    expect(refusal(await admin.request('GET', `${USER_POST}/querySysUserPostTree`), 400).data.fields).toHaveProperty('userId');
    refusal(await operator.request('GET', `${USER_POST}/querySysUserPostTree`, { query: { userId: operatorUser.id } }), 403);
  });

  it('adds, updates and deletes a post; refuses a bad code, a duplicate, another tenant\'s parent, one with sub-posts or holders', async () => {
    const gm = await postId('demo', 'GM');
    const post = expectOk(await admin.request('POST', `${POST}/addSysPost`, { json: { postCode: 'QA', postName: '质检员', postParent: gm, postSequence: 9 } }));
    expect(expectOk(await admin.request('PUT', `${POST}/updateSysPost`, { json: { id: post.id, version: post.version, postName: '质检专员' } }))).toMatchObject({ postName: '质检专员' });
    expect(refusal(await admin.request('POST', `${POST}/addSysPost`, { json: { postCode: '9bad', postName: 'x' } }), 400).data.fields).toHaveProperty('postCode');
    expect(refusal(await admin.request('POST', `${POST}/addSysPost`, { json: { postCode: 'QA', postName: 'again' } }), 400).data.fields).toHaveProperty('postCode');
    refusal(await admin.request('POST', `${POST}/addSysPost`, { json: { postCode: 'X1', postName: 'x', postParent: await postId('harbor', 'GM') } }), 400);
    expect(refusal(await admin.request('POST', `${POST}/deleteSysPost`, { query: { id: gm } }), 400).message).toMatch(/\d+ 个下级/);
    const held = refusal(await admin.request('POST', `${POST}/deleteSysPost`, { query: { id: await postId('demo', 'DECLARANT') } }), 400);
    expect(held.message).toMatch(/正被 \d+ 条用户岗位/);
    refusal(await admin.request('POST', `${POST}/deleteSysPost`, { query: { id: await postId('harbor', 'OPS') } }), 404);
    refusal(await operator.request('POST', `${POST}/addSysPost`, { json: { postCode: 'OP', postName: 'x' } }), 403);
    expectOk(await admin.request('POST', `${POST}/deleteSysPost`, { query: { id: post.id } }));
  });

  it('serves sysuserpost\'s admin calls: a user\'s post added, listed and deleted', async () => {
    const user = await newUser();
    const cs = await postId('demo', 'CS');
    const link = expectOk(await admin.request('POST', `${USER_POST}/addSysUserPost`, { json: { userId: user.id, postId: cs } }));
    const page = expectOk(await admin.request('GET', `${USER_POST}/querySysUserPost`, { query: { userId: user.id } }));
    expect(page.list).toEqual([expect.objectContaining({ userId: user.id, postId: cs, _labels: expect.objectContaining({ postId: '客服专员' }) })]);
    expect(refusal(await admin.request('POST', `${USER_POST}/addSysUserPost`, { json: { userId: (await userRow('harbor_admin'))!.id, postId: cs } }), 400).data.fields).toHaveProperty('userId');
    expectOk(await admin.request('POST', `${USER_POST}/deleteSysUserPost`, { query: { id: link.id } }));
  });
});

describe('updateSysUserDetail', () => {
  it('changes the signed-in person\'s own profile, and refuses a bad mobile naming the field', async () => {
    const user = await newUser();
    const client = await signedIn(server.url, user.username, 'Passw0rd1');
    expectOk(await client.request('PUT', '/api/account/sysuserdetail/updateSysUserDetail', { json: { nickname: '我的新名字', email: 'me@demo.example', mobile: '13912340000' } }));
    expect(await userRow(user.username)).toMatchObject({ nickname: '我的新名字', email: 'me@demo.example', mobile: '13912340000' });
    expect(refusal(await client.request('PUT', '/api/account/sysuserdetail/updateSysUserDetail', { json: { mobile: '123' } }), 400).data.fields).toHaveProperty('mobile');
    expect((await userRow(user.username))!.mobile).toBe('13912340000');
  });
});
