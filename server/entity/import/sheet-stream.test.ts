import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { streamSheet } from './sheet-stream';

async function book(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('订单');
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same file with its worksheet stored before xl/workbook.xml, as exceljs's writer sometimes orders it. */
async function worksheetFirst(bytes: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  const first = ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml'];
  const names = [...first.filter((name) => zip.file(name)), ...Object.keys(zip.files).filter((name) => !first.includes(name) && !zip.files[name]!.dir)];
  const out = new JSZip();
  for (const name of names) out.file(name, await zip.file(name)!.async('uint8array'));
  return Buffer.from(await out.generateAsync({ type: 'uint8array' }));
}

async function read(bytes: Buffer) {
  const items = [];
  for await (const item of streamSheet(bytes)) items.push('sheet' in item ? item : { row: item.row, values: item.values.slice(1) });
  return items;
}

describe('streamSheet', () => {
  const rows = [['客户单号', '重量(kg)'], ['A-1', 1.25], ['A-2', 2]];
  it('reads the first sheet row by row', async () => {
    expect(await read(await book(rows))).toEqual([{ sheet: '订单' }, { row: 1, values: rows[0] }, { row: 2, values: rows[1] }, { row: 3, values: rows[2] }]);
  });
  it('reads a file whose worksheet comes before xl/workbook.xml (read whole instead of failing)', async () => {
    expect(await read(await worksheetFirst(await book(rows)))).toEqual([{ sheet: '订单' }, { row: 1, values: rows[0] }, { row: 2, values: rows[1] }, { row: 3, values: rows[2] }]);
  });
});
