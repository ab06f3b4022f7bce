/**
 * The design (docs/domain/devtool.md "The model"): the schema as edited, the base it started from, the target, the
 * view on the canvas, the selected field and the undo and redo stacks, changed only by {@link designReducer}. Every
 * edit is one reducer step (a drag included), so undo takes back exactly what a person did. Pure: no React.
 */
import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { jsonEqual } from '../../../../engine/schema/tenant-override';
import type { DesignTarget } from './panels/panel-props';
import {
  columnsOf, fieldsOf, isObject, isSubTable, moveItem, namesInViews, renameInViews, reorderKeys, viewGroups, withViewOrder,
  type DesignJson, type DesignView, type FieldJson,
} from './design-schema';
import { freeFieldName, mayBeCustomField, newFieldNameProblem } from './new-field-rules';

/** A field on the canvas: a field of the schema, or a column of a sub-table field (`container`). */
export interface FieldRef {
  name: string;
  container?: string;
}

/** Where in a view: a sub-table's columns (`container`), or a group of the view (`section`, detail sections). */
export interface ViewPlace {
  container?: string;
  section?: number;
}

export interface DesignState {
  schemaId: string | undefined;
  base: EntitySchema | undefined;
  /** The schema as last loaded or saved: `dirty` compares against it. */
  saved: DesignJson;
  edited: DesignJson;
  target: DesignTarget;
  view: DesignView;
  selected: FieldRef | undefined;
  past: DesignJson[];
  future: DesignJson[];
  /** The last edit's coalescing key: typing into one property is one undo step. */
  lastEdit?: string;
}

/** Changes to a field: a key set to undefined is removed. */
export type FieldChanges = Record<string, unknown>;

export type DesignAction =
  | { type: 'load'; schemaId: string | undefined; base: EntitySchema | undefined; edited: DesignJson; target: DesignTarget }
  /** The design was saved as it is (a base file written becomes the base too). */
  | { type: 'saved'; base?: EntitySchema }
  /** A new field made from a palette item's default field, at `index` of the view (or of a sub-table's columns). */
  | { type: 'addField'; componentName: string; field: FieldJson; index: number } & ViewPlace
  /** A field of the schema that the view leaves out, put into it at `index`. */
  | { type: 'showField'; name: string; index: number } & ViewPlace
  | { type: 'moveField'; from: number; to: number } & ViewPlace
  | { type: 'removeFromView'; name: string } & ViewPlace
  | { type: 'deleteField'; ref: FieldRef }
  | { type: 'updateField'; ref: FieldRef; changes: FieldChanges }
  | { type: 'renameField'; ref: FieldRef; to: string }
  | { type: 'setFormGrid'; grid: number }
  | { type: 'setView'; view: DesignView }
  | { type: 'select'; ref: FieldRef | undefined }
  | { type: 'replaceAll'; json: DesignJson }
  | { type: 'undo' }
  | { type: 'redo' };

const HISTORY_LIMIT = 200;

/** An empty design: a new entity, drawn into the base file. */
export function emptyDesign(target: DesignTarget = 'base'): DesignState {
  const edited: DesignJson = { fields: {}, list: { columns: [] }, form: { grid: 2 } };
  return { schemaId: undefined, base: undefined, saved: edited, edited, target, view: 'form', selected: undefined, past: [], future: [] };
}

/** Whether the design differs from what was last loaded or saved. */
export function isDirty(state: DesignState): boolean {
  return !jsonEqual(state.saved, state.edited);
}

/** Whether a field of the schema comes from the base (an override may not remove or retype it). */
export function isBaseField(state: DesignState, ref: FieldRef): boolean {
  const base = state.base?.fields as Record<string, unknown> | undefined;
  if (!base) return false;
  if (!ref.container) return Object.hasOwn(base, ref.name);
  return Object.hasOwn(columnsOf(base[ref.container]), ref.name);
}

function commit(state: DesignState, edited: DesignJson, editKey?: string): DesignState {
  if (edited === state.edited) return state;
  const coalesce = editKey !== undefined && editKey === state.lastEdit;
  const past = coalesce ? state.past : [...state.past, state.edited].slice(-HISTORY_LIMIT);
  return { ...state, edited, past, future: [], lastEdit: editKey };
}

const takenNames = (schema: DesignJson, container?: string) =>
  new Set(Object.keys(container ? columnsOf(fieldsOf(schema)[container]) : fieldsOf(schema)));

function setField(schema: DesignJson, ref: FieldRef, field: FieldJson | undefined): DesignJson {
  const fields = fieldsOf(schema);
  if (!ref.container) {
    const next = { ...fields };
    if (field === undefined) delete next[ref.name];
    else next[ref.name] = field;
    return { ...schema, fields: next };
  }
  const table = fields[ref.container];
  if (!isSubTable(table)) return schema;
  const columns = { ...columnsOf(table) };
  if (field === undefined) delete columns[ref.name];
  else columns[ref.name] = field;
  const items = (table as { items: Record<string, unknown> }).items;
  return { ...schema, fields: { ...fields, [ref.container]: { ...table, items: { ...items, properties: columns } } } };
}

function setColumns(schema: DesignJson, container: string, columns: Record<string, FieldJson>): DesignJson {
  const table = fieldsOf(schema)[container];
  if (!isSubTable(table)) return schema;
  const items = (table as { items: Record<string, unknown> }).items;
  return { ...schema, fields: { ...fieldsOf(schema), [container]: { ...table, items: { ...items, properties: columns } } } };
}

function applyChanges(field: FieldJson, changes: FieldChanges): FieldJson {
  const next = { ...field };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next;
}

function groupOf(state: DesignState, place: ViewPlace) {
  const groups = viewGroups(state.edited, state.view);
  return groups.find((group) => (group.section ?? 0) === (place.section ?? 0)) ?? groups[0]!;
}

function addField(state: DesignState, action: Extract<DesignAction, { type: 'addField' }>): DesignState {
  const { container } = action;
  // Sub-table columns are the base file's: an override may not add them (checkOverride refuses it too).
  if (container && (state.target === 'override' || !isSubTable(fieldsOf(state.edited)[container]))) return state;
  if (state.target === 'override' && (!mayBeCustomField(action.field) || state.view === 'filters')) return state;
  if (container && isSubTable(action.field)) return state;
  const name = freeFieldName(action.componentName, state.target, takenNames(state.edited, container));
  const ref: FieldRef = { name, container };
  let edited = setField(state.edited, ref, action.field);
  if (container) {
    const order = Object.keys(columnsOf(fieldsOf(state.edited)[container]));
    order.splice(Math.max(0, Math.min(action.index, order.length)), 0, name);
    edited = setColumns(edited, container, reorderKeys(columnsOf(fieldsOf(edited)[container]), order));
  } else {
    const group = groupOf(state, action);
    const order = [...group.names];
    order.splice(Math.max(0, Math.min(action.index, order.length)), 0, name);
    edited = withViewOrder(edited, state.view, order, group.section ?? 0);
  }
  return { ...commit(state, edited), selected: ref };
}

function showField(state: DesignState, action: Extract<DesignAction, { type: 'showField' }>): DesignState {
  if (!Object.hasOwn(fieldsOf(state.edited), action.name)) return state;
  const group = groupOf(state, action);
  if (group.names.includes(action.name)) return state;
  const order = [...group.names];
  order.splice(Math.max(0, Math.min(action.index, order.length)), 0, action.name);
  return { ...commit(state, withViewOrder(state.edited, state.view, order, group.section ?? 0)), selected: { name: action.name } };
}

function moveField(state: DesignState, action: Extract<DesignAction, { type: 'moveField' }>): DesignState {
  if (action.from === action.to) return state;
  if (action.container) {
    if (state.target === 'override') return state;
    const columns = columnsOf(fieldsOf(state.edited)[action.container]);
    const order = moveItem(Object.keys(columns), action.from, action.to);
    return commit(state, setColumns(state.edited, action.container, reorderKeys(columns, order)));
  }
  const group = groupOf(state, action);
  if (action.from < 0 || action.from >= group.names.length) return state;
  return commit(state, withViewOrder(state.edited, state.view, moveItem(group.names, action.from, action.to), group.section ?? 0));
}

function removeFromView(state: DesignState, action: Extract<DesignAction, { type: 'removeFromView' }>): DesignState {
  const ref: FieldRef = { name: action.name, container: action.container };
  const selected = state.selected && state.selected.name === ref.name && state.selected.container === ref.container ? undefined : state.selected;
  if (action.container) {
    if (state.target === 'override') return state;
    return { ...commit(state, setField(state.edited, ref, undefined)), selected };
  }
  const group = groupOf(state, action);
  if (!group.names.includes(action.name)) return state;
  let edited = withViewOrder(state.edited, state.view, group.names.filter((n) => n !== action.name), group.section ?? 0);
  // A field this design added and no view names any more would only linger: it goes. Base fields stay (left out).
  if (!isBaseField(state, ref) && !namesInViews(edited).has(action.name)) edited = setField(edited, ref, undefined);
  return { ...commit(state, edited), selected };
}

function deleteField(state: DesignState, ref: FieldRef): DesignState {
  if (state.target === 'override' && isBaseField(state, ref)) return state;
  let edited = setField(state.edited, ref, undefined);
  if (!ref.container) edited = renameInViews(edited, ref.name, undefined);
  return { ...commit(state, edited), selected: undefined };
}

function updateField(state: DesignState, ref: FieldRef, changes: FieldChanges): DesignState {
  const field = ref.container ? columnsOf(fieldsOf(state.edited)[ref.container])[ref.name] : fieldsOf(state.edited)[ref.name];
  if (!isObject(field)) return state;
  const key = `update:${ref.container ?? ''}/${ref.name}:${Object.keys(changes).sort().join(',')}`;
  return commit(state, setField(state.edited, ref, applyChanges(field, changes)), key);
}

function renameField(state: DesignState, ref: FieldRef, to: string): DesignState {
  if (to === ref.name || isBaseField(state, ref)) return state;
  const taken = takenNames(state.edited, ref.container);
  taken.delete(ref.name);
  if (newFieldNameProblem(to, ref.container ? 'base' : state.target, taken)) return state;
  const fields = ref.container ? columnsOf(fieldsOf(state.edited)[ref.container]) : fieldsOf(state.edited);
  const renamed: Record<string, FieldJson> = {};
  for (const [name, field] of Object.entries(fields)) renamed[name === ref.name ? to : name] = field;
  let edited: DesignJson;
  if (ref.container) edited = setColumns(state.edited, ref.container, renamed);
  else edited = renameInViews({ ...state.edited, fields: renamed }, ref.name, to);
  return { ...commit(state, edited), selected: { ...ref, name: to } };
}

function travel(state: DesignState, direction: 'undo' | 'redo'): DesignState {
  const from = direction === 'undo' ? state.past : state.future;
  if (from.length === 0) return state;
  const edited = from[from.length - 1]!;
  const rest = from.slice(0, -1);
  const other = [...(direction === 'undo' ? state.future : state.past), state.edited];
  const selected = state.selected && exists(edited, state.selected) ? state.selected : undefined;
  return direction === 'undo'
    ? { ...state, edited, past: rest, future: other, selected, lastEdit: undefined }
    : { ...state, edited, future: rest, past: other, selected, lastEdit: undefined };
}

function exists(schema: DesignJson, ref: FieldRef): boolean {
  const fields = fieldsOf(schema);
  return ref.container ? Object.hasOwn(columnsOf(fields[ref.container]), ref.name) : Object.hasOwn(fields, ref.name);
}

/** The one way the design changes. Actions that would break a rule (an override adding a sub-table) change nothing. */
export function designReducer(state: DesignState, action: DesignAction): DesignState {
  switch (action.type) {
    case 'load':
      return { ...emptyDesign(action.target), schemaId: action.schemaId, base: action.base, saved: action.edited, edited: action.edited, view: state.view };
    case 'saved':
      return { ...state, saved: state.edited, base: action.base ?? state.base, lastEdit: undefined };
    case 'addField':
      return addField(state, action);
    case 'showField':
      return showField(state, action);
    case 'moveField':
      return moveField(state, action);
    case 'removeFromView':
      return removeFromView(state, action);
    case 'deleteField':
      return deleteField(state, action.ref);
    case 'updateField':
      return updateField(state, action.ref, action.changes);
    case 'renameField':
      return renameField(state, action.ref, action.to);
    case 'setFormGrid': {
      const form = isObject(state.edited.form) ? state.edited.form : {};
      return commit(state, { ...state.edited, form: { ...form, grid: action.grid } });
    }
    case 'setView':
      return { ...state, view: action.view, lastEdit: undefined };
    case 'select':
      return { ...state, selected: action.ref && exists(state.edited, action.ref) ? action.ref : undefined, lastEdit: undefined };
    case 'replaceAll': {
      if (jsonEqual(action.json, state.edited)) return state;
      const next = commit(state, action.json, 'replaceAll');
      return { ...next, selected: state.selected && exists(action.json, state.selected) ? state.selected : undefined };
    }
    case 'undo':
    case 'redo':
      return travel(state, action.type);
  }
}
