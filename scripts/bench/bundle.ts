import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * Gzipped JavaScript per screen, measured the way a browser meets it: starts the built app on a fresh data folder,
 * opens /login in Chromium and sums the gzip size of every script it loaded; then signs in and reports what the
 * layout and the workbench add. Run `npm run build` first. Budget (ARCHITECTURE.md): login at most 300 KB gzipped.
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

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-bench-'));
  // Its own process group, so stopping it stops tsx's child too.
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], { env: { ...process.env, PORT: String(port), CLEARWAY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore', detached: true });
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
