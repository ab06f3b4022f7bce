/**
 * Dashboards over real HTTP: aggregate qids through the generic data query (groups, date buckets in the caller's time
 * zone, the tenant always, the site and own-record scopes for non-admins, a qid's `route` grant), and the dashboard
 * calls (the index and one dashboard, with only the widgets the caller may read and its labels' texts).
 */
import { startSignedIn, type TestServer } from './test-server';
import { expectOk, type TestClient } from './http-client';
import { DashboardRegistry } from '../../server/dashboards/dashboard-registry';
import { loadEntityFiles } from '../../schemas/load-entity-files';

type Row = Record<string, any>;

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let customs: TestClient;
let harbor: TestClient;

/** Scans of a type of their own, so the seeded month of scans does not enter the counts. */
const TYPE = 'dashTest';

beforeAll(async () => {
  ({ server, as: { admin, operator, customs, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'customs', 'harbor_admin']));
  const tenant = async (code: string) => (await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', code).executeTakeFirstOrThrow()).id;
  const [demo, harborId] = [await tenant('demo'), await tenant('harbor')];
  const scan = (tenantId: number, site: string, by: string, at: string, n: number) => ({ tenantId, scanType: TYPE, scanCode: `DASH-${site}-${by}-${at}-${n}`, ownerSiteCode: site, scannedBy: by, scannedAt: new Date(at), clientScanId: null });
  await server.ctx.db.insertInto('scanRecord').values([
    // 17:30 UTC on 1 March is 01:30 on 2 March in Shanghai: the day depends on the caller's time zone.
    scan(demo, 'SZ001', 'operator', '2026-03-01T17:30:00Z', 1),
    scan(demo, 'SZ001', 'operator', '2026-03-02T03:00:00Z', 2),
    scan(demo, 'SZ001', 'huangxy', '2026-03-02T04:00:00Z', 3),
    scan(demo, '888888', 'admin', '2026-03-02T05:00:00Z', 4),
    scan(demo, '888888', 'admin', '2026-03-03T05:00:00Z', 5),
    scan(harborId, 'HB001', 'harbor_admin', '2026-03-02T05:00:00Z', 6),
    scan(harborId, 'HB001', 'harbor_admin', '2026-03-02T06:00:00Z', 7),
  ]).execute();
});
afterAll(async () => server?.close());

const findAll = async (client: TestClient, form: Record<string, string | number>): Promise<Row[]> => expectOk(await client.query('findAllByCallId', form));
const window = { scanType: TYPE, from: '2026-03-01T00:00:00Z', to: '2026-03-04T00:00:00Z' };

describe('aggregate qids', () => {
  it('counts per day and site, the days cut in the caller\'s time zone', async () => {
    expect(await findAll(admin, { qid: 'STAT_SCANS_BY_DAY', ...window, timeZone: 'UTC' })).toEqual([
      { day: '2026-03-01', site: 'SZ001', scans: 1 },
      { day: '2026-03-02', site: '888888', scans: 1 },
      { day: '2026-03-02', site: 'SZ001', scans: 2 },
      { day: '2026-03-03', site: '888888', scans: 1 },
    ]);
    expect(await findAll(admin, { qid: 'STAT_SCANS_BY_DAY', ...window, timeZone: 'Asia/Shanghai' })).toEqual([
      { day: '2026-03-02', site: '888888', scans: 1 },
      { day: '2026-03-02', site: 'SZ001', scans: 3 },
      { day: '2026-03-03', site: '888888', scans: 1 },
    ]);
    // The page form of the same answer: every group on one page.
    const page = expectOk(await admin.query('findPageByCallId', { qid: 'STAT_SCANS_BY_DAY', ...window, timeZone: 'Asia/Shanghai' }));
    expect([page.total, page.list.length]).toEqual([3, 3]);
  });

  it('another tenant\'s rows are never counted; a non-admin counts his own site only', async () => {
    expect(await findAll(admin, { qid: 'STAT_SCANS', ...window })).toEqual([{ scans: 5, scanners: 3 }]);
    expect(await findAll(harbor, { qid: 'STAT_SCANS', ...window })).toEqual([{ scans: 2, scanners: 1 }]);
    expect(await findAll(harbor, { qid: 'STAT_SCANS_BY_SITE', ...window })).toEqual([{ site: 'HB001', scans: 2 }]);
    expect(await findAll(operator, { qid: 'STAT_SCANS_BY_SITE', ...window })).toEqual([{ site: 'SZ001', scans: 3 }]);
    // asking for another site does not widen the scope: the filter only narrows
    expect(await findAll(operator, { qid: 'STAT_SCANS', ...window, siteCode: '888888' })).toEqual([{ scans: 0, scanners: 0 }]);
    expect(await findAll(admin, { qid: 'STAT_SCANS', ...window, siteCode: '888888' })).toEqual([{ scans: 2, scanners: 1 }]);
    expect(await findAll(admin, { qid: 'STAT_SCANS_BY_USER', ...window })).toEqual([
      { scannedBy: 'admin', scans: 2, lastScan: expect.any(String) },
      { scannedBy: 'operator', scans: 2, lastScan: expect.any(String) },
      { scannedBy: 'huangxy', scans: 1, lastScan: expect.any(String) },
    ]);
  });

  it('"my" counts are the caller\'s own records, administrators too', async () => {
    expect(await findAll(operator, { qid: 'STAT_MY_SCANS', ...window })).toEqual([{ scans: 2 }]);
    expect(await findAll(admin, { qid: 'STAT_MY_SCANS', ...window })).toEqual([{ scans: 2 }]);
    expect(await findAll(harbor, { qid: 'STAT_MY_SCANS', ...window })).toEqual([{ scans: 2 }]);
  });

  it('equals what the list shows: claims per state against the claims list\'s totals', async () => {
    const byState = await findAll(admin, { qid: 'STAT_CLAIMS_BY_STATE' });
    expect(byState.length).toBeGreaterThan(1);
    for (const { claimState, claims } of byState) {
      const list = expectOk(await admin.query('findPageByCallId', { qid: 'FIND_CLAIMS', claimState }));
      expect(list.total, claimState).toBe(claims);
    }
    const all = expectOk(await admin.query('findPageByCallId', { qid: 'FIND_CLAIMS', pageSize: 100 }));
    expect(await findAll(admin, { qid: 'STAT_CLAIMS' })).toEqual([{ claims: all.total, amount: all.list.reduce((sum: number, row: Row) => sum + Number(row.claimAmount), 0) }]);
    // harbor has claims of its own only (none seeded): the demo tenant's never reach it
    expect(await findAll(harbor, { qid: 'STAT_CLAIMS' })).toEqual([{ claims: 0, amount: 0 }]);
    expect(await findAll(harbor, { qid: 'STAT_CLAIMS_BY_STATE' })).toEqual([]);
  });

  it('a qid with a route needs that page in the caller\'s menu', async () => {
    for (const client of [operator, customs]) {
      const refused = await client.query('findAllByCallId', { qid: 'STAT_CLAIMS' });
      expect([refused.http, refused.body.code]).toEqual([403, 403]);
    }
    expectOk(await operator.query('findAllByCallId', { qid: 'STAT_SCANS', ...window }));
  });

  it('refuses an unknown time zone with a field message', async () => {
    const reply = await admin.query('findAllByCallId', { qid: 'STAT_SCANS_BY_DAY', ...window, timeZone: "UTC'; DROP TABLE scan_record; --" });
    expect(reply.http).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('timeZone');
  });
});

describe('dashboard calls', () => {
  const index = async (client: TestClient) => expectOk<{ route: string; dashboardId: string }[]>(await client.request('GET', '/api/clearway/dashboards'));
  const dashboard = (client: TestClient, id: string) => client.request('GET', `/api/clearway/dashboards/${id}`);

  it('lists the dashboards the caller may open', async () => {
    expect((await index(admin)).map((d) => d.route).sort()).toEqual(['/chart-report/bar', '/chart-report/line', '/chart-report/pie', '/inventorySummaryQuery', '/workbench']);
    expect(await index(operator)).toEqual([{ route: '/workbench', dashboardId: 'workbench' }]);
    const refused = await dashboard(operator, 'chartReportLine');
    expect([refused.http, refused.body.code]).toEqual([404, 404]);
    expect((await dashboard(admin, 'noSuchBoard')).http).toBe(404);
  });

  it('serves only the widgets whose qids the caller may read, labels with their texts', async () => {
    const ids = (body: { widgets: { id: string }[] }) => body.widgets.map((w) => w.id);
    expect(ids(expectOk(await dashboard(admin, 'workbench')))).toEqual(['myScansToday', 'myScansWeek', 'myTasksRunning', 'myTasksFailed', 'claimsToSubmit', 'claimsToApprove', 'quotesPending', 'ordersToDeclare']);
    expect(ids(expectOk(await dashboard(operator, 'workbench')))).toEqual(['myScansToday', 'myScansWeek', 'myTasksRunning', 'myTasksFailed']);
    const pie = expectOk(await dashboard(admin, 'chartReportPie'));
    expect(pie.widgets.find((w: Row) => w.id === 'claimsByState').labels.values.registered).toMatchObject({ zh: '已登记', en: 'Registered' });
  });

  it('the server refuses a dashboard naming an unknown qid or a field its qid has not', () => {
    const file = (widget: Row) => ({ file: 'schemas/dashboards/bad.json', json: { id: 'bad', route: '/chart-report/line', title: { zh: '坏', en: 'Bad' }, widgets: [{ id: 'w', title: { zh: '甲', en: 'A' }, ...widget }] } });
    expect(() => new DashboardRegistry([file({ type: 'stat', qid: 'STAT_NOPE', value: 'n' })], server.ctx.qids, loadEntityFiles())).toThrow('schemas/dashboards/bad.json: /widgets/0/qid: unknown qid STAT_NOPE');
    expect(() => new DashboardRegistry([file({ type: 'stat', qid: 'STAT_SCANS', value: 'parcels' })], server.ctx.qids, loadEntityFiles())).toThrow('/widgets/0/value: qid STAT_SCANS has no field parcels');
  });
});
