/**
 * POST /api/clearway/scan-records over real HTTP (docs/api.md "Scan records"): exactly once per clientScanId across
 * replays, retries and concurrent sends; who and where from the session; the scan button; clear 400s; and the qids
 * that read the scans back (FIND_REPEAT_SCAN_RECORD, FIND_SCAN_RECORD and the scan pages' slices of it).
 */
import { startTestServer, type TestServer } from './test-server';
import { TestClient } from './http-client';
import { MAX_SCANS_PER_REQUEST, scanGrants } from '../../server/routes/scan-records';
import { defaultEntityRegistry } from '../../server/entity/entity-registry';
import putScan from '../../schemas/operate/put-scan.json';
import scanRecordQuery from '../../schemas/operate/scan-record-query.json';

const PATH = '/api/clearway/scan-records';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let customs: TestClient;
let harbor: TestClient;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url, 'en');
  operator = new TestClient(server.url, 'en');
  customs = new TestClient(server.url, 'en');
  harbor = new TestClient(server.url, 'en');
  expect((await admin.login('admin', 'admin1234')).body.code).toBe(200);
  expect((await operator.login('operator', 'operator1234')).body.code).toBe(200);
  expect((await customs.login('customs', 'customs1234')).body.code).toBe(200);
  expect((await harbor.login('harbor_admin', 'harbor1234')).body.code).toBe(200);
});
afterAll(async () => server?.close());

/** A scan with a fresh clientScanId, scanned a moment ago. */
function scan(scanCode: string, extra: Record<string, unknown> = {}) {
  counter += 1;
  return { clientScanId: `test-${counter.toString().padStart(6, '0')}-${Math.random().toString(36).slice(2, 8)}`, scanType: 'putIn', scanCode, scannedAt: new Date(server.clock.now() - 1000).toISOString(), ...extra };
}

const record = (client: TestClient, scans: unknown) => client.request('POST', PATH, { json: { scans } });

async function rowsOf(code: string) {
  return server.ctx.db.selectFrom('scanRecord').selectAll().where('scanCode', '=', code).execute();
}

describe('recording scans', () => {
  it('records a batch and answers per scan, with user and site from the session', async () => {
    const scans = [scan('SRV-A-001'), scan('SRV-A-002')];
    const reply = await record(operator, scans);
    expect(reply.http).toBe(200);
    expect(reply.body.data).toMatchObject({ recorded: 2, known: 0 });
    expect(reply.body.data.results.map((r: { clientScanId: string; status: string }) => [r.clientScanId, r.status])).toEqual(scans.map((s) => [s.clientScanId, 'recorded']));
    const [row] = await rowsOf('SRV-A-001');
    expect(row).toMatchObject({ scanType: 'putIn', scannedBy: 'operator', ownerSiteCode: 'SZ001', clientScanId: scans[0]!.clientScanId });
    expect(new Date(row!.scannedAt).toISOString()).toBe(scans[0]!.scannedAt);
    expect((await rowsOf('SRV-A-001')).length).toBe(1);
  });

  it('records a replayed scan once: the second send says it is known, with the same id', async () => {
    const first = scan('SRV-B-001');
    const one = await record(operator, [first]);
    const again = await record(operator, [first, scan('SRV-B-002')]);
    expect(again.body.data).toMatchObject({ recorded: 1, known: 1 });
    // The replay answers the first time's verdict too (no parcel has this number: refused, and still recorded).
    expect(again.body.data.results[0]).toEqual({ clientScanId: first.clientScanId, status: 'known', id: one.body.data.results[0].id, verdict: 'refused', reason: one.body.data.results[0].reason });
    expect((await rowsOf('SRV-B-001')).length).toBe(1);
  });

  it('records the same id twice in one request once', async () => {
    const twice = scan('SRV-C-001');
    const reply = await record(operator, [twice, twice]);
    expect(reply.body.data.results.map((r: { status: string }) => r.status)).toEqual(['recorded', 'known']);
    expect((await rowsOf('SRV-C-001')).length).toBe(1);
  });

  it('records a code scanned twice (two ids) twice: a confirmed repeat is a scan', async () => {
    await record(operator, [scan('SRV-D-001'), scan('SRV-D-001')]);
    expect((await rowsOf('SRV-D-001')).length).toBe(2);
  });

  it('records each scan once when the same batch arrives many times at once', async () => {
    const scans = Array.from({ length: 20 }, (_, i) => scan(`SRV-E-${i}`));
    const replies = await Promise.all(Array.from({ length: 6 }, () => record(operator, scans)));
    for (const reply of replies) expect(reply.http).toBe(200);
    expect(replies.reduce((sum, reply) => sum + reply.body.data.recorded, 0)).toBe(20);
    const rows = await server.ctx.db.selectFrom('scanRecord').select('scanCode').where('scanCode', 'like', 'SRV-E-%').execute();
    expect(rows.length).toBe(20);
  });

  it('keeps tenants apart: the same clientScanId in another tenant is another scan', async () => {
    const shared = scan('SRV-F-001');
    expect((await record(operator, [shared])).body.data.recorded).toBe(1);
    expect((await record(harbor, [shared])).body.data.recorded).toBe(1);
    const rows = await rowsOf('SRV-F-001');
    expect(rows.map((r) => r.scannedBy).sort()).toEqual(['harbor_admin', 'operator']);
  });

  it('takes up to 500 scans a request', async () => {
    const scans = Array.from({ length: MAX_SCANS_PER_REQUEST }, (_, i) => scan(`SRV-G-${i}`));
    expect((await record(admin, scans)).body.data.recorded).toBe(MAX_SCANS_PER_REQUEST);
    const refused = await record(admin, [...scans, scan('SRV-G-X')]);
    expect(refused.http).toBe(400);
    expect(refused.body.message).toMatch(/scans must NOT have more than 500 items/);
  });
});

describe('refusing', () => {
  it.each<[string, () => unknown, RegExp]>([
    ['no scans field', () => undefined, /scans/],
    ['an empty list', () => [], /scans must NOT have fewer than 1 items/],
    ['a missing scanCode', () => [{ ...scan('x'), scanCode: undefined }], /scanCode/],
    ['an unknown scan type', () => [scan('SRV-X-1', { scanType: 'teleport' })], /scanType must be equal to one of the allowed values/],
    ['a code over 100 characters', () => [scan('X'.repeat(101))], /scanCode must NOT have more than 100 characters/],
    ['a code with a line break', () => [scan('AB\nCD')], /scanCode must match pattern/],
    ['a code with blanks around it', () => [scan(' AB ')], /scanCode must match pattern/],
    ['a short clientScanId', () => [scan('SRV-X-2', { clientScanId: 'abc' })], /clientScanId must NOT have fewer than 8 characters/],
    ['a clientScanId with odd characters', () => [scan('SRV-X-3', { clientScanId: 'abc def ghi' })], /clientScanId must match pattern/],
    ['a time that is not a date', () => [scan('SRV-X-4', { scannedAt: 'yesterday' })], /scannedAt must match format "date-time"/],
    ['a user from the body', () => [scan('SRV-X-5', { scannedBy: 'someone' })], /must NOT have additional properties/],
    ['a site from the body', () => [scan('SRV-X-6', { ownerSiteCode: '888888' })], /must NOT have additional properties/],
  ])('refuses %s with a 400 naming the problem, writing nothing', async (_name, scans, message) => {
    const reply = await operator.request('POST', PATH, { json: scans() === undefined ? {} : { scans: scans() } });
    expect(reply.http).toBe(400);
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toMatch(message);
    expect((await server.ctx.db.selectFrom('scanRecord').select('id').where('scanCode', 'like', 'SRV-X-%').execute()).length).toBe(0);
  });

  it('refuses a scan dated ahead of the server’s clock, and the whole batch with it', async () => {
    const ok = scan('SRV-Y-1');
    const ahead = scan('SRV-Y-2', { scannedAt: new Date(server.clock.now() + 10 * 60_000).toISOString() });
    const reply = await record(operator, [ok, ahead]);
    expect(reply.http).toBe(400);
    expect(reply.body.data.fields).toEqual({ 'scans.1.scannedAt': 'lies in the future' });
    expect((await rowsOf('SRV-Y-1')).length).toBe(0);
  });

  it('answers in Chinese by default', async () => {
    const zh = new TestClient(server.url);
    zh.token = operator.token;
    const reply = await zh.request('POST', PATH, { json: { scans: [] } });
    expect(reply.body.message).toMatch(/^请求参数不正确/);
  });

  it('refuses a user without the scan button of /putScan (403), and one without a session (401)', async () => {
    const denied = await record(customs, [scan('SRV-Z-1')]);
    expect(denied.http).toBe(403);
    expect(denied.body.code).toBe(403);
    const anonymous = await new TestClient(server.url).request('POST', PATH, { json: { scans: [scan('SRV-Z-2')] } });
    expect(anonymous.http).toBe(401);
    expect((await server.ctx.db.selectFrom('scanRecord').select('id').where('scanCode', 'like', 'SRV-Z-%').execute()).length).toBe(0);
  });
});

describe('reading scans back', () => {
  beforeAll(async () => {
    await record(operator, [scan('READ-SZ-001'), scan('READ-SZ-002')]);
    await record(admin, [scan('READ-HQ-001')]);
  });

  it('counts earlier scans for the repeat check (FIND_REPEAT_SCAN_RECORD)', async () => {
    // READ-SZ-001 was refused (no parcel has it): a refused scan did nothing, so it is no repeat; a scan that was
    // taken (here one of a type that moves nothing) is.
    const refused = await operator.query('findAllByCallId', { qid: 'FIND_REPEAT_SCAN_RECORD', scanType: 'putIn', scanCode: 'READ-SZ-001' });
    expect(refused.body.data).toEqual([{ recordcount: 0 }]);
    const demo = await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'demo').executeTakeFirstOrThrow();
    await server.ctx.db.insertInto('scanRecord').values({ tenantId: demo.id, scanType: 'putIn', scanCode: 'TAKEN-SZ-001', ownerSiteCode: 'SZ001', scannedBy: 'operator', scannedAt: new Date(server.clock.now()), clientScanId: null, verdict: 'moved' }).execute();
    const reply = await operator.query('findAllByCallId', { qid: 'FIND_REPEAT_SCAN_RECORD', scanType: 'putIn', scanCode: 'TAKEN-SZ-001' });
    expect(reply.body.data).toEqual([{ recordcount: 1 }]);
    const none = await operator.query('findAllByCallId', { qid: 'FIND_REPEAT_SCAN_RECORD', scanType: 'putIn', scanCode: 'NEVER-SCANNED' });
    expect(none.body.data).toEqual([{ recordcount: 0 }]);
  });

  it('lists scans newest first with filters; non-admins see their own site only (FIND_SCAN_RECORD)', async () => {
    const all = await admin.query('findPageByCallId', { qid: 'FIND_SCAN_RECORD', scanCode: 'READ-', pageSize: 50 });
    expect(all.body.data.list.map((r: { scanCode: string }) => r.scanCode).sort()).toEqual(['READ-HQ-001', 'READ-SZ-001', 'READ-SZ-002']);
    const mine = await operator.query('findPageByCallId', { qid: 'FIND_SCAN_RECORD', scanCode: 'READ-', pageSize: 50 });
    expect(mine.body.data.list.map((r: { scanCode: string }) => r.scanCode).sort()).toEqual(['READ-SZ-001', 'READ-SZ-002']);
    expect(mine.body.data.list[0]).toMatchObject({ scanType: 'putIn', scannedBy: 'operator' });
    // The demo operator's data fields on /scanRecordQuery leave the site out (docs/domain/administration.md "Data fields").
    expect(mine.body.data.list[0]).not.toHaveProperty('ownerSiteCode');
    expect(all.body.data.list[0]).toHaveProperty('ownerSiteCode');
    const by = await admin.query('findPageByCallId', { qid: 'FIND_SCAN_RECORD', scanCode: 'READ-', scannedBy: 'admin' });
    expect(by.body.data.list.map((r: { scanCode: string }) => r.scanCode)).toEqual(['READ-HQ-001']);
    const future = new Date(server.clock.now() + 3_600_000).toISOString();
    const later = await admin.query('findPageByCallId', { qid: 'FIND_SCAN_RECORD', scanCode: 'READ-', scannedAtFrom: future });
    expect(later.body.data.list).toEqual([]);
    const window = await admin.query('findPageByCallId', { qid: 'FIND_SCAN_RECORD', scanCode: 'READ-', scannedAtFrom: new Date(server.clock.now() - 3_600_000).toISOString(), scannedAtTo: future });
    expect(window.body.data.total).toBe(3);
  });

  it('lists only put-in scans on the put-scan page, whatever scan type the caller sends (its derived slice qid)', async () => {
    const demo = await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'demo').executeTakeFirstOrThrow();
    await server.ctx.db.insertInto('scanRecord').values({ tenantId: demo.id, scanType: 'load', scanCode: 'READ-LOAD-1', ownerSiteCode: '888888', scannedBy: 'admin', scannedAt: new Date(server.clock.now()), clientScanId: null }).execute();
    const qid = 'FIND_SCAN_RECORD__OPERATE_PUTSCAN';
    const reply = await admin.query('findPageByCallId', { qid, scanCode: 'READ-', scanType: 'load', pageSize: 50, sort: 'scannedAt', order: 'desc' });
    expect(reply.body.data.list.map((r: { scanCode: string }) => r.scanCode).sort()).toEqual(['READ-HQ-001', 'READ-SZ-001', 'READ-SZ-002']);
    const loads = await admin.query('findPageByCallId', { qid: 'FIND_SCAN_RECORD__OPERATE_LOADSCAN', scanCode: 'READ-', pageSize: 50 });
    expect(loads.body.data.list.map((r: { scanCode: string }) => r.scanCode)).toEqual(['READ-LOAD-1']);
    // The slice is the page's: a user without /putScan in the menu may not read it.
    expect((await customs.query('findPageByCallId', { qid, pageSize: 5 })).body.code).toBe(403);
  });
});

it('knows the scan types the schemas name, and nothing else', () => {
  const grants = scanGrants(defaultEntityRegistry());
  expect([...scanRecordQuery.fields.scanType.enum].sort()).toEqual(Object.keys(grants).sort());
  expect(grants.putIn).toMatchObject({ route: '/putScan', button: 'scan', moves: { entity: 'order.twoCOrder', transition: 'putInScan' } });
  expect(putScan.list.panel['x-component-props'].scanType).toBe('putIn');
});
