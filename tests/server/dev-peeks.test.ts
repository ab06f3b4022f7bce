import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startTestServer, type TestServer } from './test-server';
import { TestClient } from './http-client';

/**
 * The development peeks (outbox, captcha answers) hand out what guards logins and password resets. A server started
 * as `npm start` starts it (no CLEARWAY_DEV_TOOLS) must not have them: this is the takeover an outside test found.
 */
describe('a server without CLEARWAY_DEV_TOOLS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ devTools: false });
  });
  afterAll(async () => server?.close());

  it('refuses the takeover: no captcha answer, no outbox, so no reset link to read', async () => {
    const attacker = new TestClient(server.url);
    const randomCode = `${server.clock.now()}424242`;
    expect((await attacker.request('POST', '/api/account/captcha/generateImageCaptcha', { query: { randomCode } })).body.code).toBe(200);

    const peek = await attacker.request('GET', `/api/clearway/dev/captcha/${randomCode}`);
    expect(peek.http).toBe(404);
    expect(peek.body).toMatchObject({ code: 404, message: `接口不存在：/api/clearway/dev/captcha/${randomCode}` });
    expect(JSON.stringify(peek.body)).not.toMatch(/answer/);

    // Guessing is all that is left, and a wrong answer sends nothing.
    const retrieve = await attacker.request('POST', '/api/account/sysuserdetail/retrievePassword', { query: { email: 'admin@demo.example', charCaptcha: 'zzzz', randomCode } });
    expect(retrieve.body.code).toBe(400);

    const queries: Record<string, string>[] = [{}, { to: 'admin@demo.example' }, { to: '13800000001', channel: 'sms' }];
    for (const query of queries) {
      const outbox = await attacker.request('GET', '/api/clearway/dev/outbox', { query });
      expect(outbox.http).toBe(404);
      expect(JSON.stringify(outbox.body)).not.toMatch(/token=|验证码|code is/);
    }
  });

  it('leaves the peeks out of the API document', async () => {
    const document = (await new TestClient(server.url).request('GET', '/api/clearway/openapi.json')).body as unknown as { paths?: Record<string, unknown> };
    const paths = Object.keys(document.paths ?? {});
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => p.startsWith('/api/clearway/dev/'))).toEqual([]);
  });
});

describe('CLEARWAY_DEV_TOOLS', () => {
  it('is off unless set to 1, and refused in production', () => {
    expect(readConfig({}).devTools).toBe(false);
    expect(readConfig({ CLEARWAY_DEV_TOOLS: 'true' }).devTools).toBe(false);
    expect(readConfig({ CLEARWAY_DEV_TOOLS: '1' }).devTools).toBe(true);
    expect(() => readConfig({ CLEARWAY_DEV_TOOLS: '1', NODE_ENV: 'production' })).toThrow(/NODE_ENV=production/);
  });
});
