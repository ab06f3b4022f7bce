import { laterDate } from './later-date';

describe('laterDate', () => {
  it.each([
    ['2024-01-01', '2024-01-02', true],
    ['2024-01-02', '2024-01-01', false],
    ['2024-01-01', '2024-01-01', false],
    ['2024-01-01 10:00:00', '2024-01-01 10:00:01', true],
    ['2024-01-01 10:00:01', '2024-01-01 10:00:00', false],
    ['2024/01/01', '2024/01/02', true],
    ['2024-01-01T00:00:00Z', '2024-01-01T00:00:00.001Z', true],
    ['2024-02-28', '2024-02-29', true],
    ['2023-02-28', '2023-02-29', false],
    ['2023-02-29', '2023-03-02', false],
    ['2023-04-31', '2023-05-01', false],
    ['not a date', '2024-01-01', false],
    ['2024-01-01', '', false],
    ['', '', false],
    ['2024-01-01', '   ', false],
  ])('%j then %j → %s', (first, second, later) => {
    expect(laterDate(first, second)).toBe(later);
  });

  it('accepts Date objects and timestamps, ten digits as seconds', () => {
    expect(laterDate(new Date(2024, 0, 1), new Date(2024, 0, 2))).toBe(true);
    expect(laterDate(new Date(2024, 0, 2), new Date(2024, 0, 1))).toBe(false);
    expect(laterDate(1_700_000_000_000, 1_700_000_000_001)).toBe(true);
    expect(laterDate(1_700_000_000, 1_700_000_000_001)).toBe(true);
    expect(laterDate(1_700_000_001, 1_700_000_000_500)).toBe(false);
    expect(laterDate('1700000000', '1700000001000')).toBe(true);
  });

  it('mixes kinds of dates', () => {
    const start = new Date(2024, 0, 1, 8, 0, 0);
    expect(laterDate(start, '2024-01-01 08:00:01')).toBe(true);
    expect(laterDate('2024-01-01 08:00:00', start.getTime())).toBe(false);
  });

  it('is false when a side is missing or not a date', () => {
    expect(laterDate(undefined, '2024-01-01')).toBe(false);
    expect(laterDate('2024-01-01', null)).toBe(false);
    expect(laterDate(new Date(Number.NaN), new Date())).toBe(false);
    expect(laterDate(0, Number.NaN)).toBe(false);
    expect(laterDate({}, [])).toBe(false);
  });
});
