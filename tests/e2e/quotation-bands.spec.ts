import { expect, test, type Page } from '@playwright/test';
import { login, screenshotPath, USERS } from './support';

/**
 * The quotations' journey of issue 14 (docs/domain/quotations.md): a collection quote (/collectAndParcelOffer) of 30
 * weight bands entered with the keyboard only in the editable grid, saved, approved from the list (its review
 * lifecycle: locked once approved), then its calculator (试算) shows what a parcel costs with the breakdown.
 */
const grid = (page: Page) => page.getByTestId('editable-grid');
const list = (page: Page) => page.getByTestId('schema-list');
const row = (page: Page, text: string) => list(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });
const confirmOk = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ });

test('a quotation of 30 weight bands is entered by keyboard and approved; the calculator shows a price', async ({ page }) => {
  test.setTimeout(150_000);
  await login(page, USERS.admin);
  const quoteNo = `LSE2E${Date.now() % 1000000}`;
  const year = 2040 + (Date.now() % 50);
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const created = await page.request.post('/api/bdtibs/quotation/saveCollectParcelQuote', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      quoteNo, customerCode: 'DMC004', serviceType: 'DELIVER', chargeUnit: 0.5, volumeDivisor: 6000, validFrom: `${year}-01-01`, validTo: `${year}-12-31`,
      bands: [{ areaName: 'Shenzhen', weightFrom: 0, weightTo: 30, firstWeight: 1, firstPrice: 5, additionalUnit: 1, additionalPrice: 1 }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = (await created.json()).data.id as number;

  // The bands: the stored one goes (Ctrl+Delete), 30 typed in, Tab from cell to cell (the computed 段末运费 skipped,
  // past the last row a new one), then Ctrl+S. (The area is typed in Latin letters: a keyboard without an input method
  // sends Chinese as text with no key events.)
  await page.goto(`/collectAndParcelOfferDetail?id=${id}`);
  await expect(page.getByTestId('detail-page')).toContainText(quoteNo);
  await expect(page.getByTestId('grid-count')).toHaveText('共 1 行');
  await grid(page).focus();
  await page.keyboard.press('Control+Delete');
  for (let i = 0; i < 30; i++) {
    for (const value of ['Shenzhen', String(i), String(i + 1), '1', '5', '1', '2']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
  }
  await expect(page.getByTestId('grid-count')).toHaveText('共 31 行');
  await expect(page.getByTestId('grid-problems')).toHaveCount(0);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('已保存 30 行')).toBeVisible();
  await expect(page.getByTestId('detail-view').locator('th', { hasText: '重量段数' }).locator('xpath=following-sibling::td[1]')).toHaveText('30');

  // Approved from the list: the audit button's command, its parameters, the confirmation; then locked.
  await page.goto('/collectAndParcelOffer');
  await expect(row(page, quoteNo)).toContainText('待审核');
  await row(page, quoteNo).getByRole('button', { name: '审核通过' }).click();
  await expect(page.getByTestId('entity-form')).toBeVisible();
  await page.getByTestId('form-save').click();
  await confirmOk(page).click(); // 审核通过后报价将锁定… 确定审核通过？
  await expect(row(page, quoteNo)).toContainText('已审核');
  await expect(row(page, quoteNo).getByRole('button', { name: /^编\s*辑$/ })).toBeDisabled();

  // The calculator: a 2.3 kg parcel bills as 2.5 kg, band 3 (2–3 kg): 5 + 2 × 2 = 9.
  await row(page, quoteNo).getByRole('button', { name: '试算' }).click();
  const params = page.getByTestId('entity-form');
  await params.getByRole('textbox', { name: '区域' }).fill('Shenzhen');
  await params.getByRole('spinbutton', { name: '实重(kg)' }).fill('2.3');
  await page.getByTestId('form-save').click();
  const report = page.getByTestId('command-report');
  await expect(report).toContainText('第 3 行（2–3 kg）');
  await expect(report).toContainText('2.5 kg');
  await expect(report).toContainText('9.00 CNY');
  await expect.poll(() => report.evaluate((el) => getComputedStyle(el.closest('.ant-modal')!).opacity)).toBe('1');
  await page.screenshot({ path: screenshotPath('quotation-calculator.png') });
});
