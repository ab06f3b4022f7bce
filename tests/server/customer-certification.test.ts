/**
 * The customer before the first order over real HTTP (docs/domain/customers.md; schemas/customer/certification.json,
 * my-certification.json, subscribe-invite.json, customer-plus.json): a salesman's invitation used at sign-up, the
 * customer's own certification (own rows only), the audit that certifies the customer, the two reminders over real
 * rows (non-admins their own), the link filter of the reminder targets, and the customers' extended settings. Each
 * with bad input naming the field and nothing written, another tenant's row, and a user without the grant.
 */
import { sql } from 'kysely';
import { expectOk, TestClient, type Reply } from './http-client';
import { grantRoleMenu } from './role-grants';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

const BASE = '/api/bdtibs/customer';
const post = (client: TestClient, call: string, json: unknown) => client.request('POST', `${BASE}/${call}`, { json });
const refused = (reply: Reply, http = 400) => {
  expect(reply.http, JSON.stringify(reply.body)).toBe(http);
  return reply.body;
};
const command = (client: TestClient, entity: string, name: string, id: number, params: Record<string, unknown> = {}) =>
  client.request('POST', `/api/clearway/entity/${entity}/command/${name}`, { json: { rows: [{ id }], params } });
const findAll = async (client: TestClient, qid: string) => expectOk(await client.query('findAllByCallId', { qid })) as any[];

async function rows<T = any>(table: string, where: string, value: string | number, tenant = 'demo'): Promise<T[]> {
  const found = await sql<T>`SELECT r.* FROM ${sql.table(table)} r JOIN tenant t ON t.id = r.tenant_id WHERE ${sql.ref(`r.${where}`)} = ${value} AND t.tenant_code = ${tenant} ORDER BY r.id`.execute(server.ctx.db);
  return found.rows;
}
const one = async <T = any>(table: string, where: string, value: string | number, tenant = 'demo') => (await rows<T>(table, where, value, tenant))[0];
const count = async (table: string) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(server.ctx.db)).rows[0]!.n);

/** Signs a customer up (with an invite code when given) and returns the reply. */
async function signUp(username: string, mobile: string, inviteCode?: string): Promise<Reply> {
  const anonymous = new TestClient(server.url);
  expectOk(await anonymous.request('POST', '/api/bdtibs/base/sendPlatformSmsCode', { json: { mobile } }));
  const sms = await sql<{ body: string }>`SELECT body FROM message_outbox WHERE recipient = ${mobile} ORDER BY id DESC LIMIT 1`.execute(server.ctx.db);
  const smsCode = /\b(\d{6})\b/.exec(sms.rows[0]!.body)![1]!;
  return anonymous.request('POST', '/api/admin/sysuser/registerAccountInitial', {
    json: { tenantCode: 'demo', username, password: 'Passw0rd1', mobile, smsCode, customerName: `${username} 贸易有限公司`, contactName: username, ...(inviteCode ? { inviteCode } : {}) },
  });
}

async function upload(client: TestClient, name: string): Promise<{ key: string; name: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]))], { type: 'image/jpeg' }), name);
  return { key: expectOk(await client.request('POST', '/api/bdttms/file/uploadFile', { body: form })).key as string, name };
}

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
}, 240_000);
afterAll(async () => server?.close());

describe('reminders and the link filter of their targets', () => {
  it('FIND_COMP_AUTH_LIST_NOTICE lists certifications awaiting audit; non-admins those of their own customers', async () => {
    const pending = await rows('cm_certification', 'audit_state', '0');
    const all = await findAll(admin, 'FIND_COMP_AUTH_LIST_NOTICE');
    expect(all.map((r) => r.id).sort()).toEqual(pending.map((r: any) => r.id).sort());
    expect(all.length).toBeGreaterThanOrEqual(3);
    const mine = await findAll(operator, 'FIND_COMP_AUTH_LIST_NOTICE');
    expect(mine.map((r) => r.customerCode)).toEqual(['DMC001']);
    expect((await findAll(harbor, 'FIND_COMP_AUTH_LIST_NOTICE')).map((r) => r.customerCode)).toEqual(['HBC001']);
  });

  it('FIND_COMP_AUTH_LIST_SALES_MAN_NOTICE lists registered invitees awaiting audit; non-admins their own invitations', async () => {
    expect((await findAll(admin, 'FIND_COMP_AUTH_LIST_SALES_MAN_NOTICE')).map((r) => r.inviteCode).sort()).toEqual(['K7M2Q9XA', 'P3R8T2WD']);
    expect((await findAll(operator, 'FIND_COMP_AUTH_LIST_SALES_MAN_NOTICE')).map((r) => r.inviteCode)).toEqual(['K7M2Q9XA']);
  });

  it('the reminder target lists only the rows of ?orderCodes= (list.urlFilters), the whole list without it', async () => {
    const ids = (await findAll(admin, 'FIND_COMP_AUTH_LIST_NOTICE')).map((r) => r.id).slice(0, 2);
    const narrowed = expectOk(await post(admin, 'queryCertificationPageList', { orderCodes: ids.join(','), currentPage: 1, pageSize: 50 }));
    expect(narrowed.list.map((r: any) => r.id).sort()).toEqual([...ids].sort());
    expect(expectOk(await post(admin, 'queryCertificationPageList', { currentPage: 1, pageSize: 50 })).total).toBeGreaterThan(ids.length);
    const inviteIds = (await findAll(admin, 'FIND_COMP_AUTH_LIST_SALES_MAN_NOTICE')).map((r) => r.id);
    const invites = expectOk(await post(admin, 'querySubscribeInvitePageList', { orderCodes: inviteIds.join(','), currentPage: 1, pageSize: 50 }));
    expect(invites.list.map((r: any) => r.inviteCode).sort()).toEqual(['K7M2Q9XA', 'P3R8T2WD']);
    refused(await post(admin, 'queryCertificationPageList', { orderCodes: '1,x', currentPage: 1, pageSize: 50 }));
  });
});

describe('invitations, sign-up with the code, certification and its audit', () => {
  let inviteId: number;
  let inviteCode: string;
  let customer: TestClient;
  let customerCode: string;
  let certId: number;

  it('a salesman invites a prospect: code, link and validity given by the server; own invitations only', async () => {
    const before = await count('cm_subscribe_invite');
    const noSalesman = refused(await post(admin, 'saveSubscribeInvite', { companyName: '珠海横琴跨境电商有限公司', contactName: '梁先生', mobile: '13912340001', serviceType: 'BONDED_2C' }));
    expect(JSON.stringify(noSalesman.data)).toContain('salesManCode');
    refused(await post(admin, 'saveSubscribeInvite', { companyName: 'x', contactName: 'y', mobile: '12345', serviceType: 'BONDED_2C', salesManCode: 'E2001' }));
    expect(refused(await post(operator, 'saveSubscribeInvite', { companyName: 'x', contactName: 'y', mobile: '13912340001', serviceType: 'BONDED_2C' }), 403)).toBeDefined();
    expect(await count('cm_subscribe_invite')).toBe(before);

    await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_OPERATOR', path: '/subscribeTnvite', buttons: ['view', 'add', 'edit', 'resend'] });
    // a non-admin's invitation is their own, whatever salesman they name
    const saved = expectOk(await post(operator, 'saveSubscribeInvite', { companyName: '珠海横琴跨境电商有限公司', contactName: '梁先生', mobile: '13912340001', email: 'liang@hengqin.example', serviceType: 'BONDED_2C', salesManCode: 'E2001' }));
    expect(saved).toMatchObject({ salesManCode: 'E1002', inviteState: 'invited', sendCount: 0 });
    expect(saved.inviteCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(saved.inviteLink).toBe(`/register?tenant=demo&inviteCode=${saved.inviteCode}`);
    expect(saved.expiresOn > new Date().toISOString().slice(0, 10)).toBe(true);
    ({ id: inviteId, inviteCode } = saved);

    const theirs = expectOk(await post(operator, 'querySubscribeInvitePageList', { currentPage: 1, pageSize: 100 }));
    expect(new Set(theirs.list.map((r: any) => r.salesManCode))).toEqual(new Set(['E1002']));
    const others = expectOk(await post(admin, 'querySubscribeInvitePageList', { salesManCode: 'E2001', currentPage: 1, pageSize: 100 }));
    const another = others.list[0];
    refused(await post(operator, 'updateSubscribeInvite', { id: another.id, version: another.version, remark: '不是我的' }), 404);
    refused(await post(harbor, 'updateSubscribeInvite', { id: inviteId, version: saved.version, remark: 'x' }), 404);
  });

  it('sign-up takes an optional invite code: unknown, expired or used codes are refused on the field with nothing created', async () => {
    const customers = await count('base_customer');
    const unknown = refused(await signUp('cw_invitee_x', '13912340011', 'NOSUCH22'));
    expect(JSON.stringify(unknown.data)).toContain('inviteCode');
    expect(refused(await signUp('cw_invitee_y', '13912340012', 'B2D5G8JN')).message).toContain('过期');
    expect(await count('base_customer')).toBe(customers);

    const reply = expectOk(await signUp('cw_invitee', '13912340013', inviteCode.toLowerCase()));
    customerCode = reply.customerCode;
    expect(await one('base_customer', 'customer_code', customerCode)).toMatchObject({ auditState: 0, salesManCode: 'E1002' });
    expect(await one('cm_subscribe_invite', 'id', inviteId)).toMatchObject({ inviteState: 'registered', registeredCustomerCode: customerCode });
    refused(await signUp('cw_invitee_z', '13912340014', inviteCode));
    customer = new TestClient(server.url);
    expect((await customer.login('cw_invitee', 'Passw0rd1')).body.code).toBe(200);
  });

  it('resend brings an expired invitation back for 30 days and sends it', async () => {
    const expired = await one('cm_subscribe_invite', 'invite_code', 'B2D5G8JN');
    expectOk(await command(operator, 'customer.subscribeInvite', 'resend', expired.id));
    const after = await one('cm_subscribe_invite', 'id', expired.id);
    expect(after).toMatchObject({ inviteState: 'invited', sendCount: expired.sendCount + 1 });
    const sent = await sql<{ body: string }>`SELECT body FROM message_outbox WHERE recipient = ${expired.mobile} ORDER BY id DESC LIMIT 1`.execute(server.ctx.db);
    expect(sent.rows[0]!.body).toContain('B2D5G8JN');
    refused(await command(operator, 'customer.subscribeInvite', 'resend', inviteId)); // 已注册: not from that state
  });

  it('the customer submits its certification on /myCertificationAudit: checked by field, one per customer, its own rows only', async () => {
    const licence = await upload(customer, 'licence.jpg');
    const idCard = await upload(customer, 'id.jpg');
    const good = { companyName: '珠海横琴跨境电商有限公司', creditCode: '914403001922038216', legalPerson: '梁志明', legalPersonIdNo: '440301198503120313', contactName: '梁先生', mobile: '13912340013', address: '珠海市横琴新区环岛东路1号', licenceFiles: [licence], idCardFiles: [idCard] };
    const certifications = await count('cm_certification');
    expect(JSON.stringify(refused(await post(customer, 'saveMyCertification', { ...good, creditCode: '914403001922038217' })).data)).toContain('creditCode');
    expect(JSON.stringify(refused(await post(customer, 'saveMyCertification', { ...good, legalPersonIdNo: '440301198503120312' })).data)).toContain('legalPersonIdNo');
    expect(JSON.stringify(refused(await post(customer, 'saveMyCertification', { ...good, licenceFiles: [] })).data)).toContain('licenceFiles');
    // staff have no customer of their own to certify
    expect(JSON.stringify(refused(await post(admin, 'saveMyCertification', good)).data)).toContain('companyName');
    expect(await count('cm_certification')).toBe(certifications);

    const saved = expectOk(await post(customer, 'saveMyCertification', { ...good, customerCode: 'DMC001' }));
    expect(saved).toMatchObject({ customerCode, salesManCode: 'E1002', auditState: '0', submittedBy: 'cw_invitee' });
    expect(saved.legalPersonIdNo).toBe('440301198503120313'); // their own page shows it in full (no mask there)
    certId = saved.id;
    refused(await post(customer, 'saveMyCertification', good));

    const own = expectOk(await post(customer, 'queryMyCertificationPageList', { currentPage: 1, pageSize: 50 }));
    expect(own.list.map((r: any) => r.id)).toEqual([certId]);
    const dmc001 = await one('cm_certification', 'customer_code', 'DMC001');
    refused(await post(customer, 'updateMyCertification', { id: dmc001.id, version: dmc001.version, companyName: '改别人的' }), 404);
    refused(await post(customer, 'queryCertificationPageList', { currentPage: 1, pageSize: 50 }), 403);
    // the new application shows in both reminders of its salesman
    expect((await findAll(operator, 'FIND_COMP_AUTH_LIST_NOTICE')).map((r) => r.id)).toContain(certId);
    expect((await findAll(operator, 'FIND_COMP_AUTH_LIST_SALES_MAN_NOTICE')).map((r) => r.id)).toContain(inviteId);
  });

  it('rejection needs a reason and the audit grant; the customer edits and resubmits', async () => {
    expect(JSON.stringify(refused(await command(admin, 'customer.certification', 'reject', certId, {})).data)).toContain('reason');
    refused(await command(operator, 'customer.certification', 'reject', certId, { reason: 'x' }), 403);
    refused(await command(harbor, 'customer.certification', 'reject', certId, { reason: 'x' }), 404);
    refused(await command(customer, 'customer.certification', 'reject', certId, { reason: 'x' }), 403);
    expectOk(await command(admin, 'customer.certification', 'reject', certId, { reason: '法人身份证照片不清晰' }));
    expect(await one('cm_certification', 'id', certId)).toMatchObject({ auditState: '2', auditRemark: '法人身份证照片不清晰', auditedBy: 'admin' });
    expect((await one('base_customer', 'customer_code', customerCode)).auditState).toBe(2);
    expect((await one('cm_subscribe_invite', 'id', inviteId)).certAuditState).toBe('2');

    const row = await one('cm_certification', 'id', certId);
    expectOk(await post(customer, 'updateMyCertification', { id: certId, version: row.version, companyName: '珠海横琴优选跨境电商有限公司' }));
    expectOk(await command(customer, 'customer.myCertification', 'resubmit', certId));
    expect(await one('cm_certification', 'id', certId)).toMatchObject({ auditState: '0', companyName: '珠海横琴优选跨境电商有限公司' });
    expect((await one('base_customer', 'customer_code', customerCode)).auditState).toBe(0);
  });

  it('approval copies the certified name and credit code onto the customer (已审核) and certifies the invitation', async () => {
    expectOk(await command(admin, 'customer.certification', 'approve', certId, { remark: '资料齐全' }));
    expect(await one('cm_certification', 'id', certId)).toMatchObject({ auditState: '1', auditRemark: '资料齐全' });
    expect(await one('base_customer', 'customer_code', customerCode)).toMatchObject({ auditState: 1, customerName: '珠海横琴优选跨境电商有限公司', creditCode: '914403001922038216' });
    expect(await one('cm_subscribe_invite', 'id', inviteId)).toMatchObject({ inviteState: 'certified', certAuditState: '1' });
    expect((await findAll(operator, 'FIND_COMP_AUTH_LIST_NOTICE')).map((r) => r.id)).not.toContain(certId);
    // 已审核 is locked for the customer, and not approved twice
    const row = await one('cm_certification', 'id', certId);
    refused(await post(customer, 'updateMyCertification', { id: certId, version: row.version, address: '别处' }));
    refused(await command(admin, 'customer.certification', 'approve', certId));
  });
});

describe('customer extensions (/customerPlus)', () => {
  it('one row per customer, checked by field; orderConfirmRequired stored as "0"/"1" in cm_customer_plus', async () => {
    const good = { customerCode: 'KH10005', invoiceTitle: '苏州市锦程供应链管理有限公司', taxpayerNo: '9132050085537388M8', ebcCode: '3205960ABC', ebpCode: '3205960ABC', settlementCurrency: '142', defaultProductCode: 'BBCSTD', orderConfirmRequired: '1', notifyEmail: 'ops@jincheng.example' };
    expect(JSON.stringify(refused(await post(admin, 'saveCustomerPlus', { ...good, ebcCode: 'abc' })).data)).toContain('ebcCode');
    expect(JSON.stringify(refused(await post(admin, 'saveCustomerPlus', { ...good, customerCode: 'NOSUCH' })).data)).toContain('customerCode');
    expect(JSON.stringify(refused(await post(admin, 'saveCustomerPlus', { ...good, orderConfirmRequired: 'yes' })).data)).toContain('orderConfirmRequired');
    expect(await one('cm_customer_plus', 'customer_code', 'KH10005')).toBeUndefined();
    const saved = expectOk(await post(admin, 'saveCustomerPlus', good));
    expect(await one('cm_customer_plus', 'customer_code', 'KH10005')).toMatchObject({ orderConfirmRequired: '1', ebcCode: '3205960ABC' });
    refused(await post(admin, 'saveCustomerPlus', { ...good, invoiceTitle: '重复' }));
    refused(await post(harbor, 'updateCustomerPlus', { id: saved.id, version: saved.version, remark: 'x' }), 404);
    refused(await post(operator, 'updateCustomerPlus', { id: saved.id, version: saved.version, remark: 'x' }), 403);
    const demoRows = expectOk(await post(admin, 'queryCustomerPlusPageList', { orderConfirmRequired: '1', currentPage: 1, pageSize: 50 }));
    expect(demoRows.list.map((r: any) => r.customerCode)).toEqual(expect.arrayContaining(['KH10002', 'KH10005', 'KH10006']));
  });
});
