/**
 * Whether the app is in preview mode, and what it previews: a tiny store outside React that the PreviewHost
 * writes and the App root reads (to hide the main app) through {@link usePreview}.
 */
import { useSyncExternalStore } from 'react';
import type { PreviewContent } from './preview-message';

export interface PreviewStore {
  get(): PreviewContent | null;
  show(content: PreviewContent): void;
  close(): void;
  subscribe(listener: () => void): () => void;
}

/** A new preview store (the app has one, {@link appPreviewStore}; tests make their own). */
export function createPreviewStore(): PreviewStore {
  let current: PreviewContent | null = null;
  const listeners = new Set<() => void>();
  const set = (next: PreviewContent | null) => {
    current = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => current,
    show: (content) => set(content),
    close: () => set(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's preview store. */
export const appPreviewStore = createPreviewStore();

/** The preview being shown, or null. */
export function usePreview(store: PreviewStore = appPreviewStore): PreviewContent | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Whether a preview is shown (the main app is then hidden). */
export function usePreviewing(store: PreviewStore = appPreviewStore): boolean {
  return usePreview(store) !== null;
}
