/**
 * The declaration platform reached over HTTP (CLEARWAY_CUSTOMS_PLATFORM=http://…; `npm run customs-simulator`):
 * the outbox POSTs each message document to the simulator process, which pushes its signed receipts back to
 * POST /api/clearway/customs/receipts; a document it cannot read is refused with 400.
 */
import { DEV_CUSTOMS_SECRET } from '../../server/config';
import { startCustomsSimulatorServer, type RunningCustomsSimulator } from '../../scripts/customs-simulator/customs-simulator-server';
import { expectOk, type TestClient } from './http-client';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let simulator: RunningCustomsSimulator;
let customs: TestClient;
let serverUrl = '';

beforeAll(async () => {
  simulator = await startCustomsSimulatorServer({
    port: 0, receiptUrl: () => `${serverUrl}/api/clearway/customs/receipts`, secret: DEV_CUSTOMS_SECRET,
    settings: { stepMs: 40, inspectionShare: 0, cancelRefuseShare: 0, refundRefuseShare: 0, singleLimit: 5000 },
  });
  ({ server, as: { customs } } = await startSignedIn(['customs'], { customs: { platform: simulator.url, secret: DEV_CUSTOMS_SECRET, outboxIntervalMs: 50 } }));
  serverUrl = server.url;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await simulator?.close();
});

it('declares a demo order through the simulator process and receives its receipts over HTTP', async () => {
  const list = expectOk(await customs.request('POST', '/api/bdtibs/customs/queryOrderCustomsbbcPageList', { json: { declareStatus: '0', currentPage: 1, pageSize: 1 } }));
  const [draft] = list.list as { id: number; orderNo: string }[];
  expect(draft).toBeTruthy();
  expect(expectOk(await customs.request('POST', '/api/bdtibs/customs/sendBBCDeclareTOKJY', { query: { ids: String(draft!.id) } })).done).toBe(1);
  const end = Date.now() + 15_000;
  let order: Record<string, unknown> = {};
  while (Date.now() < end) {
    order = expectOk(await customs.request('GET', '/api/bdtibs/customs/queryOrderCustomsbbcDetail', { query: { id: draft!.id } }));
    if (order.customsStatus === '800') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(order.declareStatus).toBe('2');
  expect(order.customsStatus).toBe('800');
  const status = simulator.simulator.status();
  expect(status.declarations).toBe(2);
  expect(status.receiptsDelivered).toBeGreaterThanOrEqual(6);
  expect(status.deliveryFailures).toBe(0);
});

it('refuses a document that is not a declaration', async () => {
  const response = await fetch(new URL('ceb/messages', simulator.url), { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<hello/>' });
  expect(response.status).toBe(400);
  expect((await response.json()).error).toContain('unknown message');
});
