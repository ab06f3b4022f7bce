/**
 * Trees (`tree` in a schema) over real HTTP, proven on /sysmenu and /sysorg: the nested read (querySysMenuTree), a
 * parent that must exist in the caller's tenant, no node under itself or its descendants, no delete of a node with
 * children, the read grant, and the menu seed that leaves an administrator's edits (and deletions) alone.
 */
import { sql } from 'kysely';
import { routeCatalogue } from '../../schemas/routes';
import { seedMenus } from '../../server/seed/seed-menus';
import { TestClient, expectOk } from './http-client';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
});
afterAll(async () => server?.close());

type Node = Record<string, any> & { id: number; children?: Node[]; hasChildren: boolean };
const MENU = '/api/admin/sysmenu';
const tree = async (client = admin, query: Record<string, string | number> = {}) => expectOk<Node[]>(await client.request('GET', `${MENU}/querySysMenuTree`, { query }));
const find = (nodes: Node[], path: string): Node | undefined => {
  for (const node of nodes) {
    if (node.menuPath === path) return node;
    const below = node.children && find(node.children, path);
    if (below) return below;
  }
  return undefined;
};
const menu = async (path: string, client = admin) => find(await tree(client), path)!;
const update = (row: Record<string, unknown>, client = admin) => client.request('PUT', `${MENU}/updateSysMenu`, { json: row });
const editable = ({ children: _c, hasChildren: _h, meta: _m, createdAt: _ca, createdBy: _cb, updatedAt: _ua, updatedBy: _ub, ext: _e, ...row }: Node) => row;
const tenantOf = async (username: string) => (await server.ctx.db.selectFrom('sysUser').select('tenantId').where('username', '=', username).executeTakeFirstOrThrow()).tenantId;

describe('querySysMenuTree', () => {
  it('answers the menus nested in sequence order, with hasChildren', async () => {
    const nodes = await tree();
    const adminSection = find(nodes, '/admin')!;
    expect(adminSection.hasChildren).toBe(true);
    expect(adminSection.children!.map((n) => n.menuPath)).toEqual(expect.arrayContaining(['/sysmenu', '/sysorg']));
    const sequences = adminSection.children!.map((n) => n.menuSequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(find(nodes, '/sysmenu')).toMatchObject({ menuName: '菜单管理', menuParent: adminSection.id, version: expect.any(Number), _labels: { menuParent: '系统管理' } });
  });

  it('answers one level for lazy loading, and a search keeps the ancestors of matches', async () => {
    const adminSection = await menu('/admin');
    const level = await tree(admin, { parentId: adminSection.id });
    expect(level.every((n) => n.menuParent === adminSection.id && n.children === undefined)).toBe(true);
    const found = await tree(admin, { keyword: '组织管理' });
    expect(found.map((n) => n.menuPath)).toEqual(['/admin']);
    expect(found[0]!.children!.map((n) => n.menuPath)).toEqual(['/sysorg']);
  });

  it('shows each tenant its own menus only, and refuses a user without the grant', async () => {
    const demoIds = new Set((await tree()).map((n) => n.id));
    expect((await tree(harbor)).some((n) => demoIds.has(n.id))).toBe(false);
    const refused = await operator.request('GET', `${MENU}/querySysMenuTree`);
    expect(refused.http).toBe(403);
    expect((await update({ id: 1, version: 1, menuName: 'x' }, operator)).http).toBe(403);
  });
});

describe("a menu's buttons (the detail's related tab)", () => {
  it('reads the buttons of a menu through FIND_MENU_BUTTON, within the tenant', async () => {
    const row = await menu('/sysmenu');
    const buttons = expectOk<{ buttonCode: string }[]>(await admin.query('findAllByCallId', { qid: 'FIND_MENU_BUTTON', filters: JSON.stringify({ menuId: row.id }) }));
    expect(buttons.map((b) => b.buttonCode)).toEqual(['add', 'edit', 'delete', 'export', 'authorize']);
    expect(expectOk(await harbor.query('findAllByCallId', { qid: 'FIND_MENU_BUTTON', filters: JSON.stringify({ menuId: row.id }) }))).toEqual([]);
  });
});

describe('moving a node', () => {
  it('refuses a menu as its own parent, naming the field', async () => {
    const row = await menu('/sysparam');
    const refused = await update({ ...editable(row), menuParent: row.id });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe('上级菜单：「参数管理」不能放在它自己或它的下级之下');
    expect(refused.body.data.fields).toHaveProperty('menuParent');
  });

  it('refuses a move under its own descendant', async () => {
    const section = await menu('/admin');
    const refused = await update({ ...editable(section), menuParent: (await menu('/sysmenu')).id });
    expect(refused.http).toBe(400);
    expect(refused.body.data.fields).toHaveProperty('menuParent');
  });

  it('answers a missing parent with a 400 naming the field, not a 500', async () => {
    const row = await menu('/sysparam');
    const refused = await update({ ...editable(row), menuParent: 999999 });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe('上级菜单：上级 999999 不存在');
    const added = await admin.request('POST', `${MENU}/addSysMenu`, { json: { menuName: '孤儿', menuCode: 'orphan', menuPath: '/orphan', menuParent: 999999 } });
    expect(added.http).toBe(400);
    expect(added.body.data.fields).toHaveProperty('menuParent');
  });

  it("refuses another tenant's node as parent", async () => {
    const theirs = (await tree(harbor))[0]!;
    const refused = await update({ ...editable(await menu('/sysparam')), menuParent: theirs.id });
    expect(refused.http).toBe(400);
    expect(refused.body.data.fields).toHaveProperty('menuParent');
  });

  it('moves a node elsewhere and creates one under a parent', async () => {
    const row = await menu('/sysparam');
    const home = row.menuParent;
    const target = await menu('/sysorg');
    expect(expectOk(await update({ ...editable(row), menuParent: target.id })).menuParent).toBe(target.id);
    expect((await menu('/sysorg')).children!.map((n) => n.menuPath)).toEqual(['/sysparam']);
    const back = await menu('/sysparam');
    expectOk(await update({ id: back.id, version: back.version, menuParent: home }));
    const created = expectOk(await admin.request('POST', `${MENU}/addSysMenu`, { json: { menuName: '新菜单', menuCode: 'newMenu', menuPath: '/newMenu', menuParent: target.id } }));
    expect(created).toMatchObject({ menuParent: target.id, menuSequence: 0 });
  });
});

describe('deleting a node', () => {
  it('refuses a node with children, naming it and how many', async () => {
    const section = await menu('/admin');
    const refused = await admin.request('POST', `${MENU}/deleteSysMenu`, { query: { id: section.id, platformCode: 0 } });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe(`「系统管理」下还有 ${section.children!.length} 个下级，请先删除或移走它们`);
    expect(await menu('/admin')).toBeDefined();
  });

  it('deletes a leaf (id with platformCode 0, as the spec sends it)', async () => {
    const leaf = await menu('/newMenu');
    expect(expectOk(await admin.request('POST', `${MENU}/deleteSysMenu`, { query: { id: leaf.id, platformCode: 0 } }))).toEqual({ deleted: 1 });
  });
});

describe('seeding the menus again', () => {
  it("keeps an administrator's rename and deletion, refreshes untouched menus, and the sidebar shows the rename", async () => {
    const tenantId = await tenantOf('admin');
    const renamed = expectOk(await update({ id: (await menu('/sysparam')).id, version: (await menu('/sysparam')).version, menuName: '系统参数' }));
    const untouched = await menu('/sysdict');
    await server.ctx.db.updateTable('sysMenu').set({ menuName: '旧名字' }).where('id', '=', untouched.id).execute();
    const gone = await menu('/notification');
    expectOk(await admin.request('POST', `${MENU}/deleteSysMenu`, { query: { id: gone.id, platformCode: 0 } }));

    await seedMenus(server.ctx.db, tenantId, routeCatalogue);

    expect((await menu('/sysparam')).menuName).toBe('系统参数');
    expect((await menu('/sysparam')).version).toBe(renamed.version);
    expect((await menu('/sysdict')).menuName).toBe(untouched.menuName);
    expect(await menu('/notification')).toBeUndefined();

    // A route the tenant never had (new in the catalogue) is inserted, with its buttons.
    const fresh = await menu('/syspost');
    await server.ctx.db.deleteFrom('sysMenu').where('id', '=', fresh.id).execute();
    await server.ctx.db.deleteFrom('sysMenuSeeded').where('tenantId', '=', tenantId).where('menuPath', '=', '/syspost').execute();
    await seedMenus(server.ctx.db, tenantId, routeCatalogue);
    const back = await menu('/syspost');
    expect(back).toMatchObject({ menuName: '岗位管理', menuParent: fresh.menuParent });
    expect(await server.ctx.db.selectFrom('sysMenuButton').select('buttonCode').where('menuId', '=', back.id).execute()).not.toHaveLength(0);

    const authority = expectOk(await admin.request('POST', '/api/account/sysuserdetail/queryCurrentAuthority'));
    const entry = find(authority.menu.map(function rename(e: any): any { return { ...e, menuPath: e.path, children: e.routes.map(rename) }; }), '/sysparam')!;
    expect(entry.meta.title.zh).toBe('系统参数');
  });
});

describe('the session cache', () => {
  it('moves the authority version when an administrator disables a menu, so grants are read again', async () => {
    const version = async () => (await sql<{ version: string }>`SELECT version FROM authority_version`.execute(server.ctx.db)).rows[0]!.version;
    const before = await version();
    const row = await menu('/sysregion');
    expectOk(await update({ id: row.id, version: row.version, menuStatus: 0 }));
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
    expect(await menu('/sysregion')).toMatchObject({ menuStatus: 0 });
  });
});

describe('organisations', () => {
  it('lists the organisation types with queryOrgType, in the caller\'s language', async () => {
    expect(expectOk(await admin.request('GET', '/api/admin/sysorg/queryOrgType'))).toEqual([
      { value: 'company', label: '公司', zh: '公司', en: 'Company' },
      { value: 'branch', label: '分公司', zh: '分公司', en: 'Branch' },
      { value: 'department', label: '部门', zh: '部门', en: 'Department' },
    ]);
    expect((await new TestClient(server.url).request('GET', '/api/admin/sysorg/queryOrgType')).http).toBe(401);
  });

  it('reads the organisation tree (company → department) and guards it like the menus', async () => {
    const nodes = expectOk<Node[]>(await admin.request('GET', '/api/admin/sysorg/querySysOrgTree'));
    const company = nodes.find((n) => n.orgType === 'company')!;
    expect(company.children!.length).toBeGreaterThan(0);
    const branch = company.children!.find((n) => n.orgType === 'branch')!;
    expect(branch.children!.map((n) => [n.orgName, n.orgType])).toEqual([['深圳仓储部', 'department'], ['深圳关务部', 'department']]);
    const refused = await admin.request('POST', '/api/admin/sysorg/deleteSysOrg', { query: { id: company.id } });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toContain(company.orgName);
  });
});

describe('goods categories (/goodsCategory: the spec\'s own call names)', () => {
  const CATEGORY = '/api/bdtibs/goodsCategory';
  it('answers a level with findChildCategory, and guards saveCategory and removeCategory', async () => {
    const roots = expectOk<Node[]>(await admin.request('GET', `${CATEGORY}/findChildCategory`, { query: { parentId: 0 } }));
    const food = roots.find((n) => n.categoryName === '食品')!;
    expect(food.hasChildren).toBe(true);
    const level = expectOk<Node[]>(await admin.request('GET', `${CATEGORY}/findChildCategory`, { query: { parentId: food.id } }));
    expect(level.map((n) => n.categoryName)).toEqual(['奶粉', '保健食品', '零食']);
    const whole = expectOk<Node[]>(await admin.request('GET', `${CATEGORY}/findChildCategory`));
    expect(find(whole.map(function named(n: Node): Node { return { ...n, menuPath: n.categoryName, children: n.children?.map(named) }; }), '婴儿配方奶粉（0–6 月）')).toBeDefined();

    const orphan = await admin.request('POST', `${CATEGORY}/saveCategory`, { json: { categoryName: '孤儿', categoryCode: 'ORPHAN', parentId: 999999 } });
    expect(orphan.http).toBe(400);
    expect(orphan.body.data.fields).toHaveProperty('parentId');
    const created = expectOk(await admin.request('POST', `${CATEGORY}/saveCategory`, { json: { categoryName: '羊奶粉', categoryCode: 'GOATMILK', parentId: level[0]!.id } }));
    expect(created.parentId).toBe(level[0]!.id);

    const refused = await admin.request('POST', `${CATEGORY}/removeCategory`, { json: { id: food.id } });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe('「食品」下还有 3 个下级，请先删除或移走它们');
    expect(expectOk(await admin.request('POST', `${CATEGORY}/removeCategory`, { json: { id: created.id } }))).toEqual({ deleted: 1 });
  });
});
