import { createHttpClient } from '../../engine/data/http-client';
import { notifier } from './notifier';
import { storedSession } from '../session/session-storage';
import { navigateTo } from './navigation';

/**
 * The app's one HTTP client (spec 01 §7, §8). The session service is imported lazily: it uses this client itself.
 */
export const http = createHttpClient({
  notifier,
  session: {
    accessToken: () => storedSession.token(),
    needsRefresh: () => sessionServiceRef.current?.needsRefresh() ?? false,
    refresh: () => sessionServiceRef.current!.refresh(),
    clearToken: () => storedSession.clearToken(),
  },
  logout: () => {
    void sessionServiceRef.current?.logout().finally(() => navigateTo('/login'));
  },
  queryScope: () => (storedSession.isAdmin() === '1' || !storedSession.token() ? undefined : { ownerSite: storedSession.ownerSite(), ownerSiteCode: storedSession.ownerSiteCode() }),
});

/** Filled in by the session service module when it loads (breaks the import cycle). */
export const sessionServiceRef: { current?: { needsRefresh(): boolean; refresh(): Promise<string>; logout(): Promise<void> } } = {};
