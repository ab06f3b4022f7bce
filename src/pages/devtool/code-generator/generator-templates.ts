/**
 * The tenant's generator templates (devtool.generatorTemplate, docs/domain/devtool.md "Templates") as the template
 * Select offers them: read through the generic data query with the entity's list qid, like any list. Pure mapping
 * here; the hook is use-generator-templates.ts.
 */

/**
 * The list qid of devtool.generatorTemplate (schemas/devtool/generator-template.json): an admin-pattern entity, so the
 * qid the server derives from its id (engine/schema/entity-model.ts listQidName; the test keeps the two in step).
 */
export const GENERATOR_TEMPLATE_QID = 'ENTITY_DEVTOOL_GENERATORTEMPLATE';

/** A template as the Select shows it. */
export interface TemplateOption {
  id: number;
  name: string;
  description?: string;
  isDefault: boolean;
}

/** A row of the list qid (`id`, `templateName`, `description`, `isDefault`, …), read loosely: only the id and a name are needed. */
export type TemplateRow = Record<string, unknown>;

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true' || value === 'Y';

/** The rows as options (rows without a numeric id are left out), the default first. */
export function templateOptionsOf(rows: readonly TemplateRow[]): TemplateOption[] {
  const options: TemplateOption[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    if (!Number.isInteger(id) || id <= 0) continue;
    const name = String(row.templateName ?? row.name ?? `#${id}`);
    const description = typeof row.description === 'string' && row.description ? row.description : undefined;
    options.push({ id, name, ...(description ? { description } : {}), isDefault: truthy(row.isDefault ?? row.default ?? row.defaultTemplate) });
  }
  return options.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** The template chosen before the person picks one: the default, else none (the server then uses its own default). */
export function initialTemplateId(options: readonly TemplateOption[]): number | undefined {
  return options.find((option) => option.isDefault)?.id;
}
