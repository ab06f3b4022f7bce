/**
 * The browser's own "leave this page?" while something is unsaved (closing the tab, reloading, typing another
 * address). Moves inside the app ask through the page that owns the changes (DetailPage's back button).
 */
import { useEffect } from 'react';

export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers read returnValue; the text itself is the browser's.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
