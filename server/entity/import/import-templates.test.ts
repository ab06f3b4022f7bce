import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { importLayout } from './import-layout';
import { mapTemplateHeader, type ImportTemplate } from './import-templates';
import { models } from './import-fixtures.test-helper';

const template: ImportTemplate = {
  templateCode: 'SHOP', templateName: '店铺', typeCode: 'T', targetEntity: 'test.bill', headerRow: 2, groupField: 'billNo',
  lines: [
    { columnTitle: '单据编号', targetField: 'billNo', required: true },
    { columnTitle: '类型', targetField: 'kind', defaultValue: 'A' },
    { columnTitle: '品 名', targetField: 'goods.name', required: true },
    { columnTitle: '行', targetField: 'goods.lineNo', defaultValue: '1' },
  ],
};
const layout = () => { const { bill, lookup } = models(); return importLayout(bill, lookup); };
const header = (...titles: string[]) => new Map(titles.map((title, i) => [i + 1, title]));

describe('mapping a sheet header through an import template', () => {
  it('maps titles (spaces and case ignored), keeps defaults and required columns, reports unmapped columns', () => {
    const mapping = mapTemplateHeader(template, layout(), header('单据编号', '品名', '仓库', ''), 'zh');
    expect([...mapping.columnAt]).toEqual([['billNo', 1], ['goods.name', 2]]);
    expect([...mapping.defaults]).toEqual([['kind', 'A'], ['goods.lineNo', '1']]);
    expect([...mapping.required]).toEqual(['billNo', 'goods.name']);
    expect(mapping.titleOf.get('goods.name')).toBe('品 名');
    expect(mapping.unmapped).toEqual(['仓库']);
  });

  it('refuses a required column the sheet lacks (before any row), and a line naming no column', () => {
    const missing = (() => { try { mapTemplateHeader(template, layout(), header('单据编号'), 'zh'); } catch (error) { return error; } })();
    expect(missing).toBeInstanceOf(AppError);
    expect((missing as AppError).messageIn('zh')).toContain('品 名');
    expect(() => mapTemplateHeader({ ...template, lines: [{ columnTitle: 'x', targetField: 'goods.nope' }] }, layout(), header('x'), 'en')).toThrow(AppError);
  });

  it('gives a customer template its customer as the default of a customerCode column only when the layout has one', () => {
    const mapping = mapTemplateHeader({ ...template, customerCode: 'DMC001' }, layout(), header('单据编号', '品名'), 'zh');
    expect(mapping.defaults.has('customerCode')).toBe(false);
  });
});
