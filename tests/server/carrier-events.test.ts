/**
 * POST /api/clearway/carrier-events over real HTTP (docs/api.md "Carrier events"): a last-mile carrier's signed push of
 * a number's tracking events — refused unsigned or mis-signed (401), a bad body is a 400 naming the field, a number no
 * order carries is answered so, a replay stores nothing new, each tenant's parcel gets only its own events; the
 * trajectory shows them; one step of the simulated carrier moves a T20 parcel on.
 */
import { sql } from 'kysely';
import { signCarrierPush } from '../../server/carriers/carrier-signature';
import { SimulatedCarrier } from '../../server/carriers/simulated-carrier';
import { expectOk, type Reply, type TestClient } from './http-client';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let harbor: TestClient;
let seq = 0;
const PATH = '/api/clearway/carrier-events';

beforeAll(async () => {
  ({ server, as: { admin, harbor_admin: harbor } } = await startSignedIn(['admin', 'harbor_admin']));
}, 180_000);
afterAll(async () => server?.close());

/** A demo order handed to SF at T20 under a new last-mile number. */
async function handedOver(): Promise<{ trackingNo: string; tailTrackingNo: string }> {
  seq += 1;
  const stamp = `${Date.now().toString(36).toUpperCase()}${seq}`;
  const trackingNo = `T15CAR${stamp}`;
  const tailTrackingNo = `SF9${stamp}`;
  expectOk(await admin.request('POST', '/api/bdtibs/order/saveTwoCOrder', {
    json: {
      customerCode: 'KH10001', productCode: 'BBCSTD', routeCode: 'R2C001', trackingNo, customerOrderNo: `CAR-${trackingNo}`, orderTime: '2026-11-20T02:00:00.000Z',
      consignee: '王芳', consigneeTelephone: '13800138000', consigneeAddress: `科技园南路 ${seq} 号`, consigneeCity: '上海市', weight: 1.2,
      goods: [{ gnum: 1, itemNo: 'SKU-C1', itemName: '保湿面霜 50ml', hsCode: '3304990099', qty: 1, price: 100 }],
    },
  }));
  await sql`UPDATE om_two_c_order SET operate_node = 'T20', tail_carrier_code = 'SF', tail_tracking_no = ${tailTrackingNo} WHERE tracking_no = ${trackingNo}`.execute(server.ctx.db);
  return { trackingNo, tailTrackingNo };
}

/** Posts a raw body as the carrier would, signed with the installation's secret unless told otherwise. */
async function push(body: unknown, signature: string | null = 'good'): Promise<Reply<Record<string, unknown>>> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature) headers['x-carrier-signature'] = signature === 'good' ? signCarrierPush(server.ctx.config.carrierSecret!, raw) : signature;
  const response = await fetch(`${server.url}${PATH}`, { method: 'POST', headers, body: raw });
  return { http: response.status, body: await response.json(), headers: response.headers };
}

const hoursAgo = (h: number) => new Date(server.clock.now() - h * 3_600_000).toISOString();
const events = (count: number) => [
  { time: hoursAgo(5), status: 'PICKED_UP', description: '快件已由【深圳福田营业点】揽收', location: '深圳市' },
  { time: hoursAgo(3), status: 'IN_TRANSIT', description: '快件已从【深圳转运中心】发出', location: '深圳市' },
  { time: hoursAgo(1), status: 'OUT_FOR_DELIVERY', description: '快件已交给派送员', location: '上海市' },
].slice(0, count);

async function storedOf(tailTrackingNo: string): Promise<{ tenantId: number; status: string }[]> {
  return server.ctx.db.selectFrom('carrierEvent').select(['tenantId', 'status']).where('trackingNo', '=', tailTrackingNo).orderBy('eventTime').execute();
}

describe('carrier event pushes', () => {
  it('refuses a push with no signature or a wrong one, before reading it', async () => {
    const { tailTrackingNo } = await handedOver();
    const body = { carrierCode: 'SF', trackingNo: tailTrackingNo, events: events(1) };
    expect((await push(body, null)).http).toBe(401);
    expect((await push(body, signCarrierPush('not-the-secret', JSON.stringify(body)))).http).toBe(401);
    expect((await push(body, 'sha256=zz')).http).toBe(401);
    expect((await push({ nonsense: true }, null)).http).toBe(401);
    expect(await storedOf(tailTrackingNo)).toEqual([]);
  });

  it('refuses a bad body naming the field', async () => {
    const bad = async (body: unknown, field: string) => {
      const reply = await push(body);
      expect(reply.http).toBe(400);
      expect(JSON.stringify(reply.body)).toContain(field);
    };
    await bad({ carrierCode: 'SF', events: events(1) }, 'trackingNo');
    await bad({ carrierCode: 'SF', trackingNo: 'SF1', events: [{ ...events(1)[0], status: 'LOST' }] }, 'status');
    await bad({ carrierCode: 'SF', trackingNo: 'SF1', events: [{ ...events(1)[0], time: 'yesterday' }] }, 'time');
    await bad({ carrierCode: 'SF', trackingNo: 'SF1', events: [] }, 'events');
    await bad('{not json', 'body');
  });

  it('answers a number no order carries as unknown, not an error', async () => {
    const reply = await push({ carrierCode: 'SF', trackingNo: 'SF0000NOSUCH', events: events(1) });
    expect(reply.http).toBe(200);
    expect(reply.body.data).toEqual({ carrierCode: 'SF', trackingNo: 'SF0000NOSUCH', result: 'unknownNumber', stored: 0, duplicates: 0 });
  });

  it('stores each event once: a replay stores nothing new', async () => {
    const { tailTrackingNo } = await handedOver();
    const body = { carrierCode: 'SF', trackingNo: tailTrackingNo, events: events(2) };
    expect((await push(body)).body.data).toMatchObject({ result: 'stored', stored: 2, duplicates: 0 });
    expect((await push(body)).body.data).toMatchObject({ result: 'stored', stored: 0, duplicates: 2 });
    expect((await push({ ...body, events: events(3) })).body.data).toMatchObject({ stored: 1, duplicates: 2 });
    expect((await storedOf(tailTrackingNo)).map((e) => e.status)).toEqual(['PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY']);
    // The same number under another carrier is another parcel: none of ours.
    expect((await push({ ...body, carrierCode: 'JD' })).body.data).toMatchObject({ result: 'unknownNumber' });
  });

  it('shows the events in the trajectory in time order, in the person\'s language', async () => {
    const { trackingNo, tailTrackingNo } = await handedOver();
    expectOk(await push({ carrierCode: 'SF', trackingNo: tailTrackingNo, events: [...events(3)].reverse() }));
    const [timeline] = expectOk(await admin.request('POST', '/api/clearway/trajectory', { json: { codes: [trackingNo] } }));
    const carrier = timeline.events.filter((e: { kind: string }) => e.kind === 'carrier');
    expect(carrier.map((e: { title: string }) => e.title)).toEqual(['揽收', '运输中', '派送中']);
    expect(carrier[0]).toMatchObject({ detail: '快件已由【深圳福田营业点】揽收 · 深圳市', by: 'SF' });
    expect(timeline.events[0].kind).toBe('order');
    const [english] = expectOk(await admin.request('POST', '/api/clearway/trajectory', { json: { codes: [tailTrackingNo] }, headers: { 'accept-language': 'en' } }));
    expect(english.events.filter((e: { kind: string }) => e.kind === 'carrier').map((e: { title: string }) => e.title)).toEqual(['Picked up', 'In transit', 'Out for delivery']);
  });

  it('keeps another tenant\'s parcel apart: its events go to its tenant alone', async () => {
    const tenants = await server.ctx.db.selectFrom('tenant').select(['id', 'tenantCode']).execute();
    const harborId = tenants.find((t) => t.tenantCode === 'harbor')!.id;
    const theirs = `SF8H${Date.now().toString(36).toUpperCase()}`;
    await sql`UPDATE om_two_c_order SET tail_carrier_code = 'SF', tail_tracking_no = ${theirs}
      WHERE id = (SELECT id FROM om_two_c_order WHERE tenant_id = ${harborId} ORDER BY id LIMIT 1)`.execute(server.ctx.db);
    expect((await push({ carrierCode: 'SF', trackingNo: theirs, events: events(1) })).body.data).toMatchObject({ result: 'stored', stored: 1 });
    expect(await storedOf(theirs)).toEqual([{ tenantId: harborId, status: 'PICKED_UP' }]);
    expect(expectOk(await admin.request('POST', '/api/clearway/trajectory', { json: { codes: [theirs] } }))[0].parcel).toBeNull();
    const [mine] = expectOk(await harbor.request('POST', '/api/clearway/trajectory', { json: { codes: [theirs] } }));
    expect(mine.events.filter((e: { kind: string }) => e.kind === 'carrier').map((e: { title: string }) => e.title)).toEqual(['揽收']);
  });
});

describe('the demo seed', () => {
  it('gives demo parcels at T30 their carrier events ending delivered, and those at T20 some, never delivered', async () => {
    const seeded = await sql<{ node: string; parcels: number; delivered: number }>`
      SELECT o.operate_node AS node, count(DISTINCT o.id)::int AS parcels, count(DISTINCT o.id) FILTER (WHERE e.status = 'DELIVERED')::int AS delivered
      FROM om_two_c_order o JOIN carrier_event e ON e.tenant_id = o.tenant_id AND e.order_id = o.id
      WHERE o.operate_node IN ('T20', 'T30') AND o.tracking_no NOT LIKE 'T15CAR%' AND e.received_at < e.event_time + interval '1 minute'
      GROUP BY o.operate_node ORDER BY o.operate_node`.execute(server.ctx.db);
    const [t20, t30] = seeded.rows;
    expect(t20).toMatchObject({ node: 'T20', delivered: 0 });
    expect(t20!.parcels).toBeGreaterThan(0);
    expect(t30!.node).toBe('T30');
    expect(t30!.delivered).toBe(t30!.parcels);
  });
});

describe('the simulated carrier', () => {
  it('pushes a T20 parcel\'s next event each step, signed over HTTP, until delivered', async () => {
    const { tailTrackingNo } = await handedOver();
    const carrier = new SimulatedCarrier({
      db: server.ctx.db, entities: () => server.ctx.entities, baseUrl: server.url, secret: server.ctx.config.carrierSecret!,
      intervalMs: 60_000, failureShare: 0, now: () => server.clock.now(),
    });
    const ours = async () => (await carrier.step()).find((r) => r.trackingNo === tailTrackingNo);
    expect(await ours()).toMatchObject({ result: 'stored', stored: 1 });
    expect((await storedOf(tailTrackingNo)).map((e) => e.status)).toEqual(['PICKED_UP']);
    for (let i = 0; i < 4; i++) await ours();
    expect((await storedOf(tailTrackingNo)).map((e) => e.status)).toEqual(['PICKED_UP', 'IN_TRANSIT', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    expect(await ours()).toBeUndefined();
  });

  it('fails a delivery once for the failing share, then delivers', async () => {
    const { tailTrackingNo } = await handedOver();
    const carrier = new SimulatedCarrier({
      db: server.ctx.db, entities: () => server.ctx.entities, baseUrl: server.url, secret: server.ctx.config.carrierSecret!,
      intervalMs: 60_000, failureShare: 1, now: () => server.clock.now(),
    });
    for (let i = 0; i < 7; i++) await carrier.step();
    expect((await storedOf(tailTrackingNo)).map((e) => e.status)).toEqual(['PICKED_UP', 'IN_TRANSIT', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'FAILED', 'OUT_FOR_DELIVERY', 'DELIVERED']);
  });
});
