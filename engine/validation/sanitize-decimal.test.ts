import { decimal2, decimal3, decimal4, decimal5, decimalBelowOne2, sanitizeDecimal } from './sanitize-decimal';

describe('decimal2', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['12', '12'],
    ['12.3456', '12.35'],
    ['1234.567', '1234.57'],
    ['1234.564', '1234.56'],
    ['9.995', '10.00'],
    ['0.005', '0.01'],
    ['.999', '999'],
    ['a1.2.3', '1.23'],
    ['.5', '5'],
    ['..5', '5'],
    ['.5.3', '5.3'],
    ['12.', '12.'],
    ['1..2', '1.2'],
    ['-3.5', '3.5'],
    ['1,234.5', '1234.5'],
    ['1e5', '15'],
    [' 1 2 . 3 ', '12.3'],
    ['007', '7'],
    ['00.5', '0.5'],
    ['0', '0'],
    ['000', '0'],
    ['0.', '0.'],
    ['abc', ''],
    ['...', ''],
    ['１２．３４５', '12.35'],
    ['12.99', '12.99'],
  ])('%j → %j', (input, expected) => {
    expect(decimal2(input)).toBe(expected);
  });
});

describe('decimal3 to decimal5', () => {
  it('round half up to their precision (money is rounded, not cut)', () => {
    expect(decimal3('12.34567')).toBe('12.346');
    expect(decimal4('12.34567')).toBe('12.3457');
    expect(decimal4('12.34564')).toBe('12.3456');
    expect(decimal5('12.3456789')).toBe('12.34568');
    expect(decimal5('0.99999999')).toBe('1.00000');
  });
  it('apply the same stripping as decimal2', () => {
    for (const sanitize of [decimal3, decimal4, decimal5]) {
      expect(sanitize('a1.2.3')).toBe('1.23');
      expect(sanitize('.5')).toBe('5');
      expect(sanitize('')).toBe('');
    }
  });
});

describe('sanitizeDecimal', () => {
  it('refuses a precision that is not a whole number of at least 1', () => {
    expect(() => sanitizeDecimal('1', 0)).toThrow(RangeError);
    expect(() => sanitizeDecimal('1', 2.5)).toThrow(RangeError);
  });
});

describe('decimalBelowOne2', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['0.', '0.'],
    ['0.123', '0.12'],
    ['0.99', '0.99'],
    ['0.999', '0.99'],
    ['0.125', '0.13'],
    ['0.994', '0.99'],
    ['00.5', '0.5'],
    ['1', ''],
    ['1.0', ''],
    ['12.5', ''],
    ['.5', ''],
    ['01', ''],
    ['x0.5y', '0.5'],
    ['０．２', '0.2'],
  ])('%j → %j', (input, expected) => {
    expect(decimalBelowOne2(input)).toBe(expected);
  });
});
