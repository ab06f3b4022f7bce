import { currencyCode, isCurrencyCode } from './currency-code';

describe('currencyCode', () => {
  it('shows customs codes as ISO letters', () => {
    expect(currencyCode('142')).toBe('CNY');
    expect(currencyCode(502)).toBe('USD');
    expect(currencyCode('110')).toBe('HKD');
    expect(currencyCode('usd')).toBe('USD');
    expect(currencyCode('999')).toBe('999');
    expect(currencyCode(null)).toBe('');
  });
  it('knows a fixed code from a field name', () => {
    expect(isCurrencyCode('CNY')).toBe(true);
    expect(isCurrencyCode('142')).toBe(true);
    expect(isCurrencyCode('currency')).toBe(false);
    expect(isCurrencyCode('999')).toBe(false);
  });
});
