import { prefetchSchemaPages } from './page-registry';

describe('prefetchSchemaPages', () => {
  it('waits for the first screen to settle, then for an idle moment, before fetching the schema pages', () => {
    const timers: [() => void, number][] = [];
    const idle: [() => void, unknown][] = [];
    const win = {
      setTimeout: ((callback: () => void, ms: number) => timers.push([callback, ms])) as unknown as Window['setTimeout'],
      requestIdleCallback: ((callback: () => void, options: unknown) => idle.push([callback, options])) as unknown as Window['requestIdleCallback'],
    };
    prefetchSchemaPages(win);
    expect(timers.map(([, ms]) => ms)).toEqual([1500]);
    expect(idle).toHaveLength(0);
    timers[0]![0]();
    expect(idle).toHaveLength(1);
    expect(idle[0]![1]).toEqual({ timeout: 5000 });
  });

  it('fetches after the delay where the browser has no idle callback', () => {
    const timers: (() => void)[] = [];
    const win = { setTimeout: ((callback: () => void) => timers.push(callback)) as unknown as Window['setTimeout'] };
    prefetchSchemaPages(win);
    expect(() => timers[0]!()).not.toThrow();
  });
});
