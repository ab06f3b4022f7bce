import type { Db } from '../db/database';

/** A notification of the demo data; `endTime` null means it never ends. */
interface DemoNotification {
  title: string;
  content: string;
  type: 'announcement' | 'business' | 'maintenance';
  priority: 'high' | 'normal' | 'low';
  publisher: string;
  startTime: string;
  endTime: string | null;
}

/**
 * Fixed dates, so the demo stays the same however long a data folder lives: two current notifications without an
 * end or ending far ahead, one that has ended and one that has not started (both hidden from "my notifications").
 */
const DEMO_NOTIFICATIONS: Record<'demo' | 'harbor', DemoNotification[]> = {
  demo: [
    {
      title: '关于春节期间清关时效的通知', type: 'announcement', priority: 'high', publisher: '系统管理员', startTime: '2025-01-01T00:00:00Z', endTime: null,
      content: '各位同事：\n春节期间海关正常办公，但查验与放行时效预计延长 1 至 2 个工作日。\n请提前告知客户，并在问题件中及时回复。',
    },
    {
      title: '深圳总仓盘点安排', type: 'business', priority: 'normal', publisher: '运营部', startTime: '2025-06-01T00:00:00Z', endTime: '2099-12-31T23:59:59Z',
      content: '深圳总仓每月最后一个周六 18:00 后进行盘点，盘点期间暂停出入库扫描。',
    },
    {
      title: '系统升级维护（已结束）', type: 'maintenance', priority: 'low', publisher: '系统管理员', startTime: '2024-01-01T00:00:00Z', endTime: '2024-01-02T00:00:00Z',
      content: '系统已于 2024-01-01 完成升级。',
    },
    {
      title: '新版报关单模板预告', type: 'business', priority: 'normal', publisher: '关务部', startTime: '2090-01-01T00:00:00Z', endTime: null,
      content: '新版报关单模板将于上线当日启用。',
    },
  ],
  harbor: [
    {
      title: 'Harbor depot holiday hours', type: 'announcement', priority: 'normal', publisher: 'Harbor Admin', startTime: '2025-01-01T00:00:00Z', endTime: null,
      content: 'The Tsing Yi depot closes at 14:00 on public holidays.',
    },
  ],
};

/** Seeds the demo notifications of a tenant, once: a tenant that has any notification is left alone. */
export async function seedNotifications(db: Db, tenantId: number, tenantCode: 'demo' | 'harbor'): Promise<void> {
  if (await db.selectFrom('sysNotification').select('id').where('tenantId', '=', tenantId).executeTakeFirst()) return;
  await db.insertInto('sysNotification').values(DEMO_NOTIFICATIONS[tenantCode].map((n) => ({ tenantId, ...n }))).execute();
}
