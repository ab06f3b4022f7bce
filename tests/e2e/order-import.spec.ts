import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, USERS } from './support';

/**
 * Order intake (docs/domain/order-intake.md), the journeys of issue 14: 500 orders imported on /twoCOrder through the
 * demo template STD2C with two bad rows (seen in the preview and the error file, dropped, 498 land), and a repeated
 * order detected (the same customer order number imported twice) and merged on /2bRepeatedOrders.
 */
// Pages stay open in their tabs (hidden): the list is the visible one.
const list = (page: Page) => page.locator('[data-testid="schema-list"]:visible');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const confirmOk = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s*定$/ });
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

/** The STD2C template's columns (schemas/order/demo/order-template.json). */
const HEADER = ['客户单号', '客户编码', '服务产品', '产品线路', '运单号', '收件人', '收件人电话', '收件地址', '重量(kg)', 'SKU', '商品名称', '数量', '单价', '仓库备注'];
type Cells = (string | number)[];
const orderRow = (id: string, i: number, over: { weight?: number; product?: string; orderNo?: string } = {}): Cells => [
  over.orderNo ?? `E2E-${id}-${i}`, 'KH10001', over.product ?? 'BBCSTD', 'R2C001', `E2E${id}${String(i).padStart(4, '0')}`, '陈晨',
  `139${String(10_000_000 + i).slice(-8)}`, `南山区科技园 ${i} 号`, over.weight ?? 1.25, 'SKU-E2E', '保湿面霜 50ml', 1, 99, '上午到仓',
];

async function workbook(data: Cells[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('订单');
  sheet.addRow(HEADER);
  for (const row of data) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Opens /twoCOrder's import dialog and picks the STD2C template. */
async function openImport(page: Page): Promise<Locator> {
  await page.goto('/twoCOrder');
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
  await list(page).getByRole('button', { name: /^导\s*入$/ }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '导入2C订单' });
  await dialog.getByTestId('import-template-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'STD2C' }).click();
  return dialog;
}

async function choose(page: Page, dialog: Locator, name: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByTestId('import-choose').click();
  await (await chooser).setFiles({ name, mimeType: XLSX_MIME, buffer });
}

test('500 orders are imported from a spreadsheet through a template with two bad rows', async ({ page }) => {
  test.setTimeout(150_000);
  const id = stamp();
  const data = Array.from({ length: 500 }, (_, i) => orderRow(id, i + 1));
  data[99] = orderRow(id, 100, { weight: 0 });
  data[299] = orderRow(id, 300, { product: 'NOPRODUCT' });
  await login(page, USERS.admin);
  const dialog = await openImport(page);

  // The preview names both bad rows (sheet rows 101 and 301) by the sheet's own columns; nothing is written.
  await choose(page, dialog, 'shop-orders.xlsx', await workbook(data));
  await expect(dialog.getByText('导入失败：2 行有错误，未写入任何数据')).toBeVisible({ timeout: 60_000 });
  // Row 101: the weight; row 301: the product (and so its route, a route of that product).
  const errors = dialog.locator('.ant-table-tbody tr.ant-table-row');
  await expect(errors.filter({ hasText: '101' })).toHaveCount(1);
  await expect(errors.filter({ hasText: '101' })).toContainText('重量(kg)');
  await expect(errors.filter({ hasText: '101' })).toContainText('重量须大于 0');
  await expect(errors.filter({ hasText: '301' }).first()).toContainText('服务产品');
  await expect(errors.filter({ hasNotText: /101|301/ })).toHaveCount(0);
  await expect(dialog.getByTestId('import-unmapped')).toContainText('仓库备注');
  const download = page.waitForEvent('download');
  await dialog.getByTestId('import-error-file').click();
  expect((await download).suggestedFilename()).toContain('错误');
  await expect(dialog.getByTestId('import-confirm')).toBeDisabled();

  // The two rows dropped: the preview counts 498, the import writes them.
  await choose(page, dialog, 'shop-orders-fixed.xlsx', await workbook(data.filter((_, i) => i !== 99 && i !== 299)));
  await expect(dialog.getByTestId('import-preview')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByTestId('import-inserted')).toHaveText('498');
  await dialog.getByTestId('import-confirm').click();
  const result = dialog.getByTestId('import-result');
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByTestId('import-inserted')).toHaveText('498');
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();

  const box = list(page).getByRole('textbox', { name: '客户单号' });
  await box.fill(`E2E-${id}-1`);
  await list(page).getByTestId('list-search').click();
  // E2E-…-1, -10…-19, -100…-199 (less the dropped 100): 1 + 10 + 99 rows; the pager says so.
  await expect(list(page).getByText(/共\s*110\s*条/)).toBeVisible({ timeout: 20_000 });
});

test('a repeated order is detected and merged', async ({ page }) => {
  const id = stamp();
  const orderNo = `REP-${id}`;
  await login(page, USERS.admin);
  // The customer's clerk sends the same order twice (another tracking number the second time).
  // Rows 901 and 902: consignees of their own (the other journey's orders are no repeats of these).
  for (const [n, name] of [[901, 'first.xlsx'], [902, 'again.xlsx']] as const) {
    const dialog = await openImport(page);
    await choose(page, dialog, name, await workbook([orderRow(id, n, { orderNo })]));
    await expect(dialog.getByTestId('import-preview')).toBeVisible({ timeout: 30_000 });
    await dialog.getByTestId('import-confirm').click();
    await expect(dialog.getByTestId('import-result')).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  }

  await page.goto('/2bRepeatedOrders');
  const group = rows(page).filter({ hasText: '客户单号相同' }).filter({ hasText: '待处理' }).first();
  await expect(group).toBeVisible({ timeout: 20_000 });
  const groupCode = (await group.innerText()).match(/RG\d{10}/)![0];
  await group.getByRole('button', { name: '订单明细' }).click();
  await expect(page).toHaveURL(new RegExp(`/repeatedlyDetails\\?repeatGroupCode=${groupCode}`));
  await expect(rows(page)).toHaveCount(2, { timeout: 20_000 });
  await expect(rows(page).filter({ hasText: orderNo })).toHaveCount(2);

  await page.goto('/2bRepeatedOrders');
  const same = rows(page).filter({ hasText: groupCode });
  await same.getByRole('button', { name: /^合\s*并$/ }).click();
  await expect(page.getByTestId('entity-form')).toBeVisible();
  await page.getByTestId('form-save').click();
  await confirmOk(page).click();
  await expect(rows(page).filter({ hasText: groupCode })).toContainText('已合并');

  await page.goto(`/repeatedlyDetails?repeatGroupCode=${groupCode}`);
  await expect(rows(page)).toHaveCount(2, { timeout: 20_000 });
  await expect(rows(page).filter({ hasText: '已取消' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: '已下单' })).toHaveCount(1);
});
