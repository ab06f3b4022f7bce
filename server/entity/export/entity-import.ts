import ExcelJS from 'exceljs';
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
  | ({ ok: true; dryRun: boolean; imported: number; refusedRows: RowError[]; errorFile?: ImportFile } & ImportCounts)
  | { ok: false; errors: RowError[]; errorFile: ImportFile };

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
  workbook: ExcelJS.Workbook;
  sheetName: string;
  rows: CellRow[];
  width: number;
  /** Column key → the sheet's column number. */
  columnAt: Map<string, number>;
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

/**
 * Reads the first sheet: row 1 names the columns (import-layout.ts headerIndex; unknown columns are ignored), every
 * other non-empty row is one record, or one line of a record (import-grouping.ts). Labels turn back into codes; a
 * template value written `code=label` is taken as its code.
 */
async function readSheet(db: Db, layout: ImportLayout, user: SessionUser, bytes: Buffer, progress: ImportProgress): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError('IMPORT_FILE_UNREADABLE', { detail: (error as Error).message?.slice(0, 200) || 'not an XLSX file' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: 'no worksheet' });
  progress(5);
  const index = headerIndex(layout);
  const columnAt = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = columnOfHeader(index, String(plainValue(cell.value) ?? ''));
    if (key && !columnAt.has(key)) columnAt.set(key, col);
  });
  if (!columnAt.size) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: 'the first row names no field of this entity' });
  const columnOf = new Map(layout.columns.map((c) => [c.key, c]));
  const reverse = await reverseLabels(db, layout, user.tenantId);
  const rows: CellRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    if (r % ROWS_PER_TURN === 0) {
      progress(5 + (r / sheet.rowCount) * 10);
      await nextTurn();
    }
    const sheetRow = sheet.getRow(r);
    const cells: Record<string, unknown> = {};
    for (const [key, col] of columnAt) {
      let value = plainValue(sheetRow.getCell(col).value);
      if (value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
      const column = columnOf.get(key)!;
      const schema = column.model.schema.fields[column.field]!;
      if (value instanceof Date) value = schema.format === 'date' ? value.toISOString().slice(0, 10) : schema.format === 'date-time' ? value.toISOString() : formatDateTime(value);
      if (schema.type === 'string' && typeof value !== 'string') value = String(value);
      if (typeof value === 'string') {
        const labels = reverse.get(key);
        const text = value.trim();
        const code = text.includes('=') ? text.slice(0, text.indexOf('=')) : undefined;
        value = labels?.get(text) ?? (code !== undefined && (schema.enum?.map(String).includes(code) || labels && [...labels.values()].includes(code)) ? code : value);
      }
      if (schema.type === 'boolean' && typeof value === 'string') value = ['1', 'true', '是', 'yes'].includes(value.trim().toLowerCase()) ? true : ['0', 'false', '否', 'no'].includes(value.trim().toLowerCase()) ? false : value;
      cells[key] = value;
    }
    if (!Object.keys(cells).length) continue;
    rows.push({ row: r, cells });
    if (rows.length > IMPORT_MAX_ROWS) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: `more than ${IMPORT_MAX_ROWS} rows` });
  }
  if (!rows.length) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: 'no data rows' });
  return { workbook, sheetName: sheet.name, rows, width: Math.max(sheet.columnCount, ...columnAt.values()), columnAt };
}

/** Builds row errors naming the sheet and the column's title. */
class ErrorList {
  readonly errors: RowError[] = [];

  constructor(private readonly layout: ImportLayout, private readonly sheet: string, private readonly lang: Language) {}

  add(row: number, key: string, message: string): void {
    const column = this.layout.columns.find((c) => c.key === key);
    this.errors.push({ row, field: key, message, sheet: this.sheet, column: column ? column.title[this.lang] : key });
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
  const sheet = read.workbook.worksheets[0]!;
  const col = read.width + 1;
  sheet.getRow(1).getCell(col).value = ERRORS_TITLE[lang];
  sheet.getRow(1).getCell(col).font = { bold: true, color: { argb: 'FFFF0000' } };
  for (const [row, [text]] of messagesByRow(errors, lang)) {
    const cell = sheet.getRow(row).getCell(col);
    cell.value = text!;
    cell.font = { color: { argb: 'FFFF0000' } };
  }
  sheet.getColumn(col).width = 50;
  return Buffer.from(await read.workbook.xlsx.writeBuffer());
}

/** Only the refused rows (a locked record's every row), under the uploaded header, with the errors column. */
async function refusedWorkbook(read: ReadSheet, refused: RowError[], rowsOf: Map<number, number[]>, lang: Language): Promise<Buffer> {
  const source = read.workbook.worksheets[0]!;
  const out = new ExcelJS.Workbook();
  const sheet = out.addWorksheet(source.name);
  const header = source.getRow(1).values as unknown[];
  sheet.addRow([...header.slice(1, read.width + 1), ...Array(Math.max(0, read.width - header.length + 1)).fill(null), ERRORS_TITLE[lang]]).font = { bold: true };
  const messages = messagesByRow(refused, lang);
  for (const [first, [text]] of messages) {
    for (const row of rowsOf.get(first) ?? [first]) {
      const values = (source.getRow(row).values as unknown[]).slice(1, read.width + 1);
      sheet.addRow([...values, ...Array(Math.max(0, read.width - values.length)).fill(null), text]);
    }
  }
  sheet.getColumn(read.width + 1).width = 50;
  return Buffer.from(await out.xlsx.writeBuffer());
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
  /** Finds child models (header-and-lines sheets). */
  entities?: ModelLookup;
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
  const layout = importLayout(model, input.entities);
  const read = await readSheet(db, layout, user, input.bytes, progress);
  // A column the caller may not see refuses the file (its values are never written); a masked one is not written
  // over an existing row's value.
  const columnAccess = await importColumnAccess(db, user, layout.columns);
  const hiddenColumns = layout.columns.filter((column) => columnAccess.hidden.has(column.key) && read.columnAt.has(column.key));
  if (hiddenColumns.length) throw new AppError('IMPORT_COLUMN_HIDDEN', { columns: hiddenColumns.map((column) => column.title[lang]).join(lang === 'zh' ? '、' : ', ') });
  const limit = model.schema.import?.directRows ?? IMPORT_DIRECT_ROWS;
  if (input.direct && read.rows.length > limit) throw new AppError('IMPORT_USE_TASK', { count: read.rows.length, limit });
  const list = new ErrorList(layout, read.sheetName, lang);
  const { records, problems } = groupRows(layout, read.rows);
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

  const refused = new ErrorList(layout, read.sheetName, lang);
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

  if (!list.errors.length) {
    try {
      await db.transaction().execute(async (trx) => {
        let done = 0;
        for (const plan of plans) {
          try {
            if (plan.action === 'insert') await service.create({ db: trx, user, lang }, model, plan.body);
            if (plan.action === 'update') await service.update({ db: trx, user, lang }, model, plan.body);
          } catch (error) {
            list.addError(plan.record, error);
            throw error;
          }
          if (++done % ROWS_PER_REPORT === 0) {
            progress(30 + (done / plans.length) * 69);
            await nextTurn();
          }
        }
        if (input.dryRun) throw new DryRunRollback();
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback) && !list.errors.length) throw error;
    }
  }
  const base = input.fileName.replace(/\.xlsx$/i, '');
  if (list.errors.length) {
    const errors = list.errors.sort((a, b) => a.row - b.row);
    return { ok: false, errors, errorFile: { name: `${base}-${lang === 'zh' ? '错误' : 'errors'}.xlsx`, contentType: XLSX_TYPE, bytes: await errorWorkbook(read, errors, lang) } };
  }
  const count = (action: Plan['action']) => plans.filter((p) => p.action === action).length;
  const counts = { inserted: count('insert'), updated: count('update'), unchanged: count('unchanged'), refused: count('refused') };
  const rowsOf = new Map(records.map((r) => [r.row, r.rows]));
  const errorFile = refused.errors.length
    ? { name: `${base}-${lang === 'zh' ? '未导入' : 'refused'}.xlsx`, contentType: XLSX_TYPE, bytes: await refusedWorkbook(read, refused.errors, rowsOf, lang) }
    : undefined;
  return { ok: true, dryRun: input.dryRun === true, imported: counts.inserted + counts.updated, ...counts, refusedRows: refused.errors, errorFile };
}
