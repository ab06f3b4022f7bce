import { useCallback, useEffect, useState } from 'react';
import { notificationApi, type MyNotification, type NotificationOption } from './notification-api';

export const DEFAULT_PAGE_SIZE = 10;

/** The page's state: the current page of notifications, paging, the option lists, and the one being read. */
export interface MyNotificationsController {
  rows: MyNotification[];
  total: number;
  currentPage: number;
  pageSize: number;
  loading: boolean;
  types: NotificationOption[];
  priorities: NotificationOption[];
  reading?: MyNotification;
  changePage(currentPage: number, pageSize: number): void;
  read(row: MyNotification | undefined): void;
}

/** Loads the caller's notifications page by page, and the type and priority lists once. No JSX. */
export function useMyNotifications(): MyNotificationsController {
  const [paging, setPaging] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ rows: MyNotification[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [types, setTypes] = useState<NotificationOption[]>([]);
  const [priorities, setPriorities] = useState<NotificationOption[]>([]);
  const [reading, setReading] = useState<MyNotification>();

  useEffect(() => {
    let alive = true;
    void notificationApi.types().then((list) => alive && setTypes(list), () => undefined);
    void notificationApi.priorities().then((list) => alive && setPriorities(list), () => undefined);
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    let alive = true;
    setLoading(true);
    // A failure is told by the HTTP client; the table then shows its empty state.
    notificationApi.myNotifications(paging.currentPage, paging.pageSize)
      .then((data) => alive && setPage({ rows: data?.list ?? [], total: data?.total ?? 0 }))
      .catch(() => alive && setPage({ rows: [], total: 0 }))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [paging]);

  const changePage = useCallback((currentPage: number, pageSize: number) => setPaging({ currentPage, pageSize }), []);
  return { ...page, ...paging, loading, types, priorities, reading, changePage, read: setReading };
}
