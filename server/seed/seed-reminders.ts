import type { Db } from '../db/database';

/**
 * Rows behind the reminder queries, so the reminder badge has something real to show: some owned by the demo
 * operator (who sees only their own as a non-admin), some by others. Seeded once per tenant.
 */
export async function seedReminderRows(db: Db, tenantId: number, tenantCode: 'demo' | 'harbor'): Promise<void> {
  if (await db.selectFrom('problemItem').select('id').where('tenantId', '=', tenantId).executeTakeFirst()) return;
  const mine = tenantCode === 'demo' ? { nickname: '操作员小王', username: 'operator', employeeCode: 'E1002', site: 'SZ001' } : { nickname: 'Harbor Admin', username: 'harbor_admin', employeeCode: 'H0001', site: 'HB001' };
  const prefix = tenantCode === 'demo' ? 'DM' : 'HB';
  await db.insertInto('problemItem').values([
    { tenantId, orderCode: `${prefix}2026110001`, problemType: '海关扣仓', problemDesc: '包裹被海关查验，等待放行', replyState: 0, ownerSiteCode: mine.site, createdBy: mine.nickname },
    { tenantId, orderCode: `${prefix}2026110002`, problemType: '短装', problemDesc: '海关反馈短装，请核实', replyState: 0, ownerSiteCode: mine.site, createdBy: mine.nickname },
    { tenantId, orderCode: `${prefix}2026110003`, problemType: '客户拦截', problemDesc: '客户拦截', replyState: 0, ownerSiteCode: '888888', createdBy: '其他同事' },
    { tenantId, orderCode: `${prefix}2026110004`, problemType: '退回', problemDesc: '包裹退回深圳转运中心', replyState: 2, ownerSiteCode: mine.site, createdBy: mine.nickname },
  ]).execute();
  await db.insertInto('baseCustomer').values([
    { tenantId, customerCode: `${prefix}C001`, customerName: tenantCode === 'demo' ? '深圳优选跨境电商有限公司' : 'Harbor Retail Ltd', contactName: '陈先生', mobile: '13700000001', email: 'c1@example.com', auditState: 0, salesManCode: null, ownerSiteCode: mine.site, createdBy: mine.username },
    { tenantId, customerCode: `${prefix}C002`, customerName: tenantCode === 'demo' ? '广州海淘母婴用品有限公司' : 'Kowloon Traders', contactName: '林女士', mobile: '13700000002', email: 'c2@example.com', auditState: 0, salesManCode: mine.employeeCode, ownerSiteCode: mine.site, createdBy: 'sales' },
    { tenantId, customerCode: `${prefix}C003`, customerName: tenantCode === 'demo' ? '东莞跨境物流有限公司' : 'Lantau Supply', contactName: '王经理', mobile: '13700000003', email: 'c3@example.com', auditState: 1, salesManCode: 'E9999', ownerSiteCode: '888888', createdBy: 'admin' },
    { tenantId, customerCode: `${prefix}C004`, customerName: tenantCode === 'demo' ? '杭州保税进口贸易有限公司' : 'Sai Kung Imports', contactName: '赵总', mobile: '13700000004', email: 'c4@example.com', auditState: 0, salesManCode: 'E9999', ownerSiteCode: '888888', createdBy: 'admin' },
  ]).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('consultWorkOrder').values([
    { tenantId, workOrderCode: `${prefix}WO0001`, title: '客户咨询清关进度', status: '待处理', handlerCode: mine.username, ownerSiteCode: mine.site },
    { tenantId, workOrderCode: `${prefix}WO0002`, title: '运费账单疑问', status: '待处理', handlerCode: 'finance', ownerSiteCode: '888888' },
    { tenantId, workOrderCode: `${prefix}WO0003`, title: '地址修改申请', status: '已完成', handlerCode: mine.username, ownerSiteCode: mine.site },
  ]).execute();
  await db.insertInto('orderConfirm').values([
    { tenantId, orderCode: `${prefix}2026110101`, customerCode: `${prefix}C001`, confirmState: 0, createdBy: mine.nickname, ownerSiteCode: mine.site },
    { tenantId, orderCode: `${prefix}2026110102`, customerCode: `${prefix}C002`, confirmState: 0, createdBy: '其他同事', ownerSiteCode: '888888' },
  ]).execute();
}
