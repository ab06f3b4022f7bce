/**
 * Waits for the event loop to come round once (timers, sockets, other requests), then resumes.
 *
 * The embedded database (PGlite) runs in this thread and its queries resolve as promise continuations, so a long run
 * of statements (an import's write transaction, an export's pages) never lets the event loop turn: no timer fires,
 * no connection is accepted, until it ends. Long loops call this every few hundred rows. It does not free the
 * database connection: inside a transaction other requests still wait for it, but they are taken in and queued.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
