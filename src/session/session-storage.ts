import { readCookie, removeCookie, writeCookie } from './cookies';
import { local } from '../../engine/data/browser-storage';

/**
 * The session fields of spec 01 §3 where the spec keeps them: the token in a cookie named token, the refresh token,
 * its state, the last-token-time stamp, isAdmin, ownerSite and ownerSiteCode in local storage.
 */
export const sessionStorageKeys = {
  refreshToken: 'refresh_token',
  refreshState: 'refresh_token_state',
  lastTokenTime: 'last_token_time',
  isAdmin: 'isAdmin',
  ownerSite: 'ownerSite',
  ownerSiteCode: 'ownerSiteCode',
} as const;

export const storedSession = {
  token: (): string | undefined => readCookie('token'),
  setToken(token: string): void {
    writeCookie('token', token, 7);
  },
  refreshToken: (): string | undefined => local.getItem(sessionStorageKeys.refreshToken) ?? undefined,
  refreshState: (): 0 | 1 => (local.getItem(sessionStorageKeys.refreshState) === '1' ? 1 : 0),
  setRefreshState(state: 0 | 1): void {
    local.setItem(sessionStorageKeys.refreshState, String(state));
  },
  lastTokenTime: (): number | undefined => {
    const value = Number(local.getItem(sessionStorageKeys.lastTokenTime));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  },
  /** Stores a token pair from the token call, stamped with the time it was issued. */
  storeTokens(access: string, refresh: string, now: number): void {
    writeCookie('token', access, 7);
    local.setItem(sessionStorageKeys.refreshToken, refresh);
    local.setItem(sessionStorageKeys.lastTokenTime, String(now));
    local.setItem(sessionStorageKeys.refreshState, '0');
  },
  storeUserScope(isAdmin: string, ownerSite: number | null, ownerSiteCode: string | null): void {
    local.setItem(sessionStorageKeys.isAdmin, isAdmin);
    local.setItem(sessionStorageKeys.ownerSite, ownerSite === null ? '' : String(ownerSite));
    local.setItem(sessionStorageKeys.ownerSiteCode, ownerSiteCode ?? '');
  },
  isAdmin: (): string | undefined => local.getItem(sessionStorageKeys.isAdmin) ?? undefined,
  ownerSite: (): string => local.getItem(sessionStorageKeys.ownerSite) ?? '',
  ownerSiteCode: (): string => local.getItem(sessionStorageKeys.ownerSiteCode) ?? '',
  clearToken(): void {
    removeCookie('token');
  },
  clearAll(): void {
    removeCookie('token');
    for (const key of Object.values(sessionStorageKeys)) local.removeItem(key);
  },
};
