/**
 * Load units over real HTTP (/loadingStowage; docs/domain/operate.md "Loads"): units onto bigger units of the site,
 * the loading scan onto the unit chosen on the page (refused without one, onto a closed one or another site's), the
 * out scan only from a closed unit, closing with the count and the weighbridge within the tolerance (/sysparam),
 * reopening by a supervisor only, departing once every parcel is out; another tenant's unit is not found.
 */
import { sql } from 'kysely';
import { expectOk, type Reply, type TestClient } from './http-client';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;
let seq = 0;

const db = () => server.ctx.db;
const BASE = '/api/bdtwms/loadUnit';
const ENTITY = 'operate.loadingStowage';
type Row = Record<string, any>;

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
}, 180_000);
afterAll(async () => server?.close());

const refused = (reply: Reply, http = 400) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body as { message: string; data?: { fields?: Record<string, string> } };
};
const fieldError = (reply: Reply, field: string) => refused(reply).data?.fields?.[field];

async function newUnit(client: TestClient, row: Row): Promise<Row> {
  return expectOk(await client.request('POST', `${BASE}/saveLoadUnit`, { json: row }));
}

async function unit(code: string): Promise<Row> {
  return (await sql<Row>`SELECT * FROM op_load_unit WHERE unit_code = ${code}`.execute(db())).rows[0]!;
}

const command = (client: TestClient, name: string, row: Row, params: Row = {}) =>
  client.request('POST', `/api/clearway/entity/${ENTITY}/command/${name}`, { json: { rows: [{ id: row.id }], params } });

/** A confirmed 2C order of site SZ001 put in by the operator, weighing `weight`; its tracking number. */
async function parcelInStock(weight: number): Promise<string> {
  seq += 1;
  const trackingNo = `T15LD${Date.now().toString(36).toUpperCase()}${String(seq).padStart(3, '0')}`;
  expectOk(await admin.request('POST', '/api/bdtibs/order/saveTwoCOrder', {
    json: {
      customerCode: 'KH10001', productCode: 'BBCSTD', routeCode: 'R2C001', trackingNo, customerOrderNo: `LOAD-${trackingNo}`, orderTime: '2026-11-20T02:00:00.000Z',
      consignee: '王芳', consigneeTelephone: '13800138000', consigneeAddress: `科技园南路 ${seq} 号`, consigneeCity: '深圳市', weight,
      goods: [{ gnum: 1, itemNo: 'SKU-T1', itemName: '保湿面霜 50ml', hsCode: '3304990099', qty: 1, price: 100 }],
    },
  }));
  await sql`UPDATE om_two_c_order SET owner_site_code = 'SZ001' WHERE tracking_no = ${trackingNo}`.execute(db());
  expect(await scan(operator, 'putIn', trackingNo)).toMatchObject({ verdict: 'moved' });
  return trackingNo;
}

async function scan(client: TestClient, scanType: string, scanCode: string, context?: string) {
  seq += 1;
  const data = expectOk(await client.request('POST', '/api/clearway/scan-records', {
    json: { scans: [{ clientScanId: `load-${seq}-${Math.random().toString(36).slice(2, 10)}`, scanType, scanCode, scannedAt: new Date(server.clock.now() - 1000).toISOString(), ...(context ? { context } : {}) }] },
  }));
  return data.results[0] as { verdict: string; node?: string; reason?: string };
}

const loadUnitOf = async (trackingNo: string) => (await sql<Row>`SELECT load_unit_code FROM om_two_c_order WHERE tracking_no = ${trackingNo}`.execute(db())).rows[0]!.loadUnitCode;

describe('load units', () => {
  it('numbers units by type, puts smaller ones onto bigger ones of the site, and refuses the rest naming the field', async () => {
    const truck = await newUnit(operator, { unitType: 'truck', plateNo: '粤B8C2D7', toSiteCode: '888888' });
    expect(truck).toMatchObject({ unitState: 'open', ownerSiteCode: 'SZ001', parcelCount: 0 });
    expect(truck.unitCode).toMatch(/^TK\d{6}\d{4}$/);
    const pallet = await newUnit(operator, { unitType: 'pallet', parentUnit: truck.unitCode });
    expect(pallet.unitCode).toMatch(/^PL\d{10}$/);
    expect(fieldError(await operator.request('POST', `${BASE}/saveLoadUnit`, { json: { unitType: 'truck' } }), 'plateNo')).toBeTruthy();
    const onPallet = refused(await operator.request('POST', `${BASE}/saveLoadUnit`, { json: { unitType: 'pallet', parentUnit: pallet.unitCode } }));
    expect(onPallet.data?.fields?.parentUnit).toBe('托盘不能装入托盘（袋 ▸ 托盘 ▸ 车次/航班）');
    // Another site's open truck is not one the operator can pick.
    const elsewhere = await newUnit(admin, { unitType: 'truck', plateNo: '粤B1A2B3', ownerSiteCode: '888888' });
    expect(fieldError(await operator.request('POST', `${BASE}/saveLoadUnit`, { json: { unitType: 'bag', parentUnit: elsewhere.unitCode } }), 'parentUnit')).toBeTruthy();
    expect(fieldError(await admin.request('POST', `${BASE}/saveLoadUnit`, { json: { unitType: 'bag' } }), 'ownerSiteCode')).toBeTruthy();
  });

  it('loads onto the chosen open unit, closes it against the count and the weighbridge, scans out only from a closed unit, and departs', async () => {
    const truck = await newUnit(operator, { unitType: 'truck', plateNo: '粤B6F9K2' });
    const first = await newUnit(operator, { unitType: 'pallet', parentUnit: truck.unitCode });
    const second = await newUnit(operator, { unitType: 'pallet', parentUnit: truck.unitCode });
    const [a, b, c] = [await parcelInStock(1.2), await parcelInStock(2.5), await parcelInStock(10)];

    // The loading scan needs its unit: none, a closed one, another site's, then the right one.
    expect((await scan(operator, 'load', a)).reason).toBe(`${a}: 请先选择装载单元`);
    const otherSite = await newUnit(admin, { unitType: 'pallet', ownerSiteCode: '888888' });
    expect((await scan(operator, 'load', a, otherSite.unitCode)).reason).toBe(`${a}: 装载单元 ${otherSite.unitCode} 不存在、不属于本站或当前不可装入`);
    for (const [code, onto] of [[a, first], [b, first], [c, second]] as const) {
      expect(await scan(operator, 'load', code, onto.unitCode), code).toMatchObject({ verdict: 'moved', node: 'W30' });
      expect(await loadUnitOf(code)).toBe(onto.unitCode);
    }
    expect(await unit(first.unitCode)).toMatchObject({ parcelCount: 2, totalWeight: '3.700' });
    const kept = await sql<Row>`SELECT context_code FROM scan_record WHERE scan_code = ${a} AND scan_type = 'load' AND verdict = 'moved'`.execute(db());
    expect(kept.rows[0]!.contextCode).toBe(first.unitCode);

    // Not out while the pallet still loads.
    expect((await scan(operator, 'out', a)).reason).toBe(`${a} 所在装载单元 ${first.unitCode} 为「装载中」，不能转为「已出库」`);

    // Closing checks the pieces and the weight (2 % or 1 kg, the larger), naming both figures.
    expect(fieldError(await command(operator, 'close', first, { countedPieces: 3, weighedWeight: 3.7 }), 'countedPieces')).toBe('件数不符：已扫描装入 2 件，清点 3 件');
    expect(fieldError(await command(operator, 'close', first, { countedPieces: 2, weighedWeight: 5 }), 'weighedWeight'))
      .toBe('重量超出允许误差（±1 kg：2% 或 1 kg 取大者）：已装 3.7 kg，过磅 5 kg');
    expect(fieldError(await command(operator, 'close', truck, { countedPieces: 3, weighedWeight: 13.7 }), 'countedPieces'))
      .toBe(`下级单元未封装：${[first.unitCode, second.unitCode].sort().join('、')}`);
    expectOk(await command(operator, 'close', first, { countedPieces: 2, weighedWeight: 4.5 }));
    expect(await unit(first.unitCode)).toMatchObject({ unitState: 'closed', countedPieces: 2, weighedWeight: '4.500', closedBy: 'operator' });
    expect(await unit(truck.unitCode)).toMatchObject({ parcelCount: 2, totalWeight: '3.700' });
    // A closed unit takes no more parcels.
    const late = await parcelInStock(1);
    expect((await scan(operator, 'load', late, first.unitCode)).reason).toMatch(/不存在、不属于本站或当前不可装入/);

    expect(await scan(operator, 'out', a)).toMatchObject({ verdict: 'moved', node: 'W40' });
    expect((await scan(operator, 'out', c)).reason).toBe(`${c} 所在装载单元 ${second.unitCode} 为「装载中」，不能转为「已出库」`);

    // Reopening is a supervisor's: not the operator's button; refused once a parcel of the unit is out.
    refused(await command(operator, 'reopen', first), 403);
    expect(fieldError(await command(admin, 'reopen', first), 'unitState')).toBe(`${first.unitCode} 已有 1 件出库扫描，不能重新打开`);
    expectOk(await command(operator, 'close', second, { countedPieces: 1, weighedWeight: 10.15 }));
    expect(await unit(truck.unitCode)).toMatchObject({ parcelCount: 3, totalWeight: '13.700' });
    expectOk(await command(admin, 'reopen', second));
    expect(await unit(second.unitCode)).toMatchObject({ unitState: 'open', countedPieces: null, closedAt: null });
    expect(await unit(truck.unitCode)).toMatchObject({ parcelCount: 2, totalWeight: '3.700' });
    expectOk(await command(operator, 'close', second, { countedPieces: 1, weighedWeight: 9.9 }));

    // The truck closes on its pallets' figures, departs once every parcel is out, and the pallets go with it.
    expectOk(await command(operator, 'close', truck, { countedPieces: 3, weighedWeight: 14 }));
    expect(fieldError(await command(operator, 'depart', truck), 'unitState')).toBe(`${truck.unitCode} 尚有 2 件未出库扫描，不能发出`);
    expect(fieldError(await command(operator, 'depart', first), 'unitState')).toBe(`${first.unitCode} 装在 ${truck.unitCode} 上，随上级单元发出`);
    for (const code of [b, c]) expect(await scan(operator, 'out', code)).toMatchObject({ verdict: 'moved' });
    expectOk(await command(operator, 'depart', truck));
    for (const code of [truck.unitCode, first.unitCode, second.unitCode]) expect((await unit(code)).unitState, code).toBe('departed');
    expect((await unit(first.unitCode)).departedAt).not.toBeNull();
  });

  it('takes the tolerance from the tenant\'s parameters', async () => {
    const pallet = await newUnit(operator, { unitType: 'pallet' });
    const code = await parcelInStock(100);
    expect(await scan(operator, 'load', code, pallet.unitCode)).toMatchObject({ verdict: 'moved' });
    // 2 % of 100 kg: 101.5 passes by default; with 1 % and 0.5 kg it does not.
    const demo = (await db().selectFrom('tenant').select('id').where('tenantCode', '=', 'demo').executeTakeFirstOrThrow()).id;
    await sql`UPDATE sys_param SET param_value = '1' WHERE tenant_id = ${demo} AND param_key = 'load.weightTolerancePercent'`.execute(db());
    await sql`UPDATE sys_param SET param_value = '0.5' WHERE tenant_id = ${demo} AND param_key = 'load.weightToleranceKg'`.execute(db());
    try {
      expect(fieldError(await command(operator, 'close', pallet, { countedPieces: 1, weighedWeight: 101.5 }), 'weighedWeight')).toMatch(/±1 kg：1% 或 0.5 kg/);
    } finally {
      await sql`UPDATE sys_param SET param_value = '2' WHERE tenant_id = ${demo} AND param_key = 'load.weightTolerancePercent'`.execute(db());
      await sql`UPDATE sys_param SET param_value = '1' WHERE tenant_id = ${demo} AND param_key = 'load.weightToleranceKg'`.execute(db());
    }
    expectOk(await command(operator, 'close', pallet, { countedPieces: 1, weighedWeight: 101.5 }));
  });

  it('puts a parcel into the storage bin chosen on /putScanNew, never a locked bin or another site\'s', async () => {
    const bins = (await sql<Row>`SELECT site_code, bin_code, status FROM pm_storage_bin t JOIN tenant ON tenant.id = t.tenant_id
      WHERE tenant.tenant_code = 'demo' ORDER BY bin_code`.execute(db())).rows;
    const open = bins.find((b) => b.siteCode === 'SZ001' && b.status === '0')!;
    const locked = bins.find((b) => b.siteCode === 'SZ001' && b.status === '1')!;
    const elsewhere = bins.find((b) => b.siteCode === '888888' && b.status === '0' && !bins.some((o) => o.siteCode === 'SZ001' && o.binCode === b.binCode))!;
    seq += 1;
    const trackingNo = `T15BIN${Date.now().toString(36).toUpperCase()}${seq}`;
    expectOk(await admin.request('POST', '/api/bdtibs/order/saveTwoCOrder', {
      json: {
        customerCode: 'KH10001', productCode: 'BBCSTD', routeCode: 'R2C001', trackingNo, customerOrderNo: `BIN-${trackingNo}`, orderTime: '2026-11-20T02:00:00.000Z',
        consignee: '王芳', consigneeTelephone: '13800138000', consigneeAddress: '科技园南路 1 号', consigneeCity: '深圳市', weight: 1,
        goods: [{ gnum: 1, itemNo: 'SKU-T1', itemName: '保湿面霜 50ml', hsCode: '3304990099', qty: 1, price: 100 }],
      },
    }));
    await sql`UPDATE om_two_c_order SET owner_site_code = 'SZ001' WHERE tracking_no = ${trackingNo}`.execute(db());
    expect((await scan(operator, 'putInBin', trackingNo)).reason).toBe(`${trackingNo}: 请先选择库位`);
    expect((await scan(operator, 'putInBin', trackingNo, locked.binCode)).reason).toMatch(new RegExp(`库位 ${locked.binCode} 不存在、不属于本站`));
    expect((await scan(operator, 'putInBin', trackingNo, elsewhere.binCode)).verdict).toBe('refused');
    expect(await scan(operator, 'putInBin', trackingNo, open.binCode)).toMatchObject({ verdict: 'moved', node: 'W20' });
    expect((await sql<Row>`SELECT bin_code FROM om_two_c_order WHERE tracking_no = ${trackingNo}`.execute(db())).rows[0]!.binCode).toBe(open.binCode);
  });

  it('keeps another tenant\'s units out of reach', async () => {
    const pallet = await newUnit(operator, { unitType: 'pallet' });
    refused(await command(harbor, 'close', pallet, { countedPieces: 1, weighedWeight: 1 }), 404);
    const list = expectOk(await harbor.query('findPageByCallId', { qid: 'FIND_LOAD_UNIT', unitCode: pallet.unitCode, currentPage: 1, pageSize: 10 }));
    expect(list.list).toHaveLength(0);
  });

  it('has demo units whose parcels and figures agree', async () => {
    const rows = (await sql<Row>`SELECT u.id, u.unit_code, u.unit_type, u.unit_state, u.parcel_count, count(o.id) AS parcels
      FROM op_load_unit u LEFT JOIN om_two_c_order o ON o.tenant_id = u.tenant_id AND o.load_unit_code = u.unit_code
      WHERE u.created_by <> 'operator' AND u.created_by <> 'admin' GROUP BY 1, 2, 3, 4, 5`.execute(db())).rows;
    expect(new Set(rows.map((r) => r.unitState))).toEqual(new Set(['open', 'closed', 'departed']));
    for (const row of rows.filter((r) => r.unitType === 'pallet')) expect(Number(row.parcels), row.unitCode).toBe(row.parcelCount);
    // Every parcel still loaded is on a unit that has not left; every parcel out is on a closed or departed one.
    const wrong = await sql<Row>`SELECT o.tracking_no, o.operate_node, u.unit_state FROM om_two_c_order o JOIN op_load_unit u ON u.tenant_id = o.tenant_id AND u.unit_code = o.load_unit_code
      WHERE (o.operate_node = 'W30' AND u.unit_state = 'departed') OR (o.operate_node <> 'W30' AND u.unit_state = 'open')`.execute(db());
    expect(wrong.rows).toEqual([]);
  });
});
