/**
 * Demo rows of master–detail entities: headers with their lines (docs/domain/customs-b2b.md). Headers are seeded
 * with the other demo rows (seed-entities.ts, DEMO_ROWS); then each header's lines, found by the header's unique key.
 * Idempotent: a header that has lines of a child already keeps them as they are.
 */
import { creationStamps } from './creation-stamps';
import type { Kysely } from 'kysely';
import { columnName, type EntityModel } from '../../engine/schema/entity-model';
import { fieldScale } from '../../engine/schema/field-scale';
import { computeRow } from '../../engine/validation/computed';
import type { Db } from '../db/database';
import type { EntityRegistry } from './entity-registry';
import { RowStore } from './row-store';

type Tenant = 'demo' | 'harbor';
type Row = Record<string, unknown>;
/** Lines by child key (`boxes`), by the header's unique key value (`orderNo`), by tenant. */
type Lines = Record<Tenant, Record<string, Record<string, Row[]>>>;

const box = (boxNo: string, trayNo: string, goodsQty: number, grossWeight: number, netWeight: number, size: [number, number, number]) =>
  ({ boxNo, trayNo, goodsQty, grossWeight, netWeight, length: size[0], width: size[1], height: size[2] });
const goods = (gNum: number, itemNo: string, hsCode: string, gName: string, gModel: string, qty: number, unit: string, price: number, originCountry: string, boxNo: string) =>
  ({ gNum, itemNo, hsCode, gName, gModel, qty, unit, qty1: qty, unit1: unit, price, totalPrice: Math.round(qty * price * 100) / 100, currency: '142', originCountry, boxNo });

/** B2B customs orders (入区清关单) of each demo tenant: every lifecycle state appears once at least. */
export const DEMO_ORDERS: Record<Tenant, Row[]> = {
  demo: [
    { orderNo: 'QG20261101001', customerCode: 'C1001', customerName: '深圳市优品跨境电商有限公司', tradeMode: '1210', bizModel: '1', iePort: '5320', billNo: 'HK2611010088', customsNo: null, hgTruckNo: 'T20261101-03', currency: '142', packages: 36, pallets: 2, cartons: 3, lCartons: 0, totalGw: 412.5, totalNw: 380.2, totalCbm: 2.16, declareStatus: '0', feeStatus: '1', mergeStatus: '0', mergeNo: null, remark: '日化用品，保税备货' },
    { orderNo: 'QG20261102002', customerCode: 'C1002', customerName: '广州美妆供应链有限公司', tradeMode: '0110', bizModel: '1', iePort: '5301', billNo: 'HK2611020131', customsNo: null, hgTruckNo: 'T20261102-01', currency: '142', packages: 20, pallets: 1, cartons: 2, lCartons: 1, totalGw: 186, totalNw: 170.4, totalCbm: 1.05, declareStatus: '1', feeStatus: '2', mergeStatus: '0', mergeNo: null, remark: '已审核，待申报' },
    { orderNo: 'QG20261103003', customerCode: 'C1001', customerName: '深圳市优品跨境电商有限公司', tradeMode: '1210', bizModel: '2', iePort: '5316', billNo: '784-20261103', customsNo: '531620261000012345', hgTruckNo: null, currency: '142', packages: 12, pallets: 1, cartons: 2, lCartons: 0, totalGw: 96.8, totalNw: 88, totalCbm: 0.6, declareStatus: '2', feeStatus: '3', mergeStatus: '1', mergeNo: 'PD20261103001', remark: null },
  ],
  harbor: [
    { orderNo: 'QG20261105001', customerCode: 'HBC001', customerName: 'Pacific Trading Ltd', tradeMode: '0110', bizModel: '3', iePort: '5300', billNo: 'OOLU2611050', customsNo: null, hgTruckNo: null, currency: '110', packages: 8, pallets: 1, cartons: 1, lCartons: 0, totalGw: 120, totalNw: 110, totalCbm: 0.9, declareStatus: '0', feeStatus: '1', mergeStatus: '0', mergeNo: null, remark: null },
  ],
};

/** Who wrote each tenant's demo lines (the demo customs login; harbor's administrator). */
const DEMO_CLERK: Record<Tenant, string> = { demo: 'customs', harbor: 'harbor_admin' };

const DEMO_LINES: Lines = {
  demo: {
    QG20261101001: {
      boxes: [box('B001', 'P01', 12, 138.5, 127.6, [60, 40, 45]), box('B002', 'P01', 12, 137, 126.4, [60, 40, 45]), box('B003', 'P02', 12, 137, 126.2, [60, 40, 45])],
      goods: [
        goods(1, 'SKU-SH-500', '3305100000', '洗发水', '500ml/瓶|清洁头发|无品牌', 240, '007', 28.5, '116', 'B001'),
        goods(2, 'SKU-BW-750', '3401300000', '沐浴露', '750ml/瓶|清洁皮肤|无品牌', 120, '007', 32, '116', 'B002'),
        goods(3, 'SKU-TP-120', '3306100000', '牙膏', '120g/支|清洁牙齿|无品牌', 480, '007', 9.8, '133', 'B003'),
      ],
      trays: [{ trayNo: 'P01', boxCount: 2, grossWeight: 295.5, length: 120, width: 100, height: 110 }, { trayNo: 'P02', boxCount: 1, grossWeight: 152, length: 120, width: 100, height: 60 }],
      fees: [{ feeCode: 'CUSTOMS', amount: 350, currency: '142', remark: '报关费' }, { feeCode: 'TRANSPORT', amount: 1200, currency: '142', remark: '港车运输' }],
      logs: [{ logType: 'NOTE', content: '客户已提供发票与装箱单，待核对商品编码' }],
    },
    QG20261102002: {
      boxes: [box('C001', 'P01', 10, 93, 85.2, [50, 40, 40]), box('C002', 'P01', 10, 93, 85.2, [50, 40, 40])],
      goods: [
        goods(1, 'MZ-LIP-01', '3304100090', '口红', '3.5g/支|唇部彩妆|无品牌', 600, '007', 35, '133', 'C001'),
        goods(2, 'MZ-MSK-10', '3304990099', '面膜', '25ml*10片/盒|护肤|无品牌', 300, '140', 48, '133', 'C002'),
      ],
      trays: [{ trayNo: 'P01', boxCount: 2, grossWeight: 186, length: 120, width: 100, height: 90 }],
      fees: [{ feeCode: 'CUSTOMS', amount: 350, currency: '142', remark: null }],
      logs: [{ logType: 'CUSTOMS', content: '审核通过，待申报' }, { logType: 'FEE', content: '费用已提交审核' }],
    },
    QG20261103003: {
      boxes: [box('D001', 'P01', 6, 48.4, 44, [45, 35, 30]), box('D002', 'P01', 6, 48.4, 44, [45, 35, 30])],
      goods: [goods(1, 'VT-C-60', '2106909090', '维生素C咀嚼片', '60片/瓶|膳食补充|无品牌', 720, '007', 45, '502', 'D001')],
      trays: [],
      fees: [{ feeCode: 'CUSTOMS', amount: 350, currency: '142', remark: null }, { feeCode: 'INSPECT', amount: 200, currency: '142', remark: '查验' }],
      logs: [{ logType: 'MERGE', content: '并入拼单 PD20261103001' }, { logType: 'CUSTOMS', content: '报关单 531620261000012345 申报成功' }],
    },
  },
  harbor: {
    QG20261105001: {
      boxes: [box('HB-1', 'HP1', 8, 120, 110, [80, 60, 50])],
      goods: [goods(1, 'PT-TEA-01', '0902301000', 'Black tea', '500g/tin', 200, '035', 60, '142', 'HB-1')],
    },
  },
};

/** Seeds the lines of a tenant's demo headers (after the headers). */
export async function seedChildLines(db: Db, tenantId: number, tenant: Tenant, entities: EntityRegistry): Promise<void> {
  const header = entities.get('customs.orderCustomstob');
  if (!header?.table || !header.schema.children) return;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const any = db as unknown as Kysely<any>;
  for (const [orderNo, byChild] of Object.entries(DEMO_LINES[tenant])) {
    const found = await any.selectFrom(header.table).select('id').where('tenant_id', '=', tenantId).where('order_no', '=', orderNo).executeTakeFirst();
    if (!found) continue;
    for (const [key, lines] of Object.entries(byChild)) {
      const child = entities.get(header.schema.children[key]?.entity ?? '');
      if (!child?.table || !lines.length) continue;
      const parentColumn = columnName(child.schema.parent!.field);
      const has = await any.selectFrom(child.table).select('id').where('tenant_id', '=', tenantId).where(parentColumn, '=', found.id).executeTakeFirst();
      if (has) continue;
      const store = new RowStore(child);
      // Demo lines are written as the tenant's customs clerk would have written them (x-stamp fields included).
      const stamps = creationStamps(child, DEMO_CLERK[tenant], new Date());
      const values = lines.map((line) => ({ tenant_id: tenantId, ...store.columnValues({ ...line, ...stamps.fields, [child.schema.parent!.field]: found.id }), created_by: 'seed', updated_by: 'seed' }));
      await any.insertInto(child.table).values(values).execute();
    }
    await computeSeededHeader(any, header, found.id as number, tenantId, entities);
  }
}

/** A seeded header's computed fields (`sum(fees.amount)`) from its seeded lines, as a write would set them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function computeSeededHeader(any: Kysely<any>, header: EntityModel, id: number, tenantId: number, entities: EntityRegistry): Promise<void> {
  const fields = header.schema.fields;
  if (!Object.values(fields).some((f) => f['x-compute'])) return;
  const lines = new Map<string, Row[]>();
  for (const [key, spec] of Object.entries(header.schema.children ?? {})) {
    const child = entities.get(spec.entity);
    if (child?.table) lines.set(key, await any.selectFrom(child.table).selectAll().where('tenant_id', '=', tenantId).where(columnName(child.schema.parent!.field), '=', id).execute());
  }
  const row = await any.selectFrom(header.table!).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const computed = computeRow(fields, row, (key) => lines.get(key), (name) => fieldScale(fields[name]));
  await any.updateTable(header.table!).set(new RowStore(header).columnValues(computed)).where('id', '=', id).execute();
}
