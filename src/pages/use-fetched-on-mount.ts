/**
 * A value a page fetches each time it mounts (a schema, a dashboard: so a changed file shows at the next opening),
 * with `retry` for after a failure. An undefined id stays loading and fetches nothing. `load` must keep its identity
 * across renders (useCallback), or every render fetches again.
 */
import { useCallback, useEffect, useState } from 'react';

/** Loading (show the spinner), ready, or failed with the reason (show it, with a retry). */
export type Fetched<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

export function useFetchedOnMount<T>(id: string | undefined, load: (id: string) => Promise<T>): Fetched<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: Fetched<T> }>();
  const key = `${id ?? ''}\u0000${attempt}`;
  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    load(id).then(
      (value) => live && setState({ key, value: { status: 'ready', value } }),
      (error: unknown) => live && setState({ key, value: { status: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [key, id, load]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(state?.key === key ? state.value : { status: 'loading' }), retry };
}
