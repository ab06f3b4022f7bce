/**
 * Fills a print template's layout (docs/domain/printing.md) with a record — a 2C order for labels and declaration
 * sheets. Pure: no DOM, no React; the preview and the print action (widgets/printing/print-documents.ts) use the same
 * function, so what the preview shows is what prints.
 *
 * The layout is HTML with placeholders:
 * - `{{name}}` — the record's value (`{{trackingNo}}`); a dotted path reads inside an object (`{{_labels.customerCode}}`,
 *   the reference labels a list row carries). Values are HTML-escaped: a consignee called `<b>` prints as text.
 * - `{{#goods}}…{{/goods}}` — the content once per item of the list `goods` (an order's goods lines), names inside
 *   read the item first, then the record. A value that is not a list shows the content once when it is set, never
 *   when it is empty.
 * Spaces inside the braces are allowed (`{{ trackingNo }}`). A section tag without its partner is left as written.
 *
 * The layout itself is not escaped (it is the HTML): whoever draws the result purifies it (TemplatePreview does, with
 * DOMPurify).
 */
import { maskValue, type MaskName } from '../../engine/format/masks';

/** The filled layout and the placeholders the record does not know, each once, in the order met. */
export interface FillResult {
  text: string;
  unknown: string[];
}

export interface FillOptions {
  /**
   * What an unknown placeholder becomes (default: the placeholder as written). `tag` is as written, `name` the name.
   * The result is inserted as HTML, so escape what you take from `tag`.
   */
  markUnknown?: (tag: string, name: string) => string;
  /** Values printed masked whoever prints (default {@link PRINTED_MASKS}). */
  masks?: Readonly<Record<string, MaskName>>;
}

/**
 * What a printed document always masks: the consignee's phone on a label stuck to the outside of a parcel (spec 02
 * §9's phone mask: first 3, last 4), administrators' prints included.
 */
export const PRINTED_MASKS: Readonly<Record<string, MaskName>> = Object.freeze({ consigneeTelephone: 'phone' });

type Scope = Record<string, unknown>;

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string; tag: string }
  | { kind: 'section'; name: string; tag: string; close: string; children: Node[] };

const TAG = /\{\{\s*([#/]?)\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*)\s*\}\}/g;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to insert into HTML.
 * @example escapeHtml('<b>"A&B"</b>'); // '&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** The layout as a tree of text, values and sections; unpaired section tags stay text. */
function parse(layout: string): Node[] {
  const root: Node[] = [];
  const open: { name: string; tag: string; children: Node[] }[] = [];
  const current = () => (open.length ? open[open.length - 1]!.children : root);
  let last = 0;
  for (const match of layout.matchAll(TAG)) {
    const [tag, mark, name] = match as unknown as [string, string, string];
    if (match.index! > last) current().push({ kind: 'text', text: layout.slice(last, match.index) });
    last = match.index! + tag.length;
    if (mark === '#') open.push({ name, tag, children: [] });
    else if (mark === '/' && open.length && open[open.length - 1]!.name === name) {
      const section = open.pop()!;
      current().push({ kind: 'section', name, tag: section.tag, close: tag, children: section.children });
    } else if (mark === '/') current().push({ kind: 'text', text: tag });
    else current().push({ kind: 'value', name, tag });
  }
  if (last < layout.length) current().push({ kind: 'text', text: layout.slice(last) });
  // A section never closed: its tag as text, its content where it stood.
  while (open.length) {
    const section = open.pop()!;
    current().push({ kind: 'text', text: section.tag }, ...section.children);
  }
  return root;
}

/** A path's value in the innermost scope that has it. */
function lookup(scopes: Scope[], name: string): { found: boolean; value?: unknown } {
  const path = name.split('.');
  for (const scope of scopes) {
    let value: unknown = scope;
    let found = true;
    for (const key of path) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, key)) value = (value as Scope)[key];
      else {
        found = false;
        break;
      }
    }
    if (found) return { found, value };
  }
  return { found: false };
}

function printed(value: unknown, name: string, masks: Readonly<Record<string, MaskName>>): string {
  if (value === null || value === undefined || typeof value === 'object') return '';
  const text = String(value);
  const mask = Object.hasOwn(masks, name) ? masks[name] : undefined;
  return mask ? String(maskValue(mask, text)) : text;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === false || value === '' || value === 0;
}

/**
 * The layout filled from `record`; with no record, every placeholder stays as written and every section shows its
 * content once (the layout as the person wrote it, nothing unknown).
 * @example fillTemplate('<b>{{consignee}}</b> {{phone}}', { consignee: '王芳' }); // { text: '<b>王芳</b> {{phone}}', unknown: ['phone'] }
 * @example fillTemplate('{{#goods}}<li>{{itemName}} × {{qty}}</li>{{/goods}}', { goods: [{ itemName: '面霜', qty: 2 }] }).text; // '<li>面霜 × 2</li>'
 */
export function fillTemplate(layout: string, record: Scope | undefined, options: FillOptions = {}): FillResult {
  const masks = options.masks ?? PRINTED_MASKS;
  const mark = options.markUnknown ?? ((tag: string) => escapeHtml(tag));
  const unknown = new Set<string>();
  const render = (nodes: Node[], scopes: Scope[] | undefined): string => nodes.map((node) => {
    if (node.kind === 'text') return node.text;
    if (!scopes) return node.kind === 'value' ? escapeHtml(node.tag) : escapeHtml(node.tag) + render(node.children, undefined) + escapeHtml(node.close);
    const { found, value } = lookup(scopes, node.name);
    if (!found) {
      unknown.add(node.name);
      return mark(node.tag, node.name);
    }
    if (node.kind === 'value') return escapeHtml(printed(value, node.name, masks));
    if (Array.isArray(value)) return value.map((item) => render(node.children, item !== null && typeof item === 'object' ? [item as Scope, ...scopes] : scopes)).join('');
    if (isEmpty(value)) return '';
    return render(node.children, typeof value === 'object' ? [value as Scope, ...scopes] : scopes);
  }).join('');
  const text = render(parse(layout), record ? [record] : undefined);
  return { text, unknown: [...unknown] };
}
