import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The real app for a browser benchmark: the built browser app (CLEARWAY_STATIC_DIR, or built now with Vite into a temp
 * folder) served by the real server on a fresh data folder, with the development peeks on (the login captcha's answer).
 */
export interface AppUnderBench {
  base: string;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/clearway/health`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error('the server did not start within 2 minutes');
}

/** Builds (unless CLEARWAY_STATIC_DIR names a built app) and starts the app on `port`; `close` stops it and removes the folders. */
export async function startAppUnderBench(name: string, port: number, env: Record<string, string> = {}): Promise<AppUnderBench> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `clearway-bench-${name}-`));
  let staticDir = process.env.CLEARWAY_STATIC_DIR;
  if (!staticDir) {
    staticDir = path.join(work, 'dist');
    const { build } = await import('vite');
    await build({ logLevel: 'warn', build: { outDir: staticDir, emptyOutDir: true } });
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // (vite's build sets NODE_ENV=production in this process; the server must not take it: the login captcha's test
    // answer is only served outside production)
    env: { ...process.env, NODE_ENV: 'development', CLEARWAY_DEV_TOOLS: '1', PORT: String(port), HOST: '127.0.0.1', CLEARWAY_DATA_DIR: path.join(work, 'data'), CLEARWAY_STATIC_DIR: staticDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await close();
    throw error;
  }
  return { base, close };
}

/** Signs in through the login page, reading the captcha's answer from the development peek. */
export async function signInForBench(page: Page, username: string, password: string): Promise<void> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/generateImageCaptcha')) asked.push(new URL(request.url()).searchParams.get('randomCode') ?? '');
  });
  await page.goto('/login');
  await page.getByTestId('login-captcha').waitFor();
  let answer = '';
  for (let tries = 0; tries < 50 && !answer; tries++) {
    const randomCode = asked[asked.length - 1];
    if (randomCode) answer = ((await (await page.request.get(`/api/clearway/dev/captcha/${randomCode}`)).json()).data?.answer as string | undefined) ?? '';
    if (!answer) await sleep(100);
  }
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-captcha').fill(answer);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('top-bar').waitFor().catch(async (error: unknown) => {
    await page.screenshot({ path: `/tmp/bench-login-${username}.png` });
    console.error(await page.locator('body').innerText());
    throw error;
  });
}
