import { isPositiveInteger } from './positive-integer';

describe('isPositiveInteger', () => {
  it.each([
    ['1', true],
    ['2', true],
    ['10', true],
    ['1234567890123', true],
    ['0', false],
    ['00', false],
    ['01', false],
    ['-1', false],
    ['+1', false],
    ['1.0', false],
    ['1.5', false],
    ['', false],
    [' 1', false],
    ['1 ', false],
    ['１', false],
    ['1e3', false],
  ])('%j → %s', (value, valid) => {
    expect(isPositiveInteger(value)).toBe(valid);
  });
  it('reads numbers as their text', () => {
    expect(isPositiveInteger(5)).toBe(true);
    expect(isPositiveInteger(0)).toBe(false);
    expect(isPositiveInteger(-3)).toBe(false);
    expect(isPositiveInteger(2.5)).toBe(false);
    expect(isPositiveInteger(1e21)).toBe(false);
    expect(isPositiveInteger(null)).toBe(false);
  });
});
