import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import { formRuleMessages, liveComputed } from './form-computed-rules';

const t = (zh: string, en = zh) => ({ zh, en });
const quote = compileEntity({
  id: 'test.quote', title: t('报价'), api: { pattern: 'admin', entity: 'quote' },
  fields: {
    validFrom: { type: 'string', format: 'date', title: t('生效日期') },
    validTo: { type: 'string', format: 'date', title: t('失效日期') },
    quantity: { type: 'integer', title: t('数量') },
    unitPrice: { type: 'number', title: t('单价') },
    amount: { type: 'number', title: t('金额'), 'x-compute': 'quantity * unitPrice', 'x-db-type': 'numeric(19,2)' },
    total: { type: 'number', title: t('合计'), 'x-compute': 'sum(bands.price)', 'x-db-type': 'numeric(19,2)' },
  },
  list: { columns: ['validFrom'] },
  rules: [
    { if: { any: [{ field: 'validTo', op: 'empty' }, { field: 'validTo', op: 'gt', ref: 'validFrom' }] }, field: 'validTo', message: t('失效日期须晚于生效日期', 'valid to must be after valid from') },
    { lines: 'bands', minLines: 1 },
  ],
} as EntitySchema);

describe('liveComputed', () => {
  it('computes what the form can, rounded to the column’s scale, and leaves totals over lines it does not carry', () => {
    expect(liveComputed(quote, { quantity: 3, unitPrice: 0.1 })).toEqual({ amount: 0.3 });
    expect(liveComputed(quote, { quantity: 3, unitPrice: 0.1, bands: [{ price: 1.005 }, { price: 2 }] })).toEqual({ amount: 0.3, total: 3.01 });
  });

  it('marks computed fields read-only in the model', () => {
    expect(quote.schema.fields.amount!.readOnly).toBe(true);
  });
});

describe('formRuleMessages', () => {
  it('names the field of a broken rule in the page’s language', () => {
    expect(formRuleMessages(quote, { validFrom: '2026-05-01', validTo: '2026-04-30' }, 'en')).toEqual({ validTo: 'valid to must be after valid from' });
    expect(formRuleMessages(quote, { validFrom: '2026-05-01', validTo: '2026-05-02' }, 'zh')).toEqual({});
  });

  it('checks line rules only when the form carries the lines', () => {
    expect(formRuleMessages(quote, {}, 'zh')).toEqual({});
    expect(formRuleMessages(quote, { bands: [] }, 'zh')).toEqual({ bands: 'bands至少需要 1 行' });
  });
});
