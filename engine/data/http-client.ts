import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, isEnvelope, type Envelope } from './envelope';
import { envelopeFailureActions, transportFailureAction, type FailureAction } from './error-policy';
import { TokenRefreshQueue } from './token-refresh-queue';

/** Spec 01 §7: every call times out after 600000 ms. */
export const REQUEST_TIMEOUT_MS = 600_000;
export const TOKEN_PATH = '/api/uaa/oauth/token';
export const LANGUAGE_MENU_PATH = '/api/bdtibs/base/queryLanguageMenuFormat';

/** What the client needs from the session: read the tokens, store new ones, and ask for a refresh. */
export interface SessionPort {
  accessToken(): string | undefined;
  /** True when a refresh token exists and refresh_token_state is 1 (token older than 6 h). */
  needsRefresh(): boolean;
  /** Exchanges the refresh token for a new pair, stores it, sets the state to 0, returns the access token. */
  refresh(): Promise<string>;
  clearToken(): void;
}

/** How failures reach the person: toasts and the re-login box (antd in the app, a recorder in tests). */
export interface NotifierPort {
  error(message: string): void;
  locked(): void;
  /** Resolves true when the person chooses to log in again. */
  confirmRelogin(message: string): Promise<boolean>;
  loginExpired(): void;
}

export interface HttpClientOptions {
  session: SessionPort;
  notifier: NotifierPort;
  /** Logs out and goes to /login. */
  logout(): void;
  baseURL?: string;
  /** Extra fields added to every generic data query (non-admins: ownerSite, ownerSiteCode; spec 01 §6). */
  queryScope?(): Record<string, string | number> | undefined;
}

/** Calls with no Bearer token: the token call and the language packs (spec 01 §7). */
function isAnonymous(url: string | undefined): boolean {
  return !!url && (url.includes(TOKEN_PATH) || url.includes(LANGUAGE_MENU_PATH));
}

/**
 * The one HTTP client of the app. Adds the Bearer token, refreshes an old token once for all waiting requests,
 * unwraps the envelope (resolving with it when code is 200) and applies spec 01 §8 to every failure in one place.
 * Rejections are ApiError. Blob replies (exports, downloads) pass through untouched.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const client = axios.create({ baseURL: options.baseURL ?? '', timeout: REQUEST_TIMEOUT_MS });
  const refreshQueue = new TokenRefreshQueue(() => options.session.refresh());

  client.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    if (isAnonymous(config.url)) return config;
    let token = options.session.accessToken();
    if (token && options.session.needsRefresh()) token = await refreshQueue.acquire();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const scope = options.queryScope?.();
    if (scope && config.url?.includes('/dataQuery/')) addQueryScope(config, scope);
    return config;
  });

  client.interceptors.response.use(
    (response: AxiosResponse) => {
      if (response.config.responseType === 'blob' || !isEnvelope(response.data)) return response;
      const body = response.data;
      if (body.code !== 200) return Promise.reject(apply(envelopeFailureActions(body), body, options, response.config.silent));
      return { ...response, data: body };
    },
    (error: AxiosError) => {
      const status = error.response?.status;
      const body = error.response?.data;
      if (status !== 401 && isEnvelope(body)) return Promise.reject(apply(envelopeFailureActions(body), body, options, error.config?.silent));
      const action = transportFailureAction({ message: error.message, status });
      return Promise.reject(apply([action], { code: status ?? 0, message: error.message }, options, error.config?.silent));
    },
  );
  return client;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Reject without telling the person (background calls: logout, reminders, language packs). */
    silent?: boolean;
  }
}

function apply(actions: FailureAction[], body: Pick<Envelope, 'code' | 'message'> & { data?: unknown }, options: HttpClientOptions, silent = false): ApiError {
  for (const action of silent ? [] : actions) {
    switch (action.kind) {
      case 'toast':
        options.notifier.error(action.message);
        break;
      case 'locked':
        options.notifier.locked();
        break;
      case 'clearToken':
        options.session.clearToken();
        break;
      case 'confirmRelogin':
        void options.notifier.confirmRelogin(action.message).then((relogin) => relogin && options.logout());
        break;
      case 'logout':
        options.notifier.loginExpired();
        options.logout();
        break;
    }
  }
  const fields = (body.data as { fields?: Record<string, string> } | null | undefined)?.fields;
  return new ApiError(body.code, body.message || 'Error', fields);
}

function addQueryScope(config: InternalAxiosRequestConfig, scope: Record<string, string | number>): void {
  const data = config.data;
  if (data instanceof URLSearchParams) {
    if (!data.has('qid')) return;
    for (const [key, value] of Object.entries(scope)) data.set(key, String(value));
  } else if (typeof data === 'string' && data.includes('qid=')) {
    const params = new URLSearchParams(data);
    for (const [key, value] of Object.entries(scope)) params.set(key, String(value));
    config.data = params.toString();
  } else if (data && typeof data === 'object' && 'qid' in data) {
    config.data = { ...data, ...scope };
  }
}

/** Form-encodes a payload the way the data-query calls expect: object fields JSON-encoded (spec 01 §7). */
export function formEncode(payload: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
}

export type { AxiosRequestConfig };
