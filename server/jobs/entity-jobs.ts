import fs from 'node:fs/promises';
import { AppError } from '../errors/app-error';
import type { EntityService } from '../entity/entity-service';
import { exportEntity } from '../entity/export/entity-export';
import { importEntityRows } from '../entity/export/entity-import';
import { importTargetOf, recordImportBatch } from '../entity/import/import-batches';
import type { ExportSelection } from '../entity/export/entity-rows';
import type { ServerContext } from '../routes/context';
import type { Language } from '../errors/catalogue';
import type { JobHandlers } from './job-worker';

/** The task type of an entity's export or import task: `entity:{entityId}`. */
export const ENTITY_TASK_PREFIX = 'entity:';

/** The entity a task type names, if it has a table or is an exportable query page (else a 400 naming the task type). */
export function entityOfTask(ctx: Pick<ServerContext, 'entities'>, taskType: string) {
  const model = taskType.startsWith(ENTITY_TASK_PREFIX) ? ctx.entities.get(taskType.slice(ENTITY_TASK_PREFIX.length)) : undefined;
  if (!model || (!model.table && !model.exportable)) throw new AppError('UNKNOWN_TASK_TYPE', { taskType });
  return model;
}

/**
 * The jobs of entity tasks: an export writes the XLSX of the rows matching `params.selection` (the list's filters,
 * sort and order), reporting progress by rows written; an import runs the uploaded sheet `params.fileKey` through
 * the same all-or-nothing import as the direct call, and on refused rows fails with `row_errors` and the error sheet.
 */
export function registerEntityJobHandlers(handlers: JobHandlers, ctx: ServerContext, service: EntityService): void {
  handlers.register('export', ENTITY_TASK_PREFIX, async ({ job, user, lang, db, progress }) => {
    const model = entityOfTask(ctx, job.taskType);
    const file = await exportEntity({ db, qids: ctx.qids, clock: ctx.clock, model, user, lang, selection: (job.params.selection ?? {}) as ExportSelection, format: 'xlsx', progress });
    return { file };
  });

  handlers.register('import', ENTITY_TASK_PREFIX, async ({ job, user, lang, db, progress }) => {
    const model = entityOfTask(ctx, job.taskType);
    const stored = await ctx.files.find(db, job.tenantId, String(job.params.fileKey ?? ''));
    if (!stored) throw new AppError('NOT_FOUND', { what: `file ${String(job.params.fileKey)}` });
    const bytes = await fs.readFile(stored.path);
    const requested = typeof job.params.template === 'string' && job.params.template ? job.params.template : undefined;
    const { target, template, batch } = importTargetOf(model, ctx.entities, requested);
    const result = await importEntityRows({ db, service, model: target, user, lang, bytes, fileName: stored.name, progress, entities: ctx.entities, template });
    // An import batch list records the upload (its error file is the task's own file, so no link here).
    if (batch) await recordImportBatch(db, model, user, { fileName: stored.name, template, result });
    if (!result.ok) {
      const rows = new Set(result.errors.map((e) => e.row)).size;
      return { file: result.errorFile, failed: { message: new AppError('IMPORT_ROWS_INVALID', { count: rows }).messageIn(lang), rowErrors: result.errors } };
    }
    const { ok: _ok, errorFile, refusedRows, ...counts } = result;
    // Done: the counts as the task's summary; refused (locked) rows as its row errors and file.
    return { file: errorFile, summary: { ...counts, message: importSummary(counts, lang) }, rowErrors: refusedRows.length ? refusedRows : undefined };
  });
}

/** `新增 2，更新 1，未变 0，拒绝 1` / `2 inserted, 1 updated, 0 unchanged, 1 refused`. */
export function importSummary(counts: { inserted: number; updated: number; unchanged: number; refused: number; dryRun?: boolean }, lang: Language): string {
  const text = lang === 'zh'
    ? `新增 ${counts.inserted}，更新 ${counts.updated}，未变 ${counts.unchanged}，拒绝 ${counts.refused}`
    : `${counts.inserted} inserted, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused`;
  return counts.dryRun ? `${lang === 'zh' ? '试导入（未写入）：' : 'Dry run (nothing written): '}${text}` : text;
}
