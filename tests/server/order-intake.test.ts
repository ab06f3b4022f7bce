/**
 * Order intake over real HTTP (docs/domain/order-intake.md; docs/api.md "Order intake"): order templates and their
 * types (CRUD), a 2C order import through a template (good rows land with the order's create checks run; bad rows
 * — weight 0, unknown product, a used tracking number, one used twice in the file — are named by sheet, row and the
 * sheet's column with nothing saved; unmapped columns reported; a required column missing refused before any row),
 * ETK batches, the order pool (convert with a refusal, ignore, the JD view), repeated orders (detection by customer
 * order number and by consignee, merge, cancel, ignore), another tenant's ids and a user without the grant.
 */
import { sql } from 'kysely';
import { expectOk, type Reply, type TestClient } from './http-client';
import { startSignedIn, type TestServer } from './test-server';
import { sheet, sheetRows, xlsxForm } from './xlsx-sheets';
import ExcelJS from 'exceljs';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

const post = (client: TestClient, path: string, json: unknown) => client.request('POST', path, { json });
const command = (client: TestClient, entity: string, name: string, rows: { id: number; version?: number }[], params: Record<string, unknown> = {}) =>
  client.request('POST', `/api/clearway/entity/${entity}/command/${name}`, { json: { rows, params } });
const upload = (client: TestClient, path: string, bytes: Buffer, name = 'orders.xlsx') => client.request('POST', path, { body: xlsxForm(bytes, name) });
const refused = (reply: Reply, http: number) => {
  expect(reply.http, JSON.stringify(reply.body).slice(0, 800)).toBe(http);
  return reply.body;
};
const db = () => server.ctx.db;
async function orders(where: string, value: string): Promise<any[]> {
  return (await sql<any>`SELECT o.* FROM om_two_c_order o JOIN tenant t ON t.id = o.tenant_id WHERE t.tenant_code = 'demo' AND ${sql.ref(`o.${where}`)} LIKE ${value} ORDER BY o.id`.execute(db())).rows;
}
async function goodsOf(orderId: number): Promise<any[]> {
  return (await sql<any>`SELECT * FROM om_two_c_order_goods WHERE order_id = ${orderId} ORDER BY gnum`.execute(db())).rows;
}
async function one(table: string, where: string, value: string | number, tenant = 'demo'): Promise<any> {
  return (await sql<any>`SELECT r.* FROM ${sql.table(table)} r JOIN tenant t ON t.id = r.tenant_id WHERE ${sql.ref(`r.${where}`)} = ${value} AND t.tenant_code = ${tenant}`.execute(db())).rows[0];
}

/** A sheet with a title line above the header (the template's header row is 2). */
async function shopSheet(header: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('店铺订单');
  ws.addRow(['童趣旗舰店 订单导出 2026-11-26']);
  ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const SHOP_HEADER = ['订单编号', '运单', '收货人', '电话', '地址', '重量', '产品', '商品', '数量', '单价', '备注X'];
const shopRow = (no: string, track: string, over: Partial<Record<'weight' | 'product' | 'item', string | number>> = {}) =>
  [no, track, '王芳', '13800138000', `科技园南路 ${no} 号`, over.weight ?? 1.2, over.product ?? 'BBCSTD', over.item ?? '保湿面霜 50ml', 2, 100, '加急'];

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
}, 180_000);
afterAll(async () => server?.close());

describe('order templates (/orderTemplate, /orderTemplateType)', () => {
  it('saves a type and a template with its column lines, lists, updates, and keeps other tenants and ungranted users out', async () => {
    const type = expectOk(await post(admin, '/api/bdtibs/orderTemplate/saveOrderTemplateType', { typeCode: 'SHOP2C', typeName: '店铺2C订单', targetEntity: 'order.twoCOrder' }));
    expect(type).toMatchObject({ typeCode: 'SHOP2C', status: '1' });
    const bad = refused(await post(admin, '/api/bdtibs/orderTemplate/saveOrderTemplateType', { typeCode: 'BAD', typeName: 'x', targetEntity: 'not an entity' }), 400);
    expect(JSON.stringify(bad.data)).toContain('targetEntity');
    const lines = [
      ['订单编号', 'customerOrderNo', null, true], ['运单', 'trackingNo', null, false], ['收货人', 'consignee', null, true], ['电话', 'consigneeTelephone', null, true],
      ['地址', 'consigneeAddress', null, true], ['重量', 'weight', null, true], ['产品', 'productCode', 'BBCSTD', true], ['线路', 'routeCode', 'R2C001', true],
      ['商品', 'goods.itemName', null, true], ['数量', 'goods.qty', null, true], ['单价', 'goods.price', null, false], ['序号', 'goods.gnum', '1', false], ['来源', 'source', 'import', false],
    ].map(([columnTitle, targetField, defaultValue, required]) => ({ columnTitle, targetField, defaultValue, required }));
    const template = expectOk(await post(admin, '/api/bdtibs/orderTemplate/saveOrderTemplate', {
      templateCode: 'SHOPX', templateName: '童趣店铺导出', typeCode: 'SHOP2C', customerCode: 'KH10001', headerRow: 2, groupField: 'customerOrderNo', lines,
    }));
    expect(template).toMatchObject({ templateCode: 'SHOPX', lineCount: 13 });
    const list = expectOk(await post(admin, '/api/bdtibs/orderTemplate/queryOrderTemplatePageList', { templateCode: 'SHOPX', currentPage: 1, pageSize: 10 }));
    expect(list.list.map((r: any) => r.templateCode)).toEqual(['SHOPX']);
    const updated = expectOk(await post(admin, '/api/bdtibs/orderTemplate/updateOrderTemplate', { id: template.id, version: template.version, templateName: '童趣天猫店铺导出' }));
    expect(updated.templateName).toBe('童趣天猫店铺导出');
    refused(await post(harbor, '/api/bdtibs/orderTemplate/updateOrderTemplate', { id: template.id, version: updated.version, templateName: '别人的' }), 404);
    refused(await harbor.request('GET', '/api/bdtibs/orderTemplate/queryOrderTemplateDetail', { query: { id: template.id } }), 404);
    refused(await post(operator, '/api/bdtibs/orderTemplate/saveOrderTemplate', { templateCode: 'OPX', templateName: 'x', typeCode: 'SHOP2C', lines }), 403);
    // The import dialog's choice: the tenant's templates of types targeting the order, and the built-in ETK.
    const offered = expectOk(await admin.request('GET', '/api/clearway/import/templates', { query: { entity: 'order.twoCOrder' } }));
    expect(offered.map((t: any) => t.templateCode)).toEqual(expect.arrayContaining(['SHOPX', 'ETK', 'STD2C']));
    const ownSheet = await fetch(new URL('/api/clearway/import/template?entity=order.twoCOrder&template=SHOPX', admin.baseUrl), { headers: { authorization: `Bearer ${admin.token}` } });
    expect(ownSheet.status).toBe(200);
    expect((await sheetRows(Buffer.from(await ownSheet.arrayBuffer())))[0]).toEqual(expect.arrayContaining(['订单编号', '重量', '商品']));
  });
});

describe('2C order import through a template', () => {
  const IMPORT = '/api/bdtibs/order/importTwoCOrder';

  it('names every bad row by sheet, row and the sheet column, saving nothing; a required column missing is refused first', async () => {
    await sql`UPDATE om_two_c_order SET tracking_no = 'T14USED0001' WHERE order_code = (SELECT min(order_code) FROM om_two_c_order o JOIN tenant t ON t.id = o.tenant_id WHERE t.tenant_code = 'demo')`.execute(db());
    const bytes = await shopSheet(SHOP_HEADER, [
      shopRow('IMP-A1', 'T14IMPA01'),
      shopRow('IMP-A2', 'T14IMPA02', { weight: 0 }),
      shopRow('IMP-A3', 'T14IMPA03', { product: 'NOPE' }),
      shopRow('IMP-A4', 'T14USED0001'),
      shopRow('IMP-A5', 'T14IMPA05'),
      shopRow('IMP-A6', 'T14IMPA05'),
    ]);
    const body = refused(await upload(admin, `${IMPORT}?template=SHOPX&dryRun=true`, bytes), 400);
    const errors: any[] = body.data.errors;
    const at = (row: number) => errors.filter((e) => e.row === row);
    expect(at(3)).toEqual([]);
    expect(at(4)[0]).toMatchObject({ sheet: '店铺订单', column: '重量' });
    expect(at(4)[0].message).toContain('重量');
    expect(at(5)[0]).toMatchObject({ column: '产品' });
    expect(at(6)[0]).toMatchObject({ column: '运单' });
    expect(at(8)[0]).toMatchObject({ column: '运单' });
    expect(body.data.unmappedColumns).toEqual(['备注X']);
    expect(body.data.errorFile.url).toContain('downloadFile');
    expect(await orders('customer_order_no', 'IMP-A%')).toEqual([]);
    // The same file for real: still nothing saved.
    refused(await upload(admin, `${IMPORT}?template=SHOPX`, bytes), 400);
    expect(await orders('customer_order_no', 'IMP-A%')).toEqual([]);

    const noPhone = await shopSheet(SHOP_HEADER.filter((title) => title !== '电话'), [shopRow('IMP-B1', 'T14IMPB01').filter((_, i) => i !== 3)]);
    const missing = refused(await upload(admin, `${IMPORT}?template=SHOPX`, noPhone), 400);
    expect(missing.message).toContain('电话');
    refused(await upload(admin, `${IMPORT}?template=NOSUCH`, bytes), 400);
  });

  it('imports the good rows through the template: lines grouped by order, the create checks and hooks run', async () => {
    const bytes = await shopSheet(SHOP_HEADER, [
      shopRow('IMP-C1', 'T14IMPC01'),
      ['IMP-C1', 'T14IMPC01', '王芳', '13800138000', '科技园南路 IMP-C1 号', 1.2, 'BBCSTD', '洗发水 400ml', 1, 60, null],
      shopRow('IMP-C2', 'T14IMPC02'),
    ]);
    const result = expectOk(await upload(admin, `${IMPORT}?template=SHOPX`, bytes));
    expect(result).toMatchObject({ inserted: 2, template: 'SHOPX', unmappedColumns: ['备注X'] });
    const landed = await orders('customer_order_no', 'IMP-C%');
    expect(landed.map((o) => o.customerCode)).toEqual(['KH10001', 'KH10001']);
    expect(landed[0]).toMatchObject({ source: 'import', orderStatus: 'S100', ownerSiteCode: '888888' });
    expect(landed[0].orderCode).toMatch(/^CW\d{12}$/);
    expect((await goodsOf(landed[0].id)).map((g) => g.itemName)).toEqual(['保湿面霜 50ml', '洗发水 400ml']);
    // An operator without the order's import button is refused before the file is read.
    refused(await upload(operator, `${IMPORT}?template=SHOPX`, bytes), 403);
  });
});

describe('ETK import batches (/etkOrderImport)', () => {
  const ETK = '/api/bdtibs/orderImport/importEtkImportBatch';
  const HEADER = ['Order No', 'Customer Code', 'Product', 'Route', 'Tracking No', 'Receiver', 'Phone', 'Address', 'Weight(kg)', 'SKU', 'Item Name', 'Qty', 'Unit Price', 'Warehouse'];
  const etkRow = (no: string, weight: number) => [no, 'KH10001', 'BBCSTD', 'R2C001', `T14${no}`, 'Chan Tai Man', '13800001234', `福华三路 ${no} 号`, weight, 'SKU-E', '港式奶茶礼盒', 2, 88, 'HK01'];

  it('records each upload as a batch: imported with its counts, or failed with its error file and nothing saved', async () => {
    const good = expectOk(await upload(admin, ETK, await sheet(HEADER, [etkRow('ETK1', 1.5), etkRow('ETK2', 2)]), 'ETK_good.xlsx'));
    expect(good).toMatchObject({ inserted: 2, template: 'ETK', unmappedColumns: ['Warehouse'] });
    expect((await orders('customer_order_no', 'ETK_')).map((o) => o.source)).toEqual(['etk', 'etk']);
    const batch = await one('om_etk_import_batch', 'batch_no', good.batchNo);
    expect(batch).toMatchObject({ fileName: 'ETK_good.xlsx', templateCode: 'ETK', rowCount: 2, acceptedCount: 2, refusedCount: 0, batchState: 'imported', importedBy: 'admin' });

    const bad = refused(await upload(admin, ETK, await sheet(HEADER, [etkRow('ETK3', 1), etkRow('ETK4', -1)]), 'ETK_bad.xlsx'), 400);
    expect(bad.data.errors[0]).toMatchObject({ row: 3, column: 'Weight(kg)' });
    expect(await orders('customer_order_no', 'ETK3')).toEqual([]);
    const failed = await one('om_etk_import_batch', 'batch_no', bad.data.batchNo);
    expect(failed).toMatchObject({ batchState: 'failed', acceptedCount: 0, refusedCount: 1 });
    expect(failed.errorFile[0].key).toMatch(/^[a-f0-9]{32}$/);
    const list = expectOk(await post(admin, '/api/bdtibs/orderImport/queryEtkImportBatchPageList', { currentPage: 1, pageSize: 50 }));
    expect(list.list.map((r: any) => r.batchNo)).toEqual(expect.arrayContaining([good.batchNo, bad.data.batchNo]));
    refused(await harbor.request('GET', '/api/bdtibs/orderImport/queryEtkImportBatchDetail', { query: { id: batch.id } }), 404);
    refused(await upload(operator, ETK, await sheet(HEADER, [etkRow('ETK5', 1)])), 403);
  });
});

describe('order pool (/orderPool, /orderPoolJd)', () => {
  const POOL = 'order.orderPool';

  it('converts waiting rows into 2C orders through the order create, naming the reason of a refused row, and ignores', async () => {
    const good = await one('om_order_pool', 'platform_order_no', 'TM2611260081234');
    const noProduct = await one('om_order_pool', 'platform_order_no', 'TM2611250079955');
    const reply = expectOk(await command(admin, POOL, 'convert', [{ id: good.id, version: good.version }, { id: noProduct.id, version: noProduct.version }]));
    expect(reply.done).toBe(1);
    const refusedRow = reply.rows.find((r: any) => r.id === noProduct.id);
    expect(refusedRow.ok).toBe(false);
    expect(refusedRow.message).toContain('TM2611250079955');
    const converted = await one('om_order_pool', 'id', good.id);
    expect(converted.poolState).toBe('1');
    const [made] = await orders('order_code', converted.orderCode);
    expect(made).toMatchObject({ customerOrderNo: 'TM2611260081234', customerCode: 'KH10001', source: 'pool', shopName: '童趣天猫旗舰店' });
    expect((await one('om_order_pool', 'id', noProduct.id)).poolState).toBe('0');

    const ignored = await one('om_order_pool', 'platform_order_no', 'PDD2611260551288');
    expectOk(await command(admin, POOL, 'ignore', [{ id: ignored.id, version: ignored.version }], { reason: '数量为 0' }));
    expect(await one('om_order_pool', 'id', ignored.id)).toMatchObject({ poolState: '2' });
  });

  it('shows the JD rows on /orderPoolJd and converts them as JD orders; other tenants and ungranted users are kept out', async () => {
    const jd = expectOk(await post(admin, '/api/bdtibs/orderPool/queryOrderPoolJdPageList', { currentPage: 1, pageSize: 50 }));
    expect(jd.list.length).toBeGreaterThan(0);
    expect(new Set(jd.list.map((r: any) => r.platform))).toEqual(new Set(['jd']));
    const row = jd.list.find((r: any) => r.platformOrderNo === 'JD2611260332871');
    expectOk(await command(admin, 'order.orderPoolJd', 'convert', [{ id: row.id, version: row.version }]));
    const converted = await one('om_order_pool', 'id', row.id);
    expect((await orders('order_code', converted.orderCode))[0].source).toBe('jd');
    const tmall = await one('om_order_pool', 'platform_order_no', 'TM2611260081297');
    refused(await admin.request('GET', '/api/bdtibs/orderPool/queryOrderPoolJdDetail', { query: { id: tmall.id } }), 404);
    refused(await harbor.request('GET', '/api/bdtibs/orderPool/queryOrderPoolDetail', { query: { id: tmall.id } }), 404);
    refused(await command(operator, POOL, 'convert', [{ id: tmall.id, version: tmall.version }]), 403);
    expect((await one('om_order_pool', 'id', tmall.id)).poolState).toBe('0');
  });
});

describe('repeated orders (/2bRepeatedOrders, /repeatedlyDetails)', () => {
  const SAVE = '/api/bdtibs/order/saveTwoCOrder';
  let seq = 0;
  const order = (over: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      customerCode: 'KH10001', productCode: 'BBCSTD', routeCode: 'R2C001', trackingNo: `T14REP${String(seq).padStart(3, '0')}`, customerOrderNo: `REP-${seq}`,
      consignee: '李雷', consigneeTelephone: `1390000${String(seq).padStart(4, '0')}`, consigneeAddress: `滨海大道 ${seq} 号`, weight: 1,
      goods: [{ gnum: 1, itemNo: 'SKU-R', itemName: '维生素片', qty: 1, price: 50 }], ...over,
    };
  };
  const group = async (code: string) => one('om_repeated_order', 'group_code', code);

  it('groups a repeated customer order number and merges: goods moved into the kept order, the other cancelled', async () => {
    const first = expectOk(await post(admin, SAVE, order({ customerOrderNo: 'REP-SAME' })));
    expect(first.repeatGroupCode ?? null).toBeNull();
    const second = expectOk(await post(admin, SAVE, order({ customerOrderNo: 'REP-SAME', goods: [{ gnum: 1, itemNo: 'SKU-R2', itemName: '鱼油', qty: 2, price: 80 }] })));
    const [a, b] = await orders('customer_order_no', 'REP-SAME');
    expect(a.repeatGroupCode).toMatch(/^RG\d{10}$/);
    expect(b.repeatGroupCode).toBe(a.repeatGroupCode);
    const g = await group(a.repeatGroupCode);
    expect(g).toMatchObject({ reason: 'customerOrderNo', orderCount: 2, state: '0', customerCode: 'KH10001' });
    const details = expectOk(await admin.query('findPageByCallId', { qid: 'FIND_REPEATED_ORDER_DETAIL', repeatGroupCode: g.groupCode, currentPage: 1, pageSize: 10 }));
    expect(details.list.map((r: any) => r.orderCode)).toEqual([first.orderCode, second.orderCode]);

    refused(await command(operator, 'order.repeatedOrder', 'merge', [{ id: g.id, version: g.version }]), 403);
    refused(await command(harbor, 'order.repeatedOrder', 'merge', [{ id: g.id, version: g.version }]), 404);
    const bad = refused(await command(admin, 'order.repeatedOrder', 'merge', [{ id: g.id, version: g.version }], { keepOrderCode: 'CW000' }), 400);
    expect(bad.message).toContain('CW000');
    expectOk(await command(admin, 'order.repeatedOrder', 'merge', [{ id: g.id, version: g.version }]));
    expect(await group(g.groupCode)).toMatchObject({ state: '1', keptOrderCode: first.orderCode });
    const [kept, merged] = await orders('customer_order_no', 'REP-SAME');
    expect(kept.orderStatus).toBe('S100');
    expect(merged).toMatchObject({ orderStatus: 'S990', repeatGroupCode: g.groupCode });
    expect((await goodsOf(kept.id)).map((l) => [l.gnum, l.itemName])).toEqual([[1, '维生素片'], [2, '鱼油']]);
    expect(Number(kept.goodsValue)).toBe(210);
    expect(await goodsOf(merged.id)).toEqual([]);
  });

  it('groups the same consignee, address and goods (another order number), cancels repeats or ignores', async () => {
    const same = { consigneeTelephone: '13911112222', consigneeAddress: '前海路 8 号' };
    const x1 = expectOk(await post(admin, SAVE, order(same)));
    const x2 = expectOk(await post(admin, SAVE, order({ ...same, consigneeAddress: '前海路8号' })));
    expectOk(await post(admin, SAVE, order({ ...same, goods: [{ gnum: 1, itemNo: 'SKU-OTHER', itemName: '别的', qty: 1, price: 1 }] })));
    const [o1, o2, o3] = await orders('consignee_telephone', '13911112222');
    expect(o1.repeatGroupCode).toBeTruthy();
    expect(o2.repeatGroupCode).toBe(o1.repeatGroupCode);
    expect(o3.repeatGroupCode).toBeNull();
    const g = await group(o1.repeatGroupCode);
    expect(g).toMatchObject({ reason: 'consignee', orderCount: 2 });
    expectOk(await command(admin, 'order.repeatedOrder', 'cancelRepeats', [{ id: g.id, version: g.version }], { keepOrderCode: x2.orderCode }));
    expect(await group(g.groupCode)).toMatchObject({ state: '2', keptOrderCode: x2.orderCode });
    expect((await orders('order_code', x1.orderCode))[0].orderStatus).toBe('S990');
    expect((await orders('order_code', x2.orderCode))[0].orderStatus).toBe('S100');

    const open = await group('RG2611240001');
    expectOk(await command(admin, 'order.repeatedOrder', 'ignore', [{ id: open.id, version: open.version }]));
    expect((await group('RG2611240001')).state).toBe('3');
    expect((await orders('repeat_group_code', 'RG2611240001')).map((o) => o.orderStatus)).toEqual(['S100', 'S100']);
  });
});
