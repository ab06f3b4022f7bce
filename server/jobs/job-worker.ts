import { sql } from 'kysely';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { Language } from '../errors/catalogue';
import type { SessionUser } from '../http/request-context';
import type { FileStore } from '../services/file-store';
import { loadSessionUser } from '../services/session-user';
import { JobProgress } from './job-progress';
import { failAbandonedJobs, THIS_PROCESS } from './job-recovery';

export type JobKind = 'export' | 'import';
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** One refused row of an import: the sheet's row number (the header is row 1), the field, the message. */
export interface RowError {
  row: number;
  field: string;
  message: string;
  /** The sheet's name, and the column's title in the language (imports). */
  sheet?: string;
  column?: string;
}

/** A job row as the worker and the tests read it. */
export interface JobRow {
  id: number;
  tenantId: number;
  userId: number;
  kind: JobKind;
  taskType: string;
  status: JobStatus;
  progress: number;
  params: Record<string, unknown>;
  resultFileKey: string | null;
  resultFileName: string | null;
  errorMessage: string | null;
  rowErrors: unknown;
  summary?: Record<string, unknown> | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** A file a job produced: stored through the FileStore, downloaded with GET /api/bdttms/file/downloadFile. */
export interface JobFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** What a handler ends with: a file (export), and/or a failure to record (an import's refused rows). */
export interface JobOutcome {
  file?: JobFile;
  failed?: { message: string; rowErrors?: RowError[] };
  /** What a finished job did (an import's counts), kept in `sync_task.summary`. */
  summary?: Record<string, unknown>;
  /** Rows refused by a job that still ended done (an import's locked rows). */
  rowErrors?: RowError[];
}

/** What a handler is given: the job, the user it runs as (loaded afresh), its language, a progress reporter. */
export interface JobRun {
  job: JobRow;
  user: SessionUser;
  lang: Language;
  db: Db;
  /**
   * Records progress (0-100). Never waits on the database, so it may be called anywhere, inside the handler's own
   * transaction too: the worker writes the figure to the task's row in the background (job-progress.ts).
   */
  progress(percent: number): void;
}

export type JobHandler = (run: JobRun) => Promise<JobOutcome>;

/**
 * Job handlers by task type: an exact type (`SETTLEMENT_BILL`) or a prefix ending in `:` (`entity:` serves every
 * `entity:{entityId}`).
 */
export class JobHandlers {
  private readonly handlers = new Map<string, JobHandler>();

  register(kind: JobKind, taskType: string, handler: JobHandler): void {
    this.handlers.set(`${kind} ${taskType}`, handler);
  }

  find(kind: JobKind, taskType: string): JobHandler | undefined {
    const exact = this.handlers.get(`${kind} ${taskType}`);
    if (exact) return exact;
    const colon = taskType.indexOf(':');
    return colon > 0 ? this.handlers.get(`${kind} ${taskType.slice(0, colon + 1)}`) : undefined;
  }
}

/** Adds a queued job; the caller kicks a worker afterwards (once the row is committed). */
export async function enqueueJob(db: Db, clock: Clock, input: { tenantId: number; userId: number; kind: JobKind; taskType: string; taskName?: string; params: Record<string, unknown> }): Promise<number> {
  const row = await db.insertInto('syncTask').values({
    tenantId: input.tenantId, userId: input.userId, kind: input.kind, taskType: input.taskType.slice(0, 200), taskName: (input.taskName ?? input.taskType).slice(0, 200),
    params: JSON.stringify(input.params), resultFileKey: null, resultFileName: null, errorMessage: null, createdAt: new Date(clock.now()),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  return (await db.selectFrom('syncTask').selectAll().where('id', '=', id).executeTakeFirst()) as JobRow | undefined;
}

/** Waits until a job is done or failed (tests, tools); throws after `timeoutMs`. */
export async function waitForJob(db: Db, id: number, timeoutMs = 20_000): Promise<JobRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await findJob(db, id);
    if (!job) throw new Error(`job ${id} does not exist`);
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface JobWorkerOptions {
  db: Db;
  clock: Clock;
  files: FileStore;
  handlers: JobHandlers;
  /** Poll interval; default 500 ms. */
  pollMs?: number;
  log?: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
  /** Who claims, as `sync_task.claimed_by` says; default {@link THIS_PROCESS}. */
  instance?: string;
  /**
   * The database is this process's alone (embedded PGlite): at start, every task another process left `running`
   * is failed at once. Otherwise (PostgreSQL, shared) only those whose heartbeat is older than `staleAfterMs`, at
   * start and then every `staleAfterMs / 2`.
   */
  exclusive?: boolean;
  /** How often a running job's heartbeat (and progress) is rewritten; default 10 s. */
  heartbeatMs?: number;
  /** A running task whose heartbeat is older than this has lost its process; default 2 min. */
  staleAfterMs?: number;
}

/**
 * Runs queued jobs one at a time: claims the oldest with `SELECT … FOR UPDATE SKIP LOCKED LIMIT 1` in a short
 * transaction that marks it running under this process's name (so any number of workers, in any number of
 * processes, share the table and no job runs twice), runs its handler outside that transaction with a progress
 * reporter that never waits on the database (job-progress.ts, which also beats the heartbeat), stores its file and
 * marks it done or failed with a message. Polls every `pollMs`; `kick()` starts a pass at once (after an enqueue).
 * At start, and in a shared database from time to time, tasks whose process is gone are failed (job-recovery.ts).
 */
export class JobWorker {
  private timer?: NodeJS.Timeout;
  private sweeper?: NodeJS.Timeout;
  private pass?: Promise<void>;
  private again = false;
  private stopped = false;
  private readonly instance: string;

  constructor(private readonly options: JobWorkerOptions) {
    this.instance = options.instance ?? THIS_PROCESS;
  }

  /** Fails the tasks interrupted by a process that is gone, then polls the queue (and, shared, sweeps again). */
  async start(): Promise<void> {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 500);
    this.timer.unref?.();
    if (!this.options.exclusive) {
      this.sweeper = setInterval(() => void this.recover(), this.staleAfterMs / 2);
      this.sweeper.unref?.();
    }
    await this.recover();
    this.kick();
  }

  /** Fails the running tasks whose process is gone (see {@link JobWorkerOptions.exclusive}); returns their ids. */
  async recover(): Promise<number[]> {
    try {
      const ids = await failAbandonedJobs(this.options.db, this.options.clock, { instance: this.instance, staleAfterMs: this.options.exclusive ? undefined : this.staleAfterMs });
      if (ids.length) this.options.log?.warn({ jobIds: ids }, 'tasks interrupted by a stopped process marked failed');
      return ids;
    } catch (error) {
      this.options.log?.error({ err: error }, 'interrupted tasks could not be marked failed');
      return [];
    }
  }

  private get staleAfterMs(): number {
    return this.options.staleAfterMs ?? 120_000;
  }

  /** Starts a pass unless one is under way (then that pass looks again when it ends). */
  kick(): void {
    if (this.stopped) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    this.pass = this.drain().finally(() => {
      this.pass = undefined;
      if (this.again && !this.stopped) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Stops polling and waits for the job under way, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.sweeper) clearInterval(this.sweeper);
    this.timer = undefined;
    this.sweeper = undefined;
    await this.pass;
  }

  /** Runs jobs until none is queued. Also usable directly (tests): resolves when the queue is empty. */
  async drain(): Promise<void> {
    while (!this.stopped) {
      let job: JobRow | undefined;
      try {
        job = await this.claim();
      } catch (error) {
        this.options.log?.error({ err: error }, 'job claim failed');
        return;
      }
      if (!job) return;
      await this.run(job);
    }
  }

  private async claim(): Promise<JobRow | undefined> {
    const { db, clock } = this.options;
    return db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('syncTask').selectAll().where('status', '=', 'queued').orderBy('id').limit(1).forUpdate().skipLocked().executeTakeFirst();
      if (!row) return undefined;
      const startedAt = new Date(clock.now());
      await trx.updateTable('syncTask').set({ status: 'running', progress: 0, startedAt, claimedBy: this.instance, heartbeatAt: sql<Date>`now()` }).where('id', '=', row.id).execute();
      return { ...(row as JobRow), status: 'running' as const, startedAt };
    });
  }

  private async run(job: JobRow): Promise<void> {
    const { db, clock, files, handlers } = this.options;
    const lang: Language = job.params.lang === 'en' ? 'en' : 'zh';
    const progress = new JobProgress(db, job.id, this.instance, this.options.heartbeatMs ?? 10_000, this.options.log);
    let outcome: JobOutcome;
    try {
      const handler = handlers.find(job.kind, job.taskType);
      if (!handler) throw new Error(lang === 'zh' ? `不支持的任务类型：${job.taskType}` : `Unsupported task type: ${job.taskType}`);
      const user = await loadSessionUser(db, job.userId, `job:${job.id}`);
      if (!user || user.tenantId !== job.tenantId) throw new Error(lang === 'zh' ? '任务所属用户已不存在或已停用' : "The task's user no longer exists or is disabled");
      outcome = await handler({ job, user, lang, db, progress: (percent) => progress.report(percent) });
    } catch (error) {
      outcome = { failed: { message: messageOf(error, lang) } };
    } finally {
      await progress.close();
    }
    try {
      const stored = outcome.file ? await files.save(db, { tenantId: job.tenantId, userId: job.userId, name: outcome.file.name, contentType: outcome.file.contentType, bytes: outcome.file.bytes }) : undefined;
      const ended = await db.updateTable('syncTask').set({
        status: outcome.failed ? 'failed' : 'done',
        progress: outcome.failed ? undefined : 100,
        resultFileKey: stored?.key ?? null,
        resultFileName: stored?.name ?? null,
        errorMessage: outcome.failed ? outcome.failed.message.slice(0, 4000) : null,
        rowErrors: (outcome.failed?.rowErrors ?? outcome.rowErrors) ? JSON.stringify(outcome.failed?.rowErrors ?? outcome.rowErrors) : null,
        summary: outcome.summary ? JSON.stringify(outcome.summary) : null,
        finishedAt: new Date(clock.now()),
      }).where('id', '=', job.id).where('status', '=', 'running').where('claimedBy', '=', this.instance).executeTakeFirst();
      // Another process took this task for abandoned (this one's heartbeat stalled past the limit): its word stands.
      if (!Number(ended.numUpdatedRows)) this.options.log?.warn({ jobId: job.id }, 'job ended after it was marked interrupted; its outcome was not recorded');
    } catch (error) {
      this.options.log?.error({ err: error, jobId: job.id }, 'job result could not be stored');
      await db.updateTable('syncTask').set({ status: 'failed', errorMessage: messageOf(error, lang).slice(0, 4000), finishedAt: new Date(clock.now()) })
        .where('id', '=', job.id).where('status', '=', 'running').where('claimedBy', '=', this.instance).execute().catch(() => undefined);
    }
  }
}

/** A failure as a person reads it: a coded error in the job's language, else the error's own message. */
function messageOf(error: unknown, lang: Language): string {
  const coded = error as { messageIn?: (lang: Language) => string; message?: string };
  if (typeof coded?.messageIn === 'function') return coded.messageIn(lang);
  return coded?.message || String(error);
}
