import { isPlainNumber } from './plain-number';

describe('isPlainNumber', () => {
  it.each([
    ['0', true],
    ['-0', true],
    ['+0', true],
    ['-0.5', true],
    ['0.05', true],
    ['12', true],
    ['+12.34', true],
    ['-12.340', true],
    ['01', false],
    ['-01.5', false],
    ['00', false],
    ['1.', false],
    ['.5', false],
    ['-', false],
    ['+-1', false],
    ['1.2.3', false],
    ['1e5', false],
    ['1,000', false],
    ['', false],
    [' 1', false],
    ['1 ', false],
    ['１２', false],
    ['NaN', false],
    ['Infinity', false],
  ])('%j → %s', (value, valid) => {
    expect(isPlainNumber(value)).toBe(valid);
  });
  it('reads numbers as their text', () => {
    expect(isPlainNumber(-0.5)).toBe(true);
    expect(isPlainNumber(42)).toBe(true);
    expect(isPlainNumber(1e-7)).toBe(false);
    expect(isPlainNumber(Number.NaN)).toBe(false);
    expect(isPlainNumber(undefined)).toBe(false);
  });
});
