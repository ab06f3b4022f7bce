import { lazy, startTransition, Suspense, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Route, Router, Routes, UNSAFE_createBrowserHistory as createBrowserHistory, type Navigator } from 'react-router-dom';
import { PageSpinner } from '../pages/PageSpinner';
import { RequireSession } from '../session/RequireSession';
import { PublicOnly } from '../session/PublicOnly';
import { registerNavigator } from './navigation';
// Part of the first screen's chunk (vite.config.ts): most visits start at the login page, and one chunk compresses
// better than the pieces a lazy page is split into.
import LoginPage from '../pages/login/LoginPage';

const ForgotPasswordPage = lazy(() => import('../pages/forgot-password/ForgotPasswordPage'));
const RegisterPage = lazy(() => import('../pages/register/RegisterPage'));
const AuthRedirectPage = lazy(() => import('../pages/auth-redirect/AuthRedirectPage'));
const NotFoundPage = lazy(() => import('../pages/errors/NotFoundPage'));
const UnauthorizedPage = lazy(() => import('../pages/errors/UnauthorizedPage'));
const MainLayout = lazy(() => import('../layout/MainLayout'));

const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

/**
 * Public routes, then everything else inside the session guard and the layout. The layout resolves each path
 * against the route catalogue and the user's menu itself (see layout/content/RouteView), so the permitted routes
 * are exactly those the menu authority names.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={page(<PublicOnly><LoginPage /></PublicOnly>)} />
      <Route path="/forgotpassword" element={page(<ForgotPasswordPage />)} />
      <Route path="/register" element={page(<RegisterPage />)} />
      <Route path="/auth-redirect" element={page(<AuthRedirectPage />)} />
      <Route path="/404" element={page(<NotFoundPage />)} />
      <Route path="/401" element={page(<UnauthorizedPage />)} />
      <Route path="*" element={<RequireSession>{page(<MainLayout />)}</RequireSession>} />
    </Routes>
  );
}

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The browser router: react-router's declarative `<Router>` over the browser history. The app uses no loaders or
 * actions, and the data router (`createBrowserRouter`) costs 17 KB gzipped more on the login page. Like the data
 * router, it renders a navigation as a transition (the current screen stays while a lazy page loads), and at once
 * when the navigation asks for `flushSync` (the login's way into the app). Code outside React navigates through
 * app/navigation.ts.
 */
export function AppRouter({ children, history: given }: { children: ReactNode; history?: BrowserHistory }) {
  const [history] = useState(() => given ?? createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const navigator = useMemo(() => flushableNavigator(history), [history]);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (navigator.takeFlushSync()) flushSync(() => setState({ action, location }));
        else startTransition(() => setState({ action, location }));
      }),
    [history, navigator],
  );
  useLayoutEffect(() => registerNavigator((path) => navigator.push(path)), [navigator]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}

/** The history as react-router's navigator, remembering whether the navigation under way asked for flushSync. */
function flushableNavigator(history: BrowserHistory): Navigator & { takeFlushSync(): boolean } {
  let flush = false;
  const flagged = (options: unknown) => {
    flush = (options as { flushSync?: boolean } | undefined)?.flushSync === true;
  };
  return {
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state, options) => {
      flagged(options);
      history.push(to, state);
    },
    replace: (to, state, options) => {
      flagged(options);
      history.replace(to, state);
    },
    takeFlushSync: () => {
      const was = flush;
      flush = false;
      return was;
    },
  };
}
