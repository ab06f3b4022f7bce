import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { refreshKeysAtom, tagsViewAtom } from '../tags-view/tags-view-atoms';
import { RouteView } from './RouteView';
import { PageErrorBoundary } from '../error-log/PageErrorBoundary';

/**
 * The content area. Pages of cached tabs stay mounted (hidden) so a page keeps its filters and scroll when you come
 * back to its tab; each renders against its own remembered location. Pages whose route is noCache, and closed tabs,
 * are unmounted. A refresh of a tab remounts its page. `scroller` is the layout's scroll container: its position is
 * remembered per page.
 */
export function KeepAliveViews({ scroller }: { scroller: RefObject<HTMLElement | null> }) {
  const location = useLocation();
  const { cached } = useAtomValue(tagsViewAtom);
  const refreshKeys = useAtomValue(refreshKeysAtom);
  const kept = useRef(new Map<string, Location>());
  const scrollTops = useRef(new Map<string, number>());
  const current = location.pathname;
  const refreshing = current.startsWith('/redirect/');

  if (!refreshing) kept.current.set(current, location);
  const cachedSet = new Set(cached);
  for (const path of [...kept.current.keys()]) {
    if (path !== current && !cachedSet.has(path)) {
      kept.current.delete(path);
      scrollTops.current.delete(path);
    }
  }

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const remember = () => scrollTops.current.set(current, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [scroller, current]);

  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scrollTops.current.get(current) ?? 0;
  }, [scroller, current]);

  const views: [string, Location][] = [...kept.current.entries()];
  if (refreshing) views.push([current, location]);
  return (
    <>
      {views.map(([path, viewLocation]) => (
        <div key={`${path}#${refreshKeys[path] ?? 0}`} className="cw-view" data-view-path={path} style={{ display: path === current ? 'block' : 'none' }}>
          <PageErrorBoundary resetKey={viewLocation.pathname + viewLocation.search}>
            <Routes location={viewLocation}>
              <Route path="*" element={<RouteView />} />
            </Routes>
          </PageErrorBoundary>
        </div>
      ))}
    </>
  );
}
