import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signInForBench, startAppUnderBench, type AppUnderBench } from './app-under-bench';
import { compareCounts, expectedCounts, percentile, recordedCounts, runWedgeScanner, scanPlan, type PlannedScan, type WedgeRun } from './wedge-scanner';

/**
 * The scan box under a wedge scanner at 20 scans a second (issue 5): builds the app, starts the real server on a
 * temporary data folder, logs in as the operator in Chromium, opens /putScan and types SCANS scans as wedge bursts
 * (the code's keys, then Enter) every 50 ms, with repeats (confirmed, some cancelled) and a network cut in the middle
 * (context.setOffline). Then it asks the server what it recorded and prints: scans sent, recorded, lost, doubled, the
 * time to drain the offline queue, and scan-to-recorded latency (p50/p95, online scans; and over all scans).
 * The scanner is scripts/bench/wedge-scanner.ts, which the scan journeys run too. Not part of `npm test`.
 *
 * Then the loading session (issue 15): the administrator creates PARCELS confirmed 2C orders of site SZ001 (route
 * R2C002; setup, timed apart), and the SZ001 operator scans each in on /putScan, onto pallets of 100 on /loadScan (each
 * pallet made through the API and picked above the scan box), closes the pallets with their count and weight through
 * the `close` command, and scans each out on /scanOut: 3 × PARCELS new scans, a network cut in each stage. Printed per
 * stage and overall: scans sent, recorded, lost, doubled, refused (should be 0), the offline queue's peak and drain,
 * and scanner-to-recorded latency. The picker asks the server, so the load stage's cut stays inside one pallet: the
 * CUT_FROM–CUT_TO window clipped to the pallet it overlaps most (cutInChunk). Exit code 1 when a scan of either session
 * is lost or doubled.
 *
 *   npm run bench:scan                 (both sessions; SESSION=putIn|loading runs one)
 *     SCANS=400                        the put-in session's scans
 *     PARCELS=667                      the loading session's parcels (3 scans each)
 *     RATE=20 CUT_FROM=0.4 CUT_TO=0.6  scans a second; the network cut, as shares of a stage's scans (both sessions)
 *     BENCH_PORT=8197 CLEARWAY_STATIC_DIR=…  the server's port; a built app (skips the build); CHROMIUM_PATH
 */


// ---- the benchmark itself -------------------------------------------------------------------------------------

/** What a session needs: the browser, the server's address and the settings read from the environment. */
interface SessionSetup {
  browser: Browser;
  base: string;
  rate: number;
  cutFrom: number;
  cutTo: number;
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

/** A fresh browser context signed in as `username`, with its page. */
async function signedIn(setup: SessionSetup, username: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await setup.browser.newContext({ baseURL: setup.base, locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInForBench(page, username, password);
  return { context, page };
}

/** The put-in session (issue 5): SCANS scans on /putScan with repeats (confirmed, some cancelled) and a network cut. Answers whether none was lost or doubled. */
async function putInSession(setup: SessionSetup, scans: number): Promise<boolean> {
  const { rate } = setup;
  const cut = { from: Math.floor(scans * setup.cutFrom), to: Math.floor(scans * setup.cutTo) };
  const { context, page } = await signedIn(setup, 'operator', 'operator1234');
  await page.goto('/putScan');
  await page.getByTestId('scan-input').waitFor();
  const prefix = `BENCH${Date.now().toString(36).toUpperCase()}-`;
  const plan = scanPlan(prefix, scans);
  const run = await runWedgeScanner(page, context, plan, { rate, cut });
  const result = compareCounts(expectedCounts(plan), await recordedCounts(page, prefix));
  const expected = [...expectedCounts(plan).values()].reduce((a, b) => a + b, 0);
  const f = ms;
  console.log(`scan box: ${scans} wedge scans at ${rate}/s (sent at ${run.rate.toFixed(1)}/s; the page had taken every key ${f(run.pageLagMs)} after the last burst), repeats every 10th (1 in 3 cancelled), network cut for scans ${cut.from}–${cut.to - 1}`);
  console.log(`  scans sent        ${run.sent}  (repeat confirms shown and answered: ${run.confirmsShown})`);
  console.log(`  records expected  ${expected}`);
  console.log(`  recorded          ${result.recorded}`);
  console.log(`  lost              ${result.lost}`);
  console.log(`  doubled           ${result.doubled}`);
  console.log(`  queued offline    up to ${run.maxQueued}; drained ${run.drainMs === undefined ? '—' : f(run.drainMs)} after the network came back`);
  console.log(`  scanner-to-recorded  online scans: p50 ${f(percentile(run.latencyOnline, 50))}, p95 ${f(percentile(run.latencyOnline, 95))} (n=${run.latencyOnline.length}); all scans: p50 ${f(percentile(run.latencyAll, 50))}, p95 ${f(percentile(run.latencyAll, 95))}`);
  console.log(`  ${result.lost === 0 && result.doubled === 0 ? 'meets' : 'MISSES'} the goal: 0 lost, 0 doubled`);
  await context.close();
  return result.lost === 0 && result.doubled === 0;
}

// ---- the loading session (issue 15) ---------------------------------------------------------------------------

/** Parcels a pallet takes in the loading session. */
const PALLET_SIZE = 100;

/** Several runs of one stage (one per pallet) as one: the sums, the largest queue and drain, the rate weighted by scans. */
export function joinRuns(runs: readonly WedgeRun[]): WedgeRun {
  const sent = runs.reduce((n, run) => n + run.sent, 0);
  const drains = runs.flatMap((run) => (run.drainMs === undefined ? [] : [run.drainMs]));
  return {
    sent,
    confirmsShown: runs.reduce((n, run) => n + run.confirmsShown, 0),
    maxQueued: Math.max(0, ...runs.map((run) => run.maxQueued)),
    drainMs: drains.length ? Math.max(...drains) : undefined,
    rate: runs.reduce((n, run) => n + run.rate * run.sent, 0) / Math.max(1, sent),
    pageLagMs: Math.max(0, ...runs.map((run) => run.pageLagMs)),
    latencyOnline: runs.flatMap((run) => run.latencyOnline),
    latencyAll: runs.flatMap((run) => run.latencyAll),
  };
}

/**
 * Where the loading stage's network cut falls: the picker above the scan box asks the server for the pallet, so the
 * network cannot be down while the next pallet is picked. The stage's window [from, to) is clipped to the pallet's
 * chunk it overlaps most, strictly inside it (the chunk's first scan is made online, and the network is back for its
 * last). Indexes are the chunk's own; none when the window leaves no room.
 *
 * @example cutInChunk({ from: 266, to: 400 }, 100, 667) // { chunk: 3, from: 1, to: 99 }
 */
export function cutInChunk(window: { from: number; to: number }, chunkSize: number, total: number): { chunk: number; from: number; to: number } | undefined {
  let best: { chunk: number; overlap: number } | undefined;
  for (let chunk = 0; chunk * chunkSize < total; chunk++) {
    const start = chunk * chunkSize;
    const overlap = Math.min(window.to, start + chunkSize, total) - Math.max(window.from, start);
    if (overlap > 0 && (!best || overlap > best.overlap)) best = { chunk, overlap };
  }
  if (!best) return undefined;
  const start = best.chunk * chunkSize;
  const end = Math.min(start + chunkSize, total);
  const from = Math.max(window.from, start + 1) - start;
  const to = Math.min(window.to, end - 1) - start;
  return to > from ? { chunk: best.chunk, from, to } : undefined;
}

/** A call to the API with the page's login (the `token` cookie), answering the HTTP status and the body. */
async function callApi(page: Page, url: string, data: unknown): Promise<{ http: number; body: { code?: number; message?: string; data?: Record<string, unknown> } }> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const reply = await page.request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  return { http: reply.status(), body: await reply.json() };
}

/** Creates a confirmed 2C order of site SZ001 (route R2C002) per code, ten at a time, as the desk would. */
async function createOrders(page: Page, codes: readonly string[]): Promise<void> {
  for (let i = 0; i < codes.length; i += 10) {
    await Promise.all(codes.slice(i, i + 10).map(async (trackingNo, j) => {
      const { body } = await callApi(page, '/api/bdtibs/order/saveTwoCOrder', {
        customerCode: 'KH10001', productCode: 'BBCSTD', routeCode: 'R2C002', trackingNo, customerOrderNo: `LB-${trackingNo}`, orderTime: new Date().toISOString(),
        consignee: '陈晨', consigneeTelephone: `139${String(10_000_000 + i + j).slice(-8)}`, consigneeAddress: `福田区桃花路 ${i + j + 1} 号`, consigneeCity: '深圳市', weight: 1.25,
        goods: [{ gnum: 1, itemNo: 'SKU-B', itemName: '保湿面霜 50ml', hsCode: '3304990099', qty: 1, price: 99 }],
      });
      if (body.code !== 200) throw new Error(`order ${trackingNo} not created: ${body.message}`);
    }));
  }
}

/** Picks a load unit in the picker above the scan box by typing its number, as a person does; then the box has the focus back. */
async function pickUnit(page: Page, code: string): Promise<void> {
  const select = page.getByTestId('scan-context');
  const combobox = select.getByRole('combobox');
  for (let tries = 1; ; tries++) {
    try {
      await select.click();
      await combobox.fill('');
      await combobox.pressSequentially(code);
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: code }).click({ timeout: 5_000 });
      break;
    } catch (error) {
      if (tries >= 8) throw error;
    }
  }
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'scan-input', undefined, { timeout: 10_000 });
}

/** Opens a scan page and scans every code once as new, at the session's rate, with the network cut as told. */
async function scanCodes(page: Page, path: string | undefined, codes: readonly string[], rate: number, cut?: { from: number; to: number }): Promise<WedgeRun> {
  if (path) {
    await page.goto(path);
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'scan-input', undefined, { timeout: 30_000 });
  }
  return runWedgeScanner(page, page.context(), codes.map((code): PlannedScan => ({ code, kind: 'new' })), { rate, ...(cut ? { cut } : {}) });
}

/** One stage's figures: how its scans went, what the server recorded of them, the refused among them. */
interface StageFigures {
  name: string;
  run: WedgeRun;
  cut: string;
  counts: { recorded: number; lost: number; doubled: number };
  refused: number;
}

async function stageFigures(page: Page, name: string, scanType: string, prefix: string, codes: readonly string[], run: WedgeRun, cut: string): Promise<StageFigures> {
  const counts = compareCounts(new Map(codes.map((code) => [code, 1])), await recordedCounts(page, prefix, { scanType }));
  const refused = [...(await recordedCounts(page, prefix, { scanType, verdict: 'refused' })).values()].reduce((a, b) => a + b, 0);
  return { name, run, cut, counts, refused };
}

function printStages(stages: readonly StageFigures[]): void {
  const sum = (pick: (stage: StageFigures) => number) => stages.reduce((n, stage) => n + pick(stage), 0);
  const all: StageFigures = {
    name: 'overall', run: joinRuns(stages.map((stage) => stage.run)), cut: '',
    counts: { recorded: sum((s) => s.counts.recorded), lost: sum((s) => s.counts.lost), doubled: sum((s) => s.counts.doubled) }, refused: sum((s) => s.refused),
  };
  const p = (values: number[], at: number) => ms(percentile(values, at)).replace(' ms', '');
  console.log('  stage     sent  recorded  lost  doubled  refused  queue peak  drained   online p50/p95 ms (n)   all p50/p95 ms');
  for (const { name, run, counts, refused } of [...stages, all]) {
    console.log(`  ${name.padEnd(8)} ${String(run.sent).padStart(5)}  ${String(counts.recorded).padStart(8)}  ${String(counts.lost).padStart(4)}  ${String(counts.doubled).padStart(7)}  ${String(refused).padStart(7)}  ${String(run.maxQueued).padStart(10)}  ${ms(run.drainMs).padStart(8)}`
      + `   ${`${p(run.latencyOnline, 50)} / ${p(run.latencyOnline, 95)} (${run.latencyOnline.length})`.padEnd(22)}  ${p(run.latencyAll, 50)} / ${p(run.latencyAll, 95)}`);
  }
  for (const stage of stages) console.log(`  ${stage.name}: sent at ${stage.run.rate.toFixed(1)}/s, the page had taken every key ${ms(stage.run.pageLagMs)} after the last burst; ${stage.cut}`);
  const ok = all.counts.lost === 0 && all.counts.doubled === 0;
  console.log(`  ${ok && all.refused === 0 ? 'meets' : 'MISSES'} the goal: 0 lost, 0 doubled, 0 refused (drained: the longest stage's)`);
}

/**
 * The loading session (issue 15): PARCELS parcels (default 667) put in, loaded onto pallets of 100 picked above the
 * scan box, the pallets closed, and scanned out, as the SZ001 operator: 3 × PARCELS new scans, a network cut in each
 * stage. Answers whether none was lost or doubled.
 */
async function loadingSession(setup: SessionSetup, parcels: number): Promise<boolean> {
  const { rate } = setup;
  const prefix = `LB${Date.now().toString(36).toUpperCase()}`;
  const codes = Array.from({ length: parcels }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  const window = { from: Math.floor(parcels * setup.cutFrom), to: Math.floor(parcels * setup.cutTo) };
  const describe = (cut: { from: number; to: number }) => `network cut for scans ${cut.from}–${cut.to - 1}`;
  console.log(`loading session: ${parcels} parcels, ${3 * parcels} wedge scans at ${rate}/s as the SZ001 operator: put-in, load onto pallets of ${PALLET_SIZE} picked above the scan box, close, out; a network cut in each stage`);

  const desk = await signedIn(setup, 'admin', 'admin1234');
  let started = Date.now();
  await createOrders(desk.page, codes);
  console.log(`  setup: ${parcels} confirmed 2C orders of SZ001 created in ${((Date.now() - started) / 1000).toFixed(1)} s (10 at a time; not part of the figures)`);
  await desk.context.close();

  const { context, page } = await signedIn(setup, 'operator', 'operator1234');
  const stages: StageFigures[] = [];
  const putIn = await scanCodes(page, '/putScan', codes, rate, window);
  stages.push(await stageFigures(page, 'put-in', 'putIn', prefix, codes, putIn, describe(window)));

  started = Date.now();
  const pallets: { id: unknown; unitCode: string; codes: string[] }[] = [];
  for (let i = 0; i < codes.length; i += PALLET_SIZE) {
    const { body } = await callApi(page, '/api/bdtwms/loadUnit/saveLoadUnit', { unitType: 'pallet' });
    if (body.code !== 200) throw new Error(`pallet not created: ${body.message}`);
    pallets.push({ id: body.data?.id, unitCode: String(body.data?.unitCode), codes: codes.slice(i, i + PALLET_SIZE) });
  }
  console.log(`  setup: ${pallets.length} pallets created in ${Date.now() - started} ms`);
  const cut = cutInChunk(window, PALLET_SIZE, parcels);
  await page.goto('/loadScan');
  await page.getByTestId('scan-context').waitFor();
  const loads: WedgeRun[] = [];
  for (const [i, pallet] of pallets.entries()) {
    await pickUnit(page, pallet.unitCode);
    loads.push(await scanCodes(page, undefined, pallet.codes, rate, cut?.chunk === i ? cut : undefined));
  }
  const loadCut = cut ? `${describe({ from: cut.chunk * PALLET_SIZE + cut.from, to: cut.chunk * PALLET_SIZE + cut.to })} (inside pallet ${cut.chunk + 1} of ${pallets.length}: the picker needs the network)` : 'no network cut';
  stages.push(await stageFigures(page, 'load', 'load', prefix, codes, joinRuns(loads), loadCut));

  started = Date.now();
  for (const pallet of pallets) {
    const params = { countedPieces: pallet.codes.length, weighedWeight: Math.round(pallet.codes.length * 125) / 100 };
    const { http, body } = await callApi(page, '/api/clearway/entity/operate.loadingStowage/command/close', { rows: [{ id: pallet.id }], params });
    // A refusal is reported, not thrown: the out stage then shows what it costs.
    if (http !== 200 || body.code !== 200) console.log(`  close ${pallet.unitCode} REFUSED (${http}): ${body.message} ${JSON.stringify(body.data?.fields ?? {})}`);
  }
  console.log(`  setup: ${pallets.length} pallets closed with their counts and weights (1.25 kg each) in ${Date.now() - started} ms`);

  const out = await scanCodes(page, '/scanOut', codes, rate, window);
  stages.push(await stageFigures(page, 'out', 'out', prefix, codes, out, describe(window)));
  await context.close();
  printStages(stages);
  return stages.every((stage) => stage.counts.lost === 0 && stage.counts.doubled === 0);
}

async function main(): Promise<void> {
  const session = process.env.SESSION || 'both';
  if (!['both', 'putIn', 'loading'].includes(session)) throw new Error(`SESSION=${session}: putIn, loading, or unset for both`);
  const port = Number(process.env.BENCH_PORT || 8197);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--autoplay-policy=no-user-gesture-required'] });
  let app: AppUnderBench | undefined;
  try {
    app = await startAppUnderBench('scan', port);
    const base = app.base;
    const setup: SessionSetup = { browser, base, rate: Number(process.env.RATE || 20), cutFrom: Number(process.env.CUT_FROM || 0.4), cutTo: Number(process.env.CUT_TO || 0.6) };
    let ok = true;
    if (session !== 'loading') ok = (await putInSession(setup, Number(process.env.SCANS || 400))) && ok;
    if (session === 'both') console.log('');
    if (session !== 'putIn') ok = (await loadingSession(setup, Number(process.env.PARCELS || 667))) && ok;
    if (!ok) process.exitCode = 1;
  } finally {
    await browser.close();
    await app?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack ?? error.message : error);
    process.exit(1);
  });
}
