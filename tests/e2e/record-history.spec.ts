import { expect, test, type Page } from '@playwright/test';
import { login, screenshotPath, USERS, authHeaders } from './support';

/**
 * The record history (docs/schemas.md, "Record history") on the 2C freight quotation: a quote with three weight
 * bands, its remark changed in the list's edit dialog and its first band's first-weight price in the detail page's
 * grid; the detail page's 变更记录 tab then shows both changes with before → after, the band's naming its line, who
 * made them, and the quote's creation.
 */
const list = (page: Page) => page.getByTestId('schema-list');
const row = (page: Page, text: string) => list(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });
const grid = (page: Page) => page.getByTestId('editable-grid');
const band = (weightFrom: number, weightTo: number) => ({ weightFrom, weightTo, firstWeight: weightFrom, firstPrice: 8, additionalUnit: 0.5, additionalPrice: 1.5 });


test('a quote and one of its bands changed through the UI show in its history with before → after', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, USERS.admin);
  const quoteNo = `BJHIS${Date.now() % 1000000}`;
  const created = await page.request.post('/api/bdtibs/quotation/saveTwoCFreightQuote', {
    headers: await authHeaders(page),
    data: { quoteNo, customerCode: 'DMC001', serviceType: 'DIRECT_2C', carrierCode: 'JD', chargeUnit: 0.5, remark: '初稿', bands: [band(0, 1), band(1, 5), band(5, 30)] },
  });
  const id = (await created.json()).data.id as number;

  // The remark, in the list's edit dialog.
  await page.goto('/twoCFreightQuote');
  await row(page, quoteNo).getByRole('button', { name: /^编\s*辑$/ }).click();
  const form = page.getByTestId('entity-form');
  await form.getByRole('textbox', { name: '备注' }).fill('历史记录测试');
  await page.getByTestId('form-save').click();
  await expect(form).toBeHidden();

  // The first band's first-weight price, in the detail page's grid.
  await page.goto(`/twoCFreightQuoteDetail?id=${id}`);
  await expect(page.getByTestId('grid-count')).toHaveText('共 3 行');
  await grid(page).getByRole('gridcell', { name: '首重价格 1', exact: true }).click();
  await page.keyboard.type('9.5');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('已保存 3 行')).toBeVisible();

  // The history tab: newest first, the band's change naming its line, then the remark's, then the creation.
  await page.getByTestId('detail-page').getByRole('tab', { name: '变更记录' }).click();
  const history = page.getByTestId('record-history');
  const bandItem = history.getByTestId('history-item').filter({ hasText: '重量段 #1' }).filter({ hasText: '修改' });
  // The computed price at the band's top followed: 9.5 + (1 - 0) / 0.5 * 1.5.
  await expect(bandItem.getByTestId('history-change')).toHaveText(['首重价格：8.00 → 9.50', '段末运费：11.00 → 12.50']);
  await expect(bandItem).toContainText('系统管理员 (admin)');
  await expect(history.getByTestId('history-change').filter({ hasText: '备注：' })).toHaveText(['备注：初稿 → 历史记录测试']);
  await expect(history.getByTestId('history-item').filter({ hasText: '重量段 #3' }).filter({ hasText: '新增' })).toContainText('截止重量(kg)：30.000');
  await expect(history.getByTestId('history-item').last()).toContainText('新增');
  await page.screenshot({ path: screenshotPath('record-history.png'), fullPage: true });
});
