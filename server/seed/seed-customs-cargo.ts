/**
 * The demo tenant's goods entering the park (docs/domain/customs.md "Entry into the park"), made through the real
 * road: park entry applications submitted by their command (INV101 queued), the messages marked sent and the
 * simulated customs' own answers (server/customs/simulator/bonded-rules.ts) applied as receipts, so 核注通过 books
 * 预增; entry cargo lists saved, loaded (`addDetail`), declared (SAS121) and answered (SAS221, SAS251), a line rejected
 * at the gate and the rest received (预增 → 实增). What it leaves:
 *
 * - the 申报中 application of seed-customs-stock.ts given its INV101 (sent, no answer yet);
 * - two applications passed by customs' INV201 (three and one day ago);
 * - cargo list 已入库 (two days ago): the first application's goods, its red wine rejected at the gate;
 * - cargo list 已审批 (today): the goods of the application seed-customs-stock.ts passed yesterday, waiting at the gate;
 * - cargo list 暂存 (today): the second application's goods and the wine again, not yet declared.
 *
 * Seeded once (skipped when the tenant has cargo lists); after the ledger (seed-customs-stock.ts).
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/tables';
import type { EntityRegistry } from '../entity/entity-registry';
import { runCommand } from '../commands/command-service';
import { applyReceiptIn } from '../customs/receipts';
import { newGuid, type CustomsDocType } from '../customs/customs-messages';
import { cebTime } from '../customs/messages/ceb-xml';
import { readBondedDeclaration, writeBondedReceipt } from '../customs/messages/sas-xml';
import { planBondedReceipts } from '../customs/simulator/bonded-rules';
import { SettingsCache } from '../customs/declaration-settings';
import { queueApplicationInventory } from '../customs/cargo-messages';
import { DEMO_EMS_NO } from './seed-customs-stock';
import { customsSeedEngine } from './customs-seed-engine';

const CARGO = 'customs.customsCargo';
const DECLARE = 'customs.customsStockDeclare';
const DAY = 24 * 3600_000;
const HOUR = 3600_000;

type Goods = [gdsMtno: string, gdecd: string, gdsNm: string, spec: string, natcd: string, unit: string, price: number, qty: number, kgPerUnit: number];

const FIRST: Goods[] = [
  ['GM000003', '1901101000', '婴幼儿配方奶粉', 'a2至初|3段|900g/罐|A2蛋白', '609', '122', 26.4, 240, 0.9],
  ['GM000010', '9619001100', '婴儿纸尿裤', '尤妮佳moony|M码|64片/包|6-11kg', '116', '125', 10.1, 400, 1.5],
  ['GM000012', '2204210000', '红葡萄酒', '拉菲传奇|波尔多AOC|750ml/瓶|13%vol', '305', '142', 16.5, 120, 0.75],
];
const SECOND: Goods[] = [
  ['GM000005', '2106909090', '维生素C咀嚼片', 'Blackmores|500mg|50片/瓶|保健食品', '601', '142', 6.9, 300, 0.12],
  ['GM000008', '3305100000', '洗发水', 'TSUBAKI丝蓓绮|金色奢耀修护|500ml/瓶', '116', '142', 5.6, 500, 0.55],
];

const round3 = (value: number) => Math.round(value * 1000) / 1000;

function goodsLines(goods: Goods[]) {
  return goods.map(([gdsMtno, gdecd, gdsNm, gdsSpcfModelDesc, natcd, dclUnitcd, dclUprcAmt, dclQty, kg], i) => ({
    gdsSeqno: i + 1, gdsMtno, gdecd, gdsNm, gdsSpcfModelDesc, natcd, dclUnitcd, dclUprcAmt, dclQty, dclCurrcd: '502', lawfQty: round3(dclQty * kg), lawfUnitcd: gdecd.startsWith('2204') ? '095' : '035',
    grossWt: round3(dclQty * kg * 1.15), netWt: round3(dclQty * kg),
  }));
}

export async function seedCustomsCargo(trx: Transaction<Database>, tenantId: number, tenantCode: string, entities: EntityRegistry, now = Date.now()): Promise<void> {
  if (tenantCode !== 'demo') return;
  const cargoModel = entities.get(CARGO);
  const declareModel = entities.get(DECLARE);
  if (!cargoModel?.table || !declareModel?.table) return;
  const seeded = await sql<{ n: string }>`SELECT count(*) AS n FROM customs_cargo WHERE tenant_id = ${tenantId}`.execute(trx);
  if (Number(seeded.rows[0]!.n) > 0) return;
  const { ctx, commands, models, serviceAt } = customsSeedEngine(trx, tenantId, tenantCode, entities);
  const at = (moment: number) => {
    const service = serviceAt(moment);
    return { service, deps: { service, commands, models }, receipts: { entities: () => entities, service } };
  };
  const markSent = (docType: CustomsDocType, docId: number, moment: number) => trx.updateTable('customsMessage').set({ sendState: 'sent', sentAt: new Date(moment), attempts: 1 })
    .where('tenantId', '=', tenantId).where('docType', '=', docType).where('docId', '=', docId).where('sendState', '=', 'queued').execute();
  /** The simulated customs' answers to the document's latest declaration, the first `count` of them, `step` apart. */
  const answer = async (docType: CustomsDocType, docId: number, moment: number, count = Infinity) => {
    const sent = await trx.selectFrom('customsMessage').select(['content']).where('tenantId', '=', tenantId).where('docType', '=', docType).where('docId', '=', docId)
      .where('direction', '=', 'out').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const declaration = readBondedDeclaration(sent.content);
    const plan = planBondedReceipts(declaration, String(new Date(moment).getFullYear()).slice(2));
    for (const planned of plan.slice(0, count)) {
      const when = cebTime(new Date(moment + planned.step * 40 * 60_000));
      const xml = writeBondedReceipt(planned.type, declaration.guid, newGuid(), declaration.businessId, { ...planned.fields, ...(planned.type === 'SAS251' ? { passTime: when } : { manageDate: when }) }, when);
      await applyReceiptIn(trx, at(moment).receipts, xml);
    }
  };

  // The application seed-customs-stock.ts left 申报中: its INV101, sent, not yet answered.
  const declaring = await trx.selectFrom(declareModel.table as never).selectAll().where('tenant_id' as never, '=', tenantId as never).where('declare_status' as never, '=', '1' as never).execute() as unknown as Record<string, unknown>[];
  for (const raw of declaring) {
    const id = Number(raw.id);
    const has = await trx.selectFrom('customsMessage').select('id').where('docType', '=', 'stockDeclare').where('docId', '=', id).executeTakeFirst();
    if (has) continue;
    const moment = raw.declareTime ? new Date(String(raw.declareTime)).getTime() : now - HOUR;
    const row = await at(moment).service.lockRow(ctx, declareModel, id);
    await queueApplicationInventory(ctx, row, new SettingsCache(ctx), new Date(moment));
    await markSent('stockDeclare', id, moment + 2000);
  }

  // Two applications submitted and passed by customs (INV201 审核通过: 预增).
  const passed: Record<string, unknown>[] = [];
  for (const [goods, daysAgo, remark] of [[FIRST, 3, '11月第二批海运到港'], [SECOND, 1, '保健品、洗护补货']] as const) {
    const moment = now - daysAgo * DAY - 6 * HOUR;
    const { service, deps } = at(moment);
    const made = await service.create(ctx, declareModel, { emsNo: DEMO_EMS_NO, supvModecd: '1210', trspModecd: '4', remark, goods: goodsLines([...goods]) });
    await runCommand(ctx, declareModel, 'submit', { rows: [{ id: made.id as number }] }, deps);
    await markSent('stockDeclare', made.id as number, moment + 2000);
    await answer('stockDeclare', made.id as number, moment);
    passed.push(await service.lockRow(ctx, declareModel, made.id as number));
  }
  const [first, second] = passed as [Record<string, unknown>, Record<string, unknown>];
  const expected = await trx.selectFrom(declareModel.table as never).select(['declare_no' as never]).where('tenant_id' as never, '=', tenantId as never)
    .where('declare_status' as never, '=', '2' as never).where('bond_invt_no' as never, '=', 'QD534926I000004391' as never).executeTakeFirst() as { declareNo: string } | undefined;

  const truck = (vehicleNo: string, driverName: string, driverTel: string, containerNo: string, sealNo: string, remark: string | null) => ({
    vehicleNo, vehicleIcNo: `E5349${vehicleNo.slice(-5).replace(/\D/g, '0')}01`, driverName, driverTel, containerNo, sealNo, vehicleWt: 9_800, vehicleFrameWt: 6_300, containerWt: 2_280, remark,
  });
  /** A cargo list saved, loaded, and weighed (the goods' gross as their lines add up, the net likewise). */
  const loadCargo = async (moment: number, body: Record<string, unknown>, loads: { declareNo: string; lines?: { gdsSeqno: number; qty?: number }[] }[]) => {
    const { service, deps } = at(moment);
    const made = await service.create(ctx, cargoModel, body);
    for (const load of loads) await runCommand(ctx, cargoModel, 'addDetail', { rows: [{ id: made.id as number }], params: { declareNo: load.declareNo, ...(load.lines ? { lines: load.lines } : {}) } }, deps);
    const weights = (await sql<{ gross: string; net: string }>`SELECT sum(gross_wt) AS gross, sum(net_wt) AS net FROM customs_cargo_detail WHERE tenant_id = ${tenantId} AND cargo_id = ${made.id as number}`.execute(trx)).rows[0]!;
    const row = await service.lockRow(ctx, cargoModel, made.id as number);
    await service.update(ctx, cargoModel, { id: row.id, version: row.version, totalGrossWt: round3(Number(weights.gross) * 1.01), totalNetWt: Number(weights.net) });
    return made.id as number;
  };
  const declareCargo = async (id: number, moment: number, receipts: number) => {
    await runCommand(ctx, cargoModel, 'declare', { rows: [{ id }] }, at(moment).deps);
    await markSent('cargo', id, moment + 2000);
    await answer('cargo', id, moment, receipts);
  };

  // 已入库: the first application's goods; the wine refused at the gate (broken cases), the rest received.
  const inMoment = now - 2 * DAY - 4 * HOUR;
  const received = await loadCargo(inMoment, truck('粤B6J2K8', '刘建国', '13926541287', 'TGHU6210458', 'QH26110358', '海运柜拆柜直送园区'), [{ declareNo: String(first.declareNo) }]);
  await declareCargo(received, inMoment + HOUR, 2);
  const wine = await trx.selectFrom('customs_cargo_detail' as never).select(['id' as never]).where('tenant_id' as never, '=', tenantId as never).where('cargo_id' as never, '=', received as never)
    .where('gds_mtno' as never, '=', 'GM000012' as never).executeTakeFirstOrThrow() as { id: number };
  const detailModel = entities.get('customs.customsCargoDetail')!;
  await runCommand(ctx, detailModel, 'rejectGoods', { rows: [{ id: wine.id }], params: { reason: '卡口查验：2箱外箱破损渗漏，整票红酒拒收退回' } }, at(inMoment + 3 * HOUR).deps);
  await runCommand(ctx, cargoModel, 'release', { rows: [{ id: received }] }, at(inMoment + 5 * HOUR).deps);

  // 已审批: the application passed yesterday (seed-customs-stock.ts), its truck approved, not yet through the gate.
  if (expected) {
    const approved = await loadCargo(now - 5 * HOUR, truck('粤B8M0Q3', '黄志强', '13760328814', 'CSNU7743105', 'QH26110412', null), [{ declareNo: expected.declareNo }]);
    await declareCargo(approved, now - 4 * HOUR, 1);
  }

  // 暂存: the second application's goods and the wine again, on the next truck.
  await loadCargo(now - 2 * HOUR, truck('粤B2T7W5', '周海涛', '13688205196', 'MSKU5528610', 'QH26110427', '红酒补装（原载货单拒收）'),
    [{ declareNo: String(second.declareNo) }, { declareNo: String(first.declareNo), lines: [{ gdsSeqno: 3 }] }]);
}
