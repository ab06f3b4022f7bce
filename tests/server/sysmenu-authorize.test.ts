/**
 * /sysmenu's grant calls over real HTTP (spec 02 §7 "sysmenu", docs/api.md "Menu grants"): menus, buttons and data
 * fields given to a role and read back, the granted user's authority changing at their next request, another
 * tenant's roles, menus and buttons refused by id, and a non-administrator refused.
 */
import { TestClient, expectOk, type Reply } from './http-client';
import { signInAs, startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

const MENU = '/api/admin/sysmenu';
let operatorRole: number;
let harborRole: number;

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
  operatorRole = await roleId('demo', 'ROLE_OPERATOR');
  harborRole = await roleId('harbor', 'ROLE_ADMIN');
});
afterAll(async () => server?.close());

async function tenantId(code: string): Promise<number> {
  return (await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', code).executeTakeFirstOrThrow()).id;
}
async function roleId(tenant: string, code: string): Promise<number> {
  return (await server.ctx.db.selectFrom('sysRole').select('id').where('tenantId', '=', await tenantId(tenant)).where('roleCode', '=', code).executeTakeFirstOrThrow()).id;
}
async function menuOf(tenant: string, path: string): Promise<{ id: number; menuCode: string }> {
  return server.ctx.db.selectFrom('sysMenu').select(['id', 'menuCode']).where('tenantId', '=', await tenantId(tenant)).where('menuPath', '=', path).executeTakeFirstOrThrow();
}
async function buttonOf(menuId: number, code: string): Promise<number> {
  return (await server.ctx.db.selectFrom('sysMenuButton').select('id').where('menuId', '=', menuId).where('buttonCode', '=', code).executeTakeFirstOrThrow()).id;
}

const get = (call: string, query: Record<string, string | number> = {}, client = admin) => client.request('GET', `${MENU}/${call}`, { query });
const post = (call: string, json: unknown, client = admin) => client.request('POST', `${MENU}/${call}`, { json });
const result = <T = any>(reply: Reply): T => (expectOk(reply) as { result: T }).result;
const authority = async (client: TestClient) => expectOk<{ menu: any[]; menuButton: { menuId: number; menuButton: string }[] }>(await client.request('POST', '/api/account/sysuserdetail/queryCurrentAuthority'));
const paths = (menus: { path: string; routes: any[] }[]): string[] => menus.flatMap((m) => [m.path, ...paths(m.routes)]);
const refusal = (reply: Reply, http: number) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body.message;
};

describe('menus of a role', () => {
  it('grants a menu, reads it back, and the granted user sees it at their next request', async () => {
    const sysmenu = await menuOf('demo', '/sysmenu');
    expect(paths((await authority(operator)).menu)).not.toContain('/sysmenu');
    const before = result<number[]>(await get('queryMenuIdByRoleId', { roleId: operatorRole }));
    expect(before.length).toBeGreaterThan(0);
    const reply = result(await post('authorizeMenuToRole', { roleId: operatorRole, menuIds: [...before, sysmenu.id] }));
    expect(reply).toMatchObject({ added: [sysmenu.id], removed: [] });
    expect(result<number[]>(await get('queryMenuIdByRoleId', { roleId: operatorRole }))).toEqual([...before, sysmenu.id].sort((a, b) => a - b));
    expect(paths((await authority(operator)).menu)).toContain('/sysmenu');

    const audit = await server.ctx.db.selectFrom('auditLog').select(['entityId', 'rowId', 'action', 'username']).where('entityId', '=', 'admin.sysmenu.grant').where('rowId', '=', operatorRole).execute();
    expect(audit.at(-1)).toMatchObject({ action: 'command', username: 'admin' });
  });

  it('grants buttons of a granted menu, and refuses a button of a menu the role does not hold', async () => {
    const sysmenu = await menuOf('demo', '/sysmenu');
    const add = await buttonOf(sysmenu.id, 'add');
    expect(result(await post('authorizeMenuButtonToRole', { roleId: operatorRole, menuCode: sysmenu.menuCode, buttonIds: [add] }))).toEqual({ added: [add], removed: [] });
    const checked = result<{ buttonCode: string; checked: boolean }[]>(await get('queryCheckedMenuButton', { menuCode: sysmenu.menuCode, roleId: operatorRole }));
    expect(checked.filter((b) => b.checked).map((b) => b.buttonCode)).toEqual(['add']);
    expect(result<{ buttonCode: string; menuCode: string }[]>(await get('queryMenuButtonByRoleCode', { roleCode: 'ROLE_OPERATOR' }))).toEqual(expect.arrayContaining([expect.objectContaining({ buttonCode: 'add', menuCode: sysmenu.menuCode, buttonId: add })]));
    expect((await authority(operator)).menuButton).toEqual(expect.arrayContaining([{ menuId: sysmenu.id, buttonId: add, menuButton: 'add' }]));

    const sysorg = await menuOf('demo', '/sysorg');
    const orgAdd = await buttonOf(sysorg.id, 'add');
    expect(refusal(await post('authorizeMenuButtonToRole', { roleId: operatorRole, buttonIds: [add, orgAdd] }), 400)).toContain(String(orgAdd));
    expect(result<{ checked: boolean }[]>(await get('queryCheckedMenuButton', { menuCode: sysmenu.menuCode, roleId: operatorRole })).filter((b) => b.checked)).toHaveLength(1);
  });

  it('answers the checkable tree with buttons as leaves and the role’s checked keys', async () => {
    const sysmenu = await menuOf('demo', '/sysmenu');
    const { tree, checkedKeys } = result<{ tree: any[]; checkedKeys: string[] }>(await get('queryMenuButtonCheckbox', { roleId: operatorRole }));
    const find = (nodes: any[], key: string): any => nodes.map((n) => (n.key === key ? n : find(n.children, key))).find(Boolean);
    const node = find(tree, `menu:${sysmenu.id}`);
    expect(node).toMatchObject({ kind: 'menu', code: sysmenu.menuCode, title: '菜单管理' });
    expect(node.children.filter((c: any) => c.kind === 'button').map((c: any) => c.code)).toEqual(['add', 'edit', 'delete', 'export', 'authorize']);
    expect(checkedKeys).toEqual(expect.arrayContaining([`menu:${sysmenu.id}`, `button:${await buttonOf(sysmenu.id, 'add')}`]));
    const plain = result<any[]>(await get('querySysMenuButtonTree'));
    expect(find(plain, `menu:${sysmenu.id}`).children.length).toBe(node.children.length);
  });

  it('takes a menu away with its buttons', async () => {
    const sysmenu = await menuOf('demo', '/sysmenu');
    const menus = result<number[]>(await get('queryMenuIdByRoleId', { roleId: operatorRole }));
    expect(result(await post('authorizeMenuToRole', { roleId: operatorRole, menuIds: menus.filter((id) => id !== sysmenu.id) }))).toMatchObject({ added: [], removed: [sysmenu.id] });
    expect(result<any[]>(await get('queryMenuButtonByRoleCode', { roleCode: 'ROLE_OPERATOR' })).some((b) => b.menuId === sysmenu.id)).toBe(false);
    expect(paths((await authority(operator)).menu)).not.toContain('/sysmenu');
  });
});

describe('the toolbar\'s "Grant to role" (command grantToRole)', () => {
  const grant = (params: unknown, client = admin) => client.request('POST', '/api/clearway/entity/admin.sysmenu/command/grantToRole', { json: { params } });

  it('offers the tenant\'s roles in its role picker, not another tenant\'s', async () => {
    const options = expectOk<{ value: number; label: string }[]>(await admin.request('POST', '/api/clearway/references/options', { json: { entity: 'admin.sysmenu.grantToRole', field: 'roleId' } }));
    expect(options).toEqual(expect.arrayContaining([{ value: operatorRole, label: '仓库操作员' }]));
    expect(options.some((o) => o.value === harborRole)).toBe(false);
    refusal(await operator.request('POST', '/api/clearway/references/options', { json: { entity: 'admin.sysmenu.grantToRole', field: 'roleId' } }), 403);
  });

  it('replaces the role\'s menus and buttons with the checked keys; a checked button brings its menu', async () => {
    const sysorg = await menuOf('demo', '/sysorg');
    const orgEdit = await buttonOf(sysorg.id, 'edit');
    const { checkedKeys } = result<{ checkedKeys: string[] }>(await get('queryMenuButtonCheckbox', { roleId: operatorRole }));
    expectOk(await grant({ roleId: operatorRole, grants: [...checkedKeys, `button:${orgEdit}`] }));
    expect(result<number[]>(await get('queryMenuIdByRoleId', { roleId: operatorRole }))).toContain(sysorg.id);
    const seen = await authority(operator);
    expect(paths(seen.menu)).toContain('/sysorg');
    expect(seen.menuButton).toEqual(expect.arrayContaining([{ menuId: sysorg.id, buttonId: orgEdit, menuButton: 'edit' }]));
    expect(refusal(await grant({ roleId: operatorRole, grants: ['menu:x'] }), 400)).toContain('menu:x');
    // Back as it was.
    expectOk(await grant({ roleId: operatorRole, grants: checkedKeys }));
    expect(paths((await authority(operator)).menu)).not.toContain('/sysorg');
  });
});

describe('refusals', () => {
  it("refuses another tenant's role, menus and buttons by id, granting nothing", async () => {
    const harborMenu = await menuOf('harbor', '/sysmenu');
    const demoMenu = await menuOf('demo', '/sysmenu');
    const before = result<number[]>(await get('queryMenuIdByRoleId', { roleId: operatorRole }));
    expect(refusal(await get('queryMenuIdByRoleId', { roleId: harborRole }), 404)).toContain(String(harborRole));
    expect(refusal(await post('authorizeMenuToRole', { roleId: harborRole, menuIds: [demoMenu.id] }), 404)).toContain(String(harborRole));
    expect(refusal(await post('authorizeMenuToRole', { roleId: operatorRole, menuIds: [...before, harborMenu.id] }), 400)).toContain(String(harborMenu.id));
    const harborButton = await buttonOf(harborMenu.id, 'add');
    expect(refusal(await post('authorizeMenuButtonToRole', { roleId: operatorRole, buttonIds: [harborButton] }), 400)).toContain(String(harborButton));
    expect(refusal(await get('queryMenuButtonByRoleCode', { roleCode: 'NO_SUCH_ROLE' }), 404)).toContain('NO_SUCH_ROLE');
    expect(result<number[]>(await get('queryMenuIdByRoleId', { roleId: operatorRole }))).toEqual(before);
    // The other tenant's administrator cannot touch this tenant's role either.
    refusal(await post('authorizeMenuToRole', { roleId: operatorRole, menuIds: [] }, harbor), 404);
    expect(result<number[]>(await get('queryMenuIdByRoleId', { roleId: operatorRole }))).toEqual(before);
  });

  it('refuses a user who is not an administrator', async () => {
    refusal(await get('queryMenuIdByRoleId', { roleId: operatorRole }, operator), 403);
    refusal(await post('authorizeMenuToRole', { roleId: operatorRole, menuIds: [] }, operator), 403);
    refusal(await get('queryDataFieldByMenuCode', { menuCode: 'x' }, operator), 403);
  });

  it('refuses ids that are not ids, naming the parameter', async () => {
    expect(refusal(await post('authorizeMenuToRole', { roleId: operatorRole, menuIds: ['x'] }), 400)).toContain('menuIds');
  });
});

describe('data fields of a menu', () => {
  it("lists the fields of the menu's page from its schema, grants and takes them away", async () => {
    const sysmenu = await menuOf('demo', '/sysmenu');
    const fields = result<{ field: string; title: string; granted: boolean }[]>(await get('queryDataFieldByMenuCode', { menuCode: sysmenu.menuCode, roleId: operatorRole }));
    expect(fields.map((f) => f.field)).toEqual(expect.arrayContaining(['menuName', 'menuCode', 'menuPath']));
    expect(fields.find((f) => f.field === 'menuName')).toEqual({ field: 'menuName', title: '菜单名称', type: 'string', granted: false, mask: null });

    // The role does not hold /sysmenu now: its fields are refused until the menu is granted.
    refusal(await post('authorizeMenuDataToRole', { roleId: operatorRole, menuCode: sysmenu.menuCode, fieldNames: ['menuName'] }), 400);
    const menus = result<number[]>(await get('queryMenuIdByRoleId', { roleId: operatorRole }));
    expectOk(await post('authorizeMenuToRole', { roleId: operatorRole, menuIds: [...menus, sysmenu.id] }));
    expect(result(await post('authorizeMenuDataToRole', { roleId: operatorRole, menuCode: sysmenu.menuCode, fieldNames: ['menuName', 'menuPath'] }))).toEqual({ added: ['menuName', 'menuPath'], removed: [] });
    const granted = async () => result<{ field: string; granted: boolean }[]>(await get('queryDataFieldByMenuCode', { menuCode: sysmenu.menuCode, roleId: operatorRole })).filter((f) => f.granted).map((f) => f.field);
    expect(await granted()).toEqual(['menuName', 'menuPath']);
    expect(refusal(await post('authorizeMenuDataToRole', { roleId: operatorRole, menuCode: sysmenu.menuCode, fieldNames: ['noSuchField'] }), 400)).toContain('noSuchField');
    expect(result(await post('deleteDataField', { roleId: operatorRole, menuCode: sysmenu.menuCode, fieldNames: ['menuPath'] }))).toEqual({ added: [], removed: ['menuPath'] });
    expect(await granted()).toEqual(['menuName']);
    expect(refusal(await get('queryDataFieldByMenuCode', { menuCode: 'noSuchMenu' }), 400)).toContain('noSuchMenu');
  });

  it('answers no fields for a menu whose page has no entity schema', async () => {
    const home = await menuOf('demo', '/operate');
    expect(result(await get('queryDataFieldByMenuCode', { menuCode: home.menuCode }))).toEqual([]);
  });
});

describe('menu buttons (the admin pattern of sysmenubutton, spec 02 §7)', () => {
  const BUTTON = '/api/admin/sysmenubutton';

  it('lists a menu\'s buttons, adds, renames and deletes one; the export is a file', async () => {
    const menu = await menuOf('demo', '/carrierManagement');
    const listed = expectOk(await admin.request('GET', `${BUTTON}/querySysMenuButton`, { query: { menuId: menu.id } })) as { list: { buttonCode: string }[] };
    expect(listed.list.map((b) => b.buttonCode)).toEqual(expect.arrayContaining(['add', 'edit', 'delete', 'export']));

    const added = expectOk(await admin.request('POST', `${BUTTON}/addSysMenuButton`, { json: { menuId: menu.id, buttonCode: 'printLabel', buttonName: '打印面单', buttonNameEn: 'Print label' } })) as { id: number; version: number };
    const renamed = expectOk(await admin.request('PUT', `${BUTTON}/updateSysMenuButton`, { json: { ...added, buttonName: '打印标签' } })) as { buttonName: string };
    expect(renamed.buttonName).toBe('打印标签');
    // A code a menu already has is refused, naming the field; nothing is added.
    const duplicate = await admin.request('POST', `${BUTTON}/addSysMenuButton`, { json: { menuId: menu.id, buttonCode: 'printLabel', buttonName: '重复' } });
    expect(duplicate.http).toBe(400);
    expect(JSON.stringify(duplicate.body)).toContain('buttonCode');
    const file = await admin.request('POST', `${BUTTON}/exportSysMenuButton`, { json: { filters: { menuId: menu.id } } });
    expect(file.http).toBe(200);
    expectOk(await admin.request('POST', `${BUTTON}/deleteSysMenuButton`, { query: { id: added.id } }));
    expect(await server.ctx.db.selectFrom('sysMenuButton').select('id').where('id', '=', added.id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses another tenant\'s menu, bad input and a user without /sysmenu', async () => {
    const harborMenu = await menuOf('harbor', '/carrierManagement');
    const foreign = await admin.request('POST', `${BUTTON}/addSysMenuButton`, { json: { menuId: harborMenu.id, buttonCode: 'x1', buttonName: '外租户' } });
    expect([400, 404]).toContain(foreign.http);
    expect(await server.ctx.db.selectFrom('sysMenuButton').select('id').where('menuId', '=', harborMenu.id).where('buttonCode', '=', 'x1').executeTakeFirst()).toBeUndefined();
    const menu = await menuOf('demo', '/carrierManagement');
    const bad = await admin.request('POST', `${BUTTON}/addSysMenuButton`, { json: { menuId: menu.id, buttonCode: '1bad code', buttonName: '' } });
    expect(bad.http).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('buttonCode');
    // (the operator's role may hold /sysmenu by now: the customs user's does not)
    const customs = await signInAs(server, 'customs');
    expect((await customs.request('GET', `${BUTTON}/querySysMenuButton`, { query: { menuId: menu.id } })).http).toBe(403);
    expect((await harbor.request('POST', `${BUTTON}/deleteSysMenuButton`, { query: { id: await buttonOf(menu.id, 'add') } })).http).toBe(404);
  });
});
