import { defaultColumnSettings, fitColumnSettings, moveColumn, setColumnWidth, shownColumns, toggleColumn } from './column-settings';

const columns = ['a', 'b', 'c'];

describe('column settings', () => {
  it('fits a stored value to the current columns', () => {
    expect(fitColumnSettings({ order: ['c', 'x', 'a'], hidden: ['a', 'x'], widths: { c: 200, x: 100, b: 5 } }, columns)).toEqual({ order: ['c', 'a', 'b'], hidden: ['a'], widths: { c: 200 } });
    expect(fitColumnSettings('nonsense', columns)).toEqual(defaultColumnSettings(columns));
    expect(fitColumnSettings(null, columns)).toEqual(defaultColumnSettings(columns));
  });

  it('hides, shows, moves and sizes columns, keeping one shown', () => {
    let settings = defaultColumnSettings(columns);
    settings = toggleColumn(toggleColumn(settings, 'a'), 'b');
    expect(shownColumns(settings)).toEqual(['c']);
    expect(toggleColumn(settings, 'c')).toBe(settings);
    settings = toggleColumn(settings, 'a');
    expect(shownColumns(settings)).toEqual(['a', 'c']);
    expect(moveColumn(settings, 'c', -1).order).toEqual(['a', 'c', 'b']);
    expect(moveColumn(settings, 'a', -1)).toBe(settings);
    expect(setColumnWidth(setColumnWidth(settings, 'a', 180.4), 'a', undefined).widths).toEqual({});
    expect(setColumnWidth(settings, 'a', 180.4).widths).toEqual({ a: 180 });
  });
});
