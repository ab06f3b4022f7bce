import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { PageSpinner } from '../../pages/PageSpinner';
import { builtPages, SchemaListPage } from '../../pages/page-registry';
import NotFoundPage from '../../pages/errors/NotFoundPage';
import UnauthorizedPage from '../../pages/errors/UnauthorizedPage';
import { NotBuiltPage } from '../../pages/not-built/NotBuiltPage';
import { ExternalToolPage } from '../../pages/external/ExternalToolPage';
import { WmsLaunchPage } from '../../pages/wms/WmsLaunchPage';
import { refreshKeysAtom } from '../tags-view/tags-view-atoms';
import { resolveRoute } from './resolve-route';
import { useResolveContext } from './use-resolve-context';

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
      return <NotFoundPage />;
    case 'forbidden':
      return <UnauthorizedPage />;
    case 'external':
      return <ExternalToolPage route={resolution.route} />;
    case 'wms':
      return <WmsLaunchPage route={resolution.route} />;
    case 'notBuilt':
      return <NotBuiltPage route={resolution.route} />;
    case 'schema':
      return (
        <Suspense fallback={<PageSpinner />}>
          <SchemaListPage route={resolution.route} />
        </Suspense>
      );
    case 'built': {
      const Page = builtPages[resolution.route.path]!;
      return (
        <Suspense fallback={<PageSpinner />}>
          <Page />
        </Suspense>
      );
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
