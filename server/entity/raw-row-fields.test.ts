import { compileEntity } from '../../engine/schema/entity-model';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { rawRowFields, rawRowName } from './raw-row-fields';

const t = (zh: string, en: string) => ({ zh, en });
const CARRIER = compileEntity({
  id: 'test.carrier',
  title: t('承运商', 'Carriers'),
  item: t('承运商', 'carrier'),
  api: { pattern: 'admin', entity: 'carrier' },
  storage: { table: 'test_carrier', unique: [['carrierCode']] },
  label: ['carrierCode', 'carrierName'],
  fields: {
    carrierCode: { type: 'string', title: t('编码', 'Code') },
    carrierName: { type: 'string', title: t('名称', 'Name') },
    kind: { type: 'string', title: t('类型', 'Kind'), enum: ['air'], 'x-enum-titles': [t('空运', 'Air')] },
  },
  list: { columns: ['carrierCode', 'carrierName'] },
} as EntitySchema);

describe('rawRowFields', () => {
  it('takes each field under its camelCase or its snake_case key, and nothing else', () => {
    const snake = { id: 3, tenant_id: 1, carrier_code: 'SF', carrier_name: '顺丰速运', kind: 'air' };
    const camel = { id: 3, tenantId: 1, carrierCode: 'SF', carrierName: '顺丰速运', kind: 'air' };
    const fields = { carrierCode: 'SF', carrierName: '顺丰速运', kind: 'air' };
    expect(rawRowFields(CARRIER, snake)).toEqual(fields);
    expect(rawRowFields(CARRIER, camel)).toEqual(fields);
  });

  it('leaves a field absent from the row undefined', () => {
    expect(rawRowFields(CARRIER, { id: 1, carrier_code: 'SF' })).toEqual({ carrierCode: 'SF', carrierName: undefined, kind: undefined });
  });
});

describe('rawRowName', () => {
  it("names the row by its label fields, from either key's case", () => {
    expect(rawRowName(CARRIER, { id: 3, carrier_code: 'SF', carrier_name: '顺丰速运' }, 'zh')).toBe('SF 顺丰速运');
    expect(rawRowName(CARRIER, { id: 3, carrierCode: 'SF', carrierName: 'SF Express' }, 'en')).toBe('SF SF Express');
  });

  it('falls back to #id when the label fields are empty', () => {
    expect(rawRowName(CARRIER, { id: 9, carrier_code: null, carrier_name: '' }, 'en')).toBe('#9');
  });
});
