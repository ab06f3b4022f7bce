/**
 * Counts the uploads under way in one field (a rich-text editor, an Upload field), so that the form refuses to submit
 * until they finish (spec 01 §2: uploads must finish before submit; use-submit-guard.ts). Plain TypeScript;
 * components subscribe.
 */
export interface UploadTracker {
  /** Uploads under way. */
  readonly pending: number;
  /** Counts `upload` while it runs (settled either way). */
  track<T>(upload: Promise<T>): Promise<T>;
  /** Calls `listener` whenever the count changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A new tracker with nothing under way. */
export function createUploadTracker(): UploadTracker {
  let pending = 0;
  const listeners = new Set<() => void>();
  const change = (by: number) => {
    pending += by;
    for (const listener of [...listeners]) listener();
  };
  return {
    get pending() {
      return pending;
    },
    track(upload) {
      change(1);
      return upload.finally(() => change(-1));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
