import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { canSeeRoute, permittedPathSet } from '../../engine/access/route-access';
import { currentUserAtom, menuAuthorityAtom, sessionPhaseAtom } from '../session/session-atoms';
import { sessionThresholds } from '../session/session-thresholds';
import { notificationApi } from '../pages/my-notification/notification-api';
import { markSeen, MY_NOTIFICATIONS_PATH, readSeenAt, unreadCount, UNREAD_WINDOW } from './notification-unread';
import { notificationUnreadAtom } from './reminder-atoms';

/**
 * Keeps the bell's count of new notifications current without a reload: asks for the newest current notifications
 * every `notificationPollMs` (60 s), and at once when the window comes back into focus (a person returning to the
 * tab sees what was published meanwhile). Polling, not a push channel: one small read a minute per open app works
 * through any proxy and needs nothing on the server (docs/architecture.md, "The shell"). Opening My notifications
 * marks them seen. Only for people who may open that page; stops (and empties the count) on logout.
 */
export function useNotificationPolling(): void {
  const { pathname } = useLocation();
  const phase = useAtomValue(sessionPhaseAtom);
  const user = useAtomValue(currentUserAtom);
  const authority = useAtomValue(menuAuthorityAtom);
  const setUnread = useSetAtom(notificationUnreadAtom);
  const person = user ? `${user.tenantCode}/${user.id}` : '';
  const allowed = !!user && canSeeRoute({ path: MY_NOTIFICATIONS_PATH }, user, permittedPathSet(authority?.menu ?? []));
  const active = phase === 'ready' && pathname !== '/login' && allowed;
  const reading = active && pathname === MY_NOTIFICATIONS_PATH;

  useEffect(() => {
    if (!active) return;
    let alive = true;
    const poll = () => {
      void notificationApi.myNotifications(1, UNREAD_WINDOW, true).then(
        (page) => alive && setUnread(unreadCount(page?.list ?? [], readSeenAt(person))),
        () => undefined,
      );
    };
    poll();
    const timer = window.setInterval(poll, sessionThresholds().notificationPollMs);
    const onFocus = () => document.visibilityState !== 'hidden' && poll();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      alive = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
      setUnread(undefined);
    };
  }, [active, person, setUnread]);

  useEffect(() => {
    if (!reading) return;
    markSeen(person);
    setUnread(0);
  }, [reading, person, setUnread]);
}
