import { decimalText, roundHalfUp, trimDecimal } from './decimal-text';

describe('roundHalfUp', () => {
  it('rounds a 5 away from zero, on the text, not a float', () => {
    expect(roundHalfUp('1.005', 2)).toBe('1.01');
    expect(roundHalfUp(1.005, 2)).toBe('1.01');
    expect(roundHalfUp('2.675', 2)).toBe('2.68');
    expect(roundHalfUp('-2.675', 2)).toBe('-2.68');
    expect(roundHalfUp('1.004', 2)).toBe('1.00');
    expect(roundHalfUp('9.995', 2)).toBe('10.00');
  });
  it('writes exactly the scale', () => {
    expect(roundHalfUp('88.45000', 2)).toBe('88.45');
    expect(roundHalfUp('7', 3)).toBe('7.000');
    expect(roundHalfUp('.5', 0)).toBe('1');
    expect(roundHalfUp('-0.001', 2)).toBe('0.00');
  });
  it('is undefined for what is not a number', () => {
    expect(roundHalfUp('abc', 2)).toBeUndefined();
    expect(roundHalfUp('1.2.3', 2)).toBeUndefined();
    expect(roundHalfUp(Number.NaN, 2)).toBeUndefined();
    expect(roundHalfUp({}, 2)).toBeUndefined();
  });
});

describe('decimalText and trimDecimal', () => {
  it('expands exponents and trims zeros', () => {
    expect(decimalText(1e21)).toBe('1000000000000000000000');
    expect(decimalText(' 12.50 ')).toBe('12.50');
    expect(decimalText('.')).toBeUndefined();
    expect(trimDecimal('88.4500')).toBe('88.45');
    expect(trimDecimal('2.000')).toBe('2');
    expect(trimDecimal('100')).toBe('100');
  });
});
