import { median, runBrowserBench } from './browser-bench';

/**
 * Data-to-paint of a 10,000-row and a 100,000-row list in Chromium (BENCH_SIZES, comma-separated, to choose): the
 * engine's ListPage for the sysparam schema (pageSize = the rows, virtual rows, fed by the in-memory source) against a
 * hand-written virtual antd Table with the same columns and rows, both in the same run. Builds scripts/bench/list-render/ with Vite into a temp folder, serves it on a loopback port, and opens
 * `?variant=engine` and `?variant=antd` each in a fresh browser context, alternating for BENCH_ROUNDS rounds; the
 * page does one warm-up and BENCH_RUNS timed runs (performance.now() from just before the data is set to two animation frames after the rows are in
 * the DOM), then scrolls the virtual list programmatically and reports frame times in `window.__benchResult`.
 * Goal: engine/antd at most 1.1 at every size, and the engine under 150 ms at 10,000 rows. Not part of `npm test`.
 *
 *   npm run bench:list-render
 */
const RUNS = Number(process.env.BENCH_RUNS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const GOAL_MS = 150;
const SIZES = (process.env.BENCH_SIZES || '10000,100000').split(',').map(Number).filter((n) => n > 0);
const GOAL_RATIO = 1.1;

interface ScrollResult { frames: number; averageMs: number; worstMs: number; over20Ms: number; scrolledPx: number; lastRowKey: string | null }
interface BenchResult { variant: string; times: number[]; renderedRows: number; scroll: ScrollResult; error?: string }

const ms = (value: number) => `${value.toFixed(1)} ms`;


runBrowserBench('list-render', async ({ withPage }) => {
  const bySize = new Map<number, Record<string, BenchResult>>();
  for (const size of SIZES) {
    const results: Record<string, BenchResult> = {};
    bySize.set(size, results);
    // Rounds alternate the two pages, so that a slower spell of the machine weighs on both alike.
    for (let round = 0; round < ROUNDS; round++) for (const variant of ['engine', 'antd']) {
      const result = await withPage(`?variant=${variant}&runs=${RUNS}&rows=${size}`, async (page) => {
        await page.waitForFunction(() => (window as unknown as { __benchResult?: unknown }).__benchResult, undefined, { timeout: 180_000 });
        return (await page.evaluate(() => (window as unknown as { __benchResult: unknown }).__benchResult)) as BenchResult;
      });
      if (result.error) throw new Error(`${variant}: ${result.error}`);
      const earlier = results[variant];
      results[variant] = earlier ? { ...result, times: [...earlier.times, ...result.times] } : result;
    }
  }

  for (const [size, results] of bySize) {
    const engine = median(results.engine!.times);
    const antd = median(results.antd!.times);
    const ratio = engine / antd;
    const timeGoal = size <= 10_000;
    console.log(`${size.toLocaleString('en')}-row list, data-to-paint (median of ${ROUNDS} alternating rounds of ${RUNS} runs, each after 1 warm-up; goal: ratio at most ${GOAL_RATIO}${timeGoal ? `, under ${GOAL_MS} ms` : ''})`);
    for (const [name, result] of Object.entries(results)) {
      const s = result.scroll;
      console.log(`  ${name.padEnd(6)} median ${ms(median(result.times))}  runs [${result.times.map((t) => t.toFixed(1)).join(', ')}]  rows in DOM ${result.renderedRows}`);
      console.log(`         scroll: ${s.frames} frames, ${s.scrolledPx} px, average frame ${ms(s.averageMs)}, worst ${ms(s.worstMs)}, frames over 20 ms: ${s.over20Ms}, last row shown ${s.lastRowKey}`);
    }
    const time = timeGoal ? `engine ${engine < GOAL_MS ? 'meets' : 'MISSES'} the ${GOAL_MS} ms goal; ` : '';
    console.log(`  ${time}engine/antd ratio ${ratio.toFixed(2)} ${ratio <= GOAL_RATIO ? 'meets' : 'MISSES'} the ${GOAL_RATIO} goal`);
  }
});
