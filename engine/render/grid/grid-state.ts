/**
 * The grid's state and its changes, as a reducer (STYLE.md habit 1: no JSX): the rows, the active cell, the cell
 * being edited, undo history, the rows as last saved (what "unsaved changes" compares with) and the server's
 * messages of the last refused save. Every change of the rows is one undo step. Pure.
 */
import type { GridColumn } from './grid-columns';
import { emptyHistory, recordChange, redo, undo, type History } from './grid-history';
import type { CellPosition, EditMode } from './grid-keys';
import { duplicateRow, newRow, type GridRow } from './grid-rows';

/** Server messages stay on a row while it is the row they were about: an edit of that row drops them. */
export interface ServerMessages {
  cells: Map<string, { row: GridRow; fields: Record<string, string> }>;
  table: string[];
}

export interface GridState {
  rows: GridRow[];
  saved: GridRow[];
  active: CellPosition;
  editing?: { mode: EditMode; text: string };
  history: History<GridRow[]>;
  server: ServerMessages;
}

export type GridAction =
  | { type: 'load'; rows: GridRow[] }
  | { type: 'move'; to: CellPosition; addRow?: boolean }
  | { type: 'edit'; mode: EditMode; text: string }
  | { type: 'editText'; text: string }
  | { type: 'cancel' }
  /** Ends the edit with the value its text stands for, then moves (optionally adding a row first). */
  | { type: 'commit'; value: unknown; to?: CellPosition; addRow?: boolean }
  | { type: 'setCell'; at: CellPosition; value: unknown }
  | { type: 'replaceRows'; rows: GridRow[]; active?: CellPosition }
  | { type: 'insertRow' }
  | { type: 'duplicateRow' }
  | { type: 'deleteRow' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'serverErrors'; cells: Map<string, Record<string, string>>; table: string[] }
  | { type: 'saved'; rows: GridRow[] };

const NO_SERVER: ServerMessages = { cells: new Map(), table: [] };

export function initialGridState(rows: GridRow[] = []): GridState {
  return { rows, saved: rows, active: { row: 0, col: 0 }, history: emptyHistory(), server: NO_SERVER };
}

/** Whether the rows differ from the ones last loaded or saved. */
export function isDirty(state: GridState): boolean {
  if (state.rows === state.saved) return false;
  if (state.rows.length !== state.saved.length) return true;
  return state.rows.some((row, i) => row !== state.saved[i]);
}

const clampActive = (active: CellPosition, rows: number, cols: number): CellPosition => ({
  row: Math.max(0, Math.min(active.row, rows - 1)),
  col: Math.max(0, Math.min(active.col, cols - 1)),
});

/**
 * The reducer of a grid over `columns`; `maxRows` caps the rows (the child's `maxLines`); `readOnly` refuses every
 * change of the rows (locked lines) while moving still works.
 */
export function createGridReducer(columns: readonly GridColumn[], options: { maxRows?: number; readOnly?: boolean } = {}) {
  const maxRows = options.maxRows ?? Infinity;
  const cols = columns.length;
  const editable = (col: number) => !options.readOnly && columns[col] !== undefined && !columns[col]!.readOnly;

  const change = (state: GridState, rows: GridRow[], active = state.active): GridState => ({
    ...state,
    rows,
    active: clampActive(active, Math.max(rows.length, 1), cols),
    editing: undefined,
    history: recordChange(state.history, state.rows),
  });

  const withRow = (rows: readonly GridRow[], addRow: boolean | undefined): GridRow[] | undefined => {
    if (!addRow) return undefined;
    if (options.readOnly || rows.length >= maxRows) return undefined;
    return [...rows, newRow(columns)];
  };

  const setValue = (rows: readonly GridRow[], at: CellPosition, value: unknown): GridRow[] | undefined => {
    const row = rows[at.row];
    const column = columns[at.col];
    if (!row || !column || !editable(at.col)) return undefined;
    if (Object.is(row.values[column.name], value) && row.touched) return undefined;
    const next = rows.slice();
    next[at.row] = { ...row, values: { ...row.values, [column.name]: value }, touched: true };
    return next;
  };

  return function reduce(state: GridState, action: GridAction): GridState {
    switch (action.type) {
      case 'load':
        return initialGridState(action.rows);
      case 'move': {
        const grown = withRow(state.rows, action.addRow);
        if (grown) return change(state, grown, action.to);
        if (action.addRow) return { ...state, editing: undefined }; // no row may be added: stay
        return { ...state, editing: undefined, active: clampActive(action.to, Math.max(state.rows.length, 1), cols) };
      }
      case 'edit':
        if (!editable(state.active.col) || !state.rows[state.active.row]) return state;
        return { ...state, editing: { mode: action.mode, text: action.text } };
      case 'editText':
        return state.editing ? { ...state, editing: { ...state.editing, text: action.text } } : state;
      case 'cancel':
        return { ...state, editing: undefined };
      case 'commit': {
        if (!state.editing) return state;
        const rows = setValue(state.rows, state.active, action.value) ?? state.rows;
        const grown = withRow(rows, action.addRow);
        // Past the last row with no row to add (the most lines, or read-only): the cursor stays.
        const to = action.addRow && !grown ? state.active : action.to ?? state.active;
        const next = grown ?? rows;
        if (next === state.rows) return { ...state, editing: undefined, active: clampActive(to, Math.max(next.length, 1), cols) };
        return change(state, next, to);
      }
      case 'setCell': {
        const rows = setValue(state.rows, action.at, action.value);
        return rows ? change(state, rows) : state;
      }
      case 'replaceRows':
        if (options.readOnly) return state;
        return change(state, action.rows.slice(0, Math.max(maxRows, state.rows.length)), action.active);
      case 'insertRow': {
        if (options.readOnly || state.rows.length >= maxRows) return state;
        const at = state.rows.length === 0 ? 0 : state.active.row + 1;
        return change(state, [...state.rows.slice(0, at), newRow(columns), ...state.rows.slice(at)], { row: at, col: state.active.col });
      }
      case 'duplicateRow': {
        const row = state.rows[state.active.row];
        if (options.readOnly || !row || state.rows.length >= maxRows) return state;
        const at = state.active.row + 1;
        return change(state, [...state.rows.slice(0, at), duplicateRow(row), ...state.rows.slice(at)], { row: at, col: state.active.col });
      }
      case 'deleteRow': {
        if (options.readOnly || !state.rows[state.active.row]) return state;
        return change(state, state.rows.filter((_, i) => i !== state.active.row));
      }
      case 'undo': {
        const step = undo(state.history, state.rows);
        return step ? { ...state, rows: step.value, history: step.history, editing: undefined, active: clampActive(state.active, Math.max(step.value.length, 1), cols) } : state;
      }
      case 'redo': {
        const step = redo(state.history, state.rows);
        return step ? { ...state, rows: step.value, history: step.history, editing: undefined, active: clampActive(state.active, Math.max(step.value.length, 1), cols) } : state;
      }
      case 'serverErrors': {
        const byKey = new Map(state.rows.map((row) => [row.key, row]));
        const cells = new Map<string, { row: GridRow; fields: Record<string, string> }>();
        for (const [key, fields] of action.cells) {
          const row = byKey.get(key);
          if (row) cells.set(key, { row, fields });
        }
        return { ...state, server: { cells, table: action.table } };
      }
      case 'saved':
        return { ...initialGridState(action.rows), active: clampActive(state.active, Math.max(action.rows.length, 1), cols) };
    }
  };
}

/** The server's messages still about the rows as they are now. */
export function liveServerMessages(state: GridState): Map<string, Record<string, string>> {
  const live = new Map<string, Record<string, string>>();
  const byKey = new Map(state.rows.map((row) => [row.key, row]));
  for (const [key, { row, fields }] of state.server.cells) if (byKey.get(key) === row) live.set(key, fields);
  return live;
}
