/**
 * Test support: the developer tools' server faked behind the app's HTTP client (its axios adapter), answering the
 * generator pages' calls with what a test sets and recording every request. Not a test itself.
 */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from '../../../app/http';

export interface FakeReply {
  status?: number;
  data: unknown;
}

/** Handlers by "METHOD url" (the url without its query); a handler answers the envelope's data, or a failure. */
export type FakeRoutes = Record<string, (config: InternalAxiosRequestConfig) => unknown>;

export interface FakeServer {
  seen: InternalAxiosRequestConfig[];
  routes: FakeRoutes;
  restore(): void;
}

/** Fails a faked call with this HTTP status (the client turns it into an ApiError). */
export class FakeFailure {
  constructor(readonly status: number, readonly message = 'failed') {}
}

/** Installs the fake; `restore` puts the real adapter back. Calls without a handler answer null. */
export function fakeDevtoolServer(routes: FakeRoutes): FakeServer {
  const original = http.defaults.adapter;
  const seen: InternalAxiosRequestConfig[] = [];
  const server: FakeServer = { seen, routes, restore: () => void (http.defaults.adapter = original) };
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const handler = server.routes[`${(config.method ?? 'get').toUpperCase()} ${config.url}`];
    const answer = handler ? handler(config) : null;
    if (answer instanceof FakeFailure) {
      const data = { code: answer.status, message: answer.message, status: answer.status, data: null };
      throw Object.assign(new Error(answer.message), { isAxiosError: true, config, response: { status: answer.status, statusText: '', headers: {}, config, data } });
    }
    return { status: 200, statusText: 'OK', headers: {}, config, data: { code: 200, message: 'ok', status: 200, data: answer } };
  };
  http.defaults.adapter = adapter;
  return server;
}

/** The JSON body of a recorded request. */
export function bodyOf(config: InternalAxiosRequestConfig): Record<string, unknown> {
  return typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : (config.data as Record<string, unknown>);
}
