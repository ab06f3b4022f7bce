import { groupRows } from './import-grouping';
import { columnOfHeader, headerIndex, importLayout } from './import-layout';
import { models } from './import-fixtures.test-helper';

describe('import layout', () => {
  it('lists the header’s writable fields, then the child’s without its header link, titled child.field', () => {
    const { bill, lookup } = models();
    const layout = importLayout(bill, lookup);
    expect(layout.columns.map((c) => c.key)).toEqual(['billNo', 'kind', 'customer', 'goods.lineNo', 'goods.name']);
    expect(layout.columns[3]!.title).toEqual({ zh: '商品.行号', en: 'Goods.Line' });
    expect(layout).toMatchObject({ key: ['billNo'], mode: 'upsert' });
    expect(layout.children.map((c) => [c.key, c.lineKey])).toEqual([['goods', ['lineNo']]]);
  });

  it('reads a header cell as the key, either title, or the template’s "中文 / English"', () => {
    const { bill, lookup } = models();
    const index = headerIndex(importLayout(bill, lookup));
    expect(['billNo', '单号', 'bill NO.', '单号 / Bill no.', '商品.品名', 'Goods.Name', 'goods.name'].map((t) => columnOfHeader(index, t)))
      .toEqual(['billNo', 'billNo', 'billNo', 'billNo', 'goods.name', 'goods.name', 'goods.name']);
    expect(columnOfHeader(index, '创建人')).toBeUndefined();
  });
});

describe('grouping rows into headers and lines', () => {
  it('groups rows by the import key, in file order, each row with line columns one line', () => {
    const { bill, lookup } = models();
    const layout = importLayout(bill, lookup);
    const { records, problems } = groupRows(layout, [
      { row: 2, cells: { billNo: 'B1', kind: 'A', 'goods.lineNo': 1, 'goods.name': 'x' } },
      { row: 3, cells: { billNo: 'B2', 'goods.lineNo': 1, 'goods.name': 'y' } },
      { row: 4, cells: { billNo: 'B1', 'goods.lineNo': 2, 'goods.name': 'z' } },
      { row: 5, cells: { billNo: 'B3' } },
    ]);
    expect(problems).toEqual([]);
    expect(records.map((r) => [r.row, r.rows, r.header, r.lines.goods!.map((l) => [l.row, l.values])])).toEqual([
      [2, [2, 4], { billNo: 'B1', kind: 'A' }, [[2, { lineNo: 1, name: 'x' }], [4, { lineNo: 2, name: 'z' }]]],
      [3, [3], { billNo: 'B2' }, [[3, { lineNo: 1, name: 'y' }]]],
      [5, [5], { billNo: 'B3' }, []],
    ]);
  });

  it('refuses a header column that differs inside a group, naming the row and column', () => {
    const { bill, lookup } = models();
    const { problems } = groupRows(importLayout(bill, lookup), [
      { row: 2, cells: { billNo: 'B1', kind: 'A', 'goods.lineNo': 1 } },
      { row: 3, cells: { billNo: 'B1', kind: 'B', 'goods.lineNo': 2 } },
      { row: 4, cells: { billNo: 'B1', 'goods.lineNo': 3 } },
    ]);
    expect(problems).toEqual([{ row: 3, column: 'kind', kind: 'headerDiffers', firstRow: 2 }]);
  });

  it('without child columns, a repeated key is a duplicate; a row without a key is a record of its own', () => {
    const { bill } = models();
    const layout = importLayout(bill); // children not loaded: a flat sheet
    const { records, problems } = groupRows(layout, [{ row: 2, cells: { billNo: 'B1' } }, { row: 3, cells: { billNo: 'B1' } }, { row: 4, cells: { kind: 'A' } }, { row: 5, cells: { kind: 'B' } }]);
    expect(problems).toEqual([{ row: 3, column: 'billNo', kind: 'duplicateKey', firstRow: 2 }]);
    expect(records.map((r) => r.row)).toEqual([2, 4, 5]);
  });
});
