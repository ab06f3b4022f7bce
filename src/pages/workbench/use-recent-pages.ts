import { useEffect, useMemo } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { routeCatalogue } from '../../../schemas/routes';
import { currentUserAtom } from '../../session/session-atoms';
import { addRecentPage, isRecordablePath, parseRecentPages, recentPagesKey, type RecentPage } from './recent-pages';
import { local } from '../../../engine/data/browser-storage';

/** The list of the signed-in user as last written (local storage is the record; this keeps readers current). */
const recentPagesAtom = atom<{ username: string; pages: RecentPage[] } | null>(null);

function load(username: string): RecentPage[] {
  try {
    return parseRecentPages(local.getItem(recentPagesKey(username)));
  } catch {
    return [];
  }
}

/**
 * Records every catalogue page the signed-in person opens into their recent-pages list (local storage, newest
 * first). Call it once, from the layout.
 */
export function useRecordRecentPages(): void {
  const { pathname, search } = useLocation();
  const user = useAtomValue(currentUserAtom);
  const setRecent = useSetAtom(recentPagesAtom);
  const username = user?.name;
  useEffect(() => {
    if (!username || !isRecordablePath(pathname, routeCatalogue)) return;
    const pages = addRecentPage(load(username), { path: pathname, fullPath: pathname + search, visitedAt: Date.now() });
    try {
      local.setItem(recentPagesKey(username), JSON.stringify(pages));
    } catch {
      // Storage full or refused: the list lives on in memory for this session.
    }
    setRecent({ username, pages });
  }, [pathname, search, username, setRecent]);
}

/** The signed-in person's recent pages, newest first. */
export function useRecentPages(): RecentPage[] {
  const user = useAtomValue(currentUserAtom);
  const recent = useAtomValue(recentPagesAtom);
  const username = user?.name;
  return useMemo(() => {
    if (!username) return [];
    return recent?.username === username ? recent.pages : load(username);
  }, [username, recent]);
}
