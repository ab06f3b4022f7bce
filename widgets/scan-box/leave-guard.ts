import type { ScanBoxSnapshot } from './scan-station';

/**
 * Whether closing the page now would lose scans: a repeat waiting for its answer and the scans behind it live only
 * in the page (queued scans are in local storage and go out on the next visit).
 */
export function scansWouldBeLost(snapshot: Pick<ScanBoxSnapshot, 'confirming' | 'waiting'> | undefined): boolean {
  return !!snapshot && (!!snapshot.confirming || snapshot.waiting > 0);
}

/** While `scansWouldBeLost`, the browser asks before the page is closed or reloaded (its own wording). */
export function guardLeaving(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const ask = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    event.returnValue = '';
  };
  target.addEventListener('beforeunload', ask);
  return () => target.removeEventListener('beforeunload', ask);
}
