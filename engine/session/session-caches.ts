/**
 * Caches that hold one session's data (dictionaries, option lists, tenant overrides) forget it when the session
 * ends: each cache module hands its clear function here as it defines the cache, and the session's reset calls
 * {@link clearSessionCaches}. A cache whose module was never loaded holds nothing, so the session code needs no
 * import of it (the login page stays free of the dictionary, option and schema code).
 */
const clears = new Set<() => void>();

/** Registers a cache's clear function (once per function; the set keeps it only once). */
export function clearWithSession(clear: () => void): void {
  clears.add(clear);
}

/** Clears every registered cache (logout, a failed session load). */
export function clearSessionCaches(): void {
  for (const clear of clears) clear();
}
