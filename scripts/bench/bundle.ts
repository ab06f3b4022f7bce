import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { loadEntityFiles } from '../../schemas/load-entity-files';

/**
 * Gzipped JavaScript per screen, measured the way a browser meets it: starts the built app on a fresh data folder,
 * opens /login in Chromium and sums the gzip size of every script it loaded; then signs in and reports what the
 * layout and the workbench add, what the layout fetches in idle time after (the schema engine's runtime: antd's
 * table, Formily), and what the first list page adds when the person opens it from the layout (in the app, no
 * reload). The journey's total, login → first list page, is every script fetched on the way. Then it opens each
 * schema page (a full load, signed in) and reports what it adds over the workbench and its idle fetch: the runtime
 * every schema page shares, if the idle fetch missed it, and the page's own. Run `npm run build` first (or point
 * CLEARWAY_STATIC_DIR at another build folder); BENCH_LOCALE sets the browser's language (default: Chromium's).
 *
 * Goals (issue 10): the login page at most 200 KB gzipped; login → first list page at most 420 KB in all. Budget
 * (docs/architecture.md): each schema page adds at most 60 KB gzipped.
 */
const port = Number(process.env.BENCH_PORT || 8190);
const base = `http://localhost:${port}`;
const dist = path.resolve(process.env.CLEARWAY_STATIC_DIR || 'dist');
const LOGIN_GOAL_KB = 200;
const JOURNEY_GOAL_KB = 420;
const PAGE_BUDGET_KB = 60;

function gzipSize(urlPath: string): number {
  const file = path.join(dist, new URL(urlPath, base).pathname);
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/clearway/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** The scripts a full load of a signed-in route fetches (the page waits for the network to go quiet). */
async function scriptsOf(page: Page, scripts: Set<string>, route: string): Promise<string[]> {
  scripts.clear();
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await page.getByTestId('top-bar').waitFor();
  await page.waitForTimeout(3000); // and the idle-time prefetch
  return [...scripts];
}

const kb = (list: string[]) => list.reduce((sum, s) => sum + gzipSize(s), 0) / 1024;

function printScripts(list: string[]): void {
  for (const s of [...list].sort()) console.log(`  ${s}  ${(gzipSize(s) / 1024).toFixed(1)} KB`);
}

/** "met (37.2 KB to spare)" or "MISSED by 12.0 KB". */
function againstGoal(value: number, goal: number): string {
  return value <= goal ? `met, ${(goal - value).toFixed(1)} KB to spare` : `MISSED by ${(value - goal).toFixed(1)} KB`;
}

/** Whether something already answers on the bench's port (a server left over would serve another build). */
async function portTaken(): Promise<boolean> {
  try {
    await fetch(`${base}/api/clearway/health`);
    return true;
  } catch {
    return false;
  }
}

/** Stops the server's process group: SIGTERM, then SIGKILL if it has not gone after 5 s. */
async function stop(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 50 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive()) process.kill(-pid, 'SIGKILL');
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('run `npm run build` first');
  if (await portTaken()) throw new Error(`port ${port} is taken (a server left running?): stop it or set BENCH_PORT`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-bench-'));
  // Its own process group, so stopping it stops tsx's child too.
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], { env: { ...process.env, CLEARWAY_DEV_TOOLS: '1', CLEARWAY_STATIC_DIR: dist, PORT: String(port), CLEARWAY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore', detached: true });
  try {
    await waitForHealth();
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    // The interface language follows the browser's (BENCH_LOCALE, e.g. zh-CN); only that language's texts load.
    const page = await browser.newPage(process.env.BENCH_LOCALE ? { locale: process.env.BENCH_LOCALE } : {});
    const scripts = new Set<string>();
    const journey = new Set<string>();
    page.on('response', (response) => {
      const url = response.url();
      if (url.startsWith(base) && url.endsWith('.js')) {
        scripts.add(new URL(url).pathname);
        journey.add(new URL(url).pathname);
      }
    });
    const captcha = page.waitForRequest((r) => r.url().includes('generateImageCaptcha'));
    await page.goto(`${base}/login`);
    await page.getByTestId('login-submit').waitFor();
    await page.waitForLoadState('networkidle');
    const loginScripts = [...scripts];
    console.log(`interface language: ${await page.evaluate(() => document.documentElement.lang)}`);
    const loginKb = kb(loginScripts);
    console.log(`login page: ${loginScripts.length} scripts, ${loginKb.toFixed(1)} KB gzipped (goal ${LOGIN_GOAL_KB} KB: ${againstGoal(loginKb, LOGIN_GOAL_KB)})`);
    printScripts(loginScripts);

    const randomCode = new URL((await captcha).url()).searchParams.get('randomCode')!;
    const answer = (await (await fetch(`${base}/api/clearway/dev/captcha/${randomCode}`)).json()).data.answer as string;
    scripts.clear();
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill('admin1234');
    await page.getByTestId('login-captcha').fill(answer);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('top-bar').waitFor();
    await page.waitForLoadState('networkidle');
    const layout = [...scripts];
    console.log(`sign-in, layout and workbench add: ${layout.length} scripts, ${kb(layout).toFixed(1)} KB gzipped`);
    printScripts(layout);

    // The layout fetches the schema engine's chunk when the browser is idle (prefetchSchemaPages).
    scripts.clear();
    await page.waitForTimeout(5000);
    const idle = [...scripts];
    console.log(`fetched in idle time after the layout (the schema engine, for the first schema page): ${idle.length} scripts, ${kb(idle).toFixed(1)} KB gzipped`);
    printScripts(idle);

    // The first list page, opened in the app as the menu does (a history entry the router follows, no reload).
    const routes = loadEntityFiles().map(({ json }) => (json as { route?: string }).route).filter((route): route is string => !!route);
    const firstList = routes[0]!;
    scripts.clear();
    await page.evaluate((route) => {
      window.history.pushState(null, '', route);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, firstList);
    await page.getByTestId('schema-list').waitFor();
    await page.waitForLoadState('networkidle');
    const list = [...scripts];
    console.log(`first list page ${firstList}, opened from the layout, adds: ${list.length} scripts, ${kb(list).toFixed(1)} KB gzipped`);
    printScripts(list);
    const journeyKb = kb([...journey]);
    console.log(`login → first list page in all: ${journey.size} scripts, ${journeyKb.toFixed(1)} KB gzipped (goal ${JOURNEY_GOAL_KB} KB: ${againstGoal(journeyKb, JOURNEY_GOAL_KB)})`);

    const shell = new Set([...loginScripts, ...(await scriptsOf(page, scripts, '/workbench'))]);
    const pages = new Map<string, string[]>();
    for (const route of routes) pages.set(route, (await scriptsOf(page, scripts, route)).filter((s) => !shell.has(s)));
    // What every schema page loads beyond the shell is the engine's runtime, shared and loaded once.
    const runtime = [...pages.values()].reduce<string[]>((common, own) => common.filter((s) => own.includes(s)), [...pages.values()][0] ?? []);
    if (runtime.length) {
      console.log(`schema engine runtime not prefetched (loaded once, with the first schema page): ${runtime.length} scripts, ${kb(runtime).toFixed(1)} KB gzipped`);
      printScripts(runtime);
    }
    for (const [route, all] of pages) {
      const own = all.filter((s) => !runtime.includes(s));
      console.log(`schema page ${route}: adds ${kb(own).toFixed(1)} KB gzipped (budget ${PAGE_BUDGET_KB} KB: ${kb(own) <= PAGE_BUDGET_KB ? 'met' : 'MISSED'})${runtime.length ? `; ${kb(all).toFixed(1)} KB on a first visit with the runtime` : ''}`);
      printScripts(own);
    }
    await browser.close();

    console.log('');
    console.log(`SUMMARY  login page: ${loginKb.toFixed(1)} KB gzipped, goal ≤ ${LOGIN_GOAL_KB} KB: ${againstGoal(loginKb, LOGIN_GOAL_KB)}`);
    console.log(`SUMMARY  login → first list page (${firstList}) in all: ${journeyKb.toFixed(1)} KB gzipped, goal ≤ ${JOURNEY_GOAL_KB} KB: ${againstGoal(journeyKb, JOURNEY_GOAL_KB)}`);
  } finally {
    await stop(server.pid!);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
