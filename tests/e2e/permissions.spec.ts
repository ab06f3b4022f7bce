import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, pickOption, USERS } from './support';

/**
 * Permissions end to end (issue 13, spec 01 §6 and spec 02 §6): an administrator makes a role, grants it two menus
 * and one button, hides one data field from it and gives it to a new user; that user sees exactly those menus, finds
 * the other buttons gone, does not get the field in the list, the detail or an export, and a direct call to a URL
 * they were not granted is refused.
 */
const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');

/** Picks an option of a searchable select by typing part of it. */
/** A node of a checkable tree by its exact title. */
const treeNode = (page: Page, tree: Locator, title: string) => tree.locator('.ant-tree-treenode').filter({ has: page.getByTitle(title, { exact: true }) });

test('a role with two menus, one button and a hidden field: its user sees exactly that, and the server holds to it', async ({ page, browser }) => {
  const suffix = Date.now().toString(36).toUpperCase();
  const roleCode = `ROLE_DOC_${suffix}`;
  const roleName = `单证专员${suffix}`;
  const username = `doc${suffix.toLowerCase()}`;
  await login(page, USERS.admin);

  // 1. The role, on /bdtSysrole.
  await page.goto('/bdtSysrole');
  await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
  const roleForm = page.getByTestId('entity-form');
  await roleForm.getByRole('textbox', { name: '角色编码' }).fill(roleCode);
  await roleForm.getByRole('textbox', { name: '角色名称' }).fill(roleName);
  await page.getByTestId('form-save').click();
  await expect(roleForm).toHaveCount(0);

  // 2. Two menus and one button, in the tree of menus and buttons on /sysmenu: 承运商管理 with its 导出, and 国家地区.
  await page.goto('/sysmenu');
  await list(page).getByRole('button', { name: '授权给角色' }).click();
  const grant = page.getByTestId('entity-form');
  await pickOption(page, grant.getByRole('combobox', { name: '角色' }), suffix, roleName);
  const menus = grant.getByTestId('tree-checkbox');
  const search = menus.getByRole('searchbox', { name: '搜索' });
  await search.fill('承运商管理');
  const carriers = treeNode(page, menus, '承运商管理');
  await carriers.locator('.ant-tree-checkbox').click();
  await expect(carriers).toHaveClass(/ant-tree-treenode-checkbox-checked/);
  // The menu's buttons are its leaves: only 导出 of them.
  const exportButton = menus.locator('.ant-tree-treenode').filter({ has: page.getByTitle('导出', { exact: true }) }).first();
  await exportButton.locator('.ant-tree-checkbox').click();
  await expect(exportButton).toHaveClass(/ant-tree-treenode-checkbox-checked/);
  await search.fill('国家地区');
  const countries = treeNode(page, menus, '国家地区');
  await countries.locator('.ant-tree-checkbox').click();
  await expect(countries).toHaveClass(/ant-tree-treenode-checkbox-checked/);
  await page.getByTestId('form-save').click();
  await expect(grant).toHaveCount(0);

  // 3. Hide the carrier's phone from the role on /datapermission: every other field of the page is checked.
  await page.goto('/datapermission');
  await list(page).getByRole('button', { name: /^授\s*权$/ }).click();
  const dataGrant = page.getByTestId('entity-form');
  await pickOption(page, dataGrant.getByRole('combobox', { name: '角色' }), suffix, roleName);
  await pickOption(page, dataGrant.getByRole('combobox', { name: '菜单' }), '承运商', '承运商管理');
  const fields = dataGrant.getByTestId('tree-checkbox');
  await expect(treeNode(page, fields, '联系电话')).toBeVisible();
  const titles = await fields.locator('.ant-tree-treenode .ant-tree-title').allTextContents();
  expect(titles).toContain('承运商编码');
  for (const title of titles.filter((t) => t !== '联系电话')) await treeNode(page, fields, title).locator('.ant-tree-checkbox').click();
  await page.getByTestId('form-save').click();
  await expect(dataGrant).toHaveCount(0);
  await expect(rows(page).filter({ hasText: roleCode })).toBeVisible();

  // 4. A user holding the role, on /sysuser.
  await page.goto('/sysuser');
  await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
  const userForm = page.getByTestId('entity-form');
  await userForm.getByRole('textbox', { name: '用户名' }).fill(username);
  await userForm.getByLabel('初始密码').fill('Docs2026ok');
  await userForm.getByRole('textbox', { name: '姓名' }).fill('单证小周');
  await pickOption(page, userForm.getByRole('combobox', { name: '角色' }), suffix, roleName);
  await page.locator('.ant-modal-title').click();
  await page.getByTestId('form-save').click();
  await expect(userForm).toHaveCount(0);

  // 5. The user: exactly the two menus (with their sections) in the sidebar.
  const theirs = await browser.newContext({ acceptDownloads: true });
  const user = await theirs.newPage();
  await login(user, { username, password: 'Docs2026ok' });
  const sidebar = user.getByTestId('sidebar');
  await expect(sidebar.getByText('承运商管理').first()).toBeAttached();
  await expect(sidebar.getByText('国家地区').first()).toBeAttached();
  for (const other of ['用户管理', '菜单管理', '扫描记录查询', '数据权限', '客户资料']) await expect(sidebar.getByText(other, { exact: true }), other).toHaveCount(0);

  // The carriers page: export is there, the buttons not granted are not; no phone column.
  await user.goto('/carrierManagement');
  await expect(rows(user).first()).toBeVisible({ timeout: 20_000 });
  const toolbar = list(user);
  await expect(toolbar.getByRole('button', { name: /^导\s*出$/ })).toBeEnabled();
  for (const name of [/^新\s*增$/, /^导\s*入$/]) {
    const button = toolbar.getByRole('button', { name });
    if (await button.count()) await expect(button).toBeDisabled();
  }
  for (const name of [/^编\s*辑$/, /^删\s*除$/]) {
    const button = rows(user).first().getByRole('button', { name });
    if (await button.count()) await expect(button).toBeDisabled();
  }
  await expect(list(user).getByRole('columnheader', { name: '承运商名称' })).toBeVisible();
  await expect(list(user).getByRole('columnheader', { name: '联系电话' })).toHaveCount(0);

  // Nor in the detail.
  await rows(user).first().getByRole('button', { name: /^查\s*看$/ }).click();
  const detail = user.getByTestId('detail-view');
  await expect(detail.getByText('承运商名称').first()).toBeVisible();
  await expect(detail.getByText('联系电话')).toHaveCount(0);
  await user.keyboard.press('Escape');

  // Nor in the export.
  const download = user.waitForEvent('download');
  await toolbar.getByRole('button', { name: /^导\s*出$/ }).click();
  const xlsx = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsx!);
  const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).filter(Boolean).map(String);
  expect(header).toContain('承运商名称');
  expect(header).not.toContain('联系电话');

  // The server refuses what was not granted, whatever the browser sends.
  const refused = await user.request.get('/api/admin/sysuser/querySysUser');
  expect(refused.status()).toBe(403);
  const save = await user.request.post('/api/bdtibs/base/saveCarrier', { data: { carrierCode: 'NOPE1', carrierName: '未授权' } });
  expect(save.status()).toBe(403);
  await theirs.close();
});
