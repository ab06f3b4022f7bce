import { HttpError, parseResponseData, prepareRequest, xhrAdapter, type HttpAdapter, type HttpRequest, type HttpRequestConfig, type HttpResponse } from './http-transport';
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
 * The app's HTTP client: axios's call shapes (`get`, `post`, `put`, `delete`, `request`, the reply's type as the
 * first type parameter) over http-transport.ts.
 */
export interface HttpClient {
  request<T = unknown, R = HttpResponse<T>>(config: HttpRequestConfig): Promise<R>;
  get<T = unknown, R = HttpResponse<T>>(url: string, config?: HttpRequestConfig): Promise<R>;
  delete<T = unknown, R = HttpResponse<T>>(url: string, config?: HttpRequestConfig): Promise<R>;
  post<T = unknown, R = HttpResponse<T>>(url: string, data?: unknown, config?: HttpRequestConfig): Promise<R>;
  put<T = unknown, R = HttpResponse<T>>(url: string, data?: unknown, config?: HttpRequestConfig): Promise<R>;
  /** The transport (XMLHttpRequest; tests put their own). */
  defaults: { adapter: HttpAdapter; baseURL: string; timeout: number };
}

/**
 * The one HTTP client of the app. Adds the Bearer token, refreshes an old token once for all waiting requests,
 * unwraps the envelope (resolving with it when code is 200) and applies spec 01 §8 to every failure in one place.
 * Rejections are ApiError. Blob replies (exports, downloads) pass through untouched.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const refreshQueue = new TokenRefreshQueue(() => options.session.refresh());
  const defaults = { adapter: xhrAdapter, baseURL: options.baseURL ?? '', timeout: REQUEST_TIMEOUT_MS };

  /** The token and, for a non-admin's generic data query, the owner site. */
  const authorize = async (config: HttpRequestConfig): Promise<HttpRequestConfig> => {
    if (isAnonymous(config.url)) return config;
    let token = options.session.accessToken();
    if (token && options.session.needsRefresh()) token = await refreshQueue.acquire();
    const headers = token ? { ...config.headers, Authorization: `Bearer ${token}` } : config.headers;
    const scope = options.queryScope?.();
    const data = scope && config.url?.includes('/dataQuery/') ? withQueryScope(config.data, scope) : config.data;
    return { ...config, headers, data };
  };

  const request = async <T, R>(config: HttpRequestConfig): Promise<R> => {
    const prepared = prepareRequest(await authorize(config), defaults);
    let response: HttpResponse;
    try {
      response = await defaults.adapter(prepared);
      response = { ...response, data: parseResponseData(response.data, prepared) };
      if (!(prepared.validateStatus ?? isSuccess)(response.status)) {
        throw new HttpError(`Request failed with status code ${response.status}`, 'ERR_BAD_RESPONSE', prepared, response);
      }
    } catch (error) {
      throw failure(error, prepared);
    }
    if (prepared.responseType === 'blob' || !isEnvelope(response.data)) return response as R;
    const body = response.data;
    if (body.code !== 200) throw apply(envelopeFailureActions(body), body, options, prepared.silent);
    return response as HttpResponse<T> as R;
  };

  /** A failed call (no reply, or a refused status) as an ApiError, after spec 01 §8's actions. */
  const failure = (error: unknown, prepared: HttpRequest): ApiError => {
    const reply = error instanceof HttpError ? error.response : undefined;
    const message = error instanceof Error ? error.message : String(error);
    const status = reply?.status;
    if (status !== 401 && isEnvelope(reply?.data)) return apply(envelopeFailureActions(reply.data), reply.data, options, prepared.silent);
    const action = transportFailureAction({ message, status });
    return apply([action], { code: status ?? 0, message }, options, prepared.silent);
  };

  return {
    defaults,
    request,
    get: (url, config) => request({ ...config, method: 'get', url }),
    delete: (url, config) => request({ ...config, method: 'delete', url }),
    post: (url, data, config) => request({ ...config, method: 'post', url, data }),
    put: (url, data, config) => request({ ...config, method: 'put', url, data }),
  } satisfies HttpClient;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

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

/** The payload of a generic data query with the owner site added (a form, its string, or an object with a qid). */
function withQueryScope(data: unknown, scope: Record<string, string | number>): unknown {
  if (data instanceof URLSearchParams) {
    if (!data.has('qid')) return data;
    for (const [key, value] of Object.entries(scope)) data.set(key, String(value));
    return data;
  }
  if (typeof data === 'string' && data.includes('qid=')) {
    const params = new URLSearchParams(data);
    for (const [key, value] of Object.entries(scope)) params.set(key, String(value));
    return params.toString();
  }
  if (data && typeof data === 'object' && 'qid' in data) return { ...data, ...scope };
  return data;
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

export type { HttpRequestConfig, HttpResponse };
