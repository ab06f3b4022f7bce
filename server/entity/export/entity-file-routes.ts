import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityModel } from '../../../engine/schema/entity-model';
import { AppError } from '../../errors/app-error';
import { attachmentHeader } from '../../http/content-disposition';
import { failure, ok } from '../../http/envelope';
import { requireUser } from '../../http/request-context';
import { readUploadedFile } from '../../http/read-upload';
import type { EndpointDeps } from '../entity-endpoints';
import { requireExport, requireWrite, type ExportAction } from '../entity-permissions';
import { importEntityRows, type ImportFile } from './entity-import';
import { importTargetOf, recordImportBatch } from '../import/import-batches';
import { exportEntity, type ExportFormat } from './entity-export';
import { exportNamed } from './named-export';
import type { JobFile } from '../../jobs/job-worker';
import type { ExportSelection } from './entity-rows';

/** The body of the direct export calls (docs/api.md): `{ filters, sort, order, ids? }`, all optional. */
const selectionSchema = {
  type: 'object',
  properties: {
    filters: { type: ['object', 'string'] },
    sort: { type: 'string', maxLength: 100 },
    order: { type: 'string', maxLength: 10 },
    ids: { anyOf: [{ type: 'array', maxItems: 10000, items: { type: 'integer' } }, { type: 'string', maxLength: 110000 }] },
  },
};

/**
 * The selection an export call carries: its JSON body, or, for a call taking query parameters (`"input": "query"`,
 * exportLanguage), the query: `filters` (JSON), `sort`, `order`, `ids`, and any other parameter as a filter.
 */
export function exportSelectionOf(request: FastifyRequest): ExportSelection {
  if (request.entityCall?.endpoint.input !== 'query') return (request.body ?? {}) as ExportSelection;
  const { filters, sort, order, ids, ...rest } = (request.query ?? {}) as Record<string, unknown>;
  const parsed = typeof filters === 'string' && filters.trim() ? parseFilters(filters) : filters;
  const merged = Object.keys(rest).length ? { ...(parsed && typeof parsed === 'object' ? parsed : {}), ...rest } : parsed;
  return { filters: merged, sort, order, ids } as ExportSelection;
}

function parseFilters(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Left as text: the qid runner refuses it with its usual 400.
    return text;
  }
}

/** A generic handler that answers itself (a file, or an envelope with data on failure): see entity-endpoints.ts. */
export interface RawRoleRoute {
  summary: string;
  schema(model: EntityModel): Record<string, unknown>;
  raw: true;
  /** These calls open their own transactions (an import's error file must outlive the refused write). */
  transaction: false;
  handle(request: FastifyRequest, model: EntityModel, deps: EndpointDeps, reply: FastifyReply): Promise<unknown>;
}

const EXPORT_ACTION: Record<ExportFormat, ExportAction> = { xlsx: 'export', docx: 'exportWord', pdf: 'exportPDF' };

function exportRoute(format: ExportFormat, summary: string): RawRoleRoute {
  return {
    summary,
    schema: () => ({ body: selectionSchema }),
    raw: true,
    transaction: false,
    async handle(request, model, { ctx }, reply) {
      await requireExport(ctx.db, requireUser(request), model, EXPORT_ACTION[format]);
      const file = await exportEntity({
        db: ctx.db, qids: ctx.qids, clock: ctx.clock, model, user: requireUser(request), lang: request.lang,
        selection: exportSelectionOf(request), format,
      });
      return sendFile(reply, file);
    },
  };
}

/** Answers a file as a download under its name. */
function sendFile(reply: FastifyReply, file: JobFile): FastifyReply {
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', attachmentHeader(file.name));
  reply.header('x-content-type-options', 'nosniff');
  return reply.send(file.bytes);
}

export const exportXlsx = exportRoute('xlsx', 'The rows matching { filters, sort, order, ids? } as an XLSX file (titles in the language)');
export const exportWord = exportRoute('docx', 'The rows matching { filters, sort, order, ids? } as a DOCX: a title and a table');
export const exportPdf = exportRoute('pdf', 'The rows matching { filters, sort, order, ids? } as a PDF table (needs a CJK font on the server; else 501)');

/** A named export's call (`exports`, role `namedExport`): the entity's export permissions and selection, its own sheet. */
export const namedExportXlsx: RawRoleRoute = {
  summary: 'The rows matching { filters, sort, order, ids? } as this export\'s XLSX sheet: its fields, one row per line with `lines` (titles in the language)',
  schema: () => ({ body: selectionSchema }),
  raw: true,
  transaction: false,
  async handle(request, model, { ctx }, reply) {
    const user = requireUser(request);
    await requireExport(ctx.db, user, model, 'export');
    const name = request.entityCall?.endpoint.namedExport ?? '';
    const file = await exportNamed({ db: ctx.db, qids: ctx.qids, clock: ctx.clock, model, user, lang: request.lang, selection: exportSelectionOf(request), name });
    return sendFile(reply, file);
  },
};

/** Reads the multipart `file` part of an import call. */
export async function uploadedFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  const { part, bytes } = await readUploadedFile(request);
  if (!/\.xlsx$/i.test(part.filename)) throw new AppError('FILE_TYPE_REFUSED', { ext: part.filename.split('.').pop() || '?' });
  return { name: part.filename, bytes };
}

export const importXlsx: RawRoleRoute = {
  summary: 'Import an XLSX (multipart "file"; header row: field titles in zh or en, or field names; ?template=CODE maps the sheet through an import template; ?dryRun=true checks and writes nothing; a child table\'s import names its header: ?{parent field}=id or ?{header key}=value): { imported, inserted, updated, unchanged, refused, refusedRows, errorFile?, dryRun } — or, when any row is invalid, code 400 with { errors: [{ row, field, message, sheet, column }], errorFile } and nothing written. More rows than import.directRows: 400 IMPORT_USE_TASK (use saveSyncImportTask)',
  schema: () => ({ consumes: ['multipart/form-data'] }),
  raw: true,
  transaction: false,
  async handle(request, model, { ctx, service }, reply) {
    const user = requireUser(request);
    // Refused before the body is read: an ungranted caller's upload is never parsed.
    await requireWrite(ctx.db, user, model, 'import');
    const file = await uploadedFile(request);
    const query = (request.query ?? {}) as { dryRun?: unknown; template?: unknown };
    const dryRun = ['true', '1'].includes(String(query.dryRun));
    // An import batch list writes its target through its template; another entity may name a template (?template=ETK).
    const requested = typeof query.template === 'string' && query.template.trim() ? query.template.trim().slice(0, 32) : undefined;
    const { target, template, batch } = importTargetOf(model, ctx.entities, requested);
    const result = await importEntityRows({ db: ctx.db, service, model: target, user, lang: request.lang, bytes: file.bytes, fileName: file.name, dryRun, direct: true, entities: ctx.entities, template, query: request.query as Record<string, unknown> });
    const save = async (errorFile: ImportFile) => {
      const stored = await ctx.files.save(ctx.db, { tenantId: user.tenantId, userId: user.id, ...errorFile });
      return { key: stored.key, name: stored.name, url: `/api/bdttms/file/downloadFile?key=${stored.key}&name=${encodeURIComponent(stored.name)}` };
    };
    const savedError = result.ok ? (result.errorFile ? await save(result.errorFile) : undefined) : await save(result.errorFile);
    const batchNo = batch && !dryRun ? await recordImportBatch(ctx.db, model, user, { fileName: file.name, template, result, errorFile: savedError }) : undefined;
    if (result.ok) {
      const { ok: _ok, errorFile: _file, ...counts } = result;
      return ok({ ...counts, ...(savedError ? { errorFile: savedError } : {}), ...(batchNo ? { batchNo } : {}) });
    }
    const error = new AppError('IMPORT_ROWS_INVALID', { count: new Set(result.errors.map((e) => e.row)).size });
    request.failed = true;
    return reply.status(400).send(failure(error.code, error.messageIn(request.lang), { errors: result.errors, errorFile: savedError, rowCount: result.rowCount, unmappedColumns: result.unmappedColumns, ...(batchNo ? { batchNo } : {}) }));
  },
};
