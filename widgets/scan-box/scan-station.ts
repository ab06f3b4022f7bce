/**
 * The scan box's core (no React; the hook joins it through useSyncExternalStore): what happens to each scan, in the
 * order scanned.
 *
 * 1. A scan gets its clientScanId and time at once, and its repeat check (FIND_REPEAT_SCAN_RECORD) starts at once.
 * 2. Scans are decided one after the other: a code this box already took, or one the server counts, is a repeat and
 *    waits for the person to confirm or cancel; the scans behind it wait their turn (none is lost).
 * 3. A taken scan goes into the stored queue, and the sender drains the queue to the server (scan-sender.ts), now or
 *    when the network is back. Offline, the repeat check falls back to what this box has taken.
 * 4. The server's answer judges each scan: one the parcel's state does not allow is `refused` (recorded, nothing
 *    moved), with its reason; the rest are `recorded`.
 */
import { ScanQueue, type QueuedScan, type QueueStorage } from './scan-queue';
import { browserTimers, ScanSender, type Timers } from './scan-sender';
import { verdictOf, type EarlierScans, type FailureKind, type ScanOutcome, type ScanRecordsPort } from './scan-records-client';

/**
 * Where a scan stands. `refused`: the server recorded it but the parcel's state does not allow it (nothing moved);
 * `error`: the box or the server would not take it at all.
 */
export type ScanState = 'checking' | 'confirming' | 'queued' | 'recorded' | 'refused' | 'cancelled' | 'error';

/** One scan as the box lists it. */
export interface ScanLine {
  clientScanId: string;
  scanCode: string;
  scannedAt: string;
  state: ScanState;
  /** Confirmed as a repeat. */
  repeat: boolean;
  /** What it was scanned onto: the page's context picker's value when it was scanned (a load unit). */
  context?: string;
  /** Why it failed (state error): a key of the texts' `errors`, or the server's message. */
  message?: string;
  /** Why the server refused it (state refused), in the person's language. */
  reason?: string;
  /** While confirming a repeat: what the server knows of the earlier scans (missing when only this box knows). */
  earlier?: EarlierScans;
}

/** What the box shows, replaced (never changed) on every change. */
export interface ScanBoxSnapshot {
  /** The latest scans, newest first. */
  recent: readonly ScanLine[];
  /** Scans taken but not yet answered for by the server (the stored queue). */
  queued: number;
  /** Scans the server refused since the box opened (also those no longer listed). */
  refused: number;
  /** The repeat waiting for the person's answer. */
  confirming?: ScanLine;
  /** Scans behind the repeat, waiting their turn. */
  waiting: number;
  /** False from a failed send until the next one gets through. */
  reachable: boolean;
  /** The last send failed because the login expired. */
  loginExpired: boolean;
}

/** What the person should hear: the hook maps these to the sounds and the voice. */
export type ScanFeedback = 'accepted' | 'repeat' | 'cancelled' | 'refused';

export interface ScanStationOptions {
  scanType: string;
  /** Who is signed in: the offline queue is kept per person (scan-queue.ts). */
  sessionKey?: string;
  records: ScanRecordsPort;
  /** Where the queue is kept (localStorage in the browser). */
  storage?: QueueStorage;
  /** navigator.onLine in the browser. */
  isOnline?(): boolean;
  timers?: Timers;
  now?(): number;
  /** A new clientScanId (default: a random UUID). */
  newId?(): string;
  /** Longest code (default 100, the server's limit). */
  maxLength?: number;
  /** How long a repeat check may take before the box decides on what it knows itself (default 2500 ms). */
  checkTimeoutMs?: number;
  /** How many scans the box lists (default 30). */
  keep?: number;
  onFeedback?(feedback: ScanFeedback, line: ScanLine): void;
  /** Scans were recorded: the list below may refresh. */
  onRecorded?(): void;
}

/** Messages of refused scans, by reason (texts are the hook's; these are keys). */
export const TOO_LONG = 'tooLong';
export const BAD_CHARACTERS = 'badCharacters';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The line of a queued scan. */
function lineOf(scan: QueuedScan): ScanLine {
  return { clientScanId: scan.clientScanId, scanCode: scan.scanCode, scannedAt: scan.scannedAt, state: 'queued', repeat: !!scan.repeat, ...(scan.context ? { context: scan.context } : {}) };
}

interface Pending {
  line: ScanLine;
  check: Promise<EarlierScans | undefined>;
}

/**
 * @example
 * const station = new ScanStation({ scanType: 'putIn', records, storage: localStorage, isOnline: () => navigator.onLine });
 * station.start();
 * station.scan('SF1234567890');
 * station.subscribe(() => render(station.getSnapshot()));
 */
export class ScanStation {
  private lines: ScanLine[] = [];
  private readonly intake: Pending[] = [];
  private processing = false;
  private answer?: (confirmed: boolean) => void;
  private readonly known = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private snapshot: ScanBoxSnapshot;
  private reachable = true;
  private loginExpired = false;
  private refusedCount = 0;
  private readonly queue: ScanQueue;
  private readonly sender: ScanSender;
  private readonly isOnline: () => boolean;
  private readonly timers: Timers;
  private readonly now: () => number;
  private readonly newId: () => string;
  private context?: string;

  constructor(private readonly options: ScanStationOptions) {
    this.isOnline = options.isOnline ?? (() => true);
    this.timers = options.timers ?? browserTimers;
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? randomId;
    this.queue = new ScanQueue(options.storage, options.scanType, options.sessionKey);
    this.sender = new ScanSender({
      queue: this.queue,
      timers: this.timers,
      isOnline: this.isOnline,
      send: (scans, sendOptions) => options.records.record(scans, sendOptions),
      onSettled: (outcomes) => this.settled(outcomes),
      onRefused: (scans, message) => this.rejected(scans, message),
      onFailure: (kind) => this.failed(kind),
    });
    this.snapshot = this.build();
  }

  /** Picks up scans a closed page left queued, and sends them. */
  start(): void {
    for (const scan of this.queue.all()) {
      this.known.add(scan.scanCode);
      if (!this.lines.some((l) => l.clientScanId === scan.clientScanId)) this.lines.push(lineOf(scan));
    }
    this.lines.sort((a, b) => b.scannedAt.localeCompare(a.scannedAt));
    this.emit();
    this.sender.resume();
    this.sender.kick();
  }

  /** Stops sending (the page closes); queued scans stay stored for the next visit. */
  stop(): void {
    this.sender.stop();
    this.answer?.(false);
  }

  /** The browser is back online: send now. */
  online(): void {
    this.sender.kick();
  }

  /**
   * What the next scans are made onto (the page's context picker: a load unit), or nothing. Each scan keeps the value
   * it was scanned with, through a repeat's confirm and the offline queue: changing it later moves no scan.
   */
  setContext(value: string | undefined): void {
    this.context = value || undefined;
  }

  /** A code read whole (from the wedge reader). */
  scan(raw: string): void {
    const code = raw.trim();
    if (!code) return;
    const line: ScanLine = {
      clientScanId: this.newId(), scanCode: code, scannedAt: new Date(this.now()).toISOString(), state: 'checking', repeat: false,
      ...(this.context ? { context: this.context } : {}),
    };
    const problem = code.length > (this.options.maxLength ?? 100) ? TOO_LONG : /[\u0000-\u001f\u007f]/.test(code) ? BAD_CHARACTERS : undefined;
    if (problem) {
      this.put({ ...line, state: 'error', message: problem });
      this.options.onFeedback?.('refused', this.line(line.clientScanId)!);
      return;
    }
    this.intake.push({ line, check: this.findEarlier(code) });
    this.put(line);
    void this.process();
  }

  /** The person's answer to the repeat on screen: confirm records it, cancel drops it. */
  respond(confirmed: boolean): void {
    const answer = this.answer;
    this.answer = undefined;
    answer?.(confirmed);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getSnapshot = (): ScanBoxSnapshot => this.snapshot;

  private async findEarlier(code: string): Promise<EarlierScans | undefined> {
    if (!this.isOnline()) return undefined;
    let timer: unknown;
    const timeout = new Promise<undefined>((resolve) => {
      timer = this.timers.set(() => resolve(undefined), this.options.checkTimeoutMs ?? 2500);
    });
    try {
      return await Promise.race([this.options.records.findEarlier(this.options.scanType, code), timeout]);
    } catch {
      return undefined;
    } finally {
      this.timers.clear(timer);
    }
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.intake.length > 0) {
        const { line, check } = this.intake[0]!;
        const earlier = await check;
        const counted = earlier && earlier.count > 0 ? earlier : undefined;
        if (this.known.has(line.scanCode) || counted) {
          this.update(line.clientScanId, { state: 'confirming', earlier: counted });
          this.options.onFeedback?.('repeat', this.line(line.clientScanId)!);
          const confirmed = await new Promise<boolean>((resolve) => {
            this.answer = resolve;
            this.emit();
          });
          if (!confirmed) {
            this.intake.shift();
            this.update(line.clientScanId, { state: 'cancelled' });
            this.options.onFeedback?.('cancelled', this.line(line.clientScanId)!);
            continue;
          }
          this.update(line.clientScanId, { repeat: true, earlier: undefined }, false);
        }
        this.accept(this.line(line.clientScanId) ?? line);
      }
    } finally {
      this.processing = false;
    }
  }

  private accept(line: ScanLine): void {
    const scan: QueuedScan = {
      clientScanId: line.clientScanId, scanType: this.options.scanType, scanCode: line.scanCode, scannedAt: line.scannedAt,
      ...(line.repeat ? { repeat: true } : {}), ...(line.context ? { context: line.context } : {}),
    };
    this.known.add(line.scanCode);
    this.queue.add(scan);
    this.intake.shift();
    this.update(line.clientScanId, { state: 'queued' });
    this.options.onFeedback?.('accepted', this.line(line.clientScanId)!);
    this.sender.kick();
  }

  private settled(outcomes: ScanOutcome[]): void {
    this.reachable = true;
    this.loginExpired = false;
    const refusals: ScanLine[] = [];
    for (const outcome of outcomes) {
      if (verdictOf(outcome) !== 'refused') {
        this.update(outcome.clientScanId, { state: 'recorded' }, false);
        continue;
      }
      // A refusal is told once, however often its answer comes. Queued scans stay listed (emit), so every refused
      // scan has its line, also one a closed page left queued (start).
      if (this.line(outcome.clientScanId)?.state === 'refused') continue;
      this.refusedCount += 1;
      this.update(outcome.clientScanId, { state: 'refused', reason: outcome.reason ?? '' }, false);
      const line = this.line(outcome.clientScanId);
      if (line) refusals.push(line);
    }
    this.emit();
    for (const line of refusals) this.options.onFeedback?.('refused', line);
    this.options.onRecorded?.();
  }

  /** The server will not take these scans at all (a bad scan, no permission): they failed. */
  private rejected(scans: readonly QueuedScan[], message: string): void {
    for (const scan of scans) {
      this.update(scan.clientScanId, { state: 'error', message }, false);
      const line = this.line(scan.clientScanId);
      if (line) this.options.onFeedback?.('refused', line);
    }
    this.emit();
  }

  private failed(kind: Exclude<FailureKind, 'refused'>): void {
    this.reachable = false;
    this.loginExpired = kind === 'auth';
    this.emit();
  }

  private line(id: string): ScanLine | undefined {
    return this.lines.find((l) => l.clientScanId === id);
  }

  private put(line: ScanLine): void {
    this.lines = [line, ...this.lines];
    this.emit();
  }

  private update(id: string, change: Partial<ScanLine>, notify = true): void {
    this.lines = this.lines.map((l) => (l.clientScanId === id ? { ...l, ...change } : l));
    if (notify) this.emit();
  }

  private build(): ScanBoxSnapshot {
    const confirming = this.answer ? this.lines.find((l) => l.state === 'confirming') : undefined;
    return {
      recent: this.lines,
      queued: this.queue.size,
      refused: this.refusedCount,
      confirming,
      waiting: confirming ? this.intake.length - 1 : 0,
      reachable: this.reachable,
      loginExpired: this.loginExpired,
    };
  }

  private emit(): void {
    // Lines past the kept number are forgotten, except those still on their way.
    const keep = this.options.keep ?? 30;
    if (this.lines.length > keep) {
      this.lines = this.lines.filter((l, i) => i < keep || l.state === 'checking' || l.state === 'confirming' || l.state === 'queued');
    }
    this.snapshot = this.build();
    for (const listener of this.listeners) listener();
  }
}
