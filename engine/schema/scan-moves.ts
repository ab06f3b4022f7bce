/**
 * What a scan page's scans do to the rows they name (docs/schemas.md, "Scan pages"): a list whose panel is a ScanBox
 * records scans of its `scanType`; with `moves`, each scan finds the row whose number it read and moves it along a
 * transition of that entity, or is refused with the reason. Pure: schemas:check, the server and tests read it here.
 *
 * @example "x-component-props": { "scanType": "putIn", "button": "scan",
 *   "moves": { "entity": "order.twoCOrder", "findBy": ["trackingNo", "orderCode"], "transition": "putInScan", "also": ["putIn"] } }
 */
import type { EntitySchema } from './entity-schema';
import { findTransition } from './lifecycles';

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
}

/** A scan page as its schema declares it: the scan type, the button granting it, and what its scans move. */
export interface ScanPage {
  scanType: string;
  button: string;
  moves?: ScanMoves;
}

/** The scan page a schema declares (its list panel is a ScanBox with a scanType and button); undefined otherwise. */
export function scanPageOf(schema: Pick<EntitySchema, 'list'>): ScanPage | undefined {
  const panel = schema.list.panel;
  if (panel?.['x-component'] !== 'ScanBox') return undefined;
  const props = panel['x-component-props'] ?? {};
  if (typeof props.scanType !== 'string' || typeof props.button !== 'string') return undefined;
  return { scanType: props.scanType, button: props.button, ...(props.moves ? { moves: props.moves as ScanMoves } : {}) };
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
  if (typeof props.scanType !== 'string' || !/^[a-z][A-Za-z0-9]{0,31}$/.test(props.scanType)) add('/scanType', 'a scan box needs a scanType (camelCase, at most 32 characters)');
  if (typeof props.button !== 'string' || !props.button) add('/button', 'a scan box needs the button that grants scanning');
  if (props.moves === undefined) return problems;
  const moves = props.moves as Partial<ScanMoves>;
  if (typeof moves !== 'object' || moves === null || Array.isArray(moves)) return [...problems, { path: `${PROPS}/moves`, message: 'moves is an object: entity, findBy, transition, also, takesHeld' }];
  for (const key of Object.keys(moves)) if (!['entity', 'findBy', 'transition', 'also', 'takesHeld'].includes(key)) add(`/moves/${key}`, `unknown key "${key}"`);
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
  return problems;
}
