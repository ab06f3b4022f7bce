import { changedFields, matchLines, sameValue } from './import-diff';

describe('diffing a sheet row against the stored row', () => {
  it('compares numbers as numbers, dates by day, empty as null', () => {
    expect(sameValue('12.50000', 12.5)).toBe(true);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(new Date('2026-03-01T00:00:00Z'), '2026-03-01')).toBe(true);
    expect(sameValue(new Date('2026-03-01T00:00:00Z'), '2026-03-02')).toBe(false);
    expect(sameValue('A', 'a')).toBe(false);
    expect(sameValue(true, 'true')).toBe(true);
  });

  it('lists only the fields the sheet gives that differ', () => {
    expect(changedFields({ name: 'a', qty: '1.000', remark: 'x' }, { name: 'b', qty: 1 })).toEqual(['name']);
  });
});

describe('matching lines by their own key', () => {
  const stored = [{ id: 10, version: 2, lineNo: 1, name: 'x' }, { id: 11, version: 1, lineNo: 2, name: 'y' }];

  it('keeps ids and versions of matched lines; unchanged when every line is the same', () => {
    const match = matchLines(stored, [{ lineNo: 1, name: 'x' }, { lineNo: 2, name: 'y' }], ['lineNo']);
    expect(match).toEqual({ changed: false, lines: [{ lineNo: 1, name: 'x', id: 10, version: 2 }, { lineNo: 2, name: 'y', id: 11, version: 1 }] });
  });

  it('a changed value, a new line or a dropped one is a change', () => {
    expect(matchLines(stored, [{ lineNo: 1, name: 'x2' }, { lineNo: 2, name: 'y' }], ['lineNo']).changed).toBe(true);
    const added = matchLines(stored, [{ lineNo: 1, name: 'x' }, { lineNo: 2, name: 'y' }, { lineNo: 3, name: 'z' }], ['lineNo']);
    expect(added.changed).toBe(true);
    expect(added.lines[2]).toEqual({ lineNo: 3, name: 'z' });
    expect(matchLines(stored, [{ lineNo: 1, name: 'x' }], ['lineNo']).changed).toBe(true);
  });

  it('without a line key every line is new', () => {
    expect(matchLines(stored, [{ name: 'x' }], []).lines).toEqual([{ name: 'x' }]);
  });
});
