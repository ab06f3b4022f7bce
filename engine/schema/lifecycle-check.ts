/**
 * The cross references of lifecycles (`states`) and commands that the meta-schema cannot express, for
 * entity-check.ts: status fields, states, lock and editable fields, guard names, transition names unique across
 * lifecycles, command transitions and parameters, `transition`/`command` actions naming declared ones.
 */
import type { EntitySchema, GuardSpec } from './entity-schema';
import { findTransition, lifecyclePointer, lifecyclesOf } from './lifecycles';
import { conditionNames } from '../validation/conditions';

type Add = (path: string, message: string) => void;

/** `a/b` → `a~1b` (RFC 6901). */
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The names a guard reads must exist: row fields (or, in a command's guard, `params.<name>`); names read on child
 * lines (`lines`) belong to the child: {@link guardLineProblems} checks them.
 */
function checkGuard(schema: EntitySchema, guard: GuardSpec, at: string, add: Add, params?: Record<string, unknown>): void {
  for (const { name, path, lines } of conditionNames(guard.if, `${at}/if`)) {
    if (lines !== undefined) continue;
    if (path.endsWith('/lines')) {
      if (!Object.hasOwn(schema.fields, name) && !Object.hasOwn(schema.children ?? {}, name)) add(path, `unknown child table "${name}"`);
      continue;
    }
    if (name.startsWith('params.')) {
      if (!params || !Object.hasOwn(params, name.slice(7))) add(path, `unknown parameter "${name.slice(7)}"`);
    } else if (!Object.hasOwn(schema.fields, name)) add(path, `unknown field "${name}"`);
  }
}

/** Problems of the lifecycles and commands of one schema (no outside knowledge needed). */
export function lifecycleProblems(schema: EntitySchema, add: Add): void {
  const lifecycles = lifecyclesOf(schema);
  const transitionOwner = new Map<string, string>();
  const fieldOwner = new Map<string, string>();
  for (const lifecycle of lifecycles) {
    const base = lifecyclePointer(schema, lifecycle);
    if (!Object.hasOwn(schema.fields, lifecycle.field)) add(`${base}/field`, `unknown field "${lifecycle.field}"`);
    const owner = fieldOwner.get(lifecycle.field);
    if (owner !== undefined) add(`${base}/field`, `"${lifecycle.field}" is already the status field of lifecycle ${owner}`);
    fieldOwner.set(lifecycle.field, lifecycle.name);
    const declared = (path: string, value: string) => {
      if (!Object.hasOwn(lifecycle.values, value)) add(path, `"${value}" is not one of states.values`);
    };
    declared(`${base}/initial`, lifecycle.initial);
    lifecycle.lock?.forEach((state, i) => declared(`${base}/lock/${i}`, state));
    lifecycle.editable?.forEach((field, i) => {
      if (!Object.hasOwn(schema.fields, field)) add(`${base}/editable/${i}`, `unknown field "${field}"`);
      else if (field === lifecycle.field) add(`${base}/editable/${i}`, 'the status field moves only by its transitions');
    });
    if (lifecycle.editable && !lifecycle.lock?.length) add(`${base}/editable`, 'editable fields need lock states');
    for (const [name, transition] of Object.entries(lifecycle.transitions)) {
      const at = `${base}/transitions/${token(name)}`;
      const first = transitionOwner.get(name);
      if (first !== undefined) add(at, `transition "${name}" is also declared by lifecycle ${first}: transition names are unique across lifecycles`);
      transitionOwner.set(name, lifecycle.name);
      transition.from.forEach((from, i) => declared(`${at}/from/${i}`, from));
      declared(`${at}/to`, transition.to);
      if (transition.guard) checkGuard(schema, transition.guard, `${at}/guard`, add);
    }
  }
  for (const [name, command] of Object.entries(schema.commands ?? {})) {
    const at = `/commands/${token(name)}`;
    if (command.transition !== undefined && !findTransition(schema, command.transition)) add(`${at}/transition`, `"${command.transition}" is not a transition of states`);
    if (command.transition !== undefined && command.selection === 'none') add(`${at}/transition`, 'a command that moves rows needs a selection of one or many');
    if (command.guard) checkGuard(schema, command.guard, `${at}/guard`, add, command.params);
    for (const [param, field] of Object.entries(command.rowParams ?? {})) {
      if (!Object.hasOwn(command.params ?? {}, param)) add(`${at}/rowParams/${token(param)}`, `"${param}" is not a parameter of the command`);
      if (field !== 'id' && !Object.hasOwn(schema.fields, field)) add(`${at}/rowParams/${token(param)}`, `unknown field "${field}"`);
    }
  }
  for (const [key, action] of Object.entries(schema.actions ?? {})) {
    const at = `/actions/${token(key)}`;
    if (action.action === 'transition') {
      if (action.target === undefined) add(at, 'a transition action needs a target (the transition\'s name)');
      else if (!findTransition(schema, action.target)) add(`${at}/target`, `"${action.target}" is not a transition of states`);
    }
    if (action.action === 'command' && action.target !== undefined && !Object.hasOwn(schema.commands ?? {}, action.target)) {
      add(`${at}/target`, `"${action.target}" is not a key of commands`);
    }
  }
}

/**
 * The checks that need the context: every command has a registered implementation (when the caller knows the
 * registry's names), and the buttons of transitions and commands are in the route's button list.
 */
export function lifecycleContextProblems(schema: EntitySchema, commandNames: readonly string[] | undefined, checkButton: (path: string, code: string) => void, add: Add): void {
  for (const lifecycle of lifecyclesOf(schema)) {
    for (const [name, transition] of Object.entries(lifecycle.transitions)) {
      if (transition.button !== undefined) checkButton(`${lifecyclePointer(schema, lifecycle)}/transitions/${token(name)}/button`, transition.button);
    }
  }
  for (const [name, command] of Object.entries(schema.commands ?? {})) {
    const at = `/commands/${token(name)}`;
    if (command.button !== undefined) checkButton(`${at}/button`, command.button);
    const handler = command.handler ?? `${schema.id}.${name}`;
    if (commandNames && !commandNames.includes(handler)) add(command.handler === undefined ? at : `${at}/handler`, `no command implementation is registered as "${handler}" (server/commands/index.ts)`);
  }
}

/**
 * The names a guard reads on child lines (`{ "lines": "goods", "every": { "field": "hsCode", … } }`) must be fields of
 * that child's schema: the check {@link lifecycleProblems} leaves to whoever knows every schema (`byId`).
 */
export function guardLineProblems(schema: EntitySchema, byId: ReadonlyMap<string, EntitySchema>): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const check = (guard: GuardSpec | undefined, at: string) => {
    if (!guard) return;
    for (const { name, path, lines } of conditionNames(guard.if, `${at}/if`)) {
      if (lines === undefined) continue;
      const child = schema.children?.[lines] ? byId.get(schema.children[lines]!.entity) : undefined;
      if (child && !Object.hasOwn(child.fields, name)) problems.push({ path, message: `unknown field "${name}" of the lines "${lines}" (${child.id})` });
    }
  };
  for (const lifecycle of lifecyclesOf(schema)) {
    for (const [name, transition] of Object.entries(lifecycle.transitions)) check(transition.guard, `${lifecyclePointer(schema, lifecycle)}/transitions/${token(name)}/guard`);
  }
  for (const [name, command] of Object.entries(schema.commands ?? {})) check(command.guard, `/commands/${token(name)}/guard`);
  return problems;
}

