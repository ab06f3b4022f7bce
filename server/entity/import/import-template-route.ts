import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import { attachmentHeader } from '../../http/content-disposition';
import { requireUser } from '../../http/request-context';
import type { ServerContext } from '../../routes/context';
import { requireWrite } from '../entity-permissions';
import { XLSX_TYPE } from '../export/file-writers';
import { importLayout } from './import-layout';
import { importColumnAccess } from '../field-permissions';
import { templateColumns, templateWorkbook, type DictValues } from './import-template';
import ExcelJS from 'exceljs';
import { ok } from '../../http/envelope';
import { importTargetOf } from './import-batches';
import { findTemplate, templatesFor, type ImportTemplate } from './import-templates';

/** An empty sheet laid out as the template reads it: the mapped column titles on the header row. */
async function templateSheet(template: ImportTemplate): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(template.sheetName || 'Sheet1');
  const titles = [...new Set(template.lines.map((line) => line.columnTitle))];
  const row = sheet.getRow(template.headerRow);
  titles.forEach((title, i) => { row.getCell(i + 1).value = title; sheet.getColumn(i + 1).width = Math.max(12, title.length + 4); });
  row.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * `GET /api/clearway/import/template?entity=…` (docs/api.md, "Imports"): the entity's import template, for a caller
 * holding its import button. Dictionary values are the caller's tenant's.
 */
export function registerImportTemplateRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { entity: string } }>('/api/clearway/import/templates', {
    config: { transaction: false },
    schema: {
      tags: ['entity'],
      summary: "The import templates the entity's import offers the caller's tenant (docs/schemas.md, \"Import templates\"): [{ templateCode, templateName, typeCode, customerCode, headerRow, sheetName, groupField, builtIn }]",
      querystring: { type: 'object', required: ['entity'], additionalProperties: false, properties: { entity: { type: 'string', minLength: 1, maxLength: 100 } } },
    },
  }, async (request) => {
    const user = requireUser(request);
    const model = ctx.entities.get(request.query.entity);
    if (!model || !model.table || !model.endpoints.import) throw new AppError('NOT_FOUND', { what: `import ${request.query.entity}` });
    await requireWrite(ctx.db, user, model, 'import');
    const { target } = importTargetOf(model, ctx.entities);
    return ok(await templatesFor(ctx.db as never, ctx.entities, user.tenantId, target));
  });

  app.get<{ Querystring: { entity: string; template?: string } }>('/api/clearway/import/template', {
    config: { transaction: false },
    schema: {
      tags: ['entity'],
      summary: "An entity's import template (XLSX): its columns in order titled `中文 / English`, notes for required, key, enum, dictionary and reference columns, a guide sheet",
      querystring: { type: 'object', required: ['entity'], additionalProperties: false, properties: { entity: { type: 'string', minLength: 1, maxLength: 100 }, template: { type: 'string', maxLength: 32 } } },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const entity = ctx.entities.get(request.query.entity);
    if (!entity || !entity.table || !entity.endpoints.import) throw new AppError('NOT_FOUND', { what: `import ${request.query.entity}` });
    await requireWrite(ctx.db, user, entity, 'import');
    const { target: model, template: fixed } = importTargetOf(entity, ctx.entities, request.query.template || undefined);
    if (fixed) {
      // A template's own sheet: its column titles on its header row, under its sheet name.
      const template = await findTemplate(ctx.db as never, ctx.entities, user.tenantId, model, fixed);
      const bytes = await templateSheet(template);
      reply.header('content-type', XLSX_TYPE);
      reply.header('content-disposition', attachmentHeader(`${template.templateName}-${request.lang === 'zh' ? '导入模板' : 'import-template'}.xlsx`));
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(bytes);
    }
    const full = importLayout(model, ctx.entities);
    // The columns the caller may not see are not offered (an import with one is refused).
    const { hidden } = await importColumnAccess(ctx.db, user, full.columns);
    const layout = { ...full, columns: full.columns.filter((column) => !hidden.has(column.key)) };
    const dicts: DictValues = new Map();
    const codes = new Map<string, string[]>();
    for (const column of layout.columns) {
      const dict = column.model.schema.fields[column.field]!['x-dict'];
      if (typeof dict === 'string') codes.set(dict, [...(codes.get(dict) ?? []), column.key]);
    }
    if (codes.size) {
      const details = await ctx.db.selectFrom('baseDictionaryDetail').select(['dictionaryCode', 'dictionaryValue', 'dictionaryName', 'dictionaryNameEn'])
        .where('tenantId', '=', user.tenantId).where('dictionaryCode', 'in', [...codes.keys()]).execute();
      for (const detail of details) {
        for (const key of codes.get(detail.dictionaryCode) ?? []) {
          dicts.set(key, [...(dicts.get(key) ?? []), { value: detail.dictionaryValue, zh: detail.dictionaryName, en: detail.dictionaryNameEn || detail.dictionaryName }]);
        }
      }
    }
    const bytes = await templateWorkbook(model.schema.title, templateColumns(layout, dicts), request.lang);
    reply.header('content-type', XLSX_TYPE);
    reply.header('content-disposition', attachmentHeader(`${model.schema.title[request.lang]}-${request.lang === 'zh' ? '导入模板' : 'import-template'}.xlsx`));
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(bytes);
  });
}
