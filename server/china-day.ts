/** China Standard Time, UTC+8 all year: the day the desks, numbers and listings go by. */
const CHINA_OFFSET_MS = 8 * 3600_000;

/** `2026-11-26` and `261126` of a moment, in China time (the desk's day). */
export function chinaDay(moment: Date): { day: string; compact: string } {
  const day = new Date(moment.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
  return { day, compact: day.slice(2).replace(/-/g, '') };
}
