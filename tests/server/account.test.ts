/**
 * Account calls of spec 01 §7 over real HTTP: tenant lookup, SMS limits, customer sign-up, password change,
 * password retrieval and reset, updateCustomer; messages in Chinese and English.
 */
import { startTestServer, type TestServer } from './test-server';
import { TestClient, type Reply } from './http-client';
import { hashPassword } from '../../server/services/password-hash';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const anonymous = (language: 'zh' | 'en' = 'zh') => new TestClient(server.url, language);

async function loggedIn(username: string, password: string, language: 'zh' | 'en' = 'zh'): Promise<TestClient> {
  const client = new TestClient(server.url, language);
  const reply = await client.login(username, password);
  expect(reply.body.code).toBe(200);
  return client;
}

function tenantOf(query: Record<string, string>): Promise<Reply> {
  return anonymous().request('POST', '/api/account/sysuserdetail/getTenantCodeByUser', { query });
}

async function latestOutbox(to: string, channel: 'sms' | 'email'): Promise<string | undefined> {
  const reply = await anonymous().request('GET', '/api/clearway/dev/outbox', { query: { to, channel } });
  expect(reply.body.code).toBe(200);
  return reply.body.data[0]?.body;
}

async function smsCodeFor(mobile: string): Promise<string> {
  const body = await latestOutbox(mobile, 'sms');
  const code = /\b(\d{6})\b/.exec(body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** Sends a sign-up code to a number and reads it from the outbox. */
async function platformCode(mobile: string): Promise<string> {
  const sent = await anonymous().request('POST', '/api/bdtibs/base/sendPlatformSmsCode', { json: { mobile } });
  expect(sent.body.code).toBe(200);
  return smsCodeFor(mobile);
}

async function counts(): Promise<{ users: number; customers: number }> {
  const users = await server.ctx.db.selectFrom('sysUser').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const customers = await server.ctx.db.selectFrom('baseCustomer').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { users: Number(users.n), customers: Number(customers.n) };
}

async function cannotLogIn(username: string, password: string): Promise<void> {
  expect((await anonymous().login(username, password)).body.code).toBe(400);
  expect((await tenantOf({ username })).body.code).toBe(400);
}

let mobileSeq = 0;
/** A mobile number nobody uses yet. */
const freshMobile = () => `1391234${String(1000 + (mobileSeq += 1)).slice(-4)}`;

let userSeq = 0;
async function createUser(password: string, fields: { email?: string } = {}): Promise<{ username: string; id: number; subjectId: string }> {
  userSeq += 1;
  const username = `acct_user_${userSeq}`;
  const tenant = await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'demo').executeTakeFirstOrThrow();
  const row = await server.ctx.db.insertInto('sysUser').values({
    tenantId: tenant.id, username, passwordHash: await hashPassword(password), nickname: username, mobile: null, email: fields.email ?? null,
    avatar: null, geographic: null, address: null, profile: null, ownerSiteId: null, customerId: null, subjectId: `S-${username}`,
    subjectName: null, employeeCode: null, lockedUntil: null,
  }).returning('id').executeTakeFirstOrThrow();
  return { username, id: row.id, subjectId: `S-${username}` };
}

function signUp(body: Record<string, unknown>, language: 'zh' | 'en' = 'zh'): Promise<Reply> {
  return anonymous(language).request('POST', '/api/admin/sysuser/registerAccountInitial', { json: body });
}

describe('getTenantCodeByUser', () => {
  it('finds the tenant by username and by mobile, for both demo tenants', async () => {
    expect((await tenantOf({ username: 'admin' })).body).toMatchObject({ code: 200, data: { tenantCode: 'demo', tenantName: 'Demo Logistics' } });
    expect((await tenantOf({ username: '  operator ' })).body.data.tenantCode).toBe('demo');
    expect((await tenantOf({ mobile: '13800000002' })).body.data.tenantCode).toBe('demo');
    expect((await tenantOf({ username: 'harbor_admin' })).body).toMatchObject({ code: 200, data: { tenantCode: 'harbor', tenantName: 'Harbor Freight' } });
    expect((await tenantOf({ mobile: '13900000001' })).body.data.tenantCode).toBe('harbor');
    const formBody = await anonymous().request('POST', '/api/account/sysuserdetail/getTenantCodeByUser', { form: { username: 'harbor_admin' } });
    expect(formBody.body.data.tenantCode).toBe('harbor');
  });

  it('answers 400 for an unknown user or mobile, and when neither is given', async () => {
    for (const query of [{ username: 'nobody-here' }, { mobile: '13999999999' }, {}] as Record<string, string>[]) {
      const reply = await tenantOf(query);
      expect(reply.http).toBe(400);
      expect(reply.body.code).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
    expect((await tenantOf({ username: 'nobody-here' })).body.message).toBe('未找到该用户所属的租户');
    const english = await anonymous('en').request('POST', '/api/account/sysuserdetail/getTenantCodeByUser', { query: { username: 'nobody-here' } });
    expect(english.body.message).toBe('No tenant found for this user');
  });
});

describe('SMS limits', () => {
  const CUSTOMS_MOBILE = '13800000003';
  const send = () => anonymous().request('GET', '/api/account/captcha/getSmsCaptcha', { query: { mobile: CUSTOMS_MOBILE } });

  it('one code a minute and five an hour per number', async () => {
    expect((await send()).body.code).toBe(200);
    const tooSoon = await send();
    expect(tooSoon.http).toBe(429);
    expect(tooSoon.body.code).toBe(429);
    expect(tooSoon.body.message).toMatch(/^发送过于频繁，请\d+秒后再试$/);
    server.clock.advance(30_000);
    expect((await send()).http).toBe(429);
    for (let sent = 2; sent <= 5; sent += 1) {
      server.clock.advance(61_000);
      const reply = await send();
      expect(reply.http).toBe(200);
      expect(reply.body.code).toBe(200);
    }
    server.clock.advance(61_000);
    const sixth = await send();
    expect(sixth.http).toBe(429);
    expect(sixth.body.code).toBe(429);
    const english = await anonymous('en').request('GET', '/api/account/captcha/getSmsCaptcha', { query: { mobile: CUSTOMS_MOBILE } });
    expect(english.body.message).toMatch(/^Too many codes sent: try again in \d+ s$/);
    server.clock.advance(HOUR);
    expect((await send()).body.code).toBe(200);
  });

  it('refuses a malformed number', async () => {
    for (const mobile of ['12345', '23800000003', 'abc', '138000000031']) {
      const reply = await anonymous().request('GET', '/api/account/captcha/getSmsCaptcha', { query: { mobile } });
      expect(reply.http).toBe(400);
      expect(reply.body.code).toBe(400);
    }
    expect((await anonymous().request('POST', '/api/bdtibs/base/sendPlatformSmsCode', { json: { mobile: '999' } })).http).toBe(400);
  });
});

describe('customer sign-up', () => {
  it('sendPlatformSmsCode + registerAccountInitial creates a customer user who can log in, awaiting audit', async () => {
    const mobile = freshMobile();
    const smsCode = await platformCode(mobile);
    const reply = await signUp({ tenantCode: 'demo', username: 'newcustomer', password: 'Passw0rd1', mobile, smsCode, customerName: '新客户跨境电商有限公司', contactName: '张三', email: 'zhang@example.com' });
    expect(reply.http).toBe(200);
    expect(reply.body.code).toBe(200);
    expect(reply.body.data).toMatchObject({ username: 'newcustomer', tenantCode: 'demo' });
    const customerCode: string = reply.body.data.customerCode;
    expect(customerCode).toMatch(/^C\d{14}$/);

    expect((await tenantOf({ username: 'newcustomer' })).body.data.tenantCode).toBe('demo');
    expect((await tenantOf({ mobile })).body.data.tenantCode).toBe('demo');
    const customer = await loggedIn('newcustomer', 'Passw0rd1');
    const me = await customer.request('GET', '/api/uaa/users/getSysUser');
    expect(me.body.data).toMatchObject({ name: 'newcustomer', tenantCode: 'demo', customerCode, customerName: '新客户跨境电商有限公司', roles: ['ROLE_CUSTOMER'], isAdmin: '0', phone: mobile });

    const admin = await loggedIn('admin', 'admin1234');
    // awaiting certification: the customer submits it on /myCertificationAudit, then it reaches the registration
    // reminder (tests/server/customer-certification.test.ts)
    const found = await admin.query('findAllByCallId', { qid: 'FIND_CUSTOMER', customerCode });
    expect(found.body.data).toEqual([expect.objectContaining({ customerCode, auditState: 0 })]);
    // the same code cannot sign up twice
    const twice = await signUp({ tenantCode: 'demo', username: 'newcustomer2', password: 'Passw0rd1', mobile: freshMobile(), smsCode, customerName: 'x' });
    expect(twice.body.code).toBe(400);
  });

  it('accepts the longest allowed values (username 64, customer name 200)', async () => {
    const mobile = freshMobile();
    const smsCode = await platformCode(mobile);
    const username = `u${'x'.repeat(63)}`;
    const reply = await signUp({ tenantCode: 'demo', username, password: 'Passw0rd1', mobile, smsCode, customerName: '长'.repeat(200), contactName: 'c'.repeat(64), email: `${'e'.repeat(64)}@example.com` });
    expect(reply.http).toBe(200);
    expect(reply.body.code).toBe(200);
    expect((await anonymous().login(username, 'Passw0rd1')).body.code).toBe(200);
  });

  it('refuses a taken username or mobile, a wrong SMS code and a weak password, creating nothing', async () => {
    const before = await counts();
    const cases: { body: Record<string, unknown>; message: string; username?: string }[] = [];
    const mobileA = freshMobile();
    cases.push({ body: { username: 'operator', mobile: mobileA, smsCode: await platformCode(mobileA) }, message: '用户名已存在' });
    cases.push({ body: { username: 'takenmobile', mobile: '13800000002', smsCode: '123456' }, message: '该手机号已注册', username: 'takenmobile' });
    const mobileB = freshMobile();
    const codeB = await platformCode(mobileB);
    cases.push({ body: { username: 'badsmscode', mobile: mobileB, smsCode: codeB === '000000' ? '111111' : '000000' }, message: '短信验证码错误或已过期', username: 'badsmscode' });
    const mobileC = freshMobile();
    const codeC = await platformCode(mobileC);
    cases.push({ body: { username: 'shortpassword', mobile: mobileC, smsCode: codeC, password: 'abc123' }, message: '密码长度最小为8位！', username: 'shortpassword' });
    cases.push({ body: { username: 'lettersonly', mobile: mobileC, smsCode: codeC, password: 'abcdefghijk' }, message: '密码必须是数字和字母的组合！', username: 'lettersonly' });
    cases.push({ body: { username: 'toolongpassword', mobile: mobileC, smsCode: codeC, password: 'a1'.repeat(16) }, message: '密码长度不能超过31位！', username: 'toolongpassword' });
    for (const { body, message, username } of cases) {
      const reply = await signUp({ tenantCode: 'demo', password: 'Passw0rd1', customerName: '拒绝的客户', ...body });
      expect(reply.http).toBe(400);
      expect(reply.body.code).toBe(400);
      expect(reply.body.message).toBe(message);
      if (username) await cannotLogIn(username, String(body.password ?? 'Passw0rd1'));
    }
    expect(await counts()).toEqual(before);
    const customers = await server.ctx.db.selectFrom('baseCustomer').select('id').where('customerName', '=', '拒绝的客户').execute();
    expect(customers).toHaveLength(0);
    // the codes refused for other reasons are still good: the weak-password one signs up with a good password
    const ok = await signUp({ tenantCode: 'demo', username: 'strongpassword', password: 'Passw0rd1', mobile: mobileC, smsCode: codeC, customerName: '后来的客户' });
    expect(ok.body.code).toBe(200);
  });

  it('five wrong SMS codes spoil a sign-up code', async () => {
    const mobile = freshMobile();
    const code = await platformCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await signUp({ tenantCode: 'demo', username: 'spoiltcode', password: 'Passw0rd1', mobile, smsCode: wrong, customerName: 'x' })).body.code).toBe(400);
    const right = await signUp({ tenantCode: 'demo', username: 'spoiltcode', password: 'Passw0rd1', mobile, smsCode: code, customerName: 'x' });
    expect(right.http).toBe(400);
    await cannotLogIn('spoiltcode', 'Passw0rd1');
  });

  it('refuses an unknown tenant and bad fields with 400, in English too', async () => {
    const unknownTenant = await signUp({ tenantCode: 'nosuch', username: 'someone', password: 'Passw0rd1', mobile: freshMobile(), smsCode: '123456', customerName: 'x' });
    expect(unknownTenant.body.code).toBe(400);
    const english = await signUp({ tenantCode: 'demo', username: 'someone', password: 'short1', mobile: freshMobile(), smsCode: '123456', customerName: 'x' }, 'en');
    expect(english.body.message).toBe('The password must have at least 8 characters!');
    const missing = await signUp({ tenantCode: 'demo' });
    expect(missing.http).toBe(400);
    expect(Object.keys(missing.body.data.fields)).toEqual(expect.arrayContaining(['username', 'password', 'mobile', 'smsCode', 'customerName']));
    const badUsername = await signUp({ tenantCode: 'demo', username: 'has space', password: 'Passw0rd1', mobile: freshMobile(), smsCode: '123456', customerName: 'x' });
    expect(badUsername.http).toBe(400);
  });
});

describe('updatePasswordBySubjectId', () => {
  const change = (client: TestClient, query: Record<string, string>) => client.request('PUT', '/api/account/sysuserdetail/updatePasswordBySubjectId', { query: { platformCode: '0', ...query } });

  it('checks the old password, the policy and the subject; success ends every session', async () => {
    const user = await createUser('Start1234');
    const client = await loggedIn(user.username, 'Start1234');
    const secondDevice = await loggedIn(user.username, 'Start1234');
    const base = { password: 'Start1234', subjectId: user.subjectId };

    const wrongOld = await change(client, { ...base, password: 'Wrong1234', newPassword: 'Next12345' });
    expect(wrongOld.http).toBe(400);
    expect(wrongOld.body).toMatchObject({ code: 400, message: '原密码错误' });
    expect((await change(client, { ...base, newPassword: 'a1b2c3' })).body.message).toBe('密码长度最小为8位！');
    expect((await change(client, { ...base, newPassword: 'abcdefghij' })).body.message).toBe('密码必须是数字和字母的组合！');
    expect((await change(client, { ...base, newPassword: '1234567890' })).body.message).toBe('密码必须是数字和字母的组合！');
    const tooLong = await change(client, { ...base, newPassword: `a1${'x'.repeat(30)}` });
    expect(tooLong.http).toBe(400);
    expect(tooLong.body.message).toBe('密码长度不能超过31位！');
    const other = await change(client, { ...base, subjectId: 'S-admin', newPassword: 'Next12345' });
    expect(other.http).toBe(403);
    expect(other.body.code).toBe(403);
    const missing = await client.request('PUT', '/api/account/sysuserdetail/updatePasswordBySubjectId', { query: { password: 'Start1234', subjectId: user.subjectId } });
    expect(missing.http).toBe(400);
    expect((await change(anonymous(), { ...base, newPassword: 'Next12345' })).http).toBe(401);
    const english = new TestClient(server.url, 'en');
    english.token = client.token;
    expect((await change(english, { ...base, password: 'Wrong1234', newPassword: 'Next12345' })).body.message).toBe('The old password is wrong');
    expect((await change(english, { ...base, newPassword: 'short1' })).body.message).toBe('The password must have at least 8 characters!');
    expect((await change(english, { ...base, newPassword: 'abcdefghij' })).body.message).toBe('The password must combine digits and letters!');

    // nothing of the above changed the password
    expect((await anonymous().login(user.username, 'Start1234')).body.code).toBe(200);

    const done = await change(client, { ...base, newPassword: `Next1234${'y'.repeat(23)}` });
    expect(done.http).toBe(200);
    expect(done.body.code).toBe(200);
    for (const device of [client, secondDevice]) {
      const after = await device.request('GET', '/api/uaa/users/getSysUser');
      expect(after.http).toBe(200);
      expect(after.body.code).toBe(50008);
    }
    expect((await anonymous().login(user.username, 'Start1234')).body.code).toBe(400);
    expect((await anonymous().login(user.username, `Next1234${'y'.repeat(23)}`)).body.code).toBe(200);
  });
});

describe('password retrieval and reset', () => {
  async function verifiedCaptcha(): Promise<{ randomCode: string; answer: string }> {
    const randomCode = `${server.clock.now()}${Math.floor(100000 + Math.random() * 899999)}`;
    expect((await anonymous().request('POST', '/api/account/captcha/generateImageCaptcha', { query: { randomCode } })).body.code).toBe(200);
    const answer = (await anonymous().request('GET', `/api/clearway/dev/captcha/${randomCode}`)).body.data.answer;
    return { randomCode, answer };
  }
  const retrieve = (query: Record<string, string>) => anonymous().request('POST', '/api/account/sysuserdetail/retrievePassword', { query });
  const reset = (json: Record<string, unknown>) => anonymous().request('POST', '/api/clearway/auth/password-reset', { json });

  it('e-mails a reset link; the token sets a new password once and ends the sessions', async () => {
    const email = 'reset.me@demo.example';
    const user = await createUser('Start1234', { email });
    const session = await loggedIn(user.username, 'Start1234');
    const captcha = await verifiedCaptcha();
    const sent = await retrieve({ email, charCaptcha: captcha.answer, randomCode: captcha.randomCode });
    expect(sent.http).toBe(200);
    expect(sent.body.code).toBe(200);
    const mail = await latestOutbox(email, 'email');
    expect(mail).toContain('/forgotpassword?token=');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!)![1]!;

    const weak = await reset({ token, newPassword: 'weak' });
    expect(weak.http).toBe(400);
    expect(weak.body.message).toBe('密码长度最小为8位！');
    const done = await reset({ token, newPassword: 'Reset1234' });
    expect(done.body.code).toBe(200);
    expect((await anonymous().login(user.username, 'Start1234')).body.code).toBe(400);
    expect((await anonymous().login(user.username, 'Reset1234')).body.code).toBe(200);
    expect((await session.request('GET', '/api/uaa/users/getSysUser')).body.code).toBe(50008);
    const again = await reset({ token, newPassword: 'Again1234' });
    expect(again.http).toBe(400);
    expect(again.body.message).toBe('重置链接无效或已过期');
    expect((await anonymous().login(user.username, 'Reset1234')).body.code).toBe(200);
  });

  it('a reset link expires after 30 minutes', async () => {
    const email = 'late.reset@demo.example';
    await createUser('Start1234', { email });
    const captcha = await verifiedCaptcha();
    expect((await retrieve({ email, charCaptcha: captcha.answer, randomCode: captcha.randomCode })).body.code).toBe(200);
    const token = /token=([A-Za-z0-9_-]+)/.exec((await latestOutbox(email, 'email'))!)![1]!;
    server.clock.advance(31 * MINUTE);
    expect((await reset({ token, newPassword: 'Reset1234' })).body.message).toBe('重置链接无效或已过期');
  });

  it('needs a right captcha, and answers an unknown address like a known one without sending anything', async () => {
    const email = 'guarded@demo.example';
    await createUser('Start1234', { email });
    expect((await retrieve({ email })).body.code).toBe(400);
    const captcha = await verifiedCaptcha();
    const wrong = await retrieve({ email, charCaptcha: captcha.answer === 'zzzz' ? 'yyyy' : 'zzzz', randomCode: captcha.randomCode });
    expect(wrong.http).toBe(400);
    // the wrong answer spoiled that captcha
    expect((await retrieve({ email, charCaptcha: captcha.answer, randomCode: captcha.randomCode })).http).toBe(400);
    expect(await latestOutbox(email, 'email')).toBeUndefined();

    const other = await verifiedCaptcha();
    const unknown = await retrieve({ email: 'nobody@nowhere.example', charCaptcha: other.answer, randomCode: other.randomCode });
    expect(unknown.body.code).toBe(200);
    expect(await latestOutbox('nobody@nowhere.example', 'email')).toBeUndefined();
    const bad = await reset({ token: 'not-a-token', newPassword: 'Reset1234' });
    expect(bad.http).toBe(400);
  });
});

describe('updateCustomer', () => {
  it('a customer user updates its own customer; a user without one gets 403', async () => {
    const mobile = freshMobile();
    const smsCode = await platformCode(mobile);
    const signed = await signUp({ tenantCode: 'demo', username: 'customerupdater', password: 'Passw0rd1', mobile, smsCode, customerName: '原名称有限公司' });
    expect(signed.body.code).toBe(200);
    const customer = await loggedIn('customerupdater', 'Passw0rd1');
    const updated = await customer.request('POST', '/api/bdtibs/base/updateCustomer', { json: { customerName: '新名称有限公司', contactName: '李四', email: 'li@example.com' } });
    expect(updated.http).toBe(200);
    expect(updated.body.data).toMatchObject({ customerCode: signed.body.data.customerCode, customerName: '新名称有限公司', contactName: '李四', email: 'li@example.com' });
    const row = await server.ctx.db.selectFrom('baseCustomer').selectAll().where('customerCode', '=', signed.body.data.customerCode).executeTakeFirstOrThrow();
    expect(row.customerName).toBe('新名称有限公司');

    // a non-admin's id is not honoured: it still updates its own customer only
    const demoCustomer = await server.ctx.db.selectFrom('baseCustomer').select(['id', 'customerName']).where('customerCode', '=', 'DMC001').executeTakeFirstOrThrow();
    const sneaky = await customer.request('POST', '/api/bdtibs/base/updateCustomer', { json: { id: demoCustomer.id, contactName: '王五' } });
    expect(sneaky.body.data.customerCode).toBe(signed.body.data.customerCode);
    expect((await server.ctx.db.selectFrom('baseCustomer').select('contactName').where('id', '=', demoCustomer.id).executeTakeFirstOrThrow()).contactName).toBe('陈先生');

    expect((await customer.request('POST', '/api/bdtibs/base/updateCustomer', { json: {} })).http).toBe(400);
    expect((await customer.request('POST', '/api/bdtibs/base/updateCustomer', { json: { mobile: 'not-a-mobile' } })).http).toBe(400);

    const operator = await loggedIn('operator', 'operator1234');
    const forbidden = await operator.request('POST', '/api/bdtibs/base/updateCustomer', { json: { contactName: 'x' } });
    expect(forbidden.http).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 403, message: '没有权限执行此操作' });
    const operatorEn = await loggedIn('operator', 'operator1234', 'en');
    expect((await operatorEn.request('POST', '/api/bdtibs/base/updateCustomer', { json: { contactName: 'x' } })).body.message).toBe('You are not allowed to do this');
  });

  it('an administrator may name a customer of its own tenant by id, not another tenant\'s', async () => {
    const admin = await loggedIn('admin', 'admin1234');
    expect((await admin.request('POST', '/api/bdtibs/base/updateCustomer', { json: { contactName: 'x' } })).http).toBe(403);
    const own = await server.ctx.db.selectFrom('baseCustomer').select('id').where('customerCode', '=', 'DMC003').executeTakeFirstOrThrow();
    const updated = await admin.request('POST', '/api/bdtibs/base/updateCustomer', { json: { id: own.id, contactName: '王经理（新）' } });
    expect(updated.body.data.contactName).toBe('王经理（新）');
    const harbor = await server.ctx.db.selectFrom('baseCustomer').select(['id', 'contactName']).where('customerCode', '=', 'HBC003').executeTakeFirstOrThrow();
    const cross = await admin.request('POST', '/api/bdtibs/base/updateCustomer', { json: { id: harbor.id, contactName: 'hijacked' } });
    expect(cross.http).toBe(404);
    expect((await server.ctx.db.selectFrom('baseCustomer').select('contactName').where('id', '=', harbor.id).executeTakeFirstOrThrow()).contactName).toBe(harbor.contactName);
  });
});
