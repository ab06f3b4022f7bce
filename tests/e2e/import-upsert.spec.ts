import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { login, USERS } from './support';

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

/** The template's titles (row 1 of its first sheet). */
async function templateTitles(path: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  return (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
}

/** A sheet with the template's titles and the given rows (cells by title). */
async function filled(titles: string[], data: Record<string, string>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(titles);
  for (const row of data) sheet.addRow(titles.map((title) => row[title] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Opens the import dialog, chooses the file, waits for the preview. */
async function preview(page: Page, name: string, buffer: Buffer) {
  await list(page).getByRole('button', { name: /^导\s*入$/ }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '导入员工管理' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByTestId('import-choose').click();
  await (await chooser).setFiles({ name, mimeType: XLSX_MIME, buffer });
  await expect(dialog.getByTestId('import-preview')).toBeVisible();
  return dialog;
}

test.describe('imports that update (the base Employee, upsert by employee code)', () => {
  test('download the template, import a file updating one employee and adding one: preview, then result', async ({ page }) => {
    const id = stamp();
    const [a, b] = [`EU${id}A`, `EU${id}B`];
    await login(page, USERS.admin);
    await page.goto('/employeeManagement');
    await expect(rows(page).first()).toBeVisible();

    // The template, from the dialog.
    await list(page).getByRole('button', { name: /^导\s*入$/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '导入员工管理' });
    const download = page.waitForEvent('download');
    await dialog.getByTestId('import-template').click();
    const file = await download;
    expect(file.suggestedFilename()).toContain('导入模板');
    const titles = await templateTitles((await file.path())!);
    expect(titles.slice(0, 2)).toEqual(['工号 / Employee code', '姓名 / Name']);
    await dialog.locator('.ant-modal-close').click();

    const cells = (code: string, name: string) => ({ '工号 / Employee code': code, '姓名 / Name': name, '所属站点 / Site': '888888', '所属部门 / Department': 'OPS', '状态 / Status': '在职' });

    // First file: A is new.
    let open = await preview(page, 'first.xlsx', await filled(titles, [cells(a, `导入甲${id}`)]));
    await expect(open.getByTestId('import-inserted')).toHaveText('1');
    await open.getByTestId('import-confirm').click();
    await expect(open.getByTestId('import-result')).toBeVisible();
    await open.getByRole('button', { name: /^确\s*定$/ }).click();

    // Second file: A renamed, B added. The preview writes nothing.
    open = await preview(page, 'second.xlsx', await filled(titles, [cells(a, `导入甲改${id}`), cells(b, `导入乙${id}`)]));
    await expect(open.getByTestId('import-updated')).toHaveText('1');
    await expect(open.getByTestId('import-inserted')).toHaveText('1');
    await open.getByTestId('import-confirm').click();
    const result = open.getByTestId('import-result');
    await expect(result).toBeVisible();
    await expect(result.getByTestId('import-updated')).toHaveText('1');
    await expect(result.getByTestId('import-inserted')).toHaveText('1');
    await open.getByRole('button', { name: /^确\s*定$/ }).click();

    await list(page).getByRole('textbox', { name: '姓名' }).fill(id);
    await list(page).getByTestId('list-search').click();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: a })).toContainText(`导入甲改${id}`);
    await expect(rows(page).filter({ hasText: b })).toContainText(`导入乙${id}`);
  });
});
