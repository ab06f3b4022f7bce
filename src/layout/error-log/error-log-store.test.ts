// @vitest-environment jsdom
import { captureGlobalErrors, createErrorLogStore, describeError, ERROR_LOG_LIMIT } from './error-log-store';

const fixed = () => createErrorLogStore({ now: () => 1_700_000_000_000, url: () => 'http://app.test/orderList' });

describe('createErrorLogStore', () => {
  it('stamps entries with an id, the time and the address, oldest first', () => {
    const log = fixed();
    log.add({ message: 'first', source: 'render' });
    log.add({ message: 'second', stack: 'at x', source: 'error', url: 'http://app.test/other' });
    expect(log.entries()).toEqual([
      { id: 1, message: 'first', source: 'render', time: 1_700_000_000_000, url: 'http://app.test/orderList' },
      { id: 2, message: 'second', stack: 'at x', source: 'error', time: 1_700_000_000_000, url: 'http://app.test/other' },
    ]);
  });

  it('keeps the same array until a change, and tells subscribers of each change', () => {
    const log = fixed();
    const listener = vi.fn();
    const stop = log.subscribe(listener);
    const before = log.entries();
    expect(log.entries()).toBe(before);
    log.add({ message: 'x', source: 'render' });
    expect(log.entries()).not.toBe(before);
    log.clear();
    expect(log.entries()).toEqual([]);
    log.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    log.add({ message: 'y', source: 'render' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it(`keeps only the newest ${ERROR_LOG_LIMIT} entries`, () => {
    const log = createErrorLogStore({ limit: 3 });
    for (const message of ['a', 'b', 'c', 'd']) log.add({ message, source: 'render' });
    expect(log.entries().map((entry) => entry.message)).toEqual(['b', 'c', 'd']);
  });
});

describe('describeError', () => {
  it('reads errors, strings and other values', () => {
    const error = new Error('boom');
    expect(describeError(error)).toEqual({ message: 'boom', stack: error.stack });
    expect(describeError('plain')).toEqual({ message: 'plain' });
    expect(describeError({ code: 500 })).toEqual({ message: '{"code":500}' });
    expect(describeError(undefined)).toEqual({ message: 'undefined' });
  });
});

describe('captureGlobalErrors', () => {
  function rejection(reason: unknown): Event {
    const event = new Event('unhandledrejection');
    Object.defineProperty(event, 'reason', { value: reason });
    return event;
  }

  it("logs the target's error and unhandledrejection events until stopped", () => {
    const target = new EventTarget();
    const log = fixed();
    const stop = captureGlobalErrors(target, log);
    target.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught TypeError: x is undefined', error: new TypeError('x is undefined') }));
    target.dispatchEvent(rejection(new Error('request failed')));
    target.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    target.dispatchEvent(new Event('error'));
    expect(log.entries().map((entry) => [entry.source, entry.message])).toEqual([
      ['error', 'x is undefined'],
      ['unhandledrejection', 'request failed'],
      ['error', 'Script error.'],
    ]);
    expect(log.entries()[0]!.stack).toContain('TypeError');
    stop();
    target.dispatchEvent(rejection('late'));
    expect(log.entries()).toHaveLength(3);
  });

  it('listens once however often it is installed, until every install is stopped', () => {
    const target = new EventTarget();
    const log = fixed();
    const stopFirst = captureGlobalErrors(target, log);
    const stopSecond = captureGlobalErrors(target, log);
    target.dispatchEvent(rejection('once'));
    expect(log.entries()).toHaveLength(1);
    stopFirst();
    stopFirst();
    target.dispatchEvent(rejection('still'));
    expect(log.entries()).toHaveLength(2);
    stopSecond();
    target.dispatchEvent(rejection('gone'));
    expect(log.entries()).toHaveLength(2);
  });
});
