/**
 * A stored day (a `date` column read as a `Date` at UTC midnight, or as text) as `YYYY-MM-DD`; null when empty.
 * @example storedDay(new Date('2026-11-26T00:00:00Z')); // '2026-11-26'
 */
export function storedDay(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
