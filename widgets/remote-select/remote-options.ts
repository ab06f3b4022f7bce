/**
 * Option lists the server serves at a URL (`[{ value, label }]` in the envelope's data), such as the notification
 * types and priorities of spec 02 §3 ("fetched as lists"): fetched once per URL and language while the page lives,
 * concurrent callers sharing the request; a failed fetch is not kept, so the next draw tries again.
 */
import type { HttpPort } from '../../engine/render/http-context';
import { clearWithSession } from '../../engine/session/session-caches';

/** One option as the select shows it. */
export interface RemoteOption {
  value: string | number;
  label: string;
}

const cache = new Map<string, Promise<RemoteOption[]>>();

/** The options in a reply's data: items with a value and a label (or zh/en labels); anything else is dropped. */
export function toRemoteOptions(data: unknown, language: 'zh' | 'en'): RemoteOption[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { value, label } = item as { value?: unknown; label?: unknown };
    const text = typeof label === 'string' ? label : (item as Record<string, unknown>)[language];
    if ((typeof value !== 'string' && typeof value !== 'number') || typeof text !== 'string') return [];
    return [{ value, label: text }];
  });
}

/** The options at `url` in a language, fetched once (GET, through the page's HTTP client). */
export function loadRemoteOptions(http: HttpPort, url: string, language: 'zh' | 'en'): Promise<RemoteOption[]> {
  const key = `${language} ${url}`;
  let request = cache.get(key);
  if (!request) {
    request = http.request<{ data?: unknown }>({ method: 'GET', url, headers: { 'Accept-Language': language } }).then((reply) => toRemoteOptions(reply.data?.data, language));
    request.catch(() => cache.delete(key));
    cache.set(key, request);
  }
  return request;
}

/** Forgets every list (on logout, and between tests). */
export function clearRemoteOptions(): void {
  cache.clear();
}

clearWithSession(clearRemoteOptions);
