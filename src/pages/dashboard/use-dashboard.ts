/**
 * A dashboard as the server serves it (`GET /api/clearway/dashboards/{id}`: only the widgets the person may read,
 * labels filled in), fetched each time a page with it mounts, with a retry after a failure.
 */
import { useCallback } from 'react';
import type { AxiosInstance } from 'axios';
import type { Envelope } from '../../../engine/data/envelope';
import type { DashboardSchema } from '../../../engine/schema/dashboard-schema';
import { http as appHttp } from '../../app/http';
import { useFetchedOnMount } from '../use-fetched-on-mount';

export type DashboardState = { status: 'loading' } | { status: 'ready'; dashboard: DashboardSchema } | { status: 'failed'; message: string };

export function useDashboard(dashboardId: string | undefined, http: Pick<AxiosInstance, 'get'> = appHttp): DashboardState & { retry(): void } {
  const load = useCallback(
    async (id: string) => (await http.get<Envelope<DashboardSchema>>(`/api/clearway/dashboards/${encodeURIComponent(id)}`, { silent: true })).data.data,
    [http],
  );
  const fetched = useFetchedOnMount(dashboardId, load);
  return fetched.status === 'ready' ? { status: 'ready', dashboard: fetched.value, retry: fetched.retry } : fetched;
}
