/**
 * Calls a function at most once per `ms` (spec 01 §9: default 500 ms): the first call runs at once, later ones in
 * the window run once at its end. The scan box refreshes the list below this way after recorded scans.
 */
import { browserTimers, type Timers } from './scan-sender';

export const DEFAULT_THROTTLE_MS = 500;

export interface Throttled {
  (): void;
  cancel(): void;
}

/** @example const refresh = throttle(() => list.refresh(), 500); */
export function throttle(run: () => void, ms = DEFAULT_THROTTLE_MS, timers: Timers = browserTimers, now: () => number = Date.now): Throttled {
  let last = -Infinity;
  let pending: unknown;
  const fire = () => {
    pending = undefined;
    last = now();
    run();
  };
  const throttled = (() => {
    if (pending !== undefined) return;
    const wait = last + ms - now();
    if (wait <= 0) fire();
    else pending = timers.set(fire, wait);
  }) as Throttled;
  throttled.cancel = () => {
    if (pending !== undefined) timers.clear(pending);
    pending = undefined;
  };
  return throttled;
}
