/**
 * The token endpoint (POST /api/uaa/oauth/token) and the session rules around it, over real HTTP:
 * client authentication, the password / refresh_token / mobile grants, the lock after five wrong passwords,
 * token lifetimes on the manual clock, logout, and the image captcha on the password grant (spec 01 §7, §8, §9).
 */
import { startTestServer, type TestServer } from './test-server';
import { TestClient, type Reply } from './http-client';
import { createPasswordCipher } from '../../engine/security/password-cipher';
import * as passwordHash from '../../server/services/password-hash';
import { hashPassword } from '../../server/services/password-hash';

const TOKEN_PATH = '/api/uaa/oauth/token';
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const BROWSER = basic('browser', 'browser');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

function grant(form: Record<string, string>, authorization = BROWSER, client = new TestClient(server.url)): Promise<Reply> {
  return client.request('POST', TOKEN_PATH, { form: { scope: 'ui', ...form }, headers: { authorization } });
}

function passwordGrant(username: string, password: string, extra: Record<string, string> = {}): Promise<Reply> {
  return grant({ grant_type: 'password', username, password, ...extra });
}

/** A client carrying `token` as its bearer token. */
function withToken(token: string, language: 'zh' | 'en' = 'zh'): TestClient {
  const client = new TestClient(server.url, language);
  client.token = token;
  return client;
}

function currentUser(token: string): Promise<Reply> {
  return withToken(token).request('GET', '/api/uaa/users/getSysUser');
}

let userSeq = 0;
/** A fresh demo-tenant user of its own, so lock counters and sessions of one test never touch another's. */
async function createUser(password: string, extra: { mobile?: string } = {}): Promise<{ username: string; id: number }> {
  userSeq += 1;
  const username = `auth_user_${userSeq}`;
  const tenant = await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'demo').executeTakeFirstOrThrow();
  const row = await server.ctx.db.insertInto('sysUser').values({
    tenantId: tenant.id, username, passwordHash: await hashPassword(password), nickname: username, mobile: extra.mobile ?? null, email: null,
    avatar: null, geographic: null, address: null, profile: null, ownerSiteId: null, customerId: null, subjectId: `S-${username}`,
    subjectName: null, employeeCode: null, lockedUntil: null,
  }).returning('id').executeTakeFirstOrThrow();
  return { username, id: row.id };
}

async function failedLogins(userId: number): Promise<number> {
  const row = await server.ctx.db.selectFrom('sysUser').select('failedLogins').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.failedLogins;
}

/** The newest 6-digit code the dev outbox holds for a number. */
async function latestSmsCode(mobile: string): Promise<string> {
  const outbox = await new TestClient(server.url).request('GET', '/api/clearway/dev/outbox', { query: { to: mobile, channel: 'sms' } });
  expect(outbox.body.code).toBe(200);
  const body: string = outbox.body.data[0].body;
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

let captchaSeq = 0;
/** A new image captcha: its random id (time plus six digits, as the browser makes it) and its answer. */
async function newCaptcha(base = server): Promise<{ randomCode: string; answer: string; image: string }> {
  captchaSeq += 1;
  const randomCode = `${base.clock.now()}${String(100000 + captchaSeq)}`;
  const client = new TestClient(base.url);
  const generated = await client.request('POST', '/api/account/captcha/generateImageCaptcha', { query: { randomCode } });
  expect(generated.http).toBe(200);
  expect(generated.body.code).toBe(200);
  const peek = await client.request('GET', `/api/clearway/dev/captcha/${randomCode}`);
  expect(peek.body.code).toBe(200);
  return { randomCode, answer: peek.body.data.answer, image: generated.body.data.image };
}

function compareCaptcha(randomCode: string, charCaptcha: string, base = server): Promise<Reply> {
  return new TestClient(base.url).request('POST', '/api/account/sysuserdetail/compareCaptcha', { query: { charCaptcha, randomCode } });
}

describe('client authentication and grant types', () => {
  it('a password grant with Basic client auth returns a bearer pair that opens the API', async () => {
    const reply = await passwordGrant('admin', 'admin1234', { tenantCode: 'demo' });
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({ code: 200, status: 200 });
    const data = reply.body.data;
    expect(data).toMatchObject({ token_type: 'bearer', expires_in: 12 * 3600, scope: 'ui', tenantCode: 'demo' });
    expect(typeof data.access_token).toBe('string');
    expect(typeof data.refresh_token).toBe('string');
    expect(data.refresh_token).not.toBe(data.access_token);
    const me = await currentUser(data.access_token);
    expect(me.body.code).toBe(200);
    expect(me.body.data.name).toBe('admin');
  });

  it('also accepts client_id and client_secret as form fields', async () => {
    const reply = await grant({ grant_type: 'password', username: 'admin', password: 'admin1234', client_id: 'browser', client_secret: 'browser' }, '');
    expect(reply.body.code).toBe(200);
  });

  it('refuses a wrong client secret, an unknown client and a missing client with HTTP 401 code 401', async () => {
    for (const authorization of [basic('browser', 'wrong-secret'), basic('nobody', 'browser'), '']) {
      const reply = await grant({ grant_type: 'password', username: 'admin', password: 'admin1234' }, authorization);
      expect(reply.http).toBe(401);
      expect(reply.body.code).toBe(401);
      expect(reply.body.message).toBe('客户端认证失败');
      expect(reply.body.data).toBeNull();
    }
  });

  it('refuses an unsupported grant type with 400', async () => {
    for (const grantType of ['client_credentials', 'authorization_code', '']) {
      const reply = await grant({ grant_type: grantType, username: 'admin', password: 'admin1234' });
      expect(reply.http).toBe(400);
      expect(reply.body.code).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
    const missing = await new TestClient(server.url).request('POST', TOKEN_PATH, { form: { username: 'admin', password: 'admin1234' }, headers: { authorization: BROWSER } });
    expect(missing.http).toBe(400);
    expect(missing.body.data.fields).toHaveProperty('grant_type');
  });
});

describe('password grant', () => {
  it('trims the username', async () => {
    const reply = await passwordGrant('  admin \t', 'admin1234');
    expect(reply.body.code).toBe(200);
    expect((await currentUser(reply.body.data.access_token)).body.data.name).toBe('admin');
  });

  it('refuses a tenantCode that is not the user\'s tenant', async () => {
    expect((await passwordGrant('admin', 'admin1234', { tenantCode: 'demo' })).body.code).toBe(200);
    const wrongTenant = await passwordGrant('admin', 'admin1234', { tenantCode: 'harbor' });
    expect(wrongTenant.http).toBe(400);
    expect(wrongTenant.body.code).toBe(400);
    expect(wrongTenant.body.data).toBeNull();
    expect((await passwordGrant('harbor_admin', 'harbor1234', { tenantCode: 'demo' })).body.code).toBe(400);
    expect((await passwordGrant('harbor_admin', 'harbor1234', { tenantCode: 'nosuchtenant' })).body.code).toBe(400);
    expect((await passwordGrant('harbor_admin', 'harbor1234', { tenantCode: 'harbor' })).body.code).toBe(200);
  });

  it('answers a wrong password, and an unknown user, with HTTP 400 code 400 and the same message', async () => {
    const wrong = await passwordGrant('admin', 'not-the-password');
    expect(wrong.http).toBe(400);
    expect(wrong.body).toMatchObject({ code: 400, status: 400, message: '用户名或密码错误' });
    const unknown = await passwordGrant('nobody-at-all', 'whatever1');
    expect(unknown.http).toBe(400);
    expect(unknown.body.message).toBe(wrong.body.message);
    const english = await new TestClient(server.url, 'en').request('POST', TOKEN_PATH, { form: { grant_type: 'password', username: 'admin', password: 'nope' }, headers: { authorization: BROWSER } });
    expect(english.body.message).toBe('Wrong username or password');
    // one wrong password on admin: reset it so the lock test below is not disturbed
    expect((await passwordGrant('admin', 'admin1234')).body.code).toBe(200);
  });

  it('locks the account after five consecutive wrong passwords ("more 5"), even for the right one, for 30 minutes', async () => {
    const user = await createUser('Right1234');
    for (let i = 1; i <= 4; i += 1) {
      const reply = await passwordGrant(user.username, `wrong-${i}`);
      expect(reply.body).toMatchObject({ code: 400, message: '用户名或密码错误' });
    }
    expect(await failedLogins(user.id)).toBe(4);
    const fifth = await passwordGrant(user.username, 'wrong-5');
    expect(fifth.http).toBe(400);
    expect(fifth.body.code).toBe(400);
    expect(fifth.body.message).toBe('more 5');
    const rightWhileLocked = await passwordGrant(user.username, 'Right1234');
    expect(rightWhileLocked.body).toMatchObject({ code: 400, message: 'more 5' });
    expect((await passwordGrant(user.username, 'wrong-6')).body.message).toBe('more 5');
    server.clock.advance(29 * MINUTE);
    expect((await passwordGrant(user.username, 'Right1234')).body.message).toBe('more 5');
    server.clock.advance(1 * MINUTE);
    const afterLock = await passwordGrant(user.username, 'Right1234');
    expect(afterLock.body.code).toBe(200);
    expect(await failedLogins(user.id)).toBe(0);
    // the counter starts again from zero: four more wrong ones do not lock, the fifth does
    for (let i = 1; i <= 4; i += 1) expect((await passwordGrant(user.username, `again-${i}`)).body.message).toBe('用户名或密码错误');
    expect((await passwordGrant(user.username, 'again-5')).body.message).toBe('more 5');
  });

  it('a successful login resets the failure count', async () => {
    const user = await createUser('Right1234');
    for (let i = 1; i <= 4; i += 1) expect((await passwordGrant(user.username, `wrong-${i}`)).body.code).toBe(400);
    expect((await passwordGrant(user.username, 'Right1234')).body.code).toBe(200);
    expect(await failedLogins(user.id)).toBe(0);
    for (let i = 1; i <= 4; i += 1) expect((await passwordGrant(user.username, `wrong-${i}`)).body.message).toBe('用户名或密码错误');
    expect((await passwordGrant(user.username, 'Right1234')).body.code).toBe(200);
  });

  it('checks exactly five of 50 parallel wrong passwords, then answers "more 5" to everything', async () => {
    const user = await createUser('Right1234');
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => passwordGrant(user.username, `parallel-wrong-${i}`)));
    const messages = replies.map((r) => r.body.message);
    expect(replies.every((r) => r.http === 400 && r.body.code === 400)).toBe(true);
    // four checked and refused, the fifth checked and locking, 45 refused unchecked
    expect(messages.filter((m) => m === '用户名或密码错误')).toHaveLength(4);
    expect(messages.filter((m) => m === 'more 5')).toHaveLength(46);
    expect(await failedLogins(user.id)).toBe(5);
    const rights = await Promise.all(Array.from({ length: 10 }, () => passwordGrant(user.username, 'Right1234')));
    expect(rights.map((r) => r.body.message)).toEqual(Array(10).fill('more 5'));
    expect(await failedLogins(user.id)).toBe(5);
  });

  it('lets at most one right password through a parallel burst of wrong ones, and never past five checks', async () => {
    const user = await createUser('Right1234');
    const attempts = Array.from({ length: 30 }, (_, i) => (i === 12 ? 'Right1234' : `burst-wrong-${i}`));
    const replies = await Promise.all(attempts.map((password) => passwordGrant(user.username, password)));
    const successes = replies.filter((r) => r.body.code === 200).length;
    const checkedWrong = replies.filter((r) => r.body.message === '用户名或密码错误').length;
    expect(successes).toBeLessThanOrEqual(1);
    expect(successes + checkedWrong).toBeLessThanOrEqual(5);
    expect(replies.filter((r) => r.body.message === 'more 5').length).toBeGreaterThanOrEqual(25);
  });

  it('spends as much work on a locked account as on a checked password, so its refusal is no faster', async () => {
    const locked = await createUser('Right1234');
    for (let i = 1; i <= 5; i += 1) await passwordGrant(locked.username, `wrong-${i}`);
    const open = await createUser('Right1234');
    const checks = vi.spyOn(passwordHash, 'verifyPassword');
    try {
      await passwordGrant(open.username, 'wrong-once');
      const forChecked = checks.mock.calls.length;
      checks.mockClear();
      expect((await passwordGrant(locked.username, 'Right1234')).body.message).toBe('more 5');
      expect(forChecked).toBeGreaterThan(0);
      expect(checks.mock.calls.length).toBe(forChecked);
    } finally {
      checks.mockRestore();
    }
  });

  it('a long or odd X-Forwarded-For header does not break the login', async () => {
    for (const forwarded of ['a'.repeat(300), '203.0.113.7, 10.0.0.1', 'not an address']) {
      const reply = await new TestClient(server.url).request('POST', TOKEN_PATH, {
        form: { grant_type: 'password', username: 'operator', password: 'operator1234' },
        headers: { authorization: BROWSER, 'x-forwarded-for': forwarded },
      });
      expect(reply.http).toBe(200);
      expect(reply.body.code).toBe(200);
      const registered = await withToken(reply.body.data.access_token).request('POST', '/api/admin/sysuser/registerNewSession', { headers: { 'x-forwarded-for': forwarded } });
      expect(registered.body.code).toBe(200);
    }
  });
});

describe('refresh_token grant', () => {
  it('returns a new pair; reusing the old refresh token is refused and ends the session', async () => {
    const user = await createUser('Right1234');
    const first = (await passwordGrant(user.username, 'Right1234')).body.data;
    server.clock.advance(6 * HOUR); // the browser refreshes after 6 hours
    const refreshed = await grant({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.http).toBe(200);
    expect(refreshed.body.code).toBe(200);
    const second = refreshed.body.data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second).toMatchObject({ token_type: 'bearer', tenantCode: 'demo' });
    expect((await currentUser(second.access_token)).body.data.name).toBe(user.username);

    const replay = await grant({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.http).toBe(401);
    expect(replay.body.code).toBe(500);
    expect(replay.body.message).toContain('expired');

    // the replay ended the whole session: the rotated pair is dead too
    const afterReplay = await currentUser(second.access_token);
    expect(afterReplay.http).toBe(200);
    expect(afterReplay.body.code).toBe(50008);
    const rotatedRefresh = await grant({ grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(rotatedRefresh.http).toBe(401);
    expect(rotatedRefresh.body.code).toBe(500);
    // another login of the same user is a separate session and keeps working
    expect((await passwordGrant(user.username, 'Right1234')).body.code).toBe(200);
  });

  it('refuses an unknown or missing refresh token, and one from another client', async () => {
    const unknown = await grant({ grant_type: 'refresh_token', refresh_token: 'not-a-refresh-token' });
    expect(unknown.http).toBe(401);
    expect(unknown.body.code).toBe(500);
    expect(unknown.body.message).toContain('expired');
    const missing = await grant({ grant_type: 'refresh_token' });
    expect(missing.http).toBe(400);
    expect(missing.body.code).toBe(400);

    await server.ctx.db.insertInto('appClient').values({ clientCode: 'partner', clientSecretHash: await hashPassword('partner-secret'), authType: 'password,refresh_token', authScope: 'api', tokenSeconds: 3600, refreshSeconds: 3600, fallbackUrl: null }).execute();
    const browserPair = (await passwordGrant('admin', 'admin1234')).body.data;
    const foreign = await grant({ grant_type: 'refresh_token', refresh_token: browserPair.refresh_token }, basic('partner', 'partner-secret'));
    expect(foreign.http).toBe(401);
    expect(foreign.body.code).toBe(500);
    // a client that may not use a grant is refused it
    const noMobile = await grant({ grant_type: 'mobile', mobile: '13800000002', smsCaptcha: '123456' }, basic('partner', 'partner-secret'));
    expect(noMobile.http).toBe(400);
    expect(noMobile.body.message).toBe('不支持的授权类型：mobile');
  });

  it('refuses a refresh token older than 7 days', async () => {
    const pair = (await passwordGrant('operator', 'operator1234')).body.data;
    server.clock.advance(7 * 24 * HOUR - MINUTE);
    const stillValid = await grant({ grant_type: 'refresh_token', refresh_token: pair.refresh_token });
    expect(stillValid.body.code).toBe(200);
    const pair2 = stillValid.body.data;
    const fresh = (await passwordGrant('operator', 'operator1234')).body.data;
    server.clock.advance(7 * 24 * HOUR + 1000);
    const expired = await grant({ grant_type: 'refresh_token', refresh_token: fresh.refresh_token });
    expect(expired.http).toBe(401);
    expect(expired.body.code).toBe(500);
    expect(expired.body.message).toContain('expired');
    const expired2 = await grant({ grant_type: 'refresh_token', refresh_token: pair2.refresh_token });
    expect(expired2.http).toBe(401);
  });
});

describe('access tokens', () => {
  it('expire after 12 hours: HTTP 200 with code 50014', async () => {
    const token = (await passwordGrant('operator', 'operator1234')).body.data.access_token;
    server.clock.advance(12 * HOUR - MINUTE);
    expect((await currentUser(token)).body.code).toBe(200);
    server.clock.advance(2 * MINUTE);
    const expired = await currentUser(token);
    expect(expired.http).toBe(200);
    expect(expired.body.code).toBe(50014);
    expect(expired.body.message).toBe('令牌已过期，请重新登录');
    const english = await withToken(token, 'en').request('POST', '/api/account/sysuserdetail/queryCurrentAuthority');
    expect(english.body).toMatchObject({ code: 50014, message: 'Token expired: please log in again' });
  });

  it('no token: HTTP 401; a garbage or forged token: code 50008', async () => {
    const anonymous = await new TestClient(server.url).request('GET', '/api/uaa/users/getSysUser');
    expect(anonymous.http).toBe(401);
    expect(anonymous.body.code).toBe(401);
    const emptyBearer = await new TestClient(server.url).request('GET', '/api/uaa/users/getSysUser', { headers: { authorization: 'Bearer ' } });
    expect(emptyBearer.http).toBe(401);
    for (const token of ['garbage', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', `${(await passwordGrant('admin', 'admin1234')).body.data.access_token}x`]) {
      const reply = await currentUser(token);
      expect(reply.http).toBe(200);
      expect(reply.body.code).toBe(50008);
    }
  });

  it('logout ends the session: its access token gets 50008 and its refresh token is refused', async () => {
    const user = await createUser('Right1234');
    const pair = (await passwordGrant(user.username, 'Right1234')).body.data;
    const other = (await passwordGrant(user.username, 'Right1234')).body.data;
    const out = await withToken(pair.access_token).request('POST', '/api/clearway/auth/logout');
    expect(out.body.code).toBe(200);
    expect((await currentUser(pair.access_token)).body.code).toBe(50008);
    const refresh = await grant({ grant_type: 'refresh_token', refresh_token: pair.refresh_token });
    expect(refresh.http).toBe(401);
    expect(refresh.body.code).toBe(500);
    // only that session ended
    expect((await currentUser(other.access_token)).body.code).toBe(200);
  });
});

describe('mobile grant', () => {
  const OPERATOR_MOBILE = '13800000002';

  it('logs in with the SMS code from the outbox; a wrong code is refused; a code works once', async () => {
    server.clock.advance(2 * HOUR); // clear of any earlier send to this number
    const sent = await new TestClient(server.url).request('GET', '/api/account/captcha/getSmsCaptcha', { query: { mobile: OPERATOR_MOBILE } });
    expect(sent.http).toBe(200);
    expect(sent.body.code).toBe(200);
    const code = await latestSmsCode(OPERATOR_MOBILE);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await grant({ grant_type: 'mobile', mobile: OPERATOR_MOBILE, smsCaptcha: wrongCode });
    expect(wrong.http).toBe(400);
    expect(wrong.body.code).toBe(400);
    const ok = await grant({ grant_type: 'mobile', mobile: OPERATOR_MOBILE, smsCaptcha: code, tenantCode: 'demo' });
    expect(ok.body.code).toBe(200);
    expect((await currentUser(ok.body.data.access_token)).body.data.name).toBe('operator');
    const again = await grant({ grant_type: 'mobile', mobile: OPERATOR_MOBILE, smsCaptcha: code });
    expect(again.http).toBe(400);
    expect(again.body.code).toBe(400);
  });

  it('five wrong codes spoil the code', async () => {
    server.clock.advance(2 * HOUR);
    await new TestClient(server.url).request('GET', '/api/account/captcha/getSmsCaptcha', { query: { mobile: OPERATOR_MOBILE } });
    const code = await latestSmsCode(OPERATOR_MOBILE);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await grant({ grant_type: 'mobile', mobile: OPERATOR_MOBILE, smsCaptcha: wrongCode })).body.code).toBe(400);
    const right = await grant({ grant_type: 'mobile', mobile: OPERATOR_MOBILE, smsCaptcha: code });
    expect(right.http).toBe(400);
    expect(right.body.code).toBe(400);
  });

  it('refuses an unknown mobile, a missing code and a tenantCode of another tenant', async () => {
    const unknown = await grant({ grant_type: 'mobile', mobile: '13811112222', smsCaptcha: '123456' });
    expect(unknown.http).toBe(400);
    expect(unknown.body).toMatchObject({ code: 400, message: '该手机号未注册' });
    const unknownSend = await new TestClient(server.url).request('GET', '/api/account/captcha/getSmsCaptcha', { query: { mobile: '13811112222' } });
    expect(unknownSend.http).toBe(400);
    const missing = await grant({ grant_type: 'mobile', mobile: OPERATOR_MOBILE });
    expect(missing.http).toBe(400);
    server.clock.advance(2 * HOUR);
    await new TestClient(server.url).request('GET', '/api/account/captcha/getSmsCaptcha', { query: { mobile: OPERATOR_MOBILE } });
    const code = await latestSmsCode(OPERATOR_MOBILE);
    expect((await grant({ grant_type: 'mobile', mobile: OPERATOR_MOBILE, smsCaptcha: code, tenantCode: 'harbor' })).body.code).toBe(400);
  });
});

describe('image captcha on the password grant', () => {
  it('generate → peek → compare → a password grant with randomId succeeds once', async () => {
    const captcha = await newCaptcha();
    expect(captcha.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(captcha.image.split(',')[1]!, 'base64').toString('utf8')).toContain('<svg');
    expect(captcha.answer).toMatch(/^[a-z0-9]{4}$/);
    const compared = await compareCaptcha(captcha.randomCode, captcha.answer.toUpperCase());
    expect(compared.http).toBe(200);
    expect(compared.body).toMatchObject({ code: 200, data: true });
    const first = await passwordGrant('admin', 'admin1234', { randomId: captcha.randomCode });
    expect(first.body.code).toBe(200);
    const reused = await passwordGrant('admin', 'admin1234', { randomId: captcha.randomCode });
    expect(reused.http).toBe(400);
    expect(reused.body.code).toBe(400);
    // a captcha compares once
    expect((await compareCaptcha(captcha.randomCode, captcha.answer)).body.code).toBe(400);
  });

  it('a randomId that was never compared is refused', async () => {
    const captcha = await newCaptcha();
    expect((await passwordGrant('admin', 'admin1234', { randomId: captcha.randomCode })).body.code).toBe(400);
    expect((await passwordGrant('admin', 'admin1234', { randomId: 'never-generated' })).body.code).toBe(400);
  });

  it('a wrong comparison spoils the captcha', async () => {
    const captcha = await newCaptcha();
    const wrong = await compareCaptcha(captcha.randomCode, captcha.answer === 'zzzz' ? 'yyyy' : 'zzzz');
    expect(wrong.http).toBe(400);
    expect(wrong.body).toMatchObject({ code: 400, message: '验证码错误' });
    const right = await compareCaptcha(captcha.randomCode, captcha.answer);
    expect(right.http).toBe(400);
    expect(right.body.code).toBe(400);
    expect((await passwordGrant('admin', 'admin1234', { randomId: captcha.randomCode })).body.code).toBe(400);
  });

  it('expires after 5 minutes, before and after comparison', async () => {
    const captcha = await newCaptcha();
    server.clock.advance(5 * MINUTE);
    const late = await compareCaptcha(captcha.randomCode, captcha.answer);
    expect(late.http).toBe(400);
    expect(late.body.message).toBe('验证码已过期，请刷新');

    const compared = await newCaptcha();
    expect((await compareCaptcha(compared.randomCode, compared.answer)).body.code).toBe(200);
    server.clock.advance(5 * MINUTE + 1000);
    expect((await passwordGrant('admin', 'admin1234', { randomId: compared.randomCode })).body.code).toBe(400);
  });

  describe('with loginCaptchaRequired', () => {
    let strict: TestServer;
    beforeAll(async () => {
      strict = await startTestServer({ loginCaptchaRequired: true });
    });
    afterAll(async () => strict?.close());

    const strictGrant = (form: Record<string, string>) => new TestClient(strict.url).request('POST', TOKEN_PATH, { form: { grant_type: 'password', scope: 'ui', ...form }, headers: { authorization: BROWSER } });

    it('refuses a password grant without randomId, and accepts one with a verified captcha', async () => {
      const without = await strictGrant({ username: 'admin', password: 'admin1234' });
      expect(without.http).toBe(400);
      expect(without.body).toMatchObject({ code: 400, message: '请先完成图形验证码' });
      const captcha = await newCaptcha(strict);
      expect((await compareCaptcha(captcha.randomCode, captcha.answer, strict)).body.code).toBe(200);
      const withCaptcha = await strictGrant({ username: 'admin', password: 'admin1234', randomId: captcha.randomCode });
      expect(withCaptcha.body.code).toBe(200);
    });

    it('checks the captcha before the password: no guessing passwords without one', async () => {
      for (let i = 0; i < 6; i += 1) {
        const guess = await strictGrant({ username: 'operator', password: `guess-${i}` });
        expect(guess.body).toMatchObject({ code: 400, message: '请先完成图形验证码' });
      }
      const operator = await strict.ctx.db.selectFrom('sysUser').select(['failedLogins', 'lockedUntil']).where('username', '=', 'operator').executeTakeFirstOrThrow();
      expect(operator.failedLogins).toBe(0);
      expect(operator.lockedUntil).toBeNull();
      const captcha = await newCaptcha(strict);
      await compareCaptcha(captcha.randomCode, captcha.answer, strict);
      expect((await strictGrant({ username: 'operator', password: 'operator1234', randomId: captcha.randomCode })).body.code).toBe(200);
    });
  });
});

describe('password grant with the AES password helper configured', () => {
  let aesServer: TestServer;
  const aes = { key: '1234567890abcdef', iv: 'fedcba0987654321' };
  beforeAll(async () => {
    aesServer = await startTestServer({ passwordAes: aes });
  });
  afterAll(async () => aesServer?.close());

  it('accepts the password encrypted as the browser sends it, and refuses it in clear', async () => {
    const encrypted = createPasswordCipher(aes).encrypt('admin1234');
    expect(encrypted).not.toBe('admin1234');
    const client = new TestClient(aesServer.url);
    expect((await client.login('admin', encrypted)).body.code).toBe(200);
    const plain = await new TestClient(aesServer.url).login('admin', 'admin1234');
    expect(plain.body.code).toBe(400);
  });
});
