/**
 * The demo tenant's sub-orders (入区分单, /entrySubsheet; docs/domain/customs-b2b.md "Sub-orders"): the goods of the
 * demo B2B orders (schemas/customs/demo/order-customstob.json) as the park's warehouses received them, one sub-order
 * per voucher (PZ), some still 待申报 and some 已申报. Made through the entity service (numbered `FD` + the day they
 * were received, the quantities checked against the orders), so they read as any other. Seeded once: skipped when
 * the tenant has sub-orders, or when the demo orders are not there.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/tables';
import type { EntityRegistry } from '../entity/entity-registry';
import { TOB_SUB } from '../commands/customs-tob-sub-hooks';
import { customsSeedEngine } from './customs-seed-engine';

interface DemoSub { orderNo: string; pzNo: string; warehouse: string; receivedAt: string; declared: boolean; goods: { itemNo: string; qty: number; grossWeight: number; netWeight: number; boxNo: string }[] }

const SUBS: DemoSub[] = [
  { orderNo: 'QG20261101001', pzNo: 'PZ20261102001', warehouse: '前海保税仓 A 区', receivedAt: '2026-11-02T02:30:00.000Z', declared: true,
    goods: [{ itemNo: 'SKU-SH-500', qty: 120, grossWeight: 69.2, netWeight: 63.8, boxNo: 'B001' }, { itemNo: 'SKU-BW-750', qty: 60, grossWeight: 68.5, netWeight: 63.2, boxNo: 'B002' }] },
  { orderNo: 'QG20261101001', pzNo: 'PZ20261103002', warehouse: '前海保税仓 A 区', receivedAt: '2026-11-03T06:10:00.000Z', declared: false,
    goods: [{ itemNo: 'SKU-SH-500', qty: 120, grossWeight: 69.3, netWeight: 63.8, boxNo: 'B001' }, { itemNo: 'SKU-TP-120', qty: 240, grossWeight: 68.5, netWeight: 63.1, boxNo: 'B003' }] },
  { orderNo: 'QG20261102002', pzNo: 'PZ20261103005', warehouse: '皇岗保税仓 2 号库', receivedAt: '2026-11-03T08:45:00.000Z', declared: true,
    goods: [{ itemNo: 'MZ-LIP-01', qty: 600, grossWeight: 93, netWeight: 85.2, boxNo: 'C001' }] },
  { orderNo: 'QG20261102002', pzNo: 'PZ20261104001', warehouse: '皇岗保税仓 2 号库', receivedAt: '2026-11-04T01:20:00.000Z', declared: false,
    goods: [{ itemNo: 'MZ-MSK-10', qty: 150, grossWeight: 46.5, netWeight: 42.6, boxNo: 'C002' }] },
  { orderNo: 'QG20261103003', pzNo: 'PZ20261104008', warehouse: '深圳湾保税仓', receivedAt: '2026-11-04T03:00:00.000Z', declared: true,
    goods: [{ itemNo: 'VT-C-60', qty: 720, grossWeight: 96.8, netWeight: 88, boxNo: 'D001' }] },
];

export async function seedCustomsSubOrders(trx: Transaction<Database>, tenantId: number, tenantCode: string, entities: EntityRegistry): Promise<void> {
  if (tenantCode !== 'demo') return;
  const model = entities.get(TOB_SUB);
  if (!model?.table) return;
  const any = await sql`SELECT 1 FROM customs_order_customstob_sub WHERE tenant_id = ${tenantId} LIMIT 1`.execute(trx);
  if (any.rows.length) return;
  const { ctx, serviceAt } = customsSeedEngine(trx, tenantId, tenantCode, entities);
  for (const sub of SUBS) {
    const ordered = await sql<{ itemNo: string; hsCode: string | null; gName: string; gModel: string | null; unit: string | null }>`SELECT g.item_no, g.hs_code, g.g_name, g.g_model, g.unit
      FROM customs_order_customstob o JOIN customs_order_customstob_goods g ON g.order_id = o.id AND g.tenant_id = o.tenant_id
      WHERE o.tenant_id = ${tenantId} AND o.order_no = ${sub.orderNo}`.execute(trx);
    const byItem = new Map(ordered.rows.map((row) => [row.itemNo, row]));
    if (!sub.goods.every((line) => byItem.has(line.itemNo))) continue;
    const service = serviceAt(Date.parse(sub.receivedAt));
    const goods = sub.goods.map((line, i) => {
      const item = byItem.get(line.itemNo)!;
      return { gNum: i + 1, hsCode: item.hsCode, gName: item.gName, gModel: item.gModel, unit: item.unit, ...line };
    });
    const created = await service.create(ctx, model, { orderNo: sub.orderNo, pzNo: sub.pzNo, warehouse: sub.warehouse, receivedAt: sub.receivedAt, goods });
    if (sub.declared) await service.transition(ctx, model, { id: created.id as number, version: created.version as number, transition: 'declare' });
  }
}
