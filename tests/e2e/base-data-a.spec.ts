import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, USERS } from './support';

const rows = (scope: Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const row = (scope: Locator, text: string) => rows(scope).filter({ hasText: text });
const list = (page: Page) => page.getByTestId('schema-list').first();

test('a warehouse added to the wmsStash dictionary on /dictionaryInformation is a tile of the warehouse dialog, and can be picked', async ({ page }) => {
  await login(page, USERS.admin);
  await page.goto('/dictionaryInformation');
  await expect(row(list(page), 'wmsStash')).toContainText('仓储系统仓库');

  // The dictionary's items on its detail page (master–detail).
  await row(list(page), 'wmsStash').getByRole('button', { name: /^字典项$/ }).click();
  await expect(page).toHaveURL(/\/dictionaryInformationDetail\?id=\d+$/);
  const detail = page.getByTestId('detail-page');
  await expect(detail).toContainText('wmsStash');
  const items = detail.getByTestId('schema-list');
  await expect(rows(items)).toHaveCount(4);
  await items.getByRole('button', { name: /新增字典项/ }).click();
  const form = page.getByTestId('entity-form');
  await form.getByRole('textbox', { name: '字典值' }).fill('ZHWH');
  await form.getByRole('textbox', { name: '显示名称' }).fill('珠海仓');
  await form.getByRole('textbox', { name: '英文名称' }).fill('Zhuhai warehouse');
  await form.getByRole('spinbutton', { name: '排序' }).fill('4');
  await page.getByTestId('form-save').click();
  await expect(row(items, 'ZHWH')).toContainText('珠海仓');
  await expect(rows(items)).toHaveCount(5);

  // The warehouse dialog of a site-888888 user now offers it, pickable (it has an order value).
  await page.goto('/BusiStockTrimLogList');
  await page.getByTestId('wms-launch').click();
  await expect(page.getByTestId('warehouse-tiles')).toBeVisible();
  await expect(page.getByTestId('warehouse-tile-ZHWH')).toContainText('珠海仓');
  const popup = page.waitForEvent('popup');
  await page.getByTestId('warehouse-tile-ZHWH').click();
  const wms = await popup;
  await expect.poll(() => wms.url()).toContain('siteCode=ZHWH');
  await wms.close();

  // The site register lists the sites with their type; querySiteMenu answers the same warehouses.
  await page.goto('/siteManagement');
  await expect(row(list(page), '888888')).toContainText('深圳总仓');
  await expect(row(list(page), 'SZQH')).toContainText('保税仓');
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const menu = await (await page.request.get('/api/bdtibs/base/querySiteMenu', { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(menu.data.map((s: { siteCode: string }) => s.siteCode)).toEqual(['SZWH', 'HKWH', 'DGWH', 'GZWH']);
});
