import { readCookie, removeCookie, writeCookie } from './cookies';

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
  refreshToken: (): string | undefined => localStorage.getItem(sessionStorageKeys.refreshToken) ?? undefined,
  refreshState: (): 0 | 1 => (localStorage.getItem(sessionStorageKeys.refreshState) === '1' ? 1 : 0),
  setRefreshState(state: 0 | 1): void {
    localStorage.setItem(sessionStorageKeys.refreshState, String(state));
  },
  lastTokenTime: (): number | undefined => {
    const value = Number(localStorage.getItem(sessionStorageKeys.lastTokenTime));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  },
  /** Stores a token pair from the token call, stamped with the time it was issued. */
  storeTokens(access: string, refresh: string, now: number): void {
    writeCookie('token', access, 7);
    localStorage.setItem(sessionStorageKeys.refreshToken, refresh);
    localStorage.setItem(sessionStorageKeys.lastTokenTime, String(now));
    localStorage.setItem(sessionStorageKeys.refreshState, '0');
  },
  storeUserScope(isAdmin: string, ownerSite: number | null, ownerSiteCode: string | null): void {
    localStorage.setItem(sessionStorageKeys.isAdmin, isAdmin);
    localStorage.setItem(sessionStorageKeys.ownerSite, ownerSite === null ? '' : String(ownerSite));
    localStorage.setItem(sessionStorageKeys.ownerSiteCode, ownerSiteCode ?? '');
  },
  isAdmin: (): string | undefined => localStorage.getItem(sessionStorageKeys.isAdmin) ?? undefined,
  ownerSite: (): string => localStorage.getItem(sessionStorageKeys.ownerSite) ?? '',
  ownerSiteCode: (): string => localStorage.getItem(sessionStorageKeys.ownerSiteCode) ?? '',
  clearToken(): void {
    removeCookie('token');
  },
  clearAll(): void {
    removeCookie('token');
    for (const key of Object.values(sessionStorageKeys)) localStorage.removeItem(key);
  },
};
