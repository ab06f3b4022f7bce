/**
 * The person's recently visited pages, kept in local storage per user (newest first, at most
 * {@link RECENT_PAGES_LIMIT}). Pure list logic; the hooks are in `use-recent-pages.ts`.
 */
import type { RouteCatalogue } from '../../../engine/schema/route-catalogue';

/** A visited page. */
export interface RecentPage {
  path: string;
  /** The path with its query string: what the link opens. */
  fullPath: string;
  /** Epoch milliseconds of the last visit. */
  visitedAt: number;
}

export const RECENT_PAGES_LIMIT = 8;

/** The local-storage key of a user's list (usernames are unique across tenants). */
export function recentPagesKey(username: string): string {
  return `clearway.recentPages.${username}`;
}

/**
 * Puts a visit first, dropping the earlier visit of the same path and anything past the limit.
 * @example addRecentPage([{ path: '/a', … }, { path: '/b', … }], { path: '/b', … })[0].path; // '/b'
 */
export function addRecentPage(list: readonly RecentPage[], page: RecentPage, limit = RECENT_PAGES_LIMIT): RecentPage[] {
  return [page, ...list.filter((entry) => entry.path !== page.path)].slice(0, limit);
}

/** Reads a stored list; anything malformed counts as empty, malformed entries are dropped. */
export function parseRecentPages(raw: string | null): RecentPage[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((entry): entry is RecentPage =>
      typeof entry === 'object' && entry !== null && typeof entry.path === 'string' && entry.path.startsWith('/')
      && typeof entry.fullPath === 'string' && entry.fullPath.startsWith('/') && typeof entry.visitedAt === 'number');
  } catch {
    return [];
  }
}

/**
 * Whether a visit is worth remembering: a page of the catalogue (not a section, a redirect, the root or a public
 * page). Refresh helpers (/redirect/…) are not in the catalogue.
 */
export function isRecordablePath(path: string, catalogue: Pick<RouteCatalogue, 'byPath' | 'children'>): boolean {
  const route = catalogue.byPath(path);
  return !!route && path !== '/' && !route.public && !route.redirect && catalogue.children(path).length === 0;
}

/** An entry of the workbench's list: a recent page, or an open tab not visited since the list was kept. */
export interface RecentEntry {
  path: string;
  fullPath: string;
  visitedAt?: number;
  /** Open in the tags view. */
  open: boolean;
}

/**
 * The workbench's recent pages: the stored visits (newest first), then open tabs not among them; without the
 * excluded paths (the workbench itself), at most `limit`.
 */
export function recentEntries(
  recent: readonly RecentPage[],
  tabs: readonly { path: string; fullPath: string }[],
  exclude: readonly string[],
  limit = RECENT_PAGES_LIMIT,
): RecentEntry[] {
  const openPaths = new Set(tabs.map((tab) => tab.path));
  const seen = new Set(exclude);
  const entries: RecentEntry[] = [];
  for (const page of recent) {
    if (seen.has(page.path)) continue;
    seen.add(page.path);
    entries.push({ path: page.path, fullPath: page.fullPath, visitedAt: page.visitedAt, open: openPaths.has(page.path) });
  }
  for (const tab of [...tabs].reverse()) {
    if (seen.has(tab.path)) continue;
    seen.add(tab.path);
    entries.push({ path: tab.path, fullPath: tab.fullPath, open: true });
  }
  return entries.slice(0, limit);
}
