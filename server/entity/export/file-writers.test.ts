import { PDF_CELL_MAX_CHARS, findCjkFont, pdfCellText, writePdf } from './file-writers';

describe('PDF cells', () => {
  it('draws a cell up to the limit, cuts a longer one with an ellipsis, and null as empty', () => {
    expect(pdfCellText(null)).toBe('');
    expect(pdfCellText(12.5)).toBe('12.5');
    expect(pdfCellText('长'.repeat(PDF_CELL_MAX_CHARS))).toBe('长'.repeat(PDF_CELL_MAX_CHARS));
    expect(pdfCellText('x'.repeat(100_000))).toBe(`${'x'.repeat(PDF_CELL_MAX_CHARS)}…`);
  });

  // Needs a CJK font (as the export does); without one writePdf refuses before drawing anything.
  it.skipIf(!findCjkFont())('writes a row with a 100,000-character cell in seconds, not minutes', async () => {
    const started = Date.now();
    const pdf = await writePdf('t', [{ field: 'a', title: 'A' }, { field: 'b', title: 'B' }], [['x'.repeat(100_000), 'y']]);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
