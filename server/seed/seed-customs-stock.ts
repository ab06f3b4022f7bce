/**
 * The demo tenant's park ledger `T5349W000021` (docs/domain/customs.md "The park ledger"): twelve cross-border items
 * (infant formula, fish oil and vitamins, creams, shampoo, nappies, red wine) brought in by park entry applications,
 * with their history written through the ledger itself (server/customs/stock-ledger.ts `changeStock`), so the adjust
 * log and the quantities agree: 预增 on the application's pass, 预增转实增 when the cargo passed the gate, 预减 by
 * orders, 预减转实减 by release bills, a cancellation's 预减释放, and an audited adjustment. Beside them, applications in
 * every state (暂存, 申报中, 核注通过 still expected, 退单) and an adjustment waiting for its audit. Seeded once per
 * tenant (skipped when the tenant has ledger lines).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { EntityRegistry } from '../entity/entity-registry';
import type { WriteContext } from '../entity/entity-service';
import { chinaDay } from '../china-day';
import { changeStock, type StockChange, type StockItem } from '../customs/stock-ledger';

type Tenant = 'demo' | 'harbor';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedDb = any;

export const DEMO_EMS_NO = 'T5349W000021';
const DAY = 24 * 3600_000;
const CLERK = 'customs';

interface DemoItem extends StockItem {
  gdsMtno: string;
  dclUprcAmt: number;
  lawfQtyPerUnit: number;
  /** Units brought in, reserved by orders, shipped on bills, and released by a cancellation. */
  inQty: number; reserved: number; shipped: number; cancelled: number;
}

/** Units: 122 罐, 142 瓶, 140 盒, 125 包 (declared); 035 千克, 095 升 (legal). Countries: customs codes. Prices in USD (502). */
const ITEMS: DemoItem[] = [
  { gdsMtno: 'GM000001', gdecd: '1901101000', gdsNm: '婴幼儿配方奶粉', gdsSpcfModelDesc: '爱他美|3段|800g/罐|适用1-3岁', natcd: '304', dclUnitcd: '122', lawfUnitcd: '035', dclUprcAmt: 21.5, lawfQtyPerUnit: 0.8, inQty: 1200, reserved: 420, shipped: 350, cancelled: 6 },
  { gdsMtno: 'GM000002', gdecd: '1901101000', gdsNm: '婴幼儿配方奶粉', gdsSpcfModelDesc: '美素佳儿|2段|900g/罐|适用6-12个月', natcd: '309', dclUnitcd: '122', lawfUnitcd: '035', dclUprcAmt: 19.8, lawfQtyPerUnit: 0.9, inQty: 960, reserved: 310, shipped: 260, cancelled: 0 },
  { gdsMtno: 'GM000003', gdecd: '1901101000', gdsNm: '婴幼儿配方奶粉', gdsSpcfModelDesc: 'a2至初|3段|900g/罐|A2蛋白', natcd: '609', dclUnitcd: '122', lawfUnitcd: '035', dclUprcAmt: 26.4, lawfQtyPerUnit: 0.9, inQty: 720, reserved: 280, shipped: 240, cancelled: 4 },
  { gdsMtno: 'GM000004', gdecd: '2106909090', gdsNm: '鱼油软胶囊', gdsSpcfModelDesc: 'Swisse|深海鱼油|400粒/瓶|保健食品', natcd: '601', dclUnitcd: '142', lawfUnitcd: '035', dclUprcAmt: 14.2, lawfQtyPerUnit: 0.52, inQty: 800, reserved: 190, shipped: 150, cancelled: 2 },
  { gdsMtno: 'GM000005', gdecd: '2106909090', gdsNm: '维生素C咀嚼片', gdsSpcfModelDesc: 'Blackmores|500mg|50片/瓶|保健食品', natcd: '601', dclUnitcd: '142', lawfUnitcd: '035', dclUprcAmt: 6.9, lawfQtyPerUnit: 0.12, inQty: 600, reserved: 120, shipped: 96, cancelled: 0 },
  { gdsMtno: 'GM000006', gdecd: '3304990099', gdsNm: '面霜', gdsSpcfModelDesc: '雪花秀|滋盈肌本润颜面霜|60ml/瓶|护肤用', natcd: '133', dclUnitcd: '142', lawfUnitcd: '035', dclUprcAmt: 38.0, lawfQtyPerUnit: 0.16, inQty: 300, reserved: 88, shipped: 70, cancelled: 1 },
  { gdsMtno: 'GM000007', gdecd: '3304990099', gdsNm: '精华液', gdsSpcfModelDesc: '兰蔻|小黑瓶肌底精华|50ml/瓶|护肤用', natcd: '305', dclUnitcd: '142', lawfUnitcd: '035', dclUprcAmt: 52.0, lawfQtyPerUnit: 0.15, inQty: 240, reserved: 96, shipped: 80, cancelled: 0 },
  { gdsMtno: 'GM000008', gdecd: '3305100000', gdsNm: '洗发水', gdsSpcfModelDesc: 'TSUBAKI丝蓓绮|金色奢耀修护|500ml/瓶', natcd: '116', dclUnitcd: '142', lawfUnitcd: '035', dclUprcAmt: 5.6, lawfQtyPerUnit: 0.55, inQty: 900, reserved: 260, shipped: 230, cancelled: 3 },
  { gdsMtno: 'GM000009', gdecd: '9619001100', gdsNm: '婴儿纸尿裤', gdsSpcfModelDesc: '花王妙而舒|L码|54片/包|9-14kg', natcd: '116', dclUnitcd: '125', lawfUnitcd: '035', dclUprcAmt: 11.3, lawfQtyPerUnit: 1.6, inQty: 1500, reserved: 540, shipped: 480, cancelled: 5 },
  { gdsMtno: 'GM000010', gdecd: '9619001100', gdsNm: '婴儿纸尿裤', gdsSpcfModelDesc: '尤妮佳moony|M码|64片/包|6-11kg', natcd: '116', dclUnitcd: '125', lawfUnitcd: '035', dclUprcAmt: 10.1, lawfQtyPerUnit: 1.5, inQty: 1100, reserved: 330, shipped: 300, cancelled: 0 },
  { gdsMtno: 'GM000011', gdecd: '2204210000', gdsNm: '红葡萄酒', gdsSpcfModelDesc: '奔富Bin389|赤霞珠设拉子|750ml/瓶|14.5%vol', natcd: '601', dclUnitcd: '142', lawfUnitcd: '095', dclUprcAmt: 48.0, lawfQtyPerUnit: 0.75, inQty: 180, reserved: 42, shipped: 36, cancelled: 0 },
  { gdsMtno: 'GM000012', gdecd: '2204210000', gdsNm: '红葡萄酒', gdsSpcfModelDesc: '拉菲传奇|波尔多AOC|750ml/瓶|13%vol', natcd: '305', dclUnitcd: '142', lawfUnitcd: '095', dclUprcAmt: 16.5, lawfQtyPerUnit: 0.75, inQty: 360, reserved: 96, shipped: 84, cancelled: 2 },
];

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function seedContext(db: Db, tenantId: number): WriteContext {
  return {
    db, lang: 'zh',
    user: { id: 0, tenantId, tenantCode: 'demo', username: CLERK, nickname: '关务小李', isAdmin: false, ownerSiteCode: null, employeeCode: null, subjectId: 'seed', sessionId: 'seed', roles: [] },
  };
}

/** A goods line of an application for an item and quantity. */
function goodsLine(item: DemoItem, seq: number, qty: number) {
  return {
    gdsSeqno: seq, gdsMtno: item.gdsMtno, gdecd: item.gdecd, gdsNm: item.gdsNm, gdsSpcfModelDesc: item.gdsSpcfModelDesc, dclQty: qty, dclUnitcd: item.dclUnitcd,
    lawfQty: round(qty * item.lawfQtyPerUnit, 3), lawfUnitcd: item.lawfUnitcd, dclUprcAmt: item.dclUprcAmt, dclTotalAmt: round(qty * item.dclUprcAmt, 2), dclCurrcd: '502',
    natcd: item.natcd, grossWt: round(qty * item.lawfQtyPerUnit * 1.15, 3), netWt: round(qty * item.lawfQtyPerUnit, 3),
  };
}

interface DemoApplication {
  seq: number; daysAgo: number; status: '0' | '1' | '2' | '3'; lines: [DemoItem, number][];
  bondInvtNo?: string; returnInfo?: string; tobOrderNo?: string; remark?: string;
}

async function insertApplication(db: UntypedDb, tenantId: number, now: number, app: DemoApplication): Promise<string> {
  const at = new Date(now - app.daysAgo * DAY);
  const declareNo = `RQ${chinaDay(at).compact}${String(app.seq).padStart(4, '0')}`;
  const goods = app.lines.map(([item, qty], i) => goodsLine(item, i + 1, qty));
  const header = await db.insertInto('customs_stock_declare').values({
    tenantId, createdBy: CLERK, createdAt: at, updatedBy: CLERK, updatedAt: at, declareNo, emsNo: DEMO_EMS_NO, tobOrderNo: app.tobOrderNo ?? null,
    supvModecd: '1210', trspModecd: '4', impexpMarkcd: 'I', bondInvtNo: app.bondInvtNo ?? null, goodsCount: goods.length,
    totalQty: round(goods.reduce((sum, g) => sum + g.dclQty, 0), 3), totalAmt: round(goods.reduce((sum, g) => sum + g.dclTotalAmt, 0), 2),
    declareStatus: app.status, declareTime: app.status === '0' ? null : new Date(at.getTime() + 3600_000), returnInfo: app.returnInfo ?? null,
    remark: app.remark ?? null, createdTime: at,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('customs_stock_declare_goods').values(goods.map((g) => ({ tenantId, createdBy: CLERK, createdAt: at, updatedBy: CLERK, updatedAt: at, declareId: header.id, ...g }))).execute();
  return declareNo;
}

export async function seedCustomsStock(db: Db, tenantId: number, tenantCode: Tenant, entities: EntityRegistry, now = Date.now()): Promise<void> {
  if (tenantCode !== 'demo') return;
  for (const id of ['customs.customsStock', 'customs.customsStockAdjustLog', 'customs.customsStockAdjust', 'customs.customsStockDeclare']) if (!entities.get(id)?.table) return;
  const seeded = await sql<{ n: string }>`SELECT count(*) AS n FROM customs_stock WHERE tenant_id = ${tenantId}`.execute(db);
  if (Number(seeded.rows[0]!.n) > 0) return;
  const untyped = db as UntypedDb;
  const ctx = seedContext(db, tenantId);
  const at = (daysAgo: number, hour = 10) => new Date(now - daysAgo * DAY + (hour - 10) * 3600_000);
  const compact = (daysAgo: number) => chinaDay(at(daysAgo)).compact;
  const [first, second] = [ITEMS.slice(0, 6), ITEMS.slice(6)];

  // Two applications passed three weeks ago (预增), their cargo through the gate two days later (预增转实增).
  const applied: [DemoItem[], number, string][] = [[first, 1, 'QD534926I000004117'], [second, 2, 'QD534926I000004118']];
  for (const [items, seq, bondInvtNo] of applied) {
    const declareNo = await insertApplication(untyped, tenantId, now, { seq, daysAgo: 21, status: '2', bondInvtNo, lines: items.map((item) => [item, item.inQty]), tobOrderNo: undefined, returnInfo: '审核通过' });
    await changeStock(ctx, { docType: 'application', docNo: declareNo }, items.map((item): StockChange => ({ emsNo: DEMO_EMS_NO, gdsMtno: item.gdsMtno, kind: 'prevdInc', qty: item.inQty, item })), { now: at(21, 15) });
    await changeStock(ctx, { docType: 'cargo', docNo: `ZH${compact(19)}${String(seq).padStart(4, '0')}` }, items.map((item): StockChange => ({ emsNo: DEMO_EMS_NO, gdsMtno: item.gdsMtno, kind: 'prevdIncToActl', qty: item.inQty })), { now: at(19, 11) });
  }

  // Orders reserve (预减) over two weeks; release bills take the shipped part off (预减转实减); a few cancellations release.
  for (const [i, item] of ITEMS.entries()) {
    const order = (n: number) => `CB${compact(14 - n)}${String(10_000_000 + i * 100 + n).slice(1)}`;
    const firstWave = Math.round(item.reserved * 0.6);
    await changeStock(ctx, { docType: 'order', docNo: order(0) }, [{ emsNo: DEMO_EMS_NO, gdsMtno: item.gdsMtno, kind: 'prevdRedc', qty: firstWave }], { now: at(14, 9 + (i % 8)) });
    await changeStock(ctx, { docType: 'order', docNo: order(7) }, [{ emsNo: DEMO_EMS_NO, gdsMtno: item.gdsMtno, kind: 'prevdRedc', qty: item.reserved - firstWave }], { now: at(7, 9 + (i % 8)) });
    await changeStock(ctx, { docType: 'bill', docNo: `HD${compact(6)}${String(1 + (i % 3)).padStart(4, '0')}` }, [{ emsNo: DEMO_EMS_NO, gdsMtno: item.gdsMtno, kind: 'prevdRedcToActl', qty: item.shipped }], { now: at(6, 16) });
    if (item.cancelled) await changeStock(ctx, { docType: 'cancel', docNo: order(7) }, [{ emsNo: DEMO_EMS_NO, gdsMtno: item.gdsMtno, kind: 'prevdRedcRelease', qty: item.cancelled }], { now: at(5, 14) });
  }

  // A third application passed yesterday: expected in (预增), its cargo not yet through the gate.
  const [milk, fishOil] = [ITEMS[0]!, ITEMS[3]!];
  const expected = await insertApplication(untyped, tenantId, now, { seq: 1, daysAgo: 1, status: '2', bondInvtNo: 'QD534926I000004391', lines: [[milk, 600], [fishOil, 300]], returnInfo: '审核通过' });
  await changeStock(ctx, { docType: 'application', docNo: expected }, [[milk, 600], [fishOil, 300]].map(([item, qty]) => ({ emsNo: DEMO_EMS_NO, gdsMtno: (item as DemoItem).gdsMtno, kind: 'prevdInc' as const, qty: qty as number })), { now: at(1, 15) });
  // One being declared, one returned by customs, one still a draft (today).
  await insertApplication(untyped, tenantId, now, { seq: 1, daysAgo: 0, status: '1', lines: [[ITEMS[1]!, 480], [ITEMS[8]!, 800]] });
  await insertApplication(untyped, tenantId, now, { seq: 2, daysAgo: 0, status: '3', lines: [[ITEMS[5]!, 120]], returnInfo: '[Code:2200;Desc:表体第1项料号GM000006商品编码与账册备案不一致]' });
  await insertApplication(untyped, tenantId, now, { seq: 3, daysAgo: 0, status: '0', lines: [[ITEMS[2]!, 360], [ITEMS[10]!, 120]], remark: '等待提单确认' });

  // Adjustments: one audited after the stocktake (written to the ledger), one waiting for its audit.
  const audited = { adjustNo: `TZ${compact(3)}0001`, reason: '月度盘点：面霜破损2瓶，红酒盘盈1瓶', lines: [[ITEMS[5]!, -2, '外箱破损，瓶身开裂'], [ITEMS[10]!, 1, '盘点多出1瓶']] as [DemoItem, number, string][] };
  const pending = { adjustNo: `TZ${compact(0)}0001`, reason: '纸尿裤包装受潮报损', lines: [[ITEMS[8]!, -3, '仓库漏水受潮']] as [DemoItem, number, string][] };
  for (const [doc, status, daysAgo] of [[audited, '1', 3], [pending, '0', 0]] as const) {
    const created = at(daysAgo, 9);
    const header = await untyped.insertInto('customs_stock_adjust').values({
      tenantId, createdBy: CLERK, createdAt: created, updatedBy: CLERK, updatedAt: created, adjustNo: doc.adjustNo, emsNo: DEMO_EMS_NO, reason: doc.reason,
      lineCount: doc.lines.length, adjustStatus: status, auditedBy: status === '1' ? 'admin' : null, auditedAt: status === '1' ? at(daysAgo, 11) : null,
      auditRemark: status === '1' ? '同意，按盘点结果调整' : null, createdByName: CLERK, createdTime: created,
    }).returning('id').executeTakeFirstOrThrow();
    await untyped.insertInto('customs_stock_adjust_line').values(doc.lines.map(([item, qty, remark]) => ({ tenantId, createdBy: CLERK, createdAt: created, updatedBy: CLERK, updatedAt: created, adjustId: header.id, gdsMtno: item.gdsMtno, qty, remark }))).execute();
    if (status === '1') await changeStock(ctx, { docType: 'adjust', docNo: doc.adjustNo }, doc.lines.map(([item, qty]) => ({ emsNo: DEMO_EMS_NO, gdsMtno: item.gdsMtno, kind: 'adjust' as const, qty })), { now: at(daysAgo, 11) });
  }
}
