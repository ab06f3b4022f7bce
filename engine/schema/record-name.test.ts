import type { EntitySchema } from './entity-schema';
import { recordLabelFields, recordName, recordNoun } from './record-name';

const carrier = {
  title: { zh: '承运商管理', en: 'Carriers' },
  item: { zh: '承运商', en: 'carrier' },
  storage: { table: 'base_carrier', unique: [['carrierCode']] },
  fields: {
    carrierCode: { type: 'string', title: { zh: '编码', en: 'Code' } },
    carrierName: { type: 'string', title: { zh: '名称', en: 'Name' } },
    kind: { type: 'string', title: { zh: '类型', en: 'Kind' }, enum: ['a'], 'x-enum-titles': [{ zh: '快递', en: 'Express' }] },
  },
} as unknown as EntitySchema;

describe('recordNoun', () => {
  it('is the item noun, capitalised at the start of an English sentence', () => {
    expect(recordNoun(carrier, 'zh')).toBe('承运商');
    expect(recordNoun(carrier, 'en')).toBe('carrier');
    expect(recordNoun(carrier, 'en', true)).toBe('Carrier');
  });
  it('falls back to the page title without an item', () => {
    expect(recordNoun({ title: carrier.title }, 'en')).toBe('Carriers');
  });
});

describe('recordName', () => {
  it('uses the first unique key by default', () => {
    expect(recordLabelFields(carrier)).toEqual(['carrierCode']);
    expect(recordName(carrier, { carrierCode: 'SF', carrierName: '顺丰速运' }, 'zh')).toBe('SF');
  });
  it('joins the label fields, a fixed option by its title, skipping empty ones', () => {
    const labelled = { ...carrier, label: ['carrierCode', 'carrierName', 'kind'] };
    expect(recordName(labelled, { carrierCode: 'SF', carrierName: '顺丰速运', kind: 'a' }, 'en')).toBe('SF 顺丰速运 Express');
    expect(recordName(labelled, { carrierCode: 'SF', carrierName: null }, 'zh')).toBe('SF');
  });
  it('is empty when nothing names the record', () => {
    expect(recordName({ fields: {} }, { id: 3 }, 'zh')).toBe('');
  });
});
