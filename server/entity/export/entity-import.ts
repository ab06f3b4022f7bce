import type ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { EntityModel } from '../../../engine/schema/entity-model';
import type { Db } from '../../db/database';
import { AppError, formatMessage } from '../../errors/app-error';
import type { Language } from '../../errors/catalogue';
import type { SessionUser } from '../../http/request-context';
import type { RowError } from '../../jobs/job-worker';
import { requireWrite } from '../entity-permissions';
import { importColumnAccess } from '../field-permissions';
import { MASK_CHAR } from '../../../engine/format/masks';
import type { EntityService } from '../entity-service';
import { refuseLockedHeader, refuseLockedWrite } from '../record-lock';
import { rowValidator } from '../row-validator';
import type { StoredRow } from '../row-store';
import { changedFields, matchLines, type StoredLine } from '../import/import-diff';
import { groupRows, keyOf, type CellRow, type ImportRecord } from '../import/import-grouping';
import { columnOfHeader, headerIndex, importLayout, type ImportLayout, type ModelLookup } from '../import/import-layout';
import { formatDateTime, loadLabels } from './entity-rows';
import { XLSX_TYPE } from './file-writers';
import { nextTurn } from './next-turn';
import { streamSheet, sheetWithColumn } from '../import/sheet-stream';
import { findTemplate, mapTemplateHeader, type ImportTemplate, type TemplateMapping } from '../import/import-templates';
import { importHeaderOf } from '../import/import-into-header';

/** Most data rows one import takes (an import task). */
export const IMPORT_MAX_ROWS = 50_000;

/** Most data rows the direct import call takes unless the schema's `import.directRows` says otherwise. */
export const IMPORT_DIRECT_ROWS = 2000;

/**
 * Reports an import's progress (0-100). It must not wait on the database: it is called inside the write
 * transaction, which on PGlite holds the only connection (the job worker's reporter records the figure and writes
 * it in the background).
 */
export type ImportProgress = (percent: number) => void;

/** Rows checked between two turns of the event loop (so the server answers meanwhile). */
const ROWS_PER_TURN = 1000;
/** Records written between two progress reports and turns of the event loop. */
const ROWS_PER_REPORT = 500;
/** Refused records listed at most when the writes are run again to list them (the rest are not tried). */
const MAX_COLLECTED_ERRORS = 1000;

/** What an import did (or, dry, would do): records inserted, updated, unchanged, refused (locked) with their rows. */
export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  refused: number;
}

/**
 * An import's outcome: the counts (nothing written when `dryRun`), the refused rows and a sheet of them; or every
 * invalid row (and nothing written) with the uploaded sheet marked up.
 */
export type ImportResult =
  | ({ ok: true; dryRun: boolean; imported: number; rowCount: number; refusedRows: RowError[]; errorFile?: ImportFile; template?: string; unmappedColumns?: string[] } & ImportCounts)
  | { ok: false; errors: RowError[]; errorFile: ImportFile; rowCount: number; unmappedColumns?: string[] };

export interface ImportFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Thrown inside a dry run's transaction once every record was written, so that nothing stays. */
class DryRunRollback extends Error {}

/** A cell's value as the row body takes it: rich text and formulas as their text, numbers kept, dates as text. */
function plainValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return plainValue(value.result as ExcelJS.CellValue);
    if ('error' in value) return undefined;
  }
  return value;
}

interface ReadSheet {
  /** The uploaded file: the error file is a streamed copy of its sheet. */
  bytes: Buffer;
  sheetName: string;
  /** The row of the column titles (1, or the template's). */
  headerRow: number;
  rows: CellRow[];
  width: number;
  /** Column key → the sheet's column number. */
  columnAt: Map<string, number>;
  /** Column key → the sheet's title of its column, when a template mapped it (row errors name the sheet's column). */
  titleOf?: Map<string, string>;
  /** The sheet's columns the template does not map (reported, ignored). */
  unmapped: string[];
  /** Rows whose template-required column is empty (and has no default): row → column keys. */
  requiredMissing: { row: number; key: string }[];
}

/** Labels shown by an export or the template (enum titles, dictionary names) → codes, per column key. */
async function reverseLabels(db: Db, layout: ImportLayout, tenantId: number): Promise<Map<string, Map<string, string>>> {
  const reverse = new Map<string, Map<string, string>>();
  const models = [{ prefix: '', model: layout.model }, ...layout.children.map((c) => ({ prefix: `${c.key}.`, model: c.model }))];
  for (const { prefix, model } of models) {
    for (const lang of ['zh', 'en'] as const) {
      for (const [field, labels] of await loadLabels(db, model, tenantId, lang)) {
        const key = prefix + field;
        if (!reverse.has(key)) reverse.set(key, new Map());
        for (const [value, label] of labels) if (!reverse.get(key)!.has(label)) reverse.get(key)!.set(label, value);
      }
    }
  }
  return reverse;
}

/** A cell's value as the column's field takes it: dates by format, text for strings, labels back to codes. */
function cellValue(value: unknown, column: ImportLayout['columns'][number], labels: Map<string, string> | undefined): unknown {
  const schema = column.model.schema.fields[column.field]!;
  if (value instanceof Date) value = schema.format === 'date' ? value.toISOString().slice(0, 10) : schema.format === 'date-time' ? value.toISOString() : formatDateTime(value);
  if (schema.type === 'string' && typeof value !== 'string') value = String(value);
  if (typeof value === 'string') {
    const text = value.trim();
    const code = text.includes('=') ? text.slice(0, text.indexOf('=')) : undefined;
    value = labels?.get(text) ?? (code !== undefined && (schema.enum?.map(String).includes(code) || labels && [...labels.values()].includes(code)) ? code : value);
  }
  if (schema.type === 'boolean' && typeof value === 'string') value = ['1', 'true', '是', 'yes'].includes(value.trim().toLowerCase()) ? true : ['0', 'false', '否', 'no'].includes(value.trim().toLowerCase()) ? false : value;
  if ((schema.type === 'number' || schema.type === 'integer') && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.trim()))) value = Number(value.trim());
  return value;
}

/**
 * Reads the sheet row by row (streamed: sheet-stream.ts), the first or the template's: the header row names the
 * columns (import-layout.ts headerIndex, or the template's column titles: import-templates.ts; unknown columns are
 * ignored, and reported with a template), every later non-empty row is one record, or one line of a record
 * (import-grouping.ts). Labels turn back into codes; a template value written `code=label` is taken as its code; a
 * template's defaults fill empty cells.
 */
async function readSheet(db: Db, layout: ImportLayout, user: SessionUser, bytes: Buffer, progress: ImportProgress, lang: Language, template?: ImportTemplate): Promise<ReadSheet> {
  const headerRow = template?.headerRow ?? 1;
  const columnOf = new Map(layout.columns.map((c) => [c.key, c]));
  const reverse = await reverseLabels(db, layout, user.tenantId);
  const rows: CellRow[] = [];
  const requiredMissing: ReadSheet['requiredMissing'] = [];
  let sheetName = '';
  let width = 0;
  let columnAt: Map<string, number> | undefined;
  let mapping: TemplateMapping | undefined;
  let unmapped: string[] = [];
  for await (const item of streamSheet(bytes, { sheetName: template?.sheetName ?? undefined })) {
    if ('sheet' in item) {
      sheetName = item.sheet;
      progress(5);
      continue;
    }
    const { row: r, values } = item;
    width = Math.max(width, values.length - 1);
    if (r < headerRow) continue;
    if (r === headerRow) {
      const header = new Map<number, string>();
      values.forEach((value, col) => { if (col > 0) header.set(col, String(plainValue(value) ?? '').trim()); });
      if (template) {
        mapping = mapTemplateHeader(template, layout, header, lang);
        columnAt = mapping.columnAt;
        unmapped = mapping.unmapped;
      } else {
        const index = headerIndex(layout);
        columnAt = new Map();
        for (const [col, text] of header) {
          const key = columnOfHeader(index, text);
          if (key && !columnAt.has(key)) columnAt.set(key, col);
        }
      }
      if (!columnAt.size && !mapping?.defaults.size) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: `row ${headerRow} names no field of this entity` });
      continue;
    }
    if (!columnAt) continue;
    if (r % ROWS_PER_TURN === 0) {
      progress(5 + Math.min(10, rows.length / 5000));
      await nextTurn();
    }
    const cells: Record<string, unknown> = {};
    for (const [key, col] of columnAt) {
      const value = plainValue(values[col]);
      if (value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
      cells[key] = cellValue(value, columnOf.get(key)!, reverse.get(key));
    }
    if (!Object.keys(cells).length) continue;
    if (mapping) {
      for (const [key, fallback] of mapping.defaults) if (cells[key] === undefined) cells[key] = cellValue(fallback, columnOf.get(key)!, reverse.get(key));
      for (const key of mapping.required) if (cells[key] === undefined) requiredMissing.push({ row: r, key });
    }
    rows.push({ row: r, cells });
    if (rows.length > IMPORT_MAX_ROWS) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: `more than ${IMPORT_MAX_ROWS} rows` });
  }
  if (!columnAt) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: `no header row ${headerRow}` });
  if (!rows.length) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: 'no data rows' });
  return { bytes, sheetName, headerRow, rows, width: Math.max(width, ...columnAt.values()), columnAt, titleOf: mapping?.titleOf, unmapped, requiredMissing };
}

/** Line keys of one integer field (goods.gnum) the sheet does not give but the template defaults: numbered per record. */
function numberDefaultedLines(layout: ImportLayout, read: ReadSheet, records: ImportRecord[]): void {
  for (const child of layout.children) {
    const [field, ...more] = child.lineKey;
    if (!field || more.length || child.model.schema.fields[field]?.type !== 'integer' || read.columnAt.has(`${child.key}.${field}`)) continue;
    for (const record of records) record.lines[child.key]!.forEach((line, index) => { if (line.values[field] !== undefined) line.values[field] = index + 1; });
  }
}

/** Builds row errors naming the sheet and the column's title. */
class ErrorList {
  readonly errors: RowError[] = [];

  constructor(private readonly layout: ImportLayout, private readonly sheet: string, private readonly lang: Language, private readonly titleOf?: Map<string, string>) {}

  add(row: number, key: string, message: string): void {
    const column = this.layout.columns.find((c) => c.key === key);
    this.errors.push({ row, field: key, message, sheet: this.sheet, column: this.titleOf?.get(key) ?? (column ? column.title[this.lang] : key) });
  }

  /** A refused write's messages: its field messages (a line's `goods[2].gName` at that line's row), else its message. */
  addError(record: ImportRecord, error: unknown, lines: Record<string, { row: number }[]> = record.lines): void {
    if (!(error instanceof AppError)) throw error;
    const fields = error.fields && Object.keys(error.fields).length ? error.fields : undefined;
    if (!fields) return this.add(record.row, '', error.messageIn(this.lang));
    for (const [name, message] of Object.entries(fields)) {
      const line = /^([A-Za-z0-9]+)\[(\d+)\]\.(.+)$/.exec(name);
      const at = line ? lines[line[1]!]?.[Number(line[2])] : undefined;
      if (line && at) this.add(at.row, `${line[1]}.${line[3]}`, message);
      else this.add(record.row, name, message);
    }
  }
}

/** The caller's existing rows whose import key matches a record's (their tenant), by key tuple. */
async function existingRows(db: Db, layout: ImportLayout, user: SessionUser, records: ImportRecord[]): Promise<Map<string, StoredRow>> {
  const found = new Map<string, StoredRow>();
  const { model, key } = layout;
  if (!key.length) return found;
  const columnOf = new Map(model.columns.map((c) => [c.field, c.column]));
  const firsts = [...new Set(records.map((r) => r.header[key[0]!]).filter((v) => v !== undefined).map(String))];
  const untyped = db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  for (let i = 0; i < firsts.length; i += 5000) {
    let query = untyped.selectFrom(model.table!).selectAll().where(sql`${sql.ref(columnOf.get(key[0]!)!)}::text`, 'in', firsts.slice(i, i + 5000));
    if (model.schema.storage?.tenant !== false) query = query.where('tenant_id', '=', user.tenantId);
    for (const row of (await query.execute()) as StoredRow[]) {
      const tuple = keyOf(key, row);
      if (tuple !== undefined) found.set(tuple, row);
    }
  }
  return found;
}

/** The stored lines of these headers for one child, by header id. */
async function existingLines(db: Db, child: EntityModel, user: SessionUser, headerIds: number[]): Promise<Map<number, StoredLine[]>> {
  const byHeader = new Map<number, StoredLine[]>();
  const parent = child.schema.parent!.field;
  const column = child.columns.find((c) => c.field === parent)!.column;
  const untyped = db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  for (let i = 0; i < headerIds.length; i += 5000) {
    let query = untyped.selectFrom(child.table!).selectAll().where(column, 'in', headerIds.slice(i, i + 5000)).orderBy('id');
    if (child.schema.storage?.tenant !== false) query = query.where('tenant_id', '=', user.tenantId);
    for (const line of (await query.execute()) as StoredLine[]) {
      const id = Number(line[parent]);
      byHeader.set(id, [...(byHeader.get(id) ?? []), line]);
    }
  }
  return byHeader;
}

/** Unique keys of inserted records clashing inside the file or with the tenant's existing rows (insert mode, or no key). */
async function uniqueClashes(db: Db, layout: ImportLayout, user: SessionUser, records: { record: ImportRecord; values: Record<string, unknown> }[], list: ErrorList, lang: Language): Promise<void> {
  const { model } = layout;
  const columnOf = new Map(model.columns.map((c) => [c.field, c.column]));
  for (const key of model.schema.storage?.unique ?? []) {
    const title = key.map((f) => model.schema.fields[f]?.title[lang] ?? f).join(lang === 'zh' ? '、' : ', ');
    const message = formatMessage('UNIQUE_CLASH', lang, { title });
    const seen = new Set<string>();
    const keyed: { row: number; tuple: string; first: unknown }[] = [];
    for (const { record, values } of records) {
      const tuple = keyOf(key, values);
      if (tuple === undefined) continue;
      if (seen.has(tuple)) list.add(record.row, key[0]!, message);
      seen.add(tuple);
      keyed.push({ row: record.row, tuple, first: values[key[0]!] });
    }
    if (!keyed.length) continue;
    const firstValues = [...new Set(keyed.map((k) => String(k.first)))];
    const existing = new Set<string>();
    const untyped = db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (let i = 0; i < firstValues.length; i += 5000) {
      let query = untyped.selectFrom(model.table!).select(key.map((f) => sql.ref(columnOf.get(f)!).as(f)))
        .where(sql`${sql.ref(columnOf.get(key[0]!)!)}::text`, 'in', firstValues.slice(i, i + 5000));
      if (model.schema.storage?.tenant !== false) query = query.where('tenant_id', '=', user.tenantId);
      for (const found of await query.execute()) existing.add(keyOf(key, found)!);
    }
    for (const { row, tuple } of keyed) if (existing.has(tuple)) list.add(row, key[0]!, message);
  }
}

const ERRORS_TITLE = { zh: '错误信息', en: 'errors' };

/** Messages by sheet row, each naming its column. */
function messagesByRow(errors: RowError[], lang: Language): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  for (const error of errors) {
    const title = error.column;
    const text = !title || error.message.includes(title) ? error.message : `${title}: ${error.message}`;
    byRow.set(error.row, [...(byRow.get(error.row) ?? []), text]);
  }
  for (const [row, list] of byRow) byRow.set(row, [list.join(lang === 'zh' ? '；' : '; ')]);
  return byRow;
}

/** The uploaded sheet with an errors column (错误信息 / errors) after the last, each refused row's messages in it. */
async function errorWorkbook(read: ReadSheet, errors: RowError[], lang: Language): Promise<Buffer> {
  const texts = new Map([...messagesByRow(errors, lang)].map(([row, [text]]) => [row, text!]));
  return sheetWithColumn(read.bytes, { sheetName: read.sheetName, headerRow: read.headerRow, width: read.width, title: ERRORS_TITLE[lang], texts });
}

/** Only the refused rows (a locked record's every row), under the uploaded header, with the errors column. */
async function refusedWorkbook(read: ReadSheet, refused: RowError[], rowsOf: Map<number, number[]>, lang: Language): Promise<Buffer> {
  const texts = new Map<number, string>();
  for (const [first, [text]] of messagesByRow(refused, lang)) for (const row of rowsOf.get(first) ?? [first]) texts.set(row, text!);
  return sheetWithColumn(read.bytes, { sheetName: read.sheetName, headerRow: read.headerRow, width: read.width, title: ERRORS_TITLE[lang], texts, onlyRows: new Set(texts.keys()) });
}

/** What is done with one record. */
type Plan =
  | { record: ImportRecord; action: 'insert'; body: Record<string, unknown> }
  | { record: ImportRecord; action: 'update'; body: Record<string, unknown>; lines: Record<string, { row: number }[]> }
  | { record: ImportRecord; action: 'unchanged' | 'refused' };

export interface ImportInput {
  db: Db;
  service: EntityService;
  model: EntityModel;
  user: SessionUser;
  lang: Language;
  bytes: Buffer;
  fileName: string;
  progress?: ImportProgress;
  /** Check and write everything in a transaction that is then rolled back: the counts say what would happen. */
  dryRun?: boolean;
  /** The direct call: more rows than the schema's `import.directRows` are refused (IMPORT_USE_TASK). */
  direct?: boolean;
  /** Finds child models (header-and-lines sheets), and the import templates' entities. */
  entities?: ModelLookup;
  /** The import template's code (docs/schemas.md, "Import templates"): the sheet is mapped through it. */
  template?: string;
  /**
   * The call's query parameters: a child table's import names its one header there, by id under the parent field or
   * by the header's single-field unique key (import-into-header.ts).
   */
  query?: Record<string, unknown>;
}

/**
 * Imports an XLSX into an entity (docs/api.md, "Imports"). Checking, outside any transaction (progress 0-30): the
 * sheet's rows grouped into records (a header and its lines, import-grouping.ts), each record with the entity's own
 * create validation and its lines with the child's, unique keys of the inserted ones, then each record matched to the
 * caller's existing row by the import key (their tenant only: another tenant's row with the same key is never
 * touched; a new row is inserted for the caller): unchanged, updated (at its current version, lines matched by their
 * own key, import-diff.ts), refused when its state locks it, or inserted. Any invalid row writes nothing: the result
 * lists each `{ row, field, message, sheet, column }` and the sheet with an errors column. Writing (30-99): every
 * insert and update in one transaction through the entity service (permissions, references, defaults, stamps,
 * audit); a dry run rolls it back. Locked records are counted `refused`, listed, and put in a sheet of their own.
 */
export async function importEntityRows(input: ImportInput): Promise<ImportResult> {
  const { db, service, model, user, lang } = input;
  const progress: ImportProgress = input.progress ?? (() => undefined);
  await requireWrite(db, user, model, 'import');
  // A child's lines go into the one header the call names: its id fills the parent field of every row (whatever the
  // sheet says there), lines match the header's by their key.
  const into = await importHeaderOf(db, model, input.entities, user, lang, input.query);
  const ownLayout = importLayout(model, input.entities);
  const fullLayout: ImportLayout = into ? {
    ...ownLayout,
    key: model.schema.import?.key ?? [into.field, ...((model.schema.storage?.unique ?? []).map((k) => k.filter((f) => f !== into.field)).find((k) => k.length) ?? [])],
    mode: model.schema.import?.mode ?? 'upsert',
  } : ownLayout;
  if (model.schema.import?.templates && model.schema.import.key === undefined && !input.template) throw new AppError('IMPORT_TEMPLATE_REQUIRED');
  const template = input.template ? await findTemplate(db as unknown as Kysely<any>, input.entities ?? { get: () => undefined }, user.tenantId, model, input.template) : undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
  // A template's rows group by its field (one record per value, inserted), else by the entity's import key.
  const layout: ImportLayout = template?.groupField ? { ...fullLayout, key: [template.groupField], mode: 'insert' } : fullLayout;
  const read = await readSheet(db, layout, user, input.bytes, progress, lang, template);
  if (into) for (const row of read.rows) row.cells[into.field] = into.id;
  // A column the caller may not see refuses the file (its values are never written); a masked one is not written
  // over an existing row's value.
  const columnAccess = await importColumnAccess(db, user, layout.columns);
  const hiddenColumns = layout.columns.filter((column) => columnAccess.hidden.has(column.key) && read.columnAt.has(column.key));
  if (hiddenColumns.length) throw new AppError('IMPORT_COLUMN_HIDDEN', { columns: hiddenColumns.map((column) => column.title[lang]).join(lang === 'zh' ? '、' : ', ') });
  const limit = model.schema.import?.directRows ?? IMPORT_DIRECT_ROWS;
  if (input.direct && read.rows.length > limit) throw new AppError('IMPORT_USE_TASK', { count: read.rows.length, limit });
  const list = new ErrorList(layout, read.sheetName, lang, read.titleOf);
  for (const { row, key } of read.requiredMissing) list.add(row, key, formatMessage('IMPORT_TEMPLATE_VALUE_MISSING', lang, { column: read.titleOf?.get(key) ?? key }));
  const { records, problems } = groupRows(layout, read.rows);
  // A template that numbers lines by default (ETK's `Line No` → goods.gnum = 1) numbers a record's lines 1, 2, … when
  // the sheet has no such column: several lines of one order must not share a line number.
  if (template) numberDefaultedLines(layout, read, records);
  for (const problem of problems) {
    const column = layout.columns.find((c) => c.key === problem.column);
    list.add(problem.row, problem.column, problem.kind === 'duplicateKey'
      ? formatMessage('IMPORT_DUPLICATE_KEY', lang, { first: problem.firstRow })
      : formatMessage('IMPORT_HEADER_DIFFERS', lang, { first: problem.firstRow, column: column?.title[lang] ?? problem.column }));
  }

  // Each record and line by its own rules (a line's header link is the header's, filled in on write).
  const validator = rowValidator(model, 'create');
  const lineValidators = new Map(layout.children.map((c) => [c.key, rowValidator(c.model, 'create')]));
  const checked: { record: ImportRecord; values: Record<string, unknown> }[] = [];
  for (const [index, record] of records.entries()) {
    // A masked value read back from an export (`138****5678`) is no value: it is dropped, never checked or written.
    for (const key of columnAccess.masked) if (typeof record.header[key] === 'string' && (record.header[key] as string).includes(MASK_CHAR)) delete record.header[key];
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) {
      progress(15 + (index / records.length) * 10);
      await nextTurn();
    }
    try {
      const { values } = validator.check(record.header, lang);
      // The sanitized values of the columns the sheet gave (defaults are not changes of an existing row).
      checked.push({ record, values: Object.fromEntries(Object.entries(values).filter(([field]) => Object.hasOwn(record.header, field))) });
    } catch (error) {
      list.addError(record, error);
    }
    for (const child of layout.children) {
      const parentField = child.model.schema.parent!.field;
      for (const line of record.lines[child.key]!) {
        try {
          lineValidators.get(child.key)!.check({ ...line.values, [parentField]: 1 }, lang);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          for (const [field, message] of Object.entries(error.fields ?? { '': error.messageIn(lang) })) list.add(line.row, field ? `${child.key}.${field}` : '', message);
        }
      }
    }
  }

  // Match by the import key; only unmatched records are inserts.
  const upsert = layout.mode === 'upsert' && layout.key.length > 0;
  const existing = upsert ? await existingRows(db, layout, user, records) : new Map<string, StoredRow>();
  const matched = checked.filter(({ values }) => existing.has(keyOf(layout.key, values) ?? ''));
  await uniqueClashes(db, layout, user, checked.filter((c) => !matched.includes(c)), list, lang);
  const linesByChild = new Map<string, Map<number, StoredLine[]>>();
  for (const child of layout.children) linesByChild.set(child.key, await existingLines(db, child.model, user, matched.map(({ values }) => existing.get(keyOf(layout.key, values)!)!.id)));
  progress(30);

  const refused = new ErrorList(layout, read.sheetName, lang, read.titleOf);
  const plans: Plan[] = [];
  for (const { record, values } of checked) {
    const lines = Object.fromEntries(layout.children.map((c) => [c.key, record.lines[c.key]!.map((l) => l.values)]));
    const before = upsert ? existing.get(keyOf(layout.key, values) ?? '') : undefined;
    if (!before) {
      plans.push({ record, action: 'insert', body: { ...record.header, ...(layout.children.length ? lines : {}) } });
      continue;
    }
    for (const key of columnAccess.masked) {
      delete values[key];
      delete record.header[key];
    }
    const changes = changedFields(before, values);
    const sentLines: Record<string, unknown> = {};
    let linesChanged = false;
    for (const child of layout.children) {
      // A header row without any line column leaves that child's lines as they are.
      if (!record.lines[child.key]!.length) continue;
      const match = matchLines(linesByChild.get(child.key)!.get(before.id) ?? [], lines[child.key]!, child.lineKey);
      sentLines[child.key] = match.lines;
      linesChanged ||= match.changed;
    }
    if (!changes.length && !linesChanged) {
      plans.push({ record, action: 'unchanged' });
      continue;
    }
    try {
      refuseLockedWrite(model, before, Object.fromEntries(changes.map((f) => [f, values[f]])), lang);
      if (linesChanged) refuseLockedHeader(model, before, lang);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.add(record.row, '', error.messageIn(lang));
      plans.push({ record, action: 'refused' });
      continue;
    }
    plans.push({ record, action: 'update', body: { ...record.header, ...sentLines, id: before.id, version: before.version }, lines: record.lines });
  }

  // `import.partial`: each record stands alone. The ones the checks refused are refused records (listed, counted,
  // put in the refused sheet); the others are written with a savepoint each, a refused write refusing only its own.
  const partial = model.schema.import?.partial === true;
  if (partial && list.errors.length) {
    const bad = new Set(list.errors.map((error) => error.row));
    refused.errors.push(...list.errors);
    list.errors.length = 0;
    const planned = new Set(plans.map((plan) => plan.record));
    plans.forEach((plan, i) => {
      if (plan.record.rows.some((row) => bad.has(row))) plans[i] = { record: plan.record, action: 'refused' };
    });
    for (const record of records) if (!planned.has(record) && record.rows.some((row) => bad.has(row))) plans.push({ record, action: 'refused' });
  }
  if (partial) {
    try {
      await db.transaction().execute(async (trx) => {
        let done = 0;
        for (const [i, plan] of plans.entries()) {
          if (plan.action !== 'insert' && plan.action !== 'update') continue;
          await sql`savepoint import_record`.execute(trx);
          try {
            if (plan.action === 'insert') await service.create({ db: trx, user, lang }, model, plan.body);
            else await service.update({ db: trx, user, lang }, model, plan.body);
            await sql`release savepoint import_record`.execute(trx);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            await sql`rollback to savepoint import_record`.execute(trx);
            refused.addError(plan.record, error);
            plans[i] = { record: plan.record, action: 'refused' };
          }
          if (++done % ROWS_PER_REPORT === 0) {
            progress(30 + (done / plans.length) * 69);
            await nextTurn();
          }
        }
        if (input.dryRun) throw new DryRunRollback();
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
    }
  } else {
    // Fast: one transaction, stopping at the first refused write. When one is refused, nothing stays, and the plans
    // run again (rolled back) with a savepoint per record so that every refused record is listed, not only the first.
    // A file already refused by its checks is written that way too (rolled back), so that the refusals only a write
    // finds (references, the entity's create hooks: an unknown product, a weight of 0) are listed with the others.
    const write = (collect: boolean, chosen: Plan[] = plans) => db.transaction().execute(async (trx) => {
      let done = 0;
      for (const plan of chosen) {
        if (plan.action !== 'insert' && plan.action !== 'update') continue;
        if (collect) await sql`savepoint import_record`.execute(trx);
        try {
          if (plan.action === 'insert') await service.create({ db: trx, user, lang }, model, plan.body);
          if (plan.action === 'update') await service.update({ db: trx, user, lang }, model, plan.body);
          if (collect) await sql`release savepoint import_record`.execute(trx);
        } catch (error) {
          list.addError(plan.record, error);
          if (!collect) throw error;
          await sql`rollback to savepoint import_record`.execute(trx);
          if (list.errors.length >= MAX_COLLECTED_ERRORS) break;
        }
        if (++done % ROWS_PER_REPORT === 0) {
          progress(30 + (done / plans.length) * 69);
          await nextTurn();
        }
      }
      if (input.dryRun || list.errors.length) throw new DryRunRollback();
    });
    const checkedBad = new Set(list.errors.map((error) => error.row));
    if (checkedBad.size) {
      if (checkedBad.size < MAX_COLLECTED_ERRORS) {
        try {
          await write(true, plans.filter((plan) => !plan.record.rows.some((row) => checkedBad.has(row))));
        } catch (again) {
          if (!(again instanceof DryRunRollback)) throw again;
        }
      }
    } else try {
      await write(false);
    } catch (error) {
      if (!(error instanceof DryRunRollback) && !list.errors.length) throw error;
      if (!(error instanceof DryRunRollback)) {
        list.errors.length = 0;
        try {
          await write(true);
        } catch (again) {
          if (!(again instanceof DryRunRollback)) throw again;
        }
      }
    }
  }
  const base = input.fileName.replace(/\.xlsx$/i, '');
  if (list.errors.length) {
    const errors = list.errors.sort((a, b) => a.row - b.row);
    return { ok: false, errors, rowCount: read.rows.length, unmappedColumns: read.unmapped, errorFile: { name: `${base}-${lang === 'zh' ? '错误' : 'errors'}.xlsx`, contentType: XLSX_TYPE, bytes: await errorWorkbook(read, errors, lang) } };
  }
  const count = (action: Plan['action']) => plans.filter((p) => p.action === action).length;
  const counts = { inserted: count('insert'), updated: count('update'), unchanged: count('unchanged'), refused: count('refused') };
  const rowsOf = new Map(records.map((r) => [r.row, r.rows]));
  const errorFile = refused.errors.length
    ? { name: `${base}-${lang === 'zh' ? '未导入' : 'refused'}.xlsx`, contentType: XLSX_TYPE, bytes: await refusedWorkbook(read, refused.errors, rowsOf, lang) }
    : undefined;
  return { ok: true, dryRun: input.dryRun === true, imported: counts.inserted + counts.updated, rowCount: read.rows.length, ...counts, refusedRows: refused.errors, errorFile, ...(template ? { template: template.templateCode, unmappedColumns: read.unmapped } : {}) };
}
