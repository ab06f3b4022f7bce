import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { draftFieldRows, referenceText, withFieldTitle } from './draft-fields';

const draft = {
  id: 'gen.carrier',
  fields: {
    carrierCode: { type: 'string', title: { zh: 'carrier_code', en: 'Carrier code' }, maxLength: 32, required: true },
    siteCode: { type: 'string', title: { zh: 'site_code', en: 'Site code' }, 'x-ref': { qid: 'FIND_SITE', value: 'siteCode', label: 'siteName' } },
    weight: { type: 'number', title: { zh: 'weight', en: 'Weight' } },
  },
} as unknown as EntitySchema;

describe('draftFieldRows', () => {
  it('lists each field with its type, length, requirement, reference and titles', () => {
    expect(draftFieldRows(draft)).toEqual([
      { name: 'carrierCode', type: 'string', maxLength: 32, required: true, title: { zh: 'carrier_code', en: 'Carrier code' } },
      { name: 'siteCode', type: 'string', required: false, reference: 'qid FIND_SITE.siteCode', title: { zh: 'site_code', en: 'Site code' } },
      { name: 'weight', type: 'number', required: false, title: { zh: 'weight', en: 'Weight' } },
    ]);
  });

  it('reads an entity reference as entity.value', () => {
    expect(referenceText({ entity: 'base.carrier', value: 'carrierCode', label: 'carrierName' })).toBe('base.carrier.carrierCode');
    expect(referenceText(undefined)).toBeUndefined();
  });
});

describe('withFieldTitle', () => {
  it('replaces one language of one field’s title, leaving the draft as it was', () => {
    const named = withFieldTitle(draft, 'carrierCode', 'zh', '承运商编码');
    expect(named.fields.carrierCode!.title).toEqual({ zh: '承运商编码', en: 'Carrier code' });
    expect(draft.fields.carrierCode!.title.zh).toBe('carrier_code');
    expect(named.fields.weight).toBe(draft.fields.weight);
  });

  it('ignores a field the draft does not have', () => {
    expect(withFieldTitle(draft, 'nope', 'en', 'x')).toBe(draft);
  });
});
