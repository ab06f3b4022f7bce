/**
 * Import batch lists (docs/schemas.md, "Import batches"; /etkOrderImport): an entity whose `import.target` names
 * another entity takes uploads whose rows become the target's rows, always through `import.template`; each upload
 * (not a dry run) is recorded as one row of the batch list, accepted or failed, with the error file's link, in its own
 * transaction so that a refused file is recorded too.
 */
import type { Kysely } from 'kysely';
import type { EntityModel } from '../../../engine/schema/entity-model';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../http/request-context';
import { AppError } from '../../errors/app-error';
import type { ImportResult } from '../export/entity-import';
import type { ModelLookup } from './import-layout';
import { linkRowFiles } from '../file-links';
import { nextCode } from '../../db/next-code';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = Kysely<any>;

/** The entity an import call writes and the template it maps through: the batch list's target, or the entity itself. */
export function importTargetOf(model: EntityModel, entities: ModelLookup, requested?: string): { target: EntityModel; template?: string; batch: boolean } {
  const spec = model.schema.import;
  if (!spec?.target) return { target: model, template: requested, batch: false };
  const target = entities.get(spec.target);
  if (!target?.table) throw new AppError('NOT_FOUND', { what: `import ${spec.target}` });
  return { target, template: spec.template, batch: true };
}

/** The next batch number of the day: `EB` + yyMMdd + 4 digits. */
function nextBatchNo(db: UntypedDb, table: string, tenantId: number, now: Date): Promise<string> {
  return nextCode(db, { table, column: 'batchNo', tenantId, prefix: `EB${now.toISOString().slice(2, 10).replace(/-/g, '')}`, digits: 4 });
}

/** Records one upload as a row of the batch list; returns its number. */
export async function recordImportBatch(db: Db, batchModel: EntityModel, user: SessionUser, input: { fileName: string; template?: string; result: ImportResult; errorFile?: { key: string; name: string } }): Promise<string> {
  const untyped = db as unknown as UntypedDb;
  const now = new Date();
  const { result } = input;
  const refusedRows = result.ok ? result.refused : new Set(result.errors.map((error) => error.row)).size;
  const values: Record<string, unknown> = {
    batchNo: await nextBatchNo(untyped, batchModel.table!, user.tenantId, now),
    fileName: input.fileName.slice(0, 200),
    templateCode: input.template ?? null,
    rowCount: result.rowCount,
    acceptedCount: result.ok ? result.inserted + result.updated : 0,
    refusedCount: refusedRows,
    batchState: result.ok ? 'imported' : 'failed',
    errorFile: input.errorFile ? JSON.stringify([{ key: input.errorFile.key, name: input.errorFile.name }]) : null,
  };
  if (batchModel.schema.fields.unmappedColumns) values.unmappedColumns = (result.unmappedColumns ?? []).join(', ').slice(0, 500) || null;
  if (batchModel.schema.fields.importedBy) values.importedBy = user.username;
  if (batchModel.schema.fields.importedAt) values.importedAt = now;
  const row = await untyped.insertInto(batchModel.table!).values({ ...values, tenantId: user.tenantId, createdBy: user.username, updatedBy: user.username }).returning('id').executeTakeFirstOrThrow();
  // Whoever may read the batch may download its error file.
  if (input.errorFile) await linkRowFiles(db as never, batchModel, user.tenantId, Number(row.id), { errorFile: [input.errorFile] });
  return String(values.batchNo);
}
