/**
 * Menu search (spec 01 §2 and §9): fuzzy search over the user's routes by title and path, and for Chinese also by
 * the pinyin of the title (full and initials), with fuse.js: threshold 0.4, title weight 0.7, path and pinyin
 * weight 0.3.
 */
import Fuse from 'fuse.js';
import { pinyin } from 'pinyin-pro';

/** A route that can be found: its path and its title in both languages. */
export interface SearchableRoute {
  path: string;
  title: { zh: string; en: string };
}

/** One searchable record: the route and the texts matched for the chosen language. */
export interface MenuSearchRecord<R extends SearchableRoute = SearchableRoute> {
  route: R;
  title: string;
  path: string;
  /** Chinese only: the title's pinyin without tones or spaces (入库扫描 → rukusaomiao). */
  pinyinFull?: string;
  /** Chinese only: the initials of the title's pinyin (入库扫描 → rksm). */
  pinyinInitials?: string;
}

/** A built index for one language. */
export type MenuSearchIndex<R extends SearchableRoute = SearchableRoute> = Fuse<MenuSearchRecord<R>>;

/** Fuzzy threshold of menu search. */
export const MENU_SEARCH_THRESHOLD = 0.4;

/** The pinyin of a title without tones or separators; non-Chinese characters are kept. */
export function titlePinyin(text: string): { full: string; initials: string } {
  return {
    full: pinyin(text, { toneType: 'none', separator: '' }),
    initials: pinyin(text, { pattern: 'first', toneType: 'none', separator: '' }),
  };
}

/**
 * Builds the search index over the given routes for a language. Chinese also indexes the pinyin (full and
 * initials) of the Chinese title.
 * @example searchMenus(buildMenuSearch(routes, 'zh'), 'rksm')[0].path; // '/putScan' (入库扫描)
 */
export function buildMenuSearch<R extends SearchableRoute>(routes: readonly R[], lang: 'zh' | 'en'): MenuSearchIndex<R> {
  const records = routes.map((route): MenuSearchRecord<R> => {
    const title = route.title[lang];
    if (lang !== 'zh') return { route, title, path: route.path };
    const { full, initials } = titlePinyin(title);
    return { route, title, path: route.path, pinyinFull: full, pinyinInitials: initials };
  });
  const keys = [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
    ...(lang === 'zh' ? [{ name: 'pinyinFull', weight: 0.3 }, { name: 'pinyinInitials', weight: 0.3 }] : []),
  ];
  return new Fuse(records, { keys, threshold: MENU_SEARCH_THRESHOLD, shouldSort: true, minMatchCharLength: 1 });
}

/** The routes matching the query, best first; a blank query matches nothing. */
export function searchMenus<R extends SearchableRoute>(index: MenuSearchIndex<R>, query: string): R[] {
  const text = query.trim();
  if (text === '') return [];
  return index.search(text).map((result) => result.item.route);
}
