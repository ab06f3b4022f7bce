import { businessTypeOf, carriesOnTwoCRoute, productMismatch } from './product-consistency';

describe('product consistency', () => {
  it('accepts a bonded product cleared under 1210 on a 2C service type', () => {
    expect(productMismatch('BONDED_2C', { tradeMode: '1210', businessType: '2C' }, { businessType: '2C' })).toBeNull();
    expect(productMismatch('EXPORT_2B', { tradeMode: '9810', businessType: '2B' }, { businessType: '2B' })).toBeNull();
  });

  it('names the clearance method when its trade mode does not fit the service type', () => {
    const found = productMismatch('BONDED_2C', { tradeMode: '9610', businessType: '2C' }, { businessType: '2C' }, { zh: '保税2C', en: 'Bonded 2C' });
    expect(found).toMatchObject({ field: 'clearanceCode' });
    expect(found!.zh).toBe('保税2C 须用贸易方式 1210 的清关方式（所选为 9610）');
  });

  it('names the logistics service type when its business type differs', () => {
    expect(productMismatch('DIRECT_2C', { tradeMode: '9610', businessType: '2C' }, { businessType: '2B' })).toMatchObject({ field: 'typeCode' });
    expect(productMismatch('GENERAL_2B', { tradeMode: '0110', businessType: '2B' }, { businessType: '2C' })!.en).toContain('must be 2B');
  });

  it('tells 2C service types from 2B ones, and only 2C products ride 2C routes', () => {
    expect(businessTypeOf('DIRECT_2C')).toBe('2C');
    expect(businessTypeOf('GENERAL_2B')).toBe('2B');
    expect(carriesOnTwoCRoute('BONDED_2C')).toBe(true);
    expect(carriesOnTwoCRoute('EXPORT_2B')).toBe(false);
  });
});
