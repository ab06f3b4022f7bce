import { formatDateTime, parseDateInput } from './format-date';

/** A local-time instant, so the expectations hold in any time zone. */
const local = new Date(2024, 0, 2, 3, 4, 5);
const ms = local.getTime();
const seconds = ms / 1000;

describe('formatDateTime', () => {
  it("keeps '-' and turns empty, null and undefined into ''", () => {
    expect(formatDateTime('-')).toBe('-');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('treats ten-digit numbers and numeric strings as seconds', () => {
    expect(String(seconds)).toHaveLength(10);
    expect(formatDateTime(seconds)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(String(seconds))).toBe('2024-01-02 03:04:05');
  });

  it('treats thirteen-digit numbers and numeric strings as milliseconds', () => {
    expect(formatDateTime(ms)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(String(ms))).toBe('2024-01-02 03:04:05');
  });

  it('accepts Date objects and ISO strings', () => {
    expect(formatDateTime(local)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime('2024-01-02T03:04:05')).toBe('2024-01-02 03:04:05');
    expect(formatDateTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
    const utc = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(formatDateTime('2024-01-02T03:04:05Z')).toBe(formatDateTime(utc));
    expect(parseDateInput('2024-01-02T03:04:05+08:00')?.getTime()).toBe(Date.UTC(2024, 0, 1, 19, 4, 5));
  });

  it('uses the given pattern', () => {
    expect(formatDateTime(ms, 'YYYY/MM/DD')).toBe('2024/01/02');
    expect(formatDateTime(ms, 'YYYY-MM-DD HH:mm')).toBe('2024-01-02 03:04');
  });

  it('returns input that is not a date as given', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime('12345')).toBe('12345');
    expect(formatDateTime(Number.NaN)).toBe('NaN');
    expect(formatDateTime(new Date('nope'))).toBe('Invalid Date');
  });
});

describe('parseDateInput', () => {
  it('reads seconds, milliseconds and strings', () => {
    expect(parseDateInput(1700000000)?.getTime()).toBe(1700000000000);
    expect(parseDateInput('1700000000000')?.getTime()).toBe(1700000000000);
    expect(parseDateInput('  ')).toBeUndefined();
    expect(parseDateInput('abc')).toBeUndefined();
  });

  it('copies Date inputs instead of sharing them', () => {
    const copy = parseDateInput(local);
    expect(copy).not.toBe(local);
    expect(copy?.getTime()).toBe(ms);
  });
});
