/**
 * Which route grants a child table (master–detail): a child has no page of its own, so reading its lines needs its
 * header's route in the caller's menu, and writing them needs the child action's button on that route
 * (docs/schemas.md, "Child tables"). The entity registry records each child's header route here as it loads.
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import { AppError } from '../errors/app-error';

const headerRoutes = new WeakMap<EntityModel, string>();
const childModels = new WeakMap<EntityModel, Record<string, EntityModel>>();
const childKeys = new WeakMap<EntityModel, string>();

/**
 * Records the header route of every child table among these models, and each header's child models by key
 * (called by the entity registry as it loads).
 */
export function recordAccessRoutes(models: readonly EntityModel[]): void {
  const byId = new Map(models.map((model) => [model.id, model]));
  for (const model of models) {
    // A child is read and written with its header's route; a level view without a page, with its owner's.
    const of = model.schema.route ? undefined : model.schema.storage?.of;
    const route = (model.schema.parent && byId.get(model.schema.parent.entity)?.schema.route) || (of && byId.get(of)?.schema.route);
    if (route) headerRoutes.set(model, route);
    const children: Record<string, EntityModel> = {};
    for (const [key, spec] of Object.entries(model.schema.children ?? {})) {
      const child = byId.get(spec.entity);
      if (child) {
        children[key] = child;
        childKeys.set(child, key);
      }
    }
    if (Object.keys(children).length) childModels.set(model, children);
  }
}

/** A header's child models by key (`boxes` → the box model); empty for an entity without children. */
export function childModelsOf(model: EntityModel): Record<string, EntityModel> {
  return childModels.get(model) ?? {};
}

/** The key a child table's lines travel by in its header (`boxes`); undefined for an entity that is not a child. */
export function childKeyOf(model: EntityModel): string | undefined {
  return childKeys.get(model);
}

/** The route whose menu entry and buttons grant this entity: its own, or its header's. */
export function accessRouteOf(model: EntityModel): string | undefined {
  return model.schema.route ?? headerRoutes.get(model);
}

/**
 * The parent field's value in a list request: a top-level parameter, or one of its `filters` (an object, or JSON
 * text as the generic data query takes them: the base pattern's child lists send it there).
 */
function parentValueIn(params: unknown, field: string): unknown {
  if (!params || typeof params !== 'object') return undefined;
  const top = (params as Record<string, unknown>)[field];
  if (top !== undefined && top !== null && top !== '') return top;
  let filters = (params as Record<string, unknown>).filters;
  if (typeof filters === 'string') {
    try {
      filters = JSON.parse(filters);
    } catch {
      return undefined;
    }
  }
  return filters && typeof filters === 'object' ? (filters as Record<string, unknown>)[field] : undefined;
}

/**
 * A child's lines are read per header: its list query must filter by the parent field (`orderId=12`), or it is a 400.
 * The tenant scope of the qid runner still applies, so another tenant's header id finds nothing.
 */
export function requireParentScope(model: EntityModel, params: unknown): void {
  const field = model.schema.parent?.field;
  if (!field) return;
  const value = parentValueIn(params, field);
  if (value === undefined || value === null || value === '') {
    const title = model.schema.fields[field]?.title;
    throw new AppError('CHILD_SCOPE_REQUIRED', { entity: model.schema.title.en, field: title?.en ?? field }, { [field]: 'required' });
  }
}
