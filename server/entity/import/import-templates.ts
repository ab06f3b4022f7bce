/**
 * Import templates (docs/schemas.md, "Import templates"; docs/domain/order-intake.md): a template maps the columns of
 * a customer's spreadsheet to an entity's import columns — column title in the sheet → field (a line's field as
 * `goods.itemName`), default value, required — with the sheet's header row and sheet name. Templates are rows of
 * `order.orderTemplate` (lines `order.orderTemplateLine`) typed by `order.orderTemplateType`, whose `targetEntity` is
 * the entity the rows become; a schema opts in with `"import": { "templates": true }` (or a type code). Built-in
 * templates (ETK) are registered in code and exist in every tenant; a tenant's own row of the same code replaces one.
 */
import type { Kysely } from 'kysely';
import type { EntityModel } from '../../../engine/schema/entity-model';
import { AppError } from '../../errors/app-error';
import type { Language } from '../../errors/catalogue';
import type { ImportLayout, ModelLookup } from './import-layout';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = Kysely<any>;

export const TEMPLATE_ENTITY = 'order.orderTemplate';
export const TEMPLATE_TYPE_ENTITY = 'order.orderTemplateType';
export const TEMPLATE_LINE_ENTITY = 'order.orderTemplateLine';

export interface TemplateLine {
  columnTitle: string;
  /** An import column key: `weight`, `goods.itemName`. */
  targetField: string;
  defaultValue?: string | null;
  required?: boolean;
}

export interface ImportTemplate {
  templateCode: string;
  templateName: string;
  typeCode: string;
  /** The entity the rows become. */
  targetEntity: string;
  /** A customer's own layout: its code is the default of a `customerCode` column. */
  customerCode?: string | null;
  /** The row holding the column titles (1-based); data starts below it. */
  headerRow: number;
  /** Empty: the first sheet. */
  sheetName?: string | null;
  /** Rows with the same value of this field are one record (header and lines); empty: the entity's import key. */
  groupField?: string | null;
  lines: TemplateLine[];
  builtIn?: boolean;
}

const builtIns = new Map<string, ImportTemplate>();

/** Registers a template every tenant has (server/commands/index.ts registers ETK). */
export function registerBuiltInTemplate(template: ImportTemplate): void {
  builtIns.set(template.templateCode, { ...template, builtIn: true });
}

/** Whether the entity's import takes this template type. */
function takes(model: EntityModel, template: Pick<ImportTemplate, 'typeCode' | 'targetEntity'>): boolean {
  const spec = model.schema.import?.templates;
  if (!spec || template.targetEntity !== model.id) return false;
  return spec === true || spec === template.typeCode;
}

interface StoredTemplate { id: number; templateCode: string; templateName: string; typeCode: string; customerCode: string | null; headerRow: number; sheetName: string | null; groupField: string | null; targetEntity: string | null }

async function storedTemplates(db: UntypedDb, entities: ModelLookup, tenantId: number, code?: string): Promise<StoredTemplate[]> {
  const template = entities.get(TEMPLATE_ENTITY);
  const type = entities.get(TEMPLATE_TYPE_ENTITY);
  if (!template?.table || !type?.table) return [];
  let query = db.selectFrom(`${template.table} as t`).innerJoin(`${type.table} as y`, (join) => join.onRef('y.typeCode', '=', 't.typeCode').onRef('y.tenantId', '=', 't.tenantId'))
    .select(['t.id', 't.templateCode', 't.templateName', 't.typeCode', 't.customerCode', 't.headerRow', 't.sheetName', 't.groupField', 'y.targetEntity'])
    .where('t.tenantId', '=', tenantId).where('t.status', '=', '1').where('y.status', '=', '1').orderBy('t.templateCode');
  if (code !== undefined) query = query.where('t.templateCode', '=', code);
  return (await query.execute()) as unknown as StoredTemplate[];
}

/** The templates the entity's import offers the caller's tenant (enabled, of a type targeting it), built-ins included. */
export async function templatesFor(db: UntypedDb, entities: ModelLookup, tenantId: number, model: EntityModel): Promise<Omit<ImportTemplate, 'lines'>[]> {
  const own = (await storedTemplates(db, entities, tenantId)).map((row) => ({ ...row, targetEntity: String(row.targetEntity), headerRow: Number(row.headerRow) }));
  const codes = new Set(own.map((row) => row.templateCode));
  const all: (Omit<ImportTemplate, 'lines'> & { id?: number })[] = [...own, ...[...builtIns.values()].filter((t) => !codes.has(t.templateCode))];
  return all.filter((t) => takes(model, t)).map(({ templateCode, templateName, typeCode, targetEntity, customerCode, headerRow, sheetName, groupField, builtIn }) =>
    ({ templateCode, templateName, typeCode, targetEntity, customerCode, headerRow, sheetName, groupField, builtIn: builtIn === true }));
}

/**
 * The template of this code for the entity: the tenant's enabled row (with its lines), else a built-in one.
 * @throws AppError IMPORT_TEMPLATE_UNKNOWN when there is none, it is disabled, or its type targets another entity.
 */
export async function findTemplate(db: UntypedDb, entities: ModelLookup, tenantId: number, model: EntityModel, code: string): Promise<ImportTemplate> {
  const [row] = await storedTemplates(db, entities, tenantId, code);
  let template: ImportTemplate | undefined;
  if (row) {
    const lineModel = entities.get(TEMPLATE_LINE_ENTITY)!;
    const lines = (await db.selectFrom(lineModel.table!).select(['columnTitle', 'targetField', 'defaultValue', 'required'])
      .where('tenantId', '=', tenantId).where('templateId', '=', row.id).orderBy('id').execute()) as unknown as TemplateLine[];
    template = { ...row, targetEntity: String(row.targetEntity), headerRow: Number(row.headerRow) || 1, lines };
  } else {
    template = builtIns.get(code);
  }
  if (!template || !takes(model, template)) throw new AppError('IMPORT_TEMPLATE_UNKNOWN', { template: code, entity: model.schema.title.zh });
  return template;
}

/** How a sheet's header maps through a template onto the layout's columns. */
export interface TemplateMapping {
  /** Column key → the sheet's column number. */
  columnAt: Map<string, number>;
  /** Column key → the sheet's column title (what row errors name). */
  titleOf: Map<string, string>;
  /** Column key → the default used when the cell is empty or the column absent. */
  defaults: Map<string, string>;
  /** Required column keys (filled by the sheet or a default on every row). */
  required: Set<string>;
  /** Titles of the sheet's columns the template does not map (reported and ignored). */
  unmapped: string[];
}

const normal = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/**
 * Maps a sheet's header (column number → title) through a template. Pure.
 * @throws AppError IMPORT_TEMPLATE_FIELD_UNKNOWN for a line naming no column of the layout, IMPORT_TEMPLATE_COLUMN_MISSING
 * when a required line's column is not in the sheet and has no default (before any row is read).
 */
export function mapTemplateHeader(template: ImportTemplate, layout: ImportLayout, header: Map<number, string>, lang: Language): TemplateMapping {
  const keys = new Set(layout.columns.map((column) => column.key));
  const byTitle = new Map<string, number>();
  for (const [col, title] of header) if (title.trim() && !byTitle.has(normal(title))) byTitle.set(normal(title), col);
  const mapping: TemplateMapping = { columnAt: new Map(), titleOf: new Map(), defaults: new Map(), required: new Set(), unmapped: [] };
  const mappedCols = new Set<number>();
  const missing: string[] = [];
  for (const line of template.lines) {
    if (!keys.has(line.targetField)) throw new AppError('IMPORT_TEMPLATE_FIELD_UNKNOWN', { template: template.templateCode, column: line.columnTitle, field: line.targetField });
    const col = byTitle.get(normal(line.columnTitle));
    const fallback = line.defaultValue ?? undefined;
    if (col !== undefined && !mapping.columnAt.has(line.targetField)) {
      mapping.columnAt.set(line.targetField, col);
      mappedCols.add(col);
    }
    if (col !== undefined || !mapping.titleOf.has(line.targetField)) mapping.titleOf.set(line.targetField, line.columnTitle);
    if (fallback !== undefined && fallback !== null && String(fallback).trim() !== '') mapping.defaults.set(line.targetField, String(fallback));
    if (line.required) {
      mapping.required.add(line.targetField);
      if (col === undefined && (fallback === undefined || fallback === null || String(fallback).trim() === '')) missing.push(line.columnTitle);
    }
  }
  if (template.customerCode && keys.has('customerCode') && !mapping.defaults.has('customerCode')) mapping.defaults.set('customerCode', template.customerCode);
  if (missing.length) throw new AppError('IMPORT_TEMPLATE_COLUMN_MISSING', { template: template.templateCode, columns: missing.join(lang === 'zh' ? '、' : ', ') });
  for (const [col, title] of header) if (title.trim() && !mappedCols.has(col)) mapping.unmapped.push(title.trim());
  return mapping;
}
