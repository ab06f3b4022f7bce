/**
 * Named exports (`exports`, docs/schemas.md "Named exports"; docs/api.md "Entity endpoints"): one sheet of chosen
 * header fields, or with `lines` one row per line of a child table with the header's fields repeated. The rows are
 * the export's (the list qid's filters, sort, ids and scopes, a page at a time), cut to what the caller may see.
 */
import type { EntityModel } from '../../../engine/schema/entity-model';
import type { NamedExportSpec } from '../../../engine/schema/entity-schema';
import { namedExportField } from '../../../engine/schema/named-exports';
import { applyFieldAccess, FULL_ACCESS, type FieldAccess } from '../../../engine/access/field-access';
import { AppError } from '../../errors/app-error';
import type { Language } from '../../errors/catalogue';
import type { JobFile } from '../../jobs/job-worker';
import { childModelsOf } from '../child-access';
import { linesOfHeaders } from '../child-export';
import { fieldAccessFor, qidPageAccessFor, restrictQuery } from '../field-permissions';
import { requireRead } from '../entity-permissions';
import type { ExportInput } from './entity-export';
import { cellValue, EXPORT_MAX_ROWS, exportFileName, exportQuery, exportRows, loadLabels, type ExportColumn, type LabelMaps } from './entity-rows';
import { writeXlsx, XLSX_TYPE } from './file-writers';

type Cell = string | number | null;

/** A column of a named export: its name in `fields`, title, and where its value comes from. */
export interface NamedExportColumn extends ExportColumn {
  /** The header's field, or the line's (`line` set). */
  source: string;
  line: boolean;
}

/**
 * The columns of a named export the caller may see, in the order of `fields`: titled by the field's title in the
 * language; a line field whose title a header column of the export already has is titled `{child title}.{title}`
 * (`商品.币制`), as the import spells line columns.
 */
export function namedExportColumns(header: EntityModel, child: EntityModel | undefined, spec: NamedExportSpec, lang: Language, access: FieldAccess, lineAccess: FieldAccess): NamedExportColumn[] {
  const parts = spec.fields.map((name) => ({ name, ...namedExportField(name) }));
  const visible = parts.filter(({ key, field }) => (key === undefined ? !access.hidden.has(field) : !!child && !lineAccess.hidden.has(field)));
  const headerTitles = new Set(visible.filter((p) => p.key === undefined).map((p) => header.schema.fields[p.field]?.title[lang] ?? p.field));
  return visible.map(({ name, key, field }) => {
    if (key === undefined) return { field: name, source: field, line: false, title: header.schema.fields[field]?.title[lang] ?? field };
    const own = child!.schema.fields[field]?.title[lang] ?? field;
    return { field: name, source: field, line: true, title: headerTitles.has(own) ? `${child!.schema.title[lang]}.${own}` : own };
  });
}

/** The named export `name` of the entity as an XLSX: see the file's comment. @throws NOT_FOUND for an unknown name. */
export async function exportNamed(input: Omit<ExportInput, 'format' | 'progress'> & { name: string }): Promise<JobFile> {
  const { db, model, user, lang } = input;
  const spec = Object.hasOwn(model.schema.exports ?? {}, input.name) ? model.schema.exports![input.name]! : undefined;
  if (!spec) throw new AppError('NOT_FOUND', { what: `export ${input.name}` });
  await requireRead(db, user, model);
  const given = exportQuery(input.qids, model, input.selection);
  const access = await qidPageAccessFor(db, user, model, given.definition);
  const query = { ...given, request: restrictQuery(given.request, given.definition, access) };
  const child = spec.lines === undefined ? undefined : childModelsOf(model)[spec.lines];
  if (spec.lines !== undefined && !child) throw new AppError('NOT_FOUND', { what: `lines ${spec.lines}` });
  const lineAccess = child ? await fieldAccessFor(db, user, child) : FULL_ACCESS;
  const columns = namedExportColumns(model, child, spec, lang, access, lineAccess);
  const labels = await loadLabels(db, model, user.tenantId, lang);
  const lineLabels: LabelMaps = child ? await loadLabels(db, child, user.tenantId, lang) : new Map();
  const cells = (row: Record<string, unknown>, line?: Record<string, unknown>): Cell[] =>
    columns.map((c) => (c.line ? cellValue(child!, lineLabels, c.source, line?.[c.source]) : cellValue(model, labels, c.source, row[c.source])));
  const pages = (async function* () {
    let written = 0;
    for await (const page of exportRows(db, query, user)) {
      const rows = child ? await withLines(db, child, user, page, lineAccess) : page.map((row) => ({ row, line: undefined }));
      const out = rows.slice(0, EXPORT_MAX_ROWS - written).map(({ row, line }) => cells(applyFieldAccess(row, access), line));
      written += out.length;
      if (out.length) yield out;
      if (written >= EXPORT_MAX_ROWS) return;
    }
  })();
  const title = spec.title[lang];
  const bytes = await writeXlsx(title, columns, pages);
  return { name: exportFileName(model, lang, input.clock.now(), 'xlsx', title), contentType: XLSX_TYPE, bytes };
}

/** Each header of a page once per line of `child` (lines as the caller may see them), in the page's order; headers without lines left out. */
async function withLines(db: ExportInput['db'], child: EntityModel, user: ExportInput['user'], page: Record<string, unknown>[], access: FieldAccess): Promise<{ row: Record<string, unknown>; line: Record<string, unknown> }[]> {
  const parentField = child.schema.parent!.field;
  const byHeader = new Map<unknown, Record<string, unknown>[]>();
  for (const line of await linesOfHeaders(db, child, user, page.map((row) => row.id as number))) {
    const lines = byHeader.get(line[parentField]) ?? [];
    lines.push(applyFieldAccess(line, access));
    byHeader.set(line[parentField], lines);
  }
  return page.flatMap((row) => (byHeader.get(row.id) ?? []).map((line) => ({ row, line })));
}
