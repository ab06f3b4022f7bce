/** A small fetch wrapper for server tests: form, JSON and query helpers that return the envelope and HTTP status. */
export interface Reply<T = any> {
  http: number;
  body: { code: number; message: string; status: number; data: T };
  headers: Headers;
}

export class TestClient {
  token?: string;
  constructor(readonly baseUrl: string, readonly language: 'zh' | 'en' = 'zh') {}

  async request<T = any>(method: string, path: string, options: { form?: Record<string, string | number>; json?: unknown; query?: Record<string, string | number>; headers?: Record<string, string>; body?: BodyInit } = {}): Promise<Reply<T>> {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { 'accept-language': this.language, ...options.headers };
    if (this.token && !headers.authorization) headers.authorization = `Bearer ${this.token}`;
    let body: BodyInit | undefined = options.body;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(options.form).map(([k, v]) => [k, String(v)])).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: any;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { raw: text };
    }
    return { http: response.status, body: parsed, headers: response.headers };
  }

  /** Password grant through the browser client; stores the access token on success. */
  async login(username: string, password: string, extra: Record<string, string> = {}): Promise<Reply> {
    const reply = await this.request('POST', '/api/uaa/oauth/token', {
      form: { grant_type: 'password', scope: 'ui', username, password, ...extra },
      headers: { authorization: `Basic ${Buffer.from('browser:browser').toString('base64')}` },
    });
    if (reply.body.code === 200) this.token = reply.body.data.access_token;
    return reply;
  }

  query<T = any>(call: 'findAllByCallId' | 'findPageByCallId', form: Record<string, string | number>, prefix = '/api/bdtibs/dataQuery'): Promise<Reply<T>> {
    return this.request<T>('POST', `${prefix}/${call}`, { form });
  }
}

/** A client signed in with the password grant (the test fails when the login is refused). */
export async function signedIn(baseUrl: string, username: string, password: string, language: 'zh' | 'en' = 'zh'): Promise<TestClient> {
  const client = new TestClient(baseUrl, language);
  const reply = await client.login(username, password);
  if (reply.body.code !== 200) throw new Error(`login as ${username} refused: ${JSON.stringify(reply.body)}`);
  return client;
}

/** The data of a successful reply (HTTP 200, envelope code 200); fails the test with the body otherwise. */
export function expectOk<T = any>(reply: Reply<T>): T {
  expect(reply.http, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}
