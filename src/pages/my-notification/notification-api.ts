import { http } from '../../app/http';
import type { Envelope } from '../../../engine/data/envelope';
import type { QidPage } from '../../../engine/data/data-query';

/** A notification as queryMyNotification returns it (times ISO 8601; endTime null: it never ends). */
export interface MyNotification {
  id: number;
  title: string;
  content: string;
  type: string;
  priority: string;
  publisher: string;
  startTime: string;
  endTime: string | null;
  createdAt?: string;
}

/** An entry of the type or priority list, labelled in both languages. */
export interface NotificationOption {
  value: string;
  label: string;
  zh?: string;
  en?: string;
}

const BASE = '/api/notification/notification';

/** The notification calls of spec 02 §7 the "my notifications" page makes. */
export const notificationApi = {
  /** The caller's current notifications, a page at a time (`silent`: a failure is not shown, the bell's poll). */
  async myNotifications(currentPage: number, pageSize: number, silent = false): Promise<QidPage<MyNotification>> {
    const reply = await http.get<Envelope<QidPage<MyNotification>>>(`${BASE}/queryMyNotification`, { params: { currentPage, pageSize }, ...(silent ? { silent } : {}) });
    return reply.data.data;
  },
  /** The type list; quiet on failure (the page then shows the raw values). */
  async types(): Promise<NotificationOption[]> {
    return (await http.get<Envelope<NotificationOption[]>>(`${BASE}/queryNotificationType`, { silent: true })).data.data ?? [];
  },
  /** The priority list, highest first; quiet on failure. */
  async priorities(): Promise<NotificationOption[]> {
    return (await http.get<Envelope<NotificationOption[]>>(`${BASE}/queryNotificationPriority`, { silent: true })).data.data ?? [];
  },
};
