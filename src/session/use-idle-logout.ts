import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppApis } from '../../engine/render/app-apis';
import { IdleTimer, IDLE_LOGOUT_MESSAGE } from '../../engine/session/idle-timer';
import { sessionService } from './session-service';
import { sessionThresholds } from './session-thresholds';
import { storedSession } from './session-storage';

/** Spec 01 §4: a click after more than 3 hours without one logs out, with 长时间无操作，退出登录。 */
export function useIdleLogout(): void {
  const navigate = useNavigate();
  const { message } = useAppApis();
  const timer = useRef<IdleTimer>();
  useEffect(() => {
    timer.current = new IdleTimer({ limitMs: sessionThresholds().idleLimitMs, now: () => Date.now() });
    const onClick = () => {
      const verdict = timer.current!.click({ hasToken: !!storedSession.token(), onLoginPage: window.location.pathname === '/login' });
      if (verdict !== 'logout') return;
      void sessionService.logout().then(() => {
        void message.warning(IDLE_LOGOUT_MESSAGE, 5);
        navigate('/login', { replace: true });
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate, message]);
}
