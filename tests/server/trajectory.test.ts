/**
 * POST /api/clearway/trajectory over real HTTP (docs/api.md "Trajectory"): a parcel's timeline by tracking, order or
 * last-mile number — the order, its scans (moved and refused, at any site), the desk's moves — in the caller's
 * language; numbers of no parcel of theirs (another site's for an operator, another tenant's) come back empty; the
 * page's menu is needed; bad input is a 400 naming the field.
 */
import { sql } from 'kysely';
import { loadEntityRegistry } from '../../server/entity/entity-registry';
import { loadEntityFiles } from '../../schemas/load-entity-files';
import { expectOk, type TestClient } from './http-client';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let customs: TestClient;
let harbor: TestClient;
let seq = 0;
const PATH = '/api/clearway/trajectory';

beforeAll(async () => {
  ({ server, as: { admin, operator, customs, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'customs', 'harbor_admin']));
}, 180_000);
afterAll(async () => server?.close());

async function newOrder(site: string): Promise<{ trackingNo: string; orderCode: string }> {
  seq += 1;
  const trackingNo = `T15TRJ${Date.now().toString(36).toUpperCase()}${seq}`;
  const created = expectOk(await admin.request('POST', '/api/bdtibs/order/saveTwoCOrder', {
    json: {
      customerCode: 'KH10001', productCode: 'BBCSTD', routeCode: 'R2C001', trackingNo, customerOrderNo: `TRJ-${trackingNo}`, orderTime: '2026-11-20T02:00:00.000Z',
      consignee: '王芳', consigneeTelephone: '13800138000', consigneeAddress: `科技园南路 ${seq} 号`, consigneeCity: '深圳市', weight: 1.2,
      goods: [{ gnum: 1, itemNo: 'SKU-T1', itemName: '保湿面霜 50ml', hsCode: '3304990099', qty: 1, price: 100 }],
    },
  }));
  await sql`UPDATE om_two_c_order SET owner_site_code = ${site} WHERE tracking_no = ${trackingNo}`.execute(server.ctx.db);
  return { trackingNo, orderCode: created.orderCode };
}

const scan = (client: TestClient, scanType: string, scanCode: string, context?: string) => client.request('POST', '/api/clearway/scan-records', {
  json: { scans: [{ clientScanId: `trj-${++seq}-${Math.random().toString(36).slice(2, 10)}`, scanType, scanCode, scannedAt: new Date(server.clock.now() - 1000).toISOString(), ...(context ? { context } : {}) }] },
});

describe('parcel trajectories', () => {
  it('shows a parcel\'s order, scans and refusals oldest first, found by tracking or order number', async () => {
    const mine = await newOrder('SZ001');
    expectOk(await scan(operator, 'putIn', mine.trackingNo));
    expectOk(await scan(operator, 'out', mine.trackingNo));
    const pallet = expectOk(await operator.request('POST', '/api/bdtwms/loadUnit/saveLoadUnit', { json: { unitType: 'pallet' } }));
    expectOk(await scan(operator, 'load', mine.orderCode, pallet.unitCode));
    const [byTracking, byOrder, unknown] = expectOk(await operator.request('POST', PATH, { json: { codes: [mine.trackingNo, mine.orderCode, 'NO-SUCH-1'] } }));
    expect(byTracking.parcel).toMatchObject({ trackingNo: mine.trackingNo, orderCode: mine.orderCode, operateNode: 'W30', operateNodeTitle: '已配载', orderStatusTitle: '已入库' });
    expect(byTracking.events.map((e: { kind: string; title: string }) => `${e.kind} ${e.title}`)).toEqual([
      'order 下单', 'scan 入库扫描 → 在库', 'refused 出库扫描（被拒绝）', 'scan 装车扫描 → 已配载',
    ]);
    expect(byTracking.events[2].detail).toBe(`${mine.trackingNo} 当前为「在库」，不能转为「已出库」`);
    expect(byTracking.events[1]).toMatchObject({ site: 'SZ001', by: 'operator' });
    expect(byOrder.events).toEqual(byTracking.events);
    expect(unknown).toEqual({ code: 'NO-SUCH-1', parcel: null, events: [] });
  });

  it('speaks English when asked', async () => {
    const mine = await newOrder('SZ001');
    expectOk(await scan(operator, 'putIn', mine.trackingNo));
    const english = await operator.request('POST', PATH, { json: { codes: [mine.trackingNo] }, headers: { 'accept-language': 'en' } });
    const titles = expectOk(english)[0].events.map((e: { title: string }) => e.title);
    expect(titles[0]).toBe('Order placed');
    expect(titles[1]).toMatch(/Put-in scan → In stock/);
  });

  it('titles with the schemas served now: a reloaded registry renames a scan at once, in each language', async () => {
    const mine = await newOrder('SZ001');
    expectOk(await scan(operator, 'putIn', mine.trackingNo));
    const scanTitle = async (lang: 'zh' | 'en') =>
      expectOk(await operator.request('POST', PATH, { json: { codes: [mine.trackingNo] }, headers: { 'accept-language': lang } }))[0].events[1].title;
    expect(await scanTitle('zh')).toBe('入库扫描 → 在库');
    expect(await scanTitle('en')).toBe('Put-in scan → In stock');
    const files = loadEntityFiles().map((file) => ((file.json as { id: string }).id === 'operate.putScan'
      ? { ...file, json: { ...(file.json as object), title: { zh: '入仓扫描', en: 'Check-in scan' } } }
      : file));
    const served = server.ctx.entities;
    server.ctx.entities = loadEntityRegistry(files);
    try {
      expect(await scanTitle('zh')).toBe('入仓扫描 → 在库');
      expect(await scanTitle('en')).toBe('Check-in scan → In stock');
    } finally {
      server.ctx.entities = served;
    }
    expect(await scanTitle('zh')).toBe('入库扫描 → 在库');
  });

  it('finds no parcel of another site for an operator, nor of another tenant; the administrator sees every site', async () => {
    const elsewhere = await newOrder('888888');
    expect(expectOk(await operator.request('POST', PATH, { json: { codes: [elsewhere.trackingNo] } }))[0].parcel).toBeNull();
    expect(expectOk(await harbor.request('POST', PATH, { json: { codes: [elsewhere.trackingNo] } }))[0].parcel).toBeNull();
    expect(expectOk(await admin.request('POST', PATH, { json: { codes: [elsewhere.trackingNo] } }))[0].parcel).toMatchObject({ ownerSiteCode: '888888' });
  });

  it('needs the page in the menu, and refuses bad input naming the field', async () => {
    expect((await customs.request('POST', PATH, { json: { codes: ['X1'] } })).http).toBe(403);
    const empty = await admin.request('POST', PATH, { json: { codes: [] } });
    expect(empty.http).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('codes');
    const tooMany = await admin.request('POST', PATH, { json: { codes: Array.from({ length: 201 }, (_, i) => `N${i}`) } });
    expect(tooMany.http).toBe(400);
    expect((await admin.request('POST', PATH, { json: { codes: ['with blank'] } })).http).toBe(400);
  });
});
