import { expect, test, type Page } from '@playwright/test';
import { login, pickOption, USERS } from './support';

/**
 * The product area (schemas/product/*.json, docs/domain/products.md): the demo service products and 2C routes, a
 * route added through the form picking its product, site, customs office and carrier, and a product disabled.
 */
const list = (page: Page) => page.getByTestId('schema-list');
/** The row whose cell is exactly this code (BCSTD, not BBCSTD). */
const row = (page: Page, code: string) => list(page).locator('.ant-table-tbody tr.ant-table-row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
const confirmOk = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ });

test('products and 2C routes: demo rows, a route added picking its product, a product disabled', async ({ page }) => {
  await login(page, USERS.admin);
  await page.goto('/serviceProduct');
  await expect(row(page, 'BBCSTD')).toContainText('保税2C标准', { timeout: 20_000 });
  await expect(row(page, 'BBCSTD')).toContainText('保税2C');
  await expect(row(page, 'BBCSTD')).toContainText('保税备货清关');
  await expect(row(page, 'BCECO')).toContainText('已启用');

  await page.goto('/productRouteTwoC');
  await expect(row(page, 'R2C004')).toContainText('直邮2C经济', { timeout: 20_000 });
  await expect(row(page, 'R2C004')).toContainText('皇岗海关');
  await expect(row(page, 'R2C004')).toContainText('圆通速递');

  await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
  const form = page.getByTestId('entity-form');
  await form.getByRole('textbox', { name: '线路代码' }).fill('R2CE2E');
  await form.getByRole('textbox', { name: '线路名称' }).fill('直邮2C标准 福田站-深圳湾-顺丰');
  await pickOption(page, form.getByRole('combobox', { name: '服务产品' }), '直邮', '直邮2C标准');
  await pickOption(page, form.getByRole('combobox', { name: '始发站点' }), '福田', '深圳福田站');
  await pickOption(page, form.getByRole('combobox', { name: '口岸海关' }), '深圳湾', '深圳湾海关');
  await pickOption(page, form.getByRole('combobox', { name: '尾程承运商' }), '顺丰', '顺丰速运');
  await page.getByTestId('form-save').click();
  await expect(row(page, 'R2CE2E')).toContainText('直邮2C标准');
  await expect(row(page, 'R2CE2E')).toContainText('深圳福田站');
  await expect(row(page, 'R2CE2E')).toContainText('顺丰速运');

  // Disable a product: the enable button's transition, confirmed; it shows 已停用 and may be enabled again.
  await page.goto('/serviceProduct');
  await row(page, 'BCSTD').getByRole('button', { name: '停用' }).click();
  await confirmOk(page).click();
  await expect(row(page, 'BCSTD')).toContainText('已停用');
  await expect(row(page, 'BCSTD').getByRole('button', { name: '启用' })).toBeEnabled();
});
