import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * A running job's progress and heartbeat: the figure is kept in memory and written to the job's `sync_task` row in
 * the background, never awaited by the handler that reports it.
 *
 * Why: on the embedded database (PGlite) the pool has one connection. A handler that reports progress from inside
 * its own transaction (an import writes every row in one) and waited for that write would wait for the connection its
 * transaction holds: for ever, and every other request with it. So {@link report} only records the figure and asks
 * for a write; at most one write is under way at a time, it takes a connection when one is free (at once on
 * PostgreSQL, where other processes then see the figure; on PGlite when the transaction ends, which is also when
 * anyone could first read it) and writes the latest figure at that moment. A timer asks for a write every
 * `heartbeatMs` too: `heartbeat_at` (database clock) tells other processes the job's worker is alive
 * (job-recovery.ts). Writes touch the row only while it is `running` and claimed by `instance`.
 */
export class JobProgress {
  private percent = 0;
  private wanted = false;
  private writing?: Promise<void>;
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly jobId: number,
    private readonly instance: string,
    heartbeatMs: number,
    private readonly log?: { warn(obj: unknown, msg?: string): void },
  ) {
    this.timer = setInterval(() => this.write(), heartbeatMs);
    this.timer.unref?.();
  }

  /** The latest figure reported (0-99). */
  get value(): number {
    return this.percent;
  }

  /** Records progress (0-100, kept below 100 until the job ends; only rises) and asks for a write. Never waits. */
  report(percent: number): void {
    const value = Math.max(0, Math.min(99, Math.floor(percent)));
    if (!(value > this.percent)) return;
    this.percent = value;
    this.write();
  }

  /** Stops the heartbeat and waits for the write under way (the handler has ended: none of its transactions is open). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.writing;
  }

  private write(): void {
    if (this.closed) return;
    this.wanted = true;
    this.writing ??= this.writeWhileWanted().finally(() => {
      this.writing = undefined;
    });
  }

  private async writeWhileWanted(): Promise<void> {
    while (this.wanted) {
      this.wanted = false;
      try {
        // The figure is read once the connection is ours, so a write that waited carries the latest one.
        await this.db.connection().execute((conn) => conn.updateTable('syncTask')
          .set({ progress: this.percent, heartbeatAt: sql<Date>`now()` })
          .where('id', '=', this.jobId).where('status', '=', 'running').where('claimedBy', '=', this.instance)
          .execute());
      } catch (error) {
        this.log?.warn({ err: error, jobId: this.jobId }, 'job progress could not be written');
      }
    }
  }
}
