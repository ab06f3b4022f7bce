import { isCalendarDate, isLeapYear } from './calendar-date';

describe('isLeapYear', () => {
  it.each([[2024, true], [2023, false], [1900, false], [2000, true], [1948, true]])('%i → %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });
});

describe('isCalendarDate', () => {
  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [1900, 2, 29, false],
    [2000, 2, 29, true],
    [1949, 12, 31, true],
    [2023, 4, 31, false],
    [2023, 13, 1, false],
    [2023, 0, 1, false],
    [2023, 1, 0, false],
    [2023, 1, 1.5, false],
  ])('%i-%i-%i → %s', (year, month, day, valid) => {
    expect(isCalendarDate(year, month, day)).toBe(valid);
  });
});
