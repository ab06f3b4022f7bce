/**
 * The developer tools' commands (docs/domain/devtool.md): a generator template's naming preview (the detail's tab,
 * schemas/devtool/generator-template.json) and /generatorform's drop of a tenant's schema override
 * (schemas/devtool/generator-form.json), which deactivates it as `DELETE /api/clearway/schema-overrides/{schemaId}`
 * does (server/overrides/override-store.ts; the versions stay as history). Administrators only, like every
 * developer-tools call.
 */
import { AppError } from '../errors/app-error';
import { deactivateOverride } from '../overrides/override-store';
import { seesEverything } from '../services/menu-authority';
import { loadTemplate } from '../devtool/codegen/template-store';
import { namingPreview } from '../devtool/codegen/naming-preview';
import type { CommandImplementation, CommandRegistry } from './registry';

const admin = (run: Parameters<CommandImplementation>[0]) => {
  if (!seesEverything(run.ctx.user)) throw new AppError('FORBIDDEN');
};

/** The names a sample table gets under the template: `[{ item, value }]`. */
const preview: CommandImplementation = async (run) => {
  admin(run);
  const template = await loadTemplate(run.ctx.db, run.ctx.user.tenantId, Number(run.params.templateId));
  return { result: namingPreview(template, run.ctx.lang) };
};

/** Leaves the schema with no active override of the caller's tenant. */
const drop: CommandImplementation = async (run) => {
  admin(run);
  const schemaId = String(run.params.schemaId);
  if (!run.models.get(schemaId)) throw new AppError('NOT_FOUND', { what: `schema ${schemaId}` }, { schemaId: 'not found' });
  const dropped = await deactivateOverride(run.ctx.db, run.ctx.user.tenantId, schemaId);
  return { result: { schemaId, dropped } };
};

export function registerDevtoolCommands(registry: CommandRegistry): void {
  registry.register('devtool.generatorTemplate.preview', preview);
  registry.register('devtool.generatorForm.drop', drop);
}
