import { expect, test, type Page } from '@playwright/test';
import { login, pickOption, USERS } from './support';

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
/** A menu's row, found by its path cell (the name cell also holds the expander's label). */
const row = (page: Page, path: string) => rows(page).filter({ has: page.getByRole('cell', { name: path, exact: true }) });

test.describe('trees (/sysmenu, /sysorg, /goodsCategory)', () => {
  test('expand a section, rename a menu, see the new name in the sidebar after a reload', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/sysmenu');
    // The tree opens with its top-level sections; a section's pages show when it is expanded.
    await expect(row(page, '/admin')).toBeVisible();
    await expect(row(page, '/sysparam')).toHaveCount(0);
    await row(page, '/admin').locator('.ant-table-row-expand-icon').click();
    await expect(row(page, '/sysparam')).toBeVisible();

    // The detail lists the menu's buttons.
    await row(page, '/sysmenu').getByRole('button', { name: /^查\s*看$/ }).click();
    const detail = page.getByTestId('detail-view');
    await detail.getByRole('tab', { name: '按钮' }).click();
    await expect(detail.getByTestId('related-rows').getByText('授权')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);

    // Edit the page's name; the parent is picked in a tree.
    await row(page, '/sysparam').getByRole('button', { name: /^编\s*辑$/ }).click();
    const form = page.getByTestId('entity-form');
    await expect(form.getByText('上级菜单')).toBeVisible();
    // The parent picker shows the current parent by its name.
    await expect(form.getByText('系统管理')).toBeVisible();
    await form.getByRole('textbox', { name: '菜单名称' }).fill('系统参数');
    await page.getByTestId('form-save').click();
    await expect(form).toHaveCount(0);

    // The search keeps the match's ancestors.
    await list(page).getByRole('textbox', { name: '菜单名称' }).fill('系统参数');
    await page.getByTestId('list-search').click();
    await expect(row(page, '/sysparam')).toBeVisible();
    await expect(row(page, '/admin')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, '/sysparam')).toContainText('系统参数');

    await page.reload();
    await expect(page.getByTestId('sidebar').getByText('系统参数').first()).toBeAttached();
  });

  test('grant a menu to the operator role in the tree of menus and buttons; the operator sees it after signing in', async ({ page, browser }) => {
    const grant = async (check: boolean) => {
      await page.goto('/sysmenu');
      await list(page).getByRole('button', { name: '授权给角色' }).click();
      const dialog = page.getByTestId('entity-form');
      const role = dialog.getByRole('combobox', { name: '角色' });
      await pickOption(page, role, '仓库', '仓库操作员');
      // The tree shows the role's grants once the role is chosen; the search narrows it to the page and its section.
      const tree = dialog.getByTestId('tree-checkbox');
      await expect(tree.locator('.ant-tree-treenode-checkbox-checked').first()).toBeVisible();
      await tree.getByRole('searchbox', { name: '搜索' }).fill('快递编码');
      const node = tree.locator('.ant-tree-treenode').filter({ has: page.getByTitle('快递编码', { exact: true }) });
      await expect(node).toBeVisible();
      if (check) await expect(node).not.toHaveClass(/ant-tree-treenode-checkbox-checked/);
      else await expect(node).toHaveClass(/ant-tree-treenode-checkbox-checked/);
      await node.locator('.ant-tree-checkbox').click();
      // Its buttons are its leaves.
      await expect(tree.getByTitle('新增', { exact: true }).first()).toBeVisible();
      await page.getByTestId('form-save').click();
      await expect(dialog).toHaveCount(0);
    };
    await login(page, USERS.admin);
    await grant(true);

    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    await login(operator, USERS.operator);
    const sidebar = operator.getByTestId('sidebar');
    await expect(sidebar.getByText('快递编码').first()).toBeVisible();
    await operatorContext.close();

    // The menu's detail lists its page's data fields (from the page's schema).
    await page.goto('/sysmenu');
    await row(page, '/admin').locator('.ant-table-row-expand-icon').click();
    await row(page, '/sysmenu').getByRole('button', { name: /^查\s*看$/ }).click();
    const detail = page.getByTestId('detail-view');
    await detail.getByRole('tab', { name: '数据字段' }).click();
    await expect(detail.getByTestId('related-call').getByRole('cell', { name: 'menuPath', exact: true })).toBeVisible();
    await expect(detail.getByTestId('related-call').getByRole('cell', { name: '路由地址', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // Back as it was, for the other tests' operator.
    await grant(false);
  });

  test('organisations and goods categories are trees too', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/sysorg');
    const company = rows(page).filter({ hasText: 'Demo Logistics 总部' });
    await expect(company).toBeVisible();
    await company.locator('.ant-table-row-expand-icon').click();
    await expect(rows(page).filter({ hasText: '深圳分公司' })).toBeVisible();

    await page.goto('/goodsCategory');
    const food = rows(page).filter({ has: page.getByRole('cell', { name: 'FOOD', exact: true }) });
    await expect(food).toBeVisible();
    await food.locator('.ant-table-row-expand-icon').click();
    await expect(rows(page).filter({ hasText: '奶粉' }).first()).toBeVisible();
    // Deleting a category with sub-categories is refused with the server's message.
    await food.getByRole('button', { name: /^删\s*除$/ }).click();
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await expect(page.getByText('「食品」下还有 3 个下级，请先删除或移走它们')).toBeVisible();
  });
});
