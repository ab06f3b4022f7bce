/**
 * A dashboard as the server serves it (`GET /api/clearway/dashboards/{id}`: only the widgets the person may read,
 * labels filled in), fetched each time a page with it mounts, with a retry after a failure.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AxiosInstance } from 'axios';
import type { Envelope } from '../../../engine/data/envelope';
import type { DashboardSchema } from '../../../engine/schema/dashboard-schema';
import { http as appHttp } from '../../app/http';

export type DashboardState = { status: 'loading' } | { status: 'ready'; dashboard: DashboardSchema } | { status: 'failed'; message: string };

export function useDashboard(dashboardId: string | undefined, http: Pick<AxiosInstance, 'get'> = appHttp): DashboardState & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: DashboardState }>();
  const key = `${dashboardId ?? ''}\u0000${attempt}`;
  useEffect(() => {
    if (!dashboardId) return undefined;
    let live = true;
    http.get<Envelope<DashboardSchema>>(`/api/clearway/dashboards/${encodeURIComponent(dashboardId)}`, { silent: true }).then(
      (reply) => live && setState({ key, value: { status: 'ready', dashboard: reply.data.data } }),
      (error: unknown) => live && setState({ key, value: { status: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [key, dashboardId, http]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(state?.key === key ? state.value : { status: 'loading' }), retry };
}
