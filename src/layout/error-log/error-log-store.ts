/**
 * The error log of spec 01 §8 ("Unhandled UI errors: logged to an error-log store in production"): a small
 * subscribable store with no React dependency. React reads it through `useSyncExternalStore(store.subscribe,
 * store.entries)`; `captureGlobalErrors` feeds it from the window's 'error' and 'unhandledrejection' events, and the
 * page error boundary adds render errors.
 */

/** Where an error was caught. */
export type ErrorSource = 'error' | 'unhandledrejection' | 'render';

/** One logged error. */
export interface ErrorLogEntry {
  id: number;
  message: string;
  /** The page's address when the error happened. */
  url: string;
  /** Epoch milliseconds. */
  time: number;
  stack?: string;
  source: ErrorSource;
}

/** What is logged; the store stamps id, time and (unless given) url. */
export type ErrorLogInput = Omit<ErrorLogEntry, 'id' | 'time' | 'url'> & { url?: string };

export interface ErrorLogStore {
  /** The entries, oldest first; the same array until the log changes. */
  entries(): readonly ErrorLogEntry[];
  add(input: ErrorLogInput): ErrorLogEntry;
  clear(): void;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The log keeps at most this many entries (the newest). */
export const ERROR_LOG_LIMIT = 100;

/**
 * Makes an error log. `now` and `url` are injectable for tests.
 * @example const log = createErrorLogStore(); log.add({ message: 'boom', source: 'render' }); log.entries().length; // 1
 */
export function createErrorLogStore(options: { limit?: number; now?: () => number; url?: () => string } = {}): ErrorLogStore {
  const limit = options.limit ?? ERROR_LOG_LIMIT;
  const now = options.now ?? (() => Date.now());
  const url = options.url ?? (() => (typeof window === 'undefined' ? '' : window.location.href));
  const listeners = new Set<() => void>();
  let entries: readonly ErrorLogEntry[] = [];
  let nextId = 1;
  const changed = () => listeners.forEach((listener) => listener());
  return {
    entries: () => entries,
    add(input) {
      const entry: ErrorLogEntry = { ...input, id: nextId++, time: now(), url: input.url ?? url() };
      entries = [...entries, entry].slice(-limit);
      changed();
      return entry;
    },
    clear() {
      if (entries.length === 0) return;
      entries = [];
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's error log. */
export const errorLog = createErrorLogStore();

/**
 * A message and stack from anything thrown or rejected: an Error gives its own; a string is the message; other
 * values are shown as JSON (or their text when they cannot be).
 */
export function describeError(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack };
  if (typeof reason === 'string') return { message: reason };
  if (reason === undefined) return { message: 'undefined' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
}

const installed = new WeakMap<EventTarget, Map<ErrorLogStore, { count: number; remove: () => void }>>();

/**
 * Logs the target's (the window's) 'error' and 'unhandledrejection' events into the store; returns a function that
 * stops it. Installing twice for the same target and store listens once (each install needs its own stop).
 */
export function captureGlobalErrors(target: EventTarget, store: ErrorLogStore = errorLog): () => void {
  const byStore = installed.get(target) ?? new Map<ErrorLogStore, { count: number; remove: () => void }>();
  installed.set(target, byStore);
  const existing = byStore.get(store);
  if (existing) {
    existing.count += 1;
  } else {
    const onError = (event: Event) => {
      const { error, message } = event as ErrorEvent;
      // An 'error' event with neither an error nor a message is not a script error (nothing to show).
      if ((error === undefined || error === null) && !message) return;
      const described = error !== undefined && error !== null ? describeError(error) : { message };
      store.add({ ...described, source: 'error' });
    };
    const onRejection = (event: Event) => {
      store.add({ ...describeError((event as PromiseRejectionEvent).reason), source: 'unhandledrejection' });
    };
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    byStore.set(store, {
      count: 1,
      remove: () => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
      },
    });
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    const record = byStore.get(store);
    if (!record) return;
    record.count -= 1;
    if (record.count === 0) {
      record.remove();
      byStore.delete(store);
    }
  };
}
