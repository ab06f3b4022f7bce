/** Which greeting fits the hour (0–23): morning before 12, afternoon before 18, evening after. */
export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/**
 * @example partOfDay(9); // 'morning'
 */
export function partOfDay(hour: number): PartOfDay {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
