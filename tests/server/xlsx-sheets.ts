import ExcelJS from 'exceljs';

/** XLSX files for server tests: a sheet to import, its multipart form, and the rows of a downloaded one. */

/** A one-sheet workbook with a header row and data rows. */
export async function sheet(headers: string[], rows: (string | number | null)[][], name = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(name);
  ws.addRow(headers);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The multipart body of an import call: the file as its `file` part. */
export function xlsxForm(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), name);
  return form;
}

/** The first sheet's rows of an XLSX, header included, each as its cell values. */
export async function sheetRows(bytes: ArrayBuffer | Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
