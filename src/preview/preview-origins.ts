/**
 * Which windows may send preview messages: the app's own origin, and the origins the server is configured with
 * (CLEARWAY_PREVIEW_ORIGINS, read from GET /api/clearway/client-config). No React.
 */

/** `scheme://host[:port]` of an http(s) origin, or undefined. @example normalizeOrigin('https://CMS.example.com/') // 'https://cms.example.com' */
export function normalizeOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value || value === 'null') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a message from `origin` may be obeyed: it is the app's own origin or one of the allowed ones. An opaque
 * origin (`null`: sandboxed frames, files) never is.
 * @example isAllowedOrigin('https://cms.example.com', 'https://ops.example.com', ['https://cms.example.com']); // true
 */
export function isAllowedOrigin(origin: string, ownOrigin: string, allowed: readonly string[]): boolean {
  const normalized = normalizeOrigin(origin);
  if (!normalized) return false;
  return normalized === normalizeOrigin(ownOrigin) || allowed.some((entry) => normalizeOrigin(entry) === normalized);
}

/** The address of the browser configuration. */
export const CLIENT_CONFIG_URL = '/api/clearway/client-config';

/**
 * The configured preview origins from the server; none (the app's own origin only) when the call fails.
 * Plain fetch, no token: the call is public and must not trigger the session's error handling.
 */
export async function fetchPreviewOrigins(fetchImpl: typeof fetch = fetch): Promise<string[]> {
  try {
    const reply = await fetchImpl(CLIENT_CONFIG_URL, { headers: { accept: 'application/json' } });
    if (!reply.ok) return [];
    const body = (await reply.json()) as { code?: number; data?: { previewOrigins?: unknown } };
    const origins = body?.code === 200 ? body.data?.previewOrigins : undefined;
    return Array.isArray(origins) ? origins.map(normalizeOrigin).filter((o): o is string => !!o) : [];
  } catch {
    return [];
  }
}
