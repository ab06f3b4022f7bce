/**
 * Rich text on the server, over real HTTP, with the admin notification page (schemas/admin/notification.json): the
 * entity engine adopts the existing sys_notification table (my-notifications keeps working on it), and the content
 * (`"x-sanitize": "html"`) is sanitised by DOMPurify on a jsdom window before it is stored, on create and update.
 */
import { sql } from 'kysely';
import { startTestServer, signInAs, type TestServer } from './test-server';
import { TestClient, expectOk } from './http-client';

const BASE = '/api/notification/notification';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAs(server, 'admin');
});
afterAll(async () => server?.close());


const DIRTY = '<p>Hello <strong>team</strong><img src="/api/bdttms/file/downloadFile?key=ab&amp;name=a.png" onerror="window.hacked=1"></p>'
  + '<script>window.hacked=2</script><a href="javascript:alert(1)">click</a><iframe src="https://evil.example"></iframe>';
const CLEAN = '<p>Hello <strong>team</strong><img src="/api/bdttms/file/downloadFile?key=ab&amp;name=a.png"></p><a>click</a>';

const notification = (extra: Record<string, unknown> = {}) => ({
  title: '富文本通知', type: 'business', priority: 'high', publisher: '系统管理员', startTime: '2025-02-01T00:00:00+08:00', content: DIRTY, ...extra,
});

async function storedContent(id: number): Promise<string> {
  const row = await server.ctx.db.selectFrom('sysNotification').select('content').where('id', '=', id).executeTakeFirstOrThrow();
  return row.content;
}

describe('the admin notification page’s API', () => {
  it('lists the tenant’s notifications from the table my-notifications reads (adopted, not copied)', async () => {
    const page = expectOk(await admin.request('GET', `${BASE}/queryNotification`, { query: { pageSize: 50 } }));
    expect(page.list.map((row: { title: string }) => row.title)).toEqual(expect.arrayContaining(['关于春节期间清关时效的通知', '系统升级维护（已结束）']));
    expect(page.total).toBe(4);
    const columns = await sql<{ columnName: string }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'sys_notification'`.execute(server.ctx.db);
    expect(columns.rows.map((c) => c.columnName)).toEqual(expect.arrayContaining(['title', 'content', 'start_time', 'version', 'updated_at', 'ext']));
  });

  it('stores sanitised HTML on add: no script, event handler, javascript: link or frame; text and image stay', async () => {
    const created = expectOk(await admin.request('POST', `${BASE}/addNotification`, { json: notification() }));
    expect(await storedContent(created.id)).toBe(CLEAN);
    const page = expectOk(await admin.request('GET', `${BASE}/queryNotification`, { query: { pageSize: 50, title: '富文本' } }));
    expect(page.list[0].content).toBe(CLEAN);
    // "My notifications" reads the same row (it is current: started, no end).
    const mine = expectOk(await admin.request('GET', `${BASE}/queryMyNotification`, { query: { pageSize: 50 } }));
    expect(mine.list.find((row: { id: number }) => row.id === created.id)?.content).toBe(CLEAN);
  });

  it('sanitises on update too', async () => {
    const created = expectOk(await admin.request('POST', `${BASE}/addNotification`, { json: notification({ title: '待修改', content: '<p>first</p>' }) }));
    const row = expectOk(await admin.request('GET', `${BASE}/queryNotification`, { query: { title: '待修改' } })).list[0];
    expectOk(await admin.request('PUT', `${BASE}/updateNotification`, { json: { ...row, content: '<p onclick="x()">second<svg onload="x()"></svg></p><script>1</script>' } }));
    expect(await storedContent(created.id)).toBe('<p>second</p>');
  });

  it('refuses content that is empty once sanitised, with the field named', async () => {
    const reply = await admin.request('POST', `${BASE}/addNotification`, { json: notification({ title: '空内容', content: '<script>window.hacked=1</script>' }) });
    expect(reply.http).toBe(400);
    expect(reply.body.data.fields).toHaveProperty('content');
  });
});
