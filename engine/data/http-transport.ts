/**
 * The app's HTTP transport: one request over XMLHttpRequest (upload progress, abort, timeout, blobs), with the
 * conventions the API and the code around it were written against (those of axios, which this replaces to keep
 * 20 KB gzipped off the first screen): query parameters serialized like axios (`a[]=1&a[]=2`, `b[c]=d`, dates in
 * ISO, `+` for spaces), objects sent as JSON, URLSearchParams form-encoded, FormData as multipart, replies parsed as
 * JSON when they are JSON text. It knows nothing of tokens or envelopes: http-client.ts does.
 */

/** What a call asks for. `silent`: reject without telling the person (background calls). */
export interface HttpRequestConfig {
  url?: string;
  method?: string;
  baseURL?: string;
  params?: Record<string, unknown> | URLSearchParams;
  data?: unknown;
  headers?: Record<string, string>;
  /** 'json' (the default: JSON text parsed, other text kept), 'text' or 'blob'. */
  responseType?: 'json' | 'text' | 'blob';
  /** Which statuses resolve (default 2xx); the others reject with an {@link HttpError} carrying the reply. */
  validateStatus?: (status: number) => boolean;
  /** Replaces the JSON parsing of the reply: each function takes what the previous returned (the raw text first). */
  transformResponse?: Array<(data: unknown) => unknown>;
  signal?: AbortSignal;
  /** Milliseconds; 0 for none. */
  timeout?: number;
  onUploadProgress?(event: { loaded: number; total?: number }): void;
  silent?: boolean;
}

/** A request as it goes out: method in lower case, URL with its query string, body serialized, headers set. */
export interface HttpRequest extends HttpRequestConfig {
  method: string;
  url: string;
  /** `baseURL` + `url` + the serialized `params`. */
  fullUrl: string;
  headers: Record<string, string>;
}

/** A reply. `headers` has lower-case names (`headers['content-disposition']`). */
export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  config: HttpRequest;
}

/** Sends one request and resolves with the raw reply whatever its status; rejects only when no reply came. */
export type HttpAdapter = (request: HttpRequest) => Promise<HttpResponse>;

/** A call that failed: no reply (network, timeout, abort), or a reply whose status `validateStatus` refused. */
export class HttpError extends Error {
  constructor(message: string, readonly code: 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED' | 'ERR_BAD_RESPONSE', readonly config: HttpRequest, readonly response?: HttpResponse) {
    super(message);
    this.name = 'HttpError';
  }
}

const ACCEPT = 'application/json, text/plain, */*';

/** axios's query encoding: encodeURIComponent, keeping `:` `$` `,` and writing spaces as `+`. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
}

function scalar(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * Query parameters as axios writes them: null and undefined left out; a flat array as `key[]=v` per item; nested
 * objects and arrays of objects as `a[b][c]=v`; dates in ISO.
 * @example serializeParams({ ids: [1, 2], q: 'a b' }) // 'ids[]=1&ids[]=2&q=a+b'
 */
export function serializeParams(params: Record<string, unknown> | URLSearchParams): string {
  if (params instanceof URLSearchParams) return params.toString();
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => pairs.push(`${encode(key)}=${encode(scalar(value))}`);
  const visit = (value: unknown, path: string[]) => {
    const key = path.map((part, i) => (i ? `[${part}]` : part)).join('');
    if (Array.isArray(value) && path.length === 1 && !value.some((item) => Array.isArray(item) || isPlainObject(item))) {
      for (const item of value) if (item !== undefined && item !== null) add(`${key}[]`, item);
    } else if (Array.isArray(value) || isPlainObject(value)) {
      for (const [child, item] of Object.entries(value)) if (item !== undefined && item !== null) visit(item, [...path, child.trim()]);
    } else {
      add(key, value);
    }
  };
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) visit(value, [key.trim()]);
  return pairs.join('&');
}

const hasHeader = (headers: Record<string, string>, name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());

/** The body as it is sent, setting the content type the way axios does (never over one the caller gave). */
function serializeBody(data: unknown, headers: Record<string, string>): XMLHttpRequestBodyInit | null | undefined {
  if (data === undefined || data === null) return data;
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-type') delete headers[key];
    return data;
  }
  if (data instanceof URLSearchParams) {
    if (!hasHeader(headers, 'Content-Type')) headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=utf-8';
    return data.toString();
  }
  if (typeof data === 'string' || (typeof Blob !== 'undefined' && data instanceof Blob) || data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return data as XMLHttpRequestBodyInit;
  if (!hasHeader(headers, 'Content-Type')) headers['Content-Type'] = 'application/json';
  return JSON.stringify(data);
}

/** The request as it goes out (what an adapter receives). */
export function prepareRequest(config: HttpRequestConfig, defaults: { baseURL?: string; timeout?: number }): HttpRequest {
  const headers: Record<string, string> = { Accept: ACCEPT, ...config.headers };
  const url = config.url ?? '';
  const base = config.baseURL ?? defaults.baseURL ?? '';
  const query = config.params ? serializeParams(config.params) : '';
  const joined = base && !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) ? `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : url;
  const fullUrl = query ? `${joined.split('#')[0]}${joined.includes('?') ? '&' : '?'}${query}` : joined;
  const data = serializeBody(config.data, headers);
  return { timeout: defaults.timeout, ...config, method: (config.method ?? 'get').toLowerCase(), url, fullUrl, headers, data };
}

/** The reply's data: the caller's transforms, or JSON parsed when it is JSON text (other text is kept). */
export function parseResponseData(data: unknown, config: HttpRequestConfig): unknown {
  if (config.transformResponse) return config.transformResponse.reduce((value, transform) => transform(value), data);
  if (typeof data !== 'string' || data === '' || config.responseType === 'text') return data;
  try {
    return JSON.parse(data);
  } catch (error) {
    if (config.responseType === 'json') throw error;
    return data;
  }
}

function parseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const name = line.slice(0, at).trim().toLowerCase();
    const value = line.slice(at + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/** The browser's transport: XMLHttpRequest, as axios uses it in a browser. */
export const xhrAdapter: HttpAdapter = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      request.signal?.removeEventListener('abort', onAbort);
      done();
    };
    const onAbort = () => {
      xhr.abort();
      settle(() => reject(new HttpError('canceled', 'ERR_CANCELED', request)));
    };
    if (request.signal?.aborted) return reject(new HttpError('canceled', 'ERR_CANCELED', request));
    xhr.open(request.method.toUpperCase(), request.fullUrl, true);
    xhr.timeout = request.timeout ?? 0;
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (request.onUploadProgress && xhr.upload) {
      xhr.upload.onprogress = (event) => request.onUploadProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    xhr.onloadend = () =>
      // A network failure also ends in loadend (status 0), after onerror has settled it.
      settle(() =>
        resolve({ data: xhr.response, status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()), config: request }),
      );
    xhr.onerror = () => settle(() => reject(new HttpError('Network Error', 'ERR_NETWORK', request)));
    xhr.ontimeout = () => settle(() => reject(new HttpError(`timeout of ${request.timeout}ms exceeded`, 'ECONNABORTED', request)));
    xhr.onabort = () => settle(() => reject(new HttpError('Request aborted', 'ECONNABORTED', request)));
    request.signal?.addEventListener('abort', onAbort);
    xhr.send((request.data as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
