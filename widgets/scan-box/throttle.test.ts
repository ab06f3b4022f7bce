import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and the calls in the window once at its end', () => {
    const run = vi.fn();
    const refresh = throttle(run, 500);
    refresh();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(20);
      refresh();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(2);
    refresh();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('drops a waiting call when cancelled', () => {
    const run = vi.fn();
    const refresh = throttle(run, 500);
    refresh();
    refresh();
    refresh.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
