import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from '@playwright/test';
import { serveFolder } from './serve-folder';

/** What a browser benchmark's body is handed: the page's address and a fresh page per variant. */
export interface BenchBrowser {
  browser: Browser;
  base: string;
  /** Opens `base + query` in a fresh 1366×900 context, runs `use`, warns of page errors and closes the context. */
  withPage<T>(query: string, use: (page: Page) => Promise<T>): Promise<T>;
}

/**
 * The frame every browser benchmark shares: builds the bench page in `scripts/bench/<folder>/` with Vite into a temp
 * folder, serves it on a loopback port, launches Chromium, runs `body`, and cleans up; a failure exits with status 1.
 */
export function runBrowserBench(folder: string, body: (bench: BenchBrowser) => Promise<void>): void {
  run(folder, body).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

async function run(folder: string, body: (bench: BenchBrowser) => Promise<void>): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `clearway-${folder}-bench-`));
  const server = await buildAndServe(folder, outDir);
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    try {
      await body({ browser, base, withPage: (query, use) => withPage(browser, base + query, use) });
    } finally {
      await browser.close();
    }
  } finally {
    server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

async function buildAndServe(folder: string, outDir: string) {
  await build({ root: path.resolve('scripts/bench', folder), configFile: false, logLevel: 'warn', base: './', plugins: [react()], build: { outDir, emptyOutDir: true, sourcemap: false } });
  return serveFolder(outDir);
}

async function withPage<T>(browser: Browser, url: string, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    const result = await use(page);
    if (errors.length) console.warn(`${url}: page errors: ${errors.join('; ')}`);
    return result;
  } finally {
    await context.close();
  }
}

/** The median of the figures (the middle one, or the mean of the middle two). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
