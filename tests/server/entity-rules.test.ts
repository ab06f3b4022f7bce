/**
 * Computed values and declared rules on the server (docs/schemas.md, "Computed values", "Rules"), proven on the 2C
 * freight quotation /twoCFreightQuote (schemas/customer/two-c-freight-quote*.json) and the B2B customs order's fee
 * total: computed fields are the server's whatever the browser sent, header totals follow the lines (also when a line
 * is written through its own calls), band gaps / overlaps / reversed ranges are refused naming the row, valid-to
 * before valid-from naming the field, a quote needs a band; review (approve locks, the overlap of approved quotes is
 * refused), copy, another tenant's quote and a user without the grant.
 */
import { startSignedIn, type TestServer } from './test-server';
import { TestClient, expectOk, type Reply } from './http-client';

let server: TestServer;
let admin: TestClient;
let english: TestClient;
let operator: TestClient;
let harbor: TestClient;

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
  english = new TestClient(admin.baseUrl, 'en');
  english.token = admin.token;
});
afterAll(async () => server?.close());

type Row = { id: number; version: number; [key: string]: unknown };
const call = (name: string, json: unknown, client = admin) => client.request('POST', `/api/bdtibs/quotation/${name}`, { json });
const band = (weightFrom: number, weightTo: number, extra: Record<string, unknown> = {}) =>
  ({ weightFrom, weightTo, firstWeight: weightFrom, firstPrice: 8, additionalUnit: 0.5, additionalPrice: 1.5, ...extra });
let counter = 0;
const header = (extra: Record<string, unknown> = {}) => ({
  quoteNo: `BJT${Date.now() % 100000}${++counter}`, customerCode: 'DMC001', serviceType: 'DIRECT_2C', carrierCode: 'JD', chargeUnit: 0.5,
  validFrom: '2030-01-01', validTo: '2030-03-31', bands: [band(0, 1), band(1, 30)], ...extra,
});
const create = async (extra: Record<string, unknown> = {}, client = admin): Promise<Row> => expectOk(await call('saveTwoCFreightQuote', header(extra), client));
const detail = async (id: number, client = admin): Promise<Row> => expectOk(await client.request('GET', `/api/bdtibs/quotation/queryTwoCFreightQuoteDetail?id=${id}`));
const bandsOf = async (quoteId: number): Promise<Row[]> => expectOk(await call('queryTwoCFreightQuoteBandPageList', { quoteId, currentPage: 1, pageSize: 50 })).list;
const command = (name: string, body: Record<string, unknown>, client = admin) =>
  client.request('POST', `/api/clearway/entity/customer.twoCFreightQuote/command/${name}`, { json: body });

function expect400(reply: Reply, fields: Record<string, string>): void {
  expect(reply.http, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.data.fields).toEqual(fields);
}

describe('computed values', () => {
  it('computes line and header values on the server, whatever the browser sent', async () => {
    const quote = await create({ bandCount: 99, maxWeight: 1, bands: [band(0, 1, { topPrice: 1 }), band(1, 30.0005, { firstPrice: 9.1, additionalUnit: 1, additionalPrice: 2.335, topPrice: 0 })] });
    expect(quote).toMatchObject({ bandCount: 2, maxWeight: 30.001 });
    const bands = await bandsOf(quote.id);
    // 8 + (1 - 0) / 0.5 * 1.5 = 11; 2.335 is rounded half up to 2.34 (decimal2), 30.0005 stored as 30.001 (three places):
    // 9.1 + (30.001 - 1) / 1 * 2.34 = 76.96234 → 76.96 (the column's two places)
    expect(bands.map((b) => Number(b.topPrice))).toEqual([11, 76.96]);
    expect(Number((await detail(quote.id)).maxWeight)).toBe(30.001);
  });

  it('follows the lines when they are written through their own calls', async () => {
    const quote = await create();
    const bands = await bandsOf(quote.id);
    const last = bands.find((b) => Number(b.weightFrom) === 1)!;
    const edited = expectOk(await call('updateTwoCFreightQuoteBand', { ...last, weightTo: 20, topPrice: 0 }));
    expect(Number(edited.topPrice)).toBe(8 + (20 - 1) / 0.5 * 1.5);
    expect(expectOk(await call('saveTwoCFreightQuoteBand', { quoteId: quote.id, ...band(20, 30) })).topPrice).toBeDefined();
    const after = await detail(quote.id);
    expect({ bandCount: after.bandCount, maxWeight: Number(after.maxWeight) }).toEqual({ bandCount: 3, maxWeight: 30 });
  });

  it('totals the B2B customs order\'s fees on its header', async () => {
    const customs = (name: string, json: unknown) => admin.request('POST', `/api/bdtibs/customs/${name}`, { json });
    const order = expectOk(await customs('saveOrderCustomstob', {
      orderNo: `FEE${Date.now() % 100000}`, customerCode: 'C1001', tradeMode: '0110', feeTotal: 1,
      fees: [{ feeCode: 'CUSTOMS', amount: 0.1 }, { feeCode: 'TRANSPORT', amount: 0.2 }],
    }));
    expect(Number(order.feeTotal)).toBe(0.3);
    const total = async () => Number(expectOk(await admin.request('GET', `/api/bdtibs/customs/queryOrderCustomstobDetail?id=${order.id}`)).feeTotal);
    const fee = expectOk(await customs('saveOrderCustomstobFee', { orderId: order.id, feeCode: 'SUNDRY', amount: 100.05 }));
    expect(await total()).toBe(100.35);
    expectOk(await customs('updateOrderCustomstobFee', { ...fee, amount: 0.7 }));
    expect(await total()).toBe(1);
    expect(expectOk(await customs('removeOrderCustomstobFee', { id: fee.id }))).toEqual({ deleted: 1 });
    expect(await total()).toBe(0.3);
  });
});

describe('rules', () => {
  it('refuses a gap or an overlap of bands naming the row, and writes nothing', async () => {
    const quoteNo = `GAP${++counter}`;
    expect400(await call('saveTwoCFreightQuote', header({ quoteNo, bands: [band(0, 1), band(2, 30)] })), { 'bands[1].weightFrom': '重量段第 2 行：与上一行之间有空缺（1 至 2）' });
    const overlap = await english.request('POST', '/api/bdtibs/quotation/saveTwoCFreightQuote', { json: header({ quoteNo, bands: [band(0, 1), band(1, 5), band(4, 30)] }) });
    expect400(overlap, { 'bands[2].weightFrom': 'Weight bands row 3: overlaps the previous row (4 is below 5)' });
    expect400(await call('saveTwoCFreightQuote', header({ quoteNo, bands: [band(0.5, 30)] })), { 'bands[0].weightFrom': '重量段第 1 行：起始重量(kg)应从 0 开始' });
    const list = expectOk(await call('queryTwoCFreightQuotePageList', { quoteNo, currentPage: 1, pageSize: 10 }));
    expect(list.total).toBe(0);
  });

  it('refuses a band edit through its own call that opens a gap, and a delete that leaves no band', async () => {
    const quote = await create({ bands: [band(0, 30)] });
    const [only] = await bandsOf(quote.id);
    expect400(await call('updateTwoCFreightQuoteBand', { ...only, weightFrom: 1 }), { 'bands[0].weightFrom': '重量段第 1 行：起始重量(kg)应从 0 开始' });
    expect400(await call('removeTwoCFreightQuoteBand', { id: only!.id }), { bands: '重量段至少需要 1 行' });
    expect((await bandsOf(quote.id)).length).toBe(1);
  });

  it('refuses valid-to before valid-from naming the field', async () => {
    expect400(await call('saveTwoCFreightQuote', header({ validFrom: '2030-05-01', validTo: '2030-04-30' })), { validTo: '失效日期须晚于生效日期' });
    const quote = await create();
    expect400(await english.request('POST', '/api/bdtibs/quotation/updateTwoCFreightQuote', { json: { ...quote, bands: undefined, validTo: '2029-12-31' } }), { validTo: 'valid to must be after valid from' });
  });

  it('asks for at least one band', async () => {
    expect400(await call('saveTwoCFreightQuote', header({ bands: [] })), { bands: '重量段至少需要 1 行' });
    expect400(await call('saveTwoCFreightQuote', { ...header(), bands: undefined }), { bands: '重量段至少需要 1 行' });
  });
});

describe('review and copy', () => {
  it('approves a quote, which locks it and its bands; copying it makes a new 待审核 quote with the bands', async () => {
    const quote = await create({ customerCode: 'DMC002', validFrom: '2031-01-01', validTo: '2031-12-31' });
    const approved = expectOk(await command('approve', { rows: [{ id: quote.id, version: quote.version }], params: { remark: '同意' } }));
    expect(approved).toMatchObject({ done: 1 });
    const after = await detail(quote.id);
    expect(after).toMatchObject({ reviewState: '1', reviewRemark: '同意' });
    const edit = await call('updateTwoCFreightQuote', { ...after, remark: '改' });
    expect(edit.http).toBe(400);
    expect(edit.body.message).toContain('已审核');
    const [first] = await bandsOf(quote.id);
    expect((await call('updateTwoCFreightQuoteBand', { ...first, firstPrice: 1 })).http).toBe(400);

    const copied = expectOk(await command('copy', { rows: [{ id: quote.id }], params: { quoteNo: `CP${quote.quoteNo}` } }));
    expect(copied).toMatchObject({ done: 1 });
    const copies = expectOk(await call('queryTwoCFreightQuotePageList', { quoteNo: `CP${quote.quoteNo}`, currentPage: 1, pageSize: 10 })).list;
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ reviewState: '0', customerCode: 'DMC002', validFrom: null, validTo: null, bandCount: 2 });
    expect((await bandsOf(copies[0].id)).map((b) => [Number(b.weightFrom), Number(b.weightTo)])).toEqual([[0, 1], [1, 30]]);
  });

  it('refuses to approve a quote overlapping an approved one of the same customer, service and carrier', async () => {
    const one = await create({ customerCode: 'DMC003', validFrom: '2032-01-01', validTo: '2032-06-30' });
    expectOk(await command('approve', { rows: [{ id: one.id }] }));
    const two = await create({ customerCode: 'DMC003', validFrom: '2032-06-30', validTo: '2032-12-31' });
    const refused = await command('approve', { rows: [{ id: two.id }] });
    expect(refused.http, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.message).toContain(String(one.quoteNo));
    const three = await create({ customerCode: 'DMC003', validFrom: '2032-07-01', validTo: '2032-12-31' });
    expect(expectOk(await command('approve', { rows: [{ id: three.id }] }))).toMatchObject({ done: 1 });
  });

  it('rejects with a reason', async () => {
    const quote = await create();
    expect((await command('reject', { rows: [{ id: quote.id }], params: {} })).http).toBe(400);
    expectOk(await command('reject', { rows: [{ id: quote.id }], params: { reason: '价格偏低' } }));
    expect(await detail(quote.id)).toMatchObject({ reviewState: '2', reviewRemark: '价格偏低' });
  });
});

describe('access', () => {
  it('refuses another tenant\'s quotation', async () => {
    const theirs = expectOk(await call('queryTwoCFreightQuotePageList', { currentPage: 1, pageSize: 10 }, harbor)).list[0];
    expect(theirs.quoteNo).toBe('BJ20261101001');
    expect((await admin.request('GET', `/api/bdtibs/quotation/queryTwoCFreightQuoteDetail?id=${theirs.id}`)).http).toBe(404);
    expect((await call('updateTwoCFreightQuote', { ...theirs, remark: 'x' })).http).toBeGreaterThanOrEqual(400);
    expect((await call('saveTwoCFreightQuoteBand', { quoteId: theirs.id, ...band(30, 31) })).http).toBe(400);
    expect((await command('copy', { rows: [{ id: theirs.id }], params: { quoteNo: 'STOLEN1' } })).http).toBeGreaterThanOrEqual(400);
  });

  it('refuses a user without the grant', async () => {
    expect((await call('saveTwoCFreightQuote', header(), operator)).http).toBe(403);
    const mine = await create();
    expect((await command('approve', { rows: [{ id: mine.id }] }, operator)).http).toBe(403);
  });

  it('serves the demo quotations with their computed values', async () => {
    const list = expectOk(await call('queryTwoCFreightQuotePageList', { currentPage: 1, pageSize: 50 })).list;
    const seeded = list.find((q: Row) => q.quoteNo === 'BJ20261001001');
    expect(seeded).toMatchObject({ reviewState: '1', bandCount: 3 });
    expect(Number(seeded.maxWeight)).toBe(30);
  });
});
