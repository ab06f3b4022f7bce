/**
 * An entity's lifecycles, whichever way `states` declares them: one lifecycle (`states: { field, … }`, named after
 * its field) or several by name (`states: { declare: { field: 'declareStatus', … }, fee: { … } }`). Everything that
 * reads `states` goes through here. React-free: the server, the check and the browser use it.
 */
import type { EntitySchema, StatesSpec, TransitionSpec } from './entity-schema';

/** A lifecycle with its name. */
export interface Lifecycle extends StatesSpec {
  name: string;
}

/** Whether `states` is a single lifecycle (it has a text `field`) rather than a map of named ones. */
export function isSingleLifecycle(states: NonNullable<EntitySchema['states']>): states is StatesSpec {
  return typeof (states as { field?: unknown }).field === 'string';
}

/** The entity's lifecycles, in declaration order; empty without `states`. */
export function lifecyclesOf(schema: Pick<EntitySchema, 'states'>): Lifecycle[] {
  const states = schema.states;
  if (!states) return [];
  if (isSingleLifecycle(states)) return [{ ...states, name: states.field }];
  return Object.entries(states).map(([name, spec]) => ({ ...spec, name }));
}

/** The JSON pointer of a lifecycle inside the schema (`/states`, or `/states/fee`). */
export function lifecyclePointer(schema: Pick<EntitySchema, 'states'>, lifecycle: Lifecycle): string {
  return schema.states && isSingleLifecycle(schema.states) ? '/states' : `/states/${lifecycle.name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The status fields of every lifecycle (moved only by transitions). */
export function lifecycleFields(schema: Pick<EntitySchema, 'states'>): string[] {
  return lifecyclesOf(schema).map((l) => l.field);
}

/** The lifecycle that declares a transition of that name, with the transition; undefined when none does. */
export function findTransition(schema: Pick<EntitySchema, 'states'>, name: string): { lifecycle: Lifecycle; transition: TransitionSpec } | undefined {
  for (const lifecycle of lifecyclesOf(schema)) {
    if (Object.hasOwn(lifecycle.transitions, name)) return { lifecycle, transition: lifecycle.transitions[name]! };
  }
  return undefined;
}

/** A state's title in a language (its raw value when undeclared). */
export function stateLabel(lifecycle: StatesSpec, value: unknown, lang: 'zh' | 'en'): string {
  const key = String(value ?? '');
  return (Object.hasOwn(lifecycle.values, key) ? lifecycle.values[key]?.[lang] : undefined) ?? key;
}

/** What locks a row: the lifecycle and its state; with the fields the lock still lets change. */
export interface RowLock {
  lifecycle: Lifecycle;
  state: string;
  editable: string[];
}

/**
 * The lock a row is under: the first lifecycle whose current state is one of its `lock` states. Undefined when the
 * row is free. A field is editable on a locked row only if every locking lifecycle lets it change.
 */
export function rowLock(schema: Pick<EntitySchema, 'states'>, row: Record<string, unknown>): RowLock | undefined {
  const locks = lifecyclesOf(schema).filter((l) => l.lock?.includes(String(row[l.field] ?? '')));
  if (!locks.length) return undefined;
  const editable = locks.reduce<string[]>((kept, l, i) => (i === 0 ? [...(l.editable ?? [])] : kept.filter((f) => l.editable?.includes(f))), []);
  return { lifecycle: locks[0]!, state: String(row[locks[0]!.field] ?? ''), editable };
}
