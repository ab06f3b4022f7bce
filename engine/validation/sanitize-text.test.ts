import { englishLetters, lettersDigits, stripChinese, stripSymbolsAndSpaces } from './sanitize-text';

describe('lettersDigits', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['AB-12 中', 'AB12'],
    ['a_b.c', 'abc'],
    ['Ｘ１２', 'X12'],
    ['café', 'caf'],
    ['!@#$%^&*()', ''],
  ])('%j → %j', (input, expected) => {
    expect(lettersDigits(input)).toBe(expected);
  });
});

describe('englishLetters', () => {
  it.each([
    ['', ''],
    ['Ab1 c', 'Abc'],
    ['中文abc', 'abc'],
    ['ＡＢＣ', 'ABC'],
    ['123', ''],
    ['naïve', 'nave'],
  ])('%j → %j', (input, expected) => {
    expect(englishLetters(input)).toBe(expected);
  });
});

describe('stripChinese', () => {
  it.each([
    ['', ''],
    ['ABC中文123', 'ABC123'],
    ['上海 Shanghai', ' Shanghai'],
    ['一、二。「三」', ''],
    ['𠀀x', 'x'],
    ['Ａ，Ｂ', 'A,B'],
    ['a\u3000b', 'a b'],
    ['カナ한글', 'カナ한글'],
    ['plain', 'plain'],
  ])('%j → %j', (input, expected) => {
    expect(stripChinese(input)).toBe(expected);
  });
});

describe('stripSymbolsAndSpaces', () => {
  it.each([
    ['', ''],
    ['  \t\n ', ''],
    [' 物流 course-101! ', '物流course101'],
    ['a b\tc\nd', 'abcd'],
    ['¥100.00 ＄', '10000'],
    ['Ünïcödé', 'Ünïcödé'],
    ['e\u0301', 'e\u0301'],
    ['a_b@c#d', 'abcd'],
    ['中\u3000文', '中文'],
    ['１２３', '123'],
    ['😀ok', 'ok'],
  ])('%j → %j', (input, expected) => {
    expect(stripSymbolsAndSpaces(input)).toBe(expected);
  });
});
