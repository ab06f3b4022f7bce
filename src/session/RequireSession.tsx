import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useAppApis } from '../../engine/render/app-apis';
import { PageSpinner } from '../pages/PageSpinner';
import { sessionPhaseAtom } from './session-atoms';
import { SessionError, sessionService } from './session-service';
import { storedSession } from './session-storage';

/**
 * The route guard (spec 01 §4): no token → /login (remembering where the person wanted to go); a token but no
 * user yet (a reload) → load user info and menu authority; any failure → reset everything and go to /login.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const phase = useAtomValue(sessionPhaseAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = useAppApis();
  const [failed, setFailed] = useState(false);
  const hasToken = !!storedSession.token();

  useEffect(() => {
    if (!hasToken || phase === 'ready' || phase === 'user') return;
    let cancelled = false;
    sessionService.load().catch((error: unknown) => {
      if (cancelled) return;
      sessionService.reset();
      if (error instanceof SessionError) void message.error(error.message, 5);
      setFailed(true);
      navigate('/login', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [hasToken, phase, navigate, message]);

  if (!hasToken || failed) {
    const redirect = location.pathname === '/' ? '' : `?redirect=${encodeURIComponent(location.pathname + location.search)}`;
    return <Navigate to={`/login${redirect}`} replace />;
  }
  if (phase !== 'ready') return <PageSpinner />;
  return <>{children}</>;
}
