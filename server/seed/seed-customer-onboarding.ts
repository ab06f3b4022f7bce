import type { Db } from '../db/database';
import { dayAfter, inviteLink } from '../customers/invite-rules';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

/**
 * Certifications (/certificationAudit, /myCertificationAudit) and invitations (/subscribeTnvite) in every state,
 * behind the two reminders (FIND_COMP_AUTH_LIST_NOTICE, FIND_COMP_AUTH_LIST_SALES_MAN_NOTICE): some of the demo
 * operator's (salesman E1002, who sees only his own as a non-admin), some of other salesmen. The customers
 * DMC001–DMC004 are seed-reminders.ts's; DMC005 (rejected) is added here. Seeded while the tenant has no
 * certification (after the entity tables exist).
 */
export async function seedCustomerOnboarding(db: Db, tenantId: number, tenantCode: 'demo' | 'harbor'): Promise<void> {
  const trx = db as UntypedDb;
  if (await trx.selectFrom('cm_certification').select('id').where('tenant_id', '=', tenantId).executeTakeFirst()) return;
  const demo = tenantCode === 'demo';
  const p = demo ? 'DM' : 'HB';
  const mine = demo ? 'E1002' : 'H0001';
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const file = (name: string, n: number) => [{ key: `${(n * 7919).toString(16).padStart(8, '0')}${'0'.repeat(24)}`, name }];
  await trx.insertInto('base_customer').values({
    tenant_id: tenantId, customer_code: `${p}C005`, customer_name: demo ? '佛山顺达进出口有限公司' : 'Aberdeen Marine Supply', customer_type: 'trade',
    contact_name: demo ? '黄小姐' : 'Ms Wong', mobile: '13700000005', email: 'c5@example.com', audit_state: 2, sales_man_code: demo ? 'E2007' : mine,
    owner_site_code: demo ? '888888' : 'HB001', status: '0', created_by: `${p.toLowerCase()}c005`, version: 1,
  }).onConflict((oc: UntypedDb) => oc.doNothing()).execute();
  const cert = (row: { code: string; name: string; credit: string; legal: string; idNo: string; contact: string; mobile: string; address: string; state: string; salesMan: string | null; days: number; remark?: string; auditedBy?: string }, n: number) => ({
    tenant_id: tenantId, customer_code: row.code, company_name: row.name, credit_code: row.credit, legal_person: row.legal, legal_person_id_no: row.idNo,
    licence_files: JSON.stringify(file('营业执照.jpg', n)), id_card_files: JSON.stringify(file('法人身份证.jpg', n + 100)),
    contact_name: row.contact, mobile: row.mobile, address: row.address, sales_man_code: row.salesMan, audit_state: row.state,
    audit_remark: row.remark ?? null, audited_by: row.auditedBy ?? null, audited_at: row.auditedBy ? ago(row.days - 1) : null,
    submitted_by: row.code.toLowerCase(), submitted_at: ago(row.days), created_by: row.code.toLowerCase(), created_at: ago(row.days), version: 1,
  });
  const certifications = demo ? [
    { code: 'DMC001', name: '深圳优选跨境电商有限公司', credit: '914403001922038216', legal: '陈志远', idNo: '440301198503120313', contact: '陈先生', mobile: '13700000001', address: '深圳市南山区粤海街道科技园南区8栋', state: '0', salesMan: mine, days: 1 },
    { code: 'DMC002', name: '广州海淘母婴用品有限公司', credit: '91440101MA5CQ2XJ7Q', legal: '林晓梅', idNo: '440106199001011235', contact: '林女士', mobile: '13700000002', address: '广州市天河区珠江新城华夏路10号', state: '0', salesMan: 'E2001', days: 2 },
    { code: 'DMC004', name: '杭州保税进口贸易有限公司', credit: '91330100MA2H3K8X1K', legal: '赵建国', idNo: '330102198208083214', contact: '赵总', mobile: '13700000004', address: '杭州市萧山区保税物流中心B区', state: '0', salesMan: 'E2007', days: 3 },
    { code: 'DMC003', name: '东莞跨境物流有限公司', credit: '91441900MA4UJ6QW2D', legal: '王海', idNo: '441900197811114516', contact: '王经理', mobile: '13700000003', address: '东莞市虎门镇港口大道1号', state: '1', salesMan: 'E2001', days: 20, remark: '资料齐全，审核通过', auditedBy: 'admin' },
    { code: 'DMC005', name: '佛山顺达进出口有限公司', credit: '91440600MA51YB7G4Y', legal: '黄丽', idNo: '440604199205054426', contact: '黄小姐', mobile: '13700000005', address: '佛山市禅城区季华五路22号', state: '2', salesMan: 'E2007', days: 6, remark: '营业执照照片模糊，请重新上传清晰的彩色扫描件', auditedBy: 'admin' },
  ] : [
    { code: 'HBC001', name: 'Harbor Retail Ltd', credit: '91440300MA5FTHK93R', legal: 'Chan Tai Man', idNo: '440301198001010018', contact: 'Mr Chan', mobile: '13700000001', address: 'Tsing Yi, Hong Kong', state: '0', salesMan: mine, days: 1 },
    { code: 'HBC005', name: 'Aberdeen Marine Supply', credit: '91440300MA5G0XQ22U', legal: 'Wong Siu Ling', idNo: '440301198505050021', contact: 'Ms Wong', mobile: '13700000005', address: 'Aberdeen, Hong Kong', state: '2', salesMan: mine, days: 4, remark: 'The licence image is cut off: upload the whole page', auditedBy: 'harbor_admin' },
  ];
  await trx.insertInto('cm_certification').values(certifications.map(cert)).execute();
  const invite = (row: { code: string; company: string; contact: string; mobile: string; email: string | null; service: string; salesMan: string; state: string; expires: number; customer?: string; cert?: string; sent: number; days: number }) => ({
    tenant_id: tenantId, invite_code: row.code, company_name: row.company, contact_name: row.contact, mobile: row.mobile, email: row.email, service_type: row.service,
    sales_man_code: row.salesMan, expires_on: dayAfter(now, row.expires), invite_link: inviteLink(tenantCode, row.code), invite_state: row.state,
    registered_customer_code: row.customer ?? null, registered_at: row.customer ? ago(row.days - 1) : null, cert_audit_state: row.cert ?? null,
    send_count: row.sent, last_sent_at: row.sent ? ago(row.days) : null, created_by: 'seed', created_at: ago(row.days), version: 1,
  });
  const invites = demo ? [
    { code: 'K7M2Q9XA', company: '深圳优选跨境电商有限公司', contact: '陈先生', mobile: '13700000001', email: 'c1@example.com', service: 'BONDED_2C', salesMan: mine, state: 'registered', expires: 25, customer: 'DMC001', cert: '0', sent: 1, days: 5 },
    { code: 'P3R8T2WD', company: '广州海淘母婴用品有限公司', contact: '林女士', mobile: '13700000002', email: 'c2@example.com', service: 'DIRECT_2C', salesMan: 'E2001', state: 'registered', expires: 24, customer: 'DMC002', cert: '0', sent: 1, days: 6 },
    { code: 'H4N6V9YB', company: '东莞跨境物流有限公司', contact: '王经理', mobile: '13700000003', email: null, service: 'B2B', salesMan: 'E2001', state: 'certified', expires: 5, customer: 'DMC003', cert: '1', sent: 2, days: 25 },
    { code: 'Z8C3F5GK', company: '佛山顺达进出口有限公司', contact: '黄小姐', mobile: '13700000005', email: 'c5@example.com', service: 'WAREHOUSE', salesMan: 'E2007', state: 'registered', expires: 20, customer: 'DMC005', cert: '2', sent: 1, days: 10 },
    { code: 'M5Q7S2UE', company: '厦门嘉和食品贸易有限公司', contact: '郑先生', mobile: '13912345601', email: 'zheng@jiahe.example', service: 'BONDED_2C', salesMan: mine, state: 'invited', expires: 28, sent: 1, days: 2 },
    { code: 'T9W4X6ZA', company: '宁波海港母婴用品有限公司', contact: '孙女士', mobile: '13912345602', email: null, service: 'TAX', salesMan: 'E2007', state: 'invited', expires: 12, sent: 0, days: 18 },
    { code: 'B2D5G8JN', company: '义乌小商品电商有限公司', contact: '何先生', mobile: '13912345603', email: 'he@yiwu.example', service: 'DIRECT_2C', salesMan: mine, state: 'expired', expires: -10, sent: 2, days: 40 },
  ] : [
    { code: 'Q4R7T9VX', company: 'Harbor Retail Ltd', contact: 'Mr Chan', mobile: '13700000001', email: 'c1@example.com', service: 'B2B', salesMan: mine, state: 'registered', expires: 20, customer: 'HBC001', cert: '0', sent: 1, days: 4 },
    { code: 'W3Y6A8CE', company: 'Stanley Fine Foods', contact: 'Ms Ho', mobile: '13912345611', email: 'ho@stanley.example', service: 'BONDED_2C', salesMan: mine, state: 'invited', expires: 27, sent: 1, days: 3 },
  ];
  await trx.insertInto('cm_subscribe_invite').values(invites.map(invite)).execute();
}
