import { expect, test } from '@playwright/test';
import { login, USERS } from './support';

test.describe('layout', () => {
  test('at 800 px the layout is mobile: the sidebar opens over the page and closes after navigation', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await login(page, USERS.operator);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveCSS('width', '0px');
    await page.getByTestId('hamburger').click();
    await expect(sidebar).toHaveCSS('width', '210px');
    await expect(page.getByTestId('sidebar-mask')).toBeVisible();
    await sidebar.getByText('运营操作').first().click();
    await sidebar.getByText('仓库作业').first().click();
    await sidebar.getByText('入库扫描').first().click();
    await expect(page).toHaveURL(/\/putScan$/);
    await expect(sidebar).toHaveCSS('width', '0px');
  });

  test('the reminder badge shows and a category opens its page with the orderCodes', async ({ page }) => {
    await login(page, USERS.admin);
    await expect(page.getByTestId('reminder-badge')).toBeVisible();
    await page.getByTestId('reminder-bell').click();
    await page.getByTestId('reminder-problem').click();
    await expect(page).toHaveURL(/\/problemManagemntTms\?orderCodes=DM2026110003,DM2026110002,DM2026110001|\/problemManagemntTms\?orderCodes=DM/);
    const orderCodes = new URL(page.url()).searchParams.get('orderCodes')!.split(',');
    expect(orderCodes.sort()).toEqual(['DM2026110001', 'DM2026110002', 'DM2026110003']);
  });

  test("a non-admin's reminders hold only their own records", async ({ page }) => {
    await login(page, USERS.operator);
    await page.getByTestId('reminder-bell').click();
    await page.getByTestId('reminder-problem').click();
    const orderCodes = new URL(page.url()).searchParams.get('orderCodes')!.split(',');
    expect(orderCodes.sort()).toEqual(['DM2026110001', 'DM2026110002']);
  });
});
