/**
 * A scripted wedge scanner for the scan box (widgets/scan-box), driven through Chromium: scan plans with repeats, the
 * bursts of keys a scanner types, a network cut, and what the server recorded afterwards (lost, doubled, latency).
 * Used by the scan benchmark (scripts/bench/scan.ts) and the scan journeys (tests/e2e/scan.spec.ts,
 * tests/e2e/operate-journey.spec.ts).
 */
import type { BrowserContext, Page } from '@playwright/test';

/** One scan of a plan and what the person answers when it comes up as a repeat. */
export interface PlannedScan {
  code: string;
  kind: 'new' | 'confirm' | 'cancel';
}

/**
 * `count` scans with codes `${prefix}…`: mostly new codes; every `repeatEvery`-th scan repeats the code scanned five
 * before, confirmed, except every third repeat, which is cancelled.
 */
export function scanPlan(prefix: string, count: number, repeatEvery = 10): PlannedScan[] {
  const plan: PlannedScan[] = [];
  let repeats = 0;
  for (let i = 0; i < count; i++) {
    if (i >= 5 && i % repeatEvery === 0) {
      repeats += 1;
      plan.push({ code: plan[i - 5]!.code, kind: repeats % 3 === 0 ? 'cancel' : 'confirm' });
    } else {
      plan.push({ code: `${prefix}${String(i).padStart(5, '0')}`, kind: 'new' });
    }
  }
  return plan;
}

/** How many records each code should end with: one per new scan and per confirmed repeat. */
export function expectedCounts(plan: readonly PlannedScan[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const step of plan) if (step.kind !== 'cancel') counts.set(step.code, (counts.get(step.code) ?? 0) + 1);
  return counts;
}

export interface WedgeRun {
  /** Scans typed. */
  sent: number;
  /** Repeat confirms seen (and answered). */
  confirmsShown: number;
  /** The most scans queued offline at once, as the box's badge said. */
  maxQueued: number;
  /** From the network coming back to the last scan made offline being recorded (ms). */
  drainMs?: number;
  /** Scans per second the scanner sent. */
  rate: number;
  /** How long after the last burst left the page had taken in every key (its input backlog, ms). */
  pageLagMs: number;
  /** scan-to-recorded latencies (ms): of scans made online, and of all. */
  latencyOnline: number[];
  latencyAll: number[];
}

export interface WedgeOptions {
  /** Scans a second (default 20). */
  rate?: number;
  /** Plan indexes at which the network goes down and comes back. */
  cut?: { from: number; to: number };
  /** Called while the network is down, once the box shows a queue (the e2e test looks at the page then). */
  whileOffline?(page: Page): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Chrome DevTools Protocol session's send (Playwright's CDPSession). */
interface KeySender {
  send(method: 'Input.dispatchKeyEvent', params: Record<string, unknown>): Promise<unknown>;
}

function keyEvents(key: string): Record<string, unknown>[] {
  if (key === 'Enter') {
    const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 };
    return [{ type: 'keyDown', ...enter, text: '\r', unmodifiedText: '\r' }, { type: 'keyUp', ...enter }];
  }
  const upper = key.toUpperCase();
  const code = /[A-Z]/.test(upper) ? `Key${upper}` : /[0-9]/.test(key) ? `Digit${key}` : key === '-' ? 'Minus' : '';
  const vk = /[A-Z0-9]/.test(upper) ? upper.charCodeAt(0) : key === '-' ? 189 : 0;
  const base = { key, code, windowsVirtualKeyCode: vk, nativeVirtualKeyCode: vk };
  return [{ type: 'keyDown', ...base, text: key, unmodifiedText: key }, { type: 'keyUp', ...base }];
}

/**
 * Types a code and Enter as one burst of real (trusted) key events, the way a wedge scanner does: every event is
 * sent at once over the DevTools protocol, which delivers them in order, instead of one round trip per key.
 */
export async function wedgeBurst(keys: KeySender, code: string): Promise<void> {
  const sent = [...code, 'Enter'].flatMap(keyEvents).map((event) => keys.send('Input.dispatchKeyEvent', event));
  await Promise.all(sent);
}

/** One key (Enter or Escape) on the scanner's channel, after whatever it already sent. */
export async function wedgeKey(keys: KeySender, key: 'Enter' | 'Escape'): Promise<void> {
  const events = key === 'Enter' ? keyEvents('Enter') : [
    { type: 'rawKeyDown', key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27, nativeVirtualKeyCode: 27 },
    { type: 'keyUp', key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27, nativeVirtualKeyCode: 27 },
  ];
  await Promise.all(events.map((event) => keys.send('Input.dispatchKeyEvent', event)));
}

/** The scan box's offline-queue count (its badge). */
export async function queuedCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('scan-queued').getAttribute('data-count'));
}

/**
 * Types the plan into the scan box of the open page as a wedge scanner does: each burst (the code's keys, then Enter)
 * goes out on a fixed schedule of `rate` a second, without waiting for the page (a scanner does not wait: the
 * browser queues the keys). Repeat confirms are answered as the plan says (Enter confirms, Esc cancels) on the same
 * key channel, so an answer never lands inside a burst. The network is cut as told; then the run waits until the box
 * has nothing left to send. Latency is scanner-to-recorded: from the burst leaving the scanner to the reply that
 * recorded it (both on this machine's clock).
 */
export async function runWedgeScanner(page: Page, context: BrowserContext, plan: readonly PlannedScan[], options: WedgeOptions = {}): Promise<WedgeRun> {
  const rate = options.rate ?? 20;
  const answers = plan.filter((step) => step.kind !== 'new');
  let answered = 0;
  let maxQueued = 0;
  let backOnlineAt: number | undefined;
  let lastOfflineRecordedAt = 0;
  const latencyOnline: number[] = [];
  const latencyAll: number[] = [];
  // When each accepted scan of a code left the scanner, in order, and whether the network was down then.
  const sends = new Map<string, { at: number; offline: boolean }[]>();
  const recordedSoFar = new Map<string, number>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/clearway/scan-records') || response.request().method() !== 'POST') return;
    const arrived = Date.now();
    try {
      const sent = JSON.parse(response.request().postData() ?? '{}') as { scans?: { clientScanId: string; scanCode: string }[] };
      const body = (await response.json()) as { data?: { results?: { clientScanId: string; status: string }[] } };
      const recorded = new Set((body.data?.results ?? []).filter((r) => r.status === 'recorded').map((r) => r.clientScanId));
      for (const scan of sent.scans ?? []) {
        if (!recorded.has(scan.clientScanId)) continue;
        const k = recordedSoFar.get(scan.scanCode) ?? 0;
        recordedSoFar.set(scan.scanCode, k + 1);
        const send = sends.get(scan.scanCode)?.[k];
        if (!send) continue;
        latencyAll.push(arrived - send.at);
        if (send.offline) lastOfflineRecordedAt = Math.max(lastOfflineRecordedAt, arrived);
        else latencyOnline.push(arrived - send.at);
      }
    } catch {
      // a reply cut by the network: the scans are sent again
    }
  });

  const keys = (await context.newCDPSession(page)) as unknown as KeySender;
  const inFlight: Promise<void>[] = [];
  const dialog = page.getByTestId('scan-repeat-code');
  let lastShown = '';
  // Answers the repeat confirm on screen, if any (a closing dialog still shows its last text: skip that one).
  const answerOpenConfirm = async (): Promise<void> => {
    if (!(await dialog.isVisible())) return;
    const shown = (await dialog.textContent()) ?? '';
    if (shown === lastShown) return;
    const expected = answers[answered];
    if (!expected || !shown.includes(expected.code)) throw new Error(`unexpected repeat confirm: ${shown} (expected ${expected?.code ?? 'none'})`);
    answered += 1;
    lastShown = shown;
    inFlight.push(wedgeKey(keys, expected.kind === 'cancel' ? 'Escape' : 'Enter'));
  };

  let offline = false;
  let pausedMs = 0;
  let offlineCheck: Promise<void> | undefined;
  // The person at the screen, apart from the scanner: answers confirms and watches the queue badge.
  let scanning = true;
  const watcher = (async () => {
    while (scanning) {
      await answerOpenConfirm();
      if (offline) maxQueued = Math.max(maxQueued, await queuedCount(page));
      await sleep(30);
    }
  })();
  await page.getByTestId('scan-input').focus();
  const started = Date.now();
  for (const [i, step] of plan.entries()) {
    const due = started + pausedMs + (i * 1000) / rate;
    if (Date.now() < due) await sleep(due - Date.now());
    const pauseStart = Date.now();
    if (options.cut && i === options.cut.from) {
      await context.setOffline(true);
      offline = true;
      // The person looks at the screen while the scanner goes on.
      if (options.whileOffline) offlineCheck = sleep(((options.cut.to - options.cut.from) * 500) / rate).then(() => options.whileOffline!(page));
    }
    if (options.cut && i === options.cut.to) {
      if (offlineCheck) await offlineCheck;
      await context.setOffline(false);
      offline = false;
      backOnlineAt = Date.now();
    }
    // Cutting the network is the harness's doing, not the scanner's: it does not count against the rate.
    pausedMs += Date.now() - pauseStart;
    if (step.kind !== 'cancel') sends.set(step.code, [...(sends.get(step.code) ?? []), { at: Date.now(), offline }]);
    inFlight.push(wedgeBurst(keys, step.code));
  }
  // From the first burst to the last: n - 1 intervals.
  const scannedFor = Math.max(1, Date.now() - started - pausedMs);
  scanning = false;
  await watcher;
  await Promise.all(inFlight);
  const pageLagMs = Date.now() - started - scannedFor;
  // The last repeats may still be waiting for an answer; then the queue drains.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    await answerOpenConfirm();
    const queued = await queuedCount(page);
    const busy = await page.locator('[data-testid="scan-line"][data-state="checking"], [data-testid="scan-line"][data-state="confirming"]').count();
    if (queued === 0 && busy === 0 && answered === answers.length) break;
    await sleep(20);
  }
  await Promise.all(inFlight);
  // The queue has drained when the last scan made offline was recorded.
  const drainMs = backOnlineAt !== undefined && lastOfflineRecordedAt ? lastOfflineRecordedAt - backOnlineAt : undefined;
  return { sent: plan.length, confirmsShown: answered, maxQueued, drainMs, rate: ((plan.length - 1) * 1000) / scannedFor, pageLagMs, latencyOnline, latencyAll };
}

/** What the server holds for codes starting with `prefix` (of a scan type or verdict, when given): code → number of records. */
export async function recordedCounts(page: Page, prefix: string, filters: { scanType?: string; verdict?: string } = {}): Promise<Map<string, number>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const counts = new Map<string, number>();
  for (let currentPage = 1; ; currentPage++) {
    const reply = await page.request.post('/api/bdtibs/dataQuery/findPageByCallId', {
      headers: { authorization: `Bearer ${token}` },
      form: { qid: 'FIND_SCAN_RECORD', scanCode: prefix, ...filters, currentPage, pageSize: 1000 },
    });
    const data = (await reply.json()).data as { list: { scanCode: string }[]; total: number };
    for (const row of data.list) if (row.scanCode.startsWith(prefix)) counts.set(row.scanCode, (counts.get(row.scanCode) ?? 0) + 1);
    if (currentPage * 1000 >= data.total) break;
  }
  return counts;
}

/** Lost (expected, not recorded) and doubled (recorded beyond what was expected) scans. */
export function compareCounts(expected: Map<string, number>, recorded: Map<string, number>): { recorded: number; lost: number; doubled: number } {
  let lost = 0;
  let doubled = 0;
  let total = 0;
  for (const [code, count] of recorded) {
    total += count;
    doubled += Math.max(0, count - (expected.get(code) ?? 0));
  }
  for (const [code, count] of expected) lost += Math.max(0, count - (recorded.get(code) ?? 0));
  return { recorded: total, lost, doubled };
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
