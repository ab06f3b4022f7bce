import type { EntityModel } from '../../engine/schema/entity-model';
import type { StatesSpec, TransitionSpec } from '../../engine/schema/entity-schema';
import { findTransition, lifecyclesOf, stateLabel, type Lifecycle } from '../../engine/schema/lifecycles';
import { evaluateCondition, recordScope, type ConditionScope } from '../../engine/validation/conditions';
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';

/** A state's title in a language (its raw value when the schema does not declare it). */
export function stateTitle(states: StatesSpec, value: unknown, lang: Language): string {
  return stateLabel(states, value, lang);
}

/** A declared transition with the lifecycle that declares it. */
export interface DeclaredTransition {
  name: string;
  lifecycle: Lifecycle;
  transition: TransitionSpec;
}

/**
 * A declared transition of one of the entity's lifecycles.
 * @throws AppError UNKNOWN_TRANSITION when no lifecycle declares a transition of that name.
 */
export function declaredTransition(model: EntityModel, name: string, lang: Language): DeclaredTransition {
  const found = findTransition(model.schema, name);
  if (!found) throw new AppError('UNKNOWN_TRANSITION', { entity: model.schema.title[lang], transition: name });
  return { name, ...found };
}

/**
 * The scope a guard reads a row in: its fields, and (once child tables load their lines for guards) the lines by
 * child name. The seam for master–detail: pass `lines` here.
 */
export function rowScope(row: Record<string, unknown>, params?: Record<string, unknown>, lines?: (name: string) => Record<string, unknown>[] | undefined): ConditionScope {
  return recordScope(row, params, lines);
}

/**
 * The field and state a transition moves a row to, after checking that the row's state is one it starts from and
 * that its guard holds.
 * @throws AppError UNKNOWN_TRANSITION, TRANSITION_REFUSED (naming from → to), GUARD_REFUSED (naming the transition
 * and the guard's message).
 */
export function transitionTarget(model: EntityModel, name: string, row: Record<string, unknown>, lang: Language, scope: ConditionScope = rowScope(row)): { field: string; to: string } {
  const { lifecycle, transition } = declaredTransition(model, name, lang);
  const current = row[lifecycle.field];
  if (!transition.from.includes(String(current))) {
    throw new AppError('TRANSITION_REFUSED', { transition: transition.title[lang], from: stateTitle(lifecycle, current, lang), to: stateTitle(lifecycle, transition.to, lang) });
  }
  if (transition.guard && !evaluateCondition(transition.guard.if, scope)) {
    throw new AppError('GUARD_REFUSED', { name: transition.title[lang], message: transition.guard.message[lang] });
  }
  return { field: lifecycle.field, to: transition.to };
}

/**
 * Refuses a create or update that sets a status field to anything but what it is (the initial state for a new
 * row; null leaves it as it is): a status moves only through a transition. `current` is the row before the write
 * (undefined for a new row).
 * @throws AppError STATUS_LOCKED naming the field, from → to.
 */
export function refuseStatusChange(model: EntityModel, values: Record<string, unknown>, current: Record<string, unknown> | undefined, lang: Language): void {
  for (const lifecycle of lifecyclesOf(model.schema)) {
    if (!Object.hasOwn(values, lifecycle.field)) continue;
    const wanted = values[lifecycle.field];
    const now = current ? current[lifecycle.field] : lifecycle.initial;
    if (wanted === null || String(wanted) === String(now)) continue;
    const field = model.schema.fields[lifecycle.field]?.title[lang] ?? lifecycle.field;
    throw new AppError('STATUS_LOCKED', { field, from: stateTitle(lifecycle, now, lang), to: stateTitle(lifecycle, wanted, lang) });
  }
}

/** Sets each lifecycle's initial state on a new row's values, and removes the status fields from an update's. */
export function settleStatusFields(model: EntityModel, values: Record<string, unknown>, creating: boolean): void {
  for (const lifecycle of lifecyclesOf(model.schema)) {
    if (creating) values[lifecycle.field] = lifecycle.initial;
    else delete values[lifecycle.field];
  }
}
