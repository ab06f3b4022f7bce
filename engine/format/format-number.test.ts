import { formatCompactNumber, formatThousands } from './format-number';

describe('formatCompactNumber', () => {
  it('shows numbers below 1000 in full', () => {
    expect(formatCompactNumber(0)).toBe('0');
    expect(formatCompactNumber(999)).toBe('999');
    expect(formatCompactNumber(12.5)).toBe('12.5');
  });

  it('uses k, M, G, T, P and E for powers of 1000', () => {
    expect(formatCompactNumber(1000)).toBe('1k');
    expect(formatCompactNumber(1500)).toBe('1.5k');
    expect(formatCompactNumber(1234567)).toBe('1.2M');
    expect(formatCompactNumber(2e9)).toBe('2G');
    expect(formatCompactNumber(3.25e12, 2)).toBe('3.25T');
    expect(formatCompactNumber(4e15)).toBe('4P');
    expect(formatCompactNumber(5e18)).toBe('5E');
    expect(formatCompactNumber(5e21)).toBe('5000E');
  });

  it('honours the digits and drops trailing zeros', () => {
    expect(formatCompactNumber(1234567, 3)).toBe('1.235M');
    expect(formatCompactNumber(1200000, 3)).toBe('1.2M');
    expect(formatCompactNumber(1234567, 0)).toBe('1M');
  });

  it('moves up a suffix when rounding reaches 1000', () => {
    expect(formatCompactNumber(999_999)).toBe('1M');
    expect(formatCompactNumber(999_940)).toBe('999.9k');
  });

  it('keeps the sign of negative numbers', () => {
    expect(formatCompactNumber(-1500)).toBe('-1.5k');
    expect(formatCompactNumber(-999)).toBe('-999');
  });
});

describe('formatThousands', () => {
  it('groups the integer part and keeps the decimals as written', () => {
    expect(formatThousands('1234567.891')).toBe('1,234,567.891');
    expect(formatThousands(1234567.891)).toBe('1,234,567.891');
    expect(formatThousands('1000000.000100')).toBe('1,000,000.000100');
    expect(formatThousands(123)).toBe('123');
    expect(formatThousands(1234)).toBe('1,234');
    expect(formatThousands(-1234567)).toBe('-1,234,567');
  });

  it('returns empty and non-numeric input unchanged', () => {
    expect(formatThousands('')).toBe('');
    expect(formatThousands(null)).toBe('');
    expect(formatThousands('abc')).toBe('abc');
    expect(formatThousands('12a34')).toBe('12a34');
  });
});
