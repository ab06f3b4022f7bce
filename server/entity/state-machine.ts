import type { EntityModel } from '../../engine/schema/entity-model';
import type { StatesSpec } from '../../engine/schema/entity-schema';
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';

/** A state's title in a language (its raw value when the schema does not declare it). */
export function stateTitle(states: StatesSpec, value: unknown, lang: Language): string {
  const key = String(value ?? '');
  return states.values[key]?.[lang] ?? key;
}

/**
 * A declared transition of the entity's lifecycle.
 * @throws AppError UNKNOWN_TRANSITION when the entity has no lifecycle or no transition of that name.
 */
export function declaredTransition(model: EntityModel, name: string, lang: Language): StatesSpec['transitions'][string] {
  const states = model.schema.states;
  const transition = states && Object.hasOwn(states.transitions, name) ? states.transitions[name] : undefined;
  if (!transition) throw new AppError('UNKNOWN_TRANSITION', { entity: model.schema.title[lang], transition: name });
  return transition;
}

/**
 * The state a transition moves a row to, after checking that the row's current state is one it starts from.
 * @throws AppError UNKNOWN_TRANSITION (no such transition), TRANSITION_REFUSED (naming from → to).
 */
export function transitionTarget(model: EntityModel, name: string, current: unknown, lang: Language): string {
  const transition = declaredTransition(model, name, lang);
  const states = model.schema.states!;
  if (!transition.from.includes(String(current))) {
    throw new AppError('TRANSITION_REFUSED', { transition: transition.title[lang], from: stateTitle(states, current, lang), to: stateTitle(states, transition.to, lang) });
  }
  return transition.to;
}

/**
 * Refuses a create or update that sets the status field to anything but what it is (the initial state for a new
 * row; null leaves it as it is): the status moves only through a transition.
 * @throws AppError STATUS_LOCKED naming from → to.
 */
export function refuseStatusChange(model: EntityModel, values: Record<string, unknown>, current: unknown, lang: Language): void {
  const states = model.schema.states;
  if (!states || !Object.hasOwn(values, states.field)) return;
  const wanted = values[states.field];
  if (wanted === null || String(wanted) === String(current)) return;
  const field = model.schema.fields[states.field]?.title[lang] ?? states.field;
  throw new AppError('STATUS_LOCKED', { field, from: stateTitle(states, current, lang), to: stateTitle(states, wanted, lang) });
}
