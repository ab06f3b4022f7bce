import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { routeCatalogue } from '../../../schemas/routes';
import { menuAuthorityAtom } from '../../session/session-atoms';
import { tagsViewAtom } from './tags-view-atoms';
import type { View } from './tags-view-state';

/** A catalogue route as a tab. */
export function viewOf(path: string, fullPath: string): View | undefined {
  const route = routeCatalogue.byPath(path);
  if (!route || route.public || path === '/') return undefined;
  return {
    path,
    fullPath,
    title: route.title,
    affix: route.affix,
    noCache: route.noCache,
    name: route.name,
    parents: routeCatalogue.ancestors(path).slice(0, -1).map((r) => r.path),
  };
}

/** Adds a tab for every page visited; affixed routes (the workbench) are tabs from the start. */
export function useTrackVisitedViews(): void {
  const location = useLocation();
  const dispatch = useSetAtom(tagsViewAtom);
  const authority = useAtomValue(menuAuthorityAtom);
  useEffect(() => {
    for (const route of routeCatalogue.all().filter((r) => r.affix)) {
      const view = viewOf(route.path, route.path);
      if (view) dispatch({ type: 'addView', view });
    }
  }, [dispatch, authority]);
  useEffect(() => {
    if (location.pathname.startsWith('/redirect/')) return;
    const view = viewOf(location.pathname, location.pathname + location.search);
    if (view && routeCatalogue.children(location.pathname).length === 0) dispatch({ type: 'addView', view });
  }, [location.pathname, location.search, dispatch]);
}
