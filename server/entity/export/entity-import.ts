import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { EntityModel } from '../../../engine/schema/entity-model';
import type { Db } from '../../db/database';
import { AppError, formatMessage } from '../../errors/app-error';
import type { Language } from '../../errors/catalogue';
import type { SessionUser } from '../../http/request-context';
import type { RowError } from '../../jobs/job-worker';
import { requireWrite } from '../entity-permissions';
import type { EntityService } from '../entity-service';
import { rowValidator } from '../row-validator';
import { lifecycleFields } from '../../../engine/schema/lifecycles';
import { formatDateTime, loadLabels } from './entity-rows';
import { XLSX_TYPE } from './file-writers';
import { nextTurn } from './next-turn';

/** Most data rows one import takes. */
export const IMPORT_MAX_ROWS = 50_000;

/**
 * Reports an import's progress (0-100). It must not wait on the database: it is called inside the write
 * transaction, which on PGlite holds the only connection (the job worker's reporter records the figure and writes
 * it in the background).
 */
export type ImportProgress = (percent: number) => void;

/** Rows checked between two turns of the event loop (so the server answers meanwhile). */
const ROWS_PER_TURN = 1000;
/** Rows written between two progress reports and turns of the event loop. */
const ROWS_PER_REPORT = 500;

/** An import's outcome: rows written, or every refused row (and nothing written) with the sheet marked up. */
export type ImportResult =
  | { ok: true; imported: number }
  | { ok: false; errors: RowError[]; errorFile: { name: string; contentType: string; bytes: Buffer } };

interface SheetRow {
  /** The sheet's row number (the header is row 1). */
  row: number;
  body: Record<string, unknown>;
}

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

/** The header's field: a field name, or its title in Chinese or English (case and spaces ignored). */
function headerIndex(model: EntityModel): Map<string, string> {
  const index = new Map<string, string>();
  const key = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  for (const [name, field] of Object.entries(model.schema.fields)) {
    if (field.readOnly && !lifecycleFields(model.schema).includes(name)) continue;
    index.set(key(name), name);
    index.set(key(field.title.zh), name);
    index.set(key(field.title.en), name);
  }
  return index;
}

/**
 * Reads the first sheet: row 1 names the fields (see {@link headerIndex}; unknown columns are ignored), every other
 * non-empty row is one record. Labels shown by an export (enum titles, dictionary names) turn back into their codes.
 */
async function readSheet(db: Db, model: EntityModel, user: SessionUser, bytes: Buffer, progress: ImportProgress): Promise<{ workbook: ExcelJS.Workbook; rows: SheetRow[]; width: number }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError('IMPORT_FILE_UNREADABLE', { detail: (error as Error).message?.slice(0, 200) || 'not an XLSX file' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: 'no worksheet' });
  progress(5);
  const index = headerIndex(model);
  const columns = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const text = String(plainValue(cell.value) ?? '').replace(/\s+/g, '').toLowerCase();
    const field = index.get(text);
    if (field && ![...columns.values()].includes(field)) columns.set(col, field);
  });
  if (!columns.size) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: 'the first row names no field of this entity' });
  const reverse = new Map<string, Map<string, string>>();
  for (const lang of ['zh', 'en'] as const) {
    for (const [field, labels] of await loadLabels(db, model, user.tenantId, lang)) {
      if (!reverse.has(field)) reverse.set(field, new Map());
      for (const [value, label] of labels) if (!reverse.get(field)!.has(label)) reverse.get(field)!.set(label, value);
    }
  }
  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    if (r % ROWS_PER_TURN === 0) {
      progress(5 + (r / sheet.rowCount) * 10);
      await nextTurn();
    }
    const sheetRow = sheet.getRow(r);
    const body: Record<string, unknown> = {};
    for (const [col, field] of columns) {
      let value = plainValue(sheetRow.getCell(col).value);
      if (value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
      const schema = model.schema.fields[field]!;
      if (value instanceof Date) value = schema.format === 'date' ? value.toISOString().slice(0, 10) : schema.format === 'date-time' ? value.toISOString() : formatDateTime(value);
      if (schema.type === 'string' && typeof value !== 'string') value = String(value);
      if (typeof value === 'string') value = reverse.get(field)?.get(value.trim()) ?? value;
      if (schema.type === 'boolean' && typeof value === 'string') value = ['1', 'true', '是', 'yes'].includes(value.trim().toLowerCase()) ? true : ['0', 'false', '否', 'no'].includes(value.trim().toLowerCase()) ? false : value;
      body[field] = value;
    }
    if (!Object.keys(body).length) continue;
    rows.push({ row: r, body });
    if (rows.length > IMPORT_MAX_ROWS) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: `more than ${IMPORT_MAX_ROWS} rows` });
  }
  if (!rows.length) throw new AppError('IMPORT_FILE_UNREADABLE', { detail: 'no data rows' });
  return { workbook, rows, width: Math.max(sheet.columnCount, ...columns.keys()) };
}

/** The field messages of a refused row (a coded error with fields, else its message). */
function rowErrorsOf(row: number, error: unknown, lang: Language): RowError[] {
  if (error instanceof AppError) {
    if (error.fields && Object.keys(error.fields).length) return Object.entries(error.fields).map(([field, message]) => ({ row, field, message }));
    return [{ row, field: '', message: error.messageIn(lang) }];
  }
  throw error;
}

/** Unique keys clashing inside the file or with the tenant's existing rows, as row errors (values as sanitized). */
async function uniqueClashes(db: Db, model: EntityModel, user: SessionUser, rows: { row: number; values: Record<string, unknown> }[], lang: Language): Promise<RowError[]> {
  const errors: RowError[] = [];
  const columnOf = new Map(model.columns.map((c) => [c.field, c.column]));
  for (const key of model.schema.storage?.unique ?? []) {
    const title = key.map((f) => model.schema.fields[f]?.title[lang] ?? f).join(lang === 'zh' ? '、' : ', ');
    const message = formatMessage('UNIQUE_CLASH', lang, { title });
    const tupleOf = (values: Record<string, unknown>) => (key.some((f) => values[f] === undefined || values[f] === null) ? undefined : JSON.stringify(key.map((f) => String(values[f]))));
    const seen = new Map<string, number>();
    const keyed: { row: number; tuple: string; first: unknown }[] = [];
    for (const { row, values } of rows) {
      const tuple = tupleOf(values);
      if (tuple === undefined) continue;
      if (seen.has(tuple)) errors.push({ row, field: key[0]!, message });
      else seen.set(tuple, row);
      keyed.push({ row, tuple, first: values[key[0]!] });
    }
    if (!keyed.length) continue;
    const firstValues = [...new Set(keyed.map((k) => String(k.first)))];
    const existing = new Set<string>();
    const untyped = db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (let i = 0; i < firstValues.length; i += 5000) {
      let query = untyped.selectFrom(model.table!).select(key.map((f) => sql.ref(columnOf.get(f)!).as(f)))
        .where(sql`${sql.ref(columnOf.get(key[0]!)!)}::text`, 'in', firstValues.slice(i, i + 5000));
      if (model.schema.storage?.tenant !== false) query = query.where('tenant_id', '=', user.tenantId);
      for (const found of await query.execute()) existing.add(JSON.stringify(key.map((f) => String(found[f]))));
    }
    for (const { row, tuple } of keyed) if (existing.has(tuple)) errors.push({ row, field: key[0]!, message });
  }
  return errors;
}

/** The uploaded sheet with an errors column (错误信息 / errors) after the last, each refused row's messages in it. */
async function errorWorkbook(model: EntityModel, workbook: ExcelJS.Workbook, width: number, errors: RowError[], lang: Language): Promise<Buffer> {
  const sheet = workbook.worksheets[0]!;
  const col = width + 1;
  sheet.getRow(1).getCell(col).value = lang === 'zh' ? '错误信息' : 'errors';
  sheet.getRow(1).getCell(col).font = { bold: true, color: { argb: 'FFFF0000' } };
  const byRow = new Map<number, string[]>();
  for (const error of errors) {
    // Each message names its field, as the validator's summary does.
    const title = model.schema.fields[error.field]?.title[lang];
    const text = !title || error.message.includes(title) ? error.message : `${title}: ${error.message}`;
    byRow.set(error.row, [...(byRow.get(error.row) ?? []), text]);
  }
  for (const [row, messages] of byRow) {
    const cell = sheet.getRow(row).getCell(col);
    cell.value = messages.join(lang === 'zh' ? '；' : '; ');
    cell.font = { color: { argb: 'FFFF0000' } };
  }
  sheet.getColumn(col).width = 50;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Imports an XLSX into an entity in two phases. Checking, outside any transaction (progress 0-30, giving the event
 * loop a turn every {@link ROWS_PER_TURN} rows): every row with the entity's own create validation (sanitizers first,
 * so the messages are those of the form), unique keys against the file itself and the existing rows. Writing, only
 * if all pass (30-99, a turn every {@link ROWS_PER_REPORT} rows): every row in one transaction through the entity
 * service (permission, defaults, stamps, audit). Any refused row writes nothing: the result lists each
 * `{ row, field, message }` and the sheet with an errors column. On PGlite the write transaction holds the only
 * connection: other requests are taken in but wait for it to end (`progress` must not wait on the database).
 */
export async function importEntityRows(input: { db: Db; service: EntityService; model: EntityModel; user: SessionUser; lang: Language; bytes: Buffer; fileName: string; progress?: ImportProgress }): Promise<ImportResult> {
  const { db, service, model, user, lang } = input;
  const progress: ImportProgress = input.progress ?? (() => undefined);
  await requireWrite(db, user, model, 'create');
  const { workbook, rows, width } = await readSheet(db, model, user, input.bytes, progress);
  const validator = rowValidator(model, 'create');
  const errors: RowError[] = [];
  const checked: { row: number; values: Record<string, unknown> }[] = [];
  for (const [index, { row, body }] of rows.entries()) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) {
      progress(15 + (index / rows.length) * 10);
      await nextTurn();
    }
    try {
      checked.push({ row, values: validator.check(body, lang).values });
    } catch (error) {
      errors.push(...rowErrorsOf(row, error, lang));
    }
  }
  errors.push(...(await uniqueClashes(db, model, user, checked, lang)));
  progress(30);
  if (!errors.length) {
    try {
      await db.transaction().execute(async (trx) => {
        let done = 0;
        for (const { row, body } of rows) {
          try {
            await service.create({ db: trx, user, lang }, model, body);
          } catch (error) {
            errors.push(...rowErrorsOf(row, error, lang));
            throw error;
          }
          if (++done % ROWS_PER_REPORT === 0) {
            progress(30 + (done / rows.length) * 69);
            await nextTurn();
          }
        }
      });
      return { ok: true, imported: rows.length };
    } catch (error) {
      if (!errors.length) throw error;
    }
  }
  errors.sort((a, b) => a.row - b.row);
  const base = input.fileName.replace(/\.xlsx$/i, '');
  return { ok: false, errors, errorFile: { name: `${base}-${lang === 'zh' ? '错误' : 'errors'}.xlsx`, contentType: XLSX_TYPE, bytes: await errorWorkbook(model, workbook, width, errors, lang) } };
}
