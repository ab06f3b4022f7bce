import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient, formEncode, type NotifierPort, type SessionPort } from './http-client';
import { ApiError } from './envelope';

function setup(reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }, sessionOverrides: Partial<SessionPort> = {}) {
  const seen: InternalAxiosRequestConfig[] = [];
  const events: string[] = [];
  let token = 'old';
  let stale = false;
  const session: SessionPort = {
    accessToken: () => token,
    needsRefresh: () => stale,
    refresh: async () => {
      events.push('refresh');
      await new Promise((r) => setTimeout(r, 5));
      token = 'new';
      stale = false;
      return token;
    },
    clearToken: () => events.push('clearToken'),
    ...sessionOverrides,
  };
  const notifier: NotifierPort = {
    error: (m) => events.push(`error:${m}`),
    locked: () => events.push('locked'),
    confirmRelogin: async (m) => {
      events.push(`confirm:${m}`);
      return true;
    },
    loginExpired: () => events.push('loginExpired'),
  };
  const client = createHttpClient({ session, notifier, logout: () => events.push('logout'), queryScope: () => ({ ownerSite: 7, ownerSiteCode: 'SZ001' }) });
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data } = reply(config);
    const response = { status, statusText: String(status), headers: {}, config, data };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  client.defaults.adapter = adapter;
  return { client, seen, events, makeStale: () => (stale = true) };
}

describe('createHttpClient', () => {
  it('sends the Bearer token, but not on the token and language-menu calls', async () => {
    const { client, seen } = setup(() => ({ status: 200, data: { code: 200, message: 'ok', data: 1 } }));
    await client.get('/api/uaa/users/getSysUser');
    await client.post('/api/uaa/oauth/token', 'grant_type=password');
    await client.get('/api/bdtibs/base/queryLanguageMenuFormat');
    expect(seen.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer old', undefined, undefined]);
  });

  it('resolves with the envelope on code 200', async () => {
    const { client } = setup(() => ({ status: 200, data: { code: 200, message: 'ok', data: { a: 1 } } }));
    expect((await client.get('/x')).data).toEqual({ code: 200, message: 'ok', data: { a: 1 } });
  });

  it('refreshes an old token once for concurrent requests and replays them with the new token', async () => {
    const { client, seen, events, makeStale } = setup(() => ({ status: 200, data: { code: 200, message: 'ok', data: null } }));
    makeStale();
    await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(events.filter((e) => e === 'refresh')).toHaveLength(1);
    expect(seen.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer new', 'Bearer new', 'Bearer new']);
  });

  it('shows the message of a failed envelope and rejects with its code and field map', async () => {
    const { client, events } = setup(() => ({ status: 400, data: { code: 400, message: 'bad', data: { fields: { name: 'required' } } } }));
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: 'bad', fields: { name: 'required' } });
    expect(events).toEqual(['error:bad']);
  });

  it('applies the lock message, the re-login box and token clearing', async () => {
    let body: unknown;
    const { client, events } = setup(() => ({ status: 200, data: body }));
    body = { code: 400, message: 'more 5', data: null };
    await client.get('/x').catch(() => undefined);
    body = { code: 50014, message: 'expired token', data: null };
    await client.get('/x').catch(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
    body = { code: 500, message: '', data: null };
    await client.get('/x').catch(() => undefined);
    expect(events).toEqual(['locked', 'confirm:expired token', 'logout', 'clearToken', 'error:Error']);
  });

  it('logs out on a transport 401', async () => {
    const { client, events } = setup(() => ({ status: 401, data: { code: 401, message: 'no' } }));
    await client.get('/x').catch(() => undefined);
    expect(events).toEqual(['loginExpired', 'logout']);
  });

  it("adds the non-admin's owner site to generic data queries only", async () => {
    const { client, seen } = setup(() => ({ status: 200, data: { code: 200, message: 'ok', data: [] } }));
    await client.post('/api/bdtibs/dataQuery/findAllByCallId', formEncode({ qid: 'FIND_SITE', filters: { blOpen: 1 } }));
    await client.post('/api/other', formEncode({ a: 1 }));
    const first = new URLSearchParams(String(seen[0]!.data));
    expect(first.get('ownerSiteCode')).toBe('SZ001');
    expect(first.get('filters')).toBe('{"blOpen":1}');
    expect(new URLSearchParams(String(seen[1]!.data)).get('ownerSiteCode')).toBeNull();
  });
});
