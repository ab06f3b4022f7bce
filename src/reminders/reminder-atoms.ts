import { atom } from 'jotai';
import { permittedPathSet } from '../../engine/access/route-access';
import { currentUserAtom, menuAuthorityAtom } from '../session/session-atoms';
import { reminderTotal, summarize, visibleCategories, type ReminderLists } from './reminder-categories';

/** The rows of each reminder category, as the last poll found them (empty until the first poll, and after logout). */
export const reminderListsAtom = atom<ReminderLists>({});

/** The categories the signed-in user may open, hence poll and show. */
export const reminderCategoriesAtom = atom((get) => {
  const authority = get(menuAuthorityAtom);
  return visibleCategories(get(currentUserAtom), permittedPathSet(authority?.menu ?? []));
});

/** Count and target of each visible category, in catalogue order. */
export const reminderSummariesAtom = atom((get) => summarize(get(reminderListsAtom), get(reminderCategoriesAtom)));

/** New notifications for the bell (notification-unread.ts); undefined when the person may not read notifications. */
export const notificationUnreadAtom = atom<number | undefined>(undefined);

/** All entries of the visible categories: the badge shows when this is above 0. */
export const reminderTotalAtom = atom((get) => reminderTotal(get(reminderSummariesAtom)));
