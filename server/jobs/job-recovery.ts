import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Clock } from '../clock';
import type { Db } from '../db/database';

/**
 * This process, as `sync_task.claimed_by` names it: host, pid and a random part (a pid is reused after a restart).
 * Every worker of the process claims under it; a task claimed under it is alive for as long as the process is.
 */
export const THIS_PROCESS = `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** The reason a task interrupted by a stopped server fails with, in the task's language (`params.lang`). */
export const INTERRUPTED = {
  zh: '任务已中断：执行期间服务器停止（重启或崩溃），未完成。请重试',
  en: 'The task was interrupted: the server stopped while it ran (a restart or a crash) and it did not finish. Retry it',
};

/**
 * Marks failed, with {@link INTERRUPTED} as the reason, the tasks left `running` by a process that is gone; returns
 * their ids. A task claimed by `instance` (this process) is never touched: it is running here.
 * - `staleAfterMs` undefined: every other process's running task (the database is this process's alone: PGlite).
 * - otherwise: those whose heartbeat (else start) is older than that by the database clock (processes sharing a
 *   PostgreSQL database: a live worker rewrites its heartbeat every few seconds).
 */
export async function failAbandonedJobs(db: Db, clock: Clock, input: { instance: string; staleAfterMs?: number }): Promise<number[]> {
  let query = db.updateTable('syncTask')
    .set({
      status: 'failed',
      errorMessage: sql<string>`CASE WHEN params->>'lang' = 'en' THEN ${INTERRUPTED.en} ELSE ${INTERRUPTED.zh} END`,
      finishedAt: new Date(clock.now()),
    })
    .where('status', '=', 'running')
    .where((eb) => eb.or([eb('claimedBy', 'is', null), eb('claimedBy', '!=', input.instance)]));
  if (input.staleAfterMs !== undefined) {
    const limit = sql<Date>`now() - make_interval(secs => ${input.staleAfterMs / 1000})`;
    query = query.where((eb) => eb(eb.fn.coalesce('heartbeatAt', 'startedAt'), '<', limit));
  }
  return (await query.returning('id').execute()).map((row) => row.id);
}

/**
 * Puts a failed task of this user back in the queue, as it was submitted (same id, parameters and language; result,
 * error, times and claim cleared). Undefined when the user has no failed task with this id: another tenant's or
 * another user's task is not theirs to retry, nor one that is queued, running or done.
 */
export async function requeueFailedJob(db: Db, input: { id: number; tenantId: number; userId: number }): Promise<number | undefined> {
  const row = await db.updateTable('syncTask')
    .set({ status: 'queued', progress: 0, resultFileKey: null, resultFileName: null, errorMessage: null, rowErrors: null, startedAt: null, finishedAt: null, claimedBy: null, heartbeatAt: null })
    .where('id', '=', input.id).where('tenantId', '=', input.tenantId).where('userId', '=', input.userId).where('status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
