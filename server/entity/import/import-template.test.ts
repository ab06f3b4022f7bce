import { importLayout } from './import-layout';
import { templateColumns } from './import-template';
import { models } from './import-fixtures.test-helper';

describe('template columns', () => {
  it('titles each column in both languages, marks required and key columns, lists enum and dictionary values, names reference codes', () => {
    const { bill, lookup } = models();
    const columns = templateColumns(importLayout(bill, lookup), new Map([['goods.name', [{ value: 'N1', zh: '名一', en: 'Name one' }]]]));
    expect(columns.map((c) => c.title)).toEqual(['单号 / Bill no.', '类型 / Kind', '客户 / Customer', '商品.行号 / Goods.Line', '商品.品名 / Goods.Name']);
    expect(columns[0]).toMatchObject({ required: true, key_: true });
    expect(columns[1]!.values).toEqual(['A=甲 / Alpha', 'B=乙 / Beta']);
    expect(columns[2]!.refCode).toBe('test.customer.code');
    expect(columns[3]).toMatchObject({ child: 'goods', required: true, key_: false });
    expect(columns[4]!.values).toEqual(['N1=名一 / Name one']);
  });
});
