import band from '../../../schemas/customer/two-c-freight-quote-band.json';
import goods from '../../../schemas/customs/order-customstob-goods.json';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import { sanitizers } from '../../validation/registry';
import { fieldRules } from '../form/field-rules';
import { cellChecker, cellDisplay, cellText, parseCell } from './grid-cells';
import { gridColumns, type GridColumn } from './grid-columns';

const bandColumns = gridColumns(compileEntity(band as unknown as EntitySchema), 'zh');
const goodsColumns = gridColumns(compileEntity(goods as unknown as EntitySchema), 'zh');
const goodsColumnsEn = gridColumns(compileEntity(goods as unknown as EntitySchema), 'en');
const col = (columns: GridColumn[], name: string) => columns.find((c) => c.name === name)!;
const currency = [{ value: '142', label: '人民币' }, { value: '502', label: '美元' }];

describe('gridColumns', () => {
  it('takes the child\'s form fields without the parent field; computed ones are read-only', () => {
    expect(bandColumns.map((c) => c.name)).toEqual(['weightFrom', 'weightTo', 'firstWeight', 'firstPrice', 'additionalUnit', 'additionalPrice', 'topPrice']);
    expect(bandColumns.filter((c) => c.readOnly).map((c) => c.name)).toEqual(['topPrice']);
    expect(col(goodsColumns, 'currency')).toMatchObject({ kind: 'choice', dict: 'currency' });
    expect(col(goodsColumns, 'gNum').kind).toBe('integer');
  });
});

describe('parseCell', () => {
  it('reads numbers with full-width digits and thousands separators, and applies the field\'s sanitizer', () => {
    expect(parseCell(col(bandColumns, 'weightTo'), '１,250.5')).toBe(1250.5);
    expect(parseCell(col(bandColumns, 'firstPrice'), '8.456')).toBe(Number(sanitizers.decimal2('8.456'))); // as the form's input does
    expect(parseCell(col(bandColumns, 'weightTo'), '  ')).toBeNull();
    expect(parseCell(col(bandColumns, 'weightTo'), 'abc')).toBe('abc');
  });

  it('reads an option by its value or its label, and keeps an unknown one as typed', () => {
    expect(parseCell(col(goodsColumns, 'currency'), '美元', currency)).toBe('502');
    expect(parseCell(col(goodsColumns, 'currency'), '142', currency)).toBe('142');
    expect(parseCell(col(goodsColumns, 'currency'), '英镑', currency)).toBe('英镑');
  });

  it('edits an option by its label and a number without trailing zeros', () => {
    expect(cellText(col(goodsColumns, 'currency'), '502', 'zh', currency)).toBe('美元');
    expect(cellText(col(bandColumns, 'weightTo'), '2.500', 'zh')).toBe('2.5');
    expect(cellText(col(bandColumns, 'weightTo'), 2.5, 'zh')).toBe('2.5');
    expect(cellDisplay(col(bandColumns, 'weightTo'), 'abc', 'zh')).toBe('abc');
  });
});

describe('cellChecker', () => {
  it('checks the field rules the form uses, with the form\'s messages', () => {
    const weightTo = cellChecker(col(bandColumns, 'weightTo'), 'zh');
    expect(weightTo(null)).toBe('请输入截止重量(kg)');
    expect(weightTo(1200)).toBe('截止重量(kg)不能大于 1000');
    expect(weightTo(-1)).toBe('截止重量(kg)不能小于 0');
    expect(weightTo(5)).toBeUndefined();
    // The form's own message for the pattern (field-rules.ts), word for word.
    const hsCode = col(goodsColumnsEn, 'hsCode');
    const formMessage = fieldRules(hsCode.field, 'HS code', 'en').map((rule) => rule.validator?.('33051')).find(Boolean);
    expect(formMessage).toMatch(/^HS code /);
    expect(cellChecker(hsCode, 'en')('33051')).toBe(formMessage);
    expect(cellChecker(col(goodsColumns, 'gName'), 'zh')('x'.repeat(101))).toBe('商品名称最多 100 个字符');
  });

  it('names what free text gets wrong: not a number, not a whole number, not an option', () => {
    expect(cellChecker(col(bandColumns, 'weightTo'), 'zh')('abc')).toBe('截止重量(kg)须为数字');
    expect(cellChecker(col(goodsColumnsEn, 'gNum'), 'en')(1.5)).toBe('Item must be a whole number');
    const currencyCheck = cellChecker(col(goodsColumns, 'currency'), 'zh');
    expect(currencyCheck('英镑', currency)).toBe('币制没有“英镑”这一项');
    expect(currencyCheck('502', currency)).toBeUndefined();
    // Options not loaded (yet): nothing to check against; the server decides.
    expect(currencyCheck('英镑', [])).toBeUndefined();
  });

  it('never checks a read-only column', () => {
    expect(cellChecker(col(bandColumns, 'topPrice'), 'zh')('anything')).toBeUndefined();
  });
});
