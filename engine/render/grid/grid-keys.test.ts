import { keyCommand, moveFrom, type GridShape } from './grid-keys';

// Seven columns, the last read-only (a computed price), three rows.
const shape: GridShape = { rows: 3, editable: [true, true, true, true, true, true, false], pageRows: 10 };

describe('moveFrom', () => {
  it('moves by arrows within the grid, never past its edges', () => {
    expect(moveFrom({ row: 0, col: 0 }, 'up', shape).to).toEqual({ row: 0, col: 0 });
    expect(moveFrom({ row: 2, col: 6 }, 'down', shape).to).toEqual({ row: 2, col: 6 });
    expect(moveFrom({ row: 1, col: 6 }, 'right', shape).to).toEqual({ row: 1, col: 6 });
    expect(moveFrom({ row: 1, col: 3 }, 'left', shape).to).toEqual({ row: 1, col: 2 });
  });

  it('tabs over read-only columns to the next row, and past the last row adds one', () => {
    expect(moveFrom({ row: 0, col: 4 }, 'next', shape)).toEqual({ to: { row: 0, col: 5 } });
    expect(moveFrom({ row: 0, col: 5 }, 'next', shape)).toEqual({ to: { row: 1, col: 0 } });
    expect(moveFrom({ row: 2, col: 5 }, 'next', shape)).toEqual({ to: { row: 3, col: 0 }, addRow: true });
    expect(moveFrom({ row: 1, col: 0 }, 'previous', shape)).toEqual({ to: { row: 0, col: 5 } });
    expect(moveFrom({ row: 0, col: 0 }, 'previous', shape)).toEqual({ to: { row: 0, col: 0 } });
  });

  it('pages by the rows in view, and an empty grid adds its first row on Tab', () => {
    expect(moveFrom({ row: 0, col: 1 }, 'pageDown', { ...shape, rows: 50 }).to).toEqual({ row: 10, col: 1 });
    expect(moveFrom({ row: 0, col: 0 }, 'next', { ...shape, rows: 0 })).toEqual({ to: { row: 0, col: 1 } });
  });
});

describe('keyCommand', () => {
  const at = { row: 1, col: 2 };
  it('typing a character replaces the cell; F2 and Enter edit in place', () => {
    expect(keyCommand({ key: '7' }, undefined, at, shape)).toEqual({ type: 'edit', text: '7' });
    expect(keyCommand({ key: '箱' }, undefined, at, shape)).toEqual({ type: 'edit', text: '箱' });
    expect(keyCommand({ key: 'F2' }, undefined, at, shape)).toEqual({ type: 'edit' });
    expect(keyCommand({ key: 'Enter' }, undefined, at, shape)).toEqual({ type: 'edit' });
    expect(keyCommand({ key: 'Shift' }, undefined, at, shape)).toBeUndefined();
  });

  it('while editing: Enter keeps and moves down (adding a row past the last), Tab keeps and moves right, Esc cancels', () => {
    expect(keyCommand({ key: 'Enter' }, 'replace', at, shape)).toEqual({ type: 'commit', to: { row: 2, col: 2 } });
    expect(keyCommand({ key: 'Enter' }, 'replace', { row: 2, col: 2 }, shape)).toEqual({ type: 'commit', to: { row: 3, col: 2 }, addRow: true });
    expect(keyCommand({ key: 'Tab' }, 'inPlace', at, shape)).toEqual({ type: 'commit', to: { row: 1, col: 3 } });
    expect(keyCommand({ key: 'Tab', shiftKey: true }, 'inPlace', at, shape)).toEqual({ type: 'commit', to: { row: 1, col: 1 } });
    expect(keyCommand({ key: 'Escape' }, 'inPlace', at, shape)).toEqual({ type: 'cancel' });
  });

  it('Left/Right move out of a replacing edit but move the caret of an edit in place', () => {
    expect(keyCommand({ key: 'ArrowRight' }, 'replace', at, shape)).toEqual({ type: 'commit', to: { row: 1, col: 3 } });
    expect(keyCommand({ key: 'ArrowRight' }, 'inPlace', at, shape)).toBeUndefined();
    expect(keyCommand({ key: 'ArrowDown' }, 'inPlace', at, shape)).toEqual({ type: 'commit', to: { row: 2, col: 2 } });
    expect(keyCommand({ key: 'a' }, 'inPlace', at, shape)).toBeUndefined();
  });

  it('has the spreadsheet shortcuts, leaving the editor its own', () => {
    expect(keyCommand({ key: 'z', ctrlKey: true }, undefined, at, shape)).toEqual({ type: 'undo' });
    expect(keyCommand({ key: 'Z', ctrlKey: true, shiftKey: true }, undefined, at, shape)).toEqual({ type: 'redo' });
    expect(keyCommand({ key: 'y', metaKey: true }, undefined, at, shape)).toEqual({ type: 'redo' });
    expect(keyCommand({ key: 'z', ctrlKey: true }, 'inPlace', at, shape)).toBeUndefined();
    expect(keyCommand({ key: 's', ctrlKey: true }, 'inPlace', at, shape)).toEqual({ type: 'save' });
    expect(keyCommand({ key: 'd', ctrlKey: true }, undefined, at, shape)).toEqual({ type: 'duplicateRow' });
    expect(keyCommand({ key: 'Enter', ctrlKey: true }, undefined, at, shape)).toEqual({ type: 'insertRow' });
    expect(keyCommand({ key: 'Delete', ctrlKey: true }, undefined, at, shape)).toEqual({ type: 'deleteRow' });
    expect(keyCommand({ key: 'Delete' }, undefined, at, shape)).toEqual({ type: 'clear' });
    expect(keyCommand({ key: 'c', ctrlKey: true }, undefined, at, shape)).toEqual({ type: 'copy' });
  });
});
