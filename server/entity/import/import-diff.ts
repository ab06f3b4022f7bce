/**
 * What an upsert changes (docs/schemas.md, "Imports"): the header fields a sheet row sets that differ from the
 * existing row, and the lines matched to the existing lines by the child's own key (its first unique key without the
 * header link): a matched line keeps its id and version (so it is updated, not deleted and inserted), an unmatched
 * one is inserted, an existing line the file leaves out is deleted. Pure.
 */

const empty = (v: unknown) => v === undefined || v === null || v === '';

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether a stored value and a sheet value are the same: numbers as numbers, dates by day or instant, empty as null. */
export function sameValue(stored: unknown, sent: unknown): boolean {
  if (empty(stored) || empty(sent)) return empty(stored) && empty(sent);
  if (stored instanceof Date || sent instanceof Date) {
    const a = new Date(stored as string);
    const b = new Date(sent as string);
    if (a.getTime() === b.getTime()) return true;
    const day = (d: Date, utc: boolean) => (utc ? d.toISOString().slice(0, 10) : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
    const text = typeof sent === 'string' ? sent : typeof stored === 'string' ? stored : undefined;
    const date = stored instanceof Date ? stored : (sent as Date);
    return text !== undefined && text.length === 10 && (day(date, true) === text || day(date, false) === text);
  }
  if (typeof stored === 'boolean' || typeof sent === 'boolean') return String(stored) === String(sent);
  if (typeof stored === 'object' || typeof sent === 'object') return JSON.stringify(stored) === JSON.stringify(sent);
  const x = Number(stored);
  const y = Number(sent);
  if (String(stored).trim() !== '' && String(sent).trim() !== '' && Number.isFinite(x) && Number.isFinite(y)) return x === y;
  return String(stored) === String(sent);
}

/** The fields of `sent` whose values differ from `stored`. */
export function changedFields(stored: Record<string, unknown>, sent: Record<string, unknown>): string[] {
  return Object.keys(sent).filter((field) => !sameValue(stored[field], sent[field]));
}

export interface StoredLine {
  id: number;
  version: number;
  [field: string]: unknown;
}

/** The lines to send for one child: each sent line with the id and version of the stored line it matches. */
export interface LineMatch {
  lines: Record<string, unknown>[];
  /** Whether saving them changes anything (an insert, a delete, or a matched line with a different value). */
  changed: boolean;
}

export function matchLines(stored: readonly StoredLine[], sent: readonly Record<string, unknown>[], lineKey: string[]): LineMatch {
  const tupleOf = (values: Record<string, unknown>) => (lineKey.length && lineKey.every((f) => !empty(values[f])) ? JSON.stringify(lineKey.map((f) => String(values[f]))) : undefined);
  const byKey = new Map<string, StoredLine>();
  for (const line of stored) {
    const tuple = tupleOf(line);
    if (tuple !== undefined) byKey.set(tuple, line);
  }
  const used = new Set<number>();
  let changed = false;
  const lines = sent.map((values) => {
    const tuple = tupleOf(values);
    const match = tuple === undefined ? undefined : byKey.get(tuple);
    if (!match || used.has(match.id)) {
      changed = true;
      return { ...values };
    }
    used.add(match.id);
    if (changedFields(match, values).length) changed = true;
    return { ...values, id: match.id, version: match.version };
  });
  if (stored.some((line) => !used.has(line.id))) changed = true;
  return { lines, changed };
}
