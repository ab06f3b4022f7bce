/**
 * Which print template prints a row (docs/domain/printing.md, "One default per type and carrier"): the enabled
 * default template of the action's type and, for a type printed per carrier, of the row's carrier. Read through the
 * generic data query, so whoever holds a print page can print, not only those who may edit templates:
 * FIND_PRINT_TEMPLATE_DEFAULT (the type's enabled defaults) and FIND_PRINT_TEMPLATE_PAPER (the type's paper).
 * React-free.
 */
import type { PrintTemplateSpec } from '../../engine/schema/entity-schema';
import type { QueryPage, SampleRow } from '../template-preview/sample-record';
import { PRINT_PAPERS, type PrintContent, type PrintPaper } from './print-protocol';

/** The enabled default templates of a type, one per carrier (`carrierCode`) or without one. */
export const DEFAULT_TEMPLATES_QID = 'FIND_PRINT_TEMPLATE_DEFAULT';
/** An enabled template type's paper (`paperSize`, `orientation`). */
export const TEMPLATE_PAPER_QID = 'FIND_PRINT_TEMPLATE_PAPER';

/** A template as printing uses it. */
export interface PrintTemplate {
  templateCode: string;
  carrierCode: string;
  layout: string;
}

/** The defaults of one enabled type, and its paper. */
export interface TemplateSet {
  typeCode: string;
  paper: Pick<PrintContent, 'paper' | 'orientation'>;
  /** By carrier code; the template without a carrier under ''. */
  defaults: ReadonlyMap<string, PrintTemplate>;
}

/** A code as templates and rows are matched by it: trimmed, capitals (`sf ` is `SF`); '' for none. */
export function carrierKey(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase() : typeof value === 'number' ? String(value) : '';
}

/**
 * The type's defaults and paper, or undefined when the tenant has no enabled type of that code (nothing of it prints).
 * @example await loadTemplateSet(query, 'TAIL_LABEL'); // { typeCode: 'TAIL_LABEL', paper: { paper: '100x150', orientation: 'portrait' }, defaults: Map { 'SF' → …, 'JD' → … } }
 */
export async function loadTemplateSet(query: QueryPage, typeCode: string): Promise<TemplateSet | undefined> {
  const [types, templates] = await Promise.all([query(TEMPLATE_PAPER_QID, { typeCode }, 10), query(DEFAULT_TEMPLATES_QID, { typeCode }, 500)]);
  const type = types.find((row) => row.typeCode === typeCode);
  if (!type) return undefined;
  const defaults = new Map<string, PrintTemplate>();
  for (const row of templates) {
    if (row.typeCode !== typeCode || typeof row.layout !== 'string') continue;
    const key = carrierKey(row.carrierCode);
    if (!defaults.has(key)) defaults.set(key, { templateCode: String(row.templateCode ?? ''), carrierCode: key, layout: row.layout });
  }
  return { typeCode, paper: paperOf(type), defaults };
}

/** A type row's paper; an unknown size prints as A4. */
function paperOf(type: SampleRow): TemplateSet['paper'] {
  const paper = (PRINT_PAPERS as readonly unknown[]).includes(type.paperSize) ? (type.paperSize as PrintPaper) : 'A4';
  return { paper, orientation: type.orientation === 'landscape' ? 'landscape' : 'portrait' };
}

/**
 * The template that prints `row`: with `carrierField`, the default of the row's carrier (none for a row without a
 * carrier); without, the type's default without a carrier. Undefined when there is none.
 */
export function templateFor(set: TemplateSet | undefined, spec: PrintTemplateSpec, row: SampleRow): PrintTemplate | undefined {
  if (!set) return undefined;
  if (!spec.carrierField) return set.defaults.get('');
  const carrier = carrierKey(row[spec.carrierField]);
  return carrier ? set.defaults.get(carrier) : undefined;
}
