/**
 * The demo tenant's release bills (docs/domain/customs.md "Bills and releases"), made through the real road over the
 * demo's released (放行 800) orders: created with their orders (saveCustomsBill's create and hooks), declared by the
 * `declareCheck` command (INV101 written), the messages marked sent and the simulated customs' receipts applied —
 * one bill through the gate (已过卡: its orders 结关 899, the ledger's 预减 turned 实减), one 核注通过 with its release
 * entered, one 暂存. So the bills, the orders, the messages and the ledger agree. Seeded once (skipped when the
 * tenant has bills). After seedCustomsBbcOrders.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/tables';
import type { EntityRegistry } from '../entity/entity-registry';
import { runCommand } from '../commands/command-service';
import { applyReceiptIn } from '../customs/receipts';
import { CUSTOMS_BILL } from '../customs/bill-documents';
import { newGuid } from '../customs/customs-messages';
import { cebTime } from '../customs/messages/ceb-xml';
import { readBondedDeclaration, writeBondedReceipt } from '../customs/messages/sas-xml';
import { planBondedReceipts } from '../customs/simulator/bonded-rules';
import { DEMO_EMS_NO } from './seed-customs-stock';
import { customsSeedEngine } from './customs-seed-engine';

const HOUR = 3600_000;
const MINUTE = 60_000;

type Fate = 'passed' | 'approved' | 'draft';

interface Plan { fate: Fate; count: number; hoursAgo: number; remark: string; vehicle: { vehicleNo: string; vehicleIcNo: string; driverName: string; driverTel: string; sealNo: string } }

const PLANS: Plan[] = [
  { fate: 'passed', count: 4, hoursAgo: 50, remark: '顺丰干线第一车', vehicle: { vehicleNo: '粤B8J2K1', vehicleIcNo: 'E5349000871', driverName: '陈建华', driverTel: '13923456781', sealNo: 'QH26110301' } },
  { fate: 'approved', count: 3, hoursAgo: 20, remark: '中通干线', vehicle: { vehicleNo: '粤B3M7Q9', vehicleIcNo: 'E5349000912', driverName: '黄志强', driverTel: '13823456782', sealNo: 'QH26110502' } },
  { fate: 'draft', count: 2, hoursAgo: 3, remark: '待装车', vehicle: { vehicleNo: '', vehicleIcNo: '', driverName: '', driverTel: '', sealNo: '' } },
];

export async function seedCustomsBills(trx: Transaction<Database>, tenantId: number, tenantCode: string, entities: EntityRegistry): Promise<void> {
  if (tenantCode !== 'demo') return;
  const model = entities.get(CUSTOMS_BILL);
  const releaseModel = entities.get('customs.customsRelease');
  if (!model || !releaseModel) return;
  const any = await trx.selectFrom('customs_bill' as never).select('id' as never).where('tenant_id' as never, '=', tenantId as never).limit(1).executeTakeFirst();
  if (any) return;
  const released = await trx.selectFrom('customs_order_bbc' as never).select(['id' as never]).where('tenant_id' as never, '=', tenantId as never)
    .where('customs_status' as never, '=', '800' as never).where('declare_status' as never, '=', '2' as never).where('ems_no' as never, '=', DEMO_EMS_NO as never)
    .where('id' as never, 'not in', trx.selectFrom('customs_order_bbc_cancel' as never).select('order_id' as never).where('tenant_id' as never, '=', tenantId as never) as never)
    .orderBy('id' as never).execute() as unknown as { id: number }[];
  const { ctx, commands, models, serviceAt } = customsSeedEngine(trx, tenantId, tenantCode, entities);

  /** Marks the bill's queued messages sent and applies customs' answers to its latest message of `type`. */
  async function answer(billId: number, type: 'INV101' | 'SAS121', at: number, docType: 'bill' | 'billReturn' = 'bill'): Promise<void> {
    await trx.updateTable('customsMessage').set({ sendState: 'sent', sentAt: new Date(at), attempts: 1 })
      .where('tenantId', '=', tenantId).where('docType', '=', docType).where('docId', '=', billId).where('sendState', '=', 'queued').execute();
    const message = await trx.selectFrom('customsMessage').select(['content']).where('tenantId', '=', tenantId).where('docType', '=', docType).where('docId', '=', billId)
      .where('direction', '=', 'out').where('messageType', '=', type).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const declaration = readBondedDeclaration(message.content);
    for (const planned of planBondedReceipts(declaration, String(new Date(at).getFullYear()).slice(2))) {
      const moment = cebTime(new Date(at + planned.step * 12 * MINUTE));
      const xml = writeBondedReceipt(planned.type, declaration.guid, newGuid(), declaration.businessId, { ...planned.fields, ...(planned.type === 'SAS251' ? { passTime: moment } : { manageDate: moment }) }, moment);
      await applyReceiptIn(trx, { entities: () => entities, service: serviceAt(at + planned.step * 12 * MINUTE) }, xml);
    }
  }

  let next = 0;
  for (const plan of PLANS) {
    const orders = released.slice(next, next + plan.count);
    next += plan.count;
    if (orders.length < plan.count) return;
    const at = Date.now() - plan.hoursAgo * HOUR;
    const created = await serviceAt(at).create(ctx, model, { orderIds: orders.map((o) => o.id).join(','), remark: plan.remark });
    const billId = created.id as number;
    if (plan.fate === 'draft') continue;
    await runCommand(ctx, model, 'declareCheck', { rows: [{ id: billId }] }, { service: serviceAt(at + 5 * MINUTE), commands, models });
    await answer(billId, 'INV101', at + 6 * MINUTE);
    const gross = Number(created.totalGrossWt ?? 0);
    await serviceAt(at + 40 * MINUTE).create(ctx, releaseModel, {
      billId, passportTypecd: '3', bindTypecd: '1', ...plan.vehicle, vehicleWt: 4200, vehicleFrameWt: 800, containerWt: 0,
      totalGrossWt: gross, totalNetWt: Math.round(Number(created.totalNetWt ?? 0) * 1000) / 1000, totalWt: Math.round((5000 + gross) * 1000) / 1000,
    });
    if (plan.fate === 'approved') continue;
    await runCommand(ctx, model, 'declareRelease', { rows: [{ id: billId }] }, { service: serviceAt(at + 45 * MINUTE), commands, models });
    await answer(billId, 'SAS121', at + 46 * MINUTE);
  }

  // A return bill: the refunds customs accepted and the warehouse received back, declared and approved (核注通过),
  // waiting for the truck that takes them back into the park.
  const returnModel = entities.get('customs.customsBillReturn');
  const refunds = await trx.selectFrom('customs_order_bbc_return' as never).select(['id' as never]).where('tenant_id' as never, '=', tenantId as never)
    .where('return_status' as never, '=', '2' as never).where('receive_status' as never, '=', '1' as never).orderBy('id' as never).execute() as unknown as { id: number }[];
  if (!returnModel || !refunds.length) return;
  const at = Date.now() - 3 * HOUR;
  const made = await serviceAt(at).create(ctx, returnModel, { orderIds: refunds.map((r) => r.id).join(','), remark: '退货入区，待核放' });
  await runCommand(ctx, returnModel, 'declareCheck', { rows: [{ id: made.id as number }] }, { service: serviceAt(at + 5 * MINUTE), commands, models });
  await answer(made.id as number, 'INV101', at + 6 * MINUTE, 'billReturn');
}
