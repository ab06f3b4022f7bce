import { expect, test, type Page } from '@playwright/test';
import { login, USERS } from './support';

const tags = (page: Page) => page.getByTestId('tags-view').locator('.cw-tag');
/** An item of the dropdown menu now open (antd keeps closed ones in the page, hidden). */
async function menuItem(page: Page, name: string) {
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  // One menu at a time: a menu whose item was chosen must have closed (its leave animation ends first).
  await expect(open).toHaveCount(1);
  return open.getByRole('menuitem', { name });
}

test.describe('tags view', () => {
  test('visited pages become tabs; close, close others and close all keep the affixed workbench', async ({ page }) => {
    await login(page, USERS.operator);
    // In-app navigation, as a person moves: the sidebar.
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('运营操作').first().click();
    await sidebar.getByText('仓库作业').first().click();
    await sidebar.getByText('入库扫描').first().click();
    await expect(page.locator('.cw-tag[data-path="/putScan"]')).toBeVisible();
    // A reload keeps the tabs (session storage).
    await page.goto('/scanRecordQuery');
    await sidebar.getByText('香港仓').first().click();
    await sidebar.getByText('发货单').first().click();
    await expect(tags(page)).toHaveText(['工作台', '入库扫描', '扫描记录查询', '发货单']);
    await expect(page.locator('.cw-tag[data-path="/workbench"] .cw-tag-close')).toHaveCount(0);

    // Close the active tab with its cross: the last visited one becomes active.
    await page.locator('.cw-tag[data-path="/sendSingle"] .cw-tag-close').click();
    await expect(tags(page)).toHaveText(['工作台', '入库扫描', '扫描记录查询']);
    await expect(page).toHaveURL(/\/scanRecordQuery$/);

    // Right-click menu: close others keeps the chosen tab and the affixed one.
    await page.locator('.cw-tag[data-path="/putScan"]').click({ button: 'right' });
    await (await menuItem(page, '关闭其他')).click();
    await expect(tags(page)).toHaveText(['工作台', '入库扫描']);
    await expect(page).toHaveURL(/\/putScan$/);

    await page.getByTestId('tags-actions').click();
    await (await menuItem(page, '关闭所有')).click();
    await expect(tags(page)).toHaveText(['工作台']);
    await expect(page).toHaveURL(/\/workbench$/);
  });

  test('refresh remounts the page and returns to it', async ({ page }) => {
    await login(page, USERS.operator);
    // A reload keeps the tabs (session storage).
    await page.goto('/scanRecordQuery');
    await page.locator('.cw-tag[data-path="/scanRecordQuery"]').click({ button: 'right' });
    await (await menuItem(page, '刷新')).click();
    await expect(page).toHaveURL(/\/scanRecordQuery$/);
    await expect(page.getByTestId('schema-list')).toBeVisible();
  });
});

test.describe('settings', () => {
  test('the language switch is kept across a reload', async ({ page }) => {
    await login(page, USERS.admin);
    await page.getByTestId('language-select').click();
    await (await menuItem(page, 'English')).click();
    await expect(page.getByTestId('sidebar').getByText('System admin').first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('sidebar').getByText('System admin').first()).toBeVisible();
    await page.getByTestId('language-select').click();
    await (await menuItem(page, '简体中文')).click();
    await expect(page.getByTestId('sidebar').getByText('系统管理').first()).toBeVisible();
  });

  test('changing the size says 切换布局成功 and is kept', async ({ page }) => {
    await login(page, USERS.admin);
    await page.getByTestId('size-select').click();
    await (await menuItem(page, '中等')).click();
    await expect(page.getByText('切换布局成功')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'size')?.value).toBe('medium');
  });

  test('the settings panel hides the tags view, and the choice is kept', async ({ page }) => {
    await login(page, USERS.admin);
    await page.getByTestId('settings-button').click();
    await page.getByTestId('setting-tags-view').click();
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
  });
});
