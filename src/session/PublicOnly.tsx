import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { redirectTarget } from '../pages/login/redirect-target';
import { sessionPhaseAtom } from './session-atoms';
import { storedSession } from './session-storage';

/** Spec 01 §2: a logged-in user opening /login goes to / (or to the page the login was for). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const phase = useAtomValue(sessionPhaseAtom);
  const [params] = useSearchParams();
  if (phase === 'ready' && storedSession.token()) return <Navigate to={redirectTarget(params.get('redirect'))} replace />;
  return <>{children}</>;
}
