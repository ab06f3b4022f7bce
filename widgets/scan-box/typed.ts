/**
 * What the scan input shows (the wedge reader's buffer) as a tiny external store: the input alone subscribes to it,
 * and it tells the input at most once a frame, so a scanner's burst of keys redraws the input once, not per key
 * (setting an input's value costs the browser a layout each time; a scanner types hundreds of keys a second).
 */
export interface TypedStore {
  get(): string;
  set(value: string): void;
  subscribe(listener: () => void): () => void;
}

const nextFrame = (run: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => run()) : setTimeout(run, 16));

export function createTypedStore(initial = '', schedule: (run: () => void) => unknown = nextFrame): TypedStore {
  let value = initial;
  let shown = initial;
  let pending = false;
  const listeners = new Set<() => void>();
  const flush = () => {
    pending = false;
    if (shown === value) return;
    shown = value;
    for (const listener of listeners) listener();
  };
  return {
    get: () => shown,
    set(next) {
      value = next;
      if (pending || next === shown) return;
      pending = true;
      schedule(flush);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
