/**
 * The tags view's state (spec 01 §2, Layout shell): the tabs of visited pages and the keys of cached pages, as a
 * pure reducer. Refreshing a tab is the caller's (remount the page); navigation after a close is the caller's too,
 * helped by {@link nextViewAfterClose}.
 *
 * Cached keys are paths, derived from the visited views: a view is cached unless `noCache`, and a cached view
 * also caches its parent entries, so nested layouts stay mounted.
 */

/** A visited page, as a tab. */
export interface View {
  path: string;
  /** The path with its query string, what the tab navigates to. */
  fullPath: string;
  query?: Record<string, string>;
  /** A title in both languages, or an already translated string. */
  title: { zh: string; en: string } | string;
  /** Pinned: cannot be closed and survives close-others and close-all. */
  affix?: boolean;
  noCache?: boolean;
  name: string;
  /** Paths of the menu entries above this page, top-down; they are cached with it. */
  parents?: string[];
}

/** The tabs in visiting order and the cached keys (paths). */
export interface TagsViewState {
  visited: View[];
  cached: string[];
}

/** What the tags view can be asked to do. */
export type TagsViewAction =
  | { type: 'addView'; view: View }
  | { type: 'closeView'; path: string }
  | { type: 'closeOthers'; view: View }
  | { type: 'closeAll' };

/**
 * Most tabs open at once, pinned ones not counted: opening one more closes the unpinned tab opened first (its page
 * is unmounted with it), so the bar and the kept-alive pages do not grow without limit.
 */
export const MAX_TAGS = 20;

/** The state before any page is visited. */
export const initialTagsViewState: TagsViewState = { visited: [], cached: [] };

/**
 * The cache keys a view contributes: nothing when it is `noCache`, otherwise its parent paths (the given ones, or
 * the view's own `parents`) followed by its own path.
 * @example cachedKeysFor({ path: '/putScan', ... }, ['/operate']); // ['/operate', '/putScan']
 */
export function cachedKeysFor(view: View, parents: readonly string[] = view.parents ?? []): string[] {
  if (view.noCache) return [];
  return [...new Set([...parents, view.path])];
}

/** The cached keys of a list of visited views, in visiting order, without duplicates. */
function cachedOf(visited: readonly View[]): string[] {
  return [...new Set(visited.flatMap((view) => cachedKeysFor(view)))];
}

function withVisited(visited: View[]): TagsViewState {
  return { visited, cached: cachedOf(visited) };
}

/**
 * Applies one action:
 * - addView: appends a new tab (past {@link MAX_TAGS} unpinned tabs, the unpinned one opened first is closed); a
 *   path already open keeps its place and takes the new fullPath, query and title;
 * - closeView: removes the tab with that path unless it is affixed;
 * - closeOthers: keeps the affixed tabs and the given one;
 * - closeAll: keeps only the affixed tabs.
 * closeView returns the same state object when it closes nothing.
 */
export function tagsViewReducer(state: TagsViewState, action: TagsViewAction): TagsViewState {
  switch (action.type) {
    case 'addView': {
      const { view } = action;
      const index = state.visited.findIndex((open) => open.path === view.path);
      if (index < 0) return withVisited(capped([...state.visited, { ...view }]));
      const visited = [...state.visited];
      visited[index] = { ...visited[index], ...view, query: view.query };
      return withVisited(visited);
    }
    case 'closeView': {
      const view = state.visited.find((open) => open.path === action.path);
      if (!view || view.affix) return state;
      return withVisited(state.visited.filter((open) => open !== view));
    }
    case 'closeOthers':
      return withVisited(state.visited.filter((open) => open.affix || open.path === action.view.path));
    case 'closeAll':
      return withVisited(state.visited.filter((open) => open.affix));
  }
}

/** The tabs with the oldest unpinned ones closed until at most MAX_TAGS unpinned remain (the newest is never closed). */
function capped(visited: View[]): View[] {
  let over = visited.filter((view) => !view.affix).length - MAX_TAGS;
  if (over <= 0) return visited;
  return visited.filter((view, index) => (over > 0 && !view.affix && index < visited.length - 1 ? (over--, false) : true));
}

/**
 * Where to go after closing the tab at `closedPath` (when it was the active one): the fullPath of the last
 * remaining tab, or '/' when none is left. Works with the state from before or after the close.
 */
export function nextViewAfterClose(state: TagsViewState, closedPath: string): string {
  const remaining = state.visited.filter((view) => view.path !== closedPath);
  return remaining.at(-1)?.fullPath ?? '/';
}
