import metaSchema from '../schema/entity-meta-schema.json';
import { isMaskName, keepEnds, maskValue, MASKS } from './masks';

describe('masks', () => {
  it('keeps the first 3 and last 4 of a phone (spec 02 §9), the length shown by stars', () => {
    expect(maskValue('phone', '13812345678')).toBe('138****5678');
    expect(maskValue('phone', ' 075512345678 ')).toBe('075*****5678');
    expect(maskValue('phone', 13812345678)).toBe('138****5678');
  });
  it('keeps 6 and 4 of an identity card, 4 and 4 of a bank account', () => {
    expect(maskValue('idCard', '110101199003071234')).toBe('110101********1234');
    expect(maskValue('bankAccount', '6222021234567890')).toBe('6222********7890');
  });
  it('stars a value too short to keep its ends whole, and leaves empty values as they are', () => {
    expect(maskValue('phone', '1234567')).toBe('*******');
    expect(maskValue('phone', '12345678')).toBe('123*5678');
    expect(keepEnds('', MASKS.phone)).toBe('');
    expect(maskValue('phone', null)).toBeNull();
    expect(maskValue('phone', undefined)).toBeUndefined();
  });
  it('knows its names, the same the meta-schema offers for x-mask', () => {
    expect(isMaskName('phone')).toBe(true);
    expect(isMaskName('toString')).toBe(false);
    const field = (metaSchema as unknown as { definitions: Record<string, { properties?: Record<string, { enum?: string[] }> }> }).definitions;
    const declared = Object.values(field).map((def) => def.properties?.['x-mask']?.enum).find(Boolean);
    expect(declared).toEqual(Object.keys(MASKS));
  });
});
