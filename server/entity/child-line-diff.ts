/**
 * What saving a header's lines does to the lines it has (docs/api.md, "Header and lines"): a sent line without an id
 * is inserted; one with an id of this header's lines is updated at its version; a line of the header that was not
 * sent is deleted. A sent id that is not one of the header's lines (another header's, another tenant's, or sent twice)
 * is refused, never moved. Pure: the service reads the lines and writes the plan.
 */

/** A line the header has: its id and version. */
export interface ExistingLine {
  id: number;
  version: number;
}

/** A sent line, by its position in the sent array (0-based). */
export interface SentLine {
  index: number;
  line: Record<string, unknown>;
}

export interface LinePlan {
  inserts: SentLine[];
  /** With the version the line is at now, to compare with the sent one. */
  updates: (SentLine & { id: number; currentVersion: number })[];
  deletes: number[];
  /** Sent ids that are not lines of this header (or repeat one already sent). */
  foreign: (SentLine & { id: unknown })[];
}

/** Splits the sent lines into inserts, updates, deletes and refusals against the header's lines. */
export function diffLines(existing: readonly ExistingLine[], sent: readonly Record<string, unknown>[]): LinePlan {
  const have = new Map(existing.map((line) => [line.id, line]));
  const plan: LinePlan = { inserts: [], updates: [], deletes: [], foreign: [] };
  const kept = new Set<number>();
  sent.forEach((line, index) => {
    const id = line.id;
    if (id === undefined || id === null) {
      plan.inserts.push({ index, line });
      return;
    }
    const found = typeof id === 'number' ? have.get(id) : undefined;
    if (!found || kept.has(found.id)) {
      plan.foreign.push({ index, line, id });
      return;
    }
    kept.add(found.id);
    plan.updates.push({ index, line, id: found.id, currentVersion: found.version });
  });
  plan.deletes = existing.filter((line) => !kept.has(line.id)).map((line) => line.id);
  return plan;
}
