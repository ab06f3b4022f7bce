/** Calendar arithmetic for the date checks (ID card birth dates, typed date strings). No Date object involved. */

/** Whether a Gregorian year has a 29 February. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether year, month (1 to 12) and day name a real day of the Gregorian calendar.
 * @example isCalendarDate(2023, 2, 29); // false
 */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1) return false;
  const last = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return day <= last;
}
