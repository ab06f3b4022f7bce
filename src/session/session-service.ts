import i18next from 'i18next';
import { refreshTokenState } from '../../engine/session/token-age';
import { appStore, currentUserAtom, menuAuthorityAtom, sessionPhaseAtom } from './session-atoms';
import { authApi } from './auth-api';
import { storedSession } from './session-storage';
import { sessionThresholds } from './session-thresholds';
import { sessionServiceRef } from '../app/http';
import { clearTagsViewAtom } from '../layout/tags-view/tags-view-atoms';
import { loadServerTexts } from '../app/server-texts';
import { clearSessionCaches } from '../../engine/session/session-caches';

/** A failure of the session lifecycle, with the spec's message (spec 01 §8). */
export class SessionError extends Error {}

/**
 * The session lifecycle of spec 01 §4: token set → user info → menu authority → routes. Any failure while loading
 * resets everything (the guard then returns to /login).
 */
export const sessionService = {
  async loginWithPassword(input: { username: string; password: string; randomId?: string }): Promise<void> {
    const username = input.username.trim();
    const { tenantCode } = await authApi.tenantOf({ username });
    const pair = await authApi.token({ grant_type: 'password', type: 'account', username, password: input.password, tenantCode, randomId: input.randomId });
    await this.begin(pair.access_token, pair.refresh_token);
  },

  async loginWithMobile(input: { mobile: string; smsCaptcha: string }): Promise<void> {
    const mobile = input.mobile.trim();
    const { tenantCode } = await authApi.tenantOf({ mobile });
    const pair = await authApi.token({ grant_type: 'mobile', type: 'mobile', mobile, smsCaptcha: input.smsCaptcha.trim(), tenantCode });
    await this.begin(pair.access_token, pair.refresh_token);
  },

  async begin(accessToken: string, refreshToken: string): Promise<void> {
    storedSession.storeTokens(accessToken, refreshToken, Date.now());
    appStore.set(sessionPhaseAtom, 'token');
    try {
      await this.load();
      void authApi.registerSession().catch(() => undefined);
    } catch (error) {
      this.reset();
      throw error;
    }
  },

  /** Loads user info then menu authority for the stored token (after login, and after a reload). */
  async load(): Promise<void> {
    const user = await authApi.currentUser();
    if (!user) throw new SessionError(i18next.t('session.verifyFailed'));
    if (!Array.isArray(user.roles) || user.roles.length === 0) throw new SessionError(i18next.t('session.rolesMissing'));
    storedSession.storeUserScope(user.isAdmin, user.ownerSite, user.ownerSiteCode);
    appStore.set(currentUserAtom, user);
    appStore.set(sessionPhaseAtom, 'user');
    appStore.set(menuAuthorityAtom, await authApi.authority(user.name));
    appStore.set(sessionPhaseAtom, 'ready');
    // With a token the server answers the packs of the user's own tenant (its product title, its texts).
    void loadServerTexts();
  },

  /** Exchanges the refresh token once (the HTTP client queues the other requests meanwhile). */
  async refresh(): Promise<string> {
    const refreshToken = storedSession.refreshToken();
    if (!refreshToken) throw new SessionError('no refresh token');
    const pair = await authApi.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    storedSession.storeTokens(pair.access_token, pair.refresh_token, Date.now());
    return pair.access_token;
  },

  /** Spec 01 §4: token older than 6 hours sets refresh_token_state to 1. */
  needsRefresh(): boolean {
    const state = refreshTokenState(storedSession.lastTokenTime(), Date.now(), sessionThresholds().tokenAgeLimitMs);
    storedSession.setRefreshState(state);
    return state === 1 && !!storedSession.refreshToken();
  },

  async logout(): Promise<void> {
    if (storedSession.token()) await authApi.logout().catch(() => undefined);
    this.reset();
  },

  reset(): void {
    storedSession.clearAll();
    appStore.set(currentUserAtom, null);
    appStore.set(menuAuthorityAtom, null);
    appStore.set(sessionPhaseAtom, 'anonymous');
    appStore.set(clearTagsViewAtom);
    // Dictionaries, option lists and tenant overrides are cached per session: the next user may be of another tenant.
    clearSessionCaches();
  },
};

sessionServiceRef.current = sessionService;
