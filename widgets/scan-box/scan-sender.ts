/**
 * Draining the scan queue to the server (no React): one request at a time, up to `batchSize` scans each, oldest
 * first. A scan leaves the queue only once the server has answered for it; on a network failure the batch stays
 * queued and the sender tries again later (sooner when the browser says it is back online: call `kick`). Each scan
 * keeps its clientScanId across attempts, so a reply lost on the way back costs a resend, never a second record.
 */
import { failureKind, type FailureKind, type ScanOutcome } from './scan-records-client';
import type { QueuedScan, ScanQueue } from './scan-queue';

/** setTimeout and clearTimeout (fake ones in tests). */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ScanSenderOptions {
  queue: ScanQueue;
  send(scans: readonly QueuedScan[], options: { loud: boolean }): Promise<ScanOutcome[]>;
  /** The browser's idea of being online (navigator.onLine); when false the sender waits without trying. */
  isOnline(): boolean;
  timers?: Timers;
  /** Most scans a request carries (default 50). */
  batchSize?: number;
  /** Waits before the 1st, 2nd, … retry after a failure; the last repeats (default 250 ms up to 4 s). */
  retryDelaysMs?: readonly number[];
  /** The server answered for these scans (recorded now, or already known). */
  onSettled?(outcomes: ScanOutcome[], scans: readonly QueuedScan[]): void;
  /** The server refused these scans for good (they leave the queue): its message. */
  onRefused?(scans: readonly QueuedScan[], message: string): void;
  /** A send failed and will be tried again. */
  onFailure?(kind: Exclude<FailureKind, 'refused'>): void;
}

/**
 * @example
 * const sender = new ScanSender({ queue, send: (scans, o) => client.record(scans, o), isOnline: () => navigator.onLine });
 * queue.add(scan); sender.kick();
 * window.addEventListener('online', () => sender.kick());
 */
export class ScanSender {
  private running = false;
  private stopped = false;
  private retry: unknown;
  private failures = 0;
  private lastFailure: FailureKind | undefined;
  private readonly timers: Timers;
  private readonly batchSize: number;
  private readonly delays: readonly number[];

  constructor(private readonly options: ScanSenderOptions) {
    this.timers = options.timers ?? browserTimers;
    this.batchSize = options.batchSize ?? 50;
    this.delays = options.retryDelaysMs ?? [250, 500, 1000, 2000, 4000];
  }

  /** A retry is waiting for its time. */
  get waitingToRetry(): boolean {
    return this.retry !== undefined;
  }

  /** Sends what is queued now (cancelling a waiting retry); does nothing while a drain is under way. */
  kick(): void {
    if (this.stopped) return;
    if (this.retry !== undefined) {
      this.timers.clear(this.retry);
      this.retry = undefined;
    }
    void this.drain();
  }

  /** Sends again after a stop (a remounted page). */
  resume(): void {
    this.stopped = false;
  }

  /** Stops (the page closes): nothing more is sent; the queue keeps what is left. */
  stop(): void {
    this.stopped = true;
    if (this.retry !== undefined) this.timers.clear(this.retry);
    this.retry = undefined;
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (!this.stopped) {
        if (!this.options.isOnline()) {
          this.scheduleRetry();
          return;
        }
        const batch = this.options.queue.take(this.batchSize);
        if (batch.length === 0) return;
        if (!(await this.sendBatch(batch))) return;
      }
    } finally {
      this.running = false;
    }
  }

  /** Sends a batch; false when it failed and a retry is scheduled. A refused batch is tried scan by scan. */
  private async sendBatch(batch: QueuedScan[]): Promise<boolean> {
    const ids = batch.map((s) => s.clientScanId);
    try {
      const outcomes = await this.options.send(batch, { loud: this.lastFailure === 'auth' });
      this.options.queue.settle(ids);
      this.failures = 0;
      this.lastFailure = undefined;
      this.options.onSettled?.(outcomes, batch);
      return true;
    } catch (error) {
      const kind = failureKind(error);
      if (kind !== 'refused') {
        this.options.queue.release(ids);
        this.lastFailure = kind;
        this.options.onFailure?.(kind);
        this.scheduleRetry();
        return false;
      }
      if (batch.length > 1) {
        this.options.queue.release(ids);
        for (const id of ids) {
          const one = this.options.queue.takeIds([id]);
          if (one.length && !(await this.sendBatch(one))) return false;
        }
        return true;
      }
      this.options.queue.settle(ids);
      this.options.onRefused?.(batch, error instanceof Error ? error.message : String(error));
      return true;
    }
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retry !== undefined) return;
    const delay = this.delays[Math.min(this.failures, this.delays.length - 1)] ?? 1000;
    this.failures += 1;
    this.retry = this.timers.set(() => {
      this.retry = undefined;
      void this.drain();
    }, delay);
  }
}
