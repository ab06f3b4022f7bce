import type { EntityModel } from '../../../engine/schema/entity-model';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { Language } from '../../errors/catalogue';
import type { SessionUser } from '../../http/request-context';
import type { QidDefinition } from '../../qid/definition';
import type { QidRegistry } from '../../qid/registry';
import { parseQidRequest, type QidRequest } from '../../qid/request-params';
import { countQid, runQidSlice } from '../../qid/run-query';
import { nextTurn } from './next-turn';

/** Rows read per statement while exporting: a large export never holds every row at once. */
export const EXPORT_PAGE_ROWS = 1000;

/** Most rows one export writes (an XLSX job); the direct DOCX and PDF calls stop earlier. */
export const EXPORT_MAX_ROWS = 200_000;

/** What an export call or task sends: the list's filters, sort and order, and optionally chosen row ids. */
export interface ExportSelection {
  filters?: unknown;
  sort?: unknown;
  order?: unknown;
  ids?: unknown;
}

/** The entity's list qid with an `ids` filter added (export of the chosen rows). */
function exportDefinition(qids: QidRegistry, model: EntityModel): QidDefinition {
  const definition = qids.get(model.listQid);
  if (!definition) throw new AppError('NOT_FOUND', { what: `qid ${model.listQid}` });
  return { ...definition, filters: { ...definition.filters, ids: { column: 'id', op: 'in', type: 'integer' } } };
}

/** The qid and parsed request of an export: the list's own filters and sort rules (a bad one is a 400). */
export function exportQuery(qids: QidRegistry, model: EntityModel, selection: ExportSelection): { definition: QidDefinition; request: QidRequest } {
  const definition = exportDefinition(qids, model);
  const raw: Record<string, unknown> = { qid: definition.qid };
  if (selection.filters !== undefined && selection.filters !== null) raw.filters = typeof selection.filters === 'string' ? selection.filters : JSON.stringify(selection.filters);
  if (typeof selection.sort === 'string') raw.sort = selection.sort;
  if (typeof selection.order === 'string') raw.order = selection.order;
  if (selection.ids !== undefined && selection.ids !== null && selection.ids !== '') raw.ids = Array.isArray(selection.ids) ? selection.ids.join(',') : String(selection.ids);
  return { definition, request: parseQidRequest(raw, definition) };
}

/** Every matching row, a page at a time, in the list's order, up to `maxRows`; other requests get a turn between pages. */
export async function* exportRows(db: Db, query: { definition: QidDefinition; request: QidRequest }, user: SessionUser, maxRows = EXPORT_MAX_ROWS): AsyncGenerator<Record<string, unknown>[]> {
  for (let offset = 0; offset < maxRows; offset += EXPORT_PAGE_ROWS) {
    if (offset) await nextTurn();
    const page = await runQidSlice(db, query.definition, query.request, user, offset, Math.min(EXPORT_PAGE_ROWS, maxRows - offset));
    if (page.length) yield page;
    if (page.length < EXPORT_PAGE_ROWS) return;
  }
}

export function countExportRows(db: Db, query: { definition: QidDefinition; request: QidRequest }, user: SessionUser, maxRows = EXPORT_MAX_ROWS): Promise<number> {
  return countQid(db, query.definition, query.request, user, maxRows);
}

/** A column of an exported table: the field and its title in the language. */
export interface ExportColumn {
  field: string;
  title: string;
}

/** The columns of a spreadsheet (every stored field, so the sheet imports back) or of a printed table (the list's). */
export function exportColumns(model: EntityModel, lang: Language, which: 'all' | 'list'): ExportColumn[] {
  // 'all': every stored field, or every field of a query page (which has no table); 'list': the list's columns.
  const all = model.table ? model.columns.map((c) => c.field) : Object.keys(model.schema.fields);
  const fields = which === 'all' ? all : model.listColumns.filter((f) => model.schema.fields[f]);
  return fields.map((field) => ({ field, title: model.schema.fields[field]?.title[lang] ?? field }));
}

/** Labels of enum values (`x-enum-titles`) and dictionary values (`x-dict`), per field: value → label. */
export type LabelMaps = Map<string, Map<string, string>>;

/** Loads the labels the export shows instead of stored codes: enum titles, and the tenant's dictionary names. */
export async function loadLabels(db: Db, model: EntityModel, tenantId: number, lang: Language): Promise<LabelMaps> {
  const maps: LabelMaps = new Map();
  const dictFields = new Map<string, string[]>();
  for (const [name, field] of Object.entries(model.schema.fields)) {
    const titles = field['x-enum-titles'];
    if (field.enum && titles) {
      maps.set(name, new Map(field.enum.map((value, i) => [String(value), titles[i]?.[lang] ?? String(value)])));
    }
    const dict = field['x-dict'];
    if (typeof dict === 'string') dictFields.set(dict, [...(dictFields.get(dict) ?? []), name]);
  }
  if (dictFields.size) {
    const details = await db.selectFrom('baseDictionaryDetail').select(['dictionaryCode', 'dictionaryValue', 'dictionaryName', 'dictionaryNameEn'])
      .where('tenantId', '=', tenantId).where('dictionaryCode', 'in', [...dictFields.keys()]).execute();
    for (const detail of details) {
      for (const name of dictFields.get(detail.dictionaryCode) ?? []) {
        if (!maps.has(name)) maps.set(name, new Map());
        const label = lang === 'en' ? detail.dictionaryNameEn || detail.dictionaryName : detail.dictionaryName;
        if (!maps.get(name)!.has(detail.dictionaryValue)) maps.get(name)!.set(detail.dictionaryValue, label);
      }
    }
  }
  return maps;
}

/** A cell's value as a person reads it: labels for codes, numbers as numbers, times as `YYYY-MM-DD HH:mm:ss`. */
export function cellValue(model: EntityModel, labels: LabelMaps, field: string, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  const label = labels.get(field)?.get(String(value));
  if (label !== undefined) return label;
  const type = model.schema.fields[field]?.type;
  if ((type === 'number' || type === 'integer') && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value instanceof Date) return formatDateTime(value, model.schema.fields[field]?.format === 'date');
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` (spec 01 §9), or `YYYY-MM-DD`, in the server's time zone. */
export function formatDateTime(date: Date, dateOnly = false): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return dateOnly ? day : `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** `{entity title}-{yyyyMMddHHmmss}.{ext}` (a named export: its own `title`). */
export function exportFileName(model: EntityModel, lang: Language, now: number, ext: string, title = model.schema.title[lang]): string {
  const d = new Date(now);
  const stamp = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
  return `${title}-${stamp}.${ext}`;
}
