import { DEFAULT_RANGE_MS, defaultDateRange } from './date-range';

describe('defaultDateRange', () => {
  it('is 90 days', () => {
    expect(DEFAULT_RANGE_MS).toBe(90 * 24 * 60 * 60 * 1000);
  });

  it('spans the last 90 days as epoch milliseconds', () => {
    expect(defaultDateRange(1_700_000_000_000)).toEqual([1_692_224_000_000, 1_700_000_000_000]);
  });

  it('accepts a Date for now', () => {
    const now = new Date(Date.UTC(2024, 3, 1));
    expect(defaultDateRange(now)).toEqual([Date.UTC(2024, 0, 2), now.getTime()]);
  });
});
