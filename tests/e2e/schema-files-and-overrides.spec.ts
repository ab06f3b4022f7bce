import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { login, USERS } from './support';

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A short value unique to this run (letters and digits only, so the carrier code sanitizer leaves it alone). */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

/** Clicks a list toolbar button and returns the download it starts. */
async function downloadFrom(page: Page, button: RegExp): Promise<Download> {
  const download = page.waitForEvent('download');
  await list(page).getByRole('button', { name: button }).click();
  return download;
}

/** A one-sheet workbook as bytes. */
async function workbook(sheetRows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of sheetRows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Clicks 导入 on the list toolbar and answers the page's file picker with the given sheet. */
async function importSheet(page: Page, name: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await list(page).getByRole('button', { name: /^导\s*入$/ }).click();
  await (await chooser).setFiles({ name, mimeType: XLSX_MIME, buffer });
}

/** Filters the carrier list by name (contains) and runs the search. */
async function searchCarrierName(page: Page, text: string): Promise<void> {
  await list(page).getByRole('textbox', { name: '承运商名称' }).fill(text);
  await page.getByTestId('list-search').click();
}

test.describe('schema pages: files (export, import)', () => {
  test('carrier export from the toolbar downloads a spreadsheet with the carriers', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/carrierManagement');
    await expect(rows(page).filter({ hasText: '顺丰速运' })).toHaveCount(1);

    const download = await downloadFrom(page, /^导\s*出$/);
    const fileName = download.suggestedFilename();
    expect(fileName).toContain('承运商管理');
    expect(fileName).toMatch(/\.xlsx$/);

    const book = new ExcelJS.Workbook();
    // exceljs's typing predates Node's generic Buffer; the bytes are what it reads.
    await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
    expect(header).toContain('承运商编码');
    const cells: string[] = [];
    sheet.eachRow((row) => (row.values as unknown[]).forEach((v) => cells.push(String(v ?? ''))));
    expect(cells).toContain('顺丰速运');
  });

  test('carrier import refuses a sheet with a bad row (nothing written), then takes a good sheet', async ({ page }) => {
    const id = stamp();
    const name = `导入测试${id}`;
    await login(page, USERS.admin);
    await page.goto('/carrierManagement');
    await expect(rows(page).first()).toBeVisible();

    // Two good rows and one bad one (sheet row 4: a contact phone that is no mainland mobile).
    const bad = await workbook([
      ['承运商编码', '承运商名称', '联系电话'],
      [`IA${id}`, `${name}甲`, '13800138000'],
      [`IB${id}`, `${name}乙`, '13900139000'],
      [`IC${id}`, `${name}丙`, '12345'],
    ]);
    await importSheet(page, 'carriers-bad.xlsx', bad);
    const report = page.locator('.ant-modal').filter({ hasText: /导入失败/ });
    await expect(report).toBeVisible();
    await expect(report.locator('.ant-modal-title')).toContainText('1 行有错误');
    await expect(report.getByTestId('import-error-file')).toBeVisible();
    const errorRows = report.locator('.ant-table-tbody tr.ant-table-row');
    await expect(errorRows).toHaveCount(1);
    await expect(errorRows.first().locator('td').nth(0)).toHaveText('4');
    await expect(errorRows.first().locator('td').nth(1)).toHaveText('联系电话');
    await report.locator('.ant-modal-close').click();
    await expect(report).toBeHidden();

    // Nothing was written: not even the two good rows.
    await searchCarrierName(page, name);
    await expect(list(page).locator('.ant-table-placeholder')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);

    // A sheet with only good rows goes in whole.
    const good = await workbook([
      ['承运商编码', '承运商名称', '联系电话'],
      [`IA${id}`, `${name}甲`, '13800138000'],
      [`IB${id}`, `${name}乙`, '13900139000'],
    ]);
    await importSheet(page, 'carriers-good.xlsx', good);
    await expect(page.getByText('已导入 2 条')).toBeVisible();
    await searchCarrierName(page, name);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: `${name}甲` })).toContainText(`IA${id}`);
    await expect(rows(page).filter({ hasText: `${name}乙` })).toContainText('13900139000');
  });

  test('sysparam exports a Word document and a PDF', async ({ page }) => {
    await login(page, USERS.admin);
    await page.goto('/sysparam');
    await expect(rows(page).first()).toBeVisible();

    const word = await downloadFrom(page, /^导出\s*Word$/);
    expect(word.suggestedFilename()).toMatch(/\.docx$/);
    const docx = await readFile((await word.path())!);
    expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');

    const pdf = await downloadFrom(page, /^导出\s*PDF$/);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

test.describe('schema pages: tenant overrides', () => {
  test('an override renames a column for its own tenant only', async ({ page, browser }) => {
    await login(page, USERS.admin);
    const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
    expect(token).toBeTruthy();
    const headers = { Authorization: `Bearer ${token}` };
    const endpoint = '/api/clearway/schema-overrides/admin.sysparam';

    try {
      const saved = await page.request.put(endpoint, {
        headers,
        data: { patch: { fields: { paramName: { title: { zh: '参数名（演示）', en: 'Name (demo)' } } } }, comment: 'e2e' },
      });
      expect(saved.ok()).toBeTruthy();
      const body = await saved.json();
      expect(body.code).toBe(200);
      expect(body.data.merged.fields.paramName.title.zh).toBe('参数名（演示）');

      await page.goto('/sysparam');
      await expect(rows(page).first()).toBeVisible();
      await expect(list(page).locator('thead th').filter({ hasText: '参数名（演示）' })).toHaveCount(1);
      await expect(list(page).locator('thead th').filter({ hasText: /^参数名称$/ })).toHaveCount(0);

      // Another tenant's administrator still sees the base title.
      const other = await browser.newContext();
      try {
        const harbor = await other.newPage();
        await login(harbor, { username: 'harbor_admin', password: 'harbor1234' });
        await harbor.goto('/sysparam');
        await expect(list(harbor).locator('thead th').filter({ hasText: /^参数名称$/ })).toHaveCount(1);
        await expect(list(harbor).locator('thead th').filter({ hasText: '参数名（演示）' })).toHaveCount(0);
      } finally {
        await other.close();
      }
    } finally {
      const removed = await page.request.delete(endpoint, { headers });
      expect(removed.ok()).toBeTruthy();
      expect((await removed.json()).data.active).toBeNull();
    }
  });
});
