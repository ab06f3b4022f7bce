import { expect, test } from '@playwright/test';
import { login, USERS } from './support';

test('site 888888: a warehouse-system entry asks for a warehouse first, with the spec tile rules', async ({ page }) => {
  await login(page, USERS.admin);
  await page.goto('/BusiStockTrimLogList');
  await page.getByTestId('wms-launch').click();
  await expect(page.getByTestId('warehouse-tiles')).toBeVisible();
  // Four tiles: 25 % each.
  await expect(page.getByTestId('warehouse-tile-SZWH')).toHaveAttribute('style', /width: 25%/);
  await page.getByTestId('warehouse-tile-GZWH').click();
  await expect(page.getByText('under construction, stay tuned')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByTestId('warehouse-tile-SZWH').click();
  const wms = await popup;
  await expect.poll(() => wms.url()).toContain('/api/clearway/health');
  const url = new URL(wms.url());
  expect(url.searchParams.get('token')).toBeTruthy();
  expect(url.searchParams.get('lang')).toBe('cn');
});
