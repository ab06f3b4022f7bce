/**
 * The demo tenant's B2C (1210) order declarations (docs/domain/customs.md): Tmall and JD orders of goods on the
 * park ledger, in every state, made through the real road — entered, declared by the `declare` command (goods
 * reserved, CEB311 and CEB621 written), the messages marked sent, and the simulated customs' receipts applied up to
 * where each order stands (申报中, 海关入库, 审结, 查验 pending or passed, 放行; refusals over the limit, a payment that does not add
 * up, 三单对碰), plus cancellations accepted, handled and refused, and refunds of delivered parcels (待申报, 退货成功
 * received back or still on the way, 退货失败). So lists, messages and the ledger agree. Seeded once (skipped when the
 * tenant has orders).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/tables';
import type { EntityRegistry } from '../entity/entity-registry';
import { runCommand } from '../commands/command-service';
import { applyReceiptIn } from '../customs/receipts';
import { BBC_ORDER, BBC_ORDER_TABLE } from '../customs/bbc-declaration';
import { BBC_CANCEL, BBC_REFUND } from '../customs/bbc-receipts';
import { readDeclaration, writeReceipt, cebTime } from '../customs/messages/ceb-xml';
import { DECLARATION_LAYOUTS } from '../customs/messages/ceb-layout';
import { planReceipts } from '../customs/simulator/simulator-rules';
import { DEMO_EMS_NO } from './seed-customs-stock';
import { idCardCheckCharacter } from '../../engine/validation/chinese-id-card';
import { customsSeedEngine, type CustomsSeedEngine } from './customs-seed-engine';

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

/** Where a demo order stands: how far its receipts went, or what became of it. */
type Fate = 'draft' | 'declaring' | '120' | '399' | 'inspected' | 'inspecting' | '800' | 'overLimit' | 'unpaid' | 'cancelHandled' | 'cancelAccepted' | 'cancelRefused';

interface Buyer { name: string; id17: string; phone: string; district: string; address: string }

const BUYERS: Buyer[] = [
  { name: '王晓明', id17: '11010519880307123', phone: '13801012345', district: '110105', address: '北京市朝阳区建国路88号SOHO现代城3号楼1201' },
  { name: '李婷', id17: '31011519920615242', phone: '13916023456', district: '310115', address: '上海市浦东新区张杨路500号华润时代广场18楼' },
  { name: '陈嘉怡', id17: '44030519950922162', phone: '13728034567', district: '440305', address: '广东省深圳市南山区科苑南路2666号中国华润大厦' },
  { name: '张伟', id17: '33010619870411301', phone: '13857045678', district: '330106', address: '浙江省杭州市西湖区文三路90号东部软件园' },
  { name: '刘洋', id17: '51010719900128451', phone: '13980056789', district: '510107', address: '四川省成都市武侯区天府大道北段1700号环球中心' },
  { name: '赵静', id17: '42010619930703282', phone: '13871067890', district: '420106', address: '湖北省武汉市武昌区中北路108号' },
  { name: '周敏', id17: '32010619890815064', phone: '13770078901', district: '320106', address: '江苏省南京市鼓楼区中山北路200号' },
  { name: '孙浩', id17: '37020219910224571', phone: '13905089012', district: '370202', address: '山东省青岛市市南区香港中路61号' },
  { name: '吴倩', id17: '50010319960506322', phone: '13983090123', district: '500103', address: '重庆市渝中区民族路188号环球金融中心' },
  { name: '郑凯', id17: '61011319861119593', phone: '13991001234', district: '610113', address: '陕西省西安市雁塔区高新路52号' },
];

/** Goods of the demo ledger (seed-customs-stock.ts) as shops sell them: item, HS, name, spec, origin, units, price. */
const GOODS = [
  { itemRecordNo: 'GM000001', gcode: '1901101000', gname: '婴幼儿配方奶粉', gmodel: '爱他美|3段|800g/罐|适用1-3岁', country: '304', unit: '122', unit1: '035', perUnit: 0.8, price: 238, kg: 1.05 },
  { itemRecordNo: 'GM000002', gcode: '1901101000', gname: '婴幼儿配方奶粉', gmodel: '美素佳儿|2段|900g/罐|适用6-12个月', country: '309', unit: '122', unit1: '035', perUnit: 0.9, price: 219, kg: 1.15 },
  { itemRecordNo: 'GM000004', gcode: '2106909090', gname: '鱼油软胶囊', gmodel: 'Swisse|深海鱼油|400粒/瓶|保健食品', country: '601', unit: '142', unit1: '035', perUnit: 0.52, price: 169, kg: 0.62 },
  { itemRecordNo: 'GM000006', gcode: '3304990099', gname: '面霜', gmodel: '雪花秀|滋盈肌本润颜面霜|60ml/瓶|护肤用', country: '133', unit: '142', unit1: '035', perUnit: 0.16, price: 420, kg: 0.35 },
  { itemRecordNo: 'GM000008', gcode: '3305100000', gname: '洗发水', gmodel: 'TSUBAKI丝蓓绮|金色奢耀修护|500ml/瓶', country: '116', unit: '142', unit1: '035', perUnit: 0.55, price: 69, kg: 0.62 },
  { itemRecordNo: 'GM000009', gcode: '9619001100', gname: '婴儿纸尿裤', gmodel: '花王妙而舒|L码|54片/包|9-14kg', country: '116', unit: '125', unit1: '035', perUnit: 1.6, price: 118, kg: 1.75 },
  { itemRecordNo: 'GM000012', gcode: '2204210000', gname: '红葡萄酒', gmodel: '拉菲传奇|波尔多AOC|750ml/瓶|13%vol', country: '305', unit: '142', unit1: '095', perUnit: 0.75, price: 158, kg: 1.45 },
];

const SHOPS = [
  { ebpCode: '3301960TMG', ebpName: '浙江天猫技术有限公司', ebcCode: '91370200MA3C8TQ46C', ebcName: '青岛市童趣电子商务有限公司', payCode: '3120960ZFB', payName: '支付宝（中国）网络技术有限公司', prefix: 'TM' },
  { ebpCode: '1105960JDG', ebpName: '北京京东世纪贸易有限公司', ebcCode: '91440300MA5DJH0R3B', ebcName: '深圳市嘉禾电子科技有限公司', payCode: '4403960CFT', payName: '财付通支付科技有限公司', prefix: 'JD' },
];

const CARRIERS = [
  { logisticsCode: '4403180SFE', logisticsName: '顺丰速运有限公司', number: (n: number) => `SF${String(1_460_318_020_000 + n * 7919)}` },
  { logisticsCode: '3122260ZTO', logisticsName: '中通快递股份有限公司', number: (n: number) => `75${String(31_800_410_000 + n * 104_729)}` },
  { logisticsCode: '1101980EMS', logisticsName: '中国邮政速递物流股份有限公司', number: (n: number) => `EM${String(120_450_000 + n * 3571)}CN` },
];

/** The fates of the 30 demo orders, oldest first. */
const FATES: Fate[] = [
  '800', '800', '800', 'cancelHandled', '800', '800', 'inspected', '800', 'overLimit', '800',
  '399', 'cancelAccepted', '800', 'unpaid', 'inspecting', '800', 'cancelRefused', '399', '120', '800',
  '120', 'declaring', 'declaring', 'declaring', 'draft', 'draft', 'draft', 'draft', 'draft', 'draft',
];

/** A valid 18-digit ID card number from its first 17 digits. */
const idCard = (first17: string) => first17 + idCardCheckCharacter(first17);

const money = (value: number) => Math.round(value * 100) / 100;

/** The cross-border comprehensive tax: 70% of VAT 13% (and of the excise of wine, 10%, on the taxable price). */
const taxRate = (gcode: string) => (gcode.startsWith('2204') ? 0.7 * ((0.13 + 0.1) / (1 - 0.1) + 0.0) : 0.091);

function orderBody(index: number, fate: Fate): Record<string, unknown> {
  const shop = SHOPS[index % SHOPS.length]!;
  const buyer = BUYERS[index % BUYERS.length]!;
  const carrier = CARRIERS[index % CARRIERS.length]!;
  const picks = [GOODS[index % GOODS.length]!, ...(index % 3 === 0 ? [GOODS[(index + 3) % GOODS.length]!] : [])];
  const goods = picks.map((g, i) => {
    const qty = 1 + ((index + i) % 2);
    return { gnum: i + 1, itemRecordNo: g.itemRecordNo, itemNo: g.itemRecordNo.replace('GM', 'SKU'), itemName: g.gname, gcode: g.gcode, gname: g.gname, gmodel: g.gmodel,
      barCode: '无', country: g.country, qty, unit: g.unit, qty1: money(qty * g.perUnit), unit1: g.unit1, price: g.price, totalPrice: money(qty * g.price) };
  });
  let goodsValue = money(goods.reduce((total, g) => total + g.totalPrice, 0));
  if (fate === 'overLimit') {
    goods[0]!.qty = 24;
    goods[0]!.qty1 = money(24 * picks[0]!.perUnit);
    goods[0]!.totalPrice = money(24 * goods[0]!.price);
    goodsValue = money(goods.reduce((total, g) => total + g.totalPrice, 0));
  }
  const taxTotal = money(goods.reduce((total, g) => total + g.totalPrice * taxRate(g.gcode), 0));
  const freight = index % 4 === 0 ? 10 : 0;
  const discount = index % 5 === 0 ? 20 : 0;
  const gross = money(goods.reduce((total, g, i) => total + g.qty * picks[i]!.kg, 0) + 0.15);
  const net = money(goods.reduce((total, g) => total + g.qty1, 0));
  const paid = money(goodsValue + freight + taxTotal - discount + (fate === 'unpaid' ? 5 : 0));
  const serial = 2611_000_000 + index * 7;
  return {
    orderNo: `${shop.prefix}${serial}${String(index).padStart(2, '0')}`, ebpCode: shop.ebpCode, ebpName: shop.ebpName, ebcCode: shop.ebcCode, ebcName: shop.ebcName,
    logisticsCode: carrier.logisticsCode, logisticsName: carrier.logisticsName, logisticsNo: carrier.number(index), payCode: shop.payCode, payName: shop.payName,
    payTransactionId: `${shop.prefix === 'TM' ? '2026' : '4200'}11${String(serial).padStart(12, '0')}`, tradeMode: '1210', emsNo: DEMO_EMS_NO,
    buyerRegNo: `${shop.prefix.toLowerCase()}_${buyer.phone.slice(-6)}`, buyerName: buyer.name, buyerIdType: '1', buyerIdNumber: idCard(buyer.id17), buyerTelephone: buyer.phone,
    consignee: buyer.name, consigneeTelephone: buyer.phone, consigneeAddress: buyer.address, consigneeDistrict: buyer.district,
    goodsValue, freight, discount, taxTotal, acturalPaid: paid, insuredFee: 0, currency: '142', grossWeight: gross, netWeight: net,
    customsCode: '5349', portCode: '5349', goods,
  };
}

/** How many receipts of the plan each fate has received by now (the rest never came, or not yet). */
function receiptsReceived(fate: Fate, planned: number): number {
  switch (fate) {
    case 'declaring': return 1;
    case '120': return 2;
    case '399': return 3;
    case 'inspecting': return planned - 1;
    default: return planned;
  }
}

export async function seedCustomsBbcOrders(trx: Transaction<Database>, tenantId: number, tenantCode: string, entities: EntityRegistry): Promise<void> {
  if (tenantCode !== 'demo') return;
  const model = entities.get(BBC_ORDER);
  const cancelModel = entities.get(BBC_CANCEL);
  if (!model || !cancelModel) return;
  const any = await trx.selectFrom(BBC_ORDER_TABLE as never).select('id' as never).where('tenant_id' as never, '=', tenantId as never).limit(1).executeTakeFirst();
  if (any) return;
  const { ctx, commands, models, serviceAt } = customsSeedEngine(trx, tenantId, tenantCode, entities);
  const start = Date.now() - 10 * DAY;
  for (const [index, fate] of FATES.entries()) {
    const at = start + index * 7 * HOUR;
    const service = serviceAt(at);
    const created = await service.create(ctx, model, orderBody(index, fate));
    if (fate === 'draft') continue;
    const deps = { service, commands, models };
    await runCommand(ctx, model, 'declare', { rows: [{ id: created.id as number }] }, deps);
    await trx.updateTable('customsMessage').set({ sendState: 'sent', sentAt: new Date(at + 2000), attempts: 1 }).where('tenantId', '=', tenantId).where('docId', '=', created.id as number).where('docType', '=', 'order').execute();
    const sent = await trx.selectFrom('customsMessage').select(['guid', 'content', 'messageType']).where('tenantId', '=', tenantId).where('docId', '=', created.id as number).where('docType', '=', 'order').where('direction', '=', 'out').orderBy('id').execute();
    const settings = { stepMs: 0, inspectionShare: fate === 'inspected' || fate === 'inspecting' ? 1 : 0, cancelRefuseShare: 0, refundRefuseShare: 0, singleLimit: 5000 };
    const receiptDeps = { entities: () => entities, service };
    const refusedOrder = fate === 'overLimit' || fate === 'unpaid';
    for (const message of sent) {
      const declaration = readDeclaration(message.content);
      const plan = planReceipts(declaration, settings, new Date(at).getFullYear().toString(), message.messageType === 'CEB621' && refusedOrder);
      for (const planned of plan.slice(0, receiptsReceived(fate, plan.length))) {
        const moment = new Date(at + planned.step * 9 * 60_000 + (message.messageType === 'CEB621' ? 30_000 : 0));
        const keys = Object.fromEntries(['ebpCode', 'ebcCode', 'orderNo', 'customsCode', 'agentCode', 'copNo'].map((k) => [k, declaration.head[k] ?? '']));
        await applyReceiptIn(trx, receiptDeps, writeReceipt(DECLARATION_LAYOUTS[declaration.type].receipt, { ...keys, ...planned.assigned, guid: declaration.guid, returnStatus: planned.returnStatus, returnInfo: planned.returnInfo, returnTime: cebTime(moment, true) }));
      }
    }
    if (!fate.startsWith('cancel')) continue;
    const cancelService = serviceAt(at + 2 * HOUR);
    const cancelDeps = { service: cancelService, commands, models };
    const reasons = { cancelHandled: '买家申请退款，订单取消', cancelAccepted: '商家缺货，取消订单', cancelRefused: '买家拍错规格' };
    const opened = await runCommand(ctx, model, 'cancelDeclare', { rows: [{ id: created.id as number }], params: { reason: reasons[fate as keyof typeof reasons] } }, cancelDeps);
    const cancelId = (opened.result as { id: number }).id;
    const [message] = await trx.selectFrom('customsMessage').select(['guid', 'content']).where('docType', '=', 'cancel').where('docId', '=', cancelId).where('direction', '=', 'out').execute();
    await trx.updateTable('customsMessage').set({ sendState: 'sent', sentAt: new Date(at + 2 * HOUR + 2000), attempts: 1 }).where('docType', '=', 'cancel').where('docId', '=', cancelId).execute();
    const declaration = readDeclaration(message!.content);
    const refused = fate === 'cancelRefused';
    const receipts = [{ returnStatus: '2', returnInfo: '电子口岸申报中' }, refused ? { returnStatus: '100', returnInfo: '[Code:2611;Desc:清单已放行出区，不能撤销]' } : { returnStatus: '399', returnInfo: '撤销申请审核通过' }];
    for (const [step, receipt] of receipts.entries()) {
      await applyReceiptIn(trx, { entities: () => entities, service: cancelService }, writeReceipt('CEB624', { guid: declaration.guid, invtNo: declaration.head.invtNo ?? '', copNo: declaration.head.copNo ?? '', ...receipt, returnTime: cebTime(new Date(at + 2 * HOUR + (step + 1) * 600_000), true) }));
    }
    if (fate === 'cancelHandled') await runCommand(ctx, cancelModel, 'handle', { rows: [{ id: cancelId }] }, { service: serviceAt(at + 4 * HOUR), commands, models });
  }
  await seedRefunds(trx, tenantId, entities, { ctx, commands, models, serviceAt }, start);
}

/** Refunds of the first released orders: one per fate, through the hooks (completed from the order), the declare command and the receipts. */
async function seedRefunds(trx: Transaction<Database>, tenantId: number, entities: EntityRegistry, run: CustomsSeedEngine, start: number): Promise<void> {
  const model = entities.get(BBC_REFUND);
  if (!model) return;
  const released = await trx.selectFrom(BBC_ORDER_TABLE as never).select(['id', 'order_no as orderNo', 'logistics_no as logisticsNo'] as never).where('tenant_id' as never, '=', tenantId as never).where('customs_status' as never, '=', '800' as never).where('declare_status' as never, '=', '2' as never).orderBy('id' as never).limit(5).execute() as unknown as { id: number; orderNo: string; logisticsNo: string }[];
  const fates = ['received', 'accepted', 'refused', 'declaring', 'draft'] as const;
  const reasons = ['包装破损，买家拒收', '商品与描述不符', '买家七天无理由退货', '发错规格', '买家不想要了'];
  for (const [index, order] of released.entries()) {
    const fate = fates[index]!;
    const at = start + 9 * DAY + index * HOUR;
    const service = run.serviceAt(at);
    const refund = await service.create(run.ctx, model, { orderNo: order.orderNo, logisticsNo: order.logisticsNo, reason: reasons[index], goods: [{ gnum: 1, qty: 1 }] });
    if (fate === 'draft') continue;
    await runCommand(run.ctx, model, 'declare', { rows: [{ id: refund.id as number }] }, { service, commands: run.commands, models: run.models });
    await trx.updateTable('customsMessage').set({ sendState: 'sent', sentAt: new Date(at + 2000), attempts: 1 }).where('docType', '=', 'refund').where('docId', '=', refund.id as number).execute();
    const [message] = await trx.selectFrom('customsMessage').select(['content']).where('docType', '=', 'refund').where('docId', '=', refund.id as number).where('direction', '=', 'out').execute();
    const declaration = readDeclaration(message!.content);
    const plan = planReceipts(declaration, { stepMs: 0, inspectionShare: 0, cancelRefuseShare: 0, refundRefuseShare: fate === 'refused' ? 1 : 0, singleLimit: 5000 }, String(new Date(at).getFullYear()));
    for (const planned of plan.slice(0, fate === 'declaring' ? 1 : plan.length)) {
      const keys = Object.fromEntries(['ebpCode', 'ebcCode', 'orderNo', 'customsCode', 'agentCode', 'copNo', 'invtNo'].map((k) => [k, declaration.head[k] ?? '']));
      await applyReceiptIn(trx, { entities: () => entities, service }, writeReceipt('CEB626', { ...keys, guid: declaration.guid, returnStatus: planned.returnStatus, returnInfo: planned.returnInfo, returnTime: cebTime(new Date(at + planned.step * 15 * 60_000), true) }));
    }
    if (fate !== 'received') continue;
    // The parcel scanned back in at the park's warehouse this morning (/returnWarehouseScanIbs, which opens on today's scans), as the scan endpoint records it.
    const stored = await service.lockRow(run.ctx, model, refund.id as number);
    await service.moveRow({ ...run.ctx, operation: { kind: 'transition', name: 'receive', params: { scanCode: order.logisticsNo } } }, model, stored, 'receive');
    await trx.insertInto('scanRecord').values({ tenantId, scanType: 'returnInIbs', scanCode: order.logisticsNo, ownerSiteCode: '888888', scannedBy: 'customs', scannedAt: new Date(Date.now() - HOUR), clientScanId: null,
      verdict: 'moved', entityId: BBC_REFUND, rowId: refund.id as number, node: '1', refusalCode: null, refusalReason: null, contextCode: null }).execute();
  }
}
