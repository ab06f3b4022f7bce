import { expect, test, type Page } from '@playwright/test';
import { login, screenshotPath, USERS, authHeaders } from './support';

/**
 * The editable grid (docs/schemas.md, "Editable grids"; `"edit": "grid"` on a header's child): 50 weight bands of
 * a 2C quote entered with the keyboard only on /twoCFreightQuoteDetail and saved (seen again after a reload), and
 * 300 goods lines of a B2B order pasted from a spreadsheet on /entryQGDetail with two bad cells, each message at its
 * cell, fixed there and saved.
 */


const grid = (page: Page) => page.getByTestId('editable-grid');
const cell = (page: Page, title: string, row: number) => grid(page).getByRole('gridcell', { name: `${title} ${row}`, exact: true });

test('50 weight bands entered with the keyboard only, saved, there after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, USERS.admin);
  const quoteNo = `BJGRID${Date.now() % 1000000}`;
  const created = await page.request.post('/api/bdtibs/quotation/saveTwoCFreightQuote', {
    headers: await authHeaders(page),
    data: { quoteNo, customerCode: 'DMC001', serviceType: 'DIRECT_2C', carrierCode: 'JD', chargeUnit: 0.5, bands: [{ weightFrom: 0, weightTo: 1, firstWeight: 0, firstPrice: 8, additionalUnit: 0.5, additionalPrice: 1.5 }] },
  });
  const id = (await created.json()).data.id as number;
  await page.goto(`/twoCFreightQuoteDetail?id=${id}`);
  await expect(page.getByTestId('detail-page')).toContainText(quoteNo);
  await expect(page.getByTestId('grid-count')).toHaveText('共 1 行');

  // Into the grid without the mouse; the stored band goes (Ctrl+Delete), then 50 typed in, Tab from cell to cell:
  // Tab skips the computed 段末运费 and, past the last row, adds the next one.
  await grid(page).focus();
  await page.keyboard.press('Control+Delete');
  await expect(page.getByTestId('grid-count')).toHaveText('共 0 行');
  for (let i = 0; i < 50; i++) {
    for (const value of [String(i), String(i + 1), '0.5', '5', '0.5', '1.2']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
  }
  // 50 bands and an empty row under them, not counted as a line.
  await expect(page.getByTestId('grid-count')).toHaveText('共 51 行');
  await expect(page.getByTestId('grid-problems')).toHaveCount(0);
  // The computed price follows as typed: 5 + (50 - 0.5) / 0.5 * 1.2 = 123.8.
  await page.keyboard.press('ArrowUp');
  await expect(cell(page, '段末运费', 50)).toHaveText(/^123\.80?$/);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('已保存 50 行')).toBeVisible();
  // The header's total over its lines, as the save answered it.
  await expect(page.getByTestId('detail-view').locator('th', { hasText: '重量段数' }).locator('xpath=following-sibling::td[1]')).toHaveText('50');

  await page.reload();
  await expect(page.getByTestId('grid-count')).toHaveText('共 50 行');
  await expect(cell(page, '起始重量(kg)', 1)).toHaveText(/^0(\.0+)?$/);
  await page.screenshot({ path: screenshotPath('editable-grid-bands.png') });
});

/** A goods line as a spreadsheet row, in the grid's column order (the child's form fields). */
const goodsRow = (i: number, over: Record<number, string> = {}) => {
  const cells = [String(i + 1), `SKU${i}`, '3304990099', `面霜 ${i + 1}`, '50ml', String(1 + (i % 5)), '011', '', '', '12.50', String(12.5 * (1 + (i % 5))), '人民币', '日本', `B${Math.floor(i / 20) + 1}`];
  for (const [index, value] of Object.entries(over)) cells[Number(index)] = value;
  return cells.join('\t');
};

test('300 goods lines pasted with two bad cells: both messages at their cells, fixed, saved', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, USERS.admin);
  const orderNo = `QGGRID${Date.now() % 1000000}`;
  const created = await page.request.post('/api/bdtibs/customs/saveOrderCustomstob', {
    headers: await authHeaders(page), data: { orderNo, customerCode: 'C1001', customerName: '表格客户', tradeMode: '1210' },
  });
  const id = (await created.json()).data.id as number;
  await page.goto(`/entryQGDetail?id=${id}`);
  await page.getByTestId('detail-page').getByRole('tab', { name: '商品' }).click();
  await expect(page.getByTestId('grid-count')).toHaveText('共 0 行');

  // Line 100's HS code has a letter; line 250's quantity is no number.
  const text = Array.from({ length: 300 }, (_, i) => goodsRow(i, i === 99 ? { 2: '33049900AB' } : i === 249 ? { 5: '十' } : {})).join('\r\n');
  await grid(page).focus();
  const started = Date.now();
  await grid(page).evaluate((element, clip) => {
    const data = new DataTransfer();
    data.setData('text/plain', clip);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await expect(page.getByTestId('grid-count')).toHaveText('共 300 行');
  console.log(`paste of 300 lines shown in ${Date.now() - started} ms`);
  await expect(page.getByTestId('grid-problem-count')).toHaveText('2 处错误');
  const problems = page.getByTestId('grid-problems');
  await expect(problems).toContainText('第 100 行 商品编码：');
  await expect(problems).toContainText('第 250 行 申报数量：申报数量须为数字');

  // Each message at its cell: the list's link moves there (scrolling the virtual rows) and the cell says it.
  await problems.getByText(/第 100 行 商品编码/).click();
  await expect(cell(page, '商品编码', 100)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('grid-cell-message')).toContainText('商品编码');
  await page.keyboard.type('3304990099');
  await page.keyboard.press('Enter');
  await expect(cell(page, '商品编码', 100)).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('grid-problem-count').click(); // the next problem
  await expect(cell(page, '申报数量', 250)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('grid-cell-message')).toHaveText('申报数量须为数字');
  await page.screenshot({ path: screenshotPath('editable-grid-goods.png') });
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-problems')).toHaveCount(0);

  await page.getByTestId('grid-save').click();
  await expect(page.getByText('已保存 300 行')).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await page.getByTestId('detail-page').getByRole('tab', { name: '商品' }).click();
  await expect(page.getByTestId('grid-count')).toHaveText('共 300 行');
});
