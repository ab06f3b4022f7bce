/**
 * A row and its template made into the document the print component prints: the row's lines read (`lines`: a qid's
 * rows, or the row's detail read), the template's layout filled from the row with `fillTemplate` (the preview's own
 * function: what the preview shows is what prints), then purified. React-free; the purifier is given (DOMPurify in the
 * browser).
 */
import type { PrintLinesSpec } from '../../engine/schema/entity-schema';
import { purifyHtml, type HtmlPurifier } from '../../engine/validation/sanitize-html';
import { fillTemplate } from '../template-preview/fill-template';
import { withLines, type LineSource, type QueryPage, type SampleRow } from '../template-preview/sample-record';
import type { PrintDocument } from './print-service';
import type { PrintTemplate, TemplateSet } from './print-templates';

/** What filling needs besides the row: how lines are read, and the purifier. */
export interface FillEnvironment {
  query: QueryPage;
  /** The row's detail read (the page's own entity), for lines taken from it (`"detail"`). */
  detail?: (id: number) => Promise<SampleRow>;
  purifier: HtmlPurifier;
}

/** The row with the lines the action names under their keys. */
export async function rowWithLines(row: SampleRow, lines: Record<string, PrintLinesSpec> | undefined, env: Pick<FillEnvironment, 'query' | 'detail'>): Promise<SampleRow> {
  const entries = Object.entries(lines ?? {});
  const fromQids = Object.fromEntries(entries.filter((entry): entry is [string, LineSource] => entry[1] !== 'detail'));
  const filled = await withLines(env.query, row, fromQids);
  const fromDetail = entries.filter(([, source]) => source === 'detail').map(([key]) => key);
  if (fromDetail.length && env.detail && typeof row.id === 'number') {
    const detail = await env.detail(row.id);
    for (const key of fromDetail) filled[key] = Array.isArray(detail[key]) ? detail[key] : [];
  }
  return filled;
}

/**
 * The printed document of a row: the layout filled from it and purified, on the type's paper. A placeholder the
 * row does not have prints nothing (the template's preview marks it; a label never shows `{{…}}`).
 * @example fillDocument(template, set, { trackingNo: 'CL1', tailTrackingNo: 'SF1400000318001' }, DOMPurify);
 * // { templateId: 'SF-TAIL-150', content: { html: '<div>…SF1400000318001…</div>', paper: '100x150', orientation: 'portrait' } }
 */
export function fillDocument(template: PrintTemplate, set: Pick<TemplateSet, 'paper'>, row: SampleRow, purifier: HtmlPurifier): PrintDocument {
  const { text } = fillTemplate(template.layout, row, { markUnknown: () => '' });
  return { templateId: template.templateCode, content: { html: purifyHtml(purifier, text), ...set.paper } };
}
