import { foldFullWidth } from './full-width';

describe('foldFullWidth', () => {
  it.each([
    ['', ''],
    ['１２３', '123'],
    ['１２．５', '12.5'],
    ['ＡＢｃ', 'ABc'],
    ['a\u3000b', 'a b'],
    ['（ｗ＋１）', '(w+1)'],
    ['中文，句号。', '中文,句号。'],
    ['plain ascii', 'plain ascii'],
  ])('%j → %j', (input, expected) => {
    expect(foldFullWidth(input)).toBe(expected);
  });
});
