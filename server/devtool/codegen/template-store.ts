/** Reads the caller tenant's generator templates (`devtool_generator_template`, schemas/devtool/generator-template.json). */
import { sql } from 'kysely';
import { AppError } from '../../errors/app-error';
import type { RequestDb } from '../../entity/row-store';
import { DEFAULT_TEMPLATE, templateFromRow, type GeneratorTemplate } from './generator-template';

/**
 * The template of this id in the tenant (404 when there is none), or without an id the tenant's default, else the
 * built-in conventions.
 */
export async function loadTemplate(db: RequestDb, tenantId: number, templateId?: number): Promise<GeneratorTemplate> {
  if (templateId === undefined) {
    const found = await sql<Record<string, unknown>>`SELECT * FROM devtool_generator_template WHERE tenant_id = ${tenantId} AND is_default ORDER BY id LIMIT 1`.execute(db);
    return found.rows[0] ? templateFromRow(found.rows[0]) : { ...DEFAULT_TEMPLATE };
  }
  const found = await sql<Record<string, unknown>>`SELECT * FROM devtool_generator_template WHERE tenant_id = ${tenantId} AND id = ${templateId}`.execute(db);
  if (!found.rows[0]) throw new AppError('NOT_FOUND', { what: `generator template ${templateId}` }, { templateId: 'not found' });
  return templateFromRow(found.rows[0]);
}
