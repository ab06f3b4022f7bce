/**
 * The record a template preview is filled from, read through the generic data query (a qid page): the latest row, or
 * the one whose number the person typed, with its lines; and the template type's row, for its paper and whether its
 * documents are filled from such a record at all. React-free: the component hands in the query.
 */

/** A row as the data query answers it. */
export type SampleRow = Record<string, unknown>;

/** One page of a qid, first page, filters as the qid declares them (the app's findPageByCallId). */
export type QueryPage = (qid: string, filters: Record<string, unknown>, pageSize: number) => Promise<SampleRow[]>;

/** Where the sample comes from (`x-component-props.sample`). */
export interface SampleSource {
  /** The qid of the records (`ENTITY_ORDER_TWOCORDER`: the 2C order list, newest first, scoped and masked as that list). */
  qid: string;
  /** The qid filters a typed number is tried against, in order (`["orderCode", "trackingNo"]`). */
  search?: string[];
  /** Form field → record field: without a typed number, the newest record whose field holds the form's value wins (`{ "carrierCode": "tailCarrierCode" }`). */
  prefer?: Record<string, string>;
  /** Lines put under a key of the record: their qid and the filter taking the record's id (`{ "goods": { "qid": …, "parent": "orderId" } }`). */
  lines?: Record<string, LineSource>;
}

/** Where a record's lines are read: the qid, its filter `parent`, set to the record's `by` field (default `id`). */
export interface LineSource {
  qid: string;
  parent: string;
  by?: string;
}

/** Most lines read for one record (an order has at most 200 goods lines). */
export const MAX_LINES = 200;

/**
 * The record with its lines put under their keys, each read through its qid (first page, {@link MAX_LINES}); the
 * record itself is not changed. The preview's sample and the print action's rows read their lines so.
 * @example await withLines(query, { id: 7 }, { goods: { qid: 'FIND_DECLARATION_PRINT_GOODS', parent: 'orderId' } }); // { id: 7, goods: [...] }
 */
export async function withLines(query: QueryPage, record: SampleRow, lines: Record<string, LineSource> = {}): Promise<SampleRow> {
  const filled: SampleRow = { ...record };
  for (const [key, source] of Object.entries(lines)) filled[key] = await query(source.qid, { [source.parent]: record[source.by ?? 'id'] }, MAX_LINES);
  return filled;
}

/** The template's type (`x-component-props.type`): a form field holding its key, and where type rows are read. */
export interface TypeSource {
  /** The form field holding the type's key (`typeCode`). */
  field: string;
  qid: string;
  /** The type's key field, also a filter of the qid. */
  key: string;
  /** Type field → values whose templates print something else than the sample's records (`{ "printKind": ["handoverList"] }`). */
  noSample?: Record<string, unknown[]>;
}

/** How many newest records are looked through for a preferred one. */
export const PREFER_WINDOW = 50;

/**
 * The sample record: with `search`, the first record a search filter finds for it; otherwise the newest, or the
 * newest of the first {@link PREFER_WINDOW} whose preferred fields hold the given values. Its lines are read under
 * their keys. Undefined when there is none.
 */
export async function loadSample(query: QueryPage, source: SampleSource, wanted: { search?: string; prefer?: Record<string, unknown> } = {}): Promise<SampleRow | undefined> {
  const search = wanted.search?.trim();
  let row: SampleRow | undefined;
  if (search) {
    for (const filter of source.search ?? []) {
      row = (await query(source.qid, { [filter]: search }, 1))[0];
      if (row) break;
    }
  } else {
    const preferred = Object.entries(source.prefer ?? {}).filter(([formField]) => !blank(wanted.prefer?.[formField]));
    const rows = await query(source.qid, {}, preferred.length ? PREFER_WINDOW : 1);
    row = rows.find((candidate) => preferred.every(([formField, field]) => candidate[field] === wanted.prefer![formField])) ?? rows[0];
  }
  if (!row) return undefined;
  return withLines(query, row, source.lines);
}

/** The type row whose key is exactly `value` (the key filter may match by contains), or undefined. */
export async function loadType(query: QueryPage, source: TypeSource, value: unknown): Promise<SampleRow | undefined> {
  if (blank(value)) return undefined;
  const rows = await query(source.qid, { [source.key]: value }, 20);
  return rows.find((row) => row[source.key] === value);
}

/** Whether templates of this type are filled from the sample's records (not so for the `noSample` values). */
export function typeTakesSample(source: TypeSource, type: SampleRow | undefined): boolean {
  if (!type) return true;
  return !Object.entries(source.noSample ?? {}).some(([field, values]) => values.includes(type[field]));
}

/** A sheet's size in millimetres, as it lies. */
export interface Paper {
  width: number;
  height: number;
}

const PAPERS: Record<string, Paper> = { '100x150': { width: 100, height: 150 }, '100x100': { width: 100, height: 100 }, A4: { width: 210, height: 297 } };

/**
 * The paper of a type row (`paperSize`, `orientation`), or undefined for an unknown size.
 * @example paperOf({ paperSize: 'A4', orientation: 'landscape' }); // { width: 297, height: 210 }
 */
export function paperOf(type: SampleRow | undefined): Paper | undefined {
  const paper = typeof type?.paperSize === 'string' && Object.hasOwn(PAPERS, type.paperSize) ? PAPERS[type.paperSize] : undefined;
  if (!paper) return undefined;
  return type?.orientation === 'landscape' ? { width: paper.height, height: paper.width } : { ...paper };
}

function blank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
