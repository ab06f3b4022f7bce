import { parseClipboard, pasteCells, toClipboard } from './grid-paste';
import type { GridColumn } from './grid-columns';
import { newRow } from './grid-rows';

const column = (name: string, readOnly = false): GridColumn => ({ name, field: { type: 'string', title: { zh: name, en: name } }, title: name, width: 100, kind: 'text', readOnly });
const columns = [column('a'), column('b'), column('total', true), column('c')];

describe('parseClipboard', () => {
  it('reads tab-separated rows with either line break, without an extra last row', () => {
    expect(parseClipboard('1\t2\r\n3\t4\r\n')).toEqual([['1', '2'], ['3', '4']]);
    expect(parseClipboard('1\t2\n3\t4')).toEqual([['1', '2'], ['3', '4']]);
    expect(parseClipboard('only')).toEqual([['only']]);
    expect(parseClipboard('a\t\tc\n')).toEqual([['a', '', 'c']]);
  });

  it('reads quoted cells holding tabs, line breaks and doubled quotes as spreadsheets write them', () => {
    expect(parseClipboard('"a\tb"\t"line1\nline2"\t"say ""hi"""\n')).toEqual([['a\tb', 'line1\nline2', 'say "hi"']]);
    // A quote inside plain text is text.
    expect(parseClipboard('5" inch\tx')).toEqual([['5" inch', 'x']]);
  });

  it('round-trips what Ctrl+C writes', () => {
    const cells = [['a\tb', 'c'], ['d"e', '']];
    expect(parseClipboard(toClipboard(cells))).toEqual(cells);
  });
});

describe('pasteCells', () => {
  it('writes from the active cell, adds rows past the end, and skips read-only columns and overflow', () => {
    const rows = [newRow(columns)];
    const result = pasteCells(rows, { row: 0, col: 1 }, [['x', 'ignored', 'y', 'beyond'], ['z']], columns, (_c, text) => text.toUpperCase());
    expect(result.added).toBe(1);
    expect(result.rows).toHaveLength(2);
    expect(result.rows[0]!.values).toEqual({ a: null, b: 'X', total: null, c: 'Y' });
    expect(result.rows[1]!.values).toMatchObject({ b: 'Z' });
    expect(result.rows.every((r) => r.touched)).toBe(true);
    expect(rows[0]!.values.b).toBeNull(); // the old rows are left as they were (undo keeps them)
  });

  it('stops at the most rows', () => {
    const result = pasteCells([], { row: 0, col: 0 }, Array.from({ length: 10 }, (_, i) => [String(i)]), columns, (_c, t) => t, 4);
    expect(result.rows).toHaveLength(4);
  });

  it('pastes 1,000 rows of 12 cells quickly', () => {
    const many = Array.from({ length: 12 }, (_, i) => column(`f${i}`));
    const text = Array.from({ length: 1000 }, (_, r) => many.map((_, c) => `${r}-${c}`).join('\t')).join('\r\n');
    const started = performance.now();
    const result = pasteCells([], { row: 0, col: 0 }, parseClipboard(text), many, (_c, t) => t);
    expect(result.rows).toHaveLength(1000);
    expect(result.rows[999]!.values.f11).toBe('999-11');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
