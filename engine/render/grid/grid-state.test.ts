import type { GridColumn } from './grid-columns';
import { createGridReducer, initialGridState, isDirty, liveServerMessages, type GridAction, type GridState } from './grid-state';
import { rowsFromLines } from './grid-rows';

const column = (name: string, readOnly = false): GridColumn => ({ name, field: { type: 'number', title: { zh: name, en: name }, default: name === 'b' ? 0 : undefined }, title: name, width: 100, kind: 'number', readOnly });
const columns = [column('a'), column('b'), column('total', true)];
const reduce = createGridReducer(columns, { maxRows: 3 });
const run = (state: GridState, ...actions: GridAction[]) => actions.reduce(reduce, state);

describe('grid state', () => {
  const loaded = () => initialGridState(rowsFromLines([{ id: 1, version: 1, a: 1, b: 2 }], columns));

  it('edits a cell, undoes and redoes it, and knows when it differs from what was loaded', () => {
    let state = run(loaded(), { type: 'edit', mode: 'replace', text: '5' }, { type: 'commit', value: 5, to: { row: 0, col: 1 } });
    expect(state.rows[0]!.values.a).toBe(5);
    expect(state.active).toEqual({ row: 0, col: 1 });
    expect(isDirty(state)).toBe(true);
    state = run(state, { type: 'undo' });
    expect(state.rows[0]!.values.a).toBe(1);
    expect(isDirty(state)).toBe(false);
    state = run(state, { type: 'redo' });
    expect(state.rows[0]!.values.a).toBe(5);
  });

  it('Esc leaves the value; a read-only column cannot be edited', () => {
    const state = run(loaded(), { type: 'edit', mode: 'replace', text: '9' }, { type: 'cancel' });
    expect(state.rows[0]!.values.a).toBe(1);
    expect(run(loaded(), { type: 'move', to: { row: 0, col: 2 } }, { type: 'edit', mode: 'replace', text: '1' }).editing).toBeUndefined();
  });

  it('adds a row past the end (up to the most rows), duplicates one as new, deletes one', () => {
    let state = run(loaded(), { type: 'move', to: { row: 1, col: 0 }, addRow: true });
    expect(state.rows).toHaveLength(2);
    expect(state.rows[1]).toMatchObject({ touched: false, values: { a: null, b: 0 } });
    state = run(state, { type: 'move', to: { row: 0, col: 0 } }, { type: 'duplicateRow' });
    expect(state.rows).toHaveLength(3);
    expect(state.rows[1]).toMatchObject({ touched: true, values: { a: 1, b: 2 } });
    expect(state.rows[1]!.id).toBeUndefined();
    expect(run(state, { type: 'move', to: { row: 3, col: 0 }, addRow: true }).rows).toHaveLength(3);
    state = run(state, { type: 'deleteRow' });
    expect(state.rows).toHaveLength(2);
  });

  it('keeps the server\'s messages on a row until that row is edited', () => {
    const state = run(loaded(), { type: 'serverErrors', cells: new Map([[loaded().rows[0]!.key, { a: 'x' }]]), table: [] });
    expect(liveServerMessages(state).size).toBe(0); // another load's key
    const base = loaded();
    const flagged = run(base, { type: 'serverErrors', cells: new Map([[base.rows[0]!.key, { a: 'bad' }]]), table: [] });
    expect(liveServerMessages(flagged).get(base.rows[0]!.key)).toEqual({ a: 'bad' });
    const edited = run(flagged, { type: 'setCell', at: { row: 0, col: 0 }, value: 3 });
    expect(liveServerMessages(edited).size).toBe(0);
  });

  it('read-only (locked lines): moves, but changes nothing', () => {
    const locked = createGridReducer(columns, { readOnly: true });
    const state = [{ type: 'edit', mode: 'replace', text: '1' }, { type: 'insertRow' }, { type: 'setCell', at: { row: 0, col: 0 }, value: 7 }, { type: 'move', to: { row: 0, col: 1 } }].reduce(locked as never, loaded()) as GridState;
    expect(state.rows).toHaveLength(1);
    expect(state.rows[0]!.values.a).toBe(1);
    expect(state.active).toEqual({ row: 0, col: 1 });
  });
});
