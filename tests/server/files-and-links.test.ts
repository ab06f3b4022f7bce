/**
 * Files, the warehouse-system link, the /api/clearway extensions, error envelopes and transactions, over real
 * HTTP; and a sweep that sends bad input to every POST/PUT route of the OpenAPI document and expects no 5xx.
 */
import { startTestServer, signInAs, type TestServer } from './test-server';
import { TestClient, type Reply } from './http-client';

const UPLOAD = '/api/bdttms/file/uploadFile';
const DOWNLOAD = '/api/bdttms/file/downloadFile';
const WMS = '/api/bdtibs/login/getWmsLoginUrl';
const MB = 1024 * 1024;

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAs(server, 'admin');
});
afterAll(async () => server?.close());

async function loggedIn(username: string, password: string, base = server, language: 'zh' | 'en' = 'zh'): Promise<TestClient> {
  const client = new TestClient(base.url, language);
  expect((await client.login(username, password)).body.code).toBe(200);
  return client;
}

function upload(client: TestClient, name: string, bytes: Uint8Array<ArrayBuffer>, fields: Record<string, string> = {}, type = 'application/pdf'): Promise<Reply> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([bytes], { type }), name);
  return client.request('POST', UPLOAD, { body: form });
}

async function download(url: string, headers: Record<string, string>): Promise<Response> {
  return fetch(new URL(url, server.url), { headers });
}

function isEnvelope(body: unknown): boolean {
  const b = body as { code?: unknown; message?: unknown; status?: unknown };
  return typeof b?.code === 'number' && typeof b.message === 'string' && typeof b.status === 'number' && 'data' in (b as object);
}

function filenameStar(disposition: string | null): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1];
  return encoded === undefined ? undefined : decodeURIComponent(encoded);
}

describe('upload and download', () => {
  const pdf = new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256))]));

  it('keeps the bytes and the Chinese file name; FIND_ZTDCODE_FILE finds the file by ztdCode', async () => {
    const uploaded = await upload(admin, '报关单.pdf', pdf, { ztdCode: 'ZTD-2026-0001' });
    expect(uploaded.http).toBe(200);
    expect(uploaded.body.code).toBe(200);
    const file = uploaded.body.data;
    expect(file).toMatchObject({ name: '报关单.pdf', size: pdf.length, contentType: 'application/pdf' });
    expect(file.key).toMatch(/^[a-f0-9]{32}$/);

    const response = await download(`${DOWNLOAD}?key=${file.key}&name=${encodeURIComponent('报关单.pdf')}`, { authorization: `Bearer ${admin.token}` });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(filenameStar(response.headers.get('content-disposition'))).toBe('报关单.pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=/);

    // the url in the reply works as it is, and `name` chooses the saved name
    const viaUrl = await download(file.url, { authorization: `Bearer ${admin.token}` });
    expect(filenameStar(viaUrl.headers.get('content-disposition'))).toBe('报关单.pdf');
    const renamed = await download(`${DOWNLOAD}?key=${file.key}&name=${encodeURIComponent('另存为 (1).pdf')}`, { authorization: `Bearer ${admin.token}` });
    expect(filenameStar(renamed.headers.get('content-disposition'))).toBe('另存为 (1).pdf');
    await renamed.arrayBuffer();

    const found = await admin.query('findAllByCallId', { qid: 'FIND_ZTDCODE_FILE', ztdCode: 'ZTD-2026-0001' });
    expect(found.body.code).toBe(200);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]).toMatchObject({ id: file.id, fileKey: file.key, fileName: '报关单.pdf', fileSize: pdf.length, ztdCode: 'ZTD-2026-0001' });
    expect((await admin.query('findAllByCallId', { qid: 'FIND_ZTDCODE_FILE', id: file.id })).body.data[0].fileKey).toBe(file.key);
  });

  it('downloads with the token cookie instead of the Authorization header', async () => {
    const file = (await upload(admin, 'cookie.txt', new Uint8Array(Buffer.from('hello cookie')), {}, 'text/plain')).body.data;
    const response = await download(`${DOWNLOAD}?key=${file.key}&name=cookie.txt`, { cookie: `language=zh; token=${admin.token}` });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello cookie');
    const anonymous = await download(`${DOWNLOAD}?key=${file.key}&name=cookie.txt`, {});
    expect(anonymous.status).toBe(401);
    await anonymous.text();
  });

  it('refuses an empty file, one over 10MB and an executable, with the spec messages', async () => {
    const empty = await upload(admin, 'empty.pdf', new Uint8Array(0));
    expect(empty.http).toBe(400);
    expect(empty.body).toMatchObject({ code: 400, message: '文件不能为空！' });
    // "under 10MB" (spec 01 §5): exactly 10MB is refused too.
    for (const size of [10 * MB, 10 * MB + 1, 12 * MB]) {
      const big = await upload(admin, 'big.pdf', new Uint8Array(size));
      expect(big.http, `${size} bytes`).toBe(400);
      expect(big.body).toMatchObject({ code: 400, message: '文件必须小于10MB！' });
    }
    const justUnder = await upload(admin, 'limit.pdf', new Uint8Array(10 * MB - 1).fill(7));
    expect(justUnder.body.code).toBe(200);
    for (const name of ['setup.exe', 'script.sh', 'noextension', 'archive.pdf.exe']) {
      const refused = await upload(admin, name, new Uint8Array([77, 90, 0, 1]), {}, 'application/octet-stream');
      expect(refused.http, name).toBe(400);
      expect(refused.body.code).toBe(400);
    }
    expect((await upload(admin, 'setup.exe', new Uint8Array([1]))).body.message).toBe('不支持的文件类型：exe');
    const english = await loggedIn('admin', 'admin1234', server, 'en');
    expect((await upload(english, 'empty.pdf', new Uint8Array(0))).body.message).toBe('The file must not be empty!');
    const noFile = new FormData();
    noFile.append('ztdCode', 'X');
    expect((await admin.request('POST', UPLOAD, { body: noFile })).body.message).toBe('文件不能为空！');
    const json = await admin.request('POST', UPLOAD, { json: { file: 'not a file' } });
    expect(json.http).toBe(400);
  });

  it('stores odd names and types safely', async () => {
    const odd = await upload(admin, '../../etc/passwd.pdf', new Uint8Array([1, 2]), { ztdCode: 'z\u0000z' }, `application/${'x'.repeat(300)}`);
    expect(odd.http).toBe(200);
    expect(odd.body.data).toMatchObject({ name: 'passwd.pdf', contentType: 'application/octet-stream' });
    const nul = await upload(admin, 'bad\u0000name.pdf', new Uint8Array([1]));
    expect(nul.http).toBeLessThan(500);
    const long = await upload(admin, `${'长'.repeat(300)}.pdf`, new Uint8Array([1]));
    expect(long.http).toBe(200);
    expect(long.body.data.name.length).toBeLessThanOrEqual(255);
  });

  it("answers 404 for another tenant's file, and for keys that are not ours", async () => {
    const file = (await upload(admin, 'private.pdf', new Uint8Array([9, 9, 9]))).body.data;
    const harbor = await loggedIn('harbor_admin', 'harbor1234');
    const cross = await harbor.request('GET', DOWNLOAD, { query: { key: file.key, name: 'private.pdf' } });
    expect(cross.http).toBe(404);
    expect(cross.body.code).toBe(404);
    expect((await harbor.query('findAllByCallId', { qid: 'FIND_ZTDCODE_FILE', fileKey: file.key })).body.data).toEqual([]);
    for (const key of ['0'.repeat(32), '../../etc/passwd', 'ABCDEF', `${file.key}x`]) {
      const reply = await admin.request('GET', DOWNLOAD, { query: { key } });
      expect(reply.http, key).toBeLessThan(500);
      expect([400, 404]).toContain(reply.body.code);
    }
    expect((await admin.request('GET', DOWNLOAD)).http).toBe(400);
  });
});

describe('warehouse-system link', () => {
  const body = { employeeCode: 'E1002', employeeName: '操作员小王', languageType: 'cn', menuCode: 'wmsStock', menuPath: '/wms/stock', siteCode: 'SZ001', siteName: '深圳福田站' };

  it('without CLEARWAY_WMS_URL answers 400 saying so', async () => {
    const reply = await admin.request('POST', WMS, { json: body });
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ code: 400, message: '未配置仓储系统地址（CLEARWAY_WMS_URL）' });
    const english = await loggedIn('operator', 'operator1234', server, 'en');
    expect((await english.request('POST', WMS, { json: body })).body.message).toBe('No warehouse system is configured (CLEARWAY_WMS_URL)');
  });

  describe('with a configured warehouse system (in production mode)', () => {
    let wms: TestServer;
    beforeAll(async () => {
      wms = await startTestServer({ wmsUrl: 'https://wms.example.test/sso', production: true, devTools: false });
    });
    afterAll(async () => wms?.close());

    it('gives a successUrl on that base with a two-minute token for the wms audience', async () => {
      const operator = await loggedIn('operator', 'operator1234', wms);
      const reply = await operator.request('POST', WMS, { json: body });
      expect(reply.http).toBe(200);
      expect(reply.body.code).toBe(200);
      expect(reply.body.data.expiresIn).toBe(120);
      const url = new URL(reply.body.data.successUrl);
      expect(`${url.origin}${url.pathname}`).toBe('https://wms.example.test/sso');
      expect(url.searchParams.get('lang')).toBe('cn');
      expect(url.searchParams.get('menuPath')).toBe('/wms/stock');
      expect(url.searchParams.get('siteCode')).toBe('SZ001');
      const token = url.searchParams.get('token')!;
      const claims = await wms.ctx.tokens.verifyHandoff(token, 'wms');
      expect(claims).toMatchObject({ username: 'operator', tenantCode: 'demo', employeeCode: 'E1002', siteCode: 'SZ001', menuPath: '/wms/stock' });
      expect(await wms.ctx.tokens.verifyHandoff(token, 'other-system')).toBeUndefined();
      expect(await server.ctx.tokens.verifyHandoff(token, 'wms')).toBeUndefined();
      // the hand-off token is no access token
      const misuse = new TestClient(wms.url);
      misuse.token = token;
      expect((await misuse.request('GET', '/api/uaa/users/getSysUser')).body.code).toBe(50008);

      wms.clock.advance(119_000);
      expect(await wms.ctx.tokens.verifyHandoff(token, 'wms')).toBeDefined();
      wms.clock.advance(2_000);
      expect(await wms.ctx.tokens.verifyHandoff(token, 'wms')).toBeUndefined();
    });

    it('refuses a bad languageType and needs a session', async () => {
      const operator = await loggedIn('operator', 'operator1234', wms);
      expect((await operator.request('POST', WMS, { json: { ...body, languageType: 'fr' } })).http).toBe(400);
      expect((await operator.request('POST', WMS, { json: {} })).http).toBe(400);
      expect((await new TestClient(wms.url).request('POST', WMS, { json: body })).http).toBe(401);
    });

    it('has no development outbox or captcha peek in production', async () => {
      const client = new TestClient(wms.url);
      const outbox = await client.request('GET', '/api/clearway/dev/outbox', { query: { to: '13800000002' } });
      expect(outbox.http).toBe(404);
      expect(outbox.body).toMatchObject({ code: 404, message: '接口不存在：/api/clearway/dev/outbox' });
      const randomCode = `${wms.clock.now()}123456`;
      expect((await client.request('POST', '/api/account/captcha/generateImageCaptcha', { query: { randomCode } })).body.code).toBe(200);
      const peek = await client.request('GET', `/api/clearway/dev/captcha/${randomCode}`);
      expect(peek.http).toBe(404);
      expect(peek.body.code).toBe(404);
      expect(JSON.stringify(peek.body)).not.toMatch(/answer/);
    });
  });
});

describe('/api/clearway extensions and error envelopes', () => {
  it('health answers up with the database timing', async () => {
    const reply = await new TestClient(server.url).request('GET', '/api/clearway/health');
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({ code: 200, data: { status: 'up', database: expect.any(Number) } });
  });

  it('the OpenAPI document lists the token and data-query paths, and the docs page is HTML', async () => {
    const reply = await new TestClient(server.url).request('GET', '/api/clearway/openapi.json');
    expect(reply.http).toBe(200);
    const doc = reply.body as unknown as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/uaa/oauth/token', '/api/bdtibs/dataQuery/findPageByCallId', '/api/bdttms/dataQuery/findAllByCallId', UPLOAD]));
    expect(doc.paths['/api/uaa/oauth/token']!.post).toBeDefined();
    const page = await fetch(`${server.url}/api/clearway/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toMatch(/<html/i);
  });

  it('an unknown /api path answers a 404 envelope, with or without a session', async () => {
    for (const client of [new TestClient(server.url), admin]) {
      for (const [method, path] of [['GET', '/api/no/such/thing'], ['POST', '/api/bdtibs/dataQuery/findNothing'], ['DELETE', '/api/uaa/oauth/token']] as const) {
        const reply = await client.request(method, path);
        expect(reply.http, `${method} ${path}`).toBe(404);
        expect(reply.body).toMatchObject({ code: 404, status: 404, data: null });
        expect(reply.body.message).toContain(path);
      }
    }
    // a known entity call under the same prefixes still needs the session
    for (const [method, path] of [['GET', '/api/admin/sysmenu/querySysMenuTree'], ['POST', '/api/bdtibs/customs/queryOrderCustomstobPageList']] as const) {
      expect((await new TestClient(server.url).request(method, path)).http, `${method} ${path}`).toBe(401);
    }
  });

  it('a malformed JSON body, or an unsupported content type, answers a 4xx envelope (never 500)', async () => {
    for (const [path, client] of [['/api/admin/sysuser/registerAccountInitial', new TestClient(server.url)], ['/api/bdtibs/base/updateCustomer', admin], ['/api/bdtibs/dataQuery/findAllByCallId', admin], ['/api/uaa/oauth/token', new TestClient(server.url)]] as const) {
      for (const body of ['{bad', '{"qid": ', '', 'null', '[', '"\\u0000"']) {
        const reply = await client.request('POST', path, { body, headers: { 'content-type': 'application/json' } });
        expect(reply.http, `${path} ${body}`).toBeGreaterThanOrEqual(400);
        expect(reply.http, `${path} ${body}`).toBeLessThan(500);
        expect(isEnvelope(reply.body)).toBe(true);
      }
      const xml = await client.request('POST', path, { body: '<a/>', headers: { 'content-type': 'application/xml' } });
      expect(xml.http).toBe(415);
      expect(isEnvelope(xml.body)).toBe(true);
    }
    const bad = await new TestClient(server.url).request('POST', '/api/admin/sysuser/registerAccountInitial', { body: '{bad', headers: { 'content-type': 'application/json' } });
    expect(bad.body).toMatchObject({ code: 400, status: 400 });
  });
});

describe('transactions', () => {
  it('a sign-up refused at the SMS code, after the username check, creates no customer and no user', async () => {
    const customersBefore = await server.ctx.db.selectFrom('baseCustomer').select('id').execute();
    const usersBefore = await server.ctx.db.selectFrom('sysUser').select('id').execute();
    const mobile = '13912345678';
    expect((await new TestClient(server.url).request('POST', '/api/bdtibs/base/sendPlatformSmsCode', { json: { mobile } })).body.code).toBe(200);
    const reply = await new TestClient(server.url).request('POST', '/api/admin/sysuser/registerAccountInitial', {
      json: { tenantCode: 'demo', username: 'midwayfailure', password: 'Passw0rd1', mobile, smsCode: '0000000', customerName: '半途失败有限公司' },
    });
    expect(reply.http).toBe(400);
    expect(reply.body.message).toBe('短信验证码错误或已过期');
    expect(await server.ctx.db.selectFrom('baseCustomer').select('id').execute()).toEqual(customersBefore);
    expect(await server.ctx.db.selectFrom('sysUser').select('id').execute()).toEqual(usersBefore);
    expect(await server.ctx.db.selectFrom('baseCustomer').select('id').where('customerName', '=', '半途失败有限公司').execute()).toEqual([]);
  });

  it('when the message gateway fails, the request changes nothing: no code is recorded, no reset link is kept', async () => {
    const sender = server.ctx.sender;
    const original = sender.send.bind(sender);
    sender.send = async () => {
      throw new Error('gateway down');
    };
    try {
      const mobile = '13912340999';
      const failed = await new TestClient(server.url).request('POST', '/api/bdtibs/base/sendPlatformSmsCode', { json: { mobile } });
      expect(failed.http).toBe(500);
      expect(isEnvelope(failed.body)).toBe(true);
      expect(await server.ctx.db.selectFrom('smsCode').select('id').where('mobile', '=', mobile).execute()).toEqual([]);

      const resetsBefore = await server.ctx.db.selectFrom('passwordReset').select('tokenHash').execute();
      const randomCode = `${server.clock.now()}654321`;
      await new TestClient(server.url).request('POST', '/api/account/captcha/generateImageCaptcha', { query: { randomCode } });
      const answer = (await new TestClient(server.url).request('GET', `/api/clearway/dev/captcha/${randomCode}`)).body.data.answer;
      const retrieve = await new TestClient(server.url).request('POST', '/api/account/sysuserdetail/retrievePassword', { query: { email: 'operator@demo.example', charCaptcha: answer, randomCode } });
      expect(retrieve.http).toBe(500);
      expect(await server.ctx.db.selectFrom('passwordReset').select('tokenHash').execute()).toEqual(resetsBefore);

      sender.send = original;
      // nothing was counted against the number: it can have a code at once
      const retry = await new TestClient(server.url).request('POST', '/api/bdtibs/base/sendPlatformSmsCode', { json: { mobile } });
      expect(retry.body.code).toBe(200);
    } finally {
      sender.send = original;
    }
  });
});

describe('bad input everywhere', () => {
  interface Operation { method: 'POST' | 'PUT'; path: string; entity: boolean; summary: string; bodyProperties: Record<string, { maxLength?: number }>; required: string[]; queryNames: string[] }
  const sweptShapes = new Set<string>();

  const LONG = 'x'.repeat(100_000);
  const IN_FLIGHT = 8;
  const NO_ANSWER_MS = 15_000;
  const garbageValues: unknown[] = [12345, -1, 1e308, 0.5, true, null, { a: 1 }, { $gt: '' }, [1, 2], ['x'], [], '', ' ', LONG, '\u0000', 'a\u0000b', "' OR 1=1 --", '😀'.repeat(40), '<script>alert(1)</script>', '../../etc/passwd', '{"a":', '9'.repeat(40)];
  const garbageTexts = ['', LONG.slice(0, 5000), '\u0000', "' OR 1=1 --", '😀'.repeat(40), '-1', '9'.repeat(40), '[object Object]', '%', 'true'];

  /** What the engine's checks of a field depend on: its type and which kinds of bound it has, not their values. */
  function fieldKind(schema: Record<string, any>): string {
    return JSON.stringify({
      type: schema.type, format: schema.format, items: schema.items?.type, enum: Array.isArray(schema.enum), pattern: Boolean(schema.pattern),
      length: schema.maxLength !== undefined, range: schema.minimum !== undefined || schema.maximum !== undefined, nullable: schema.nullable,
    });
  }

  function valueFor(name: string, schema: { maxLength?: number }): string {
    return 'v'.repeat(Math.min(schema.maxLength ?? 8, 8)) || name;
  }

  it('no POST or PUT route of the OpenAPI document answers a 5xx to garbage', async () => {
    const doc = (await new TestClient(server.url).request('GET', '/api/clearway/openapi.json')).body as unknown as { paths: Record<string, Record<string, any>> };
    const operations: Operation[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries<any>(methods)) {
        if (method !== 'post' && method !== 'put') continue;
        const schema = operation.requestBody?.content?.['application/json']?.schema ?? {};
        operations.push({
          method: method.toUpperCase() as 'POST' | 'PUT',
          path: path.replace(/\{(\w+)\}/g, 'garbage'),
          entity: (operation.tags ?? []).some((tag: string) => tag.startsWith('entity ')),
          // an entity call's summary is `{title}: {what the call does}`; the latter names the engine's route
          summary: String(operation.summary ?? '').replace(/^[^:]*: /, ''),
          bodyProperties: schema.properties ?? {},
          required: schema.required ?? [],
          queryNames: (operation.parameters ?? []).filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name),
        });
      }
    }
    expect(operations.length).toBeGreaterThanOrEqual(15);
    expect(operations.map((o) => o.path)).toEqual(expect.arrayContaining(['/api/uaa/oauth/token', '/api/admin/sysuser/registerAccountInitial', '/api/account/sysuserdetail/updatePasswordBySubjectId', UPLOAD]));

    const failures: string[] = [];
    let sent = 0;
    // One session for the sweep (a password grant is a deliberately slow hash: one per call made this test minutes
    // long); a call that ends the session (a 401 answer) gets a fresh one for the next call.
    let session: TestClient | undefined;
    let sessionEnded = false;
    /** One garbage request; a call that does not answer within NO_ANSWER_MS is a failure named like a 5xx. */
    const send = async (client: TestClient, operation: Operation, label: string, options: Parameters<TestClient['request']>[2], repeatedQuery: string) => {
      const path = label === 'repeated query keys' ? `${operation.path}?${repeatedQuery}` : operation.path;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const noAnswer = new Promise<'no answer'>((resolve) => { timer = setTimeout(() => resolve('no answer'), NO_ANSWER_MS); });
      const reply = await Promise.race([client.request(operation.method, path, options), noAnswer]).finally(() => clearTimeout(timer));
      sent += 1;
      if (reply !== 'no answer' && reply.http === 401) sessionEnded = true;
      if (reply === 'no answer') return void failures.push(`${operation.method} ${operation.path} [${label}] → no answer in ${NO_ANSWER_MS} ms`);
      // A file reply (the entity export calls) is not an envelope: fine when it is a 200 attachment.
      const isFile = reply.http === 200 && (reply.headers.get('content-disposition') ?? '').startsWith('attachment');
      if (reply.http >= 500 || (reply.http !== 431 && !isFile && !isEnvelope(reply.body))) failures.push(`${operation.method} ${operation.path} [${label}] → ${reply.http} ${JSON.stringify(reply.body).slice(0, 160)}`);
    };
    for (const operation of operations) {
      // The shapes of body an engine call of a kind was swept with go the same way on every entity's call of it.
      const kind = `${operation.method} ${operation.summary} ${operation.queryNames.join(',')}`;
      const kindSwept = operation.entity && sweptShapes.has(kind);
      sweptShapes.add(kind);
      const requests: { label: string; options: Parameters<TestClient['request']>[2] }[] = kindSwept ? [] : [
        { label: 'no body', options: {} },
        { label: 'empty JSON object', options: { json: {} } },
        { label: 'JSON array', options: { json: [1, 'a', null] } },
        { label: 'JSON string', options: { json: 'text' } },
        { label: 'JSON number', options: { json: 42 } },
        { label: 'JSON null', options: { body: 'null', headers: { 'content-type': 'application/json' } } },
        { label: 'malformed JSON', options: { body: '{"a":', headers: { 'content-type': 'application/json' } } },
        { label: 'text body', options: { body: 'hello', headers: { 'content-type': 'text/plain' } } },
        { label: 'empty form', options: { form: {} } },
        { label: 'multipart', options: { body: (() => { const f = new FormData(); f.append('qid', 'FIND_SITE'); f.append('file', new Blob(['x']), 'x.exe'); return f; })() } },
        { label: 'repeated form keys', options: { body: 'qid=FIND_SITE&qid=FIND_ORG_LIST&username=a&username=b&mobile=1&mobile=2&grant_type=password&grant_type=mobile', headers: { 'content-type': 'application/x-www-form-urlencoded' } } },
      ];
      const filled = Object.fromEntries(operation.required.map((name) => [name, valueFor(name, operation.bodyProperties[name] ?? {})]));
      for (const [name, schema] of Object.entries(operation.bodyProperties)) {
        // The entity calls are the engine's: a field of a kind already swept on a call of the same verb goes the same
        // way through the same checks (a length of 32 or of 64 is the same check), so each kind is swept once and the
        // suite's time stays flat as areas grow. A hand-written call has its own code: each of its fields is swept.
        const shape = `${operation.method} ${operation.entity ? 'entity' : operation.path} ${operation.required.includes(name)} ${operation.entity ? fieldKind(schema) : JSON.stringify({ ...schema, title: undefined, description: undefined })}`;
        if (operation.entity && sweptShapes.has(shape)) continue;
        sweptShapes.add(shape);
        for (const value of garbageValues) {
          requests.push({ label: `${name}=${JSON.stringify(value).slice(0, 30)}`, options: { json: { [name]: value } } });
          requests.push({ label: `required + ${name}=${JSON.stringify(value).slice(0, 30)}`, options: { json: { ...filled, [name]: value } } });
        }
        if (schema.maxLength) {
          for (const length of [schema.maxLength, schema.maxLength + 1]) {
            requests.push({ label: `${name} of ${length} chars`, options: { json: { ...filled, [name]: 'a'.repeat(length) } } });
            requests.push({ label: `${name} of ${length} wide chars`, options: { json: { ...filled, [name]: '长'.repeat(length) } } });
          }
        }
        requests.push({ label: `form ${name} long`, options: { form: { ...filled, [name]: LONG } } });
        requests.push({ label: `form ${name} NUL`, options: { form: { ...filled, [name]: 'a\u0000' } } });
      }
      for (const name of kindSwept ? [] : operation.queryNames) {
        for (const text of garbageTexts) requests.push({ label: `query ${name}=${JSON.stringify(text).slice(0, 30)}`, options: { query: { [name]: text } } });
        // calls documented with query parameters may read a body too
        for (const value of garbageValues) requests.push({ label: `body ${name}=${JSON.stringify(value).slice(0, 30)}`, options: { json: { [name]: value } } });
      }
      const repeatedQuery = operation.queryNames.map((name) => `${name}=a&${name}=b`).join('&');
      if (repeatedQuery && !kindSwept) requests.push({ label: 'repeated query keys', options: {} });
      if (!requests.length) continue;
      if (!session || sessionEnded) {
        session = await loggedIn('admin', 'admin1234');
        sessionEnded = false;
      }
      const client = session;
      if (operation.path === '/api/clearway/auth/logout') {
        // each logout ends the session: signed in again before every request, so one at a time
        for (const { label, options } of requests) {
          expect((await client.login('admin', 'admin1234')).body.code).toBe(200);
          await send(client, operation, label, options, repeatedQuery);
        }
        sessionEnded = true;
        continue;
      }
      // The requests of a call go IN_FLIGHT at a time: every route is swept, in a time the suite can afford. A call
      // without required fields would get each garbage body twice (alone and "required +"): once is enough.
      const seen = new Set<string>();
      const queue = requests.filter(({ label, options }) => {
        if (!options || options.body !== undefined || label === 'repeated query keys') return true;
        const key = JSON.stringify(options);
        return !seen.has(key) && Boolean(seen.add(key));
      });
      await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await send(client, operation, next.label, next.options, repeatedQuery);
      }));
    }
    console.log('SWEEP sent', sent, 'operations', operations.length);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    // Issue 14 took the POST/PUT calls to 504: each kind of engine call and each kind of field is swept once, some
    // 8,000 requests.
  }, 600_000);
});
