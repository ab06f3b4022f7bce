/**
 * Draws a print job as a PDF page (pdfkit): the template id, printer and time, then each data field on its own line.
 * Chinese needs a CJK font, found as the server's PDF export finds it (`CLEARWAY_PDF_FONT`, then fonts-wqy-microhei,
 * fonts-wqy-zenhei, fonts-noto-cjk); without one the page is drawn in Helvetica with '?' for what it cannot draw.
 */
import PDFDocument from 'pdfkit';
import { findCjkFont, type CjkFont } from '../../server/entity/export/file-writers';
import type { PrintJob } from '../../widgets/printing/print-protocol';

/** A 100 × 150 mm label, in points. */
const LABEL_SIZE: [number, number] = [283.46, 425.2];

export interface JobPdfInput extends PrintJob {
  jobId: string;
  receivedAt: string;
}

/** The text of a data value on the page. */
function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The job's PDF, and the font it was drawn in (`Helvetica` when no CJK font is installed, or `font` is null).
 * @example const { pdf } = await renderJobPdf({ jobId: '1', receivedAt, printer: 'A4', templateId: 'SF-100x150', data: {} });
 */
export async function renderJobPdf(job: JobPdfInput, font: CjkFont | null = findCjkFont() ?? null): Promise<{ pdf: Buffer; font: string }> {
  const label = /100x150/i.test(job.templateId);
  const doc = new PDFDocument({ size: label ? LABEL_SIZE : 'A4', margin: label ? 14 : 36, info: { Title: `${job.templateId} ${job.jobId}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  // Without a CJK font, Helvetica draws Latin-1 only: anything else becomes '?'.
  const text = font ? (value: string) => value : (value: string) => value.replace(/[^\x20-\xff]/g, '?');
  if (font) {
    doc.registerFont('cjk', font.path, font.family);
    doc.font('cjk');
  } else {
    doc.font('Helvetica');
  }
  doc.fontSize(label ? 14 : 18).text(text(show(job.data.title) || job.templateId));
  doc.moveDown(0.3);
  doc.fontSize(8).fillColor('#555555').text(text(`template ${job.templateId} · printer ${job.printer} · job ${job.jobId} · ${job.receivedAt}`));
  doc.moveDown(0.5).fillColor('black').fontSize(label ? 9 : 11);
  for (const [key, value] of Object.entries(job.data)) {
    if (key === 'title') continue;
    doc.text(text(`${key}: ${show(value)}`));
  }
  doc.end();
  await done;
  return { pdf: Buffer.concat(chunks), font: font ? font.postscriptName : 'Helvetica' };
}
