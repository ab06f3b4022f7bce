import { expect, test, type Page } from '@playwright/test';
import { login, pickOption, USERS } from './support';

/**
 * The 2C freight quotation /twoCFreightQuote (schemas/customer/two-c-freight-quote*.json): a quote with two weight
 * bands created in one form, a gap between the bands refused in the form naming the row, fixed and saved (the server
 * computes the totals), approved (edit disabled: the quote is locked), then copied into a new 待审核 quote.
 */
const list = (page: Page) => page.getByTestId('schema-list');
const row = (page: Page, text: string) => list(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });
const confirmOk = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ });

test('a quotation with two bands: a gap refused in the form, fixed, saved, approved (locked), copied', async ({ page }) => {
  await login(page, USERS.admin);
  await page.goto('/twoCFreightQuote');
  await expect(row(page, 'BJ20261001001')).toContainText('已审核');

  await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
  const form = page.getByTestId('entity-form');
  await form.getByRole('textbox', { name: '报价单号' }).fill('BJE2E0001');
  await pickOption(page, form.getByRole('combobox', { name: '客户' }), '深圳', '深圳优选跨境电商有限公司');
  await pickOption(page, form.getByRole('combobox', { name: '承运商' }), '京东', '京东物流');
  for (const [name, day] of [['生效日期', '2033-01-01'], ['失效日期', '2033-12-31']] as const) {
    const input = form.getByRole('textbox', { name });
    await input.click();
    await input.fill(day);
    await input.press('Enter');
  }

  // Two bands, the second leaving a gap after the first.
  const bands = form.locator('.ant-formily-array-table');
  await form.getByRole('button', { name: '添加一行' }).click();
  await form.getByRole('button', { name: '添加一行' }).click();
  const from = bands.getByRole('spinbutton', { name: '起始重量(kg)' });
  const to = bands.getByRole('spinbutton', { name: '截止重量(kg)' });
  await from.nth(0).fill('0');
  await to.nth(0).fill('1');
  await from.nth(1).fill('2');
  await to.nth(1).fill('30');
  for (const i of [0, 1]) {
    await bands.getByRole('spinbutton', { name: '首重(kg)' }).nth(i).fill('1');
    await bands.getByRole('spinbutton', { name: '首重价格' }).nth(i).fill('8');
    await bands.getByRole('spinbutton', { name: '续重单位(kg)' }).nth(i).fill('0.5');
    await bands.getByRole('spinbutton', { name: '续重单价' }).nth(i).fill('1.5');
  }
  // The header's totals follow the bands as they are typed.
  await expect(form.getByRole('spinbutton', { name: '重量段数' })).toHaveValue('2');
  await page.getByTestId('form-save').click();
  await expect(form).toContainText('重量段第 2 行：与上一行之间有空缺（1 至 2）');

  await from.nth(1).fill('1');
  await page.getByTestId('form-save').click();
  await expect(row(page, 'BJE2E0001')).toContainText('待审核');
  await expect(row(page, 'BJE2E0001')).toContainText('京东物流');

  // Approve (the audit button's command, a parameters dialog then the confirmation): the quote is locked.
  await row(page, 'BJE2E0001').getByRole('button', { name: '审核通过' }).click();
  const params = page.getByTestId('entity-form');
  await expect(params).toBeVisible();
  await page.getByTestId('form-save').click();
  if (await confirmOk(page).isVisible().catch(() => false)) await confirmOk(page).click();
  await expect(row(page, 'BJE2E0001')).toContainText('已审核');
  await expect(row(page, 'BJE2E0001').getByRole('button', { name: /^编\s*辑$/ })).toBeDisabled();

  // Copy it: a new 待审核 quote with the bands.
  await row(page, 'BJE2E0001').getByRole('button', { name: '复制报价' }).click();
  await page.getByTestId('entity-form').getByRole('textbox', { name: '新报价单号' }).fill('BJE2E0002');
  await page.getByTestId('form-save').click();
  if (await confirmOk(page).isVisible().catch(() => false)) await confirmOk(page).click();
  await list(page).getByTestId('list-search').click();
  await expect(row(page, 'BJE2E0002')).toContainText('待审核');
  await expect(row(page, 'BJE2E0002')).toContainText('2');
});
