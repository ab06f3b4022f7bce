import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '../pages/PageSpinner';
import { RequireSession } from '../session/RequireSession';
import { PublicOnly } from '../session/PublicOnly';
import { registerNavigator } from './navigation';

const LoginPage = lazy(() => import('../pages/login/LoginPage'));
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
export const router = createBrowserRouter([
  { path: '/login', element: page(<PublicOnly><LoginPage /></PublicOnly>) },
  { path: '/forgotpassword', element: page(<ForgotPasswordPage />) },
  { path: '/register', element: page(<RegisterPage />) },
  { path: '/auth-redirect', element: page(<AuthRedirectPage />) },
  { path: '/404', element: page(<NotFoundPage />) },
  { path: '/401', element: page(<UnauthorizedPage />) },
  { path: '*', element: <RequireSession>{page(<MainLayout />)}</RequireSession> },
]);

registerNavigator((path) => void router.navigate(path));
