import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { AlignmentType, Document, HeadingLevel, Packer, PageOrientation, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import PDFDocument from 'pdfkit';
import { AppError } from '../../errors/app-error';
import type { ExportColumn } from './entity-rows';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PDF_TYPE = 'application/pdf';

type Cell = string | number | null;

/**
 * Writes an XLSX with exceljs's streaming writer: a bold header row of titles, then the rows as they come (each
 * page committed at once, so only the compressed output is held). `onRows` reports how many rows are written.
 */
export async function writeXlsx(sheetName: string, columns: ExportColumn[], pages: AsyncIterable<Cell[][]>, onRows?: (written: number) => void, more: { name: string; columns: ExportColumn[]; pages: AsyncIterable<Cell[][]> }[] = []): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  // The first sheet reports progress; `more` (a header's child tables, one sheet each) follow it.
  const sheets = [{ name: sheetName, columns, pages, onRows }, ...more.map((sheet) => ({ ...sheet, onRows: undefined }))];
  for (const { name, columns: sheetColumns, pages: sheetPages, onRows: report } of sheets) {
    const sheet = workbook.addWorksheet(safeSheetName(name));
    sheet.columns = sheetColumns.map((c) => ({ header: c.title, key: c.field, width: Math.min(40, Math.max(12, c.title.length * 2 + 4)) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let written = 0;
    for await (const page of sheetPages) {
      for (const values of page) sheet.addRow(values).commit();
      written += page.length;
      report?.(written);
    }
    sheet.commit();
  }
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}

/** Excel refuses sheet names over 31 characters or with `: \ / ? * [ ]`. */
function safeSheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** A DOCX (the `docx` package): the title as a heading, then one table with a header row. */
export async function writeDocx(title: string, columns: ExportColumn[], rows: Cell[][]): Promise<Buffer> {
  const cell = (text: Cell, bold = false) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text: text === null ? '' : String(text), bold, font: { eastAsia: 'SimSun' } })] })] });
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: columns.map((c) => cell(c.title, true)) }),
      ...rows.map((values) => new TableRow({ children: values.map((value) => cell(value)) })),
    ],
  });
  const document = new Document({
    title,
    sections: [{
      properties: { page: { size: { orientation: columns.length > 5 ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT } } },
      children: [new Paragraph({ text: title, heading: HeadingLevel.HEADING_1, alignment: AlignmentType.CENTER }), table],
    }],
  });
  return Packer.toBuffer(document);
}

/** A font that draws Chinese, as pdfkit registers it: the file, and the face inside a collection (.ttc). */
export interface CjkFont {
  path: string;
  family?: string;
  /** The name a PDF embeds (its BaseFont). */
  postscriptName: string;
}

/** Where the CJK fonts of the usual Linux packages live (fonts-wqy-microhei, fonts-wqy-zenhei, fonts-noto-cjk). */
const CJK_FONTS: CjkFont[] = [
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYiMicroHei', postscriptName: 'WenQuanYiMicroHei' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', family: 'WenQuanYiZenHei', postscriptName: 'WenQuanYiZenHei' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular', postscriptName: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular', postscriptName: 'NotoSansCJKsc-Regular' },
];

/** The CJK font PDF exports use: `CLEARWAY_PDF_FONT` (a .ttf/.otf path) if set, else the first installed of {@link CJK_FONTS}. */
export function findCjkFont(env: NodeJS.ProcessEnv = process.env): CjkFont | undefined {
  const configured = env.CLEARWAY_PDF_FONT;
  if (configured && fs.existsSync(configured)) return { path: configured, postscriptName: configured };
  return CJK_FONTS.find((font) => fs.existsSync(font.path));
}

/**
 * The most characters a PDF cell draws (then an ellipsis): pdfkit wraps a long unbroken word in time that grows with
 * the square of its length (20,000 characters took 37 s, blocking the server), and a table cell is no place for more.
 */
export const PDF_CELL_MAX_CHARS = 1000;

/** A cell as the PDF draws it: empty for null, cut at {@link PDF_CELL_MAX_CHARS} with an ellipsis. */
export function pdfCellText(value: Cell): string {
  const text = value === null ? '' : String(value);
  return text.length > PDF_CELL_MAX_CHARS ? `${text.slice(0, PDF_CELL_MAX_CHARS)}…` : text;
}

/**
 * A PDF (pdfkit): the title, then a table (header row repeated on each page), text in the CJK font; a cell longer
 * than {@link PDF_CELL_MAX_CHARS} is cut there.
 * @throws AppError PDF_FONT_MISSING (501) when no CJK font is installed: Chinese cannot be drawn without one.
 */
export async function writePdf(title: string, columns: ExportColumn[], rows: Cell[][], font = findCjkFont()): Promise<Buffer> {
  if (!font) throw new AppError('PDF_FONT_MISSING');
  const doc = new PDFDocument({ size: 'A4', layout: columns.length > 5 ? 'landscape' : 'portrait', margin: 36, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('cjk', font.path, font.family);
  doc.font('cjk');
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const colWidth = width / Math.max(1, columns.length);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  doc.fontSize(16).text(title, { align: 'center' });
  doc.moveDown(0.5);
  doc.fontSize(9);
  const drawRow = (values: Cell[], header: boolean) => {
    const texts = values.map(pdfCellText);
    const height = Math.max(14, ...texts.map((t) => doc.heightOfString(t, { width: colWidth - 6 }) + 6));
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (!header) drawRow(columns.map((c) => c.title), true);
    }
    const top = doc.y;
    if (header) doc.rect(left, top, width, height).fill('#f0f0f0').fillColor('black');
    texts.forEach((text, i) => {
      doc.rect(left + i * colWidth, top, colWidth, height).strokeColor('#999999').lineWidth(0.5).stroke();
      doc.fillColor('black').text(text, left + i * colWidth + 3, top + 3, { width: colWidth - 6 });
    });
    doc.x = left;
    doc.y = top + height;
  };
  drawRow(columns.map((c) => c.title), true);
  for (const values of rows) drawRow(values, false);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
