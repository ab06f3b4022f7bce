/**
 * The grid's keyboard model (docs/schemas.md, "Editable grids"), as a spreadsheet has it: what a key does given
 * whether a cell is being edited. Arrows, Tab and Enter move (Tab skips read-only columns and wraps to the next row;
 * Tab or Enter past the last row adds one); typing a character starts an edit that replaces the cell, F2 and Enter
 * edit in place, Esc cancels; while typing, Enter, Tab and Up/Down keep the text and move, and so do Left/Right when
 * the edit replaced the cell (in place they move the caret). Delete clears; Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z
 * redoes; Ctrl+C copies the cell; Ctrl+Enter inserts a row below, Ctrl+D duplicates the row, Ctrl+Delete deletes it;
 * Ctrl+S saves. Pure: the component turns a command into state changes.
 */

export interface CellPosition {
  row: number;
  col: number;
}

/** The keys of a keyboard event that matter here. */
export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** How the cell is being edited: `replace` (typing started it) or `inPlace` (F2, Enter, a double click). */
export type EditMode = 'replace' | 'inPlace';

export interface GridShape {
  rows: number;
  /** Per column: whether it takes typing. */
  editable: readonly boolean[];
  /** Rows a page key moves. */
  pageRows: number;
}

export type GridCommand =
  | { type: 'move'; to: CellPosition; addRow?: boolean }
  | { type: 'edit'; text?: string }
  | { type: 'commit'; to: CellPosition; addRow?: boolean }
  | { type: 'cancel' }
  | { type: 'clear' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'copy' }
  | { type: 'insertRow' }
  | { type: 'duplicateRow' }
  | { type: 'deleteRow' }
  | { type: 'save' };

type Step = 'up' | 'down' | 'left' | 'right' | 'next' | 'previous' | 'home' | 'end' | 'top' | 'bottom' | 'pageUp' | 'pageDown';

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The cell a step leads to, and whether it is past the last row (a row to add).
 * @example moveFrom({ row: 0, col: 6 }, 'next', { rows: 1, editable: [true, true, true, true, true, true, true, false], pageRows: 10 }); // { to: { row: 1, col: 0 }, addRow: true }
 */
export function moveFrom(at: CellPosition, step: Step, shape: GridShape): { to: CellPosition; addRow?: boolean } {
  const cols = shape.editable.length;
  const lastRow = Math.max(0, shape.rows - 1);
  const firstEditable = shape.editable.indexOf(true);
  const lastEditable = shape.editable.lastIndexOf(true);
  const row = clamp(at.row, 0, lastRow);
  switch (step) {
    case 'up':
      return { to: { row: Math.max(0, row - 1), col: at.col } };
    case 'down':
      return { to: { row: Math.min(lastRow, row + 1), col: at.col } };
    case 'left':
      return { to: { row, col: Math.max(0, at.col - 1) } };
    case 'right':
      return { to: { row, col: Math.min(cols - 1, at.col + 1) } };
    case 'home':
      return { to: { row, col: 0 } };
    case 'end':
      return { to: { row, col: cols - 1 } };
    case 'top':
      return { to: { row: 0, col: 0 } };
    case 'bottom':
      return { to: { row: lastRow, col: cols - 1 } };
    case 'pageUp':
      return { to: { row: Math.max(0, row - shape.pageRows), col: at.col } };
    case 'pageDown':
      return { to: { row: Math.min(lastRow, row + shape.pageRows), col: at.col } };
    case 'next': {
      for (let c = at.col + 1; c < cols; c++) if (shape.editable[c]) return { to: { row, col: c } };
      if (shape.rows === 0 || row >= lastRow) return { to: { row: shape.rows, col: Math.max(0, firstEditable) }, addRow: true };
      return { to: { row: row + 1, col: Math.max(0, firstEditable) } };
    }
    case 'previous': {
      for (let c = at.col - 1; c >= 0; c--) if (shape.editable[c]) return { to: { row, col: c } };
      if (row === 0) return { to: { row, col: at.col } };
      return { to: { row: row - 1, col: Math.max(0, lastEditable) } };
    }
  }
}

/** Down from a row, adding one past the last (Enter). */
function downOrAdd(at: CellPosition, shape: GridShape): { to: CellPosition; addRow?: boolean } {
  if (at.row >= shape.rows - 1) return { to: { row: shape.rows, col: at.col }, addRow: true };
  return { to: { row: at.row + 1, col: at.col } };
}

const ARROWS: Record<string, Step> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/**
 * What a key does on the active cell `at`; undefined leaves the key to the browser (the editor's caret, say).
 * @example keyCommand({ key: '7' }, undefined, at, shape); // { type: 'edit', text: '7' }
 */
export function keyCommand(input: KeyInput, editing: EditMode | undefined, at: CellPosition, shape: GridShape): GridCommand | undefined {
  const { key, shiftKey = false, altKey = false } = input;
  const ctrl = input.ctrlKey === true || input.metaKey === true;
  if (ctrl && !altKey) {
    const letter = key.toLowerCase();
    if (letter === 's') return { type: 'save' };
    if (editing) return undefined; // the editor's own Ctrl+Z, Ctrl+C, Ctrl+A
    if (letter === 'z') return shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (letter === 'y') return { type: 'redo' };
    if (letter === 'c') return { type: 'copy' };
    if (letter === 'd') return { type: 'duplicateRow' };
    if (key === 'Enter') return { type: 'insertRow' };
    if (key === 'Delete') return { type: 'deleteRow' };
    if (key === 'Home') return { type: 'move', ...moveFrom(at, 'top', shape) };
    if (key === 'End') return { type: 'move', ...moveFrom(at, 'bottom', shape) };
    return undefined;
  }
  if (editing) {
    if (key === 'Escape') return { type: 'cancel' };
    if (key === 'Enter') return { type: 'commit', ...(shiftKey ? moveFrom(at, 'up', shape) : downOrAdd(at, shape)) };
    if (key === 'Tab') return { type: 'commit', ...moveFrom(at, shiftKey ? 'previous' : 'next', shape) };
    if (key === 'ArrowUp' || key === 'ArrowDown') return { type: 'commit', ...moveFrom(at, ARROWS[key]!, shape) };
    if ((key === 'ArrowLeft' || key === 'ArrowRight') && editing === 'replace') return { type: 'commit', ...moveFrom(at, ARROWS[key]!, shape) };
    return undefined;
  }
  if (ARROWS[key]) return { type: 'move', ...moveFrom(at, ARROWS[key]!, shape) };
  switch (key) {
    case 'Tab':
      return { type: 'move', ...moveFrom(at, shiftKey ? 'previous' : 'next', shape) };
    case 'Enter':
    case 'F2':
      return shape.rows === 0 ? { type: 'move', to: { row: 0, col: Math.max(0, shape.editable.indexOf(true)) }, addRow: true } : { type: 'edit' };
    case 'Home':
      return { type: 'move', ...moveFrom(at, 'home', shape) };
    case 'End':
      return { type: 'move', ...moveFrom(at, 'end', shape) };
    case 'PageUp':
      return { type: 'move', ...moveFrom(at, 'pageUp', shape) };
    case 'PageDown':
      return { type: 'move', ...moveFrom(at, 'pageDown', shape) };
    case 'Delete':
    case 'Backspace':
      return { type: 'clear' };
  }
  // A character (not a dead key or a named key such as "Shift"): typing replaces the cell.
  if (!altKey && [...key].length === 1) return { type: 'edit', text: key };
  return undefined;
}
