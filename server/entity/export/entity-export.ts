import type { EntityModel } from '../../../engine/schema/entity-model';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Language } from '../../errors/catalogue';
import type { SessionUser } from '../../http/request-context';
import type { QidRegistry } from '../../qid/registry';
import type { JobFile } from '../../jobs/job-worker';
import { requireRead } from '../entity-permissions';
import { cellValue, countExportRows, exportColumns, exportFileName, exportQuery, exportRows, loadLabels, type ExportColumn, type ExportSelection } from './entity-rows';
import { DOCX_TYPE, PDF_TYPE, writeDocx, writePdf, writeXlsx, XLSX_TYPE } from './file-writers';
import { childSheets, headerKeyField } from '../child-export';
import { childModelsOf } from '../child-access';
import { fieldAccessFor, qidPageAccessFor, restrictQuery } from '../field-permissions';
import { applyFieldAccess, type FieldAccess } from '../../../engine/access/field-access';

export type ExportFormat = 'xlsx' | 'docx' | 'pdf';

/** Most rows a DOCX or PDF holds (printed tables); an XLSX takes up to EXPORT_MAX_ROWS. */
export const PRINTED_MAX_ROWS = 5000;

export interface ExportInput {
  db: Db;
  qids: QidRegistry;
  clock: Clock;
  model: EntityModel;
  user: SessionUser;
  lang: Language;
  selection: ExportSelection;
  format: ExportFormat;
  /** Reports progress (0-100); must not wait on the database (the job worker's reporter does not). */
  progress?: (percent: number) => void;
}

/**
 * An entity's rows as a file, through its list qid (same filters, sort, scopes as the list) read a page at a time:
 * XLSX with every field (titles in the language, labels for codes), DOCX and PDF with the list's columns.
 * File name `{entity title}-{yyyyMMddHHmmss}.{ext}`.
 */
export async function exportEntity(input: ExportInput): Promise<JobFile> {
  const { db, model, user, lang } = input;
  await requireRead(db, user, model);
  // The fields the caller may not see are left out of the file (and of its filters and sort); masked ones masked.
  const given = exportQuery(input.qids, model, input.selection);
  // A query page's qid may mask fields of its own (`masks`): the same access as the generic data query gives.
  const access = await qidPageAccessFor(db, user, model, given.definition);
  const query = { ...given, request: restrictQuery(given.request, given.definition, access) };
  const visible = (column: ExportColumn) => !access.hidden.has(column.field);
  const seen = (row: Record<string, unknown>) => applyFieldAccess(row, access);
  const labels = await loadLabels(db, model, user.tenantId, lang);
  const title = model.schema.title[lang];
  const name = exportFileName(model, lang, input.clock.now(), input.format);
  if (input.format === 'xlsx') {
    const columns = exportColumns(model, lang, 'all').filter(visible);
    const total = input.progress ? await countExportRows(db, query, user) : 0;
    // A header's lines go to one sheet per child table, for the headers exported (child-export.ts).
    const headers = new Map<number, unknown>();
    const keyField = headerKeyField(model);
    const pages = (async function* () {
      for await (const page of exportRows(db, query, user)) {
        if (model.schema.children) for (const row of page) headers.set(row.id as number, keyField ? row[keyField] : row.id);
        yield page.map(seen).map((row) => columns.map((c) => cellValue(model, labels, c.field, row[c.field])));
      }
    })();
    const childAccess = new Map<EntityModel, FieldAccess>();
    for (const child of Object.values(childModelsOf(model))) childAccess.set(child, await fieldAccessFor(db, user, child));
    const bytes = await writeXlsx(title, columns, pages, (written) => {
      if (total) input.progress?.((written / total) * 95);
    }, childSheets(db, model, user, lang, headers, childAccess));
    return { name, contentType: XLSX_TYPE, bytes };
  }
  const columns = exportColumns(model, lang, 'list').filter(visible);
  const rows: (string | number | null)[][] = [];
  for await (const page of exportRows(db, query, user, PRINTED_MAX_ROWS)) rows.push(...page.map(seen).map((row) => columns.map((c) => cellValue(model, labels, c.field, row[c.field]))));
  if (input.format === 'docx') return { name, contentType: DOCX_TYPE, bytes: await writeDocx(title, columns, rows) };
  return { name, contentType: PDF_TYPE, bytes: await writePdf(title, columns, rows) };
}
