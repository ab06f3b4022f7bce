import { expect, test } from '@playwright/test';
import { login, USERS } from './support';

test.describe('menus and permissions', () => {
  test('the administrator sees the administration menus, the operator does not and gets 401 there', async ({ page, browser }) => {
    await login(page, USERS.admin);
    const adminSidebar = page.getByTestId('sidebar');
    await expect(adminSidebar.getByText('系统管理').first()).toBeVisible();
    await expect(adminSidebar.getByText('运营操作').first()).toBeVisible();

    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    await login(operator, USERS.operator);
    const sidebar = operator.getByTestId('sidebar');
    await expect(sidebar.getByText('运营操作').first()).toBeVisible();
    await expect(sidebar.getByText('系统管理')).toHaveCount(0);
    await operator.goto('/sysuser');
    await expect(operator.getByText('抱歉，您没有权限访问此页面。')).toBeVisible();
    await operatorContext.close();
  });

  test('a menu route whose page is not built says so plainly, naming it', async ({ page }) => {
    await login(page, USERS.operator);
    await page.goto('/workOrderQuery');
    await expect(page.getByText('「工单查询」页面尚未构建')).toBeVisible();
    await expect(page.getByText('/workOrderQuery', { exact: false }).first()).toBeVisible();
  });

  test('menu search finds a page by its pinyin initials and opens it', async ({ page }) => {
    await login(page, USERS.admin);
    await page.getByTestId('menu-search').click();
    await page.keyboard.type('rksm');
    await expect(page.getByRole('option').first()).toContainText('入库扫描');
    // Enter takes the active (first) option once the results have settled.
    await expect(page.locator('.ant-select-item-option-active').first()).toContainText('入库扫描');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/putScan$/);
  });

  test('choosing a section follows its redirect', async ({ page }) => {
    await login(page, USERS.operator);
    await page.goto('/operate');
    await expect(page).toHaveURL(/\/sendSingle$/);
  });
});
