import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * A few messages already through the queue (/mqMessage, docs/domain/base-data.md "Message queue"), so the page shows
 * what a running installation has: employees pushed to the warehouse system (one refused for want of a mobile), a
 * customer and a carrier handed over. Seeded once per tenant, after the demo rows (the employees they name).
 */
export async function seedMqMessages(db: Db, tenantId: number, tenantCode: 'demo' | 'harbor'): Promise<void> {
  if (await db.selectFrom('mqMessage').select('id').where('tenantId', '=', tenantId).executeTakeFirst()) return;
  // The staff of the demo files (E2001 …, H2001 …), not the login users' own employee rows.
  const employees = await db.selectFrom('baseEmployee').selectAll().where('tenantId', '=', tenantId).where('employeeCode', 'like', `${tenantCode === 'demo' ? 'E' : 'H'}2%`)
    .orderBy('employeeCode').execute() as unknown as Record<string, unknown>[];
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  const rows = employees.slice(0, 4).map((employee, i) => {
    const refused = !employee.mobile;
    const payload = Object.fromEntries(['employeeCode', 'employeeName', 'mobile', 'siteCode', 'departmentCode', 'position', 'status'].map((key) => [key, employee[key] ?? null]));
    return {
      tenantId, msgType: 'EMP_INFO_TO_WMS', target: 'wms', payload: JSON.stringify(payload), bizEntity: 'base.employee', bizId: employee.id as number, bizCode: String(employee.employeeCode),
      status: refused ? '2' : '1', attempts: 1, nextAttemptAt: at(3 - i * 0.5), lastError: refused ? '仓库系统拒收：员工缺少手机号（仓库系统账号以手机号登录） / refused: the employee has no mobile number' : null,
      reply: refused ? null : JSON.stringify({ accepted: true, wmsCode: `WMS-${employee.employeeCode}`, simulated: true }), claimedBy: null,
      createdBy: tenantCode === 'demo' ? 'admin' : 'harbor_admin', createdAt: at(3 - i * 0.5), sentAt: refused ? null : at(3 - i * 0.5),
    };
  });
  if (tenantCode === 'demo') {
    rows.push(
      { tenantId, msgType: 'CUSTOMER_INFO_TO_WMS', target: 'wms', payload: JSON.stringify({ customerCode: 'KH10001', customerName: '青岛市童趣电子商务有限公司' }), bizEntity: null as never, bizId: null as never, bizCode: 'KH10001', status: '1', attempts: 1, nextAttemptAt: at(1), lastError: null, reply: JSON.stringify({ accepted: true, wmsCode: 'WMS-KH10001', simulated: true }), claimedBy: null, createdBy: 'admin', createdAt: at(1), sentAt: at(1) },
      { tenantId, msgType: 'CARRIER_INFO_TO_WMS', target: 'wms', payload: JSON.stringify({ carrierCode: 'SF', carrierName: '顺丰速运' }), bizEntity: null as never, bizId: null as never, bizCode: 'SF', status: '1', attempts: 2, nextAttemptAt: at(0.5), lastError: null, reply: JSON.stringify({ accepted: true, wmsCode: 'WMS-SF', simulated: true }), claimedBy: null, createdBy: 'admin', createdAt: at(0.6), sentAt: at(0.5) },
    );
  }
  if (!rows.length) return;
  await db.insertInto('mqMessage').values(rows).execute();
  for (const row of rows) {
    if (row.bizEntity === 'base.employee') await sql`UPDATE base_employee SET wms_sync_state = ${row.status} WHERE id = ${row.bizId}`.execute(db);
  }
}
