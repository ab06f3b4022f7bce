import band from '../../../schemas/customer/two-c-freight-quote-band.json';
import quote from '../../../schemas/customer/two-c-freight-quote.json';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import type { RuleSpec } from '../../validation/rules';
import { gridColumns } from './grid-columns';
import { createGridChecker, placeServerErrors } from './grid-problems';
import { newRow, type GridRow } from './grid-rows';

const columns = gridColumns(compileEntity(band as unknown as EntitySchema), 'zh');
const rules = ((quote as unknown as EntitySchema).rules ?? []).filter((r) => 'lines' in r && r.lines === 'bands') as RuleSpec[];
const line = (from: unknown, to: unknown): GridRow => {
  const row = newRow(columns);
  return { ...row, touched: true, values: { ...row.values, weightFrom: from, weightTo: to, firstWeight: 1, firstPrice: 8, additionalUnit: 0.5, additionalPrice: 1.5 } };
};
const check = createGridChecker({ columns, language: 'zh', childKey: 'bands', childTitle: '重量段', rules, unique: [['weightFrom']], maxLines: 5 });

describe('createGridChecker', () => {
  it('puts each cell\'s message, a repeated key and the header\'s band rules on their cells', () => {
    const rows = [line(0, 1), line(1, 'x'), line(3, 5), line(3, 6)];
    const problems = check(rows);
    expect(problems.cells.get(rows[1]!.key)).toEqual({ weightTo: '截止重量(kg)须为数字' });
    expect(problems.cells.get(rows[2]!.key)).toEqual({ weightFrom: '重量段第 3 行：与上一行之间有空缺（1 至 3）' });
    expect(problems.cells.get(rows[3]!.key)!.weightFrom).toBe('起始重量(kg)与第 3 行重复');
    expect(problems.cells.has(rows[0]!.key)).toBe(false);
  });

  it('leaves untyped new rows out, and names too few or too many lines for the table', () => {
    expect(check([newRow(columns)]).table).toEqual(['重量段至少需要 1 行']);
    const many = Array.from({ length: 6 }, (_, i) => line(i, i + 1));
    expect(check(many).table).toContain('最多 5 行');
  });

  it('re-checks only the rows that changed (cached by row object)', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => line(i, i + 1));
    check(rows);
    const started = performance.now();
    const edited = rows.slice();
    edited[5] = { ...rows[5]!, values: { ...rows[5]!.values, firstPrice: -1 } };
    const problems = check(edited);
    expect(problems.cells.get(edited[5]!.key)).toEqual({ firstPrice: '首重价格不能小于 0' });
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('placeServerErrors', () => {
  it('finds the cell of `bands[i].field` among the lines sent, and lists the rest', () => {
    const placed = placeServerErrors({ 'bands[1].weightTo': '截止重量(kg): 必填', 'bands[0].nope': 'x', quoteNo: '报价单号 已存在' }, 'bands', ['r1', 'r2'], columns);
    expect(placed.cells.get('r2')).toEqual({ weightTo: '截止重量(kg): 必填' });
    expect(placed.table).toEqual(['x', '报价单号 已存在']);
  });
});
