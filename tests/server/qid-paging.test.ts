import { sql } from 'kysely';
import { startTestServer, type TestServer } from './test-server';
import { TestClient } from './http-client';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  await sql`INSERT INTO base_customer (tenant_id, customer_code, customer_name, audit_state, owner_site_code)
    SELECT 1, 'BULK' || lpad(g::text, 6, '0'), '批量客户 ' || g, 1, 'SZ001' FROM generate_series(1, 10050) AS g`.execute(server.ctx.db);
  admin = new TestClient(server.url);
  await admin.login('admin', 'admin1234');
});
afterAll(async () => server?.close());

describe('paging totals', () => {
  it('caps the total at 10,000 and says so, instead of counting every row', async () => {
    const page = await admin.query('findPageByCallId', { qid: 'FIND_CUSTOMER', currentPage: 1, pageSize: 20 });
    expect(page.body.data).toMatchObject({ total: 10000, totalCapped: true, currentPage: 1, pageSize: 20 });
    expect(page.body.data.list).toHaveLength(20);
  });
  it('gives the exact total when the rows are fewer, and knows it from a short last page', async () => {
    // '批量客户 1005' matches 1005 and 10050: two rows, on one short page of five.
    const short = await admin.query('findPageByCallId', { qid: 'FIND_CUSTOMER', customerName: '批量客户 1005', currentPage: 1, pageSize: 5 });
    expect(short.body.data.total).toBe(2);
    expect(short.body.data.list).toHaveLength(2);
    // Many matches (100, 1000–1009, 10000–10050): under the cap the total is exact.
    const page2 = await admin.query('findPageByCallId', { qid: 'FIND_CUSTOMER', customerName: '批量客户 100', currentPage: 2, pageSize: 3 });
    const every = await admin.query('findAllByCallId', { qid: 'FIND_CUSTOMER', customerName: '批量客户 100' });
    expect(page2.body.data.total).toBe(every.body.data.length);
    const all = await admin.query('findAllByCallId', { qid: 'FIND_CUSTOMER', customerName: '批量客户 1005' });
    const exact = await admin.query('findPageByCallId', { qid: 'FIND_CUSTOMER', customerName: '批量客户 1005', currentPage: 1, pageSize: 100 });
    expect(exact.body.data.total).toBe(all.body.data.length);
    expect(exact.body.data.totalCapped).toBeUndefined();
  });
});
