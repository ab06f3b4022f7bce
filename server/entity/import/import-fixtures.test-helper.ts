import { compileEntity, type EntityModel } from '../../../engine/schema/entity-model';
import type { EntitySchema } from '../../../engine/schema/entity-schema';

const t = (zh: string, en: string) => ({ zh, en });

/** A header with goods lines, imported by bill number with its goods in the sheet (unit tests of this folder). */
export const BILL: EntitySchema = {
  id: 'test.bill',
  title: t('单据', 'Bills'),
  api: { pattern: 'base', entity: 'Bill', list: { qid: 'FIND_TEST_BILL' }, import: true },
  storage: { table: 'test_bill', unique: [['billNo']] },
  import: { key: ['billNo'], mode: 'upsert', children: ['goods'] },
  fields: {
    billNo: { type: 'string', title: t('单号', 'Bill no.'), required: true },
    kind: { type: 'string', title: t('类型', 'Kind'), enum: ['A', 'B'], 'x-enum-titles': [t('甲', 'Alpha'), t('乙', 'Beta')] },
    customer: { type: 'string', title: t('客户', 'Customer'), 'x-ref': { entity: 'test.customer', value: 'code', label: 'name' } },
    createdBy: { type: 'string', title: t('创建人', 'Created by'), readOnly: true },
  },
  list: { columns: ['billNo'] },
  children: { goods: { entity: 'test.billGoods' } },
};

export const GOODS: EntitySchema = {
  id: 'test.billGoods',
  title: t('商品', 'Goods'),
  api: { pattern: 'base', entity: 'BillGoods', list: { qid: 'FIND_TEST_BILL_GOODS' } },
  storage: { table: 'test_bill_goods', unique: [['billId', 'lineNo']] },
  parent: { entity: 'test.bill', field: 'billId' },
  fields: {
    billId: { type: 'integer', title: t('单据', 'Bill'), required: true },
    lineNo: { type: 'integer', title: t('行号', 'Line'), required: true },
    name: { type: 'string', title: t('品名', 'Name'), required: true },
  },
  list: { columns: ['lineNo'] },
};

export function models(): { bill: EntityModel; goods: EntityModel; lookup: { get(id: string): EntityModel | undefined } } {
  const bill = compileEntity(structuredClone(BILL));
  const goods = compileEntity(structuredClone(GOODS));
  return { bill, goods, lookup: { get: (id) => (id === bill.id ? bill : id === goods.id ? goods : undefined) } };
}
