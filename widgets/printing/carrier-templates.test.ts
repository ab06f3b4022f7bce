import { CARRIER_TEMPLATES, carrierTemplateId } from './carrier-templates';

describe('carrier templates', () => {
  it('maps the 14 carriers of spec 01 §3, each to its own template', () => {
    expect(CARRIER_TEMPLATES.map((c) => c.name)).toEqual([
      'Yuantong', 'Zhongtong', 'JD', 'Yunda', 'Bada tong', 'SF', 'Rongtong', 'Sinotrans', "He'an", 'Weiqiu', 'Haisheng', 'Huahui', 'Huolifang', 'Heqijia',
    ]);
    expect(new Set(CARRIER_TEMPLATES.map((c) => c.code)).size).toBe(14);
    expect(new Set(CARRIER_TEMPLATES.map((c) => c.templateId)).size).toBe(14);
  });

  it('uses codes the carrier entity accepts (letters and digits, at most 20)', () => {
    for (const { code } of CARRIER_TEMPLATES) expect(code).toMatch(/^[A-Z0-9]{1,20}$/);
  });

  it('agrees with the carrier seed for SF and JD', () => {
    expect(carrierTemplateId('SF')).toBe('SF-100x150');
    expect(carrierTemplateId('JD')).toBe('JD-100x150');
  });

  it('ignores case and spaces, and has no template for other carriers', () => {
    expect(carrierTemplateId(' yto ')).toBe('YTO-100x150');
    expect(carrierTemplateId('EMS')).toBeUndefined();
    expect(carrierTemplateId(undefined)).toBeUndefined();
    expect(carrierTemplateId(42)).toBeUndefined();
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(CARRIER_TEMPLATES)).toBe(true);
    expect(Object.isFrozen(CARRIER_TEMPLATES[0])).toBe(true);
  });
});
