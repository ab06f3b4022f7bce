/**
 * The actions of an entity's list, by place: each name of `list.toolbar`, `list.row` and `list.batch` with its
 * schema entry (`actions.{name}`, or just the action of that name) and its registered definition.
 */
import type { EntityModel } from '../schema/entity-model';
import type { ActionSpec } from '../schema/entity-schema';
import type { Registry } from '../registry/create-registry';
import { localize, type Language } from '../render/localize';
import { createTranslator } from '../render/engine-texts';
import type { ActionDefinition, ActionScope } from './action-types';

/** An action placed on the list. */
export interface PlacedAction {
  /** The key in the schema (`batchDelete`), unique per list. */
  key: string;
  scope: ActionScope;
  spec: ActionSpec;
  definition: ActionDefinition;
}

/** The list's actions in one place, in schema order. @throws Error when one names no registered action. */
export function placedActions(model: EntityModel, registry: Registry<ActionDefinition>, scope: ActionScope): PlacedAction[] {
  const names = model.schema.list[scope] ?? [];
  return names.map((key) => {
    const spec = model.schema.actions?.[key] ?? { action: key };
    return { key, scope, spec, definition: registry.require(spec.action) };
  });
}

/** The label of a placed action: the schema's title, else the action's own. */
export function actionLabel(action: PlacedAction, language: Language): string {
  return action.spec.title ? localize(action.spec.title, language) : createTranslator(language)(action.definition.label);
}
