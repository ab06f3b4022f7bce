/**
 * Per-row results of a call on several rows (a batch transition, a command on a selection): each row runs in its own
 * savepoint of the request's transaction, so a refused row leaves nothing behind while the others go through, and
 * the reply says which went through and why each other was refused ("Submit: 3 done, 1 refused: claim X is submitted already").
 */
import { sql } from 'kysely';
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import type { RequestDb } from '../entity/row-store';

/** One row's outcome. */
export interface RowResult {
  id: number;
  ok: boolean;
  /** The row's version after the call (ok rows that were written). */
  version?: number;
  /** Why the row was refused, in the request's language. */
  message?: string;
  /** What the command's implementation answered for this row (a number it gave: the print action prints it). */
  result?: unknown;
}

/** The reply of a call on rows. */
export interface RowResults {
  /** One line for a person: how many went through, how many were refused and the first reasons. */
  summary: string;
  done: number;
  refused: number;
  rows: RowResult[];
}

/** Most reasons the summary names (the rows list has them all). */
const REASONS_SHOWN = 3;

/**
 * The one-line summary of per-row results.
 * @example summarizeResults([{ id: 1, ok: true }, { id: 2, ok: false, message: 'X is submitted' }], { zh: '提交', en: 'Submit' }, 'en');
 *   // 'Submit: 1 done, 1 refused: X is submitted'
 */
export function summarizeResults(rows: readonly RowResult[], verb: { zh: string; en: string }, lang: Language): string {
  const done = rows.filter((r) => r.ok).length;
  const refused = rows.filter((r) => !r.ok);
  const reasons = refused.slice(0, REASONS_SHOWN).map((r) => r.message ?? `#${r.id}`);
  if (refused.length > REASONS_SHOWN) reasons.push(lang === 'zh' ? `等 ${refused.length} 条` : `and ${refused.length - REASONS_SHOWN} more`);
  const head = lang === 'zh' ? `${verb.zh}：成功 ${done} 条` : `${verb.en}: ${done} done`;
  if (!refused.length) return head;
  const tail = lang === 'zh' ? `，${refused.length} 条未执行：${reasons.join('；')}` : `, ${refused.length} refused: ${reasons.join('; ')}`;
  return head + tail;
}

/** Collects per-row results into the reply. */
export function rowResults(rows: RowResult[], verb: { zh: string; en: string }, lang: Language): RowResults {
  const done = rows.filter((r) => r.ok).length;
  return { summary: summarizeResults(rows, verb, lang), done, refused: rows.length - done, rows };
}

/**
 * Runs `work` for each item in a savepoint: an AppError refuses that row (its message in `lang`, its writes rolled
 * back), anything else fails the whole call. Rows run one after another, in the order given.
 */
export async function runPerRow<T extends { id: number }>(db: RequestDb, items: readonly T[], lang: Language, work: (item: T) => Promise<{ version?: number; result?: unknown } | void>): Promise<RowResult[]> {
  const results: RowResult[] = [];
  for (const item of items) {
    await sql`SAVEPOINT clearway_row`.execute(db);
    try {
      const outcome = await work(item);
      await sql`RELEASE SAVEPOINT clearway_row`.execute(db);
      results.push({ id: item.id, ok: true, ...(outcome?.version !== undefined ? { version: outcome.version } : {}), ...(outcome?.result !== undefined ? { result: outcome.result } : {}) });
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT clearway_row`.execute(db);
      if (!(error instanceof AppError)) throw error;
      results.push({ id: item.id, ok: false, message: error.messageIn(lang) });
    }
  }
  return results;
}
