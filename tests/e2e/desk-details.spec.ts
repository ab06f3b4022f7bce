import { expect, test, type Page } from '@playwright/test';
import { login, USERS } from './support';

/** Small things a desk notices every day (issue 12, item 6), tried as a new user would. */
const list = (page: Page) => page.getByTestId('schema-list');
const filters = (page: Page) => page.getByRole('search');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const sizeChanger = (page: Page) => list(page).locator('.ant-pagination-options .ant-select');

test.describe('a desk\'s everyday details', () => {
  test('switching the language changes every label of a list page at once', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/carrierManagement');
    await expect(rows(page).first()).toBeVisible();
    await expect(filters(page).getByText('承运商编码', { exact: true })).toBeVisible();
    await filters(page).getByRole('textbox', { name: '承运商名称' }).fill('顺丰');
    await expect(sizeChanger(page)).toContainText('条/页');

    await page.getByTestId('language-select').click();
    await page.getByRole('menuitem', { name: 'English' }).click();

    // Filters (labels, placeholders, buttons), with what was typed kept; columns; toolbar; totals; page sizes.
    await expect(filters(page).getByText('Carrier code', { exact: true })).toBeVisible();
    await expect(filters(page).getByText('承运商编码', { exact: true })).toHaveCount(0);
    await expect(filters(page).getByRole('textbox', { name: 'Carrier name' })).toHaveValue('顺丰');
    await expect(filters(page).getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(list(page).locator('thead')).toContainText('Carrier code');
    await expect(list(page).getByRole('button', { name: 'New', exact: true })).toBeVisible();
    await expect(list(page).getByRole('button', { name: 'Columns' })).toBeVisible();
    await expect(list(page).locator('.ant-pagination-total-text')).toContainText('in all');
    await expect(sizeChanger(page)).toContainText('/ page');
    await sizeChanger(page).click();
    await expect(page.locator('.ant-select-dropdown').getByText('50 / page')).toBeVisible();
    await page.keyboard.press('Escape');

    // The create dialog names one record, in the new language.
    await list(page).getByRole('button', { name: 'New', exact: true }).click();
    await expect(page.locator('.ant-modal-title')).toHaveText('New carrier');
  });

  test('a code filter matches part of the code in any case; a range filter has room for its dates', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/carrierManagement');
    await expect(rows(page).first()).toBeVisible();
    await filters(page).getByRole('textbox', { name: '承运商编码' }).fill('tbg0');
    await page.getByTestId('list-search').click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('ZTBG01');

    await page.goto('/scanRecordQuery');
    const range = filters(page).locator('.ant-picker-range');
    await expect(range).toBeVisible();
    expect((await range.boundingBox())!.width).toBeGreaterThan(400);
  });

  test('the delete question names the record, and cancelling keeps it', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/carrierManagement');
    const sf = rows(page).filter({ has: page.getByRole('cell', { name: 'SF', exact: true }) });
    await sf.getByRole('button', { name: /^删\s*除$/ }).click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('删除承运商 SF 顺丰速运？');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /^取\s*消$/ }).click();
    await expect(sf).toHaveCount(1);
  });

  test('the export task notice links to the export-task page', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/scanRecordQuery');
    await expect(list(page)).toBeVisible();
    await list(page).getByRole('button', { name: /^导\s*出$/ }).click();
    await expect(page.getByText('导出任务已创建，请在「导出任务」页面查看进度并下载')).toBeVisible();
    await page.getByTestId('notice-link').click();
    await expect(page).toHaveURL(/\/exportTaskQuery$/);
    await expect(rows(page).filter({ hasText: '扫描记录查询' }).first()).toBeVisible();
  });
});
