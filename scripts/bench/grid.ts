import type { Page } from '@playwright/test';
import { median, runBrowserBench } from './browser-bench';

/**
 * The editable grid in Chromium (docs/schemas.md, "Editable grids"; the choice of grid: docs/operations.md), against
 * antd's documented editable-table pattern on the same goods columns, side by side in one run:
 *
 * - paste 1,000 rows (a spreadsheet's tab-separated text, a few bad HS codes among them) → read, checked and
 *   painted: from the paste event to two animation frames after the rows are in the DOM. Goal: under 1 s.
 * - typing in a cell of a 2,000-row grid (10 characters, then Enter, which keeps the value): the longest frame
 *   (requestAnimationFrame gaps) and the longest task. Goal: under 50 ms.
 *
 * Builds scripts/bench/grid/ with Vite into a temp folder, serves it on a loopback port, and runs each variant in a
 * fresh page, alternating for BENCH_ROUNDS rounds (medians reported). Not part of `npm test`.
 *
 *   npm run bench:grid
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const PASTE_ROWS = 1000;
const TYPING_ROWS = 2000;
const PASTE_GOAL_MS = 1000;
const FRAME_GOAL_MS = 50;


interface Figures { paste: number[]; pasteProblems: string; frame: number[]; task: number[] }
type GridApi = {
  mount(lines: number): Promise<void>;
  paste(lines: number): Promise<{ ms: number; problems: string }>;
  startFrames(): void;
  stopFrames(): Promise<{ frames: number; longestMs: number; longestTaskMs: number }>;
};
const api = (page: Page) => ({
  mount: (lines: number) => page.evaluate((n) => (window as unknown as { __grid: GridApi }).__grid.mount(n), lines),
  paste: (lines: number) => page.evaluate((n) => (window as unknown as { __grid: GridApi }).__grid.paste(n), lines),
  startFrames: () => page.evaluate(() => (window as unknown as { __grid: GridApi }).__grid.startFrames()),
  stopFrames: () => page.evaluate(() => (window as unknown as { __grid: GridApi }).__grid.stopFrames()),
});

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The 商品名称 cell of the sixth line in antd's table. */
const antdCell = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row[data-row-key="5"] td').nth(3);

async function measure(page: Page, variant: string, figures: Figures): Promise<void> {
  const grid = api(page);
  const step = (what: string) => process.env.BENCH_VERBOSE && console.log(`  ${variant}: ${what}`);
  step('mount 0');
  // Paste into an empty grid.
  await grid.mount(0);
  step('paste');
  const pasted = await grid.paste(PASTE_ROWS);
  figures.paste.push(pasted.ms);
  figures.pasteProblems = pasted.problems;
  // Type into a cell of a 2,000-row grid: 10 characters, then Enter.
  step('mount 2000');
  await grid.mount(TYPING_ROWS);
  step('type');
  if (variant === 'engine') await page.getByRole('gridcell', { name: '商品名称 6', exact: true }).click();
  else await antdCell(page).locator('.editable-cell-value-wrap').click();
  await page.waitForTimeout(200);
  await grid.startFrames();
  for (const key of 'abcdefghij') await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  const typed = await grid.stopFrames();
  figures.frame.push(typed.longestMs);
  figures.task.push(typed.longestTaskMs);
  const shown = variant === 'engine'
    ? await page.getByRole('gridcell', { name: '商品名称 6', exact: true }).textContent()
    : await antdCell(page).textContent();
  if (!shown?.includes('abcdefghij')) throw new Error(`${variant}: the typed text did not land (${shown})`);
}

runBrowserBench('grid', async ({ withPage }) => {
  const results: Record<string, Figures> = { engine: { paste: [], pasteProblems: '', frame: [], task: [] }, antd: { paste: [], pasteProblems: '', frame: [], task: [] } };
  for (let round = 0; round < ROUNDS; round++) for (const variant of ['engine', 'antd']) {
    await withPage(`?variant=${variant}`, async (page) => {
      await page.waitForFunction(() => (window as unknown as { __grid?: unknown }).__grid);
      await measure(page, variant, results[variant]!);
    });
  }
  console.log(`Editable grid, Chromium, median of ${ROUNDS} alternating rounds (goods lines of /entryQGDetail, 14 columns)`);
  console.log(`  paste ${PASTE_ROWS} rows → checked and painted (goal under ${PASTE_GOAL_MS} ms); typing in a ${TYPING_ROWS}-row grid, longest frame (goal under ${FRAME_GOAL_MS} ms)`);
  for (const [name, figures] of Object.entries(results)) {
    console.log(`  ${name.padEnd(6)} paste ${ms(median(figures.paste)).padStart(8)}  [${figures.paste.map((v) => v.toFixed(0)).join(', ')}]  ${figures.pasteProblems}`);
    console.log(`         typing: longest frame ${ms(median(figures.frame))} [${figures.frame.map((v) => v.toFixed(0)).join(', ')}], longest task ${ms(median(figures.task))}`);
  }
  const engine = results.engine!;
  const pasteOk = median(engine.paste) < PASTE_GOAL_MS;
  const frameOk = median(engine.frame) < FRAME_GOAL_MS;
  console.log(`  engine ${pasteOk ? 'meets' : 'MISSES'} the paste goal and ${frameOk ? 'meets' : 'MISSES'} the typing goal`);
});
