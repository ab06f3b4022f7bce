/**
 * Reads an XLSX row by row with exceljs's streaming reader, so an import's memory does not grow with the workbook's
 * cell model (a 50,000-row file is read as plain values; npm run bench:order-import). Also writes a copy of a sheet
 * with an extra column (the error file) in the same streaming way.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../../errors/app-error';

/** One row as read: its number in the sheet (1-based) and its cell values by column number (1-based, sparse). */
export interface StreamedRow {
  row: number;
  values: ExcelJS.CellValue[];
}

/** Which sheet to read: by name, else the first. */
export interface SheetChoice {
  sheetName?: string;
}

function reader(bytes: Buffer): ExcelJS.stream.xlsx.WorkbookReader {
  return new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'ignore',
  } as ExcelJS.stream.xlsx.WorkbookStreamReaderOptions);
}

/**
 * The rows of the chosen sheet, in order, with the sheet's name first (`{ sheet }`).
 * @throws AppError IMPORT_FILE_UNREADABLE when the bytes are no XLSX or the named sheet is missing.
 */
export async function* streamSheet(bytes: Buffer, choice: SheetChoice = {}): AsyncGenerator<{ sheet: string } | StreamedRow> {
  let found = false;
  try {
    for await (const worksheet of reader(bytes)) {
      const sheet = worksheet as unknown as AsyncIterable<ExcelJS.Row> & { name: string };
      if (found || (choice.sheetName && sheet.name.trim() !== choice.sheetName.trim())) {
        // Drain a sheet we do not read so the reader moves on.
        for await (const _row of sheet) void _row;
        continue;
      }
      found = true;
      yield { sheet: sheet.name };
      for await (const row of sheet) yield { row: row.number, values: row.values as ExcelJS.CellValue[] };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // exceljs's streaming reader fails when a worksheet comes in the zip before xl/workbook.xml (exceljs issue 962;
    // exceljs's own writer orders its entries by timing): such a file is read whole instead.
    if (!found && /reading 'sheets'/.test(String((error as Error).message))) {
      yield* loadedSheet(bytes, choice);
      return;
    }
    throw new AppError('IMPORT_FILE_UNREADABLE', { detail: (error as Error).message?.slice(0, 200) || 'not an XLSX file' });
  }
  if (!found) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: choice.sheetName ? `no worksheet "${choice.sheetName}"` : 'no worksheet' });
}

/** The chosen sheet of a workbook loaded whole: the same items as the stream gives. */
async function* loadedSheet(bytes: Buffer, choice: SheetChoice): AsyncGenerator<{ sheet: string } | StreamedRow> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError('IMPORT_FILE_UNREADABLE', { detail: (error as Error).message?.slice(0, 200) || 'not an XLSX file' });
  }
  const sheet = choice.sheetName ? book.worksheets.find((s) => s.name.trim() === choice.sheetName!.trim()) : book.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: choice.sheetName ? `no worksheet "${choice.sheetName}"` : 'no worksheet' });
  yield { sheet: sheet.name };
  const rows: StreamedRow[] = [];
  sheet.eachRow((row, number) => rows.push({ row: number, values: row.values as ExcelJS.CellValue[] }));
  yield* rows;
}

/**
 * A copy of the chosen sheet's rows (all, or only `onlyRows` with the header rows up to `headerRow`) with `texts` in
 * a column after `width`: the error file of an import. Streamed in and out.
 */
export async function sheetWithColumn(bytes: Buffer, choice: SheetChoice & { headerRow: number; width: number; title: string; texts: Map<number, string>; onlyRows?: Set<number> }): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => { out.on('end', resolve); out.on('error', reject); });
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  let sheet: ExcelJS.Worksheet | undefined;
  const col = choice.width + 1;
  for await (const item of streamSheet(bytes, choice)) {
    if ('sheet' in item) {
      sheet = writer.addWorksheet(item.sheet);
      sheet.getColumn(col).width = 50;
      continue;
    }
    if (choice.onlyRows && item.row > choice.headerRow && !choice.onlyRows.has(item.row)) continue;
    const values = item.values.slice(1, col);
    const text = item.row === choice.headerRow ? choice.title : choice.texts.get(item.row);
    const row = sheet!.addRow([...values, ...Array(Math.max(0, choice.width - values.length)).fill(null), text ?? null]);
    if (text !== undefined) row.getCell(col).font = { bold: item.row === choice.headerRow, color: { argb: 'FFFF0000' } };
    row.commit();
  }
  sheet?.commit();
  await writer.commit();
  await done;
  return Buffer.concat(chunks);
}
