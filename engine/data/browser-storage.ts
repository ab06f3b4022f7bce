/**
 * localStorage and sessionStorage that never throw. A browser may refuse storage altogether (a page framed by
 * another site when third-party storage is blocked, some private modes): reading `localStorage` then throws a
 * SecurityError, which at module load would stop the whole app (the preview mode runs the app framed). Such a page
 * keeps its values in memory for as long as it is open.
 */

/** The part of the Storage API the app uses. */
export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memoryStorage(): SafeStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * A storage that falls back to memory when `open()` throws or the storage refuses a call (quota, security).
 * @example const local = safeStorage(() => window.localStorage);
 */
export function safeStorage(open: () => Storage | undefined): SafeStorage {
  const memory = memoryStorage();
  let store: Storage | undefined;
  try {
    store = open();
  } catch {
    store = undefined;
  }
  const attempt = <T>(use: (storage: Storage) => T, fallback: () => T): T => {
    if (!store) return fallback();
    try {
      return use(store);
    } catch {
      return fallback();
    }
  };
  return {
    getItem: (key) => attempt((s) => s.getItem(key), () => memory.getItem(key)),
    setItem: (key, value) => attempt((s) => s.setItem(key, value), () => memory.setItem(key, value)),
    removeItem: (key) => attempt((s) => s.removeItem(key), () => memory.removeItem(key)),
  };
}

/** The page's localStorage (or memory). */
export const local: SafeStorage = safeStorage(() => (typeof localStorage === 'undefined' ? undefined : localStorage));
/** The page's sessionStorage (or memory). */
export const session: SafeStorage = safeStorage(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
