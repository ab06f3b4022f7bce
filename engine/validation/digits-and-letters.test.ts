import { isDigitsAndLetters } from './digits-and-letters';

describe('isDigitsAndLetters', () => {
  it.each([
    ['abc123', true],
    ['1a', true],
    ['A1B2', true],
    ['abc', false],
    ['123', false],
    ['', false],
    ['   ', false],
    ['abc 123', false],
    ['abc-123', false],
    [' abc123', false],
    ['ａｂｃ１２３', false],
    ['abc１２３', false],
    ['中文1a', false],
  ])('%j → %s', (value, valid) => {
    expect(isDigitsAndLetters(value)).toBe(valid);
  });
  it('fails for values that are not text', () => {
    expect(isDigitsAndLetters(123)).toBe(false);
    expect(isDigitsAndLetters(null)).toBe(false);
    expect(isDigitsAndLetters(undefined)).toBe(false);
  });
});
