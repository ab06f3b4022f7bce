import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { inflateRawSync } from 'node:zlib';
import { expect, test, type Download, type Page } from '@playwright/test';
import { login, USERS } from './support';

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sheetRows(path: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const rowsOf: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rowsOf.push((row.values as unknown[]).slice(1)));
  return rowsOf;
}

async function downloadFrom(page: Page, button: RegExp): Promise<Download> {
  const download = page.waitForEvent('download');
  await list(page).getByRole('button', { name: button }).click();
  return download;
}

/**
 * One file of a zip (a .docx) by name, read from its local header: enough for the files Word writers produce
 * (deflated or stored, sizes in the local header).
 */
function zipEntry(zip: Buffer, name: string): string {
  for (let at = zip.indexOf('PK\x03\x04', 0, 'latin1'); at >= 0; at = zip.indexOf('PK\x03\x04', at + 4, 'latin1')) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 30, at + 30 + nameLength) !== name) continue;
    const data = zip.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
  }
  throw new Error(`${name} is not in the file`);
}

/**
 * A PDF's document title, from its Info dictionary (pdfkit writes it uncompressed: `/Title 13 0 R` pointing at a
 * literal string, UTF-16BE after a byte-order mark, with PDF's backslash escapes).
 */
function pdfTitle(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const literal = ref ? new RegExp(`\\n${ref} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(text)?.[1] : /\/Title \(([\s\S]*?)\)\n/.exec(text)?.[1];
  if (literal === undefined) return '';
  const raw = literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, c: string) => (/^[0-7]+$/.test(c) ? String.fromCharCode(parseInt(c, 8)) : ({ n: '\n', r: '\r', t: '\t' } as Record<string, string>)[c] ?? c));
  const data = Buffer.from(raw, 'latin1');
  if (data[0] !== 0xfe || data[1] !== 0xff) return raw;
  return data.subarray(2).swap16().toString('utf16le');
}

test('customers: import a sheet with one bad row on /customerPro, nothing written, and download the error file', async ({ page }) => {
  await login(page, USERS.admin);
  await page.goto('/customerPro');
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('客户');
  sheet.addRow(['客户编码', '客户名称', '客户类型', '手机号', '统一社会信用代码']);
  sheet.addRow(['KHE2E01', '佛山市端到端家居用品有限公司', '跨境电商卖家', '13711112222', '914403001922038216']);
  sheet.addRow(['KHE2E02', '东莞市坏行贸易有限公司', '贸易公司', '1371111', '']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await list(page).getByRole('button', { name: /^导\s*入$/ }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '导入客户资料' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByTestId('import-choose').click();
  await (await chooser).setFiles({ name: 'customers.xlsx', mimeType: XLSX_MIME, buffer });
  await expect(dialog.getByText('导入失败：1 行有错误，未写入任何数据')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /3 手机号 请输入 11 位手机号码/ })).toBeVisible();
  await expect(dialog.getByTestId('import-confirm')).toBeDisabled();

  const download = page.waitForEvent('download');
  await dialog.getByTestId('import-error-file').click();
  const errors = await sheetRows((await (await download).path())!);
  const bad = errors.find((row) => row[0] === 'KHE2E02');
  expect(bad, JSON.stringify(errors)).toBeTruthy();
  expect(bad!.map(String).join(' ')).toContain('手机号');
  await dialog.locator('.ant-modal-close').click();

  // Nothing was written.
  await list(page).getByRole('textbox', { name: '客户编码' }).fill('KHE2E0');
  await page.getByTestId('list-search').click();
  await expect(rows(page)).toHaveCount(0);
  await expect(list(page).locator('.ant-empty-description')).toBeVisible();
});

test('carriers: the 14 template carriers, exported to XLSX, Word and PDF, each opened', async ({ page }) => {
  await login(page, USERS.admin);
  await page.goto('/carrierManagement');
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });

  const xlsx = await downloadFrom(page, /^导\s*出$/);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await sheetRows((await xlsx.path())!);
  expect(sheet[0]).toContain('承运商编码');
  const codes = sheet.slice(1).map((row) => row[0]);
  for (const code of ['YTO', 'ZTO', 'JD', 'YUNDA', 'BDT', 'SF', 'RONGTONG', 'SINOTRANS', 'HEAN', 'WEIQIU', 'HAISHENG', 'HUAHUI', 'HUOLIFANG', 'HEQIJIA']) expect(codes).toContain(code);

  const word = await downloadFrom(page, /^导出\s*Word$/);
  expect(word.suggestedFilename()).toMatch(/\.docx$/);
  const docx = await readFile((await word.path())!);
  expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
  const documentXml = zipEntry(docx, 'word/document.xml');
  expect(documentXml).toContain('承运商管理');
  expect(documentXml).toContain('圆通速递');

  const pdf = await downloadFrom(page, /^导出\s*PDF$/);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfTitle(bytes)).toBe('承运商管理');
});
