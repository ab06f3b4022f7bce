/**
 * The customer quotations (spec 02 §2 /customerManage quotations; docs/domain/quotations.md; docs/api.md
 * "Quotations") over real HTTP: each of the eight quotations added to the 2C freight quote created with its lines,
 * overlapping bands or a repeated line refused naming the row, approved (an overlapping approved quote refused naming
 * it), rejected, copied to another customer, priced by its calculator; another tenant's quote not found, a user
 * without the grant refused. The 2C quote's import with its bands and calculator, and priceTwoCOrder (the order
 * desk's freight, server/pricing/two-c-order-freight.ts) over the demo tenant's approved quotes.
 */
import { priceTwoCOrder } from '../../server/pricing/two-c-order-freight';
import { expectOk, type Reply, type TestClient } from './http-client';
import { startSignedIn, type TestServer } from './test-server';
import { sheet, xlsxForm } from './xlsx-sheets';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;
let demoTenant: number;

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
  demoTenant = (await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'demo').executeTakeFirstOrThrow()).id;
});
afterAll(async () => server?.close());

type Row = Record<string, any>;
const call = (name: string, json: unknown, client = admin) => client.request('POST', `/api/bdtibs/quotation/${name}`, { json });
const command = (entity: string, name: string, id: number, params: Row = {}, client = admin) =>
  client.request('POST', `/api/clearway/entity/${entity}/command/${name}`, { json: { rows: [{ id }], params } });
const refused = (reply: Reply, http = 400) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body;
};

/** One quotation: its header, good lines, lines refused (with the field named), a calculation and its total. */
interface Case {
  entity: string;
  api: string;
  lines: string;
  header: Row;
  good: Row[];
  bad: Row[];
  badField: string;
  calc: Row;
  total: number;
}

const CASES: Case[] = [
  {
    entity: 'customer.collectParcelQuote', api: 'CollectParcelQuote', lines: 'bands', header: { serviceType: 'COLLECT', chargeUnit: 0.5, volumeDivisor: 6000 },
    good: [
      { areaName: '深圳市内', weightFrom: 0, weightTo: 1, firstWeight: 1, firstPrice: 4, additionalUnit: 1, additionalPrice: 0 },
      { areaName: '深圳市内', weightFrom: 1, weightTo: 30, firstWeight: 1, firstPrice: 4, additionalUnit: 1, additionalPrice: 1 },
      { areaName: '省外', weightFrom: 0, weightTo: 30, firstWeight: 1, firstPrice: 10, additionalUnit: 1, additionalPrice: 3 },
    ],
    bad: [{ areaName: '省外', weightFrom: 20, weightTo: 40, firstWeight: 1, firstPrice: 10, additionalUnit: 1, additionalPrice: 3 }],
    badField: 'bands[3].weightFrom',
    calc: { areaName: '深圳市内', weight: 2.3 }, total: 6, // 2.5 kg: 4 + 2 × 1
  },
  {
    entity: 'customer.twoBPickupQuote', api: 'TwoBPickupQuote', lines: 'vehicles', header: { direction: 'CN_HK' },
    good: [
      { pickupArea: '深圳福田', vehicleType: 'TON', vehicleSize: '5T', tripPrice: 1200, includedWeight: 5000, overWeightPrice: 0.3 },
      { pickupArea: '深圳福田', vehicleType: 'CONTAINER', vehicleSize: '20GP', tripPrice: 2800, includedWeight: 18000, overWeightPrice: 0.2 },
    ],
    bad: [{ pickupArea: '深圳福田', vehicleType: 'TON', vehicleSize: '5T', tripPrice: 1000, includedWeight: 5000, overWeightPrice: 0.3 }],
    badField: 'vehicles[2]',
    calc: { pickupArea: '深圳福田', vehicleType: 'TON', vehicleSize: '5T', weight: 5200.5 }, total: 1260.3, // 201 kg over × 0.3
  },
  {
    entity: 'customer.twoBDeliveryQuote', api: 'TwoBDeliveryQuote', lines: 'bands', header: { chargeBy: 'PALLET', minCharge: 300 },
    good: [
      { areaName: '深圳市内', quantityFrom: 0, quantityTo: 5, unitPrice: 120, deliveryFee: 150 },
      { areaName: '深圳市内', quantityFrom: 5, quantityTo: 20, unitPrice: 100, deliveryFee: 100 },
    ],
    bad: [{ areaName: '深圳市内', quantityFrom: 4, quantityTo: 30, unitPrice: 90, deliveryFee: 0 }],
    badField: 'bands[2].quantityFrom',
    calc: { areaName: '深圳市内', quantity: 6 }, total: 700,
  },
  {
    entity: 'customer.twoBDeclarationFeeQuote', api: 'TwoBDeclarationFeeQuote', lines: 'fees', header: {},
    good: [
      { transportMode: 'LAND', declarationFee: 150, includedItems: 20, itemStep: 20, extraItemPrice: 50, includedPages: 1, extraPagePrice: 20 },
      { transportMode: 'AIR', declarationFee: 250, includedItems: 20, itemStep: 20, extraItemPrice: 60, includedPages: 1, extraPagePrice: 20 },
    ],
    bad: [{ transportMode: 'LAND', declarationFee: 100, includedItems: 20, itemStep: 20, extraItemPrice: 50, includedPages: 1, extraPagePrice: 20 }],
    badField: 'fees[2]',
    calc: { transportMode: 'LAND', itemCount: 45, pageCount: 3 }, total: 290, // 150 + 2 × 50 + 2 × 20
  },
  {
    entity: 'customer.withholdQuote', api: 'WithholdQuote', lines: 'rates', header: {},
    good: [
      { taxType: 'VAT', ratePercent: 1.5, minFee: 20, maxFee: 2000 },
      { taxType: 'DUTY', ratePercent: 1.5, minFee: 20, maxFee: 0 },
    ],
    bad: [{ taxType: 'VAT', ratePercent: 1, minFee: 0, maxFee: 0 }],
    badField: 'rates[2]',
    calc: { taxType: 'VAT', taxAmount: 10000 }, total: 150,
  },
  {
    entity: 'customer.sundryFeeQuote', api: 'SundryFeeQuote', lines: 'fees', header: {},
    good: [
      { feeCode: 'CZF', chargeUnit: 'parcel', unitPrice: 1.2, minCharge: 0 },
      { feeCode: 'HBF', chargeUnit: 'parcel', unitPrice: 0.5, minCharge: 20 },
    ],
    bad: [{ feeCode: 'CZF', chargeUnit: 'parcel', unitPrice: 1, minCharge: 0 }],
    badField: 'fees[2]',
    calc: { feeCode: 'HBF', quantity: 10 }, total: 20, // 5, raised to the minimum
  },
  {
    entity: 'customer.packingFeeQuote', api: 'PackingFeeQuote', lines: 'materials', header: {},
    good: [
      { material: 'CARTON', spec: '3号箱 43×21×27cm', unit: 'PIECE', unitPrice: 3.8, labourPrice: 1 },
      { material: 'BAG', spec: '快递袋 35×45cm', unit: 'PIECE', unitPrice: 0.35, labourPrice: 0.2 },
    ],
    bad: [{ material: 'CARTON', spec: '3号箱 43×21×27cm', unit: 'PIECE', unitPrice: 4, labourPrice: 1 }],
    badField: 'materials[2]',
    calc: { material: 'CARTON', spec: '3号箱 43×21×27cm', quantity: 10 }, total: 48,
  },
  {
    entity: 'customer.praiseCardQuote', api: 'PraiseCardQuote', lines: 'tiers', header: { cardType: 'CUSTOM', setupFee: 150 },
    good: [
      { quantityFrom: 0, quantityTo: 1000, unitPrice: 0.45 },
      { quantityFrom: 1000, quantityTo: 5000, unitPrice: 0.36 },
    ],
    bad: [{ quantityFrom: 900, quantityTo: 9000, unitPrice: 0.3 }],
    badField: 'tiers[2].quantityFrom',
    calc: { quantity: 2000 }, total: 870, // 2000 × 0.36 + 150
  },
];

let counter = 0;
const quoteNo = () => `QT${Date.now() % 1000000}${++counter}`;

describe.each(CASES)('$api', (c) => {
  const header = (extra: Row = {}) => ({ quoteNo: quoteNo(), customerCode: 'DMC001', currency: '142', validFrom: '2031-01-01', validTo: '2031-06-30', ...c.header, [c.lines]: c.good, ...extra });
  let first: Row;

  it('is created with its lines; a line overlapping or repeating another is refused naming its row, nothing written', async () => {
    const bad = header({ [c.lines]: [...c.good, ...c.bad] });
    const body = refused(await call(`save${c.api}`, bad));
    const fields = Object.keys(body.data?.fields ?? {});
    expect(fields.some((field) => field.startsWith(c.badField)), JSON.stringify(body)).toBe(true);
    expect(body.message).toMatch(/第 3 行|row 3|3/);
    expect(expectOk(await call(`query${c.api}PageList`, { quoteNo: bad.quoteNo, currentPage: 1, pageSize: 5 })).list).toHaveLength(0);
    first = expectOk(await call(`save${c.api}`, header()));
    expect(first).toMatchObject({ reviewState: '0', lineCount: c.good.length });
  });

  it('prices a job by its calculator, with the breakdown', async () => {
    const data = expectOk(await command(c.entity, 'calculate', first.id, c.calc));
    expect(data.result.total).toBe(c.total);
    expect(data.result._report.lines.at(-1)).toEqual({ label: '合计', value: `${c.total.toFixed(2)} CNY` });
  });

  it('is approved and locked; an overlapping approved quote of the same customer and scope is refused naming it', async () => {
    expectOk(await command(c.entity, 'approve', first.id, { remark: '同意' }));
    const approved = expectOk(await admin.request('GET', `/api/bdtibs/quotation/query${c.api}Detail?id=${first.id}`));
    expect(approved).toMatchObject({ reviewState: '1', reviewRemark: '同意' });
    expect(refused(await call(`update${c.api}`, { ...approved, remark: '改' })).message).toContain('已审核');
    const second = expectOk(await call(`save${c.api}`, header({ validFrom: '2031-06-01', validTo: '2031-12-31' })));
    expect(refused(await command(c.entity, 'approve', second.id)).message).toContain(first.quoteNo);
    expectOk(await command(c.entity, 'reject', second.id, { reason: '与现行报价重叠' }));
    expect(expectOk(await admin.request('GET', `/api/bdtibs/quotation/query${c.api}Detail?id=${second.id}`))).toMatchObject({ reviewState: '2', reviewRemark: '与现行报价重叠' });
  });

  it('is copied to another customer: a new 待审核 quote with the lines and no validity', async () => {
    const no = quoteNo();
    const data = expectOk(await command(c.entity, 'copy', first.id, { quoteNo: no, customerCode: 'DMC002' }));
    const copy = expectOk(await admin.request('GET', `/api/bdtibs/quotation/query${c.api}Detail?id=${data.result.id}`));
    expect(copy).toMatchObject({ quoteNo: no, customerCode: 'DMC002', reviewState: '0', validFrom: null, validTo: null, lineCount: c.good.length });
    refused(await command(c.entity, 'copy', first.id, { quoteNo: quoteNo(), customerCode: 'NOSUCH1' }));
  });

  it('keeps another tenant\'s quotes and a user without the grant out', async () => {
    const theirs = expectOk(await call(`query${c.api}PageList`, { currentPage: 1, pageSize: 5 }, harbor)).list[0];
    expect(theirs.customerCode).toBe('HBC001');
    expect((await admin.request('GET', `/api/bdtibs/quotation/query${c.api}Detail?id=${theirs.id}`)).http).toBe(404);
    expect((await command(c.entity, 'calculate', theirs.id, c.calc)).http).toBe(404);
    expect((await call(`save${c.api}`, header(), operator)).http).toBe(403);
    expect((await command(c.entity, 'approve', first.id, {}, operator)).http).toBe(403);
  });
});

describe('2C freight quote: calculator, copy, import with its bands', () => {
  const ENTITY = 'customer.twoCFreightQuote';
  const list = async (filters: Row) => expectOk(await call('queryTwoCFreightQuotePageList', { currentPage: 1, pageSize: 5, ...filters })).list;

  it('prices a parcel with the band, first weight, additional units and surcharge', async () => {
    const [demo] = await list({ quoteNo: 'BJ20261001001' });
    const data = expectOk(await command(ENTITY, 'calculate', demo.id, { weight: 1.2 }));
    expect(data.result.total).toBe(8.41);
    expect(data.result.breakdown).toEqual(expect.arrayContaining([
      { label: '计费重量', value: '1.5 kg' }, { label: '重量段', value: '第 2 行（0.5–2 kg）' },
      { label: '续重', value: '2 × 0.5 kg × 1.2 = 2.40 CNY' }, { label: '燃油附加费', value: '6.5% = 0.51 CNY' },
    ]));
    expect(refused(await command(ENTITY, 'calculate', demo.id, { weight: 31 })).message).toContain('超出最后一个重量段');
  });

  it('imports quotes with their bands from one sheet, one row per band', async () => {
    const headers = ['报价单号', '客户', '服务类型', '承运商', '计费进位(kg)', '生效日期', '失效日期', '重量段.起始重量(kg)', '重量段.截止重量(kg)', '重量段.首重(kg)', '重量段.首重价格', '重量段.续重单位(kg)', '重量段.续重单价'];
    const bytes = await sheet(headers, [
      ['BJIMP001', 'DMC003', '保税2C', 'ZTO', 0.5, '2032-01-01', '2032-12-31', 0, 1, 1, 3, 1, 0],
      ['BJIMP001', 'DMC003', '保税2C', 'ZTO', 0.5, '2032-01-01', '2032-12-31', 1, 30, 1, 3, 1, 1],
    ]);
    const reply = await admin.request('POST', '/api/bdtibs/quotation/importTwoCFreightQuote', { body: xlsxForm(bytes, 'quotes.xlsx') });
    expect(expectOk(reply)).toMatchObject({ inserted: 1 });
    expect((await list({ quoteNo: 'BJIMP001' }))[0]).toMatchObject({ reviewState: '0', bandCount: 2 });
  });
});

describe('priceTwoCOrder (the order desk\'s freight)', () => {
  it('prices a demo order by the customer\'s approved quote valid on its day', async () => {
    const order = { customerCode: 'DMC001', serviceType: 'BONDED_2C', carrierCode: 'SF', weight: 1.2, day: '2026-11-02' };
    expect(await priceTwoCOrder(server.ctx.db, demoTenant, order)).toEqual({ freight: 8.41, quoteNo: 'BJ20261001001', chargeableWeight: 1.5 });
    // Volumetric weight 30×20×21/6000 = 2.1 → 2.5 kg: band 3, 9.1 + 1 × 2, + 6.5 %.
    expect(await priceTwoCOrder(server.ctx.db, demoTenant, { ...order, length: 30, width: 20, height: 21 }))
      .toEqual({ freight: 11.82, quoteNo: 'BJ20261001001', chargeableWeight: 2.5 });
    for (const carrierCode of ['ZTO', 'YTO', 'EMS', 'JD']) {
      for (const day of ['2026-09-01', '2027-03-31']) {
        const priced = await priceTwoCOrder(server.ctx.db, demoTenant, { ...order, customerCode: 'DMC003', serviceType: 'DIRECT_2C', carrierCode, day });
        expect(priced.freight, JSON.stringify(priced)).toBeGreaterThan(0);
      }
    }
  });

  it('says why when no quote covers the order', async () => {
    const order = { customerCode: 'DMC001', serviceType: 'BONDED_2C', carrierCode: 'SF', weight: 1.2, day: '2027-05-01' };
    expect(await priceTwoCOrder(server.ctx.db, demoTenant, order)).toMatchObject({ freight: null, quoteNo: null, reason: expect.stringContaining('no approved') });
    expect(await priceTwoCOrder(server.ctx.db, demoTenant, { ...order, day: '2026-11-01', carrierCode: null })).toMatchObject({ freight: null, reason: expect.stringContaining('carrier') });
    expect(await priceTwoCOrder(server.ctx.db, demoTenant, { ...order, day: '2026-11-01', weight: 31 })).toMatchObject({ freight: null, reason: expect.stringContaining('above the last band') });
  });
});
