import type { Page } from '@playwright/test';

/**
 * A browser benchmark's look inside a slow gesture (BENCH_PROFILE=1): Chrome's sampling profiler through the page's
 * DevTools session, summed by script and by function, with a few words of the minified code at each hot spot.
 */
/** One sampled CPU profile of `gesture`: self and total time by function, and self time by script. */
export async function profile(page: Page, what: string, gesture: () => Promise<unknown>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await gesture();
  const { profile: p } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const nodes = new Map(p.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of p.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = (id: number) => {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
    const file = url.split('/').pop() || '';
    return `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const byScript = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  let busy = 0;
  p.samples!.forEach((id, i) => {
    const ms = (p.timeDeltas![i + 1] ?? 0) / 1000;
    const key = keyOf(id);
    if (key.startsWith('(idle)') || key.startsWith('(program)')) return;
    busy += ms;
    add(self, key, ms);
    add(byScript, nodes.get(id)!.callFrame.url.split('/').pop() || key.split(' ')[0]!, ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const k = keyOf(at);
      if (!seen.has(k)) add(total, k, ms), seen.add(k);
    }
  });
  // The bundle is minified: a few words of the code at each place say whose it is.
  const sources = new Map<string, string[]>();
  const codeAt = async (key: string) => {
    const frame = p.nodes.find((node) => keyOf(node.id) === key)?.callFrame;
    if (!frame?.url.startsWith('http')) return '';
    if (!sources.has(frame.url)) sources.set(frame.url, (await (await page.request.get(frame.url)).text()).split('\n'));
    const line = sources.get(frame.url)![frame.lineNumber] ?? '';
    return line.slice(frame.columnNumber, frame.columnNumber + 110).replace(/\s+/g, ' ');
  };
  const top = async (map: Map<string, number>, n: number, code = false) => (await Promise.all([...map].sort((a, b) => b[1] - a[1]).slice(0, n)
    .map(async ([k, ms]) => `      ${ms.toFixed(1).padStart(7)} ms  ${k}${code ? `\n                  ${await codeAt(k)}` : ''}`))).join('\n');
  console.log(`  profile: ${what} (${busy.toFixed(0)} ms of script, samples every 0.1 ms)`);
  console.log(`    self time by script:\n${await top(byScript, 8)}`);
  console.log(`    self time by function:\n${await top(self, 12, true)}`);
  console.log(`    total time by function (named):\n${await top(new Map([...total].filter(([k]) => !k.startsWith('('))), 30, true)}`);
}
