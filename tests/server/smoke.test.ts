import { startTestServer, type TestServer } from './test-server';
import { TestClient } from './http-client';
import { DEMO_SITES } from '../../server/seed/demo-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('the documented curl path', () => {
  it('token for admin, then current user, then menu authority, then a page of FIND_SITE', async () => {
    const client = new TestClient(server.url);
    const token = await client.login('admin', 'admin1234', { tenantCode: 'demo' });
    expect(token.body.code).toBe(200);
    const user = await client.request('GET', '/api/uaa/users/getSysUser');
    expect(user.body.data).toMatchObject({ name: 'admin', tenantCode: 'demo', roles: ['ROLE_ADMIN'], isAdmin: '1' });
    const authority = await client.request('POST', '/api/account/sysuserdetail/queryCurrentAuthority', { query: { username: 'admin' } });
    expect(authority.body.data.menu.length).toBeGreaterThan(10);
    const sites = await client.query('findPageByCallId', { qid: 'FIND_SITE', filters: JSON.stringify({ blOpen: 1 }), currentPage: 1, pageSize: 10 });
    expect(sites.body.data.list.map((s: { siteCode: string }) => s.siteCode)).toContain('888888');
    expect(sites.body.data.total).toBe(DEMO_SITES.demo.filter((s) => s.blOpen === 1).length);
  });
});
