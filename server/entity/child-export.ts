/**
 * Exports of a header with child tables (docs/api.md, "Header and lines"): the XLSX gets one more sheet per child,
 * each line a row, led by the header's key (`清关单号`) so a reader can match lines to their header. The lines are
 * those of the exported headers only, read in batches, within the caller's tenant.
 */
import type { Kysely } from 'kysely';
import { columnName, type EntityModel } from '../../engine/schema/entity-model';
import type { Db } from '../db/database';
import type { Language } from '../errors/catalogue';
import type { SessionUser } from '../http/request-context';
import { childModelsOf } from './child-access';
import { applyFieldAccess, FULL_ACCESS, type FieldAccess } from '../../engine/access/field-access';
import { cellValue, exportColumns, loadLabels, type ExportColumn } from './export/entity-rows';

type Cell = string | number | null;

/** One more sheet of an XLSX: its name, columns and rows a page at a time. */
export interface XlsxSheet {
  name: string;
  columns: ExportColumn[];
  pages: AsyncIterable<Cell[][]>;
}

/** Headers' ids read per lines statement. */
const BATCH = 1000;

/** The field that names a header in its lines' sheets: its first unique key's first field, else the id. */
export function headerKeyField(model: EntityModel): string | undefined {
  return model.schema.storage?.unique?.[0]?.[0];
}

/**
 * The child sheets of an export. `headers` maps each exported header's id to its key's value; it fills while the
 * header sheet is written, and is read only when the child sheets are (after it).
 */
export function childSheets(db: Db, header: EntityModel, user: SessionUser, lang: Language, headers: Map<number, unknown>, access: ReadonlyMap<EntityModel, FieldAccess> = new Map()): XlsxSheet[] {
  const keyField = headerKeyField(header);
  const keyTitle = keyField ? header.schema.fields[keyField]!.title[lang] : 'ID';
  return Object.values(childModelsOf(header)).map((child) => {
    const parentField = child.schema.parent!.field;
    // The line fields the caller may not see are left out, masked ones masked (field-permissions.ts).
    const seen = access.get(child) ?? FULL_ACCESS;
    const columns = exportColumns(child, lang, 'all').filter((c) => c.field !== parentField && !seen.hidden.has(c.field));
    return {
      name: child.schema.title[lang],
      columns: [{ field: parentField, title: keyTitle }, ...columns],
      pages: (async function* () {
        const labels = await loadLabels(db, child, user.tenantId, lang);
        const ids = [...headers.keys()];
        for (let i = 0; i < ids.length; i += BATCH) {
          const lines = await linesOfHeaders(db, child, user, ids.slice(i, i + BATCH));
          yield lines.map((line) => applyFieldAccess(line, seen)).map((line) => [headerLabel(headers.get(line[parentField] as number), line[parentField]), ...columns.map((c) => cellValue(child, labels, c.field, line[c.field]))]);
        }
      })(),
    };
  });
}

/**
 * The stored lines of a child table belonging to these headers (up to a batch of them), within the caller's tenant,
 * by header then in the order they were created. Rows as stored: the caller applies its field access.
 */
export async function linesOfHeaders(db: Db, child: EntityModel, user: SessionUser, headerIds: readonly number[]): Promise<Record<string, unknown>[]> {
  if (!headerIds.length) return [];
  const parentField = child.schema.parent!.field;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let query = (db as unknown as Kysely<any>).selectFrom(child.table!).selectAll().where(columnName(parentField), 'in', [...headerIds]);
  if (child.schema.storage?.tenant !== false) query = query.where('tenant_id', '=', user.tenantId);
  return (await query.orderBy(columnName(parentField)).orderBy('id').execute()) as Record<string, unknown>[];
}

function headerLabel(key: unknown, id: unknown): Cell {
  return key === undefined || key === null ? (id as number) : String(key);
}
