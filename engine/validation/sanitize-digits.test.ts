import { digitsNoLeadingZeros, twoDigits } from './sanitize-digits';

describe('digitsNoLeadingZeros', () => {
  it.each([
    ['', ''],
    [' ', ''],
    ['00123a', '123'],
    ['0', '0'],
    ['000', '0'],
    ['05', '5'],
    ['100', '100'],
    ['1 000', '1000'],
    ['-12', '12'],
    ['1.5', '15'],
    ['abc', ''],
    ['０１２３', '123'],
    ['一二三', ''],
  ])('%j → %j', (input, expected) => {
    expect(digitsNoLeadingZeros(input)).toBe(expected);
  });
});

describe('twoDigits', () => {
  it.each([
    ['', ''],
    ['7', '7'],
    ['12', '12'],
    ['123', '12'],
    ['1a23', '12'],
    ['05', '05'],
    ['a', ''],
    ['-9', '9'],
    ['１２３', '12'],
  ])('%j → %j', (input, expected) => {
    expect(twoDigits(input)).toBe(expected);
  });
});
