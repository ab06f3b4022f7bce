import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { sessionPhaseAtom } from './session-atoms';
import { storedSession } from './session-storage';

/** Spec 01 §2: a logged-in user opening /login goes to /. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const phase = useAtomValue(sessionPhaseAtom);
  if (phase === 'ready' && storedSession.token()) return <Navigate to="/" replace />;
  return <>{children}</>;
}
