/**
 * The scans waiting for the server, kept in localStorage (no React): a scan joins the queue the moment it is
 * accepted, and leaves it only when the server has answered for it, so a network cut, a reload or a closed tab loses
 * none. Every change reads and writes the stored list, so two tabs sharing the queue do not overwrite each other's
 * scans (a scan both send is recorded once: the server de-duplicates by clientScanId).
 */

/** A scan as it travels to the server (POST /api/clearway/scan-records). */
export interface QueuedScan {
  clientScanId: string;
  scanType: string;
  scanCode: string;
  /** ISO 8601: when the person scanned. */
  scannedAt: string;
  /** The person confirmed it as a repeat. */
  repeat?: boolean;
  /** What it was scanned onto (the page's context picker when it was scanned: a load unit). */
  context?: string;
}

/** The part of `Storage` the queue uses (localStorage in the browser, a Map in tests). */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The storage key of a scan type's queue, per person when the page says who is signed in: scans queued offline by
 * one person wait for that person, never going out under the next one to sign in on the same browser.
 */
export function queueKey(scanType: string, sessionKey?: string): string {
  return sessionKey ? `clearway.scanBox.queue.${sessionKey}.${scanType}` : `clearway.scanBox.queue.${scanType}`;
}

function isQueuedScan(value: unknown): value is QueuedScan {
  const scan = value as QueuedScan;
  return !!scan && typeof scan.clientScanId === 'string' && typeof scan.scanType === 'string' && typeof scan.scanCode === 'string' && typeof scan.scannedAt === 'string';
}

/**
 * @example
 * const queue = new ScanQueue(localStorage, 'putIn');
 * queue.add(scan);
 * const batch = queue.take(50); // in flight now
 * queue.settle(batch.map((s) => s.clientScanId)); // answered: gone
 */
export class ScanQueue {
  private readonly key: string;
  private readonly inFlight = new Set<string>();
  /** Used when there is no storage (or it refuses to write: private mode, quota). */
  private memory: QueuedScan[] = [];
  private storageFailed = false;

  constructor(private readonly storage: QueueStorage | undefined, scanType: string, sessionKey?: string) {
    this.key = queueKey(scanType, sessionKey);
  }

  /** Every queued scan, oldest first (those in flight included). */
  all(): QueuedScan[] {
    if (!this.storage || this.storageFailed) return [...this.memory];
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(this.key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isQueuedScan) : [];
    } catch {
      return [...this.memory];
    }
  }

  /** How many scans wait for the server. */
  get size(): number {
    return this.all().length;
  }

  /** Queues a scan (once: a clientScanId already queued is not added again). */
  add(scan: QueuedScan): void {
    const scans = this.all();
    if (scans.some((s) => s.clientScanId === scan.clientScanId)) return;
    scans.push(scan);
    this.write(scans);
  }

  /** Up to `max` queued scans that are not in flight, oldest first; they are in flight until settled or released. */
  take(max: number): QueuedScan[] {
    const batch = this.all().filter((s) => !this.inFlight.has(s.clientScanId)).slice(0, max);
    for (const scan of batch) this.inFlight.add(scan.clientScanId);
    return batch;
  }

  /** These queued scans, if not in flight; they are in flight until settled or released. */
  takeIds(ids: readonly string[]): QueuedScan[] {
    const wanted = new Set(ids);
    const batch = this.all().filter((s) => wanted.has(s.clientScanId) && !this.inFlight.has(s.clientScanId));
    for (const scan of batch) this.inFlight.add(scan.clientScanId);
    return batch;
  }

  /** The server answered for these scans: they leave the queue. */
  settle(ids: readonly string[]): void {
    const gone = new Set(ids);
    for (const id of ids) this.inFlight.delete(id);
    this.write(this.all().filter((s) => !gone.has(s.clientScanId)));
  }

  /** Sending them failed: they stay queued, to be taken again. */
  release(ids: readonly string[]): void {
    for (const id of ids) this.inFlight.delete(id);
  }

  /** Queued scans not in flight. */
  get waiting(): number {
    return this.all().filter((s) => !this.inFlight.has(s.clientScanId)).length;
  }

  private write(scans: QueuedScan[]): void {
    this.memory = scans;
    if (!this.storage) return;
    try {
      this.storage.setItem(this.key, JSON.stringify(scans));
    } catch {
      // storage full or refused: from now on the in-memory copy is the queue (it goes out while the page is open)
      this.storageFailed = true;
    }
  }
}
