import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { PageSpinner } from '../../pages/PageSpinner';
import { builtPages, DashboardPage, SchemaListPage } from '../../pages/page-registry';
import { NotBuiltPage } from '../../pages/not-built/NotBuiltPage';
import { WmsLaunchPage } from '../../pages/wms/WmsLaunchPage';
import { refreshKeysAtom } from '../tags-view/tags-view-atoms';
import { resolveRoute } from './resolve-route';
import { useResolveContext } from './use-resolve-context';

// Fetched when shown: antd's Result carries its large illustrations (404, 403).
const NotFoundPage = lazy(() => import('../../pages/errors/NotFoundPage'));
const UnauthorizedPage = lazy(() => import('../../pages/errors/UnauthorizedPage'));
// A monitor page (a frame and its bar): only administrators open one, so it stays out of the layout's chunk.
const EmbeddedPage = lazy(() => import('../../pages/external/EmbeddedPage').then((m) => ({ default: m.EmbeddedPage })));

const loading = (page: ReactNode) => <Suspense fallback={<PageSpinner />}>{page}</Suspense>;

/** The page for the current location (inside <Routes location>, so a cached page keeps its own location). */
export function RouteView() {
  const location = useLocation();
  const resolution = resolveRoute(location.pathname, useResolveContext());
  switch (resolution.kind) {
    case 'refresh':
      return <RefreshRedirect to={resolution.to + location.search} />;
    case 'redirect':
      return <Navigate to={resolution.to} replace />;
    case 'notFound':
      return loading(<NotFoundPage />);
    case 'forbidden':
      return loading(<UnauthorizedPage />);
    case 'external':
      return loading(<EmbeddedPage route={resolution.route} />);
    case 'wms':
      return <WmsLaunchPage route={resolution.route} />;
    case 'notBuilt':
      return <NotBuiltPage route={resolution.route} />;
    case 'schema':
      return loading(<SchemaListPage route={resolution.route} />);
    case 'dashboard':
      return loading(<DashboardPage route={resolution.route} />);
    case 'built': {
      const Page = builtPages[resolution.route.path]!;
      return loading(<Page />);
    }
  }
}

/** /redirect/{path}: remounts the page at {path} (the tags view's refresh), then goes back to it. */
function RefreshRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const bump = useSetAtom(refreshKeysAtom);
  useEffect(() => {
    const path = to.split('?')[0]!;
    bump((keys) => ({ ...keys, [path]: (keys[path] ?? 0) + 1 }));
    navigate(to, { replace: true });
  }, [to, navigate, bump]);
  return <PageSpinner />;
}
