// @vitest-environment jsdom
import { clearSchemaIndex, dashboardPathsOf, loadSchemaIndex, schemaPathsOf, useSchemaIndex, type SchemaIndex } from './schema-index';
import { act, renderHook, waitFor } from '@testing-library/react';

const reply = (data: unknown) => ({ data: { code: 200, message: 'ok', status: 200, data } });

beforeEach(() => clearSchemaIndex());

describe('the schema index', () => {
  it('counts every path as a schema page until the index is loaded, then only its routes', () => {
    expect(schemaPathsOf({ status: 'loading' }).has('/anything')).toBe(true);
    expect(schemaPathsOf({ status: 'failed', message: 'offline' }).has('/anything')).toBe(true);
    const ready: SchemaIndex = { status: 'ready', schemaIdOf: new Map([['/sysparam', 'admin.sysparam']]), dashboardIdOf: new Map() };
    expect(schemaPathsOf(ready).has('/sysparam')).toBe(true);
    expect(schemaPathsOf(ready).has('/workbench')).toBe(false);
    expect(schemaPathsOf(ready)).toBe(schemaPathsOf(ready));
  });

  it('fetches once per session, and again after a failure only when asked', async () => {
    const get = vi.fn(async (url: string) => reply(url === '/api/clearway/dashboards' ? [{ route: '/chart-report/line', dashboardId: 'chartReportLine' }] : [{ route: '/sysparam', schemaId: 'admin.sysparam' }]));
    const http = { get } as never;
    const { result } = renderHook(() => useSchemaIndex('demo/1', http));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.status === 'ready' && result.current.schemaIdOf.get('/sysparam')).toBe('admin.sysparam');
    // the dashboards' index comes with it: their routes resolve to the dashboard page
    expect(result.current.status === 'ready' && result.current.dashboardIdOf.get('/chart-report/line')).toBe('chartReportLine');
    expect(dashboardPathsOf(result.current).has('/chart-report/line')).toBe(true);
    expect(dashboardPathsOf({ status: 'loading' }).size).toBe(0);
    renderHook(() => useSchemaIndex('demo/1', http));
    expect(get).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => { throw new Error('offline'); });
    const other = renderHook(() => useSchemaIndex('harbor/2', { get: failing } as never));
    await waitFor(() => expect(other.result.current).toEqual({ status: 'failed', message: 'offline' }));
    loadSchemaIndex('harbor/2', http);
    expect(get).toHaveBeenCalledTimes(2);
    act(() => loadSchemaIndex('harbor/2', http, true));
    await waitFor(() => expect(other.result.current.status).toBe('ready'));
  });

  it('a server without the dashboards call still gives the schema pages', async () => {
    const get = vi.fn(async (url: string) => {
      if (url === '/api/clearway/dashboards') throw new Error('404');
      return reply([{ route: '/sysparam', schemaId: 'admin.sysparam' }]);
    });
    const { result } = renderHook(() => useSchemaIndex('demo/3', { get } as never));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.status === 'ready' && [result.current.schemaIdOf.size, result.current.dashboardIdOf.size]).toEqual([1, 0]);
  });

  it('fetches nothing without a session', () => {
    const get = vi.fn();
    expect(renderHook(() => useSchemaIndex('', { get } as never)).result.current.status).toBe('loading');
    expect(get).not.toHaveBeenCalled();
  });
});
