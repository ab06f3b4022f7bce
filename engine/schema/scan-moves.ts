/**
 * What a scan page's scans do to the rows they name (docs/schemas.md, "Scan pages"): a list whose panel is a ScanBox
 * records scans of its `scanType`; with `moves`, each scan finds the row whose number it read and moves it along a
 * transition of that entity, or is refused with the reason. Pure: schemas:check, the server and tests read it here.
 *
 * @example "x-component-props": { "scanType": "putIn", "button": "scan",
 *   "moves": { "entity": "order.twoCOrder", "findBy": ["trackingNo", "orderCode"], "transition": "putInScan", "also": ["putIn"] } }
 */
import type { EntitySchema } from './entity-schema';
import { findTransition, lifecyclesOf } from './lifecycles';

export interface ScanMoves {
  /** The entity whose rows the scans move. */
  entity: string;
  /** Its unique fields a scanned number may be, tried in order. */
  findBy: string[];
  /** The transition every scan must make; a row not in one of its `from` states refuses the scan. */
  transition: string;
  /** Transitions of other lifecycles made too when the row is in one of their `from` states (skipped otherwise). */
  also?: string[];
  /** Rows held (`holdState` 1) or listed as exceptions are refused, except by a scan that takes them (the abnormal scan). */
  takesHeld?: boolean;
  /**
   * The row must refer (by this field's `x-ref` to an entity) to a row in one of these states of that entity's first
   * lifecycle: a parcel is scanned out only from a closed load unit.
   */
  requires?: { field: string; states: string[] };
}

/** What a count or sum on the chosen row adds for each row a scan moves onto it. */
export type ScanTally = { fn: 'count' } | { fn: 'sum'; field: string };

/**
 * What the scans are made onto (an open load unit): a field of the scan page whose `x-ref` names an entity's rows;
 * the page offers a picker, and its value goes with each scan, is checked like a reference (the caller's rows, the
 * reference's `params`), is written on the moved row (`writes`) and kept a tally of on the chosen row (`tally`).
 */
export interface ScanContext {
  field: string;
  /** No scan is taken without one chosen (the box waits; the server refuses). */
  required?: boolean;
  /** The moved entity's field the chosen value is written to. */
  writes?: string;
  /** Fields of the chosen row (numbers) counting the rows moved onto it, or summing one of their fields. */
  tally?: Record<string, ScanTally>;
}

/** A scan page as its schema declares it: the scan type, the button granting it, and what its scans move. */
export interface ScanPage {
  scanType: string;
  button: string;
  moves?: ScanMoves;
  context?: ScanContext;
}

/** The scan page a schema declares (its list panel is a ScanBox with a scanType and button); undefined otherwise. */
export function scanPageOf(schema: Pick<EntitySchema, 'list'>): ScanPage | undefined {
  const panel = schema.list.panel;
  if (panel?.['x-component'] !== 'ScanBox') return undefined;
  const props = panel['x-component-props'] ?? {};
  if (typeof props.scanType !== 'string' || typeof props.button !== 'string') return undefined;
  return {
    scanType: props.scanType, button: props.button,
    ...(props.moves ? { moves: props.moves as ScanMoves } : {}),
    ...(props.context ? { context: props.context as ScanContext } : {}),
  };
}

const PROPS = '/list/panel/x-component-props';
const isNames = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === 'string' && v.length > 0);

/**
 * A ScanBox panel names its scanType and button; its `moves` name an entity of `byId`, unique fields of it to find
 * rows by, and transitions it declares (the `also` ones of other lifecycles than the main one).
 */
export function scanMoveProblems(schema: EntitySchema, byId: ReadonlyMap<string, EntitySchema>): { path: string; message: string }[] {
  const panel = schema.list.panel;
  if (panel?.['x-component'] !== 'ScanBox') return [];
  const problems: { path: string; message: string }[] = [];
  const add = (path: string, message: string) => problems.push({ path: `${PROPS}${path}`, message });
  const props = panel['x-component-props'] ?? {};
  if (props.context !== undefined && props.moves === undefined) add('/context', 'a scan context needs moves (what the scans are made onto)');
  if (typeof props.scanType !== 'string' || !/^[a-z][A-Za-z0-9]{0,31}$/.test(props.scanType)) add('/scanType', 'a scan box needs a scanType (camelCase, at most 32 characters)');
  if (typeof props.button !== 'string' || !props.button) add('/button', 'a scan box needs the button that grants scanning');
  if (props.moves === undefined) return problems;
  const moves = props.moves as Partial<ScanMoves>;
  if (typeof moves !== 'object' || moves === null || Array.isArray(moves)) return [...problems, { path: `${PROPS}/moves`, message: 'moves is an object: entity, findBy, transition, also, takesHeld, requires' }];
  for (const key of Object.keys(moves)) if (!['entity', 'findBy', 'transition', 'also', 'takesHeld', 'requires'].includes(key)) add(`/moves/${key}`, `unknown key "${key}"`);
  const target = typeof moves.entity === 'string' ? byId.get(moves.entity) : undefined;
  if (!target) return [...problems, { path: `${PROPS}/moves/entity`, message: `unknown entity "${String(moves.entity)}"` }];
  if (!target.storage) add('/moves/entity', `"${moves.entity}" has no storage: its rows cannot be moved`);
  const unique = new Set((target.storage?.unique ?? []).filter((set) => set.length === 1).map((set) => set[0]));
  if (!isNames(moves.findBy) || !moves.findBy!.length) add('/moves/findBy', 'findBy lists the fields a scanned number may be');
  else moves.findBy!.forEach((field, i) => { if (!unique.has(field)) add(`/moves/findBy/${i}`, `"${field}" is not a unique field of ${moves.entity} (storage.unique)`); });
  const main = typeof moves.transition === 'string' ? findTransition(target, moves.transition) : undefined;
  if (!main) add('/moves/transition', `"${String(moves.transition)}" is not a transition of ${moves.entity}`);
  if (moves.also !== undefined && !isNames(moves.also)) add('/moves/also', 'also lists transition names');
  else (moves.also ?? []).forEach((name, i) => {
    const found = findTransition(target, name);
    if (!found) add(`/moves/also/${i}`, `"${name}" is not a transition of ${moves.entity}`);
    else if (main && found.lifecycle.name === main.lifecycle.name) add(`/moves/also/${i}`, `"${name}" moves the same lifecycle as "${moves.transition}"`);
  });
  if (moves.takesHeld !== undefined && typeof moves.takesHeld !== 'boolean') add('/moves/takesHeld', 'takesHeld is true or false');
  if (moves.requires !== undefined) requiresProblems(moves.requires, target, byId).forEach((p) => add(`/moves/requires${p.path}`, p.message));
  if (props.context !== undefined) contextProblems(schema, props.context, target, byId).forEach((p) => add(`/context${p.path}`, p.message));
  return problems;
}

type Problem = { path: string; message: string };

/** The entity a field refers to by `x-ref.entity`, or a problem. */
function referredEntity(owner: EntitySchema, field: unknown, byId: ReadonlyMap<string, EntitySchema>): { target?: EntitySchema; problem?: string } {
  const ref = typeof field === 'string' ? owner.fields[field]?.['x-ref'] : undefined;
  if (!ref) return { problem: `"${String(field)}" is not a field of ${owner.id} with an x-ref` };
  const target = ref.entity ? byId.get(ref.entity) : undefined;
  return target ? { target } : { problem: `"${String(field)}" must refer to an entity (x-ref.entity), not a qid` };
}

function requiresProblems(requires: unknown, moved: EntitySchema, byId: ReadonlyMap<string, EntitySchema>): Problem[] {
  const spec = requires as Partial<NonNullable<ScanMoves['requires']>>;
  if (typeof spec !== 'object' || spec === null) return [{ path: '', message: 'requires is { field, states }' }];
  const { target, problem } = referredEntity(moved, spec.field, byId);
  if (problem) return [{ path: '/field', message: problem }];
  const lifecycle = lifecyclesOf(target!)[0];
  if (!lifecycle) return [{ path: '/field', message: `${target!.id} has no lifecycle to require a state of` }];
  if (!isNames(spec.states) || !spec.states!.length) return [{ path: '/states', message: 'states lists states of the referred entity' }];
  return spec.states!.flatMap((state, i) => (Object.hasOwn(lifecycle.values, state) ? [] : [{ path: `/states/${i}`, message: `"${state}" is not a state of ${target!.id}` }]));
}

function contextProblems(page: EntitySchema, context: unknown, moved: EntitySchema, byId: ReadonlyMap<string, EntitySchema>): Problem[] {
  const spec = context as Partial<ScanContext>;
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) return [{ path: '', message: 'context is { field, required, writes, tally }' }];
  const problems: Problem[] = [];
  for (const key of Object.keys(spec)) if (!['field', 'required', 'writes', 'tally'].includes(key)) problems.push({ path: `/${key}`, message: `unknown key "${key}"` });
  const { target, problem } = referredEntity(page, spec.field, byId);
  if (problem) return [...problems, { path: '/field', message: problem }];
  if (spec.required !== undefined && typeof spec.required !== 'boolean') problems.push({ path: '/required', message: 'required is true or false' });
  if (spec.writes !== undefined && !moved.fields[spec.writes]) problems.push({ path: '/writes', message: `"${spec.writes}" is not a field of ${moved.id}` });
  for (const [name, tally] of Object.entries(spec.tally ?? {})) {
    const kept = target!.fields[name];
    if (!kept || (kept.type !== 'integer' && kept.type !== 'number')) problems.push({ path: `/tally/${name}`, message: `"${name}" is not a number field of ${target!.id}` });
    else if (tally?.fn === 'sum' ? !moved.fields[tally.field] : tally?.fn !== 'count') problems.push({ path: `/tally/${name}`, message: `a tally is { fn: "count" } or { fn: "sum", field } of a field of ${moved.id}` });
  }
  return problems;
}
