import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, pickOption, USERS } from './support';

/**
 * Roles, URL permissions and data permissions as an administrator does them (docs/domain/administration.md "Roles",
 * "URL permissions", "Data permissions"): a role made on /bdtSysrole, a URL granted to it on /sysurl, a field hidden
 * for it on /datapermission — and a user of that role no longer gets the field.
 */
const list = (page: Page) => page.getByTestId('schema-list');

/** Picks an option of a searchable select by typing part of it. */
/** The envelope's data of a call made with the page's session (the token cookie the app keeps). */
async function call(request: APIRequestContext, method: 'GET' | 'POST' | 'FORM', url: string, data?: Record<string, string | number>) {
  const reply = method === 'GET' ? await request.get(url) : method === 'FORM' ? await request.post(url, { form: data }) : await request.post(url, { data });
  const body = await reply.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data;
}

test('an administrator makes a role, grants it a URL and hides a field from it', async ({ page, browser }) => {
  const code = `ROLE_E2E_${Date.now().toString(36).toUpperCase()}`;
  await login(page, USERS.admin);

  // /bdtSysrole: a new role, its code checked as typed.
  await page.goto('/bdtSysrole');
  await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
  const form = page.getByTestId('entity-form');
  await form.getByRole('textbox', { name: '角色编码' }).fill('role_bad');
  await form.getByRole('textbox', { name: '角色名称' }).fill('报关复核员');
  await page.getByTestId('form-save').click();
  await expect(form.getByText(/以 ROLE_ 开头/)).toBeVisible();
  await form.getByRole('textbox', { name: '角色编码' }).fill(code);
  await page.getByTestId('form-save').click();
  await expect(form).toHaveCount(0);
  await expect(list(page).getByRole('cell', { name: code, exact: true })).toBeVisible();
  const role = (await call(page.request, 'GET', `/api/admin/sysrole/querySysRole?roleCode=${code}`)).list[0];
  expect(role).toMatchObject({ roleCode: code, roleName: '报关复核员', roleType: 'staff' });

  // /sysurl: grant one call to the role in the tree of URLs.
  await page.goto('/sysurl');
  await list(page).getByRole('textbox', { name: 'URL' }).fill('sysrole/queryRoleCode');
  await page.getByTestId('list-search').click();
  await expect(list(page).getByRole('cell', { name: '/api/admin/sysrole/queryRoleCode', exact: true })).toBeVisible();
  await expect(list(page).getByRole('cell', { name: '服务器路由' })).toBeVisible();
  await list(page).getByRole('button', { name: '授权给角色' }).click();
  const dialog = page.getByTestId('entity-form');
  await pickOption(page, dialog.getByRole('combobox', { name: '角色' }), '报关复核', '报关复核员');
  const tree = dialog.getByTestId('tree-checkbox');
  await tree.getByRole('searchbox', { name: '搜索' }).fill('/api/admin/sysrole/queryRoleCode');
  const node = tree.locator('.ant-tree-treenode').filter({ hasText: 'GET /api/admin/sysrole/queryRoleCode' });
  await node.locator('.ant-tree-checkbox').click();
  await expect(node).toHaveClass(/ant-tree-treenode-checkbox-checked/);
  await page.getByTestId('form-save').click();
  await expect(dialog).toHaveCount(0);
  const url = (await call(page.request, 'GET', '/api/admin/sysurl/querySysUrl?url=/api/admin/sysrole/queryRoleCode&urlMethod=GET')).list[0];
  expect((await call(page.request, 'GET', `/api/admin/sysurl/queryRoleIdByUrlId?urlId=${url.id}`)).result).toEqual([role.id]);

  // The role holds the carriers page, and the customs user holds the role.
  const menu = (await call(page.request, 'FORM', '/api/bdtibs/base/querySysMenu', { menuPath: '/carrierManagement' })).list[0];
  await call(page.request, 'POST', '/api/admin/sysmenu/authorizeMenuToRole', { roleId: role.id, menuIds: [menu.id] } as never);

  // /datapermission: the role sees the carrier's code and name only.
  await page.goto('/datapermission');
  await list(page).getByRole('button', { name: /^授\s*权$/ }).click();
  const grant = page.getByTestId('entity-form');
  await pickOption(page, grant.getByRole('combobox', { name: '角色' }), '报关复核', '报关复核员');
  await pickOption(page, grant.getByRole('combobox', { name: '菜单' }), '承运商', '承运商管理');
  const fields = grant.getByTestId('tree-checkbox');
  for (const title of ['承运商编码', '承运商名称']) await fields.locator('.ant-tree-treenode').filter({ has: page.getByTitle(title, { exact: true }) }).locator('.ant-tree-checkbox').click();
  await page.getByTestId('form-save').click();
  await expect(grant).toHaveCount(0);
  const row = list(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code });
  await expect(row).toContainText('carrierCode, carrierName');

  // A user holding only that role for the page does not get the phone any more.
  const holder = await browser.newContext();
  const customs = await holder.newPage();
  await login(customs, USERS.customs);
  const customsId = (await call(page.request, 'GET', '/api/admin/sysrole/queryRoleUsers?roleId=' + (await call(page.request, 'GET', '/api/admin/sysrole/querySysRole?roleCode=ROLE_CUSTOMS')).list[0].id)).result
    .find((u: { username: string }) => u.username === 'customs').id;
  await call(page.request, 'POST', '/api/admin/sysrole/authorizeUserToRole', { roleId: role.id, userIds: [customsId] } as never);
  const carriers = await call(customs.request, 'FORM', '/api/bdtibs/dataQuery/findPageByCallId', { qid: 'FIND_CARRIER', currentPage: 1, pageSize: 5 });
  expect(carriers.list.length).toBeGreaterThan(0);
  expect(carriers.list[0]).toHaveProperty('carrierCode');
  expect(carriers.list[0]).not.toHaveProperty('contactPhone');

  // Deleting the role is refused while the customs user holds it; the row's 删除 takes the fields away.
  const refused = await (await page.request.post('/api/admin/sysrole/deleteSysRole', { form: { id: role.id } })).json();
  expect(refused.message).toContain('仍分配给 1 个用户');
  await call(page.request, 'POST', '/api/admin/sysrole/authorizeUserToRole', { roleId: role.id, userIds: [] } as never);
  await row.getByRole('button', { name: /^删\s*除$/ }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(row).toHaveCount(0);
  await holder.close();
});
