/**
 * Who is signed in, as a key the app gives (`{tenantCode}/{userId}`): for widgets that keep something in the
 * browser per person — the scan box's offline queue, so scans one person made offline are never sent under the
 * next person who signs in on the same machine. Engine and widgets never read the shell's session themselves.
 */
import { createContext, useContext, type ReactNode } from 'react';

const SessionKeyContext = createContext<string | undefined>(undefined);

export function SessionKeyProvider({ value, children }: { value: string; children: ReactNode }) {
  return <SessionKeyContext.Provider value={value}>{children}</SessionKeyContext.Provider>;
}

/** The signed-in person's key, or undefined outside a provider (tests, a page without a session). */
export function useSessionKey(): string | undefined {
  return useContext(SessionKeyContext);
}
