/**
 * Test support: answers the app's HTTP client from a table of handlers by method and URL (the developer tools'
 * calls), and records every request. Use from a jsdom test; `restore()` in afterAll.
 * @example const fake = fakeDevtoolHttp({ 'get /api/clearway/devtool/audiences': () => [demo] });
 */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from '../../../../app/http';

type Handler = (body: any, config: InternalAxiosRequestConfig) => unknown;

export function fakeDevtoolHttp(handlers: Record<string, Handler>) {
  const seen: { method: string; url: string; body: any }[] = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toLowerCase();
    const body = typeof config.data === 'string' && config.data.startsWith('{') ? JSON.parse(config.data) : config.data;
    seen.push({ method, url: config.url ?? '', body });
    const handler = handlers[`${method} ${config.url}`];
    const data = handler ? handler(body, config) : null;
    return { status: 200, statusText: 'OK', headers: {}, config, data: { code: 200, message: 'ok', status: 200, data } };
  };
  http.defaults.adapter = adapter;
  return { seen, handlers, restore: () => void (http.defaults.adapter = original) };
}

/** The demo tenant and its roles, as GET /devtool/audiences answers. */
export const demoAudiences = [
  { tenantId: 1, tenantCode: 'demo', tenantName: '演示租户', roles: [{ roleId: 2, roleCode: 'ROLE_OPERATOR', roleName: '操作员' }] },
];
