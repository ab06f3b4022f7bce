/**
 * Draws a print job as a PDF page (pdfkit): the template id, printer and time, then the document — a rendered job's
 * text (its HTML without the markup, a line per block) on its paper, or each data field of a component-template job
 * on its own line. Not a browser: the layout's styles are not drawn, only what it says.
 * Chinese needs a CJK font, found as the server's PDF export finds it (`CLEARWAY_PDF_FONT`, then fonts-wqy-microhei,
 * fonts-wqy-zenhei, fonts-noto-cjk); without one the page is drawn in Helvetica with '?' for what it cannot draw.
 */
import PDFDocument from 'pdfkit';
import { findCjkFont, type CjkFont } from '../../server/entity/export/file-writers';
import type { PrintContent, PrintJob } from '../../widgets/printing/print-protocol';

/** Millimetres to points. */
const MM = 72 / 25.4;

/** A paper in points, as it lies. */
function pageSize(paper: PrintContent['paper'], orientation: PrintContent['orientation']): [number, number] {
  const [width, height] = paper === '100x150' ? [100, 150] : paper === '100x100' ? [100, 100] : [210, 297];
  return orientation === 'landscape' ? [height * MM, width * MM] : [width * MM, height * MM];
}

export interface JobPdfInput extends PrintJob {
  jobId: string;
  receivedAt: string;
}

/** The text of a data value on the page. */
function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * What an HTML document says, as lines: a line break at each block (div, p, tr, li, h1–h6, br), cells of a row apart,
 * runs of spaces as one, entities decoded.
 * @example htmlText('<div><b>收</b> 王芳</div><div>SF1400000318001</div>'); // ['收 王芳', 'SF1400000318001']
 */
export function htmlText(html: string): string[] {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(td|th)>/gi, ' ')
    .replace(/<br\s*\/?>|<\/?(div|p|tr|li|h[1-6]|table|ul|ol)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);
  return text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * The job's PDF, and the font it was drawn in (`Helvetica` when no CJK font is installed, or `font` is null).
 * @example const { pdf } = await renderJobPdf({ jobId: '1', receivedAt, printer: 'A4', templateId: 'SF-TAIL-150', content: { html: '<div>SF1</div>', paper: '100x150' } });
 */
export async function renderJobPdf(job: JobPdfInput, font: CjkFont | null = findCjkFont() ?? null): Promise<{ pdf: Buffer; font: string }> {
  const size = job.content ? pageSize(job.content.paper, job.content.orientation) : /100x150/i.test(job.templateId) ? pageSize('100x150', 'portrait') : 'A4';
  const small = Array.isArray(size) && size[0] < 300;
  const doc = new PDFDocument({ size, margin: small ? 14 : 36, info: { Title: `${job.templateId} ${job.jobId}` } });
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
  const data = job.data ?? {};
  doc.fontSize(small ? 14 : 18).text(text(show(data.title) || job.templateId));
  doc.moveDown(0.3);
  doc.fontSize(8).fillColor('#555555').text(text(`template ${job.templateId} · printer ${job.printer} · job ${job.jobId} · ${job.receivedAt}`));
  doc.moveDown(0.5).fillColor('black').fontSize(small ? 9 : 11);
  if (job.content) {
    for (const line of htmlText(job.content.html)) doc.text(text(line));
  } else {
    for (const [key, value] of Object.entries(data)) {
      if (key === 'title') continue;
      doc.text(text(`${key}: ${show(value)}`));
    }
  }
  doc.end();
  await done;
  return { pdf: Buffer.concat(chunks), font: font ? font.postscriptName : 'Helvetica' };
}
