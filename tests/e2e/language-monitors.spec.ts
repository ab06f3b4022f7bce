import { expect, test, type Page } from '@playwright/test';
import { login, USERS } from './support';

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');

test.describe('language management and monitor pages', () => {
  test('change the Chinese label of a menu on /bdtLanguage; after a reload the sidebar shows it', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/bdtLanguage');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('多语言管理', { exact: true })).toBeVisible();

    // Find the menu's key by its Chinese text, then edit the record.
    await list(page).getByRole('textbox', { name: '中文', exact: true }).fill('多语言管理');
    await page.getByTestId('list-search').click();
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).filter({ has: page.getByRole('cell', { name: 'route.bdtLanguage', exact: true }) });
    await expect(row).toContainText('base');
    await row.getByRole('button', { name: /^编\s*辑$/ }).click();
    const form = page.getByTestId('entity-form');
    await form.getByRole('textbox', { name: '中文', exact: true }).fill('界面语言包');
    await page.getByTestId('form-save').click();
    await expect(form).toHaveCount(0);
    // The list reloads under its filter, which the new text no longer matches; found again by its key.
    await expect(rows(page)).toHaveCount(0);
    await list(page).getByRole('textbox', { name: '中文', exact: true }).fill('');
    await list(page).getByRole('textbox', { name: '键名', exact: true }).fill('route.bdtLanguage');
    await page.getByTestId('list-search').click();
    await expect(row).toContainText('界面语言包');
    await expect(row).toContainText('admin');

    await page.reload();
    await expect(sidebar.getByText('界面语言包', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('多语言管理', { exact: true })).toHaveCount(0);
  });

  test('/swagger shows the API’s operations inside the app; /grafana says no address is configured', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/swagger');
    await expect(page.getByTestId('embedded-page')).toBeVisible();
    const frame = page.frameLocator('[data-testid="embedded-frame"]');
    // Swagger UI draws every operation of the whole API (a few hundred): give it time on a busy machine.
    await expect(frame.getByText('Clearway API').first()).toBeVisible({ timeout: 30_000 });
    await expect(frame.getByText('/api/bdtibs/base/queryLanguageMenuFormat', { exact: true })).toBeVisible();
    await expect(frame.getByText('/api/bdtibs/base/saveLanguage', { exact: true })).toBeVisible();
    // Signed in as the person who opened it (the app's token), so "Try it out" works.
    await expect(frame.locator('.btn.authorize')).toHaveClass(/(^|\s)locked(\s|$)/);

    await page.goto('/grafana');
    const message = page.getByTestId('embedded-not-configured');
    await expect(message).toContainText('Grafana监控');
    await expect(message).toContainText('CLEARWAY_MONITOR_GRAFANA_URL');
    await expect(page.getByTestId('embedded-frame')).toHaveCount(0);
  });
});
