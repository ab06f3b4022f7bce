/**
 * The product area over real HTTP (docs/domain/products.md, docs/api.md "Products"): every entity's save, update and
 * remove; bad input refused naming the field with nothing written; another tenant's id not found; a user without
 * the grant refused; references refused when unknown; the products' agreement rules and enable/disable lifecycle.
 */
import { sql } from 'kysely';
import { expectOk, type Reply, type TestClient } from './http-client';
import { grantRoleMenu } from './role-grants';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

const BASE = '/api/bdtibs/product';
const post = (client: TestClient, call: string, json: unknown) => client.request('POST', `${BASE}/${call}`, { json });
const refused = (reply: Reply, http: number) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body;
};
/** The field map of a 400 (`data.fields`, or `data` itself). */
const fieldsOf = (reply: Reply): Record<string, string> => {
  const body = refused(reply, 400);
  return body.data?.fields ?? body.data ?? {};
};
const page = async (client: TestClient, qid: string, filters: Record<string, string | number> = {}) =>
  expectOk(await client.query('findPageByCallId', { qid, currentPage: 1, pageSize: 50, ...filters }));
const transition = (client: TestClient, entity: string, json: unknown) => client.request('POST', `/api/clearway/entity/${entity}/transition`, { json });

async function count(table: string, where: string, value: string): Promise<number> {
  const found = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} r JOIN tenant t ON t.id = r.tenant_id WHERE ${sql.ref(`r.${where}`)} = ${value} AND t.tenant_code = 'demo'`.execute(server.ctx.db);
  return found.rows[0].n;
}
/** The id of a harbor row (another tenant's), by its list qid and a filter. */
async function harborId(qid: string, filters: Record<string, string>): Promise<number> {
  return (await page(harbor, qid, filters)).list[0].id;
}

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
}, 180_000);
afterAll(async () => server?.close());

describe('clearance methods and logistics service types', () => {
  it('saves, updates and removes a clearance method; a 2C method under 0110 is refused under tradeMode', async () => {
    const bad = fieldsOf(await post(admin, 'saveClearanceMethod', { clearanceCode: 'T9610', clearanceName: '测试直购', tradeMode: '0110', declarationType: 'inventory', businessType: '2C' }));
    expect(bad.tradeMode).toContain('2C 清关用 1210 或 9610');
    expect(await count('pm_clearance_method', 'clearance_code', 'T9610')).toBe(0);
    const saved = expectOk(await post(admin, 'saveClearanceMethod', { clearanceCode: 'T9610', clearanceName: '测试直购', tradeMode: '9610', declarationType: 'inventory', businessType: '2C' }));
    expect(saved).toMatchObject({ clearanceCode: 'T9610', status: '0' });
    const updated = expectOk(await post(admin, 'updateClearanceMethod', { id: saved.id, version: saved.version, remark: '测试' }));
    expect(updated.remark).toBe('测试');
    refused(await post(harbor, 'updateClearanceMethod', { id: saved.id, version: updated.version, remark: '别人的' }), 404);
    refused(await post(operator, 'saveClearanceMethod', { clearanceCode: 'T9611', clearanceName: 'x', tradeMode: '9610', declarationType: 'inventory', businessType: '2C' }), 403);
    const theirs = await harborId('FIND_CLEARANCE_METHOD', { clearanceCode: 'BC9610' });
    refused(await post(admin, 'removeClearanceMethod', { ids: [theirs] }), 404);
    expectOk(await post(admin, 'removeClearanceMethod', { ids: [saved.id] }));
    expect(await count('pm_clearance_method', 'clearance_code', 'T9610')).toBe(0);
  });

  it('saves, updates and removes a logistics service type; an unknown business type names the field', async () => {
    expect(fieldsOf(await post(admin, 'saveLogisticsServiceType', { typeCode: 'TST', typeName: '测试', businessType: '3C' }))).toHaveProperty('businessType');
    const saved = expectOk(await post(admin, 'saveLogisticsServiceType', { typeCode: 'TST', typeName: '测试', businessType: '2B' }));
    expectOk(await post(admin, 'updateLogisticsServiceType', { id: saved.id, version: saved.version, sequence: 9 }));
    refused(await post(harbor, 'removeLogisticsServiceType', { ids: [saved.id] }), 404);
    refused(await post(operator, 'removeLogisticsServiceType', { ids: [saved.id] }), 403);
    expectOk(await post(admin, 'removeLogisticsServiceType', { ids: [saved.id] }));
  });
});

describe('service products (/serviceProduct)', () => {
  const NEW = { productCode: 'TBBC01', productName: '测试保税产品', serviceType: 'BONDED_2C', typeCode: 'BBC', clearanceCode: 'BBC1210', weightLimit: 30, valueLimit: 5000 };
  let product: any;

  it('lists the demo products with the fields orders read', async () => {
    const rows = (await page(admin, 'FIND_SERVICE_PRODUCT')).list;
    expect(rows.find((r: any) => r.productCode === 'BBCSTD')).toMatchObject({ productName: '保税2C标准', serviceType: 'BONDED_2C', status: '1' });
    expect(rows.find((r: any) => r.productCode === 'BCECO')).toMatchObject({ productName: '直邮2C经济', serviceType: 'DIRECT_2C' });
    expect((await page(harbor, 'FIND_SERVICE_PRODUCT')).list.map((r: any) => r.productCode)).toEqual(['HBDIRECT']);
  });

  it('refuses unknown references and parts that do not fit the service type, by field, writing nothing', async () => {
    expect(fieldsOf(await post(admin, 'saveServiceProduct', { ...NEW, clearanceCode: 'NOPE' }))).toHaveProperty('clearanceCode');
    expect(fieldsOf(await post(admin, 'saveServiceProduct', { ...NEW, typeCode: 'NOPE' }))).toHaveProperty('typeCode');
    expect(fieldsOf(await post(admin, 'saveServiceProduct', { ...NEW, clearanceCode: 'BC9610' })).clearanceCode).toBe('保税2C 须用贸易方式 1210 的清关方式（所选为 9610）');
    expect(fieldsOf(await post(admin, 'saveServiceProduct', { ...NEW, typeCode: 'B2BIMP' })).typeCode).toContain('物流服务类型须为 2C');
    expect(fieldsOf(await post(admin, 'saveServiceProduct', { ...NEW, serviceType: 'BONDED_2X' }))).toHaveProperty('serviceType');
    expect(fieldsOf(await post(admin, 'saveServiceProduct', { ...NEW, weightLimit: 0 }))).toHaveProperty('weightLimit');
    expect(await count('pm_service_product', 'product_code', 'TBBC01')).toBe(0);
  });

  it('saves a product not enabled yet, enables it (locked but for its names), disables it and removes it', async () => {
    expect(refused(await post(admin, 'saveServiceProduct', { ...NEW, status: '1' }), 400).message).toContain('状态');
    product = expectOk(await post(admin, 'saveServiceProduct', NEW));
    expect(product).toMatchObject({ productCode: 'TBBC01', status: '0' });
    product = expectOk(await post(admin, 'updateServiceProduct', { id: product.id, version: product.version, valueLimit: 3000 }));
    refused(await operator.request('POST', '/api/clearway/entity/product.serviceProduct/transition', { json: { id: product.id, version: product.version, transition: 'enable' } }), 403);
    refused(await transition(harbor, 'product.serviceProduct', { id: product.id, version: product.version, transition: 'enable' }), 404);
    product = expectOk(await transition(admin, 'product.serviceProduct', { id: product.id, version: product.version, transition: 'enable' }));
    expect(product.status).toBe('1');
    expect(refused(await post(admin, 'updateServiceProduct', { id: product.id, version: product.version, weightLimit: 10 }), 400).message).toContain('已启用');
    product = expectOk(await post(admin, 'updateServiceProduct', { id: product.id, version: product.version, productName: '测试保税产品A' }));
    refused(await post(admin, 'removeServiceProduct', { ids: [product.id] }), 400);
    product = expectOk(await transition(admin, 'product.serviceProduct', { id: product.id, version: product.version, transition: 'disable' }));
    expect(product.status).toBe('2');
    refused(await post(harbor, 'removeServiceProduct', { ids: [product.id] }), 404);
    refused(await post(operator, 'removeServiceProduct', { ids: [product.id] }), 403);
  });

  describe('2C product routes (/productRouteTwoC)', () => {
    const ROUTE = { routeCode: 'TR001', routeName: '测试线路 深圳总仓-皇岗-顺丰', productCode: 'TBBC01', originSiteCode: '888888', entryCustomsCode: '5301', tailCarrierCode: 'SF', transitDays: 2 };

    it('lists the demo routes with the fields orders read', async () => {
      const rows = (await page(admin, 'FIND_PRODUCT_ROUTE_TWO_C', { productCode: 'BCECO' })).list;
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows[0]).toMatchObject({ productCode: 'BCECO', originSiteCode: expect.any(String), tailCarrierCode: expect.any(String), routeName: expect.any(String) });
    });

    it('refuses unknown references and a 2B product by field; saves, updates and removes a route; the product in use stays', async () => {
      expect(fieldsOf(await post(admin, 'saveProductRouteTwoC', { ...ROUTE, tailCarrierCode: 'NOPE' }))).toHaveProperty('tailCarrierCode');
      expect(fieldsOf(await post(admin, 'saveProductRouteTwoC', { ...ROUTE, originSiteCode: 'NOPE' }))).toHaveProperty('originSiteCode');
      expect(fieldsOf(await post(admin, 'saveProductRouteTwoC', { ...ROUTE, entryCustomsCode: '9999' }))).toHaveProperty('entryCustomsCode');
      expect(fieldsOf(await post(admin, 'saveProductRouteTwoC', { ...ROUTE, productCode: 'NOPE' }))).toHaveProperty('productCode');
      expect(fieldsOf(await post(admin, 'saveProductRouteTwoC', { ...ROUTE, productCode: 'GT2BIMP' })).productCode).toContain('不是 2C 产品');
      expect(fieldsOf(await post(admin, 'saveProductRouteTwoC', { ...ROUTE, transitDays: 0 }))).toHaveProperty('transitDays');
      expect(fieldsOf(await post(admin, 'saveProductRouteTwoC', { ...ROUTE, tailCarrierCode: 'HBKERRY' }))).toHaveProperty('tailCarrierCode');
      expect(await count('pm_product_route_two_c', 'route_code', 'TR001')).toBe(0);
      const route = expectOk(await post(admin, 'saveProductRouteTwoC', ROUTE));
      expect(route).toMatchObject({ routeCode: 'TR001', status: '1' });
      const updated = expectOk(await post(admin, 'updateProductRouteTwoC', { id: route.id, version: route.version, tailCarrierCode: 'ZTO', status: '0' }));
      expect(updated).toMatchObject({ tailCarrierCode: 'ZTO', status: '0' });
      refused(await post(harbor, 'updateProductRouteTwoC', { id: route.id, version: updated.version, transitDays: 9 }), 404);
      refused(await post(operator, 'saveProductRouteTwoC', { ...ROUTE, routeCode: 'TR002' }), 403);
      expect(refused(await post(admin, 'removeServiceProduct', { ids: [product.id] }), 400).message).toContain('使用');
      expectOk(await post(admin, 'removeProductRouteTwoC', { ids: [route.id] }));
      expectOk(await post(admin, 'removeServiceProduct', { ids: [product.id] }));
      expect(await count('pm_service_product', 'product_code', 'TBBC01')).toBe(0);
    });
  });
});

describe('service items and their settings', () => {
  it('saves, updates and removes a service item; a fee basis outside the list names the field', async () => {
    expect(fieldsOf(await post(admin, 'saveServiceItems', { itemCode: 'TSTITEM', itemName: '测试项目', feeBasis: 'month', unit: '票' }))).toHaveProperty('feeBasis');
    const saved = expectOk(await post(admin, 'saveServiceItems', { itemCode: 'TSTITEM', itemName: '测试项目', feeBasis: 'piece', unit: '件' }));
    expectOk(await post(admin, 'updateServiceItems', { id: saved.id, version: saved.version, unit: '张' }));
    refused(await post(harbor, 'removeServiceItems', { ids: [saved.id] }), 404);
    refused(await post(operator, 'removeServiceItems', { ids: [saved.id] }), 403);
    expectOk(await post(admin, 'removeServiceItems', { ids: [saved.id] }));
  });

  it('saves a product\'s items with its lines in one save, naming a bad line; lists, updates and removes it', async () => {
    const header = { productCode: 'BCNEW', remark: '测试' };
    const bad = fieldsOf(await post(admin, 'saveSetServiceItems', { ...header, items: [{ itemCode: 'LABEL', required: '1', defaultQty: 1 }, { itemCode: 'NOPE', required: '0', defaultQty: 1 }] }));
    expect(Object.keys(bad).join()).toContain('items[1].itemCode');
    expect(fieldsOf(await post(admin, 'saveSetServiceItems', { ...header, productCode: 'NOPE', items: [] }))).toHaveProperty('productCode');
    expect(await count('pm_service_item_setting', 'product_code', 'BCNEW')).toBe(0);
    const saved = expectOk(await post(admin, 'saveSetServiceItems', { ...header, items: [{ itemCode: 'LABEL', required: '1', defaultQty: 1 }, { itemCode: 'PHOTO', required: '0', defaultQty: 2 }] }));
    expect(saved).toMatchObject({ productCode: 'BCNEW', itemCount: 2 });
    const lines = (await page(admin, 'FIND_SET_SERVICE_ITEMS_LINE', { settingId: saved.id })).list;
    expect(lines.map((l: any) => l.itemCode).sort()).toEqual(['LABEL', 'PHOTO']);
    const updated = expectOk(await post(admin, 'updateSetServiceItems', { id: saved.id, version: saved.version, items: [{ id: lines.find((l: any) => l.itemCode === 'LABEL').id, version: 1, defaultQty: 3 }] }));
    expect(updated.itemCount).toBe(1);
    refused(await post(harbor, 'removeSetServiceItems', { ids: [saved.id] }), 404);
    refused(await post(operator, 'saveSetServiceItems', { productCode: 'BCSTD' }), 403);
    expectOk(await post(admin, 'removeSetServiceItems', { ids: [saved.id] }));
    expect(await count('pm_service_item_setting_line', 'item_code', 'PHOTO')).toBeGreaterThan(0); // the demo settings' lines stay
  });
});

describe('storage bins (/storageBin) and drivers (/driverMessage)', () => {
  it('saves, updates and removes a bin; locking without a reason names lockReason; a non-admin keeps to their own site', async () => {
    const BIN = { siteCode: '888888', zoneCode: 'T', binCode: 'T-01-01-01', binType: 'shelf', capacity: 50 };
    expect(fieldsOf(await post(admin, 'saveStorageBin', { ...BIN, binCode: 't 01' }))).toHaveProperty('binCode');
    expect(fieldsOf(await post(admin, 'saveStorageBin', { ...BIN, status: '1' }))).toHaveProperty('lockReason');
    expect(await count('pm_storage_bin', 'bin_code', 'T-01-01-01')).toBe(0);
    const bin = expectOk(await post(admin, 'saveStorageBin', BIN));
    const locked = expectOk(await post(admin, 'updateStorageBin', { id: bin.id, version: bin.version, status: '1', lockReason: '盘点' }));
    expect(locked).toMatchObject({ status: '1', lockReason: '盘点' });
    refused(await post(harbor, 'removeStorageBin', { ids: [bin.id] }), 404);
    refused(await post(operator, 'saveStorageBin', { ...BIN, siteCode: 'SZ001' }), 403);
    await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_OPERATOR', path: '/storageBin', buttons: ['add'] });
    refused(await post(operator, 'saveStorageBin', { ...BIN, binCode: 'T-09' }), 403); // another site's bin
    expect(expectOk(await post(operator, 'saveStorageBin', { ...BIN, siteCode: 'SZ001', binCode: 'T-09' }))).toMatchObject({ siteCode: 'SZ001' });
    const seen = (await page(operator, 'FIND_STORAGE_BIN')).list;
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((r: any) => r.siteCode))).toEqual(new Set(['SZ001']));
    expectOk(await post(admin, 'removeStorageBin', { ids: [bin.id] }));
  });

  it('saves, updates and removes a driver; needs a plate, masks phone and ID for those not granted them', async () => {
    const DRIVER = { driverName: '测试司机', mobile: '13812345678', idType: 'idCard', idNumber: '440304199001011234', licenceNo: '440304199001011234', cnTruckNo: '粤Z1T23港', carrierCode: 'SINOTRANS' };
    expect(fieldsOf(await post(admin, 'saveDriverMessage', { ...DRIVER, cnTruckNo: null }))).toHaveProperty('cnTruckNo');
    expect(fieldsOf(await post(admin, 'saveDriverMessage', { ...DRIVER, cnTruckNo: 'ABC' }))).toHaveProperty('cnTruckNo');
    expect(fieldsOf(await post(admin, 'saveDriverMessage', { ...DRIVER, mobile: '12345' }))).toHaveProperty('mobile');
    expect(fieldsOf(await post(admin, 'saveDriverMessage', { ...DRIVER, carrierCode: 'NOPE' }))).toHaveProperty('carrierCode');
    expect(await count('pm_driver', 'driver_name', '测试司机')).toBe(0);
    const driver = expectOk(await post(admin, 'saveDriverMessage', DRIVER));
    expect(driver).toMatchObject({ mobile: '13812345678', status: '0' });
    expectOk(await post(admin, 'updateDriverMessage', { id: driver.id, version: driver.version, hkTruckNo: 'TS123' }));
    refused(await post(harbor, 'removeDriverMessage', { ids: [driver.id] }), 404);
    refused(await post(operator, 'saveDriverMessage', { ...DRIVER, idNumber: '440304199001015678' }), 403);
    await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_OPERATOR', path: '/driverMessage' });
    const seen = (await page(operator, 'FIND_DRIVER_MESSAGE', { driverName: '测试司机' })).list[0];
    expect(seen).toMatchObject({ mobile: '138****5678', idNumber: '440304********1234' });
    expectOk(await post(admin, 'removeDriverMessage', { ids: [driver.id] }));
  });
});
