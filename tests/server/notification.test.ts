/**
 * The notification calls of the shell's "my notifications" page (spec 02 §7) over real HTTP: the caller's tenant
 * only, only notifications current at the server's time, paged; the fixed type and priority lists.
 */
import { startTestServer, type TestServer } from './test-server';
import { TestClient } from './http-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const BASE = '/api/notification/notification';
const DEMO_CURRENT = ['深圳总仓盘点安排', '关于春节期间清关时效的通知'];

async function loggedIn(username: string, password: string, language: 'zh' | 'en' = 'zh'): Promise<TestClient> {
  const client = new TestClient(server.url, language);
  expect((await client.login(username, password)).body.code).toBe(200);
  return client;
}

function titles(reply: { body: { data: { list: { title: string }[] } } }): string[] {
  return reply.body.data.list.map((n) => n.title);
}

describe('queryMyNotification', () => {
  afterEach(() => server.clock.set(Date.now()));

  it('returns the current notifications of the caller’s tenant, newest first, as a page', async () => {
    const client = await loggedIn('operator', 'operator1234');
    const reply = await client.request('GET', `${BASE}/queryMyNotification`, { query: { currentPage: 1, pageSize: 10 } });
    expect(reply.http).toBe(200);
    expect(reply.body.code).toBe(200);
    expect(reply.body.data).toMatchObject({ total: 2, currentPage: 1, pageSize: 10 });
    expect(titles(reply)).toEqual(DEMO_CURRENT);
    expect(reply.body.data.list[0]).toEqual({
      id: expect.any(Number), title: '深圳总仓盘点安排', content: expect.stringContaining('盘点'), type: 'business', priority: 'normal', publisher: '运营部',
      startTime: '2025-06-01T00:00:00.000Z', endTime: '2099-12-31T23:59:59.000Z', createdAt: expect.any(String),
    });
    expect(reply.body.data.list[1]).toMatchObject({ endTime: null });
  });

  it('leaves out notifications that have ended or not started yet', async () => {
    const client = await loggedIn('admin', 'admin1234');
    expect(titles(await client.request('GET', `${BASE}/queryMyNotification`))).not.toContain('系统升级维护（已结束）');
    expect(titles(await client.request('GET', `${BASE}/queryMyNotification`))).not.toContain('新版报关单模板预告');
    // At the server's time 2095 the one starting in 2090 has begun; the one ending 2099 is still on.
    // (A token outlives neither jump: log in again at the new time.)
    server.clock.set(Date.UTC(2095, 0, 1));
    const in2095 = await loggedIn('admin', 'admin1234');
    expect(titles(await in2095.request('GET', `${BASE}/queryMyNotification`))).toEqual(['新版报关单模板预告', ...DEMO_CURRENT]);
    // After its end (2099-12-31T23:59:59Z) the inventory notice is gone; those without an end stay.
    server.clock.set(Date.UTC(2100, 0, 1));
    const in2100 = await loggedIn('admin', 'admin1234');
    expect(titles(await in2100.request('GET', `${BASE}/queryMyNotification`))).toEqual(['新版报关单模板预告', '关于春节期间清关时效的通知']);
  });

  it('pages with currentPage and pageSize', async () => {
    const client = await loggedIn('operator', 'operator1234');
    const second = await client.request('GET', `${BASE}/queryMyNotification`, { query: { currentPage: 2, pageSize: 1 } });
    expect(second.body.data).toMatchObject({ total: 2, currentPage: 2, pageSize: 1 });
    expect(titles(second)).toEqual([DEMO_CURRENT[1]]);
    const beyond = await client.request('GET', `${BASE}/queryMyNotification`, { query: { currentPage: 3, pageSize: 1 } });
    expect(beyond.body.data).toMatchObject({ list: [], total: 2 });
  });

  it('defaults to the first page of 10', async () => {
    const client = await loggedIn('operator', 'operator1234');
    const reply = await client.request('GET', `${BASE}/queryMyNotification`);
    expect(reply.body.data).toMatchObject({ currentPage: 1, pageSize: 10, total: 2 });
  });

  it('shows a user of another tenant none of the demo tenant’s notifications', async () => {
    const client = await loggedIn('harbor_admin', 'harbor1234');
    const reply = await client.request('GET', `${BASE}/queryMyNotification`, { query: { pageSize: 100 } });
    expect(reply.body.code).toBe(200);
    expect(titles(reply)).toEqual(['Harbor depot holiday hours']);
    expect(reply.body.data.total).toBe(1);
    const demoTitles = await server.ctx.db.selectFrom('sysNotification as n').innerJoin('tenant as t', 't.id', 'n.tenantId').select('n.title').where('t.tenantCode', '=', 'demo').execute();
    expect(demoTitles.length).toBe(4);
    for (const { title } of demoTitles) expect(titles(reply)).not.toContain(title);
  });

  it.each<{ query: Record<string, string | number>; field: string }>([
    { query: { pageSize: 0 }, field: 'pageSize' },
    { query: { pageSize: 101 }, field: 'pageSize' },
    { query: { currentPage: 0 }, field: 'currentPage' },
    { query: { currentPage: 'x' }, field: 'currentPage' },
  ])('refuses bad paging $query with a 400 naming the field', async ({ query, field }) => {
    const client = await loggedIn('operator', 'operator1234');
    const reply = await client.request('GET', `${BASE}/queryMyNotification`, { query });
    expect(reply.http).toBe(400);
    expect(reply.body.code).toBe(400);
    expect(Object.keys(reply.body.data.fields).join()).toContain(field);
  });

  it('needs a session', async () => {
    const reply = await new TestClient(server.url).request('GET', `${BASE}/queryMyNotification`);
    expect(reply.http).toBe(401);
    expect(reply.body.code).toBe(401);
  });
});

describe('queryNotificationType and queryNotificationPriority', () => {
  // The system dictionaries' entries (schemas/admin/demo/sysdict.json), in their order.
  it('lists the types with both labels and the label in the request’s language', async () => {
    const zh = await loggedIn('operator', 'operator1234', 'zh');
    const reply = await zh.request('GET', `${BASE}/queryNotificationType`);
    expect(reply.body.code).toBe(200);
    expect(reply.body.data).toEqual([
      { value: 'announcement', label: '系统公告', zh: '系统公告', en: 'Announcement' },
      { value: 'business', label: '业务通知', zh: '业务通知', en: 'Business notice' },
      { value: 'maintenance', label: '维护通知', zh: '维护通知', en: 'Maintenance notice' },
      { value: 'customsPolicy', label: '海关政策', zh: '海关政策', en: 'Customs policy' },
    ]);
    const en = await loggedIn('operator', 'operator1234', 'en');
    expect((await en.request('GET', `${BASE}/queryNotificationType`)).body.data.map((o: { label: string }) => o.label)).toEqual(['Announcement', 'Business notice', 'Maintenance notice', 'Customs policy']);
  });

  it('lists the priorities, highest first', async () => {
    const en = await loggedIn('operator', 'operator1234', 'en');
    const reply = await en.request('GET', `${BASE}/queryNotificationPriority`);
    expect(reply.body.data).toEqual([
      { value: 'high', label: 'High', zh: '高', en: 'High' },
      { value: 'normal', label: 'Normal', zh: '中', en: 'Normal' },
      { value: 'low', label: 'Low', zh: '低', en: 'Low' },
    ]);
  });

  it('every seeded notification uses a listed type and priority', async () => {
    const rows = await server.ctx.db.selectFrom('sysNotification').select(['type', 'priority']).execute();
    const en = await loggedIn('admin', 'admin1234', 'en');
    const types = (await en.request('GET', `${BASE}/queryNotificationType`)).body.data.map((o: { value: string }) => o.value);
    const priorities = (await en.request('GET', `${BASE}/queryNotificationPriority`)).body.data.map((o: { value: string }) => o.value);
    for (const row of rows) {
      expect(types).toContain(row.type);
      expect(priorities).toContain(row.priority);
    }
  });
});
