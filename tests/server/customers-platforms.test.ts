/**
 * Customers, platforms and ERP connections, carriers and the message queue over real HTTP (spec 02 §7 "Logistics
 * base data" and "Other"; docs/api.md "Customers, platforms, carriers and the message queue"): every call's happy
 * path, bad input naming the field with nothing written, another tenant's row, and a user without the grant.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { expectOk, type Reply, type TestClient } from './http-client';
import { grantRoleMenu } from './role-grants';
import { signInAs, startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

const BASE = '/api/bdtibs/base';
const post = (client: TestClient, path: string, json: unknown) => client.request('POST', path, { json });
const refused = (reply: Reply, http: number) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body;
};

async function row<T = any>(table: string, where: string, value: string | number, tenant = 'demo'): Promise<T | undefined> {
  const found = await sql<T>`SELECT r.* FROM ${sql.table(table)} r JOIN tenant t ON t.id = r.tenant_id WHERE ${sql.ref(`r.${where}`)} = ${value} AND t.tenant_code = ${tenant}`.execute(server.ctx.db);
  return found.rows[0];
}
const page = async (client: TestClient, qid: string, filters: Record<string, string | number> = {}) =>
  expectOk(await client.query('findPageByCallId', { qid, currentPage: 1, pageSize: 50, ...filters }));

const NEW_CUSTOMER = { customerCode: 'KHT001', customerName: '深圳市测试跨境电子商务有限公司', customerType: 'ecommerce', creditCode: '914403001922038216', mobile: '13912345678', email: 'kht001@example.cn', balanceType: 'MONTH', creditLimit: 50000, salesManCode: 'E2001', ownerSiteCode: '888888' };

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
});
afterAll(async () => server?.close());

describe('customers (/customerPro)', () => {
  let id: number;
  let harborId: number;

  it('lists the demo tenant\'s few hundred customers, and harbor only its own', async () => {
    expect((await page(admin, 'FIND_BASE_CUSTOMER')).total).toBeGreaterThanOrEqual(300);
    const theirs = await page(harbor, 'FIND_BASE_CUSTOMER', { customerCode: 'HBC1' });
    expect(theirs.list.map((r: any) => r.customerCode)).toEqual(['HBC101', 'HBC102', 'HBC103', 'HBC104']);
    harborId = theirs.list[0].id;
  });

  it('saves a customer (not enabled yet), refusing a bad credit code by field with nothing written', async () => {
    const bad = refused(await post(admin, `${BASE}/saveCustomer`, { ...NEW_CUSTOMER, creditCode: '914403001922038217' }), 400);
    expect(Object.keys(bad.data.fields ?? bad.data)).toContain('creditCode');
    expect(await row('base_customer', 'customer_code', 'KHT001')).toBeUndefined();
    const saved = expectOk(await post(admin, `${BASE}/saveCustomer`, NEW_CUSTOMER));
    expect(saved).toMatchObject({ customerCode: 'KHT001', status: '0', auditState: 1 });
    id = saved.id;
    refused(await post(admin, `${BASE}/saveCustomer`, { ...NEW_CUSTOMER, customerName: '重复' }), 400);
  });

  it('updates through updateCustomer at the version read (the engine\'s update), and harbor cannot touch it', async () => {
    const before = await row<any>('base_customer', 'customer_code', 'KHT001');
    const updated = expectOk(await post(admin, `${BASE}/updateCustomer`, { id, version: before.version, shortName: '测试', remark: '新客户' }));
    expect(updated).toMatchObject({ shortName: '测试', remark: '新客户' });
    const bad = refused(await post(admin, `${BASE}/updateCustomer`, { id, version: updated.version, mobile: '12345' }), 400);
    expect(JSON.stringify(bad.data)).toContain('mobile');
    refused(await post(harbor, `${BASE}/updateCustomer`, { id, version: updated.version, shortName: '别人的' }), 404);
    expect((await row<any>('base_customer', 'customer_code', 'KHT001'))!.shortName).toBe('测试');
  });

  it('updateCustomerStatus moves one customer along its lifecycle, naming the states when it cannot', async () => {
    expect(expectOk(await post(admin, `${BASE}/updateCustomerStatus`, { id, status: '1' }))).toMatchObject({ done: 1 });
    expect((await row<any>('base_customer', 'id', id))!.status).toBe('1');
    const again = refused(await post(admin, `${BASE}/updateCustomerStatus`, { id, status: '1' }), 400);
    expect(again.message).toContain('正常');
    refused(await post(admin, `${BASE}/updateCustomerStatus`, { id, status: '9' }), 400);
    refused(await post(harbor, `${BASE}/updateCustomerStatus`, { id, status: '2' }), 404);
    refused(await post(operator, `${BASE}/updateCustomerStatus`, { id, status: '2' }), 403);
    expect((await row<any>('base_customer', 'id', id))!.status).toBe('1');
  });

  it('batchEnableCustomer (form) enables the chosen customers, each with its own result', async () => {
    const disabled = (await page(admin, 'FIND_BASE_CUSTOMER', { status: '2' })).list.slice(0, 2).map((r: any) => r.id);
    const reply = expectOk(await admin.request('POST', `${BASE}/batchEnableCustomer`, { form: { ids: [...disabled, id].join(',') } }));
    expect(reply).toMatchObject({ done: 2, refused: 1 });
    for (const each of disabled) expect((await row<any>('base_customer', 'id', each))!.status).toBe('1');
    refused(await harbor.request('POST', `${BASE}/batchEnableCustomer`, { form: { ids: String(disabled[0]) } }), 200).data.refused === 1
      || expect.fail('harbor enabled a demo customer');
    refused(await operator.request('POST', `${BASE}/batchEnableCustomer`, { form: { ids: String(harborId) } }), 403);
  });

  it('updateCustomerInfoBatch sets salesman and site on the chosen customers; an unknown salesman names the field', async () => {
    const ids = (await page(admin, 'FIND_BASE_CUSTOMER', { customerCode: 'KH1000' })).list.slice(0, 3).map((r: any) => r.id);
    const bad = refused(await post(admin, `${BASE}/updateCustomerInfoBatch`, { ids, salesManCode: 'NOPE' }), 200);
    expect(bad.data).toMatchObject({ done: 0, refused: 3 });
    expect(JSON.stringify(bad.data)).toContain('业务员');
    expect(expectOk(await post(admin, `${BASE}/updateCustomerInfoBatch`, { ids, salesManCode: 'E2008', ownerSiteCode: 'SZ001' }))).toMatchObject({ done: 3 });
    for (const each of ids) expect(await row<any>('base_customer', 'id', each)).toMatchObject({ salesManCode: 'E2008', ownerSiteCode: 'SZ001' });
    expect(expectOk(await post(admin, `${BASE}/updateCustomerInfoBatch`, { ids }))).toMatchObject({ done: 0, refused: 3 });
    expect(expectOk(await post(harbor, `${BASE}/updateCustomerInfoBatch`, { ids, balanceType: 'MONTH' }))).toMatchObject({ done: 0 });
    refused(await post(operator, `${BASE}/updateCustomerInfoBatch`, { ids, balanceType: 'MONTH' }), 403);
  });

  it('resetCustomerPassword gives the portal account a new password and tells the customer; none is refused by name', async () => {
    const noAccount = refused(await post(admin, `${BASE}/resetCustomerPassword`, { id }), 400);
    expect(noAccount.message).toContain('KHT001');
    const tenant = await server.ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', 'demo').executeTakeFirstOrThrow();
    // The customer's portal account, as sign-up makes it (server/services/sign-up.ts).
    const user = await server.ctx.db.insertInto('sysUser').values({
      tenantId: tenant.id, username: 'kht001', passwordHash: 'old-hash', nickname: '测试客户', mobile: '13912345678', email: 'kht001@example.cn', avatar: null, geographic: null,
      address: null, profile: null, ownerSiteId: null, customerId: id, subjectId: 'S-kht001', subjectName: '测试客户', employeeCode: null, lockedUntil: null,
    } as never).returning(['id', 'passwordHash']).executeTakeFirstOrThrow();
    expectOk(await post(admin, `${BASE}/resetCustomerPassword`, { id }));
    const after = await server.ctx.db.selectFrom('sysUser').select('passwordHash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(after.passwordHash).not.toBe(user.passwordHash);
    const sent = await server.ctx.db.selectFrom('messageOutbox').select(['channel', 'recipient', 'body']).orderBy('id', 'desc').limit(2).execute();
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(sent.find((m) => m.channel === 'sms')).toMatchObject({ recipient: '13912345678', body: expect.stringContaining('kht001') });
    refused(await post(harbor, `${BASE}/resetCustomerPassword`, { id }), 404);
    refused(await post(operator, `${BASE}/resetCustomerPassword`, { id }), 403);
  });

  it('imports customers from XLSX: one bad row refuses the file, the error names row and field, nothing is written', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('客户');
    sheet.addRow(['客户编码', '客户名称', '客户类型', '手机号', '统一社会信用代码']);
    sheet.addRow(['KHI001', '佛山市导入家居用品有限公司', '跨境电商卖家', '13711112222', '']);
    sheet.addRow(['KHI002', '坏行贸易有限公司', '贸易公司', '23456', '']);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'customers.xlsx');
    const reply = await admin.request('POST', `${BASE}/importCustomer`, { body: form });
    const body = refused(reply, 400);
    expect(body.data.errors).toEqual([expect.objectContaining({ row: 3, field: 'mobile' })]);
    expect(body.data.errorFile.url).toContain('/api/bdttms/file/downloadFile');
    expect(await row('base_customer', 'customer_code', 'KHI001')).toBeUndefined();
    const forbidden = new FormData();
    forbidden.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'customers.xlsx');
    refused(await operator.request('POST', `${BASE}/importCustomer`, { body: forbidden }), 403);
  });

  it('exports customers to XLSX; removeCustomer refuses another tenant\'s id', async () => {
    const response = await fetch(new URL(`${BASE}/exportCustomer`, server.url), { method: 'POST', headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ filters: { customerCode: 'KHT' } }) });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets[0]!.getRow(2).getCell(1).value).toBe('KHT001');
    refused(await post(admin, `${BASE}/removeCustomer`, { ids: [harborId] }), 404);
    expect(await row('base_customer', 'customer_code', 'HBC101', 'harbor')).toBeDefined();
  });
});

describe('platforms, shops and ERP connections', () => {
  it('saves, updates, exports and removes an ERP platform (/platformErp)', async () => {
    const saved = expectOk(await post(admin, `${BASE}/savePlatformErp`, { erpCode: 'TESTERP', erpName: '测试ERP', apiUrl: 'https://open.test-erp.cn', status: '0' }));
    const bad = refused(await post(admin, `${BASE}/savePlatformErp`, { erpCode: 'BADERP', erpName: '坏地址', apiUrl: 'ftp://x' }), 400);
    expect(JSON.stringify(bad.data)).toContain('apiUrl');
    expect(expectOk(await post(admin, `${BASE}/updatePlatformErp`, { id: saved.id, version: saved.version, vendor: '测试科技有限公司' }))).toMatchObject({ vendor: '测试科技有限公司' });
    const exported = await fetch(new URL(`${BASE}/exportPlatformErp`, server.url), { method: 'POST', headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(exported.headers.get('content-type')).toContain('spreadsheetml');
    refused(await post(harbor, `${BASE}/removePlatformErp`, { ids: [saved.id] }), 404);
    refused(await post(operator, `${BASE}/savePlatformErp`, { erpCode: 'OPERP', erpName: '无权' }), 403);
    expectOk(await post(admin, `${BASE}/removePlatformErp`, { ids: [saved.id] }));
    expect(await row('base_platform_erp', 'erp_code', 'TESTERP')).toBeUndefined();
  });

  it('lists shops (POST JSON), reviews one with the spec\'s review states, and sets its ERP name', async () => {
    const shops = expectOk(await post(admin, '/api/bdtibs/platformShop/list', { auditState: '0' }));
    expect(shops.list.length).toBeGreaterThan(0);
    const shop = shops.list[0];
    const noRemark = refused(await post(admin, '/api/bdtibs/platformShop/platformShopAudit', { id: shop.id, auditState: '2' }), 400);
    expect(noRemark.message).toContain('审核意见');
    refused(await post(harbor, '/api/bdtibs/platformShop/platformShopAudit', { id: shop.id, auditState: '1' }), 404);
    refused(await post(operator, '/api/bdtibs/platformShop/platformShopAudit', { id: shop.id, auditState: '1' }), 403);
    expectOk(await post(admin, '/api/bdtibs/platformShop/platformShopAudit', { id: shop.id, auditState: '2', auditRemark: '主体不一致' }));
    expect(await row<any>('base_platform_shop', 'id', shop.id)).toMatchObject({ auditState: '2', auditRemark: '主体不一致' });
    refused(await post(admin, '/api/bdtibs/platformShop/platformShopAudit', { id: shop.id, auditState: '1' }), 400);

    const unknown = refused(await post(admin, '/api/bdtibs/platformShop/uptPlatformShopErpName', { id: shop.id, erpName: '不存在的ERP' }), 400);
    expect(JSON.stringify(unknown.data)).toContain('erpName');
    expectOk(await post(admin, '/api/bdtibs/platformShop/uptPlatformShopErpName', { id: shop.id, erpName: '吉客云' }));
    expect((await row<any>('base_platform_shop', 'id', shop.id))!.erpName).toBe('吉客云');
    refused(await post(harbor, '/api/bdtibs/platformShop/uptPlatformShopErpName', { id: shop.id, erpName: '聚水潭' }), 404);
    refused(await post(operator, '/api/bdtibs/platformShop/uptPlatformShopErpName', { id: shop.id, erpName: '聚水潭' }), 403);
  });

  it('keeps ERP configs (add, upt, del) with the app secret never handed out whole, administrators included', async () => {
    const added = expectOk(await post(admin, '/api/bdtibs/baseErpConfig/add', { configName: '测试对接', erpCode: 'JST', shopCode: 'SHOP1002', appKey: 'key123', appSecret: 'supersecret-9876', apiUrl: 'https://open.jushuitan.com/open/api', enabled: '1' }));
    expect(added.appSecret).toBe('************9876');
    expect((await row<any>('base_erp_config', 'id', added.id))!.appSecret).toBe('supersecret-9876');
    const listed = expectOk(await post(admin, '/api/bdtibs/baseErpConfig/list', { configName: '测试对接' }));
    expect(listed.list[0].appSecret).toBe('************9876');
    // The mask sent back keeps the stored secret; a new value replaces it.
    const kept = expectOk(await post(admin, '/api/bdtibs/baseErpConfig/upt', { ...listed.list[0], appKey: 'key456' }));
    expect((await row<any>('base_erp_config', 'id', added.id))!.appSecret).toBe('supersecret-9876');
    expectOk(await post(admin, '/api/bdtibs/baseErpConfig/upt', { id: added.id, version: kept.version, appSecret: 'rotated-1111' }));
    expect((await row<any>('base_erp_config', 'id', added.id))!.appSecret).toBe('rotated-1111');
    const bad = refused(await post(admin, '/api/bdtibs/baseErpConfig/add', { configName: '坏配置', erpCode: 'NOPE', shopCode: 'SHOP1002', appKey: 'k', appSecret: 's', apiUrl: 'https://x.cn' }), 400);
    expect(JSON.stringify(bad.data)).toContain('erpCode');
    refused(await post(harbor, '/api/bdtibs/baseErpConfig/del', { ids: [added.id] }), 404);
    refused(await post(operator, '/api/bdtibs/baseErpConfig/del', { ids: [added.id] }), 403);
    expectOk(await post(admin, '/api/bdtibs/baseErpConfig/del', { ids: [added.id] }));
    expect(await row('base_erp_config', 'id', added.id)).toBeUndefined();
  });
});

describe('carriers (/carrierManagement)', () => {
  it('has the 14 carriers of the print templates in the demo tenant', async () => {
    const codes = (await page(admin, 'FIND_CARRIER')).list.map((r: any) => r.carrierCode);
    for (const code of ['YTO', 'ZTO', 'JD', 'YUNDA', 'BDT', 'SF', 'RONGTONG', 'SINOTRANS', 'HEAN', 'WEIQIU', 'HAISHENG', 'HUAHUI', 'HUOLIFANG', 'HEQIJIA']) expect(codes).toContain(code);
  });

  it('exports to Word and PDF', async () => {
    for (const [call, signature] of [['exportWordCarrier', 'PK'], ['exportPDFCarrier', '%PDF']] as const) {
      const response = await fetch(new URL(`${BASE}/${call}`, server.url), { method: 'POST', headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' }, body: '{}' });
      if (response.status === 501) continue; // no CJK font on this machine: PDF_FONT_MISSING, said plainly
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, signature.length).toString('latin1')).toBe(signature);
    }
    // Exports are reads: whoever may not open /carrierManagement (customs staff) gets none.
    const customs = await signInAs(server, 'customs');
    refused(await customs.query('findPageByCallId', { qid: 'FIND_CARRIER', currentPage: 1, pageSize: 5 }), 403);
    const denied = await fetch(new URL(`${BASE}/exportWordCarrier`, server.url), { method: 'POST', headers: { authorization: `Bearer ${customs.token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(denied.status).toBe(403);
  });

  it('implCarrier sets up a template carrier for the tenant (new, or its template restored)', async () => {
    const bad = refused(await post(harbor, `${BASE}/implCarrier`, { carrierCode: 'EMS' }), 400);
    expect(JSON.stringify(bad.data)).toContain('carrierCode');
    const created = expectOk(await post(harbor, `${BASE}/implCarrier`, { carrierCode: 'HUAHUI' }));
    expect(created.result).toMatchObject({ carrierCode: 'HUAHUI', created: true });
    expect(await row<any>('base_carrier', 'carrier_code', 'HUAHUI', 'harbor')).toMatchObject({ templateId: 'HUAHUI-100x150', carrierName: '华辉速运' });
    await sql`UPDATE base_carrier SET template_id = NULL, status = '1' WHERE carrier_code = 'SF'`.execute(server.ctx.db);
    expect(expectOk(await post(admin, `${BASE}/implCarrier`, { carrierCode: 'SF' })).result).toMatchObject({ created: false });
    expect(await row<any>('base_carrier', 'carrier_code', 'SF')).toMatchObject({ templateId: 'SF-100x150', status: '0' });
    refused(await post(operator, `${BASE}/implCarrier`, { carrierCode: 'YTO' }), 403);
  });
});

describe('the message queue and the warehouse system', () => {
  const waitFor = async (id: number, status: string) => {
    for (let i = 0; i < 100; i += 1) {
      const message = await server.ctx.db.selectFrom('mqMessage').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      if (message.status === status) return message;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`message ${id} never reached ${status}`);
  };

  it('sendMQByType queues a message the worker sends, visible on /mqMessage with the answer', async () => {
    const bad = refused(await post(admin, '/api/bdtibs/mq/sendMQByType', { type: 'CARRIER_INFO_TO_WMS', payload: { carrierCode: 'SF' } }), 400);
    expect(JSON.stringify(bad.data)).toContain('payload.carrierName');
    refused(await post(admin, '/api/bdtibs/mq/sendMQByType', { type: 'DROP_TABLES', payload: {} }), 400);
    const queued = expectOk(await post(admin, '/api/bdtibs/mq/sendMQByType', { type: 'CARRIER_INFO_TO_WMS', payload: { carrierCode: 'SF', carrierName: '顺丰速运' }, bizCode: 'SF' }));
    expect(queued.status).toBe('0');
    const sent = await waitFor(queued.id, '1');
    expect(sent.reply).toMatchObject({ accepted: true, wmsCode: 'WMS-SF' });
    const listed = await page(admin, 'FIND_MQ_MESSAGE', { bizCode: 'SF' });
    expect(listed.list[0]).toMatchObject({ messageId: queued.id, msgType: 'CARRIER_INFO_TO_WMS', status: '1', attempts: 1 });
    expect(listed.total).toBe(2); // and the demo's earlier one
    expect((await page(harbor, 'FIND_MQ_MESSAGE', { bizCode: 'SF' })).list).toEqual([]);
    refused(await post(operator, '/api/bdtibs/mq/sendMQByType', { type: 'CARRIER_INFO_TO_WMS', payload: { carrierCode: 'SF', carrierName: '顺丰速运' } }), 403);
    refused(await operator.query('findPageByCallId', { qid: 'FIND_MQ_MESSAGE', currentPage: 1, pageSize: 10 }), 403);
    await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_OPERATOR', path: '/mqMessage', buttons: ['submit'] });
    expectOk(await post(operator, '/api/bdtibs/mq/sendMQByType', { type: 'CUSTOMER_INFO_TO_WMS', payload: { customerCode: 'KH10001', customerName: '青岛市童趣电子商务有限公司' } }));
  });

  it('sendEmpInfoToWms pushes employees through the queue: recorded on the employee, failed ones with the reason', async () => {
    const withMobile = await row<any>('base_employee', 'employee_code', 'E2001');
    const noMobile = await row<any>('base_employee', 'employee_code', 'E2004');
    const before = await server.ctx.db.selectFrom('mqMessage').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    const reply = expectOk(await admin.request('POST', `${BASE}/sendEmpInfoToWms`, { json: { ids: [withMobile.id, noMobile.id] } }));
    expect(reply).toMatchObject({ done: 2 });
    // The new messages only (the demo tenant has earlier pushes: server/seed/seed-mq-messages.ts).
    const messages = await server.ctx.db.selectFrom('mqMessage').select(['id', 'bizId']).where('bizEntity', '=', 'base.employee').where('id', '>', Number(before.id ?? 0)).execute();
    expect(messages).toHaveLength(2);
    const sent = await waitFor(messages.find((m) => m.bizId === withMobile.id)!.id, '1');
    const failed = await waitFor(messages.find((m) => m.bizId === noMobile.id)!.id, '2');
    expect(sent.payload).toMatchObject({ employeeCode: 'E2001', siteCode: '888888' });
    expect(failed.lastError).toContain('手机号');
    expect((await row<any>('base_employee', 'id', withMobile.id))!.wmsSyncState).toBe('1');
    expect((await row<any>('base_employee', 'id', noMobile.id))!.wmsSyncState).toBe('2');
    const tab = expectOk(await admin.query('findAllByCallId', { qid: 'FIND_EMP_WMS_SYNC', bizId: withMobile.id }));
    expect(tab[0]).toMatchObject({ id: sent.id, status: '1', createdBy: 'admin' });
    const history = expectOk(await admin.request('GET', `/api/clearway/entity/base.employee/${withMobile.id}/history`));
    expect(JSON.stringify(history)).toContain('sendEmpInfoToWms');
    refused(await harbor.request('POST', `${BASE}/sendEmpInfoToWms`, { json: { ids: [withMobile.id] } }), 200).data.refused === 1
      || expect.fail('harbor pushed a demo employee');
    refused(await operator.request('POST', `${BASE}/sendEmpInfoToWms`, { json: { ids: [withMobile.id] } }), 403);
  });
});
