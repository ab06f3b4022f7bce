import { textChange } from './text-change';

const apply = (old: string, next: string) => {
  const change = textChange(old, next);
  return change ? old.slice(0, change.from) + change.insert + old.slice(change.to) : old;
};

describe('textChange', () => {
  it('replaces only the span between the common start and end', () => {
    expect(textChange('{"a": 1, "b": 2}', '{"a": 1, "b": 3}')).toEqual({ from: 14, to: 15, insert: '3' });
    expect(textChange('abcdef', 'abXYef')).toEqual({ from: 2, to: 4, insert: 'XY' });
  });

  it('gives nothing for equal texts', () => {
    expect(textChange('same', 'same')).toBeUndefined();
  });

  it('handles insertions and deletions whose start and end would overlap', () => {
    expect(textChange('aa', 'aaa')).toEqual({ from: 2, to: 2, insert: 'a' });
    expect(textChange('aaa', 'aa')).toEqual({ from: 2, to: 3, insert: '' });
    expect(textChange('', 'x')).toEqual({ from: 0, to: 0, insert: 'x' });
    expect(textChange('x', '')).toEqual({ from: 0, to: 1, insert: '' });
  });

  it('always turns the old text into the new one', () => {
    const pairs: Array<[string, string]> = [
      ['one\ntwo\nthree', 'one\nthree\ntwo'],
      ['{\n  "a": 1\n}', '{\n  "b": 1,\n  "a": 1\n}'],
      ['abab', 'ab'],
      ['ab', 'abab'],
      ['xyz', 'abc'],
    ];
    for (const [old, next] of pairs) expect(apply(old, next)).toBe(next);
  });
});
