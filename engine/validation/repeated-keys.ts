/**
 * Lines repeating a unique key (a goods line's `gNum` within its order): each later line with the line it repeats.
 * An empty part (null, undefined, '') makes no key. The grid checks it as lines are typed and the server before it
 * writes a header's lines, so the refusal names the line rather than the database's constraint. Pure.
 */

/**
 * @example repeatedKeys([{ gNum: 1 }, { gNum: 2 }, { gNum: 1 }], ['gNum']); // [{ index: 2, first: 0 }]
 */
export function repeatedKeys(lines: readonly Record<string, unknown>[], fields: readonly string[]): { index: number; first: number }[] {
  const seen = new Map<string, number>();
  const repeats: { index: number; first: number }[] = [];
  lines.forEach((line, index) => {
    const parts = fields.map((f) => line[f]);
    if (parts.some((v) => v === undefined || v === null || v === '')) return;
    const value = JSON.stringify(parts.map(String));
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else repeats.push({ index, first });
  });
  return repeats;
}
