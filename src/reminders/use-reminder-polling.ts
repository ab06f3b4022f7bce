import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { dataQuery } from '../app/data-query';
import { sessionPhaseAtom } from '../session/session-atoms';
import { sessionThresholds } from '../session/session-thresholds';
import { fetchReminderLists } from './fetch-reminder-lists';
import { reminderCategoriesAtom, reminderListsAtom } from './reminder-atoms';

/**
 * Spec 01 §4: polls the reminder queries every `reminderPollMs` (180000 ms) while signed in, at once on start.
 * Stops on the login page, on logout and when the layout unmounts; stopping empties the lists, so the next person
 * to sign in never sees the last one's reminders.
 */
export function useReminderPolling(): void {
  const { pathname } = useLocation();
  const phase = useAtomValue(sessionPhaseAtom);
  const categories = useAtomValue(reminderCategoriesAtom);
  const setLists = useSetAtom(reminderListsAtom);
  const active = phase === 'ready' && pathname !== '/login';

  useEffect(() => {
    if (!active || categories.length === 0) return;
    let alive = true;
    const poll = () => {
      void fetchReminderLists(dataQuery, categories).then((lists) => {
        if (alive) setLists(lists);
      });
    };
    poll();
    const timer = window.setInterval(poll, sessionThresholds().reminderPollMs);
    return () => {
      alive = false;
      window.clearInterval(timer);
      setLists({});
    };
  }, [active, categories, setLists]);
}
