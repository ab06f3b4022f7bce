import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { entityFiles } from '../../schemas/index';

/**
 * Gzipped JavaScript per screen, measured the way a browser meets it: starts the built app on a fresh data folder,
 * opens /login in Chromium and sums the gzip size of every script it loaded; then signs in and reports what the
 * layout and the workbench add, and what the layout fetches in idle time after (the schema engine's runtime: antd's
 * table, Formily); then opens each schema page (a full load, signed in) and reports what it adds over the workbench
 * and its idle fetch: the runtime every schema page shares, if the idle fetch missed it, and the page's own. Run `npm run build` first. Budgets (ARCHITECTURE.md): login at
 * most 300 KB gzipped; each schema page adds at most 60 KB gzipped.
 */
const port = Number(process.env.BENCH_PORT || 8190);
const base = `http://localhost:${port}`;
const dist = path.resolve('dist');

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

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-bench-'));
  // Its own process group, so stopping it stops tsx's child too.
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], { env: { ...process.env, CLEARWAY_DEV_TOOLS: '1', PORT: String(port), CLEARWAY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore', detached: true });
  try {
    await waitForHealth();
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = response.url();
      if (url.startsWith(base) && url.endsWith('.js')) scripts.add(new URL(url).pathname);
    });
    const captcha = page.waitForRequest((r) => r.url().includes('generateImageCaptcha'));
    await page.goto(`${base}/login`);
    await page.getByTestId('login-submit').waitFor();
    await page.waitForLoadState('networkidle');
    const loginScripts = [...scripts];
    const loginBytes = loginScripts.reduce((sum, s) => sum + gzipSize(s), 0);
    console.log(`login page: ${loginScripts.length} scripts, ${(loginBytes / 1024).toFixed(1)} KB gzipped (budget 300 KB)`);
    for (const s of loginScripts.sort()) console.log(`  ${s}  ${(gzipSize(s) / 1024).toFixed(1)} KB`);

    const randomCode = new URL((await captcha).url()).searchParams.get('randomCode')!;
    const answer = (await (await fetch(`${base}/api/clearway/dev/captcha/${randomCode}`)).json()).data.answer as string;
    scripts.clear();
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill('admin1234');
    await page.getByTestId('login-captcha').fill(answer);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('top-bar').waitFor();
    await page.goto(`${base}/workbench`, { waitUntil: 'networkidle' });
    const added = [...scripts].filter((s) => !loginScripts.includes(s));
    const addedBytes = added.reduce((sum, s) => sum + gzipSize(s), 0);
    console.log(`layout and workbench add: ${added.length} scripts, ${(addedBytes / 1024).toFixed(1)} KB gzipped`);
    for (const s of added.sort()) console.log(`  ${s}  ${(gzipSize(s) / 1024).toFixed(1)} KB`);

    // The layout fetches the schema engine's chunk when the browser is idle (prefetchSchemaPages).
    scripts.clear();
    await page.waitForTimeout(5000);
    const idle = [...scripts];
    console.log(`fetched in idle time after the layout (the schema engine, for the first schema page): ${idle.length} scripts, ${(idle.reduce((sum, s) => sum + gzipSize(s), 0) / 1024).toFixed(1)} KB gzipped`);
    for (const s of idle.sort()) console.log(`  ${s}  ${(gzipSize(s) / 1024).toFixed(1)} KB`);

    const shell = new Set([...loginScripts, ...(await scriptsOf(page, scripts, '/workbench'))]);
    const routes = entityFiles.map(({ json }) => (json as { route?: string }).route).filter((route): route is string => !!route);
    const pages = new Map<string, string[]>();
    for (const route of routes) pages.set(route, (await scriptsOf(page, scripts, route)).filter((s) => !shell.has(s)));
    // What every schema page loads beyond the shell is the engine's runtime, shared and loaded once.
    const runtime = [...pages.values()].reduce<string[]>((common, list) => common.filter((s) => list.includes(s)), [...pages.values()][0] ?? []);
    const kb = (list: string[]) => (list.reduce((sum, s) => sum + gzipSize(s), 0) / 1024).toFixed(1);
    if (runtime.length) {
      console.log(`schema engine runtime not prefetched (loaded once, with the first schema page): ${runtime.length} scripts, ${kb(runtime)} KB gzipped`);
      for (const s of runtime.sort()) console.log(`  ${s}  ${(gzipSize(s) / 1024).toFixed(1)} KB`);
    }
    for (const [route, list] of pages) {
      const own = list.filter((s) => !runtime.includes(s));
      const ownKb = Number(kb(own));
      console.log(`schema page ${route}: adds ${kb(own)} KB gzipped (budget 60 KB: ${ownKb <= 60 ? 'met' : 'MISSED'})${runtime.length ? `; ${kb(list)} KB on a first visit with the runtime` : ''}`);
      for (const s of own.sort()) console.log(`  ${s}  ${(gzipSize(s) / 1024).toFixed(1)} KB`);
    }
    await browser.close();
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
