import { scrollToShow, visibleRows } from './virtual-rows';

describe('virtual rows', () => {
  it('draws the rows in view plus a margin, clamped to the rows there are', () => {
    expect(visibleRows(400, 300, 40, 2000)).toEqual({ start: 2, end: 26 });
    expect(visibleRows(0, 300, 40, 3)).toEqual({ start: 0, end: 3 });
    expect(visibleRows(79_800, 300, 40, 2000, 0)).toEqual({ start: 1995, end: 2000 });
  });

  it('scrolls just enough to show a row', () => {
    expect(scrollToShow(0, 400, 300, 40)).toBe(0);
    expect(scrollToShow(20, 0, 300, 40)).toBe(540);
    expect(scrollToShow(12, 400, 300, 40)).toBeUndefined();
  });
});
